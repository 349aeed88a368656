import type { CardDefinition, Color } from '../engine';

const basic = (id: string, subtype: string, color: Color) =>
  ({
    id,
    types: ['land'],
    supertypes: ['basic'],
    subtypes: [subtype],
    abilities: [{ kind: 'mana', produces: [color] }],
  }) satisfies CardDefinition;

export const plains = basic('plains', 'Plains', 'W');
export const island = basic('island', 'Island', 'U');
export const swamp = basic('swamp', 'Swamp', 'B');
export const mountain = basic('mountain', 'Mountain', 'R');
export const forest = basic('forest', 'Forest', 'G');

export const borosGuildgate = {
  id: 'boros-guildgate',
  types: ['land'],
  subtypes: ['Gate'],
  // CR 603.6d: a static ability that applies as it enters, not a triggered ability.
  entersTapped: true,
  abilities: [
    { kind: 'mana', produces: ['R'] },
    { kind: 'mana', produces: ['W'] },
  ],
} satisfies CardDefinition;
