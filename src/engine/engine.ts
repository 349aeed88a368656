// The engine: `(state, action) → state` plus the log entries it produced.
import { handle } from './actions';
import { beginDraft } from './draft';
import { createCtx, type InnerStep } from './context';
import { legalActions } from './legal';
import { guardAgainstLoops } from './loop-guard';
import { settle } from './settle';
import { beginStep } from './turn';
import { createGame } from './setup';
import { legalTargets } from './targets';
import type { Action, ApplyResult, CardPool, GameState, LogEntry, ObjectId, Rejection, Setup, TargetSpec } from './types';
import { view } from './view';
import type { GameView } from './view-types';
import { snapshot } from './characteristics';

export interface Engine {
  readonly cards: CardPool;
  start(setup: Setup): { ok: true; state: GameState; log: LogEntry[] } | Rejection;
  /**
   * Applies one action to a state, which is left untouched; returns the new state and its log, or a rejection.
   * With `trace`, also returns the action's inner steps (each log entry with the state right after it).
   */
  apply(state: GameState, action: Action): ApplyResult;
  trace(state: GameState, action: Action): (ApplyResult & { steps?: InnerStep[] }) | Rejection;
  legalActions(state: GameState): Action[];
  view(state: GameState): GameView;
  /** Every combination of legal targets for a card's spell, at most 20. */
  targetChoices(state: GameState, card: ObjectId, specs: readonly TargetSpec[]): string[][];
}

const COMBINATION_LIMIT = 20;

export function createEngine(cards: CardPool): Engine {
  const run = (state: GameState, action: Action, steps?: InnerStep[]): ApplyResult => {
    if (!action || typeof action !== 'object' || typeof action.type !== 'string')
      return { ok: false, error: 'errors.unknownAction', params: { type: String((action as { type?: unknown })?.type) } };
    const draft = beginDraft(state);
    const ctx = createCtx(cards, draft, steps);
    const rejected = handle(ctx, action);
    if (rejected) return rejected;
    settle(ctx);
    guardAgainstLoops(ctx);
    // A traced log records steps as it grows; the result is a plain copy of it. Otherwise the log is the action's own.
    return { ok: true, state: ctx.state, log: steps ? [...ctx.log] : ctx.log };
  };
  const engine: Engine = {
    cards,
    start(setup) {
      const game = createGame(cards, setup);
      if (!game.ok) return game;
      // CR 117.5: the starting board is settled before anyone gets priority, as at any other moment:
      // state-based actions, then the triggers they caused onto the stack (or an order choice).
      const ctx = createCtx(cards, beginDraft(game.state));
      settle(ctx);
      // CR 502.4, 514.3: nobody receives priority in the untap step, nor normally in the cleanup step. A game set
      // up in one of them begins it: its turn-based actions are performed (untapping; discarding to hand size,
      // damage wearing off), and the turn goes on from there.
      const { state } = ctx;
      if ((state.step === 'untap' || state.step === 'cleanup') && state.winner === null && !state.pending && state.pendingTriggers.length === 0) {
        beginStep(ctx, state.step);
        settle(ctx);
      }
      return { ok: true, state: ctx.state, log: [...game.log, ...ctx.log] };
    },
    apply: (state, action) => run(state, action),
    trace(state, action) {
      const steps: InnerStep[] = [];
      const result = run(state, action, steps);
      if (!result.ok) return result;
      // Bookkeeping after the last entry (priority, the loop guard) belongs to the last inner step.
      const last = steps[steps.length - 1];
      if (last) last.state = structuredClone(result.state);
      return { ...result, steps };
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
