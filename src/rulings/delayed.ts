// Rulings on delayed triggered abilities (CR 603.7 and its letters), state triggers (603.8), a static ability
// linked to a triggered one (603.11) and reflexive triggers (603.12).
import { bf, board, hand, lib, libraries } from './build';
import type { Ruling } from './types';

export const delayedRulings: readonly Ruling[] = [
  {
    id: 'sneak-attack-end-step',
    rules: ['603.7a', '603.7e', '603.7'],
    cards: ['sneak-attack', 'grizzly-bears'],
    setup: board([bf('sneak-attack', 'alice', 'sa'), hand('grizzly-bears', 'alice', 'g')]),
    actions: [{ type: 'activate', player: 'alice', card: 'sa', ability: 0 }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' }, { type: 'advance', to: 'end' }, { type: 'resolve' }],
    outcome: { logged: [{ event: 'delayedTriggerCreated', rule: '603.7a', count: 1 }, { event: 'triggered', reason: 'delayed', count: 1 }], zones: { graveyard: ['g'] } },
  },
  {
    id: 'sneak-attack-flickered',
    rules: ['603.7c', '400.7'],
    cards: ['sneak-attack', 'grizzly-bears'],
    setup: board([bf('sneak-attack', 'alice', 'sa'), hand('grizzly-bears', 'alice', 'g')]),
    actions: [
      { type: 'activate', player: 'alice', card: 'sa', ability: 0 }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' },
      { type: 'exile', cards: ['g'] }, { type: 'move', card: 'g', to: 'battlefield' }, { type: 'advance', to: 'end' }, { type: 'resolve' },
    ],
    outcome: { logged: [{ event: 'effectFailed', rule: '603.7c', count: 1 }], zones: { battlefield: ['sa', 'g'], graveyard: [] } },
  },
  {
    id: 'howl-of-the-horde-next-spell',
    rules: ['603.7b', '603.7d', '707.10'],
    cards: ['howl-of-the-horde', 'lightning-bolt'],
    setup: board([hand('howl-of-the-horde', 'alice', 'h'), hand('lightning-bolt', 'alice', 'b1'), hand('lightning-bolt', 'alice', 'b2')]),
    actions: [
      { type: 'cast', player: 'alice', card: 'h' }, { type: 'resolve' }, { type: 'cast', player: 'alice', card: 'b1', targets: ['bob'] },
      { type: 'resolve' }, { type: 'auto' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'cast', player: 'alice', card: 'b2', targets: ['bob'] }, { type: 'resolve' },
    ],
    outcome: { logged: [{ event: 'spellCopied', count: 1 }], life: { bob: 11 }, stack: [] },
  },
  {
    id: 'staggershock-rebound',
    rules: ['603.7f', '702.88a'],
    cards: ['staggershock'],
    setup: board([hand('staggershock', 'alice', 'ss'), ...libraries()]),
    actions: [
      { type: 'cast', player: 'alice', card: 'ss', targets: ['bob'] }, { type: 'resolve' }, { type: 'advance', to: 'upkeep' }, { type: 'advance', to: 'upkeep' }, { type: 'resolve' },
      { type: 'choose', player: 'alice', answer: true }, { type: 'choose', player: 'alice', answer: ['bob'] }, { type: 'resolve' },
    ],
    outcome: { life: { bob: 16 }, logged: [{ event: 'rebounded', count: 1 }], zones: { graveyard: ['ss'], exile: [] } },
  },
  {
    id: 'dandan-state-trigger',
    rules: ['603.8'],
    cards: ['dandan', 'island'],
    setup: board([bf('dandan', 'alice', 'd'), bf('island', 'alice', 'i')]),
    actions: [{ type: 'destroy', cards: ['i'] }, { type: 'pass' }],
    outcome: { triggered: { d: 1 }, logged: [{ event: 'triggered', rule: '603.8', count: 1 }], stack: ['d'] },
  },
  {
    id: 'primitive-etchings-first-draw',
    rules: ['603.11', '607.2h'],
    cards: ['primitive-etchings', 'grizzly-bears'],
    setup: board([bf('primitive-etchings', 'alice', 'pe'), lib('grizzly-bears', 'alice', 'g1'), lib('grizzly-bears', 'alice', 'g2'), lib('plains', 'alice', 'p')]),
    actions: [{ type: 'draw', player: 'alice', count: 1 }, { type: 'resolve' }, { type: 'draw', player: 'alice', count: 1 }],
    outcome: { triggered: { pe: 1 }, logged: [{ event: 'revealed', count: 1 }], zones: { hand: ['g1', 'g2', 'p'] } },
  },
  {
    id: 'manticore-reflexive',
    rules: ['603.12', '608.2h'],
    cards: ['heart-piercer-manticore', 'grizzly-bears'],
    setup: board([hand('heart-piercer-manticore', 'alice', 'hm'), bf('grizzly-bears', 'alice', 'g', { counters: { '+1/+1': 1 } })]),
    actions: [{ type: 'cast', player: 'alice', card: 'hm' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' }, { type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' }],
    outcome: { triggered: { hm: 2 }, logged: [{ event: 'triggered', reason: 'reflexive', rule: '603.12', count: 1 }], life: { bob: 17 }, zones: { battlefield: ['hm'], graveyard: ['g'] } },
  },
];
