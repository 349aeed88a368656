// The sandbox's demo board: a Wrath of God that kills every creature at once, seen by Blood Artist and
// Kalastria Highborn (CR 603.6c, 603.10a: leaves-the-battlefield abilities look back in time; 603.3b: APNAP order).
import type { Setup } from '../engine';
import { bigBoardSandboxSetup, hugeBoardSandboxSetup } from './sandbox-big';

export const sandboxSetup = {
  players: ['alice', 'bob'],
  life: { alice: 20, bob: 20 },
  active: 'alice',
  step: 'main1',
  freeMana: true,
  cards: [
    { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'artist' },
    { card: 'kalastria-highborn', zone: 'battlefield', owner: 'alice', label: 'highborn' },
    { card: 'plains', zone: 'battlefield', owner: 'alice' },
    { card: 'swamp', zone: 'battlefield', owner: 'alice' },
    { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'wrath' },
    { card: 'souls-attendant', zone: 'hand', owner: 'alice', label: 'attendant' },
    { card: 'swamp', zone: 'hand', owner: 'alice' },
    { card: 'plains', zone: 'library', owner: 'alice' },
    { card: 'swamp', zone: 'library', owner: 'alice' },
    { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'aliceBears' },
    // CR 603.7a, 707.10c: Howl of the Horde, then Lightning Bolt: the copy may get a new target.
    { card: 'howl-of-the-horde', zone: 'hand', owner: 'alice', label: 'howl' },
    { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'bolt' },
    { card: 'grizzly-bears', zone: 'library', owner: 'alice' },
    { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bobBears' },
    { card: 'forest', zone: 'battlefield', owner: 'bob' },
    { card: 'dingus-egg', zone: 'battlefield', owner: 'bob', label: 'egg' },
    { card: 'souls-attendant', zone: 'hand', owner: 'bob', label: 'bobAttendant' },
    { card: 'grizzly-bears', zone: 'hand', owner: 'bob' },
    { card: 'forest', zone: 'library', owner: 'bob' },
    { card: 'island', zone: 'library', owner: 'bob' },
    { card: 'mountain', zone: 'library', owner: 'bob' },
  ],
} satisfies Setup;

// A combat board for three players: first strike (Youthful Knight), double strike (Fencing Ace), deathtouch
// (Typhoid Rats) and trample (Craw Giant) against blockers; Alice chooses whom each creature attacks
// (CR 506.2, 508.1b) and divides the damage of a creature blocked by several (510.1c).
export const combatSandboxSetup = {
  players: ['alice', 'bob', 'carol'],
  life: { alice: 20, bob: 20, carol: 20 },
  active: 'alice',
  step: 'main1',
  freeMana: true,
  cards: [
    { card: 'felidar-sovereign', zone: 'battlefield', owner: 'alice', label: 'sovereign' },
    { card: 'craw-giant', zone: 'battlefield', owner: 'alice', label: 'giant' },
    { card: 'youthful-knight', zone: 'battlefield', owner: 'alice', label: 'knight' },
    { card: 'fencing-ace', zone: 'battlefield', owner: 'alice', label: 'ace' },
    { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'artist' },
    { card: 'plains', zone: 'library', owner: 'alice' },
    { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bobBears1' },
    { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bobBears2' },
    { card: 'typhoid-rats', zone: 'battlefield', owner: 'bob', label: 'bobRats' },
    { card: 'forest', zone: 'library', owner: 'bob' },
    { card: 'youthful-knight', zone: 'battlefield', owner: 'carol', label: 'carolKnight' },
    { card: 'typhoid-rats', zone: 'battlefield', owner: 'carol', label: 'carolRats' },
    { card: 'swamp', zone: 'library', owner: 'carol' },
  ],
} satisfies Setup;

// The course's harder cards: what enters "with", "as" or "as a copy" (CR 603.6d: never triggers), what
// looks back as it phases out, returns to a hand or changes control (603.10a–d), and tokens.
export const enteringSandboxSetup = {
  players: ['alice', 'bob'],
  life: { alice: 20, bob: 20 },
  active: 'alice',
  step: 'main1',
  freeMana: true,
  cards: [
    { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'attendant' },
    { card: 'ertais-familiar', zone: 'battlefield', owner: 'alice', label: 'familiar' },
    { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'aliceBears' },
    { card: 'clone', zone: 'hand', owner: 'alice', label: 'clone' },
    { card: 'meddling-mage', zone: 'hand', owner: 'alice', label: 'mage' },
    { card: 'chimeric-mass', zone: 'hand', owner: 'alice', label: 'mass' },
    { card: 'stormfront-riders', zone: 'hand', owner: 'alice', label: 'riders' },
    { card: 'duplicity', zone: 'hand', owner: 'alice', label: 'duplicity' },
    ...['plains', 'island', 'swamp', 'forest', 'mountain', 'plains', 'island', 'swamp'].map((card) => ({ card, zone: 'library' as const, owner: 'alice' })),
    { card: 'ravenous-chupacabra', zone: 'battlefield', owner: 'bob', label: 'chupacabra' },
    { card: 'blood-artist', zone: 'battlefield', owner: 'bob', label: 'bobArtist' },
    { card: 'lightning-bolt', zone: 'hand', owner: 'bob', label: 'bolt' },
    ...['forest', 'island', 'mountain'].map((card) => ({ card, zone: 'library' as const, owner: 'bob' })),
  ],
} satisfies Setup;

// Ordering that scales (CR 603.3b): Armageddon destroys 103 lands at once and Alice's Dingus Egg triggers for
// each. The 100 abilities that will damage Alice are interchangeable, as are the 3 that will damage Bob: the
// order choice shows two groups with their counts.
export const manyTriggersSandboxSetup = {
  players: ['alice', 'bob'],
  life: { alice: 1000, bob: 20 },
  active: 'alice',
  step: 'main1',
  freeMana: true,
  cards: [
    { card: 'dingus-egg', zone: 'battlefield', owner: 'alice', label: 'egg' },
    ...Array.from({ length: 100 }, () => ({ card: 'plains', zone: 'battlefield' as const, owner: 'alice' })),
    { card: 'armageddon', zone: 'hand', owner: 'alice', label: 'armageddon' },
    { card: 'plains', zone: 'library', owner: 'alice' },
    ...Array.from({ length: 3 }, () => ({ card: 'forest', zone: 'battlefield' as const, owner: 'bob' })),
    { card: 'forest', zone: 'library', owner: 'bob' },
  ],
} satisfies Setup;

// A thousand triggers (CR 603.3b at scale): 32 Blood Artists die to one Wrath of God and each sees the 32
// deaths: 1,024 abilities, all with a target, so none is grouped; Alice orders her 512, then Bob his.
export const thousandTriggersSandboxSetup = {
  players: ['alice', 'bob'],
  life: { alice: 1000, bob: 1000 },
  active: 'alice',
  step: 'main1',
  freeMana: true,
  cards: [
    ...Array.from({ length: 32 }, (_, i) => ({ card: 'blood-artist', zone: 'battlefield' as const, owner: i % 2 ? 'bob' : 'alice' })),
    { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'wrath' },
    { card: 'plains', zone: 'library', owner: 'alice' },
    { card: 'swamp', zone: 'library', owner: 'bob' },
  ],
} satisfies Setup;

/** The sandbox's boards, by id (their names are `common:sandbox.boards.<id>`). */
export const sandboxBoards = { wrath: sandboxSetup, combat: combatSandboxSetup, entering: enteringSandboxSetup, many: manyTriggersSandboxSetup, thousand: thousandTriggersSandboxSetup, big: bigBoardSandboxSetup, huge: hugeBoardSandboxSetup } as const satisfies Record<string, Setup>;
export type SandboxBoard = keyof typeof sandboxBoards;
