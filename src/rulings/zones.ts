// Rulings on abilities that trigger on a zone change (CR 603.6 and its letters): entering together, continuous
// effects that apply as a permanent enters, leaving, "as it enters" choices that are no triggers, Aura triggers.
import { bf, board, gy, hand } from './build';
import type { Ruling } from './types';

export const zoneRulings: readonly Ruling[] = [
  {
    id: 'souls-attendants-enter-together',
    rules: ['603.6a', '603.2c'],
    cards: ['souls-attendant', 'grizzly-bears'],
    setup: board([bf('souls-attendant', 'alice', 'sa1'), gy('souls-attendant', 'alice', 'sa2'), gy('grizzly-bears', 'alice', 'g1'), gy('grizzly-bears', 'alice', 'g2')]),
    actions: [{ type: 'move', cards: ['sa2', 'g1', 'g2'], to: 'battlefield' }, { type: 'auto' }],
    outcome: { triggered: { sa1: 3, sa2: 2 }, pending: null, zones: { battlefield: ['sa1', 'sa2', 'g1', 'g2'] } },
  },
  {
    id: 'living-lands-forest-enters',
    rules: ['603.6b', '603.6a'],
    cards: ['living-lands', 'souls-attendant', 'forest'],
    setup: board([bf('living-lands', 'bob', 'll'), bf('souls-attendant', 'alice', 'sa'), hand('forest', 'alice', 'f')]),
    actions: [{ type: 'play', player: 'alice', card: 'f' }],
    outcome: { triggered: { sa: 1 }, stack: ['sa'], pt: { f: [1, 1] } },
  },
  {
    id: 'humility-chupacabra',
    rules: ['603.6b', '603.6a'],
    cards: ['humility', 'ravenous-chupacabra', 'grizzly-bears'],
    setup: board([bf('humility', 'bob', 'hu'), hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob', 'g')]),
    actions: [{ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }],
    outcome: { triggered: { rc: 0 }, stack: [], zones: { battlefield: ['hu', 'rc', 'g'] }, pt: { rc: [1, 1] } },
  },
  {
    id: 'akromas-vengeance-blood-artist',
    rules: ['603.10a', '603.6c', '603.2c'],
    cards: ['akromas-vengeance', 'blood-artist', 'grizzly-bears'],
    setup: board([bf('blood-artist', 'alice', 'ba'), bf('grizzly-bears', 'alice', 'g1'), bf('grizzly-bears', 'bob', 'g2'), hand('akromas-vengeance', 'alice', 'av')]),
    actions: [{ type: 'cast', player: 'alice', card: 'av' }, { type: 'resolve' }, { type: 'auto', policy: 'sensible' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'resolve' }],
    outcome: { triggered: { ba: 3 }, life: { alice: 23, bob: 17 }, stack: [], zones: { battlefield: [], graveyard: ['ba', 'g1', 'g2', 'av'] } },
  },
  {
    id: 'emrakul-discarded',
    rules: ['603.6c', '603.2'],
    cards: ['emrakul-the-aeons-torn', 'grizzly-bears'],
    setup: board([hand('emrakul-the-aeons-torn', 'alice', 'em'), gy('grizzly-bears', 'alice', 'g')]),
    actions: [{ type: 'discard', player: 'alice', cards: ['em'] }, { type: 'resolve' }],
    outcome: { triggered: { em: 1 }, stack: [], zones: { graveyard: [], hand: [] } },
  },
  {
    id: 'clone-copies-chupacabra',
    rules: ['603.6d', '707.2', '603.6a'],
    cards: ['clone', 'ravenous-chupacabra', 'grizzly-bears'],
    setup: board([hand('clone', 'alice', 'cl'), bf('ravenous-chupacabra', 'bob', 'rc'), bf('grizzly-bears', 'bob', 'g')]),
    actions: [{ type: 'cast', player: 'alice', card: 'cl' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'rc' }, { type: 'choose', player: 'alice', answer: 'g' }, { type: 'resolve' }],
    outcome: { triggered: { cl: 1 }, stack: [], zones: { battlefield: ['cl', 'rc'], graveyard: ['g'] } },
  },
  {
    id: 'meddling-mage-names',
    rules: ['603.6d', '614.12'],
    cards: ['meddling-mage', 'lightning-bolt'],
    setup: board([hand('meddling-mage', 'alice', 'mm'), hand('lightning-bolt', 'bob', 'bolt')]),
    actions: [{ type: 'cast', player: 'alice', card: 'mm' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'lightning-bolt' }],
    outcome: { triggered: { mm: 0 }, stack: [], pending: null, zones: { battlefield: ['mm'], hand: ['bolt'] } },
  },
  {
    id: 'gift-of-immortality',
    rules: ['603.6e', '603.10a', '603.7'], // an Aura trigger
    cards: ['gift-of-immortality', 'grizzly-bears'],
    setup: board([bf('gift-of-immortality', 'alice', 'gi', { attachedTo: 'g' }), bf('grizzly-bears', 'alice', 'g')]),
    actions: [{ type: 'destroy', cards: ['g'] }, { type: 'resolve' }, { type: 'advance', to: 'end' }, { type: 'resolve' }],
    outcome: { triggered: { gi: 2 }, logged: [{ event: 'delayedTriggerCreated', count: 1 }], zones: { battlefield: ['g', 'gi'], graveyard: [] }, stack: [] },
  },
  {
    id: 'fools-demise',
    rules: ['603.6e', '603.10a'], // Aura triggers
    cards: ['fools-demise', 'grizzly-bears'],
    setup: board([bf('fools-demise', 'alice', 'fd', { attachedTo: 'g' }), bf('grizzly-bears', 'bob', 'g')]),
    actions: [{ type: 'destroy', cards: ['g'] }, { type: 'auto' }, { type: 'resolve' }, { type: 'resolve' }],
    outcome: { triggered: { fd: 2 }, controller: { g: 'alice' }, zones: { battlefield: ['g'], hand: ['fd'] }, stack: [] },
  },
];
