// Spells that put other spells on the stack (copies, rebound) and a static ability linked to a triggered one.
import type { CardDefinition, Effect, TriggerEvent } from '../engine';

/** "When you cast your next instant or sorcery spell this turn" (a delayed trigger, CR 603.7). */
const nextInstantOrSorcery: TriggerEvent = { on: 'spellCast', caster: 'you', spell: { types: ['instant', 'sorcery'] } };
/** "Copy that spell. You may choose new targets for the copy." (CR 707.10c) */
const copyThatSpell: Effect[] = [{ do: 'copyEventSpell', times: 1 }];

export const howlOfTheHorde = {
  id: 'howl-of-the-horde',
  cost: '{2}{R}',
  types: ['sorcery'],
  spell: {
    effects: [
      // CR 603.7a–b: created as it resolves, triggers once, and only this turn (it ends at cleanup, 514.2).
      { do: 'createDelayedTrigger', trigger: nextInstantOrSorcery, duration: 'thisTurn', effects: copyThatSpell },
      // Raid — a second delayed trigger, created only if you attacked this turn: one more copy of the same spell.
      { do: 'createDelayedTrigger', trigger: nextInstantOrSorcery, duration: 'thisTurn', onlyIf: { youAttackedThisTurn: true }, effects: copyThatSpell },
    ],
  },
} satisfies CardDefinition;

export const staggershock = {
  id: 'staggershock',
  cost: '{2}{R}',
  types: ['instant'],
  spell: { targets: [{ kind: 'any' }], effects: [{ do: 'dealDamage', amount: 2, to: { target: 0 } }] },
  // CR 702.88a Rebound (its delayed trigger: CR 603.7f).
  rebound: true,
} satisfies CardDefinition;

export const primitiveEtchings = {
  id: 'primitive-etchings',
  cost: '{2}{G}{G}',
  types: ['enchantment'],
  abilities: [
    // CR 603.11: a static ability ("Reveal the first card you draw each turn") …
    { kind: 'static', affects: { self: true }, revealFirstDraw: true },
    // … linked to a triggered ability (CR 607.2h): "Whenever you reveal a creature card this way, draw a card."
    { kind: 'triggered', trigger: { on: 'revealed', linkedTo: 0, card: { types: ['creature'] } }, effects: [{ do: 'drawCards', player: 'you', count: 1 }] },
  ],
} satisfies CardDefinition;
