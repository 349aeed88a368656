// Effect primitives of the combat cards and keywords: "+N/+N until end of turn" (for each creature
// blocking it, or it's blocking), "doesn't untap during its controller's next untap step", and life
// equal to a creature's toughness.
import { toughness } from './characteristics';
import type { Ctx } from './context';
import { addDurationEffect } from './duration-effects';
import { gainLife, objectRef, playerRef, type EffectScope } from './effects';
import type { Effect, GameObject, ObjectId, ObjectRef } from './types';

type CombatEffect = Extract<Effect, { do: 'pump' | 'skipNextUntap' | 'gainLifeEqualToToughness' }>;

/** How many creatures block `id`, or how many it blocks, right now. */
function blockCount(ctx: Ctx, id: ObjectId, count: 'blockingIt' | 'blockedByIt'): number {
  const combat = ctx.state.combat;
  if (!combat) return 0;
  const here = (other: ObjectId) => ctx.state.objects[other]?.zone === 'battlefield';
  if (count === 'blockingIt') return combat.blockers.filter((b) => b.blocking.includes(id) && here(b.object)).length;
  return combat.blockers.find((b) => b.object === id)?.blocking.filter(here).length ?? 0;
}

function onBattlefield(obj: GameObject | null): obj is GameObject {
  return obj !== null && obj.zone === 'battlefield';
}

export function runCombatEffect(ctx: Ctx, effect: CombatEffect, scope: EffectScope, fail: () => void): void {
  switch (effect.do) {
    case 'pump': {
      const obj = objectRef(ctx, effect.object, scope);
      if (!onBattlefield(obj)) return fail();
      // CR 702.23b and the like: "for each" is counted once, as the ability resolves.
      const times = effect.forEach ? Math.max(0, blockCount(ctx, obj.id, effect.forEach.count) - (effect.forEach.beyond ?? 0)) : 1;
      const power = effect.power * times;
      const tough = effect.toughness * times;
      if (power === 0 && tough === 0) return;
      addDurationEffect(ctx, { kind: 'pt', object: obj.id, power, toughness: tough });
      ctx.log.push({ event: 'ptChanged', card: obj.card, label: obj.label, object: obj.id, power, toughness: tough, rule: '611.2a' });
      return;
    }
    case 'skipNextUntap': {
      const obj = objectRef(ctx, effect.object, scope);
      if (!onBattlefield(obj)) return fail();
      addDurationEffect(ctx, { kind: 'skipUntap', object: obj.id });
      ctx.log.push({ event: 'untapSkipped', card: obj.card, label: obj.label, object: obj.id, player: obj.controller, rule: '611.2a' });
      return;
    }
    case 'gainLifeEqualToToughness': {
      const who = playerRef(ctx, effect.player, scope);
      // CR 608.2h: a creature that has left the battlefield is looked at as it last existed there.
      const obj = objectRef(ctx, effect.of, scope) ?? ctx.lastKnown?.get(refId(effect.of, scope) ?? '') ?? null;
      if (!obj || who === null) return fail();
      gainLife(ctx, who, toughness(ctx, obj) ?? 0);
      return;
    }
  }
}

function refId(ref: ObjectRef, scope: EffectScope): ObjectId | null {
  if (ref === 'self') return scope.source.id;
  if (ref === 'eventObject') return scope.context.eventObjectNewId ?? null;
  if (ref === 'chosen') return scope.chosen;
  if (ref === 'selfInGraveyard') return null;
  if ('remembered' in ref) return scope.remembered[ref.remembered] ?? null;
  return scope.targets[ref.target] ?? null;
}
