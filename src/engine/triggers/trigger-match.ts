// Trigger matching (CR 603.2): a pure comparison of each event with each triggered ability that could see it.
// Nothing subscribes to anything: adding a card registers no listener.
import { snapshot } from '../characteristics/characteristics';
import { matchCombat } from './combat-triggers';
import { definition, type Ctx } from '../state/context';
import type { GameEvent } from '../events/events';
import { matchesFilter } from '../characteristics/filters';
import type { CardDefinition, TriggeredAbility } from '../state/card-types';
import type { Snapshot } from '../state/object-types';
import type { TriggerContext } from './trigger-types';
import type { TriggerEvent } from './trigger-event-types';

interface Candidate {
  source: Snapshot;
  index: number;
  ability: TriggeredAbility;
  /** The source has lost its abilities (CR 613.1f): this one can't trigger, but a learner may expect it to. */
  lost?: boolean;
}

/** CR 603.6c, 603.10a: leaves-the-battlefield abilities are looked for on the battlefield as it was before the event. */
export function looksBack(trigger: TriggerEvent): boolean {
  return lookBackRule(trigger) !== undefined;
}

/**
 * The rule by which an ability with this trigger looks back in time (CR 603.10a–f): leaving the battlefield or a
 * graveyard, phasing out, becoming unattached, losing control, a spell countered, a player losing the game.
 */
export function lookBackRule(trigger: TriggerEvent): string | undefined {
  switch (trigger.on) {
    case 'zoneChange':
      return trigger.from === 'battlefield' || trigger.from === 'graveyard' ? '603.10a' : undefined;
    case 'phasesOut':
      return '603.10b';
    case 'becomesUnattached':
      return '603.10c';
    case 'controlLost':
      return '603.10d';
    case 'spellCountered':
      return '603.10e';
    case 'playerLost':
      return '603.10f';
    default:
      return undefined;
  }
}

/** The trigger events that each kind of game event can match (see `match` and `matchCombat`). */
export const MATCHED_BY: Record<GameEvent['type'], readonly TriggerEvent['on'][]> = {
  // CR 603.10a, 603.10d: leaving the battlefield is losing control of a permanent too.
  zoneChanged: ['zoneChange', 'controlLost'],
  controlChanged: ['controlLost'],
  phasedOut: ['phasesOut'],
  revealed: ['revealed'],
  stepBegan: ['beginningOfStep'],
  becameTapped: ['becomesTapped'],
  becameUntapped: ['becomesUntapped'],
  becameUnattached: ['becomesUnattached'],
  damageDealt: ['dealsDamage'],
  countersRemoved: ['lastCounterRemoved'],
  spellCast: ['spellCast'],
  becameTarget: ['becomesTarget'],
  playerLost: ['playerLost'],
  attacked: ['attacks'],
  blocked: ['blocks'],
  blockedCreature: ['blocks', 'blockedBy'],
  becameBlocked: ['becomesBlocked'],
  countered: ['spellCountered'],
  abilityTriggered: ['abilityTriggered'],
};

/** The trigger events a card's triggered abilities wait for, worked out once per card definition. */
const triggersOfCard = new WeakMap<CardDefinition, ReadonlySet<TriggerEvent['on']>>();
export function triggerEventsOf(ctx: Ctx, card: string): ReadonlySet<TriggerEvent['on']> {
  const def = definition(ctx, card);
  let kinds = triggersOfCard.get(def);
  if (!kinds) {
    kinds = new Set((def.abilities ?? []).flatMap((a) => (a.kind === 'triggered' ? [a.trigger.on] : [])));
    triggersOfCard.set(def, kinds);
  }
  return kinds;
}

/** Could an ability of this card trigger on one of these kinds of trigger events? */
export function watches(ctx: Ctx, card: string, kinds: ReadonlySet<TriggerEvent['on']> | null): boolean {
  const mine = triggerEventsOf(ctx, card);
  if (mine.size === 0) return false;
  if (kinds === null) return true;
  for (const kind of mine) if (kinds.has(kind)) return true;
  return false;
}

/**
 * Cards in graveyards with an ability that works from there, as they are now; with `kinds`, only those
 * with an ability waiting for one of them.
 */
export function graveyardSources(ctx: Ctx, kinds: ReadonlySet<TriggerEvent['on']> | null = null): Snapshot[] {
  const { state } = ctx;
  const found: Snapshot[] = [];
  for (const p of state.players)
    for (const id of state.zones[p]?.graveyard ?? []) {
      const obj = state.objects[id]!;
      if (!watches(ctx, obj.card, kinds)) continue;
      if (definition(ctx, obj.card).abilities?.some((a) => a.kind === 'triggered' && a.functionsIn === 'graveyard'))
        found.push(snapshot(ctx, obj));
    }
  return found;
}

export function candidates(ctx: Ctx, sources: readonly Snapshot[], lookBack: boolean, fromNewZone = false): Candidate[] {
  const found: Candidate[] = [];
  for (const source of sources) {
    // CR 613.1f: an object that lost its abilities has no triggered ability to trigger.
    const abilities = definition(ctx, source.card).abilities ?? [];
    abilities.forEach((ability, index) => {
      if (ability.kind !== 'triggered') return;
      // An ability works only from its zone: the battlefield (or the stack, for "when you cast this"), or a graveyard.
      if (!fromNewZone && (ability.functionsIn ? source.zone !== ability.functionsIn : source.zone === 'graveyard')) return;
      if (looksBack(ability.trigger) === lookBack)
        found.push({ source, index, ability, ...(source.noAbilities ? { lost: true } : {}) });
    });
  }
  return found;
}

