// The game store's history records, apart so that the lesson replay (replay.ts) can build them too.
import type { Action, GameState, LogEntry } from '../engine';
import type { PredictionAnswer } from '../lessons/types';

/** One undoable step: the action and what the game was just before it (states are immutable). */
export interface PastEntry {
  action: Action;
  state: GameState;
  logLength: number;
  stepIndex: number;
}

/** One redoable step: the action and what it led to. */
export interface FutureEntry {
  action: Action;
  state: GameState;
  log: LogEntry[];
  stepIndex: number;
}

/** Where a lesson step began: the board, and how long the log and the undo history were then. */
export interface StepStart {
  state: GameState;
  logLength: number;
  pastLength: number;
}

/** The learner's answer to a step's prediction, graded when given. */
export interface PredictionRecord {
  answer: PredictionAnswer;
  right: boolean;
}

/**
 * What the lesson says about the learner's last move: `offTrack` the board has left the step's way (its
 * goal can't be met any more, or a reading step's board was changed), `notDone` Next was pressed before the
 * step's goal was met, `predictFirst` an action was tried before the step's question was answered.
 */
export type LessonNotice = 'offTrack' | 'notDone' | 'predictFirst';

/** A whole game as the store holds it, kept when the board is reset so that the reset can be undone. */
export interface GameSnapshot {
  state: GameState;
  log: LogEntry[];
  past: PastEntry[];
  future: FutureEntry[];
  stepIndex: number;
  stepStarts: StepStart[];
  predictions: Record<string, PredictionRecord>;
  lessonNotice: LessonNotice | null;
}

export function snapshotOf(s: GameSnapshot): GameSnapshot {
  const { state, log, past, future, stepIndex, stepStarts, predictions, lessonNotice } = s;
  return { state, log, past, future, stepIndex, stepStarts, predictions, lessonNotice };
}
