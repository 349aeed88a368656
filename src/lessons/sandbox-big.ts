// Two big sandbox boards, for the page's speed (`npm run bench:ui`, docs/architecture.md "Speed and memory") and
// for anyone who wants to see a crowded table.
import type { Setup } from '../engine';

type Zone = 'battlefield' | 'hand' | 'library';
const many = (count: number, card: string, zone: Zone, owner: string) => Array.from({ length: count }, () => ({ card, zone, owner }));

// A crowded table of 60 permanents (30 a side: creatures with abilities, an Egg, lands), cards in hand to cast:
// a game as big as real ones get, where every single action should stay quick.
export const bigBoardSandboxSetup = {
  players: ['alice', 'bob'],
  life: { alice: 20, bob: 20 },
  active: 'alice',
  step: 'main1',
  freeMana: true,
  cards: [
    { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'artist' },
    { card: 'kalastria-highborn', zone: 'battlefield', owner: 'alice', label: 'highborn' },
    { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'attendant' },
    { card: 'youthful-knight', zone: 'battlefield', owner: 'alice' },
    { card: 'fencing-ace', zone: 'battlefield', owner: 'alice' },
    ...many(9, 'grizzly-bears', 'battlefield', 'alice'),
    ...many(8, 'plains', 'battlefield', 'alice'),
    ...many(8, 'swamp', 'battlefield', 'alice'),
    { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'newBears' },
    { card: 'souls-attendant', zone: 'hand', owner: 'alice' },
    { card: 'lightning-bolt', zone: 'hand', owner: 'alice' },
    { card: 'wrath-of-god', zone: 'hand', owner: 'alice' },
    ...many(10, 'plains', 'library', 'alice'),
    { card: 'dingus-egg', zone: 'battlefield', owner: 'bob', label: 'egg' },
    { card: 'blood-artist', zone: 'battlefield', owner: 'bob', label: 'bobArtist' },
    { card: 'typhoid-rats', zone: 'battlefield', owner: 'bob' },
    { card: 'craw-giant', zone: 'battlefield', owner: 'bob' },
    ...many(10, 'grizzly-bears', 'battlefield', 'bob'),
    ...many(8, 'forest', 'battlefield', 'bob'),
    ...many(8, 'mountain', 'battlefield', 'bob'),
    { card: 'grizzly-bears', zone: 'hand', owner: 'bob' },
    ...many(10, 'forest', 'library', 'bob'),
  ],
} satisfies Setup;

// A thousand triggers on 200 permanents (CR 603.3b at scale): Wrath of God destroys 200 creatures, and each of
// the five Blood Artists among them sees the 200 deaths (603.10a): 1,000 abilities, each with a target, so none is
// grouped. Alice orders her 600, then Bob his 400.
export const hugeBoardSandboxSetup = {
  players: ['alice', 'bob'],
  life: { alice: 2000, bob: 2000 },
  active: 'alice',
  step: 'main1',
  freeMana: true,
  cards: [
    ...many(3, 'blood-artist', 'battlefield', 'alice'),
    ...many(97, 'grizzly-bears', 'battlefield', 'alice'),
    ...many(2, 'blood-artist', 'battlefield', 'bob'),
    ...many(98, 'grizzly-bears', 'battlefield', 'bob'),
    { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'wrath' },
    { card: 'plains', zone: 'library', owner: 'alice' },
    { card: 'swamp', zone: 'library', owner: 'bob' },
  ],
} satisfies Setup;
