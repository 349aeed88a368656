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
