// Effect primitives of the combat cards and keywords: "+N/+N until end of turn" (for each creature
// blocking it, or it's blocking), "doesn't untap during its controller's next untap step", and life
// equal to a creature's toughness.
import { toughness } from './characteristics';
import type { Ctx } from './context';
import { editZoneList } from './draft';
import { permanentsOrChoice } from './card-effects';
import { addDurationEffect } from './duration-effects';
import { gainLife, objectId, objectRef, playerRef, type EffectScope } from './effects';
import { shuffle } from './random';
import type { Effect, GameObject, ObjectId, PlayerId } from './types';
import { moveObjects } from './zones';

type CombatEffect = Extract<Effect, { do: 'pump' | 'skipNextUntap' | 'gainLifeEqualToToughness' | 'sacrificePermanents' | 'shuffleGraveyardIntoLibrary' | 'takeExtraTurn' }>;

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
      const obj = objectRef(ctx, effect.of, scope) ?? ctx.lastKnown?.get(objectId(ctx, effect.of, scope) ?? '') ?? null;
      if (!obj || who === null) return fail();
      gainLife(ctx, who, toughness(ctx, obj) ?? 0);
      return;
    }
    case 'sacrificePermanents': {
      const who = playerRef(ctx, effect.player, scope);
      if (who === null) return;
      const { state } = ctx;
      const theirs = state.battlefield.filter((id) => state.objects[id]?.controller === who);
      return permanentsOrChoice(ctx, 'sacrifice', who, theirs, effect.count, scope);
    }
    case 'takeExtraTurn': {
      const who = playerRef(ctx, effect.player, scope);
      if (who === null) return fail();
      ctx.state.extraTurns = [...(ctx.state.extraTurns ?? []), who];
      ctx.log.push({ event: 'extraTurnAdded', player: who, rule: '500.7' });
      return;
    }
    case 'shuffleGraveyardIntoLibrary': {
      const who = playerRef(ctx, effect.player, scope);
      const graveyard = who === null ? [] : (ctx.state.zones[who]?.graveyard ?? []);
      if (who === null) return;
      moveObjects(ctx, graveyard.map((id) => ({ id, to: 'library' as const })));
      const library = editZoneList(ctx, 'library', who)!;
      shuffle(ctx.state, library);
      ctx.log.push({ event: 'shuffled', player: who, count: graveyard.length, rule: '701.24a' });
      return;
    }
  }
}

/** CR 701.21a: the player moves these permanents they control to their owners' graveyards, all at once. */
export function sacrifice(ctx: Ctx, who: PlayerId, ids: readonly ObjectId[]): void {
  const objs = ids.map((id) => ctx.state.objects[id]).filter((o): o is GameObject => o?.zone === 'battlefield' && o.controller === who);
  for (const o of objs) ctx.log.push({ event: 'sacrificed', card: o.card, label: o.label, object: o.id, player: who, rule: '701.21a' });
  moveObjects(ctx, objs.map((o) => ({ id: o.id, to: 'graveyard' as const })));
}

