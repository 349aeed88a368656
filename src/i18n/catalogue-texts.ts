// The part of a `lessons.json` the course page and the rule panel need: each lesson's title and summary and
// its steps' titles — not the steps' texts, hints, questions and explanations (most of the file). The build
// makes it from the one source file (`locales/<lng>/lessons.json?catalogue`, see vite.config.ts), so
// translators, the parity test and the originality tool keep a single file per language.
export const CATALOGUE_QUERY = '?catalogue';

type Json = { [key: string]: unknown };
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export function catalogueTexts(lessons: unknown): Json {
  const out: Json = {};
  if (!isObject(lessons)) return out;
  for (const [id, lesson] of Object.entries(lessons)) {
    if (!isObject(lesson)) continue;
    const kept: Json = {};
    if (typeof lesson.title === 'string') kept.title = lesson.title;
    if (typeof lesson.summary === 'string') kept.summary = lesson.summary;
    if (isObject(lesson.steps)) {
      const steps: Json = {};
      for (const [stepId, step] of Object.entries(lesson.steps))
        if (isObject(step) && typeof step.title === 'string') steps[stepId] = { title: step.title };
      kept.steps = steps;
    }
    out[id] = kept;
  }
  return out;
}
