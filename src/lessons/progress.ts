// Is the learner still on the way to the step's goal? Pure functions over the engine, shared by the store
// and the lesson tests.
import type { Engine, GameState, LogEntry } from '../engine';
import { goalMet } from './goals';
import type { LessonStep, PredictionOutcome } from './types';

/**
 * Can the step's goal still be met from this state by the rest of its scripted solution? Tries every
 * suffix of the solution (the learner may have done its first actions by hand). A step without a goal is
 * only "on track" while the board is still the one it began with (checked by the caller).
 */
export function goalReachable(engine: Engine, step: LessonStep, state: GameState): boolean {
  if (!step.goal) return false;
  for (let k = 0; k <= step.solution.length; k += 1) {
    let current = state;
    let recent: LogEntry[] = [];
    let ok = true;
    for (const action of step.solution.slice(k)) {
      const result = engine.apply(current, action);
      if (!result.ok) {
        ok = false;
        break;
      }
      current = result.state;
      recent = result.log;
    }
    if (ok && goalMet(step.goal, engine.view(current), recent)) return true;
  }
  return false;
}

/** Plays the step's solution from this state and says what happened (for a prediction's `check`). */
export function playSolution(engine: Engine, step: LessonStep, state: GameState): { state: GameState; outcome: PredictionOutcome; recent: LogEntry[] } {
  const before = engine.view(state);
  const log: LogEntry[] = [];
  let current = state;
  let recent: LogEntry[] = [];
  for (const action of step.solution) {
    const result = engine.apply(current, action);
    if (!result.ok) throw new Error(`${step.id}: ${JSON.stringify(action)} → ${result.error}`);
    current = result.state;
    recent = result.log;
    log.push(...result.log);
  }
  return { state: current, outcome: { before, after: engine.view(current), log }, recent };
}
