// The saved progress: what the browser gives back is checked before use; anything that doesn't fit is
// dropped (and the learner told), never fatal.
import { describe, expect, it } from 'vitest';
import { emptyProgress, migrateProgress, parseStored, PROGRESS_VERSION, readProgress } from './progress-schema';
import { createProgressStore } from './progress-store';

const good = {
  lessons: { 'lesson-1': { step: 2, done: false, answers: { cast: false } } },
  lastLesson: 'lesson-1',
};

/** A Storage in memory. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('reading the saved progress', () => {
  it('keeps a well-formed state of the current version', () => {
    expect(readProgress(good)).toEqual({ progress: good, dropped: false });
  });

  it('drops a state of the wrong shape as a whole', () => {
    for (const bad of [null, 42, 'lesson-1', [], { lessons: [] }, { lessons: {}, lastLesson: 3 }, { ...good, extra: true },
      { lessons: { 'lesson-1': { step: -1, done: false, answers: {} } }, lastLesson: null },
      { lessons: { 'lesson-1': { step: 1.5, done: false, answers: {} } }, lastLesson: null },
      { lessons: { 'lesson-1': { step: 1, done: 'yes', answers: {} } }, lastLesson: null },
      { lessons: { 'lesson-1': { step: 1, done: false, answers: { cast: 'no' } } }, lastLesson: null },
      { lessons: { 'lesson-1': { step: 1, done: false, answers: { cast: Number.NaN } } }, lastLesson: null }]) {
      expect(readProgress(bad), JSON.stringify(bad)).toEqual({ progress: emptyProgress(), dropped: true });
    }
  });

  it('drops the lessons the catalogue does not have, or whose step or questions it does not have, and keeps the rest', () => {
    const state = {
      lessons: {
        ...good.lessons,
        'lesson-99': { step: 0, done: false, answers: {} },
        'lesson-2': { step: 40, done: false, answers: {} },
        'lesson-3': { step: 1, done: false, answers: { noSuchStep: 1 } },
      },
      lastLesson: 'lesson-99',
    };
    expect(readProgress(state)).toEqual({ progress: { lessons: good.lessons, lastLesson: null }, dropped: true });
  });

  it('migrates nothing from an unknown version: a state from another version is dropped', () => {
    expect(migrateProgress(good, PROGRESS_VERSION)).toEqual({ progress: good, dropped: false });
    expect(migrateProgress(good, 0)).toEqual({ progress: emptyProgress(), dropped: true });
    expect(migrateProgress(good, 99)).toEqual({ progress: emptyProgress(), dropped: true });
  });

  it('reads persist\'s envelope: nothing, bad JSON and a wrong envelope are told apart', () => {
    expect(parseStored(null)).toEqual({ envelope: null, corrupt: false });
    expect(parseStored('{"state": ')).toEqual({ envelope: null, corrupt: true });
    expect(parseStored('"just a string"')).toEqual({ envelope: null, corrupt: true });
    expect(parseStored('{"state": {}, "version": "1"}')).toEqual({ envelope: null, corrupt: true });
    expect(parseStored(JSON.stringify({ state: good, version: 1 }))).toEqual({ envelope: { state: good, version: 1 }, corrupt: false });
  });
});

describe('the persisted progress store', () => {
  const stored = (value: unknown) => memoryStorage({ 'stacklab-progress': typeof value === 'string' ? value : JSON.stringify(value) });

  it('loads a good saved state without a notice, and saves only the progress', () => {
    const storage = stored({ state: good, version: PROGRESS_VERSION });
    let notices = 0;
    const store = createProgressStore(() => storage, () => (notices += 1));
    expect(store.getState().lessons).toEqual(good.lessons);
    expect(store.getState().lastLesson).toBe('lesson-1');
    store.getState().recordLesson('lesson-2', 1, false, { count: { answer: 3 } });
    expect(JSON.parse(storage.getItem('stacklab-progress') ?? '')).toEqual({
      state: { lessons: { ...good.lessons, 'lesson-2': { step: 1, done: false, answers: { count: 3 } } }, lastLesson: 'lesson-2' },
      version: PROGRESS_VERSION,
    });
    expect(notices).toBe(0);
  });

  for (const [what, value] of [
    ['bad JSON', '{"state": {"lessons": '],
    ['a wrong shape', { state: { lessons: 'all of them' }, version: PROGRESS_VERSION }],
    ['an unknown version', { state: good, version: 99 }],
    ['an unknown lesson', { state: { lessons: { 'no-such-lesson': { step: 0, done: false, answers: {} } }, lastLesson: null }, version: PROGRESS_VERSION }],
  ] as const) {
    it(`drops ${what} with a notice and starts with an empty progress`, () => {
      let notices = 0;
      const store = createProgressStore(() => stored(value), () => (notices += 1));
      expect(notices).toBe(1);
      expect(store.getState().lessons).toEqual({});
      expect(store.getState().lastLesson).toBeNull();
    });
  }

  it('without storage (disabled, or outside a browser) the progress lives in memory, silently', () => {
    let notices = 0;
    const store = createProgressStore(() => {
      throw new Error('denied');
    }, () => (notices += 1));
    store.getState().recordLesson('lesson-1', 3, false, {});
    expect(store.getState().lessons['lesson-1']?.step).toBe(3);
    expect(notices).toBe(0);
  });

  it('remembers that a lesson was finished once it is started again, and forgets everything on reset', () => {
    const storage = memoryStorage();
    const store = createProgressStore(() => storage, () => {});
    store.getState().recordLesson('lesson-1', 5, true, {});
    store.getState().recordLesson('lesson-1', 0, false, {});
    expect(store.getState().lessons['lesson-1']).toEqual({ step: 0, done: true, answers: {} });
    store.getState().resetProgress();
    expect(JSON.parse(storage.getItem('stacklab-progress') ?? '')).toEqual({ state: { lessons: {}, lastLesson: null }, version: PROGRESS_VERSION });
  });
});
