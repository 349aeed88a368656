// The engine: `(state, action) → state` plus the log entries it produced.
import { handle } from './actions/actions';
import { beginDraft } from './state/draft';
import { createCtx, type InnerStep } from './state/context';
import { legalActions } from './view/legal';
import { guardAgainstLoops } from './triggers/loop-guard';
import { settle } from './stack/settle';
import { createGame } from './setup/setup';
import { legalTargets } from './stack/targets';
import type { Action, ApplyResult, Rejection } from './actions/action-types';
import type { CardPool } from './state/card-types';
import type { GameState } from './state/game-types';
import type { LogEntry } from './state/log-types';
import type { ObjectId } from './state/basic-types';
import type { Setup } from './setup/setup-types';
import type { TargetSpec } from './effects/reference-types';
import { view } from './view/view';
import type { GameView } from './view/view-types';
import { snapshot } from './characteristics/characteristics';

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
