// The sandbox's demo board: a Wrath of God that kills every creature at once, seen by Blood Artist and
// Kalastria Highborn (CR 603.6c–d: leaves-the-battlefield abilities look back in time; 603.3b: APNAP order).
import type { Setup } from '../engine';

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
