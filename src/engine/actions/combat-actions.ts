// The `attack` and `block` actions: players pass priority (resolving what is on the stack) until the
// declare attackers or declare blockers step begins, and the declaration the action carries is made as
// that step begins (combat/declare.ts). A choice that comes up on the way, or an illegal declaration, refuses
// the whole action: the state is left as it was.
import { checkAttackers } from '../combat/declare';
import type { Ctx } from '../state/context';
import { settle } from '../stack/settle';
import { passPriority } from '../turn/turn';
import { STEPS, type Step } from '../state/basic-types';
import type { Action, Rejection } from './action-types';

/** A limit on the passes one action may make, so no action runs unbounded. */
const PASS_LIMIT = 2_000;

const reject = (error: string, params?: Record<string, string | number>): Rejection => ({
  ok: false,
  error: `errors.${error}`,
  ...(params ? { params } : {}),
});

function passUntil(ctx: Ctx, step: Step): Rejection | null {
  for (let i = 0; i < PASS_LIMIT; i++) {
    passPriority(ctx);
    const error = ctx.combatPlan?.error;
    if (error) return error;
    if (ctx.stepsBegun.includes(step) || ctx.state.winner !== null) return null;
    settle(ctx);
    if (ctx.state.pending) return reject('combatInterrupted', { step: ctx.state.step });
    if (ctx.state.priority === null) return reject('noPriority');
  }
  return reject('combatInterrupted', { step: ctx.state.step });
}

export function attack(ctx: Ctx, action: Extract<Action, { type: 'attack' }>): Rejection | null {
  const { state } = ctx;
  if (state.pending) return reject('choicePending', { player: state.pending.player });
  if (!Array.isArray(action.attackers)) return reject('badAttackers');
  if (state.priority === null || STEPS.indexOf(state.step) >= STEPS.indexOf('declareAttackers'))
    return reject('notBeforeCombat', { step: state.step });
  // Checked now for a clear refusal, and again as the step begins.
  const checked = checkAttackers(ctx, action.attackers);
  if ('ok' in checked) return checked;
  ctx.combatPlan = { attackers: action.attackers };
  return passUntil(ctx, 'declareAttackers');
}

export function block(ctx: Ctx, action: Extract<Action, { type: 'block' }>): Rejection | null {
  const { state } = ctx;
  if (state.pending) return reject('choicePending', { player: state.pending.player });
  if (!Array.isArray(action.blockers)) return reject('badBlockers');
  if (state.combat === null || STEPS.indexOf(state.step) < STEPS.indexOf('declareAttackers')) return reject('noAttackers');
  if (state.step !== 'declareAttackers') return reject('blockersAlreadyDeclared');
  if (state.priority === null) return reject('noPriority');
  ctx.combatPlan = { blockers: action.blockers };
  return passUntil(ctx, 'declareBlockers');
}
