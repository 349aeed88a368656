// Which lessons show a rule: every step that cites it, in its text's rules or its prediction's. Derived from
// the lessons themselves (through the catalogue, catalogue.ts), so a new lesson appears in the rule panel as
// soon as it is in the catalogue.
import { lessonCatalogue as catalogue } from './catalogue';
import type { CatalogueLesson, CatalogueStep } from './catalogue-types';

export interface RuleCitation<L extends CatalogueLesson = CatalogueLesson> {
  lesson: L;
  /** Its position in the course, from 1. */
  number: number;
  /** The steps that cite the rule, in the lesson's order. */
  steps: L['steps'][number][];
}

export function stepCites(step: CatalogueStep, rule: string): boolean {
  return step.rules.includes(rule) || (step.predict?.rules.includes(rule) ?? false);
}

/** The lessons that cite `rule` (exactly that number), in the course's order. */
export function lessonsCitingRule<L extends CatalogueLesson = CatalogueLesson>(rule: string, lessons: readonly L[] = catalogue as readonly L[]): RuleCitation<L>[] {
  const found: RuleCitation<L>[] = [];
  lessons.forEach((lesson, i) => {
    const steps = lesson.steps.filter((step) => stepCites(step, rule));
    if (steps.length > 0) found.push({ lesson, number: i + 1, steps });
  });
  return found;
}
