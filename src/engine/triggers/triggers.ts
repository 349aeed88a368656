// Trigger detection (CR 603.2, 603.3): each event is compared with the abilities that could see it
// (trigger-match.ts); what triggered waits, pending, to be put on the stack.
import { snapshot } from '../characteristics/characteristics';
import { conditionHolds } from './conditions';
import { cardOf, type Ctx } from '../state/context';
import { editPendingTrigger, editPendingTriggers } from '../state/draft';
import type { GameEvent } from '../events/events';
import { matchesFilter } from '../characteristics/filters';
import type { GameObject, Snapshot } from '../state/object-types';
import type { LogEntry } from '../state/log-types';
import type { StackItem } from '../stack/stack-types';
import type { PendingTrigger, TriggerContext } from './trigger-types';
import type { PlayerId } from '../state/basic-types';
import type { TriggerEvent } from './trigger-event-types';
import { MATCHED_BY, watches, graveyardSources, candidates, match, looksBack, lookBackRule } from './trigger-match';
import { type Multiplier, NONE, findMultipliers, multipliersFor } from './multipliers';
import type { VerdictOutcome, WhyDetection } from './why-record';

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
  // Only when asked why (view/why.ts): the events, the board and each verdict below.
  const rec = ctx.why ? beginDetection(ctx, events, lookBack) : undefined;
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
        if ((batched ??= new Set()).has(key)) {
          if (rec) verdict(rec, ctx, events.indexOf(event), source, index, 'batched', '603.2c', false);
          continue;
        }
        batched.add(key);
      }
      if (lost) {
        // CR 603.6b: an effect removing abilities applies as a permanent enters, so even its own
        // enters-the-battlefield ability never triggers. A look-back ability looks at the permanent as it was just
        // before the event (603.10a leaving the battlefield, 603.10b phasing out…): it had no abilities then
        // (Humility destroyed together with Blood Artist). Any other event finds a permanent that has lost its
        // abilities (layer 6, 613.1f).
        const rule =
          (event.type === 'zoneChanged' && event.from === 'battlefield' ? '603.10a' : lookBackRule(ability.trigger)) ??
          (event.type === 'zoneChanged' && event.to === 'battlefield' && event.after?.id === source.id ? '603.6b' : '613.1f');
        if (rec) verdict(rec, ctx, events.indexOf(event), source, index, 'lostAbilities', rule);
        ctx.log.push(notTriggeredEntry(source, eventObject, 'lostAbilities', rule));
        continue;
      }
      if (ability.interveningIf && !conditionHolds(ctx, ability.interveningIf, controller, matched.context, source)) {
        if (rec) verdict(rec, ctx, events.indexOf(event), source, index, 'interveningIf', '603.4');
        ctx.log.push(notTriggeredEntry(source, eventObject, 'interveningIf', '603.4'));
        continue;
      }
      // CR 603.2h: "this ability triggers only once each turn": this object's ability has already triggered.
      if (ability.oncePerTurn && state.triggeredThisTurn?.includes(key)) {
        if (rec) verdict(rec, ctx, events.indexOf(event), source, index, 'onceEachTurn', '603.2h');
        ctx.log.push(notTriggeredEntry(source, eventObject, 'onceEachTurn', '603.2h'));
        continue;
      }
      // CR 603.2h: "do this only once each turn": its controller has already done it this turn.
      if (ability.doOnlyOnceEachTurn && state.doneThisTurn?.includes(doneKey(controller, source.id, index))) {
        if (rec) verdict(rec, ctx, events.indexOf(event), source, index, 'alreadyDone', '603.2h');
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
      if (rec) verdict(rec, ctx, events.indexOf(event), source, index, 'triggered', ability.rule ?? matched.rule, true, pending.id);
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
        for (const m of extra) {
          if (rec) verdict(rec, ctx, events.indexOf(event), source, index, 'onceEachTurnAdditional', '603.2h');
          ctx.log.push({ ...notTriggeredEntry(source, eventObject, 'onceEachTurnAdditional', '603.2h'), target: m.source.id });
        }
        continue;
      }
      for (const m of extra) {
        const again = newPending(ctx, source, controller, index, matched.context);
        pendingTriggers.push(again);
        if (rec) verdict(rec, ctx, events.indexOf(event), source, index, 'additionalTime', '603.2d', true, again.id);
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
      if (rec) verdict(rec, ctx, events.indexOf(event), delayed.source, -1, 'triggered', '603.7', true, pending.id);
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
  if (rec) rec.logEnd = ctx.log.length;
}

/** Starts recording one detection (only when asked why): a copy of the board as the events are compared. */
function beginDetection(ctx: Ctx, events: readonly GameEvent[], lookBack: readonly Snapshot[] | null): WhyDetection {
  const detection: WhyDetection = { events, lookBack, state: structuredClone(ctx.state), logStart: ctx.log.length, logEnd: ctx.log.length, verdicts: [] };
  ctx.why!.detections.push(detection);
  return detection;
}

/** Records the branch taken for one ability and one event; `logged`: the entry about to be logged is its own. */
function verdict(rec: WhyDetection, ctx: Ctx, event: number, source: Snapshot, ability: number, outcome: VerdictOutcome, rule: string, logged = true, trigger?: string): void {
  rec.verdicts.push({ event, source, ability, outcome, rule, ...(trigger ? { trigger } : {}), ...(logged ? { log: ctx.log.length } : {}) });
}

/** CR 603.2h: the key of a "do this only once each turn" action: who did it, with which object's ability. */
export function doneKey(player: PlayerId, source: string, abilityIndex: number | null): string {
  return `${player}|${source}/${abilityIndex ?? -1}`;
}

function newPending(ctx: Ctx, source: Snapshot, controller: PlayerId, abilityIndex: number, context: TriggerContext): PendingTrigger {
  ctx.state.nextId += 1;
  return { id: `t${ctx.state.nextId}`, source, controller, abilityIndex, context, ordered: false, targets: [] };
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
    ctx.log.push({ event: 'notTriggered', source: source.card, sourceLabel: source.label, player: source.controller, card: entered.card, label: entered.label, reason: 'enteredTapped', rule: '603.2e' });
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
      if (matchesFilter(trigger.object, obj, source, source.controller)) {
        ctx.why?.phasedIn.push({ source, about: obj, log: ctx.log.length });
        ctx.log.push({ event: 'notTriggered', source: source.card, sourceLabel: source.label, player: source.controller, card: obj.card, label: obj.label, reason: 'phasedIn', rule: '702.26d' });
      }
  }
}
