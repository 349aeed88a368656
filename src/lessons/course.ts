// The course page's plan: the sections of the French course « Cours 7 – Gérer les capacités déclenchées »
// (§1 … §13), then the lessons beyond it, each listing its lessons by id. The list names lessons still being
// written: the course page shows only those present in the catalogue (`lessons`, index.ts).
import type { CatalogueLesson } from './catalogue-types';

export interface CourseSection {
  /** `common:course.sections.<id>` is its title. */
  id: string;
  /** The course's section numbers it covers (empty for the extras). */
  paragraphs: number[];
  lessons: string[];
}

export const courseSections: readonly CourseSection[] = [
  { id: 's1', paragraphs: [1], lessons: ['lesson-1'] },
  { id: 's2', paragraphs: [2], lessons: ['lesson-2', 'lesson-3'] },
  { id: 's3', paragraphs: [3], lessons: ['lesson-4', 'lesson-5'] },
  { id: 's4', paragraphs: [4], lessons: ['lesson-6'] },
  { id: 's5', paragraphs: [5], lessons: ['lesson-7'] },
  { id: 's6', paragraphs: [6], lessons: ['lesson-8', 'lesson-9'] },
  { id: 's7', paragraphs: [7], lessons: ['lesson-10', 'lesson-11'] },
  { id: 's8', paragraphs: [8], lessons: ['lesson-12'] },
  { id: 's9', paragraphs: [9], lessons: ['lesson-13'] },
  { id: 's10', paragraphs: [10], lessons: ['lesson-14'] },
  { id: 's11', paragraphs: [11], lessons: ['lesson-15'] },
  { id: 's12', paragraphs: [12, 13], lessons: ['lesson-16'] },
  {
    id: 'extras',
    paragraphs: [],
    lessons: [
      'block-triggers',
      'attack-triggers',
      'persist-undying-evolve',
      'cast-triggers',
      'upkeep-keywords',
      'prevented-events',
      'linked-abilities',
      'reflexive-triggers',
      'additional-triggers',
    ],
  },
];

export interface PresentSection<L extends { id: string } = CatalogueLesson> {
  section: CourseSection;
  lessons: L[];
}

/** The sections with the lessons the catalogue has, in the section's order; sections with none are left out. */
export function presentSections<L extends { id: string }>(catalogue: readonly L[], sections: readonly CourseSection[] = courseSections): PresentSection<L>[] {
  const byId = new Map(catalogue.map((l) => [l.id, l]));
  return sections
    .map((section) => ({ section, lessons: section.lessons.flatMap((id) => byId.get(id) ?? []) }))
    .filter((s) => s.lessons.length > 0);
}

/** Every rule a lesson's steps cite, once each, in the order of the rules (603.2 before 603.10). */
export function lessonRules(lesson: CatalogueLesson): string[] {
  const all = new Set(lesson.steps.flatMap((s) => [...s.rules, ...(s.predict?.rules ?? [])]));
  return [...all].sort(compareRules);
}

/** Compares rule numbers part by part: 117.3c < 603.2 < 603.2a < 603.10. */
export function compareRules(a: string, b: string): number {
  const parts = (r: string) => r.split(/(\d+)/).filter((p) => p !== '' && p !== '.');
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const x = pa[i];
    const y = pb[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const nx = Number(x);
    const ny = Number(y);
    const diff = Number.isNaN(nx) || Number.isNaN(ny) ? x.localeCompare(y) : nx - ny;
    if (diff !== 0) return diff;
  }
  return 0;
}
