// The learner's progress, saved in the browser with Zustand's `persist` (versioned, with `migrate`). Only the
// progress is saved; the game store records into it as the learner moves (see `recordLesson`).
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import type { PredictionAnswer } from '../lessons/types';
import { useNotices } from './notice-store';
import {
  emptyProgress,
  migrateProgress,
  parseStored,
  PROGRESS_KEY,
  PROGRESS_VERSION,
  readProgress,
  type LessonProgress,
  type SavedProgress,
} from './progress-schema';

export interface ProgressStore extends SavedProgress {
  /** Where the learner is in a lesson: its step, whether they reached its end, their answers. */
  recordLesson: (lessonId: string, step: number, last: boolean, predictions: Record<string, { answer: PredictionAnswer }>) => void;
  /** Forgets everything. */
  resetProgress: () => void;
}

/** The part `persist` saves: never the actions. */
const saved = (s: SavedProgress): SavedProgress => ({ lessons: s.lessons, lastLesson: s.lastLesson });

/**
 * `persist`'s storage over a `Storage` (localStorage), which may be missing (tests, disabled storage): never
 * throws; a value that isn't JSON in `persist`'s envelope is removed and reported through `onDropped`.
 */
export function progressStorage(getStorage: () => Storage | null, onDropped: () => void): PersistStorage<SavedProgress> {
  const storage = (): Storage | null => {
    try {
      return getStorage();
    } catch {
      return null;
    }
  };
  return {
    getItem(name) {
      let raw: string | null = null;
      try {
        raw = storage()?.getItem(name) ?? null;
      } catch {
        return null;
      }
      const { envelope, corrupt } = parseStored(raw);
      if (corrupt) {
        onDropped();
        try {
          storage()?.removeItem(name);
        } catch {
          /* nothing more to do */
        }
      }
      return envelope as StorageValue<SavedProgress> | null;
    },
    setItem(name, value) {
      try {
        storage()?.setItem(name, JSON.stringify(value));
      } catch {
        /* full or disabled: the progress lives on in memory */
      }
    },
    removeItem(name) {
      try {
        storage()?.removeItem(name);
      } catch {
        /* see setItem */
      }
    },
  };
}

export function createProgressStore(getStorage: () => Storage | null, onDropped: () => void): UseBoundStore<StoreApi<ProgressStore>> {
  return create<ProgressStore>()(
    persist<ProgressStore, [], [], SavedProgress>(
      (set, get) => ({
        ...emptyProgress(),
        recordLesson(lessonId, step, last, predictions) {
          const before = get().lessons[lessonId];
          const answers = Object.fromEntries(Object.entries(predictions).map(([id, p]) => [id, p.answer]));
          const record: LessonProgress = { step, done: (before?.done ?? false) || last, answers };
          if (before && get().lastLesson === lessonId && sameRecord(before, record)) return;
          set({ lessons: { ...get().lessons, [lessonId]: record }, lastLesson: lessonId });
        },
        resetProgress() {
          set(emptyProgress());
        },
      }),
      {
        name: PROGRESS_KEY,
        version: PROGRESS_VERSION,
        storage: progressStorage(getStorage, onDropped),
        partialize: saved,
        migrate(state, version) {
          const { progress, dropped } = migrateProgress(state, version);
          if (dropped) onDropped();
          return progress as ProgressStore;
        },
        // Same version: the shape is checked here (`migrate` checks other versions' states).
        merge(persisted, current) {
          if (persisted === undefined) return current;
          const { progress, dropped } = readProgress(persisted);
          if (dropped) onDropped();
          return { ...current, ...progress };
        },
      },
    ),
  );
}

function sameRecord(a: LessonProgress, b: LessonProgress): boolean {
  return a.step === b.step && a.done === b.done && JSON.stringify(a.answers) === JSON.stringify(b.answers);
}

const browserStorage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

export const useProgress = createProgressStore(browserStorage, () => useNotices.getState().show('progressDropped'));
