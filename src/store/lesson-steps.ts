// How a lesson's steps follow the board: moving on when a goal is met, noticing a board off the step's way, and
// the records of where each step began. Apart from game-store.ts to keep it short.
import type { GameState, LogEntry } from '../engine';
import { goalMet } from '../lessons/goals';
import { goalReachable } from '../lessons/progress';
import type { Lesson } from '../lessons/types';
import { engine } from './engine';
import type { LessonNotice, PredictionRecord, StepStart } from './history-types';

/**
 * The lesson moves on past every step whose goal is now met (a step without a goal waits for Next; a step
 * whose question is not answered yet waits for the answer).
 */
export function advancedStep(
  lesson: Lesson | undefined,
  stepIndex: number,
  state: GameState,
  recent: readonly LogEntry[],
  predictions: Record<string, PredictionRecord>,
): number {
  if (!lesson) return stepIndex;
  let index = stepIndex;
  const view = engine.view(state);
  for (;;) {
    const step = lesson.steps[index];
    const goal = step?.goal;
    if (!step || !goal || index >= lesson.steps.length - 1 || !goalMet(goal, view, recent)) return index;
    if (index > stepIndex && step.predict && !predictions[step.id]) return index;
    index += 1;
  }
}

/** Is the board off the current step's way? (Never on the last step: the learner may play freely there.) */
export function noticeFor(lesson: Lesson | undefined, stepIndex: number, state: GameState, starts: readonly StepStart[]): LessonNotice | null {
  if (!lesson || stepIndex >= lesson.steps.length - 1) return null;
  const step = lesson.steps[stepIndex];
  if (!step || starts[stepIndex]?.state === state) return null;
  return goalReachable(engine, step, state) ? null : 'offTrack';
}

/** The starts of the steps after `from` up to `to`, all at this board. */
export function withStarts(starts: readonly StepStart[], from: number, to: number, start: StepStart): StepStart[] {
  const next = starts.slice(0, from + 1);
  for (let i = from + 1; i <= to; i += 1) next[i] = start;
  return next;
}

/** The answers to the steps before `stepIndex`. */
export function answersBefore(lesson: Lesson, predictions: Record<string, PredictionRecord>, stepIndex: number): Record<string, PredictionRecord> {
  return Object.fromEntries(Object.entries(predictions).filter(([id]) => lesson.steps.findIndex((st) => st.id === id) < stepIndex));
}

