// The parts of the locale files the first paint needs, made by the build from the one source file of each
// language (vite.config.ts), so that translators, the parity test and the originality tool keep a single file:
// - `locales/<lng>/lessons.json?catalogue`: each lesson's title and summary and its steps' titles — not the
//   steps' texts, hints, questions and explanations (most of the file);
// - `locales/<lng>/cards.json?names`: each card's name and its grammar — not its type line, text, abilities
//   and modes.
// The whole files come with the table (load-language.ts).
export const CATALOGUE_QUERY = '?catalogue';
export const NAMES_QUERY = '?names';

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

export function cardNameTexts(cards: unknown): Json {
  const out: Json = {};
  if (!isObject(cards)) return out;
  for (const [id, card] of Object.entries(cards)) {
    if (!isObject(card)) continue;
    const kept: Json = {};
    if (typeof card.name === 'string') kept.name = card.name;
    if (card.grammar !== undefined) kept.grammar = card.grammar;
    out[id] = kept;
  }
  return out;
}

/** The part of a locale file a query names (`lessons.json?catalogue`, `cards.json?names`), or null. */
export function localePart(id: string): { file: string; make: (json: unknown) => Json } | null {
  if (id.endsWith(`/lessons.json${CATALOGUE_QUERY}`)) return { file: id.slice(0, -CATALOGUE_QUERY.length), make: catalogueTexts };
  if (id.endsWith(`/cards.json${NAMES_QUERY}`)) return { file: id.slice(0, -NAMES_QUERY.length), make: cardNameTexts };
  return null;
}
