// A board of the user's own — built in the sandbox, imported from a scenario file, opened from a share link
// or from a ruling of the library: a `Setup` started by the engine, then a list of actions played on it.
// The same thing the scenario runner plays, so the board in the sandbox is exactly the file's board.
import type { Action, GameState, LogEntry, Setup } from '../engine';
import { engine } from './engine';
import type { PastEntry } from './history-types';

export interface ScenarioBoard {
  setup: Setup;
  state: GameState;
  log: LogEntry[];
  /** Every action played, undoable one by one as if the user had played them. */
  past: PastEntry[];
}

export interface ScenarioRefusal {
  /** A locale key such as `errors.unknownCard`. */
  code: string;
  params?: Record<string, string | number>;
  /** The index of the refused action; null when the setup itself is refused. */
  action: number | null;
}

/**
 * Starts `setup` and plays `actions` on it. All or nothing: a refused setup or action gives the refusal and
 * no board (never a half-built one).
 */
export function playScenario(setup: Setup, actions: readonly Action[] = []): { ok: true; board: ScenarioBoard } | { ok: false; refusal: ScenarioRefusal } {
  const started = engine.start(setup);
  if (!started.ok) return { ok: false, refusal: { code: started.error, ...(started.params ? { params: started.params } : {}), action: null } };
  let state = started.state;
  const log = [...started.log];
  const past: PastEntry[] = [];
  for (const [index, action] of actions.entries()) {
    const result = engine.apply(state, action);
    if (!result.ok) return { ok: false, refusal: { code: result.error, ...(result.params ? { params: result.params } : {}), action: index } };
    past.push({ action, state, logLength: log.length, stepIndex: 0 });
    state = result.state;
    for (const entry of result.log) log.push(entry);
  }
  return { ok: true, board: { setup, state, log, past } };
}

/** The actions played since the board's setup (what a scenario file or a share link keeps). */
export function actionsPlayed(past: readonly PastEntry[]): Action[] {
  return past.map((entry) => entry.action);
}
