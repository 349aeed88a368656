// The working context of one `apply`: a private draft of the state that the rules mutate,
// the log entries it produces and the card pool. Nothing here escapes `apply` but the new state.
import type { CardDefinition, CardPool, GameState, LogEntry, Step } from './types';

export interface Ctx {
  readonly cards: CardPool;
  readonly state: GameState;
  readonly log: LogEntry[];
  /** How many objects were put on the stack during this action (`advance` stops on any). */
  pushed: number;
  /** Steps that began during this action, in order. */
  readonly stepsBegun: Step[];
}

export function createCtx(cards: CardPool, state: GameState): Ctx {
  return { cards, state, log: [], pushed: 0, stepsBegun: [] };
}

export function definition(ctx: Ctx, card: string): CardDefinition {
  const def = ctx.cards[card];
  if (!def) throw new Error(`unknown card ${card}`);
  return def;
}

export function newId(ctx: Ctx): string {
  ctx.state.nextId += 1;
  return `#${ctx.state.nextId}`;
}
