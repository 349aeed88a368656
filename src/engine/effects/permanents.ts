// Sacrificing or returning permanents: all of them at once, or the ones their controller chooses.
import type { Ctx } from '../state/context';
import type { EffectScope } from './scope';
import type { ObjectId, PlayerId } from '../state/basic-types';
import type { GameObject } from '../state/object-types';
import type { PendingChoice } from '../state/choice-types';
import type { Rejection } from '../actions/action-types';
import { moveObjects, resolveRef } from '../events/zones';
import { activeOrNext } from '../turn/players';

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

/** CR 701.21a: the player moves these permanents they control to their owners' graveyards, all at once. */
export function sacrifice(ctx: Ctx, who: PlayerId, ids: readonly ObjectId[]): void {
  const objs = ids.map((id) => ctx.state.objects[id]).filter((o): o is GameObject => o?.zone === 'battlefield' && o.controller === who);
  for (const o of objs) ctx.log.push({ event: 'sacrificed', card: o.card, label: o.label, object: o.id, player: who, rule: '701.21a' });
  moveObjects(ctx, objs.map((o) => ({ id: o.id, to: 'graveyard' as const })));
}
