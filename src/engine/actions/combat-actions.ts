// The `attack` and `block` actions: players pass priority (resolving what is on the stack) until the
// declare attackers or declare blockers step begins, and the declaration the action carries is made as
// that step begins (combat/declare.ts). A choice that comes up on the way, a game that ends on the way, or an
// illegal declaration refuses the whole action: the state is left as it was.
import { checkAttackers } from '../combat/declare';
import type { CombatPlan, Ctx } from '../state/context';
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
    if (ctx.stepsBegun.includes(step)) return null;
    if (ctx.state.winner === null) settle(ctx);
    // The game ended on the way (a draw from an empty library, an effect that wins it…): nothing can be declared.
    if (ctx.state.winner !== null) return gameEnded(ctx);
    if (ctx.state.pending) return reject('combatInterrupted', { step: ctx.state.step });
    if (ctx.state.priority === null) return reject('noPriority');
  }
  return reject('combatInterrupted', { step: ctx.state.step });
}

/**
 * `errors.gameOver` for a game that ended while `attack` or `block` passed towards its step, saying how: the loss
 * the log names last (CR 704.5a, 704.5b, 104.2b), or a draw (104.4a, 104.4b).
 */
function gameEnded(ctx: Ctx): Rejection {
  const { winner, step } = ctx.state;
  if (winner === null || winner === 'draw') return reject('gameOver', { reason: 'drawnOnTheWay', step });
  const lost = ctx.log.findLast((e) => e.event === 'playerLost');
  const how = lost?.reason ?? '';
  const player = lost?.player ?? '';
  const reason = how === 'emptyLibrary' ? 'emptyLibraryOnTheWay' : how === 'noLife' ? 'noLifeOnTheWay' : how === 'opponentWon' ? 'wonOnTheWay' : 'endedOnTheWay';
  return reject('gameOver', { reason, step, winner, ...(player ? { player } : {}) });
}

/**
 * CR 508.1: attackers are declared once per combat, as the declare attackers step begins, so `attack` starts from a
 * step before this turn's combat in which a player has priority. Why it can't start now: combat has begun or is
 * over this turn, or nobody has priority (the untap step).
 */
function notBeforeCombat(step: Step): Rejection {
  const at = STEPS.indexOf(step);
  const reason = at >= STEPS.indexOf('main2') ? 'afterCombat' : at >= STEPS.indexOf('declareAttackers') ? 'inCombat' : 'noPriority';
  return reject('notBeforeCombat', { step, reason });
}

type Attack = Extract<Action, { type: 'attack' }>;
type Block = Extract<Action, { type: 'block' }>;

/** What refuses an attack before anything moves (the same declaration is checked again as the step begins). */
function attackChecks(ctx: Ctx, action: Attack): Rejection | null {
  const { state } = ctx;
  if (state.pending) return reject('choicePending', { player: state.pending.player });
  if (!Array.isArray(action.attackers)) return reject('badAttackers');
  if (state.priority === null || STEPS.indexOf(state.step) >= STEPS.indexOf('declareAttackers')) return notBeforeCombat(state.step);
  // Checked now for a clear refusal, and again as the step begins.
  const checked = checkAttackers(ctx, action.attackers);
  return 'ok' in checked ? checked : null;
}

/** What refuses a block before anything moves; the blockers themselves are checked as the step begins. */
function blockChecks(ctx: Ctx, action: Block): Rejection | null {
  const { state } = ctx;
  if (state.pending) return reject('choicePending', { player: state.pending.player });
  if (!Array.isArray(action.blockers)) return reject('badBlockers');
  if (state.combat === null || STEPS.indexOf(state.step) < STEPS.indexOf('declareAttackers')) return reject('noAttackers');
  if (state.step !== 'declareAttackers') return reject('blockersAlreadyDeclared');
  if (state.priority === null) return reject('noPriority');
  return null;
}

export function attack(ctx: Ctx, action: Attack): Rejection | null {
  const refused = attackChecks(ctx, action);
  if (refused) return refused;
  ctx.combatPlan = { attackers: action.attackers };
  return passUntil(ctx, 'declareAttackers');
}

export function block(ctx: Ctx, action: Block): Rejection | null {
  const refused = blockChecks(ctx, action);
  if (refused) return refused;
  ctx.combatPlan = { blockers: action.blockers };
  return passUntil(ctx, 'declareBlockers');
}

/**
 * Which of these attacks, or of these blocks, `attack` or `block` would accept, all judged on one run. Until the
 * step begins, the passes and what they resolve don't depend on the declaration, which is only read as the step
 * begins (CR 508.1, 509.1): one run reaches that moment and checks every candidate there, instead of resolving
 * the stack again for each one (`legalActions` asks about a few on every state of a main phase).
 */
export function judgeDeclarations(ctx: Ctx, actions: readonly (Attack | Block)[]): boolean[] {
  const first = actions[0];
  if (!first || actions.some((a) => a.type !== first.type)) throw new Error('judgeDeclarations: attacks or blocks, not both');
  const verdicts = actions.map((a) => (a.type === 'attack' ? attackChecks(ctx, a) : blockChecks(ctx, a)) === null);
  const open = actions.filter((_, i) => verdicts[i]);
  if (open.length === 0) return verdicts;
  const plan: CombatPlan = { judge: open.map((a) => (a.type === 'attack' ? { attackers: a.attackers } : { blockers: a.blockers })) };
  ctx.combatPlan = plan;
  const refused = passUntil(ctx, first.type === 'attack' ? 'declareAttackers' : 'declareBlockers');
  let k = 0;
  // A game that ends on the way refuses every declaration, as `passUntil` does; the step never began.
  return verdicts.map((passed) => passed && refused === null && (plan.verdicts?.[k++] ?? true));
}
