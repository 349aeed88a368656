// Where a lesson stands after a move: the steps whose goals the move met, and whether the board has left
// the current step's way.
import type { GameState, LogEntry } from '../engine';
import { goalMet } from '../lessons/goals';
import { goalReachable } from '../lessons/progress';
import type { Lesson } from '../lessons/types';
import { engine } from './engine';
import type { PredictionRecord, StepStart } from './history-types';

/**
 * What the lesson says about the learner's last move: `offTrack` the board has left the step's way (its
 * goal can't be met any more, or a reading step's board was changed), `notDone` Next was pressed before the
 * step's goal was met, `predictFirst` an action was tried before the step's question was answered.
 */
export type LessonNotice = 'offTrack' | 'notDone' | 'predictFirst';

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

