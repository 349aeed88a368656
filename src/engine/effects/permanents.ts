// Sacrificing or returning permanents: all of them at once, or the ones their controller chooses.
import type { Ctx } from '../state/context';
import type { EffectScope } from './scope';
import type { ObjectId, PlayerId } from '../state/basic-types';
import type { GameObject } from '../state/object-types';
import type { PendingChoice } from '../state/choice-types';
import type { Rejection } from '../actions/action-types';
import { moveObjects, resolveRef } from '../events/zones';
import { activeOrNext } from '../turn/players';
import { playerRef } from './scope';
import { snapshot } from '../characteristics/characteristics';
import { matchesFilter } from '../characteristics/filters';
import type { Effect } from './effect-types';

type PermanentsEffect = Extract<Effect, { do: 'sacrificePermanents' | 'returnPermanents' }>;

/** The permanents go to their owners' hands, all at once (one event, CR 603.2c). */
export function returnToHands(ctx: Ctx, who: PlayerId, ids: readonly ObjectId[]): void {
  const objs = ids.map((id) => ctx.state.objects[id]).filter((o): o is GameObject => o?.zone === 'battlefield' && o.controller === who);
  moveObjects(ctx, objs.map((o) => ({ id: o.id, to: 'hand' as const })));
}

/** What a `sacrificePermanents` or `returnPermanents` effect offers: who chooses, among which permanents, how many. */
export interface PermanentsToChoose {
  kind: 'sacrifice' | 'return';
  who: PlayerId;
  options: ObjectId[];
  count: number;
}

/** The permanents such an effect may take now: those `player` controls (of the filter's kind), or null for no player. */
export function permanentsToChoose(ctx: Ctx, effect: PermanentsEffect, scope: EffectScope): PermanentsToChoose | null {
  const who = playerRef(ctx, effect.player, scope);
  if (who === null) return null;
  const { state } = ctx;
  const filter = effect.do === 'returnPermanents' ? effect.filter : undefined;
  const options = state.battlefield.filter((id) => {
    const obj = state.objects[id]!;
    return obj.controller === who && (!filter || matchesFilter(filter, snapshot(ctx, obj), scope.source, who));
  });
  return { kind: effect.do === 'returnPermanents' ? 'return' : 'sacrifice', who, options, count: effect.count };
}

/**
 * "[player] sacrifices / returns N permanents": the ones already chosen as the ability resolved (`scope.permanents`,
 * see `askPermanents`); else, with N or fewer to choose from, all of them at once; otherwise that player chooses
 * now (a `sacrifice` or `return` choice, answered by `choosePermanents`).
 */
export function permanentsOrChoice(ctx: Ctx, effect: PermanentsEffect, scope: EffectScope): void {
  const asked = permanentsToChoose(ctx, effect, scope);
  if (!asked) return;
  const { kind, who, count } = asked;
  const options = scope.permanents ? scope.permanents.filter((id) => asked.options.includes(id)) : asked.options;
  if (!scope.permanents && options.length > count) {
    ctx.state.pending = choiceOf(asked, scope);
    return;
  }
  if (kind === 'sacrifice') sacrifice(ctx, who, options);
  else returnToHands(ctx, who, options);
}

/**
 * CR 608.2: an ability whose one effect makes a player choose permanents to sacrifice or return asks it while the
 * ability is still on the stack, resolving (the answer is kept on it, `permanents`). The pending choice, or null
 * when there is nothing to choose.
 */
export function askPermanents(ctx: Ctx, effect: PermanentsEffect, scope: EffectScope, item: ObjectId): PendingChoice | null {
  const asked = permanentsToChoose(ctx, effect, scope);
  return asked && asked.options.length > asked.count ? choiceOf(asked, scope, item) : null;
}

/** The `sacrifice` or `return` choice of these permanents, for the ability of `scope.source` (on the stack as `item`). */
function choiceOf(asked: PermanentsToChoose, scope: EffectScope, item?: ObjectId): PendingChoice {
  const { kind, who: player, count, options } = asked;
  return { kind, player, count, options, source: scope.source.card, label: scope.source.label, ...(item ? { item } : {}) };
}

/** The answer to a `sacrifice` or `return` choice, checked: exactly `count` of the offered permanents, by label or id. */
export function chosenPermanents(ctx: Ctx, pending: Extract<PendingChoice, { kind: 'sacrifice' | 'return' }>, answer: unknown): ObjectId[] | Rejection {
  const refs = Array.isArray(answer) ? answer : [];
  const ids = refs.map((ref) => (typeof ref === 'string' ? resolveRef(ctx.state, ref, ['battlefield'])?.id : undefined));
  const valid = ids.every((id) => id !== undefined && pending.options.includes(id));
  if (!Array.isArray(answer) || !valid || new Set(ids).size !== pending.count || ids.length !== pending.count)
    return { ok: false, error: pending.kind === 'sacrifice' ? 'errors.badSacrifice' : 'errors.badReturn', params: { count: pending.count } };
  return ids as ObjectId[];
}

/**
 * Answers a `sacrifice` (CR 701.21a) or `return` choice: exactly `count` of the offered permanents, by label
 * or id, which are then sacrificed or returned to their owners' hands, all at once.
 */
export function choosePermanents(ctx: Ctx, pending: Extract<PendingChoice, { kind: 'sacrifice' | 'return' }>, answer: unknown): Rejection | null {
  const { state } = ctx;
  const ids = chosenPermanents(ctx, pending, answer);
  if (!Array.isArray(ids)) return ids;
  state.pending = null;
  if (pending.kind === 'sacrifice') sacrifice(ctx, pending.player, ids);
  else returnToHands(ctx, pending.player, ids);
  state.priority = activeOrNext(ctx); // CR 117.3b, 800.4j
  state.passes = 0;
  return null;
}

/** CR 701.21a: the player moves these permanents they control to their owners' graveyards, all at once. */
export function sacrifice(ctx: Ctx, who: PlayerId, ids: readonly ObjectId[]): void {
  const objs = ids.map((id) => ctx.state.objects[id]).filter((o): o is GameObject => o?.zone === 'battlefield' && o.controller === who);
  for (const o of objs) ctx.log.push({ event: 'sacrificed', card: o.card, label: o.label, object: o.id, player: who, rule: '701.21a' });
  moveObjects(ctx, objs.map((o) => ({ id: o.id, to: 'graveyard' as const })));
}
