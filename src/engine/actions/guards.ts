// What every action handler shares: rejections, guards (priority, no pending choice), finding cards and targets.
import { snapshot } from '../characteristics/characteristics';
import type { Ctx } from '../state/context';
import { pushOnStack as pushStack } from '../state/draft';
import { pileSize } from '../state/pile';
import { illegalTargetParams, isLegalTarget, targetNamed } from '../stack/targets';
import type { PlayerId, Zone } from '../state/basic-types';
import type { CardRef, Rejection } from './action-types';
import type { GameObject } from '../state/object-types';
import type { StackItem } from '../stack/stack-types';
import type { TargetSpec } from '../effects/reference-types';
import { ELSEWHERE, notFoundParams, resolvePhasedOut, resolveRef } from '../events/zones';

export type Result = Rejection | null;

export const reject = (error: string, params?: Record<string, string | number>): Rejection => ({
  ok: false,
  error: `errors.${error}`,
  ...(params ? { params } : {}),
});

/** A limit on the passes one `resolve` or `advance` may make, so no action runs unbounded. */
export const PASS_LIMIT = 2_000;

export function isPlayer(ctx: Ctx, id: unknown): id is PlayerId {
  return typeof id === 'string' && Object.hasOwn(ctx.state.playerState, id);
}

export function findCard(ctx: Ctx, ref: CardRef, zones?: readonly Zone[]): GameObject | Rejection {
  if (typeof ref !== 'string') return reject('badCardRef', { ref: String(ref) });
  return resolveRef(ctx.state, ref, zones) ?? reject('cardNotFound', notFoundParams(ctx.state, ref, zones));
}

export function findCards(ctx: Ctx, refs: readonly CardRef[], zones?: readonly Zone[]): GameObject[] | Rejection {
  if (!Array.isArray(refs) || refs.length === 0) return reject('noCards');
  const found: GameObject[] = [];
  for (const ref of refs) {
    const obj = findCard(ctx, ref, zones);
    if ('ok' in obj) return obj;
    if (!found.includes(obj)) found.push(obj);
  }
  return found;
}

export function guardPriority(ctx: Ctx, player: PlayerId): Result {
  if (!isPlayer(ctx, player)) return reject('unknownPlayer', { player: String(player) });
  // CR 800.4a: a player who has left the game takes no more actions (said so rather than "no priority").
  if (ctx.state.playerState[player]!.lost) return reject('alreadyLost', { player, reason: 'acting' });
  if (ctx.state.pending) return reject('choicePending', { player: ctx.state.pending.player });
  // CR 117.3: who has it says who must pass first.
  if (ctx.state.priority !== player) return reject('notYourPriority', ctx.state.priority ? { player, reason: 'held', holder: ctx.state.priority } : { player });
  return null;
}

export function guardNoChoice(ctx: Ctx): Result {
  if (ctx.state.pending) return reject('choicePending', { player: ctx.state.pending.player });
  return null;
}


/**
 * Turns references into targets: player ids stay, card references become object ids on the battlefield or the stack.
 * A card found elsewhere is refused as an illegal target, saying where it is (CR 115.2: only permanents are targets,
 * unless the spell or ability says otherwise, as for players and spells); the spell being cast, named as its own
 * target, is refused as such (115.5: a spell is never a target for itself).
 */
function toTargets(ctx: Ctx, refs: readonly string[] | undefined, source: GameObject, spell: boolean): string[] | Rejection {
  const out: string[] = [];
  for (const ref of refs ?? []) {
    // A spell on the stack can be a target too (Counterspell, CR 115.1a), a copy by its stack id.
    const id = typeof ref === 'string' ? targetNamed(ctx, ref) : undefined;
    if (id !== undefined) out.push(id);
    else {
      // Nothing a target can be: findCard's refusal, unless it is a card in another zone (refused saying where).
      const missing = findCard(ctx, ref, ['battlefield', 'stack']);
      if ('ok' in missing) return outsideTarget(ctx, ref, source, spell) ?? missing;
      out.push(missing.id);
    }
  }
  return out;
}

/** The refusal of a target that names a card outside the battlefield and the stack; null when it names none. */
function outsideTarget(ctx: Ctx, ref: string, source: GameObject, spell: boolean): Rejection | null {
  // A phased-out permanent is refused as absent, as everywhere (CR 702.26b).
  if (typeof ref !== 'string' || resolvePhasedOut(ctx.state, ref)) return null;
  const elsewhere = resolveRef(ctx.state, ref);
  if (!elsewhere || elsewhere.zone === 'battlefield' || elsewhere.zone === 'stack') return null;
  if (spell && elsewhere.id === source.id) return reject('illegalTarget', { target: ref, reason: 'itself' });
  return reject('illegalTarget', { target: ref, reason: ELSEWHERE[elsewhere.zone], player: elsewhere.owner });
}

/** CR 601.2c, 602.2b: one legal target for each target the spell or ability asks for. */
export function chooseTargets(
  ctx: Ctx,
  refs: readonly string[] | undefined,
  specs: readonly TargetSpec[],
  source: GameObject,
  player: PlayerId,
  spell = false,
): string[] | Rejection {
  const targets = toTargets(ctx, refs, source, spell);
  if ('ok' in targets) return targets;
  if (targets.length !== specs.length) return reject('wrongTargetCount', { card: source.card, count: specs.length });
  const snap = snapshot(ctx, source);
  for (const [i, t] of targets.entries())
    // Named as the player named it (a label, not the object id it stands for), with the reason when there is a short one.
    if (!isLegalTarget(ctx, specs[i]!, t, snap, player)) return reject('illegalTarget', illegalTargetParams(ctx, specs[i], refs?.[i] ?? t, t, snap, player));
  return targets;
}

/** Puts a spell or an activated ability on the stack; its controller receives priority (CR 117.3c). */
export function pushOnStack(ctx: Ctx, item: StackItem): void {
  pushStack(ctx, item);
  ctx.pushed += 1;
  ctx.state.priority = item.controller;
  ctx.state.passes = 0;
}

/** CR 307.1: sorcery-speed timing: the active player's main phase, with an empty stack. */
export function sorceryTiming(ctx: Ctx, player: PlayerId): boolean {
  const { state } = ctx;
  return state.active === player && (state.step === 'main1' || state.step === 'main2') && pileSize(state.stack) === 0;
}
