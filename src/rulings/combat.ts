// Rulings on block triggers (CR 509.3a–d; numbered 410.9a–d in old editions) and the classic keyword puzzles
// (persist, undying: triggered abilities with an intervening "if").
import { bf, board, libraries } from './build';
import type { Ruling } from './types';

export const combatRulings: readonly Ruling[] = [
  {
    id: 'guardian-blocks-two',
    rules: ['509.3a', '608.2h'],
    cards: ['guardian-of-the-gateless', 'grizzly-bears'],
    setup: board([bf('grizzly-bears', 'alice', 'a1'), bf('grizzly-bears', 'alice', 'a2'), bf('guardian-of-the-gateless', 'bob', 'gg'), ...libraries()]),
    actions: [
      { type: 'attack', attackers: [{ card: 'a1', target: 'bob' }, { card: 'a2', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'gg', blocks: 'a1' }, { card: 'gg', blocks: 'a2' }] }, { type: 'resolve' },
    ],
    outcome: { triggered: { gg: 1 }, logged: [{ event: 'triggered', rule: '509.3a', count: 1 }], pt: { gg: [5, 5] } },
  },
  {
    id: 'wall-of-frost-blocks-a-creature',
    rules: ['509.3b', '502.3'],
    cards: ['wall-of-frost', 'grizzly-bears'],
    setup: board([bf('grizzly-bears', 'alice', 'g'), bf('wall-of-frost', 'bob', 'wall'), ...libraries()]),
    actions: [{ type: 'attack', attackers: [{ card: 'g', target: 'bob' }] }, { type: 'block', blockers: [{ card: 'wall', blocks: 'g' }] }, { type: 'resolve' }],
    outcome: { triggered: { wall: 1 }, logged: [{ event: 'triggered', rule: '509.3b', count: 1 }, { event: 'untapSkipped', count: 1 }] },
  },
  {
    id: 'rabid-elephant-blocked-by-two',
    rules: ['509.3c', '608.2h'],
    cards: ['rabid-elephant', 'grizzly-bears'],
    setup: board([bf('rabid-elephant', 'alice', 'el'), bf('grizzly-bears', 'bob', 'b1'), bf('grizzly-bears', 'bob', 'b2'), ...libraries()]),
    actions: [{ type: 'attack', attackers: [{ card: 'el', target: 'bob' }] }, { type: 'block', blockers: [{ card: 'b1', blocks: 'el' }, { card: 'b2', blocks: 'el' }] }, { type: 'resolve' }],
    outcome: { triggered: { el: 1 }, logged: [{ event: 'triggered', rule: '509.3c', count: 1 }], pt: { el: [7, 8] } },
  },
  {
    id: 'slagwurm-blocked-by-two',
    rules: ['509.3d', '603.3b'],
    cards: ['engulfing-slagwurm', 'grizzly-bears'],
    setup: board([bf('engulfing-slagwurm', 'alice', 'sw'), bf('grizzly-bears', 'bob', 'b1'), bf('grizzly-bears', 'bob', 'b2'), ...libraries()]),
    actions: [{ type: 'attack', attackers: [{ card: 'sw', target: 'bob' }] }, { type: 'block', blockers: [{ card: 'b1', blocks: 'sw' }, { card: 'b2', blocks: 'sw' }] }, { type: 'auto' }, { type: 'resolve' }, { type: 'resolve' }],
    outcome: { triggered: { sw: 2 }, logged: [{ event: 'triggered', rule: '509.3d', count: 2 }], life: { alice: 24 }, zones: { graveyard: ['b1', 'b2'] } },
  },
  {
    id: 'redcap-persist-plus-one-counter',
    rules: ['702.79a', '603.4', '704.5q', '603.10a'],
    cards: ['murderous-redcap'],
    setup: board([bf('murderous-redcap', 'alice', 'r', { counters: { '-1/-1': 1, '+1/+1': 1 } })]),
    actions: [{ type: 'destroy', cards: ['r'] }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' }],
    outcome: { triggered: { r: 2 }, counters: { r: { '-1/-1': 1 } }, life: { bob: 19 }, zones: { battlefield: ['r'] } },
  },
  {
    id: 'redcap-persist-twice',
    rules: ['702.79a', '603.4'],
    cards: ['murderous-redcap'],
    setup: board([bf('murderous-redcap', 'alice', 'r', { counters: { '-1/-1': 1 } })]),
    actions: [{ type: 'destroy', cards: ['r'] }],
    outcome: { triggered: { r: 0 }, logged: [{ event: 'notTriggered', reason: 'interveningIf', count: 1 }], zones: { graveyard: ['r'], battlefield: [] } },
  },
  {
    id: 'messenger-undying',
    rules: ['702.93a', '603.4', '603.6d', '603.2e'],
    cards: ['geralfs-messenger'],
    setup: board([bf('geralfs-messenger', 'alice', 'gm')]),
    actions: [{ type: 'destroy', cards: ['gm'] }, { type: 'resolve' }, { type: 'resolve' }],
    outcome: { triggered: { gm: 2 }, counters: { gm: { '+1/+1': 1 } }, life: { bob: 18 }, pt: { gm: [4, 3] } },
  },
];
