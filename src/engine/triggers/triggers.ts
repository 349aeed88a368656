// Trigger matching (CR 603.2): a pure comparison of each event with each triggered ability that could
// see it. Nothing subscribes to anything: adding a card registers no listener.
import { abilitiesOf, snapshot } from '../characteristics/characteristics';
import { conditionHolds } from './conditions';
import { matchCombat } from './combat-triggers';
import { cardOf, definition, type Ctx } from '../state/context';
import { editPendingTrigger, editPendingTriggers } from '../state/draft';
import type { GameEvent } from '../events/events';
import { matchesFilter } from '../characteristics/filters';
import { pileToArray } from '../state/pile';
import type { CardDefinition, StaticAbility, TriggeredAbility } from '../state/card-types';
import type { GameObject, Snapshot } from '../state/object-types';
import type { LogEntry } from '../state/log-types';
import type { StackItem } from '../stack/stack-types';
import type { PendingTrigger, TriggerContext } from './trigger-types';
import type { PlayerId } from '../state/basic-types';
import type { StateCondition, TriggerEvent } from './trigger-event-types';

interface Candidate {
  source: Snapshot;
  index: number;
  ability: TriggeredAbility;
  /** The source has lost its abilities (CR 613.1f): this one can't trigger, but a learner may expect it to. */
  lost?: boolean;
}

