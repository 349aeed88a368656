// Conditions of intervening "if" clauses (CR 603.4).
import type { Ctx } from './context';
import type { Condition, PlayerId, TriggerContext } from './types';

export function conditionHolds(ctx: Ctx, condition: Condition, you: PlayerId, context: TriggerContext): boolean {
  if ('life' in condition) return (ctx.state.playerState[you]?.life ?? 0) >= condition.atLeast;
  if ('notDeclaredAsAttacker' in condition) return context.cause !== 'attack';
  if ('eventObjectHadNo' in condition) return !context.eventObject?.counters[condition.eventObjectHadNo];
  return false;
}
