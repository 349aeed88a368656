// Would `apply` accept this action? `legalActions` asks it of every candidate. A cast or an activation is
// refused only by checks made before anything moves (`checkCast`, `checkActivate`) and can't fail once they
// pass, so for them the checks are the answer: casting each choice of targets for real, with the triggers it
// sets off, was most of the time a board with many possible targets took. The same holds for passing, resolving
// and advancing, whose checks come first too (carrying out a pass resolved the whole stack). Any other action is
// carried out.
import type { Ctx } from '../state/context';
import type { Action } from './action-types';
import { handle } from './actions';
import { checkActivate, checkCast } from './casting';
import { checkAdvance, checkPass, checkResolve } from './priority';

export function accepts(ctx: Ctx, action: Action): boolean {
  if (ctx.state.winner !== null) return false;
  if (action.type === 'cast') {
    const plan = checkCast(ctx, action);
    if ('ok' in plan) return false;
    return 'land' in plan ? handle(ctx, { type: 'play', player: action.player, card: plan.land }) === null : true;
  }
  if (action.type === 'activate') return !('ok' in checkActivate(ctx, action));
  // Passing, resolving and advancing can't fail once their checks pass: no need to play the whole resolution.
  if (action.type === 'pass') return checkPass(ctx) === null;
  if (action.type === 'resolve') return checkResolve(ctx) === null;
  if (action.type === 'advance') return checkAdvance(ctx, action) === null;
  return handle(ctx, action) === null;
}
