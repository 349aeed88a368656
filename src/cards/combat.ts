// Cards that stage the block triggers of CR 509.4 (410.9a–d in older rules): "blocks", "blocks a
// creature", "becomes blocked", "becomes blocked by a creature".
import type { CardDefinition } from '../engine';

export const rabidElephant = {
  id: 'rabid-elephant',
  cost: '{4}{G}',
  types: ['creature'],
  subtypes: ['Elephant'],
  power: 3,
  toughness: 4,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'becomesBlocked', object: { self: true } },
      effects: [{ do: 'pump', object: 'self', power: 2, toughness: 2, forEach: { count: 'blockingIt' } }],
    },
  ],
} satisfies CardDefinition;

export const sustainerOfTheRealm = {
  id: 'sustainer-of-the-realm',
  cost: '{2}{W}{W}',
  types: ['creature'],
  subtypes: ['Angel'],
  power: 2,
  toughness: 3,
  keywords: ['flying'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'blocks', object: { self: true } },
      effects: [{ do: 'pump', object: 'self', power: 0, toughness: 2 }],
    },
  ],
} satisfies CardDefinition;

export const wallOfFrost = {
  id: 'wall-of-frost',
  cost: '{1}{U}{U}',
  types: ['creature'],
  subtypes: ['Wall'],
  power: 0,
  toughness: 7,
  keywords: ['defender'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'blocks', object: { self: true }, perCreature: true },
      effects: [{ do: 'skipNextUntap', object: 'eventObject' }],
    },
  ],
} satisfies CardDefinition;

const engulf = [
  { do: 'destroy', object: 'eventObject' },
  { do: 'gainLifeEqualToToughness', player: 'you', of: 'eventObject' },
] as const;

export const engulfingSlagwurm = {
  id: 'engulfing-slagwurm',
  cost: '{5}{G}{G}',
  types: ['creature'],
  subtypes: ['Wurm'],
  power: 7,
  toughness: 7,
  // One ability with two trigger events: it blocks a creature, or a creature blocks it (once per creature).
  abilities: [
    { kind: 'triggered', trigger: { on: 'blocks', object: { self: true }, perCreature: true }, effects: [...engulf] },
    { kind: 'triggered', trigger: { on: 'blockedBy', object: { self: true } }, effects: [...engulf] },
  ],
} satisfies CardDefinition;

export const guardianOfTheGateless = {
  id: 'guardian-of-the-gateless',
  cost: '{4}{W}',
  types: ['creature'],
  subtypes: ['Angel'],
  power: 3,
  toughness: 3,
  keywords: ['flying'],
  canBlockAny: true,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'blocks', object: { self: true } },
      effects: [{ do: 'pump', object: 'self', power: 1, toughness: 1, forEach: { count: 'blockedByIt' } }],
    },
  ],
} satisfies CardDefinition;
