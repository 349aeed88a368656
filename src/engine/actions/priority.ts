// Passing priority, resolving the top of the stack, advancing to a step (CR 117, 608, 500).
import type { Ctx } from '../state/context';
import { pileSize, pileTop } from '../state/pile';
import { settle } from '../stack/settle';
import { resolveTop } from '../stack/resolve';
import { passPriority } from '../turn/turn';
import { STEPS } from '../state/basic-types';
import type { Action } from './action-types';
import { activeOrNext } from '../turn/players';
import { type Result, guardNoChoice, reject, PASS_LIMIT } from './guards';

/** Whether a pass is refused; once these checks pass, passing can't fail. */
export function checkPass(ctx: Ctx): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  if (ctx.state.priority === null) return reject('noPriority');
  return null;
}

export function pass(ctx: Ctx): Result {
  const refused = checkPass(ctx);
  if (refused) return refused;
  passPriority(ctx);
  return null;
}

/** Whether resolving the top of the stack is refused; once these checks pass, it can't fail. */
export function checkResolve(ctx: Ctx): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  if (!pileTop(ctx.state.stack)) return reject('stackEmpty');
  return null;
}

/** Players pass until the top object of the stack has resolved, stopping at any pending choice. */
export function resolve(ctx: Ctx): Result {
  const refused = checkResolve(ctx);
  if (refused) return refused;
  const top = pileTop(ctx.state.stack)!;
  const depth = pileSize(ctx.state.stack);
  // The top object has resolved once the stack is lower than it was, or something else is on top.
  const resolved = () => pileSize(ctx.state.stack) < depth || pileTop(ctx.state.stack)?.id !== top.id;
  for (let i = 0; i < PASS_LIMIT; i++) {
    if (ctx.state.pending || ctx.state.winner !== null || resolved()) return null;
    passPriority(ctx);
    settle(ctx);
  }
  return null;
}

/** Passes until the given step begins, stopping if anything is put on the stack or a choice is pending. */
/** Whether advancing to a step is refused; once these checks pass, it can't fail. */
export function checkAdvance(ctx: Ctx, action: Extract<Action, { type: 'advance' }>): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  if (!STEPS.includes(action.to)) return reject('unknownStep', { step: String(action.to) });
  return null;
}

export function advance(ctx: Ctx, action: Extract<Action, { type: 'advance' }>): Result {
  const refused = checkAdvance(ctx, action);
  if (refused) return refused;
  for (let i = 0; i < PASS_LIMIT; i++) {
    passPriority(ctx);
    settle(ctx);
    // A step skipped on the way (CR 508.8) stops the advance at the step that begins instead.
    if (ctx.stepsBegun.includes(action.to) || ctx.stepsSkipped?.includes(action.to) || ctx.pushed > 0) return null;
    if (ctx.state.pending || ctx.state.winner !== null) return null;
  }
  return null;
}

/** A choice made during resolution is answered: the top object goes on resolving (CR 608.2). */
export function resumeResolution(ctx: Ctx): Result {
  ctx.state.pending = null;
  resolveTop(ctx);
  if (!ctx.state.pending) {
    ctx.state.priority = activeOrNext(ctx); // CR 117.3b, 800.4j
    ctx.state.passes = 0;
  }
  return null;
}