/** Does this event match the trigger event? Returns the rule that made it match, or null. */
export function match(trigger: TriggerEvent, event: GameEvent, source: Snapshot): { rule: string; context: TriggerContext } | null {
  switch (trigger.on) {
    case 'zoneChange': {
      if (event.type !== 'zoneChanged') return null;
      if (trigger.from && trigger.from !== event.from) return null;
      if (trigger.to && trigger.to !== event.to) return null;
      // Look-back abilities see the object as it was; the others see it as it is now (CR 603.10a).
      const back = looksBack(trigger);
      const object = back ? event.object : (event.after ?? event.object);
      if (!matchesFilter(trigger.object, object, source, source.controller)) return null;
      const rule = back ? '603.10a' : event.to === 'battlefield' ? '603.6a' : '603.6';
      return { rule, context: { eventObject: object, eventObjectNewId: event.after?.id ?? null } };
    }
    case 'beginningOfStep':
      if (event.type !== 'stepBegan' || event.step !== trigger.step) return null;
      if (trigger.whose === 'yours' && event.active !== source.controller) return null;
      return { rule: '603.2b', context: { step: event.step } };
    case 'state':
      return null; // checked by checkStateTriggers, not by events
    case 'dealsDamage':
      if (event.type !== 'damageDealt') return null;
      if (!matchesFilter(trigger.source, event.source, source, source.controller)) return null;
      if (trigger.to === 'opponent' && (!event.player || event.player === source.controller)) return null;
      return { rule: '603.2', context: { eventObject: event.source, ...(event.player ? { eventPlayer: event.player } : {}) } };
    case 'becomesUnattached':
      if (event.type !== 'becameUnattached') return null;
      if (!matchesFilter(trigger.object, event.object, source, source.controller)) return null;
      return { rule: '603.10c', context: { eventObject: event.object, unattachedFrom: event.from } };
    case 'phasesOut':
      if (event.type !== 'phasedOut') return null;
      if (!matchesFilter(trigger.object, event.object, source, source.controller)) return null;
      return { rule: '603.10b', context: { eventObject: event.object } };
    case 'controlLost': {
      // CR 603.10d: its controller lost control of it: control changed (603.10d), or it left the battlefield (603.10a).
      const lost = event.type === 'controlChanged' || (event.type === 'zoneChanged' && event.from === 'battlefield');
      if (!lost || !matchesFilter(trigger.object, event.object, source, source.controller)) return null;
      return { rule: event.type === 'controlChanged' ? '603.10d' : '603.10a', context: { eventObject: event.object } };
    }
    case 'lastCounterRemoved':
      if (event.type !== 'countersRemoved' || event.kind !== trigger.kind || event.left !== 0) return null;
      if (!matchesFilter(trigger.object, event.object, source, source.controller)) return null;
      return { rule: '603.2', context: { eventObject: event.object } };
    case 'spellCast': {
      if (event.type !== 'spellCast') return null;
      if (trigger.caster === 'you' && event.player !== source.controller) return null;
      if (trigger.caster === 'opponent' && event.player === source.controller) return null;
      if (trigger.spell && !matchesFilter(trigger.spell, event.spell, source, source.controller)) return null;
      const choices = { targets: event.targets, ...(event.x !== undefined ? { x: event.x } : {}) };
      return { rule: '603.2', context: { eventObject: event.spell, eventSpell: event.item, eventPlayer: event.player, spellsBefore: event.spellsBefore, eventSpellChoices: choices } };
    }
    case 'becomesTarget': {
      if (event.type !== 'becameTarget') return null;
      if (trigger.by === 'opponent' && event.controller === source.controller) return null;
      if (!matchesFilter(trigger.object, event.object, source, source.controller)) return null;
      return { rule: '603.2', context: { eventObject: event.object, eventSpell: event.item, eventPlayer: event.controller } };
    }
    case 'playerLost':
      if (event.type !== 'playerLost') return null;
      if (trigger.player === 'opponent' && event.player === source.controller) return null;
      return { rule: '603.9', context: {} };
    case 'becomesTapped':
    case 'becomesUntapped': {
      const wanted = trigger.on === 'becomesTapped' ? 'becameTapped' : 'becameUntapped';
      if (event.type !== wanted) return null;
      if (!matchesFilter(trigger.object, event.object, source, source.controller)) return null;
      return { rule: '603.2e', context: { eventObject: event.object, ...('cause' in event ? { cause: event.cause } : {}) } };
    }
    case 'spellCountered':
      // CR 603.10e: the spell as it was on the stack; only spells that were cast (not abilities, not copies).
      if (event.type !== 'countered' || event.kind !== 'spell' || event.caster === null) return null;
      if (trigger.caster === 'you' && event.caster !== source.controller) return null;
      if (trigger.caster === 'opponent' && event.caster === source.controller) return null;
      return { rule: '603.10e', context: { eventObject: event.object, eventSpell: event.item, eventPlayer: event.caster } };
    case 'reflexive':
      return null; // CR 603.12: checked once, as it is created (reflexive.ts)
    case 'revealed':
      // CR 607.2h: "this way" means by the linked static ability of this same object, and by nothing else.
      if (event.type !== 'revealed' || event.source !== source.id || event.ability !== trigger.linkedTo) return null;
      if (event.player !== source.controller || !matchesFilter(trigger.card, event.object, source, source.controller)) return null;
      return { rule: '607.2h', context: { eventObject: event.object } };
    case 'abilityTriggered':
      // "Whenever a permanent entering causes a triggered ability to trigger": any player's ability.
      if (event.type !== 'abilityTriggered' || event.cause !== trigger.cause) return null;
      return { rule: '603.2', context: { eventObject: event.source, eventTrigger: event.trigger, eventPlayer: event.controller } };
    default:
      return matchCombat(trigger, event, source);
  }
}
