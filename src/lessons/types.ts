// A lesson is data: a starting board, then steps with locale keys, a goal and a scripted solution.
import type { Action, CardId, Setup } from '../engine';
import type { Goal } from './goals';

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
}
