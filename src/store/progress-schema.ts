// The saved progress's format (localStorage `stacklab-progress`, through Zustand's `persist`): per lesson the
// step reached, whether it was finished and the answers to its predictions; and the last lesson opened. Never
// the game itself: a board is rebuilt by replaying the lesson's solutions. What the browser gives back is
// untrusted: anything that doesn't fit is dropped, and the caller tells the learner.
import * as v from 'valibot';
import { catalogueLessonById } from '../lessons/catalogue';
import type { CatalogueLesson } from '../lessons/catalogue-types';
import type { PredictionAnswer } from '../lessons/types';

export const PROGRESS_KEY = 'stacklab-progress';
export const PROGRESS_VERSION = 1;

export interface LessonProgress {
  /** The index of the step the learner is on. */
  step: number;
  /** Reached the lesson's last step at least once. */
  done: boolean;
  /** Answers to the predictions, by step id (graded again on reading). */
  answers: Record<string, PredictionAnswer>;
}

export interface SavedProgress {
  lessons: Record<string, LessonProgress>;
  lastLesson: string | null;
}

export const emptyProgress = (): SavedProgress => ({ lessons: {}, lastLesson: null });

const MAX_LESSONS = 200;
const MAX_ANSWERS = 100;

const AnswerSchema = v.union([
  v.pipe(v.number(), v.finite()),
  v.boolean(),
  v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(50)),
]);

const LessonProgressSchema = v.strictObject({
  step: v.pipe(v.number(), v.integer(), v.minValue(0)),
  done: v.boolean(),
  answers: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(100)), AnswerSchema),
    v.check((r) => Object.keys(r).length <= MAX_ANSWERS),
  ),
});

const SavedProgressSchema = v.strictObject({
  lessons: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(100)), LessonProgressSchema),
    v.check((r) => Object.keys(r).length <= MAX_LESSONS),
  ),
  lastLesson: v.nullable(v.pipe(v.string(), v.maxLength(100))),
});

/** The envelope `persist` writes: `{ state, version }`. */
export const EnvelopeSchema = v.strictObject({ state: v.unknown(), version: v.pipe(v.number(), v.integer()) });

export interface ReadResult {
  progress: SavedProgress;
  /** Something was dropped: a wrong shape, an unknown lesson, a step the lesson doesn't have. */
  dropped: boolean;
}

/** Is this lesson record one the lesson can be resumed from? */
function fits(lesson: CatalogueLesson, record: LessonProgress): boolean {
  if (record.step >= lesson.steps.length) return false;
  return Object.keys(record.answers).every((id) => lesson.steps.some((s) => s.id === id && s.predict));
}

/**
 * Reads a saved state of the current version: the whole of it if its shape is wrong, else each lesson that
 * the catalogue doesn't have (or whose step or answers it doesn't have) is dropped.
 */
export function readProgress(state: unknown, find: (id: string) => CatalogueLesson | undefined = catalogueLessonById): ReadResult {
  const parsed = v.safeParse(SavedProgressSchema, state);
  if (!parsed.success) return { progress: emptyProgress(), dropped: true };
  let dropped = false;
  const lessons: Record<string, LessonProgress> = {};
  for (const [id, record] of Object.entries(parsed.output.lessons)) {
    const lesson = find(id);
    if (lesson && fits(lesson, record)) lessons[id] = record;
    else dropped = true;
  }
  let lastLesson = parsed.output.lastLesson;
  if (lastLesson !== null && !find(lastLesson)) {
    lastLesson = null;
    dropped = true;
  }
  return { progress: { lessons, lastLesson }, dropped };
}

/**
 * Brings a state saved by another version of the app to this one. There is no older format yet: a state
 * from any other version (a newer app's, or a made-up number) is dropped.
 */
export function migrateProgress(state: unknown, version: number, find?: (id: string) => CatalogueLesson | undefined): ReadResult {
  if (version === PROGRESS_VERSION) return readProgress(state, find);
  return { progress: emptyProgress(), dropped: true };
}

/** Parses what localStorage holds: null if nothing; `corrupt` if it isn't JSON in `persist`'s envelope. */
export function parseStored(raw: string | null): { envelope: v.InferOutput<typeof EnvelopeSchema> | null; corrupt: boolean } {
  if (raw === null) return { envelope: null, corrupt: false };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { envelope: null, corrupt: true };
  }
  const parsed = v.safeParse(EnvelopeSchema, json);
  return parsed.success ? { envelope: parsed.output, corrupt: false } : { envelope: null, corrupt: true };
}
