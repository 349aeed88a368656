// Effect primitives of the course's cards: tokens (Stormfront Riders), "return N creatures you control"
// (its choice is a pending `return`), milling (Ertai's Familiar), and the cards a permanent exiles and
// later moves again, "exiled with" it (Duplicity: linked abilities, CR 607.2a).
import { snapshot } from '../characteristics/characteristics';
import { definition, type Ctx } from '../state/context';
import { editObject, editObjects, editZoneList } from '../state/draft';
import { sacrifice } from './combat-effects';
import { addDurationEffect } from './duration-effects';
import { objectRef, playerRef, type EffectScope } from './effects';
import type { GameEvent } from '../events/events';
import { matchesFilter } from '../characteristics/filters';
import { detectTriggers } from '../triggers/triggers';
import type { CardId, ObjectId, PlayerId } from '../state/basic-types';
import type { Effect } from './effect-types';
import type { GameObject, Snapshot } from '../state/object-types';
import type { PendingChoice } from '../state/choice-types';
import type { Rejection } from '../actions/action-types';
import { createObject, moveObjects, resolveRef } from '../events/zones';
import { activeOrNext } from '../turn/leaving';

export type CardEffect = Extract<Effect, { do: 'returnPermanents' | 'createToken' | 'mill' | 'exileLinked' | 'moveLinked' | 'preventPhasingOut' | 'becomeCreature' }>;

export function runCardEffect(ctx: Ctx, effect: CardEffect, scope: EffectScope): void {
  switch (effect.do) {
    case 'createToken':
      createTokens(ctx, effect.token, scope.controller, effect.count ?? 1, scope.source);
      return;
    case 'preventPhasingOut': {
      const obj = objectRef(ctx, effect.object, scope);
      if (!obj || obj.zone !== 'battlefield') return;
      addDurationEffect(ctx, { kind: 'noPhasing', object: obj.id, player: scope.controller });
      ctx.log.push({ event: 'phasingPrevented', card: obj.card, label: obj.label, object: obj.id, player: scope.controller, rule: '702.26a' });
      return;
    }
    case 'becomeCreature': {
      const obj = objectRef(ctx, effect.object, scope);
      if (!obj || obj.zone !== 'battlefield') return;
      addDurationEffect(ctx, { kind: 'animate', object: obj.id, subtypes: effect.subtypes, ptFromCounters: effect.ptFromCounters });
      ctx.log.push({ event: 'becameCreature', card: obj.card, label: obj.label, object: obj.id, counter: effect.ptFromCounters, rule: '611.2a' });
      return;
    }
    case 'mill': {
      const who = playerRef(ctx, effect.player, scope);
      if (who !== null) mill(ctx, who, effect.count);
      return;
    }
    case 'returnPermanents': {
      const who = playerRef(ctx, effect.player, scope);
      if (who === null) return;
      const { state } = ctx;
      const theirs = state.battlefield.filter((id) => {
        const obj = state.objects[id]!;
        return obj.controller === who && matchesFilter(effect.filter, snapshot(ctx, obj), scope.source, who);
      });
      return permanentsOrChoice(ctx, 'return', who, theirs, effect.count, scope);
    }
    case 'exileLinked': {
      const zones = ctx.state.zones[scope.controller];
      if (!zones) return;
      const ids = effect.from === 'hand' ? [...zones.hand] : zones.library.slice(0, effect.count ?? 1);
      const moved = moveObjects(ctx, ids.map((id) => ({ id, to: 'exile' as const })));
      // CR 607.2a: the cards remember which object exiled them, so its linked ability can find them.
      for (const { after } of moved) {
        const obj = editObject(ctx, after.id);
        obj.exiledWith = scope.source.id;
        if (effect.faceDown) obj.faceDown = true;
        scope.remembered.push(after.id);
      }
      ctx.log.push({ event: 'exiledLinked', source: scope.source.card, sourceLabel: scope.source.label, player: scope.controller, count: moved.length, ...(effect.faceDown ? { reason: 'faceDown' } : {}), rule: '607.2a' });
      return;
    }
    case 'moveLinked': {
      const { state } = ctx;
      const just = new Set(effect.exceptRemembered ? scope.remembered : []);
      const linked = state.players
        .flatMap((p) => state.zones[p]?.exile ?? [])
        .map((id) => state.objects[id]!)
        .filter((o) => o.exiledWith === scope.source.id && !just.has(o.id) && (effect.ownedBy !== 'you' || o.owner === scope.controller));
      moveObjects(ctx, linked.map((o) => ({ id: o.id, to: effect.to })));
      return;
    }
  }
}

