// The settle loop (CR 117.5, 704.3, 603.3b): what happens each time a player would receive priority.
import { pruneCombat } from '../combat/combat';
import type { Ctx } from '../state/context';
import { putTriggersOnStack } from './stack';
import { performStateBasedActions } from '../turn/state-based-actions';
import { checkStateTriggers } from '../triggers/state-triggers';

/** A runaway chain of mandatory events ends here, in a defined state (CR 104.4b). */
export const SETTLE_LIMIT = 10_000;

/**
 * Performs state-based actions until none apply, then puts waiting triggers on the stack in APNAP order;
 * repeats until nothing new happens. Stops early when a player must make a choice or the game is over.
 */
export function settle(ctx: Ctx): void {
  const { state } = ctx;
  for (let round = 0; round < SETTLE_LIMIT; round++) {
    if (state.winner !== null) {
      state.priority = null;
      return;
    }
    if (state.pending) return;
    if (state.combat) pruneCombat(ctx); // CR 506.4
    if (performStateBasedActions(ctx)) continue;
    checkStateTriggers(ctx);
    if (state.pendingTriggers.length === 0) return;
    if (!putTriggersOnStack(ctx)) return;
  }
  state.winner = 'draw';
  state.priority = null;
  ctx.log.push({ event: 'gameDrawn', reason: 'loop', rule: '104.4b' });
}
