// The lessons as the course page sees them (catalogue-types.ts), without loading the lessons themselves.
import { lessonCatalogue } from './catalogue.generated';
import type { CatalogueLesson } from './catalogue-types';

export { lessonCatalogue };
export type { CatalogueLesson, CatalogueStep } from './catalogue-types';

export function catalogueLessonById(id: string): CatalogueLesson | undefined {
  return lessonCatalogue.find((l) => l.id === id);
}
