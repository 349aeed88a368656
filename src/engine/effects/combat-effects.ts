// Effect primitives of the combat cards and keywords: "+N/+N until end of turn" (for each creature
// blocking it, or it's blocking), "doesn't untap during its controller's next untap step", and life
// equal to a creature's toughness.
import { toughness } from '../characteristics/characteristics';
import type { Ctx } from '../state/context';
import { editZoneList } from '../state/draft';
import { permanentsOrChoice } from './permanents';
import { addDurationEffect } from './duration-effects';
import { gainLife } from './basic-effects';
import { lastKnownRef, objectId, objectRef, playerRef, type EffectScope } from './scope';
import { shuffle } from '../state/random';
import type { Effect } from './effect-types';
import type { ObjectRef } from './reference-types';
import type { GameObject } from '../state/object-types';
import type { ObjectId } from '../state/basic-types';
import { moveObjects } from '../events/zones';

type CombatEffect = Extract<Effect, { do: 'pump' | 'skipNextUntap' | 'gainLifeEqualToToughness' | 'sacrificePermanents' | 'shuffleGraveyardIntoLibrary' }>;

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

/**
 * "Life equal to that creature's toughness" (Engulfing Slagwurm): its toughness on the battlefield, else as it last
 * existed there (CR 608.2h): moved by this resolution, as it was just before; gone before it began (bounced or
 * destroyed in response), as it was when it left. Null when the ability never knew it.
 */
function lastToughness(ctx: Ctx, ref: ObjectRef, scope: EffectScope): number | null {
  const now = objectRef(ctx, ref, scope);
  if (now && now.zone === 'battlefield') return toughness(ctx, now) ?? 0;
  const justLeft = ctx.lastKnown?.get(objectId(ctx, ref, scope) ?? '');
  if (justLeft) return toughness(ctx, justLeft) ?? 0;
  return lastKnownRef(ref, scope)?.toughness ?? null;
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
      const amount = lastToughness(ctx, effect.of, scope);
      if (amount === null || who === null) return fail();
      gainLife(ctx, who, amount);
      return;
    }
    case 'sacrificePermanents':
      return permanentsOrChoice(ctx, effect, scope);
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
