// Which lessons show a rule: every step that cites it, in its text's rules or its prediction's. Derived from
// the lessons themselves, so a new lesson appears in the rule panel as soon as it is in the catalogue.
import { lessons as catalogue } from './index';
import type { Lesson, LessonStep } from './types';

export interface RuleCitation {
  lesson: Lesson;
  /** Its position in the course, from 1. */
  number: number;
  /** The steps that cite the rule, in the lesson's order. */
  steps: LessonStep[];
}

export function stepCites(step: LessonStep, rule: string): boolean {
  return step.rules.includes(rule) || (step.predict?.rules.includes(rule) ?? false);
}

/** The lessons that cite `rule` (exactly that number), in the course's order. */
export function lessonsCitingRule(rule: string, lessons: readonly Lesson[] = catalogue): RuleCitation[] {
  const found: RuleCitation[] = [];
  lessons.forEach((lesson, i) => {
    const steps = lesson.steps.filter((step) => stepCites(step, rule));
    if (steps.length > 0) found.push({ lesson, number: i + 1, steps });
  });
  return found;
}
