// The engine: `(state, action) → state` plus the log entries it produced.
import { handle } from './actions';
import { createCtx } from './context';
import { legalActions } from './legal';
import { settle } from './settle';
import { createGame } from './setup';
import { legalTargets } from './targets';
import type { Action, ApplyResult, CardPool, GameState, LogEntry, ObjectId, Rejection, Setup, TargetSpec } from './types';
import { view } from './view';
import type { GameView } from './view-types';
import { snapshot } from './characteristics';

export interface Engine {
  readonly cards: CardPool;
  start(setup: Setup): { ok: true; state: GameState; log: LogEntry[] } | Rejection;
  /** Applies one action to a state, which is left untouched; returns the new state and its log, or a rejection. */
  apply(state: GameState, action: Action): ApplyResult;
  legalActions(state: GameState): Action[];
  view(state: GameState): GameView;
  /** Every combination of legal targets for a card's spell, at most 20. */
  targetChoices(state: GameState, card: ObjectId, specs: readonly TargetSpec[]): string[][];
}

const COMBINATION_LIMIT = 20;

export function createEngine(cards: CardPool): Engine {
  const engine: Engine = {
    cards,
    start: (setup) => createGame(cards, setup),
    apply(state, action) {
      if (!action || typeof action !== 'object' || typeof action.type !== 'string')
        return { ok: false, error: 'errors.unknownAction', params: { type: String((action as { type?: unknown })?.type) } };
      const ctx = createCtx(cards, structuredClone(state));
      const rejected = handle(ctx, action);
      if (rejected) return rejected;
      settle(ctx);
      return { ok: true, state: ctx.state, log: ctx.log };
    },
    legalActions: (state) => legalActions(engine, state),
    view: (state) => view(createCtx(cards, state)),
    targetChoices(state, card, specs) {
      const ctx = createCtx(cards, state);
      const obj = state.objects[card];
      if (!obj) return [];
      const source = snapshot(ctx, obj);
      let combos: string[][] = [[]];
      for (const spec of specs) {
        const options = legalTargets(ctx, spec, source, obj.controller).map((t) => state.objects[t]?.label ?? t);
        combos = combos.flatMap((c) => options.map((o) => [...c, o])).slice(0, COMBINATION_LIMIT);
      }
      return combos;
    },
  };
  return engine;
}
