// Cards about how triggered abilities trigger: additional times (CR 603.2d), "only once each turn"
// (603.2h), and abilities that trigger on another ability triggering (603.3b's second part).
import type { CardDefinition } from '../engine';

/** CR 603.2d: "If an artifact or creature entering the battlefield causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time." */
export const panharmonicon = {
  id: 'panharmonicon',
  cost: '{4}',
  types: ['artifact'],
  abilities: [
    {
      kind: 'static',
      affects: { controller: 'you' },
      additionalTrigger: { to: 'battlefield', object: { types: ['artifact', 'creature'] } },
    },
  ],
} satisfies CardDefinition;

/**
 * "Whenever one or more other creatures with power 2 or less enter the battlefield under your control,
 * draw a card. This ability triggers only once each turn." (CR 603.2c "one or more", 603.2h.)
 */
export const welcomingVampire = {
  id: 'welcoming-vampire',
  cost: '{2}{W}',
  types: ['creature'],
  subtypes: ['Vampire'],
  power: 2,
  toughness: 3,
  keywords: ['flying'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', to: 'battlefield', oneOrMore: true, object: { types: ['creature'], other: true, controller: 'you', powerAtMost: 2 } },
      oncePerTurn: true,
      effects: [{ do: 'drawCards', player: 'you', count: 1 }],
    },
  ],
} satisfies CardDefinition;

/**
 * "Whenever a permanent entering the battlefield causes a triggered ability to trigger, counter that
 * ability unless its controller pays {2}." Its trigger condition is an ability triggering (CR 603.3b).
 */
export const strictProctor = {
  id: 'strict-proctor',
  cost: '{1}{W}',
  types: ['creature'],
  subtypes: ['Spirit', 'Cleric'],
  power: 1,
  toughness: 3,
  keywords: ['flying'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'abilityTriggered', cause: 'enters' },
      // CR 603.5: the ability's controller decides as this resolves (`eventPlayer`).
      unless: { mana: '{2}' },
      effects: [{ do: 'counterEventSpell', reason: 'unlessNotPaid' }],
    },
  ],
} satisfies CardDefinition;

/**
 * CR 603.2d: "If a creature dying causes a triggered ability of a permanent you control to trigger, that
 * ability triggers an additional time." Its second ability ("Creature tokens you control have vigilance and
 * lifelink") is a static ability granting keywords in layer 6 (`addKeywords`, 613.1f).
 */
export const teysaKarlov = {
  id: 'teysa-karlov',
  cost: '{2}{W}{B}',
  types: ['creature'],
  supertypes: ['legendary'],
  subtypes: ['Human', 'Advisor'],
  power: 2,
  toughness: 4,
  abilities: [
    {
      kind: 'static',
      affects: { controller: 'you' },
      additionalTrigger: { from: 'battlefield', to: 'graveyard', object: { types: ['creature'] } },
    },
    // "Creature tokens you control have vigilance and lifelink" (layer 6).
    { kind: 'static', affects: { types: ['creature'], token: true, controller: 'you' }, addKeywords: ['vigilance', 'lifelink'] },
  ],
} satisfies CardDefinition;
