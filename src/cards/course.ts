// The course's cards for the harder corners of CR 603.6: phasing out (Ertai's Familiar), returning to a
// hand and tokens (Stormfront Riders), losing control and linked "exiled with" abilities (Duplicity).
import type { CardDefinition } from '../engine';

export const ertaisFamiliar = {
  id: 'ertais-familiar',
  cost: '{1}{U}',
  types: ['creature'],
  subtypes: ['Illusion'],
  power: 2,
  toughness: 2,
  keywords: ['phasing'],
  abilities: [
    // "When Ertai's Familiar phases out or leaves the battlefield": one trigger condition, two events,
    // both looked at as they were (CR 603.10a, 603.10b).
    { kind: 'triggered', trigger: { on: 'phasesOut', object: { self: true } }, effects: [{ do: 'mill', player: 'you', count: 3 }] },
    { kind: 'triggered', trigger: { on: 'zoneChange', from: 'battlefield', object: { self: true } }, effects: [{ do: 'mill', player: 'you', count: 3 }] },
    { kind: 'activated', from: 'battlefield', cost: { mana: '{U}' }, effects: [{ do: 'preventPhasingOut', object: 'self' }] },
  ],
} satisfies CardDefinition;

export const stormfrontRiders = {
  id: 'stormfront-riders',
  cost: '{4}{W}',
  types: ['creature'],
  subtypes: ['Human', 'Soldier'],
  power: 4,
  toughness: 3,
  keywords: ['flying'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', to: 'battlefield', object: { self: true } },
      effects: [{ do: 'returnPermanents', player: 'you', count: 2, filter: { types: ['creature'] } }],
    },
    {
      // CR 603.6c, 603.10a: "returned to your hand from the battlefield" leaves the battlefield: it looks back.
      kind: 'triggered',
      trigger: { on: 'zoneChange', from: 'battlefield', to: 'hand', object: { owner: 'you', anyOf: [{ self: true }, { types: ['creature'] }] } },
      // CR 603.5: "you may pay {1}{W}. If you do, …", decided as the ability resolves.
      optionalCost: { mana: '{1}{W}' },
      effects: [{ do: 'createToken', token: 'soldier-token' }],
    },
  ],
} satisfies CardDefinition;

export const duplicity = {
  id: 'duplicity',
  cost: '{3}{U}{U}',
  types: ['enchantment'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', to: 'battlefield', object: { self: true } },
      effects: [{ do: 'exileLinked', from: 'libraryTop', count: 5, faceDown: true }],
    },
    {
      // CR 607.2a: "all other cards you own exiled with Duplicity": linked to the abilities that exile them.
      kind: 'triggered',
      trigger: { on: 'beginningOfStep', step: 'upkeep', whose: 'yours' },
      optional: true,
      effects: [
        { do: 'exileLinked', from: 'hand', faceDown: true },
        { do: 'moveLinked', to: 'hand', ownedBy: 'you', exceptRemembered: true },
      ],
    },
    {
      kind: 'triggered',
      trigger: { on: 'beginningOfStep', step: 'end', whose: 'yours' },
      choose: { from: 'hand', filter: {}, optional: false },
      onlyIfChosen: true,
      effects: [{ do: 'discard', object: 'chosen' }],
    },
    {
      // CR 603.10d: losing control looks back in time; leaving the battlefield is losing control too.
      kind: 'triggered',
      trigger: { on: 'controlLost', object: { self: true } },
      effects: [{ do: 'moveLinked', to: 'graveyard' }],
    },
  ],
} satisfies CardDefinition;

// CR 603.6d: "enters with", "as [this] enters" and "enters as a copy" are static abilities applied as the
// permanent enters, never triggers.

export const chimericMass = {
  id: 'chimeric-mass',
  cost: '{X}',
  types: ['artifact'],
  entersWithCounters: { charge: 'X' },
  abilities: [
    {
      kind: 'activated',
      from: 'battlefield',
      cost: { mana: '{1}' },
      effects: [{ do: 'becomeCreature', object: 'self', subtypes: ['Construct'], ptFromCounters: 'charge' }],
    },
  ],
} satisfies CardDefinition;

export const meddlingMage = {
  id: 'meddling-mage',
  cost: '{W}{U}',
  types: ['creature'],
  subtypes: ['Human', 'Wizard'],
  power: 2,
  toughness: 2,
  asEnters: { choose: 'cardName', notTypes: ['land'] },
  abilities: [{ kind: 'static', affects: {}, cantCastChosenName: true }],
} satisfies CardDefinition;

export const clone = {
  id: 'clone',
  cost: '{3}{U}',
  types: ['creature'],
  subtypes: ['Shapeshifter'],
  power: 0,
  toughness: 0,
  asEnters: { choose: 'copy', filter: { types: ['creature'] }, optional: true },
} satisfies CardDefinition;
