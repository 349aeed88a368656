// The app's addresses. The language is not in them (it is the reader's choice, kept as `?lang=` and in
// localStorage), and the fragment (`#…`) is left free for share links.
import { catalogueLessonById } from '../../lessons/catalogue';
import type { StacklabStore } from '../../store/game-store';

export const COURSE_PATH = '/course';
export const RULINGS_PATH = '/rulings';

export function lessonPath(lessonId: string, stepId?: string): string {
  const base = `/lessons/${encodeURIComponent(lessonId)}`;
  return stepId === undefined ? base : `${base}/${encodeURIComponent(stepId)}`;
}

export function sandboxPath(board?: string): string {
  return board === undefined ? '/sandbox' : `/sandbox/${encodeURIComponent(board)}`;
}

/** Where the game store is: its lesson and step, or its sandbox board; null when no lesson is open. */
export function storePath(s: Pick<StacklabStore, 'mode' | 'lessonId' | 'stepIndex' | 'sandboxBoard'>): string | null {
  if (s.mode === 'sandbox') return sandboxPath(s.sandboxBoard);
  const lesson = s.lessonId ? catalogueLessonById(s.lessonId) : undefined;
  const step = lesson?.steps[s.stepIndex];
  return lesson && step ? lessonPath(lesson.id, step.id) : null;
}

/** A path with the current query (`?lang=`) kept, for links and navigations. */
export function withSearch(pathname: string): string {
  return pathname + (typeof window === 'undefined' ? '' : window.location.search);
}
