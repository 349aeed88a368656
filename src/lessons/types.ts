// A lesson is data: a starting board, then steps with locale keys, a goal and a scripted solution.
import type { Action, CardId, GameView, LogEntry, PlayerId, Setup } from '../engine';
import type { Goal } from './goals';

/** What the learner answers: a number, yes/no, the index of an option, or the options' indexes in order. */
export type PredictionAnswer = number | boolean | number[];

/** One option of a `choice` or `order` prediction: a locale key, a card or a player (named in the learner's language). */
export type PredictionOption = { text: string } | { card: CardId } | { player: PlayerId };

/** What the engine did while the step's solution was played, for a prediction's `check`. */
export interface PredictionOutcome {
  before: GameView;
  after: GameView;
  /** The log entries of the step's solution, in order. */
  log: readonly LogEntry[];
}

/**
 * Predict, then watch: a question asked before the step's action. The learner answers, does the action (or
 * presses Show me), then sees whether the answer was right and an explanation that cites the rules.
 */
export interface Prediction {
  /** Locale keys in the `lessons` namespace. */
  question: string;
  explanation: string;
  kind: 'number' | 'choice' | 'yesNo' | 'order';
  /** For `choice` and `order`. */
  options?: PredictionOption[];
  /** `number`: the number; `yesNo`: true for yes; `choice`: the option's index; `order`: the indexes, first first. */
  answer: PredictionAnswer;
  rules: string[];
  /**
   * Works out the right answer from what the engine really did when the step's solution was played. The
   * lesson tests check that it gives `answer`, so no lesson can state a result the engine doesn't produce.
   */
  check: (outcome: PredictionOutcome) => PredictionAnswer;
}

export interface LessonStep {
  /** Unique within the lesson. */
  id: string;
  /** Locale keys in the `lessons` namespace. */
  title: string;
  text: string;
  hint: string;
  /** Comprehensive Rules numbers this step talks about. */
  rules: string[];
  /** Met → the lesson moves on by itself. Without a goal, the learner presses Next. */
  goal?: Goal;
  /** Engine actions that reach the goal from the end of the previous step ("Show me"). */
  solution: Action[];
  /** Asked before the step's action (a step with a prediction has a goal and a solution). */
  predict?: Prediction;
}

export interface Lesson {
  id: string;
  /** Locale keys in the `lessons` namespace. */
  title: string;
  summary: string;
  setup: Setup;
  /** Card names the texts interpolate: `{{bears}}` → the translated name of `grizzly-bears`. */
  cards: Record<string, CardId>;
  steps: LessonStep[];
  /**
   * The lesson declares attackers or blockers: the table shows its combat form. Other lessons leave it out, where it
   * would only draw the eye away from their triggers (Soul's Attendant may attack in lesson 1; nothing asks it to).
   */
  combat?: true;
}

/** Is this answer the prediction's right one? */
export function predictionRight(prediction: Pick<Prediction, 'answer'>, answer: PredictionAnswer): boolean {
  const right = prediction.answer;
  if (Array.isArray(right)) return Array.isArray(answer) && answer.length === right.length && answer.every((a, i) => a === right[i]);
  return answer === right;
}
