// What the course page says about a lesson from the saved progress: not started, in progress (step k of n)
// or done, and the predictions answered right out of those answered (a skipped question is not counted).
import type { CatalogueLesson } from '../../lessons/catalogue-types';
import { predictionRight } from '../../lessons/types';
import type { LessonProgress } from '../../store/progress-schema';

export interface LessonStatus {
  kind: 'notStarted' | 'inProgress' | 'done';
  /** 1-based, for the texts. */
  step: number;
  total: number;
  /** The id of the step to resume at. */
  stepId: string | undefined;
  right: number;
  answered: number;
}

export function lessonStatus(lesson: CatalogueLesson, record: LessonProgress | undefined): LessonStatus {
  const total = lesson.steps.length;
  const step = Math.min(record?.step ?? 0, total - 1);
  let right = 0;
  let answered = 0;
  for (const s of lesson.steps) {
    const answer = record?.answers[s.id];
    if (!s.predict || answer === undefined) continue;
    answered += 1;
    if (predictionRight(s.predict, answer)) right += 1;
  }
  const kind = record?.done ? 'done' : record && (step > 0 || answered > 0) ? 'inProgress' : 'notStarted';
  return { kind, step: step + 1, total, stepId: lesson.steps[step]?.id, right, answered };
}
