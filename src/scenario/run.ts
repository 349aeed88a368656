// Runs a scenario with the engine alone, and writes its result in the scenario output format.
import { stackItems, type Engine, type GameState, type LogEntry } from '../engine';
import type { Scenario, ScenarioError } from './schema';

export interface ScenarioRun {
  ok: true;
  state: GameState;
  log: LogEntry[];
}

export function runScenario(engine: Engine, scenario: Scenario): ScenarioRun | ScenarioError {
  const started = engine.start(scenario.setup);
  if (!started.ok) return { ok: false, error: started.error, ...(started.params ? { params: started.params } : {}), action: null };
  let state = started.state;
  const log = [...started.log];
  for (const [index, action] of scenario.actions.entries()) {
    const result = engine.apply(state, action);
    if (!result.ok) return { ok: false, error: result.error, ...(result.params ? { params: result.params } : {}), action: index };
    state = result.state;
    log.push(...result.log);
  }
  return { ok: true, state, log };
}

/** The output format documented in docs/scenarios.md (top of the stack first). */
export function scenarioOutput(engine: Engine, state: GameState, log: readonly LogEntry[]) {
  const view = engine.view(state);
  const named = (id: string) => {
    const obj = state.objects[id];
    return obj ? (obj.label ?? obj.id) : id;
  };
  const zone = (z: 'hand' | 'library' | 'graveyard' | 'exile') =>
    Object.fromEntries(Object.entries(view[z]).map(([p, cards]) => [p, cards.map((c) => ({ card: c.card, label: c.label }))]));
  const pending = state.pending;
  return {
    turn: view.turn,
    active: view.active,
    step: view.step,
    priority: view.priority,
    players: view.players,
    battlefield: view.battlefield.map((p) => ({
      card: p.card,
      label: p.label,
      owner: p.owner,
      controller: p.controller,
      tapped: p.tapped,
      counters: p.counters,
      ...(p.power !== undefined ? { power: p.power, toughness: p.toughness } : {}),
      attachedTo: p.attachedTo,
      ...(p.attacking !== undefined ? { attacking: p.attacking, blocked: p.blocked } : {}),
      ...(p.blocking !== undefined ? { blocking: p.blocking } : {}),
    })),
    stack: view.stack.map((s) => ({ kind: s.kind, source: s.source, label: s.label, controller: s.controller, targets: s.targets })),
    hand: zone('hand'),
    library: zone('library'),
    graveyard: zone('graveyard'),
    exile: zone('exile'),
    pending:
      pending === null
        ? null
        : pending.kind === 'target'
          ? { kind: pending.kind, player: pending.player, trigger: pending.trigger, options: pending.options.map(named) }
          : pending.kind === 'order'
            ? pending
            : pending.kind === 'sacrifice'
              ? { ...pending, options: pending.options.map(named) }
              : (() => {
                  const item = stackItems(state.stack).find((i) => i.id === pending.item);
                  return {
                    ...pending,
                    item: undefined,
                    source: item?.source.card ?? null,
                    label: item?.source.label ?? null,
                    options: [true, false],
                  };
                })(),
    log,
    winner: view.winner,
  };
}
