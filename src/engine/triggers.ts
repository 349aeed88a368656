// Trigger matching (CR 603.2): a pure comparison of each event with each triggered ability that could
// see it. Nothing subscribes to anything: adding a card registers no listener.
import { snapshot } from './characteristics';
import { conditionHolds } from './conditions';
import { matchCombat } from './combat-triggers';
import { definition, type Ctx } from './context';
import { editPendingTriggers } from './draft';
import type { GameEvent } from './events';
import { matchesFilter } from './filters';
import type { GameObject, PendingTrigger, Snapshot, TriggerContext, TriggerEvent, TriggeredAbility } from './types';

interface Candidate {
  source: Snapshot;
  index: number;
  ability: TriggeredAbility;
}

/** CR 603.6c–d: leaves-the-battlefield abilities are looked for on the battlefield as it was before the event. */
export function looksBack(trigger: TriggerEvent): boolean {
  return trigger.on === 'zoneChange' && trigger.from === 'battlefield';
}

function candidates(ctx: Ctx, sources: readonly Snapshot[], lookBack: boolean): Candidate[] {
  const found: Candidate[] = [];
  for (const source of sources) {
    const abilities = definition(ctx, source.card).abilities ?? [];
    abilities.forEach((ability, index) => {
      if (ability.kind === 'triggered' && looksBack(ability.trigger) === lookBack) found.push({ source, index, ability });
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
      // Look-back abilities see the object as it was; the others see it as it is now (CR 603.6d).
      const object = looksBack(trigger) ? event.object : (event.after ?? event.object);
      if (!matchesFilter(trigger.object, object, source, source.controller)) return null;
      const rule = looksBack(trigger) ? '603.6d' : event.to === 'battlefield' ? '603.6a' : '603.6';
      return { rule, context: { eventObject: object, eventObjectNewId: event.after?.id ?? null } };
    }
    case 'beginningOfStep':
      if (event.type !== 'stepBegan' || event.step !== trigger.step) return null;
      if (trigger.whose === 'yours' && event.active !== source.controller) return null;
      return { rule: '603.2b', context: { step: event.step } };
    case 'becomesTapped':
    case 'becomesUntapped': {
      const wanted = trigger.on === 'becomesTapped' ? 'becameTapped' : 'becameUntapped';
      if (event.type !== wanted) return null;
      if (!matchesFilter(trigger.object, event.object, source, source.controller)) return null;
      return { rule: '603.2d', context: { eventObject: event.object, ...('cause' in event ? { cause: event.cause } : {}) } };
    }
    default:
      return matchCombat(trigger, event, source);
  }
}

/**
 * Checks every ability that could trigger on these simultaneous events, once per occurrence (CR 603.2c),
 * and adds what triggered to the pending triggers (CR 603.3). `lookBack` is the battlefield just before
 * the events, when they moved objects (CR 603.6d).
 */
export function detectTriggers(ctx: Ctx, events: readonly GameEvent[], lookBack: readonly Snapshot[] | null): void {
  const { state } = ctx;
  const now = state.battlefield.map((id) => snapshot(ctx, state.objects[id] as GameObject));
  const forward = candidates(ctx, now, false);
  const backward = candidates(ctx, lookBack ?? now, true);
  const arriving = candidates(ctx, arrivals(events), false).filter(({ ability }) => worksFromNewZone(ability.trigger));
  for (const event of events) {
    for (const { source, index, ability } of [...backward, ...forward, ...arriving]) {
      const matched = match(ability.trigger, event, source);
      if (!matched) continue;
      const controller = source.controller; // CR 603.3a
      const eventObject = matched.context.eventObject;
      const about = eventObject ? { card: eventObject.card, label: eventObject.label } : {};
      if (ability.interveningIf && !conditionHolds(ctx, ability.interveningIf, controller, matched.context)) {
        ctx.log.push({ event: 'notTriggered', source: source.card, sourceLabel: source.label, player: controller, ...about, reason: 'interveningIf', rule: '603.4' });
        continue;
      }
      state.nextId += 1;
      const pending: PendingTrigger = {
        id: `t${state.nextId}`,
        source,
        controller,
        abilityIndex: index,
        context: matched.context,
        ordered: false,
        targets: [],
      };
      editPendingTriggers(ctx).push(pending);
      ctx.log.push({
        event: 'triggered',
        trigger: pending.id,
        source: source.card,
        sourceLabel: source.label,
        player: controller,
        ...about,
        ...(matched.rule === '603.6d' ? { reason: 'lookBack' } : {}),
        rule: ability.rule ?? matched.rule,
      });
    }
    if (event.type === 'zoneChanged' && event.to === 'battlefield' && event.after?.tapped) explainEnteredTapped(ctx, event.after, now);
  }
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

/** CR 603.2d: a permanent that enters tapped never "becomes tapped"; say so where a learner might expect it. */
function explainEnteredTapped(ctx: Ctx, entered: Snapshot, battlefield: readonly Snapshot[]): void {
  for (const { source, ability } of candidates(ctx, battlefield, false)) {
    if (ability.trigger.on !== 'becomesTapped') continue;
    if (!matchesFilter(ability.trigger.object, entered, source, source.controller)) continue;
    ctx.log.push({ event: 'notTriggered', source: source.card, sourceLabel: source.label, card: entered.card, label: entered.label, reason: 'enteredTapped', rule: '603.2d' });
  }
}
