// Rulings on putting triggered abilities on the stack (CR 603.3 and its letters): who controls them, APNAP
// order, modes and targets chosen as they go on the stack; and abilities that care about other abilities.
import { bf, board, hand } from './build';
import type { Ruling } from './types';

export const stackRulings: readonly Ruling[] = [
  {
    id: 'blood-artist-stolen',
    rules: ['603.3a', '603.10a'],
    cards: ['blood-artist'],
    setup: board([bf('blood-artist', 'alice', 'ba')]),
    actions: [{ type: 'control', card: 'ba', player: 'bob' }, { type: 'destroy', cards: ['ba'] }, { type: 'choose', player: 'bob', answer: 'alice' }, { type: 'resolve' }],
    outcome: { triggered: { ba: 1 }, life: { alice: 19, bob: 21 }, zones: { graveyard: ['ba'] } },
  },
  {
    id: 'wrath-two-blood-artists-apnap',
    rules: ['603.3b', '101.4', '603.10a'],
    cards: ['blood-artist', 'wrath-of-god'],
    setup: board([bf('blood-artist', 'alice', 'a'), bf('blood-artist', 'bob', 'b'), hand('wrath-of-god', 'alice', 'w')]),
    actions: [{ type: 'cast', player: 'alice', card: 'w' }, { type: 'resolve' }, { type: 'auto', policy: 'sensible' }],
    outcome: { triggered: { a: 2, b: 2 }, stack: ['b', 'b', 'a', 'a'], pending: null, zones: { graveyard: ['a', 'b', 'w'] } },
  },
  {
    id: 'charming-prince-modes',
    rules: ['603.3c', '603.3d'],
    cards: ['charming-prince'],
    setup: board([hand('charming-prince', 'alice', 'cp')]),
    actions: [{ type: 'cast', player: 'alice', card: 'cp' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 1 }, { type: 'resolve' }],
    outcome: { triggered: { cp: 1 }, life: { alice: 23 }, stack: [], zones: { battlefield: ['cp'] } },
  },
  {
    id: 'chupacabra-no-target',
    rules: ['603.3d', '603.6a'],
    cards: ['ravenous-chupacabra', 'grizzly-bears'],
    setup: board([hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'alice', 'g')]),
    actions: [{ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }],
    outcome: { triggered: { rc: 1 }, logged: [{ event: 'triggerRemoved', reason: 'noLegalTarget', rule: '603.3d', count: 1 }], stack: [], zones: { battlefield: ['rc', 'g'] } },
  },
  {
    id: 'strict-proctor-chupacabra',
    rules: ['603.3b', '603.5', '603.6a'],
    cards: ['strict-proctor', 'ravenous-chupacabra', 'grizzly-bears'],
    setup: board([bf('strict-proctor', 'bob', 'sp'), hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob', 'g')]),
    actions: [{ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' }],
    outcome: { triggered: { rc: 1, sp: 1 }, stack: ['sp', 'rc'], zones: { battlefield: ['sp', 'rc', 'g'] } },
  },
  {
    id: 'rhystic-study-unless',
    rules: ['603.5', '603.2'],
    cards: ['rhystic-study', 'lightning-bolt', 'mountain'],
    setup: board([bf('rhystic-study', 'alice', 'rs'), hand('lightning-bolt', 'bob', 'bolt'), bf('mountain', 'bob', 'm1'), bf('mountain', 'bob', 'm2')], { freeMana: false }),
    actions: [{ type: 'pass' }, { type: 'cast', player: 'bob', card: 'bolt', targets: ['alice'] }, { type: 'resolve' }, { type: 'choose', player: 'bob', answer: true }],
    outcome: { triggered: { rs: 1 }, logged: [{ event: 'costPaid', reason: 'unless', count: 1 }], stack: ['bolt'], zones: { hand: [] } },
  },
  {
    id: 'kalastria-pays-black',
    rules: ['603.5', '603.10a'],
    cards: ['kalastria-highborn', 'swamp'],
    setup: board([bf('kalastria-highborn', 'alice', 'k'), bf('swamp', 'alice', 's')], { freeMana: false }),
    actions: [{ type: 'destroy', cards: ['k'] }, { type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: true }],
    outcome: { triggered: { k: 1 }, life: { alice: 22, bob: 18 }, zones: { graveyard: ['k'], battlefield: ['s'] } },
  },
];
