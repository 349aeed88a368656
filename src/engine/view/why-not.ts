// Why an ability did not trigger on an event it could have seen: the engine's own matcher (trigger-match.ts)
// asked again, on the board recorded at detection time, with parts of the trigger condition left out to find
// which part failed. No rule is written twice: each answer is a call to `candidates`, `match` or a filter.
import { snapshot } from '../characteristics/characteristics';
import { matchesFilter } from '../characteristics/filters';
import { cardOf, definition, type Ctx } from '../state/context';
import { MATCHED_BY, candidates, looksBack, match } from '../triggers/trigger-match';
import type { GameEvent } from '../events/events';
import type { GameObject, Snapshot } from '../state/object-types';
import type { ObjectFilter } from '../effects/reference-types';
import type { TriggerEvent } from '../triggers/trigger-event-types';
import type { TriggeredAbility } from '../state/card-types';
import type { WhyDetection } from '../triggers/why-record';
import type { WhyObject, WhyReason } from './why-types';

export function whyObjectOf(s: Snapshot | GameObject): WhyObject {
  return { id: s.id, physical: s.physical, card: 'copyOf' in s && s.copyOf ? s.copyOf : s.card, label: s.label, controller: s.controller };
}

/** The object an event is about (as the log would name it). */
export function eventObject(event: GameEvent): Snapshot | undefined {
  switch (event.type) {
    case 'zoneChanged':
      return event.after ?? event.object;
    case 'damageDealt':
      return event.source;
    case 'spellCast':
      return event.spell;
    case 'blockedCreature':
      return event.blocker;
    case 'abilityTriggered':
      return event.source;
    case 'stepBegan':
    case 'playerLost':
      return undefined;
    default:
      return event.object;
  }
}

/** A permanent entered the battlefield tapped. */
function enteredTapped(event: GameEvent): event is Extract<GameEvent, { type: 'zoneChanged' }> & { after: Snapshot } {
  return event.type === 'zoneChanged' && event.to === 'battlefield' && Boolean(event.after?.tapped);
}

/** Could this ability's kind of trigger see this kind of event at all (or, entering tapped, expect to)? */
export function relevant(trigger: TriggerEvent, event: GameEvent): boolean {
  return MATCHED_BY[event.type].includes(trigger.on) || (trigger.on === 'becomesTapped' && enteredTapped(event));
}

const PLAYER_WORDS: Record<string, string> = { caster: 'any', whose: 'each', by: 'any', player: 'any', to: 'any' };
type Relaxation = 'controller' | 'type' | 'power' | 'typeAndPower';
/** The parts of each object filter a relaxation keeps (the others are left out). */
const KEPT: Record<Relaxation, (keyof ObjectFilter)[]> = {
  controller: ['types', 'notTypes', 'subtypes', 'powerAtMost'],
  type: ['controller', 'owner', 'powerAtMost'],
  power: ['controller', 'owner', 'types', 'notTypes', 'subtypes'],
  typeAndPower: ['controller', 'owner'],
};
/**
 * The trigger condition without its controller words, without its types (every object filter in it), or without
 * its power: a creature's power is part of what a noncreature lacks ("creature with power 2 or less").
 */
function relaxed(trigger: TriggerEvent, drop: Relaxation): TriggerEvent {
  const strip = (f: ObjectFilter): ObjectFilter => {
    const { controller: _c, owner: _o, types: _t, notTypes: _n, subtypes: _s, powerAtMost: _p, anyOf, ...rest } = f;
    const kept: ObjectFilter = { ...rest, ...pick(f, KEPT[drop]) };
    return anyOf ? { ...kept, anyOf: anyOf.map(strip) } : kept;
  };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(trigger)) {
    if (drop === 'controller' && key in PLAYER_WORDS && typeof value === 'string' && (value === 'you' || value === 'opponent' || value === 'yours')) out[key] = PLAYER_WORDS[key];
    else if (value && typeof value === 'object' && !Array.isArray(value)) out[key] = strip(value as ObjectFilter);
    else out[key] = value;
  }
  return out as unknown as TriggerEvent;
}

function pick(f: ObjectFilter, keys: (keyof ObjectFilter)[]): ObjectFilter {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (f[k] !== undefined) out[k] = f[k];
  return out as ObjectFilter;
}

/** The battlefield of a recorded state, as snapshots. */
export function battlefieldOf(ctx: Ctx): Snapshot[] {
  return ctx.state.battlefield.map((id) => snapshot(ctx, ctx.state.objects[id]!));
}

/**
 * Why `ability` (index `index` of the object `obj`, as it was in the recorded state) did not trigger on `event`:
 * a reason, or null when there is nothing worth saying (the event was of another kind, or it did match).
 */
