// State triggers (CR 603.8): an ability that triggers when a game state is true.
import { abilitiesOf, controlsMatching, snapshot } from '../characteristics/characteristics';
import { cardOf, type Ctx } from '../state/context';
import { editPendingTriggers } from '../state/draft';
import { pileToArray } from '../state/pile';
import type { Snapshot } from '../state/object-types';
import type { PendingTrigger } from './trigger-types';
import type { PlayerId } from '../state/basic-types';
import type { StateCondition } from './trigger-event-types';
import { triggerEventsOf } from './trigger-match';

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
  return !controlsMatching(ctx, you, condition.youControlNo, source, you);
}
