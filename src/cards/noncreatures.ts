import type { CardDefinition } from '../engine';

export const wrathOfGod = {
  id: 'wrath-of-god',
  cost: '{2}{W}{W}',
  types: ['sorcery'],
  spell: { effects: [{ do: 'destroyAll', filter: { types: ['creature'] } }] },
} satisfies CardDefinition;

export const armageddon = {
  id: 'armageddon',
  cost: '{3}{W}',
  types: ['sorcery'],
  spell: { effects: [{ do: 'destroyAll', filter: { types: ['land'] } }] },
} satisfies CardDefinition;

export const akromasVengeance = {
  id: 'akromas-vengeance',
  cost: '{4}{W}{W}',
  types: ['sorcery'],
  spell: { effects: [{ do: 'destroyAll', filter: { types: ['artifact', 'creature', 'enchantment'] } }] },
  abilities: [
    // Cycling {3} (CR 702.29)
    { kind: 'activated', from: 'hand', cost: { mana: '{3}', discardSelf: true }, effects: [{ do: 'drawCards', player: 'you', count: 1 }] },
  ],
} satisfies CardDefinition;

export const dingusEgg = {
  id: 'dingus-egg',
  cost: '{4}',
  types: ['artifact'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', from: 'battlefield', to: 'graveyard', object: { types: ['land'] } },
      effects: [{ do: 'dealDamage', amount: 2, to: 'eventObjectController' }],
    },
  ],
} satisfies CardDefinition;
