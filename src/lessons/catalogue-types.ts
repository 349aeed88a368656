// What the course page, the header, the rule panel and the saved progress need to know of a lesson — not its
// board, goals or solutions — so that the first paint carries no lesson data and no engine. Every `Lesson`
// is a `CatalogueLesson`; `catalogue.generated.ts` holds the catalogue, made by `catalogueOf`.
import type { Lesson, PredictionAnswer } from './types';

export interface CatalogueStep {
  id: string;
  /** A locale key in the `lessons` namespace (the step's text and hint are loaded with the table). */
  title: string;
  rules: string[];
  /** Present when the step asks a prediction: its right answer (for the score) and the rules it cites. */
  predict?: { answer: PredictionAnswer; rules: string[] };
}

export interface CatalogueLesson {
  id: string;
  title: string;
  summary: string;
  /** The card names its title and summary interpolate. */
  cards: Record<string, string>;
  steps: CatalogueStep[];
}

/** The catalogue entry of each lesson, in the course's order. */
export function catalogueOf(lessons: readonly Lesson[]): CatalogueLesson[] {
  return lessons.map((lesson) => ({
    id: lesson.id,
    title: lesson.title,
    summary: lesson.summary,
    cards: { ...lesson.cards },
    steps: lesson.steps.map((step) => ({
      id: step.id,
      title: step.title,
      rules: [...step.rules],
      ...(step.predict ? { predict: { answer: step.predict.answer, rules: [...step.predict.rules] } } : {}),
    })),
  }));
}
