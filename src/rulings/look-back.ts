// Rulings on abilities that look back in time (CR 603.10 and its letters): leaving the battlefield or a
// graveyard, phasing out, becoming unattached, losing control, a spell countered, a player losing the game.
import { bf, board, gy, hand, lib } from './build';
import type { Ruling } from './types';

const sixCards = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6'].map((l) => lib('plains', 'alice', l));

export const lookBackRulings: readonly Ruling[] = [
  {
    id: 'kalastria-wrath',
    rules: ['603.10a', '603.6c', '603.3b'],
    cards: ['kalastria-highborn', 'wrath-of-god'],
    setup: board([bf('kalastria-highborn', 'alice', 'k1'), bf('kalastria-highborn', 'alice', 'k2'), hand('wrath-of-god', 'alice', 'w')]),
    actions: [{ type: 'cast', player: 'alice', card: 'w' }, { type: 'resolve' }],
    outcome: { triggered: { k1: 2, k2: 2 }, zones: { battlefield: [], graveyard: ['k1', 'k2', 'w'] } },
  },
  {
    id: 'blood-artist-bounced',
    rules: ['603.10a', '603.6c'],
    cards: ['blood-artist', 'grizzly-bears'],
    setup: board([bf('blood-artist', 'alice', 'ba'), bf('grizzly-bears', 'bob', 'g')]),
    actions: [{ type: 'bounce', cards: ['g', 'ba'] }],
    outcome: { triggered: { ba: 0 }, stack: [], zones: { hand: ['g', 'ba'] } },
  },
  {
    id: 'ereboss-titan-leaves-graveyard',
    rules: ['603.10a', '603.5'],
    cards: ['ereboss-titan', 'grizzly-bears', 'plains'],
    setup: board([gy('ereboss-titan', 'alice', 'et'), gy('grizzly-bears', 'bob', 'g'), hand('plains', 'alice', 'p')]),
    actions: [{ type: 'exile', cards: ['g'] }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'p' }],
    outcome: { triggered: { et: 1 }, logged: [{ event: 'triggered', rule: '603.10a', reason: 'lookBack', count: 1 }], zones: { hand: ['et'], graveyard: ['p'], exile: ['g'] } },
  },
  {
    id: 'ertais-familiar-phases-out',
    rules: ['603.10b', '702.26a'],
    cards: ['ertais-familiar'],
    setup: board([bf('ertais-familiar', 'alice', 'ef'), lib('plains', 'alice', 'c1'), lib('plains', 'alice', 'c2'), lib('plains', 'alice', 'c3'), lib('plains', 'alice', 'c4')]),
    actions: [{ type: 'phase', cards: ['ef'] }, { type: 'resolve' }],
    outcome: { triggered: { ef: 1 }, logged: [{ event: 'triggered', rule: '603.10b', count: 1 }], zones: { graveyard: ['c1', 'c2', 'c3'] } },
  },
  {
    id: 'phasing-is-not-entering-or-dying',
    rules: ['702.26d', '603.6a', '603.6c'],
    cards: ['souls-attendant', 'blood-artist', 'grizzly-bears'],
    setup: board([bf('souls-attendant', 'alice', 'sa'), bf('grizzly-bears', 'alice', 'g'), bf('blood-artist', 'alice', 'ba')]),
    actions: [{ type: 'phase', cards: ['g'] }, { type: 'phase', cards: ['g'] }],
    outcome: { triggered: { sa: 0, ba: 0 }, stack: [], zones: { battlefield: ['sa', 'g', 'ba'] } },
  },
  {
    id: 'grafted-wargear-equipped-elsewhere',
    rules: ['603.10c', '702.6a'],
    cards: ['grafted-wargear', 'grizzly-bears'],
    setup: board([bf('grafted-wargear', 'alice', 'w', { attachedTo: 'g1' }), bf('grizzly-bears', 'alice', 'g1'), bf('grizzly-bears', 'alice', 'g2')]),
    actions: [{ type: 'activate', player: 'alice', card: 'w', ability: 0, targets: ['g2'] }, { type: 'resolve' }, { type: 'resolve' }],
    outcome: { triggered: { w: 1 }, logged: [{ event: 'triggered', rule: '603.10c', count: 1 }], zones: { battlefield: ['w', 'g2'], graveyard: ['g1'] } },
  },
  {
    id: 'duplicity-control-change',
    rules: ['603.10d', '603.3a'],
    cards: ['duplicity'],
    setup: board([hand('duplicity', 'alice', 'd'), ...sixCards]),
    actions: [{ type: 'cast', player: 'alice', card: 'd' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'control', card: 'd', player: 'bob' }, { type: 'resolve' }],
    outcome: { logged: [{ event: 'triggered', rule: '603.10d', count: 1 }], controller: { d: 'bob' }, zones: { graveyard: ['l1', 'l2', 'l3', 'l4', 'l5'], exile: [] } },
  },
  {
    id: 'multanis-presence-countered',
    rules: ['603.10e', '701.6a'],
    cards: ['multanis-presence', 'lightning-bolt', 'counterspell'],
    setup: board([bf('multanis-presence', 'alice', 'mp'), hand('lightning-bolt', 'alice', 'bolt'), hand('counterspell', 'bob', 'cs'), lib('plains', 'alice', 'card')]),
    actions: [{ type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'] }, { type: 'pass' }, { type: 'cast', player: 'bob', card: 'cs', targets: ['bolt'] }, { type: 'resolve' }, { type: 'resolve' }],
    outcome: { triggered: { mp: 1 }, logged: [{ event: 'countered', count: 1 }], life: { bob: 20 }, zones: { hand: ['card'], graveyard: ['bolt', 'cs'] } },
  },
  {
    id: 'blood-tyrant-player-loses',
    rules: ['603.9', '603.10f', '800.4a'],
    cards: ['blood-tyrant'],
    setup: board([bf('blood-tyrant', 'alice', 'bt')], { players: ['alice', 'bob', 'carol'] }),
    actions: [{ type: 'lose', player: 'carol' }, { type: 'resolve' }],
    outcome: { triggered: { bt: 1 }, counters: { bt: { '+1/+1': 5 } }, winner: null },
  },
];
