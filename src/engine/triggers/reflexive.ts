// Reflexive triggered abilities (CR 603.12): "you may sacrifice another creature. When you do, …". The
// resolving ability creates the reflexive ability, which follows the rules of delayed triggered abilities
// (603.7) except that it is checked at once, against what this same resolution did before it was created.
// It triggers then, and waits with the other triggered abilities until someone is about to get priority;
// then it is stacked in APNAP order with them, and only then are its targets chosen (603.3b, 603.3d).
import type { Ctx } from '../state/context';
import { editPendingTriggers } from '../state/draft';
import type { EffectScope } from '../effects/scope';
import type { Effect } from '../effects/effect-types';
import type { PendingTrigger } from './trigger-types';
import type { TriggeredAbility } from '../state/card-types';

type ReflexiveEffect = Extract<Effect, { do: 'createReflexiveTrigger' }>;

export function createReflexiveTrigger(ctx: Ctx, effect: ReflexiveEffect, scope: EffectScope): void {
  const ability: TriggeredAbility = {
    kind: 'triggered',
    trigger: { on: 'reflexive', when: effect.when },
    rule: '603.12',
    ...(effect.targets ? { targets: effect.targets } : {}),
    effects: effect.effects,
  };
  // CR 603.12a: once for each time the action was done earlier during this resolution; not at all if never.
  for (const done of scope.did ?? []) {
    if (done.action !== effect.when) continue;
    ctx.state.nextId += 1;
    const pending: PendingTrigger = {
      id: `t${ctx.state.nextId}`,
      // CR 603.7d–e: its source and controller are those of the ability that created it.
      source: scope.source,
      controller: scope.controller,
      abilityIndex: -1,
      delayed: ability,
      // The object it was done to, as it last was (its last known power, CR 608.2h), and what it became.
      context: { eventObject: done.object, eventObjectNewId: done.after },
      ordered: false,
      targets: [],
    };
    editPendingTriggers(ctx).push(pending);
    ctx.log.push({
      event: 'triggered',
      trigger: pending.id,
      source: scope.source.card,
      sourceLabel: scope.source.label,
      player: scope.controller,
      card: done.object.card,
      label: done.object.label,
      reason: 'reflexive',
      rule: '603.12',
    });
  }
}
