// Effect primitives: what spells and abilities do as they resolve. Cards combine these as data.
import { isCreature } from './characteristics';
import { definition, type Ctx } from './context';
import { editObject, editPlayer } from './draft';
import { matchesFilter } from './filters';
import { snapshot } from './characteristics';
import type { Effect, GameObject, ObjectRef, PlayerId, PlayerRef, Snapshot, TriggerContext } from './types';
import { runCombatEffect } from './combat-effects';
import { moveObjects } from './zones';

/** What a resolving spell or ability knows about itself. */
export interface EffectScope {
  controller: PlayerId;
  source: Snapshot;
  /** Chosen targets; null where a target has become illegal (CR 608.2b). */
  targets: (string | null)[];
  context: TriggerContext;
}

function player(ctx: Ctx, ref: PlayerRef, scope: EffectScope): PlayerId | null {
  if (ref === 'you') return scope.controller;
  if (ref === 'activePlayer') return ctx.state.active;
  if (ref === 'eventObjectController') return scope.context.eventObject?.controller ?? null;
  if (ref === 'defendingPlayer') return scope.context.defender ?? null;
  const target = scope.targets[ref.target];
  return target && ctx.state.playerState[target] ? target : null;
}

/**
 * CR 400.7, 603.6: an ability finds an object only as the object it refers to; once that object has
 * changed zones it is a new object, and the ability can't find it.
 */
function object(ctx: Ctx, ref: ObjectRef, scope: EffectScope): GameObject | null {
  const id =
    ref === 'self' ? scope.source.id : ref === 'eventObject' ? scope.context.eventObjectNewId : scope.targets[ref.target];
  return (id && ctx.state.objects[id]) || null;
}

export function gainLife(ctx: Ctx, who: PlayerId, amount: number): void {
  if (!ctx.state.playerState[who] || amount <= 0) return;
  editPlayer(ctx, who).life += amount;
  ctx.log.push({ event: 'lifeGained', player: who, amount });
}

export function loseLife(ctx: Ctx, who: PlayerId, amount: number): void {
  if (!ctx.state.playerState[who] || amount <= 0) return;
  editPlayer(ctx, who).life -= amount;
  ctx.log.push({ event: 'lifeLost', player: who, amount });
}

/** Damage from `source` to a player or a permanent (CR 120). Lifelink gains its controller that much life. */
export function dealDamage(ctx: Ctx, source: Snapshot, to: { player: PlayerId } | { object: GameObject }, amount: number): void {
  if (amount <= 0) return;
  if ('player' in to) {
    if (!ctx.state.playerState[to.player]) return;
    editPlayer(ctx, to.player).life -= amount;
    ctx.log.push({ event: 'damageDealt', source: source.card, sourceLabel: source.label, player: to.player, amount, rule: '120.3a' });
  } else {
    if (to.object.zone !== 'battlefield') return;
    if (isCreature(ctx, to.object)) editObject(ctx, to.object.id).damage += amount;
    ctx.log.push({ event: 'damageDealt', source: source.card, sourceLabel: source.label, card: to.object.card, label: to.object.label, amount, rule: '120.3e' });
  }
  if (definition(ctx, source.card).keywords?.includes('lifelink')) gainLife(ctx, source.controller, amount);
}

export function drawCards(ctx: Ctx, who: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) {
    const zones = ctx.state.zones[who];
    if (!zones) return;
    const top = zones.library[0];
    if (top === undefined) {
      editPlayer(ctx, who).drewFromEmpty = true; // CR 704.5b, checked with the state-based actions
      continue;
    }
    const [moved] = moveObjects(ctx, [{ id: top, to: 'hand' }]);
    if (moved) ctx.log.push({ event: 'drew', player: who, object: moved.after.id, count: 1, rule: '121.1' });
  }
}

export function winGame(ctx: Ctx, who: PlayerId): void {
  for (const p of ctx.state.players) {
    const ps = ctx.state.playerState[p];
    if (p !== who && ps && !ps.lost) {
      editPlayer(ctx, p).lost = true;
      ctx.log.push({ event: 'playerLost', player: p, reason: 'opponentWon', rule: '104.2b' });
    }
  }
  ctx.state.winner = who;
  ctx.log.push({ event: 'gameWon', player: who, rule: '104.2b' });
}

export function runEffects(ctx: Ctx, effects: readonly Effect[], scope: EffectScope): void {
  for (const effect of effects) runEffect(ctx, effect, scope);
}

function runEffect(ctx: Ctx, effect: Effect, scope: EffectScope): void {
  const fail = (): void => {
    ctx.log.push({ event: 'effectFailed', source: scope.source.card, sourceLabel: scope.source.label, reason: effect.do, rule: '603.6' });
  };
  switch (effect.do) {
    case 'gainLife':
    case 'loseLife': {
      const who = player(ctx, effect.player, scope);
      if (who === null) return;
      if (effect.do === 'gainLife') gainLife(ctx, who, effect.amount);
      else loseLife(ctx, who, effect.amount);
      return;
    }
    case 'dealDamage': {
      if (typeof effect.to === 'object' && 'target' in effect.to) {
        // "any target": a player or a permanent, whichever was chosen.
        const chosen = scope.targets[effect.to.target];
        const permanent = chosen ? ctx.state.objects[chosen] : undefined;
        if (permanent) dealDamage(ctx, scope.source, { object: permanent }, effect.amount);
        else if (chosen && ctx.state.playerState[chosen]) dealDamage(ctx, scope.source, { player: chosen }, effect.amount);
        return;
      }
      if (typeof effect.to === 'object' && 'object' in effect.to) {
        const target = object(ctx, effect.to.object, scope);
        if (target) dealDamage(ctx, scope.source, { object: target }, effect.amount);
        else fail();
        return;
      }
      const who = player(ctx, effect.to, scope);
      if (who !== null) dealDamage(ctx, scope.source, { player: who }, effect.amount);
      return;
    }
    case 'destroyAll': {
      const { state } = ctx;
      const doomed = state.battlefield
        .map((id) => state.objects[id] as GameObject)
        .filter((o) => matchesFilter(effect.filter, snapshot(ctx, o), scope.source, scope.controller));
      // All at once: one event with many occurrences (CR 603.2c), seen together by look-back (CR 603.6d).
      for (const o of doomed) ctx.log.push({ event: 'destroyed', card: o.card, label: o.label, object: o.id, rule: '701.8a' });
      moveObjects(ctx, doomed.map((o) => ({ id: o.id, to: 'graveyard' as const })));
      return;
    }
    case 'destroy': {
      const target = object(ctx, effect.object, scope);
      if (!target || target.zone !== 'battlefield') return fail();
      ctx.log.push({ event: 'destroyed', card: target.card, label: target.label, object: target.id, rule: '701.8a' });
      moveObjects(ctx, [{ id: target.id, to: 'graveyard' }]);
      return;
    }
    case 'drawCards': {
      const who = player(ctx, effect.player, scope);
      if (who !== null) drawCards(ctx, who, effect.count);
      return;
    }
    case 'winGame': {
      const who = player(ctx, effect.player, scope);
      if (who !== null) winGame(ctx, who);
      return;
    }
    case 'pump':
    case 'skipNextUntap':
    case 'gainLifeEqualToToughness':
    case 'sacrifice':
    case 'shuffleGraveyardIntoLibrary':
      return runCombatEffect(ctx, effect, scope, fail);
  }
}

export { player as playerRef, object as objectRef };
