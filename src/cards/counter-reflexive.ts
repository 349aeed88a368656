// Countering (CR 701.6a) and what looks back at it (603.10e), and a reflexive triggered ability (603.12).
import type { CardDefinition } from '../engine';
import { embalm, embalmed } from './keywords';

/** "Counter target spell." (CR 701.6a): it targets a spell on the stack, never an ability. */
export const counterspell = {
  id: 'counterspell',
  cost: '{U}{U}',
  types: ['instant'],
  spell: { targets: [{ kind: 'spell' }], effects: [{ do: 'counter', object: { target: 0 } }] },
} satisfies CardDefinition;

/**
 * "Whenever a spell you've cast is countered, draw a card." CR 603.10e: it looks back at the spell as it
 * was on the stack; a spell that doesn't resolve because its targets are gone (608.2b) isn't countered.
 */
export const multanisPresence = {
  id: 'multanis-presence',
  cost: '{G}',
  types: ['enchantment'],
  abilities: [{ kind: 'triggered', trigger: { on: 'spellCountered', caster: 'you' }, effects: [{ do: 'drawCards', player: 'you', count: 1 }] }],
} satisfies CardDefinition;

/**
 * "When Heart-Piercer Manticore enters the battlefield, you may sacrifice another creature. When you do,
 * Heart-Piercer Manticore deals damage equal to that creature's power to any target." CR 603.12: the
 * second sentence is a reflexive triggered ability, created as the first resolves and triggering only if
 * a creature was sacrificed; its target is chosen as it goes on the stack. Embalm {5}{R} (CR 702.128a) makes a
 * token copy of it from its owner's graveyard, whose own "enters" ability triggers.
 */
export const heartPiercerManticore = {
  id: 'heart-piercer-manticore',
  cost: '{2}{R}',
  types: ['creature'],
  subtypes: ['Manticore'],
  power: 4,
  toughness: 3,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', to: 'battlefield', object: { self: true } },
      // "You may sacrifice another creature": choosing none is declining (CR 603.5).
      choose: { from: 'battlefield', filter: { types: ['creature'], other: true }, optional: true },
      onlyIfChosen: true,
      effects: [
        { do: 'sacrifice', object: 'chosen' },
        {
          do: 'createReflexiveTrigger',
          when: 'sacrificed',
          targets: [{ kind: 'any' }],
          // The sacrificed creature's power as it last existed on the battlefield (CR 608.2h).
          effects: [{ do: 'dealDamage', amount: { powerOf: 'eventObject' }, to: { target: 0 } }],
        },
      ],
    },
    embalm('heart-piercer-manticore', '{5}{R}'),
  ],
} satisfies CardDefinition;

/** CR 702.128a: the token Heart-Piercer Manticore's embalm creates, a white Zombie Manticore with no mana cost. */
export const heartPiercerManticoreEmbalmed = embalmed(heartPiercerManticore);
