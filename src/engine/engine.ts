// The engine: `(state, action) → state` plus the log entries it produced.
import { handle } from './actions/actions';
import { accepts } from './actions/accepts';
import { beginDraft } from './state/draft';
import { createCtx, type InnerStep } from './state/context';
import { legalActions } from './view/legal';
import { guardAgainstLoops } from './triggers/loop-guard';
import { settle } from './stack/settle';
import { createGame } from './setup/setup';
import { legalTargets } from './stack/targets';
import type { Action, ApplyResult } from './actions/action-types';
import type { CardPool } from './state/card-types';
import type { GameState } from './state/game-types';
import { view } from './view/view';
import { snapshot } from './characteristics/characteristics';
import type { Engine } from './engine-types';
import { newRecorder, type WhyRecorder } from './triggers/why-record';

const COMBINATION_LIMIT = 20;

/** Input from outside (a scenario, a share link) may be anything: an action is at least an object with a type. */
const isAction = (action: unknown): action is Action =>
  !!action && typeof action === 'object' && typeof (action as { type?: unknown }).type === 'string';

export function createEngine(pool: CardPool): Engine {
  // Card ids come from input: a lookup must never find `constructor` or `__proto__` on Object.prototype.
  const cards: CardPool = Object.freeze(Object.assign(Object.create(null) as CardPool, pool));
  const run = (state: GameState, action: Action, steps?: InnerStep[], why?: WhyRecorder): ApplyResult => {
    if (!isAction(action))
      return { ok: false, error: 'errors.unknownAction', params: { type: String((action as { type?: unknown })?.type) } };
    const draft = beginDraft(state);
    const ctx = createCtx(cards, draft, steps);
    if (why) ctx.why = why;
    const rejected = handle(ctx, action);
    if (rejected) return rejected;
    settle(ctx);
    // CR 104.4b: only a chain of priority passes is mandatory; any other action is a player's choice.
    guardAgainstLoops(ctx, action.type === 'pass' || action.type === 'resolve' || action.type === 'advance');
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
    record(from) {
      const why = newRecorder();
      if ('action' in from) {
        const result = run(from.state, from.action, undefined, why);
        return result.ok ? { ok: true, log: result.log, why } : result;
      }
      const game = createGame(cards, from.setup);
      if (!game.ok) return game;
      const ctx = createCtx(cards, beginDraft(game.state));
      ctx.why = why;
      settle(ctx);
      // Detections index the action's own log: the starting board's entries come first.
      for (const d of why.detections) {
        d.logStart += game.log.length;
        d.logEnd += game.log.length;
        for (const v of d.verdicts) if (v.log !== undefined) v.log += game.log.length;
      }
      for (const u of why.unseen) u.log += game.log.length;
      return { ok: true, log: [...game.log, ...ctx.log], why };
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
    accepts: (state, action) => isAction(action) && accepts(createCtx(cards, beginDraft(state)), action),
    legalActions: (state, part) => legalActions(engine, state, part),
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
