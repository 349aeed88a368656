// Conditions of intervening "if" clauses (CR 603.4).
import type { Ctx } from './context';
import type { Condition, PlayerId } from './types';

export function conditionHolds(ctx: Ctx, condition: Condition, you: PlayerId): boolean {
  if ('life' in condition) return (ctx.state.playerState[you]?.life ?? 0) >= condition.atLeast;
  return false;
}