/** CR 603.6c, 603.10a: leaves-the-battlefield abilities are looked for on the battlefield as it was before the event. */
export function looksBack(trigger: TriggerEvent): boolean {
  // CR 603.10a–d, 603.10f: leaving the battlefield or a graveyard, phasing out, becoming unattached, losing control and losing the game are looked at as they were.
  return (
    (trigger.on === 'zoneChange' && (trigger.from === 'battlefield' || trigger.from === 'graveyard')) ||
    trigger.on === 'playerLost' ||
    trigger.on === 'becomesUnattached' ||
    trigger.on === 'phasesOut' ||
    trigger.on === 'controlLost' ||
    // CR 603.10e: abilities that trigger when a spell is countered.
    trigger.on === 'spellCountered'
  );
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
function triggerEventsOf(ctx: Ctx, card: string): ReadonlySet<TriggerEvent['on']> {
  const def = definition(ctx, card);
  let kinds = triggersOfCard.get(def);
  if (!kinds) {
    kinds = new Set((def.abilities ?? []).flatMap((a) => (a.kind === 'triggered' ? [a.trigger.on] : [])));
    triggersOfCard.set(def, kinds);
  }
  return kinds;
}

/** Could an ability of this card trigger on one of these kinds of trigger events? */
function watches(ctx: Ctx, card: string, kinds: ReadonlySet<TriggerEvent['on']> | null): boolean {
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

function candidates(ctx: Ctx, sources: readonly Snapshot[], lookBack: boolean, fromNewZone = false): Candidate[] {
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
function match(trigger: TriggerEvent, event: GameEvent, source: Snapshot): { rule: string; context: TriggerContext } | null {
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

/** The permanents a spell or ability targets each "become the target" of it (what ward watches). */
export function targetEvents(ctx: Ctx, item: StackItem): GameEvent[] {
  const events: GameEvent[] = [];
  for (const t of item.targets) {
    const o = ctx.state.objects[t];
    if (o && o.zone === 'battlefield') events.push({ type: 'becameTarget', object: snapshot(ctx, o), item: item.id, controller: item.controller });
  }
  return events;
}

/**
 * Checks every ability that could trigger on these simultaneous events, once per occurrence (CR 603.2c),
 * and adds what triggered to the pending triggers (CR 603.3). `lookBack` is the battlefield just before
 * the events, when they moved objects (CR 603.10a).
 */
export function detectTriggers(ctx: Ctx, events: readonly GameEvent[], lookBack: readonly Snapshot[] | null): void {
  if (events.length === 0) return;
  const { state } = ctx;
  // Only objects with an ability waiting for these kinds of events are looked at (and snapshotted); a
  // permanent that enters tapped also asks the "becomes tapped" abilities to explain themselves (CR 603.2e).
  const kinds = new Set(events.flatMap((e) => MATCHED_BY[e.type]));
  if (events.some(entersTapped)) kinds.add('becomesTapped');
  const now: Snapshot[] = [];
  for (const id of state.battlefield) {
    const obj = state.objects[id] as GameObject;
    if (watches(ctx, cardOf(obj), kinds)) now.push(snapshot(ctx, obj));
  }
  const inGraveyards = graveyardSources(ctx, kinds);
  // "When you cast this spell" abilities work from the stack (storm, cascade).
  const cast = events.flatMap((e) => (e.type === 'spellCast' ? [e.spell] : []));
  const forward = [
    ...candidates(ctx, [...now, ...inGraveyards], false),
    ...candidates(ctx, cast, false).filter((c) => c.ability.trigger.on === 'spellCast' && c.ability.trigger.spell?.self),
  ];
  const backward = candidates(ctx, lookBack ?? [...now, ...inGraveyards], true);
  const arriving = candidates(ctx, arrivals(events), false, true).filter(({ ability }) => worksFromNewZone(ability.trigger));
  const all = [...backward, ...forward, ...arriving];
  let pendingTriggers: PendingTrigger[] | undefined; // made writable on the first match
  // "One or more" abilities that have already triggered on these simultaneous events (CR 603.2c).
  let batched: Set<string> | undefined;
  // CR 603.2d: the "triggers an additional time" abilities, found on the first zone change that matches.
  let multipliers: { after: Multiplier[]; before: Multiplier[] } | undefined;
  // Triggered abilities that a permanent entering the battlefield made trigger (Strict Proctor watches them).
  let causedByEntering: PendingTrigger[] | undefined;
  for (const event of events) {
    for (const { source, index, ability, lost } of all) {
      const matched = match(ability.trigger, event, source);
      if (!matched) continue;
      const controller = source.controller; // CR 603.3a
      const eventObject = matched.context.eventObject;
      // Only abilities with a limit need a key (a Wrath of God can make thousands of matches).
      const key = ability.oncePerTurn || (ability.trigger.on === 'zoneChange' && ability.trigger.oneOrMore) ? `${source.id}/${index}` : '';
      if (ability.trigger.on === 'zoneChange' && ability.trigger.oneOrMore) {
        if ((batched ??= new Set()).has(key)) continue;
        batched.add(key);
      }
      if (lost) {
        // CR 603.6b: an effect removing abilities applies as a permanent enters, so even its own
        // enters-the-battlefield ability never triggers.
        ctx.log.push(notTriggeredEntry(source, eventObject, 'lostAbilities', '603.6b'));
        continue;
      }
      if (ability.interveningIf && !conditionHolds(ctx, ability.interveningIf, controller, matched.context, source)) {
        ctx.log.push(notTriggeredEntry(source, eventObject, 'interveningIf', '603.4'));
        continue;
      }
      // CR 603.2h: "this ability triggers only once each turn": this object's ability has already triggered.
      if (ability.oncePerTurn && state.triggeredThisTurn?.includes(key)) {
        ctx.log.push(notTriggeredEntry(source, eventObject, 'onceEachTurn', '603.2h'));
        continue;
      }
      // CR 603.2h: "do this only once each turn": its controller has already done it this turn.
      if (ability.doOnlyOnceEachTurn && state.doneThisTurn?.includes(doneKey(controller, source.id, index))) {
        ctx.log.push(notTriggeredEntry(source, eventObject, 'alreadyDone', '603.2h'));
        continue;
      }
      // CR 603.2d: how many times it triggers (once, plus one for each "additional time" ability that applies).
      let extra: readonly Multiplier[] = NONE;
      if (event.type === 'zoneChanged' && ability.trigger.on === 'zoneChange') {
        multipliers ??= findMultipliers(ctx, lookBack);
        extra = multipliersFor(looksBack(ability.trigger) ? multipliers.before : multipliers.after, event, ability.trigger, source);
      }
      const pending = newPending(ctx, source, controller, index, matched.context);
      (pendingTriggers ??= editPendingTriggers(ctx)).push(pending);
      const why = matched.rule.startsWith('603.10') ? 'lookBack' : event.type === 'abilityTriggered' ? 'abilityTriggered' : undefined;
      ctx.log.push(triggeredEntry(pending, eventObject, why, ability.rule ?? matched.rule));
      // An ability waiting for a permanent to enter (not, say, for a card to leave a graveyard as it does).
      const entering = event.type === 'zoneChanged' && ability.trigger.on === 'zoneChange' && ability.trigger.to === 'battlefield';
      if (entering) (causedByEntering ??= []).push(pending);
      if (matched.context.eventTrigger) {
        // The ability this one is about keeps its trigger id on the stack, so this one can find it there.
        const watched = editPendingTrigger(ctx, matched.context.eventTrigger);
        if (watched) watched.watched = true;
      }
      if (ability.oncePerTurn) {
        state.triggeredThisTurn = [...(state.triggeredThisTurn ?? []), key];
        // An additional time is a second triggering, which "only once each turn" forbids.
        for (const m of extra) ctx.log.push({ ...notTriggeredEntry(source, eventObject, 'onceEachTurnAdditional', '603.2h'), target: m.source.id });
        continue;
      }
      for (const m of extra) {
        const again = newPending(ctx, source, controller, index, matched.context);
        pendingTriggers.push(again);
        ctx.log.push({ ...triggeredEntry(again, eventObject, 'additionalTime', '603.2d'), target: m.source.id });
        if (entering) causedByEntering!.push(again);
      }
    }
    for (const delayed of state.delayedTriggers) {
      // CR 603.7d–e: its controller is whoever controlled the spell or ability that created it.
      const matched = match(delayed.ability.trigger, event, { ...delayed.source, controller: delayed.controller });
      if (!matched) continue;
      // CR 603.7b: a delayed triggered ability triggers only once.
      state.delayedTriggers = state.delayedTriggers.filter((d) => d.id !== delayed.id);
      state.nextId += 1;
      const pending: PendingTrigger = {
        id: `t${state.nextId}`,
        source: delayed.source,
        controller: delayed.controller,
        abilityIndex: -1,
        delayed: delayed.ability,
        context: { ...matched.context, remembered: delayed.remembered },
        ordered: false,
        targets: [],
      };
      editPendingTriggers(ctx).push(pending);
      ctx.log.push({ event: 'triggered', trigger: pending.id, source: delayed.source.card, sourceLabel: delayed.source.label, player: delayed.controller, reason: 'delayed', rule: '603.7' });
    }
    if (entersTapped(event)) explainEnteredTapped(ctx, event.after, now);
  }
  // Each ability that a permanent entering made trigger is itself an event for "whenever a permanent
  // entering causes a triggered ability to trigger" (that ability's trigger is not a permanent entering,
  // so this does not go on for ever).
  if (causedByEntering)
    detectTriggers(
      ctx,
      causedByEntering.map((t) => ({ type: 'abilityTriggered', trigger: t.id, controller: t.controller, source: t.source, cause: 'enters' })),
      null,
    );
}

/** CR 603.2h: the key of a "do this only once each turn" action: who did it, with which object's ability. */
export function doneKey(player: PlayerId, source: string, abilityIndex: number | null): string {
  return `${player}|${source}/${abilityIndex ?? -1}`;
}

function newPending(ctx: Ctx, source: Snapshot, controller: PlayerId, abilityIndex: number, context: TriggerContext): PendingTrigger {
  ctx.state.nextId += 1;
  return { id: `t${ctx.state.nextId}`, source, controller, abilityIndex, context, ordered: false, targets: [] };
}

/** A static ability that makes triggered abilities trigger an additional time (CR 603.2d), and its source. */
interface Multiplier {
  source: Snapshot;
  ability: StaticAbility & { additionalTrigger: NonNullable<StaticAbility['additionalTrigger']> };
}

/** The "additional time" abilities of each card definition, worked out once. */
const multipliersOfCard = new WeakMap<CardDefinition, Multiplier['ability'][]>();
function multiplierAbilities(ctx: Ctx, card: string): Multiplier['ability'][] {
  const def = definition(ctx, card);
  let found = multipliersOfCard.get(def);
  if (!found) {
    found = (def.abilities ?? []).filter((a): a is Multiplier['ability'] => a.kind === 'static' && a.additionalTrigger !== undefined);
    multipliersOfCard.set(def, found);
  }
  return found;
}

/**
 * CR 603.2d: the abilities that make triggered abilities trigger additional times, on the battlefield as it
 * is just after the event (`after`, CR 603.10: the objects and continuous effects that exist then are the
 * ones looked at, so a Panharmonicon entering at the same time counts) and as it was just before (`before`:
 * for abilities that look back in time, 603.10a).
 */
function findMultipliers(ctx: Ctx, lookBack: readonly Snapshot[] | null): { after: Multiplier[]; before: Multiplier[] } {
  const { state } = ctx;
  const after: Multiplier[] = [];
  for (const id of state.battlefield) {
    const obj = state.objects[id] as GameObject;
    const abilities = multiplierAbilities(ctx, cardOf(obj));
    if (abilities.length === 0) continue;
    const source = snapshot(ctx, obj);
    if (!source.noAbilities) for (const ability of abilities) after.push({ source, ability });
  }
  if (!lookBack) return { after, before: after };
  const before: Multiplier[] = [];
  for (const source of lookBack)
    if (source.zone === 'battlefield' && !source.noAbilities) for (const ability of multiplierAbilities(ctx, source.card)) before.push({ source, ability });
  return { after, before };
}

const NONE: readonly Multiplier[] = [];

/** The "additional time" abilities that apply to an ability of `source` triggering on this zone change. */
function multipliersFor(
  list: readonly Multiplier[],
  event: Extract<GameEvent, { type: 'zoneChanged' }>,
  trigger: Extract<TriggerEvent, { on: 'zoneChange' }>,
  source: Snapshot,
): readonly Multiplier[] {
  if (list.length === 0 || source.zone !== 'battlefield') return NONE;
  const object = event.to === 'battlefield' ? (event.after ?? event.object) : event.object;
  return list.filter(({ source: by, ability }) => {
    const cause = ability.additionalTrigger;
    if (cause.from !== undefined && cause.from !== event.from) return false;
    if (cause.to !== undefined && cause.to !== event.to) return false;
    // The ability must trigger on that part of the event: a card leaving a graveyard to enter the
    // battlefield makes a "leaves your graveyard" ability trigger, but not because something entered.
    if ((cause.from !== undefined && trigger.from !== cause.from) || (cause.to !== undefined && trigger.to !== cause.to)) return false;
    return matchesFilter(cause.object, object, by, by.controller) && matchesFilter(ability.affects, source, by, by.controller);
  });
}

function notTriggeredEntry(source: Snapshot, eventObject: Snapshot | undefined, reason: string, rule: string): LogEntry {
  const about = eventObject ? { card: eventObject.card, label: eventObject.label } : {};
  return { event: 'notTriggered', source: source.card, sourceLabel: source.label, player: source.controller, ...about, reason, rule };
}

/** The log entry of a trigger, written out field by field (no spreads): a Wrath of God can log thousands. */
function triggeredEntry(trigger: PendingTrigger, eventObject: Snapshot | undefined, reason: string | undefined, rule: string): LogEntry {
  const entry: LogEntry = { event: 'triggered', trigger: trigger.id, source: trigger.source.card, sourceLabel: trigger.source.label, player: trigger.controller };
  if (eventObject) {
    entry.card = eventObject.card;
    entry.label = eventObject.label;
  }
  if (reason !== undefined) entry.reason = reason;
  entry.rule = rule;
  return entry;
}

/**
 * CR 603.8: state triggers trigger as soon as their condition is true, and not again while the ability
 * is waiting or on the stack; once it has left the stack, a condition still true triggers it again.
 */
export function checkStateTriggers(ctx: Ctx): boolean {
  const { state } = ctx;
  let any = false;
  for (const id of state.battlefield) {
    const obj = state.objects[id]!;
    if (!triggerEventsOf(ctx, cardOf(obj)).has('state')) continue; // most permanents have no state trigger
    abilitiesOf(ctx, obj).forEach((ability, index) => {
      if (ability.kind !== 'triggered' || ability.trigger.on !== 'state') return;
      if (!stateHolds(ctx, ability.trigger.condition, obj.controller, snapshot(ctx, obj))) return;
      const waiting =
        state.pendingTriggers.some((t) => t.source.id === id && t.abilityIndex === index) ||
        pileToArray(state.stack).some((i) => i.kind === 'trigger' && i.source.id === id && i.abilityIndex === index);
      if (waiting) return;
      const source = snapshot(ctx, obj);
      state.nextId += 1;
      const pending: PendingTrigger = { id: `t${state.nextId}`, source, controller: obj.controller, abilityIndex: index, context: {}, ordered: false, targets: [] };
      editPendingTriggers(ctx).push(pending);
      ctx.log.push({ event: 'triggered', trigger: pending.id, source: source.card, sourceLabel: source.label, player: obj.controller, reason: 'state', rule: '603.8' });
      any = true;
    });
  }
  return any;
}

function stateHolds(ctx: Ctx, condition: StateCondition, you: PlayerId, source: Snapshot): boolean {
  const { state } = ctx;
  const none = condition.youControlNo;
  return !state.battlefield.some((id) => {
    const obj = state.objects[id]!;
    return obj.controller === you && matchesFilter(none, snapshot(ctx, obj), source, you);
  });
}

/** A permanent entered the battlefield tapped. */
function entersTapped(event: GameEvent): event is Extract<GameEvent, { type: 'zoneChanged' }> & { after: Snapshot } {
  return event.type === 'zoneChanged' && event.to === 'battlefield' && Boolean(event.after?.tapped);
}

/** The objects these events put into a zone other than the battlefield (and the stack). */
function arrivals(events: readonly GameEvent[]): Snapshot[] {
  return events.flatMap((e) => (e.type === 'zoneChanged' && e.after && e.after.zone !== 'battlefield' && e.after.zone !== 'stack' ? [e.after] : []));
}

/**
 * CR 603.6c, 603.10a: "when [this card] is put into a graveyard from anywhere" is not a leaves-the-battlefield
 * ability: it triggers from the zone the card went to, whatever zone it came from.
 */
function worksFromNewZone(trigger: TriggerEvent): boolean {
  return trigger.on === 'zoneChange' && Boolean(trigger.object.self) && trigger.to !== undefined && trigger.to !== 'battlefield' && trigger.from === undefined;
}

/** CR 603.2e: a permanent that enters tapped never "becomes tapped"; say so where a learner might expect it. */
function explainEnteredTapped(ctx: Ctx, entered: Snapshot, battlefield: readonly Snapshot[]): void {
  for (const { source, ability } of candidates(ctx, battlefield, false)) {
    if (ability.trigger.on !== 'becomesTapped') continue;
    if (!matchesFilter(ability.trigger.object, entered, source, source.controller)) continue;
    ctx.log.push({ event: 'notTriggered', source: source.card, sourceLabel: source.label, card: entered.card, label: entered.label, reason: 'enteredTapped', rule: '603.2e' });
  }
}

/**
 * CR 702.26d: a permanent phasing in doesn't enter the battlefield, so "enters the battlefield" abilities
 * that a learner might expect to see it don't trigger; the log says so.
 */
export function explainPhasedIn(ctx: Ctx, phasedIn: readonly Snapshot[]): void {
  const { state } = ctx;
  const battlefield = state.battlefield.map((id) => snapshot(ctx, state.objects[id]!));
  for (const { source, ability } of candidates(ctx, battlefield, false)) {
    const trigger = ability.trigger;
    if (trigger.on !== 'zoneChange' || trigger.to !== 'battlefield') continue;
    for (const obj of phasedIn)
      if (matchesFilter(trigger.object, obj, source, source.controller))
        ctx.log.push({ event: 'notTriggered', source: source.card, sourceLabel: source.label, card: obj.card, label: obj.label, reason: 'phasedIn', rule: '702.26d' });
  }
}
