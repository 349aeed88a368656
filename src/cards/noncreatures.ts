import type { CardDefinition } from '../engine';
import { storm } from './keywords';

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

export const verityCircle = {
  id: 'verity-circle',
  cost: '{2}{U}',
  types: ['enchantment'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'becomesTapped', object: { types: ['creature'], controller: 'opponent' } },
      interveningIf: { notDeclaredAsAttacker: true },
      optional: true,
      effects: [{ do: 'drawCards', player: 'you', count: 1 }],
    },
    // "{4}{U}: Tap target creature without flying": an opponent's creature tapped this way sets off the first ability.
    {
      kind: 'activated',
      from: 'battlefield',
      cost: { mana: '{4}{U}' },
      targets: [{ kind: 'permanent', filter: { types: ['creature'], lacksKeyword: 'flying' } }],
      effects: [{ do: 'tap', object: { target: 0 } }],
    },
  ],
} satisfies CardDefinition;

export const poolingVenom = {
  id: 'pooling-venom',
  cost: '{B}',
  types: ['enchantment'],
  subtypes: ['Aura'],
  enchant: { types: ['land'] },
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'becomesTapped', object: { enchanted: true, types: ['land'] } },
      effects: [{ do: 'loseLife', player: 'eventObjectController', amount: 2 }],
    },
    { kind: 'activated', from: 'battlefield', cost: { mana: '{B}' }, effects: [{ do: 'destroy', object: 'self' }] },
  ],
} satisfies CardDefinition;

export const lightningBolt = {
  id: 'lightning-bolt',
  cost: '{R}',
  types: ['instant'],
  spell: { targets: [{ kind: 'any' }], effects: [{ do: 'dealDamage', amount: 3, to: { target: 0 } }] },
} satisfies CardDefinition;

const nextEndStep = { on: 'beginningOfStep', step: 'end', whose: 'each' } as const;

export const sneakAttack = {
  id: 'sneak-attack',
  cost: '{3}{R}',
  types: ['enchantment'],
  abilities: [
    {
      kind: 'activated',
      from: 'battlefield',
      cost: { mana: '{R}' },
      choose: { from: 'hand', filter: { types: ['creature'] }, optional: true },
      effects: [
        { do: 'putOntoBattlefield', object: 'chosen', under: 'you' },
        { do: 'gainKeyword', object: { remembered: 0 }, keyword: 'haste' },
        // CR 603.7: a delayed trigger that remembers that creature (and only that object, 603.7c).
        { do: 'createDelayedTrigger', trigger: nextEndStep, effects: [{ do: 'sacrifice', object: { remembered: 0 } }] },
      ],
    },
  ],
} satisfies CardDefinition;

export const giftOfImmortality = {
  id: 'gift-of-immortality',
  cost: '{2}{W}',
  types: ['enchantment'],
  subtypes: ['Aura'],
  enchant: { types: ['creature'] },
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', from: 'battlefield', to: 'graveyard', object: { enchanted: true, types: ['creature'] } },
      effects: [
        // CR 603.6e: the Aura's ability finds the Aura's new object in its owner's graveyard, now; the delayed
        // ability returns that object only (a card that left the graveyard since is a new object, 400.7).
        { do: 'remember', object: 'selfInGraveyard' },
        { do: 'putOntoBattlefield', object: 'eventObject', under: 'owner' },
        {
          do: 'createDelayedTrigger',
          trigger: nextEndStep,
          // It names no controller: the Aura enters under the player who puts it there, the delayed ability's
          // controller (CR 603.7d), not necessarily its owner.
          effects: [{ do: 'putOntoBattlefield', object: { remembered: 0 }, under: 'you', attachTo: { remembered: 1 } }],
        },
      ],
    },
  ],
} satisfies CardDefinition;

export const foolsDemise = {
  id: 'fools-demise',
  cost: '{4}{U}',
  types: ['enchantment'],
  subtypes: ['Aura'],
  enchant: { types: ['creature'] },
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', from: 'battlefield', to: 'graveyard', object: { enchanted: true, types: ['creature'] } },
      effects: [{ do: 'putOntoBattlefield', object: 'eventObject', under: 'you' }],
    },
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', from: 'battlefield', to: 'graveyard', object: { self: true } },
      effects: [{ do: 'returnToHand', object: 'eventObject' }],
    },
  ],
} satisfies CardDefinition;

export const livingLands = {
  id: 'living-lands',
  cost: '{3}{G}',
  types: ['enchantment'],
  abilities: [{ kind: 'static', affects: { subtypes: ['Forest'] }, addTypes: ['creature'], setPower: 1, setToughness: 1 }],
} satisfies CardDefinition;

export const humility = {
  id: 'humility',
  cost: '{2}{W}{W}',
  types: ['enchantment'],
  abilities: [{ kind: 'static', affects: { types: ['creature'] }, loseAllAbilities: true, setPower: 1, setToughness: 1 }],
} satisfies CardDefinition;

export const rhysticStudy = {
  id: 'rhystic-study',
  cost: '{2}{U}',
  types: ['enchantment'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'spellCast', caster: 'opponent' },
      // CR 603.5: the caster may pay {1} as it resolves; if not, its controller may draw.
      unless: { mana: '{1}' },
      optional: true,
      effects: [{ do: 'drawCards', player: 'you', count: 1 }],
    },
  ],
} satisfies CardDefinition;

export const grapeshot = {
  id: 'grapeshot',
  cost: '{1}{R}',
  types: ['sorcery'],
  spell: { targets: [{ kind: 'any' }], effects: [{ do: 'dealDamage', amount: 1, to: { target: 0 } }] },
  abilities: [storm()],
} satisfies CardDefinition;

export const fog = {
  id: 'fog',
  cost: '{G}',
  types: ['instant'],
  spell: { effects: [{ do: 'preventCombatDamageThisTurn' }] },
} satisfies CardDefinition;

export const graftedWargear = {
  id: 'grafted-wargear',
  cost: '{3}{B}',
  types: ['artifact'],
  subtypes: ['Equipment'],
  abilities: [
    { kind: 'static', affects: { enchanted: true }, addPower: 3, addToughness: 2 },
    {
      kind: 'triggered',
      trigger: { on: 'becomesUnattached', object: { self: true } },
      effects: [{ do: 'sacrifice', object: 'unattachedFrom' }],
    },
    // Equip {0} (CR 702.6a): only as a sorcery.
    {
      kind: 'activated',
      from: 'battlefield',
      cost: { mana: '{0}' },
      sorcerySpeed: true,
      targets: [{ kind: 'permanent', filter: { types: ['creature'], controller: 'you' } }],
      effects: [{ do: 'attachSelf', to: { target: 0 } }],
    },
  ],
} satisfies CardDefinition;