/** CR 111.1: tokens are created on the battlefield; entering it, they trigger what sees them enter (603.6a). */
export function createTokens(ctx: Ctx, token: CardId, controller: PlayerId, count: number, source: Snapshot): void {
  if (!definition(ctx, token).token || count <= 0) return;
  const events: GameEvent[] = [];
  const before = ctx.state.battlefield.map((id) => snapshot(ctx, ctx.state.objects[id]!));
  for (let i = 0; i < count; i++) {
    const physical = `k${ctx.state.nextId + 1}`;
    const obj = createObject(ctx, { physical, card: token, label: null, owner: controller, controller, zone: 'battlefield', token: true, controlledSince: ctx.state.turn });
    editZoneList(ctx, 'battlefield', controller)!.push(obj.id);
    const snap = snapshot(ctx, obj);
    events.push({ type: 'zoneChanged', object: snap, after: snap, from: null, to: 'battlefield' });
    ctx.log.push({ event: 'tokenCreated', card: token, object: obj.id, player: controller, source: source.card, sourceLabel: source.label, rule: '111.1' });
  }
  detectTriggers(ctx, events, before);
}

/** CR 701.17a: the top N cards of a player's library go to their graveyard, all at once. */
export function mill(ctx: Ctx, who: PlayerId, count: number): void {
  const top = (ctx.state.zones[who]?.library ?? []).slice(0, count);
  const moved = moveObjects(ctx, top.map((id) => ({ id, to: 'graveyard' as const })));
  ctx.log.push({ event: 'milled', player: who, count: moved.length, rule: '701.17a' });
}

/** The permanents go to their owners' hands, all at once (one event, CR 603.2c). */
export function returnToHands(ctx: Ctx, who: PlayerId, ids: readonly ObjectId[]): void {
  const objs = ids.map((id) => ctx.state.objects[id]).filter((o): o is GameObject => o?.zone === 'battlefield' && o.controller === who);
  moveObjects(ctx, objs.map((o) => ({ id: o.id, to: 'hand' as const })));
}

/**
 * "[player] sacrifices / returns N permanents": with N or fewer to choose from, all of them go at once;
 * otherwise that player chooses (a `sacrifice` or `return` choice, answered by `choosePermanents`).
 */
export function permanentsOrChoice(
  ctx: Ctx,
  kind: 'sacrifice' | 'return',
  who: PlayerId,
  options: ObjectId[],
  count: number,
  scope: EffectScope,
): void {
  if (options.length > count) {
    ctx.state.pending = { kind, player: who, count, options, source: scope.source.card, label: scope.source.label };
    return;
  }
  if (kind === 'sacrifice') sacrifice(ctx, who, options);
  else returnToHands(ctx, who, options);
}

/**
 * Answers a `sacrifice` (CR 701.21a) or `return` choice: exactly `count` of the offered permanents, by label
 * or id, which are then sacrificed or returned to their owners' hands, all at once.
 */
export function choosePermanents(ctx: Ctx, pending: Extract<PendingChoice, { kind: 'sacrifice' | 'return' }>, answer: unknown): Rejection | null {
  const { state } = ctx;
  const refs = Array.isArray(answer) ? answer : [];
  const ids = refs.map((ref) => (typeof ref === 'string' ? resolveRef(state, ref, ['battlefield'])?.id : undefined));
  const valid = ids.every((id) => id !== undefined && pending.options.includes(id));
  if (!Array.isArray(answer) || !valid || new Set(ids).size !== pending.count || ids.length !== pending.count)
    return { ok: false, error: pending.kind === 'sacrifice' ? 'errors.badSacrifice' : 'errors.badReturn', params: { count: pending.count } };
  state.pending = null;
  if (pending.kind === 'sacrifice') sacrifice(ctx, pending.player, ids as ObjectId[]);
  else returnToHands(ctx, pending.player, ids as ObjectId[]);
  state.priority = activeOrNext(ctx); // CR 117.3b, 800.4j
  state.passes = 0;
  return null;
}

/** CR 704.5d: a token that has left the battlefield ceases to exist. True if any did. */
export function tokensCease(ctx: Ctx): boolean {
  const { state } = ctx;
  if (!state.tokensAway?.length) return false;
  const gone = state.tokensAway.map((id) => state.objects[id]).filter((o): o is GameObject => o !== undefined && o.zone !== 'battlefield');
  state.tokensAway = [];
  for (const obj of gone) {
    const list = editZoneList(ctx, obj.zone, obj.owner);
    if (list) list.splice(list.indexOf(obj.id), 1);
    ctx.log.push({ event: 'tokenCeased', card: obj.card, object: obj.id, player: obj.owner, reason: obj.zone, rule: '704.5d' });
  }
  if (gone.length > 0) {
    const objects = editObjects(ctx);
    for (const obj of gone) delete objects[obj.id];
  }
  return gone.length > 0;
}