export function whyNot(ctx: Ctx, detection: WhyDetection, obj: GameObject, index: number, ability: TriggeredAbility, event: GameEvent): WhyReason | null {
  const trigger = ability.trigger;
  if (!relevant(trigger, event)) return null;
  const back = looksBack(trigger);
  const pool = back ? (detection.lookBack ?? battlefieldOf(ctx)) : battlefieldOf(ctx);
  const about = eventObject(event);
  const base = { source: whyObjectOf(obj), eventKind: event.type, ...(about ? { about: whyObjectOf(about) } : {}) };
  let source = pool.find((s) => s.physical === obj.physical);
  if (!source) {
    // Not where its ability works: worth saying only if, there, it would have matched.
    const here = snapshot(ctx, obj);
    if (ability.functionsIn && candidates(ctx, [here], back).some((c) => c.index === index)) source = here;
    else {
      if (!match(trigger, event, { ...here, zone: 'battlefield' })) return null;
      const phased = obj.phasedOut || ctx.state.phasedOut?.includes(obj.id);
      return phased ? { code: 'phasedOut', rule: '702.26b', ...base } : { code: 'notOnBattlefield', rule: '113.6', zone: obj.zone, ...base };
    }
  }
  if (!candidates(ctx, [source], back).some((c) => c.index === index)) return null;
  if (match(trigger, event, source)) return null;
  // CR 603.2e: entering tapped is not becoming tapped.
  if (trigger.on === 'becomesTapped' && enteredTapped(event) && matchesFilter(trigger.object, event.after, source, source.controller))
    return { code: 'enteredTapped', rule: '603.2e', ...base };
  if (!MATCHED_BY[event.type].includes(trigger.on)) return null;
  if (trigger.on === 'zoneChange' && event.type === 'zoneChanged') {
    const zonesOk = (trigger.from === undefined || trigger.from === event.from) && (trigger.to === undefined || trigger.to === event.to);
    if (!zonesOk) {
      // Only a move that shares one end with the condition is worth naming ("exiled, not put into a graveyard").
      const shares = (trigger.from !== undefined && trigger.from === event.from) || (trigger.to !== undefined && trigger.to === event.to);
      const { from: _f, to: _t, ...anyZones } = trigger;
      // CR 700.4: "dies" is a move from the battlefield to a graveyard, and only that one.
      const dies = trigger.from === 'battlefield' && trigger.to === 'graveyard';
      return shares && match(anyZones, event, source) ? { code: 'otherZones', rule: dies ? '700.4' : back ? '603.10a' : '603.6', from: event.from, to: event.to, ...base } : null;
    }
  }
  // CR 603.2b: "at the beginning of your upkeep" sees only the steps of its controller's turns.
  if (trigger.on === 'beginningOfStep' && event.type === 'stepBegan' && trigger.whose === 'yours' && event.active !== source.controller)
    return { code: 'notYourTurn', rule: '603.2b', player: event.active, ...base };
  // CR 506.5: "attacks alone" (exalted, 702.83a): another creature was declared as an attacker too.
  if (trigger.on === 'attacks' && trigger.alone && event.type === 'attacked' && !event.alone && match({ ...trigger, alone: false }, event, source))
    return { code: 'notAlone', rule: '506.5', ...base };
  // "Deals damage to an opponent": damage dealt to a creature or a planeswalker is no damage to a player.
  if (trigger.on === 'dealsDamage' && trigger.to === 'opponent' && event.type === 'damageDealt' && !event.player) return { code: 'conditionNotMet', rule: '603.2', ...base };
  if (match(relaxed(trigger, 'controller'), event, source)) return { code: 'wrongController', rule: '603.2', ...base };
  if (match(relaxed(trigger, 'type'), event, source)) return { code: 'wrongType', rule: '603.2', ...base };
  // A land isn't a "creature with power 2 or less": its type is what fails, not its power.
  if (match(relaxed(trigger, 'typeAndPower'), event, source) && !match(relaxed(trigger, 'power'), event, source)) return { code: 'wrongType', rule: '603.2', ...base };
  return { code: 'conditionNotMet', rule: '603.2', ...base };
}

/** The triggered abilities of an object's card (or of the card it copies), with their indexes. */
export function triggeredAbilities(ctx: Ctx, obj: { card: string; copyOf?: string }): { index: number; ability: TriggeredAbility }[] {
  const out: { index: number; ability: TriggeredAbility }[] = [];
  (definition(ctx, cardOf(obj)).abilities ?? []).forEach((ability, index) => {
    if (ability.kind === 'triggered') out.push({ index, ability });
  });
  return out;
}
