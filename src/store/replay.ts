// Bringing a lesson's board to where a step begins by playing the earlier steps' scripted solutions: for an
// address naming a step, a reload mid-lesson, or the browser's Forward button. The questions of the steps
// played this way stay unanswered (they are not counted as wrong).
import type { LogEntry, GameState } from '../engine';
import { predictionRight, type Lesson, type PredictionAnswer } from '../lessons/types';
import { engine } from './engine';
import type { PastEntry, PredictionRecord, StepStart } from './history-types';

/** A lesson's board at the start of step `stepIndex`, with its log, undo history and step starts. */
export interface LessonBoard {
  state: GameState;
  log: LogEntry[];
  past: PastEntry[];
  stepIndex: number;
  stepStarts: StepStart[];
}

/**
 * Plays the solutions of the steps from `board.stepIndex` (its board is where that step began) up to, not
 * including, `to`. Stops early if a solution is refused (the lesson tests make sure none is).
 */
export function replaySteps(lesson: Lesson, board: LessonBoard, to: number): LessonBoard {
  let { state, stepIndex } = board;
  const log = [...board.log];
  const past = [...board.past];
  const stepStarts = board.stepStarts.slice(0, stepIndex + 1);
  const target = Math.min(Math.max(to, 0), lesson.steps.length - 1);
  while (stepIndex < target) {
    const step = lesson.steps[stepIndex];
    if (!step) break;
    let current = state;
    const stepLog: LogEntry[] = [];
    const stepPast: PastEntry[] = [];
    let ok = true;
    for (const action of step.solution) {
      const result = engine.apply(current, action);
      if (!result.ok) {
        ok = false;
        break;
      }
      stepPast.push({ action, state: current, logLength: log.length + stepLog.length, stepIndex });
      stepLog.push(...result.log);
      current = result.state;
    }
    if (!ok) break;
    state = current;
    log.push(...stepLog);
    past.push(...stepPast);
    stepIndex += 1;
    stepStarts[stepIndex] = { state, logLength: log.length, pastLength: past.length };
  }
  return { state, log, past, stepIndex, stepStarts };
}

/**
 * The saved answers a lesson opened at `stepIndex` keeps, graded again: those of the earlier steps, and the
 * step's own if the learner was on that very step (going back to a step asks its question again).
 */
export function answersAt(
  lesson: Lesson,
  stepIndex: number,
  answers: Record<string, PredictionAnswer>,
  savedStep: number | undefined,
): Record<string, PredictionRecord> {
  const kept: Record<string, PredictionRecord> = {};
  lesson.steps.forEach((step, i) => {
    const answer = answers[step.id];
    if (!step.predict || answer === undefined) return;
    if (i < stepIndex || (i === stepIndex && savedStep === stepIndex)) {
      kept[step.id] = { answer, right: predictionRight(step.predict, answer) };
    }
  });
  return kept;
}
