// The app's one store: the game, its log, undo/redo history, the last rejection and the lesson progress.
// Nothing derived is kept here: views and legal actions come from selectors (selectors.ts).
import { create } from 'zustand';
import type { Action, GameState, LogEntry, Setup } from '../engine';
import { lessonById, lessons } from '../lessons';
import { goalMet } from '../lessons/goals';
import { sandboxBoards, type SandboxBoard } from '../lessons/sandbox';
import type { Lesson } from '../lessons/types';
import { engine } from './engine';

export type Mode = 'lessons' | 'sandbox';

export interface StoreError {
  /** A locale key such as `errors.notYourPriority`. */
  code: string;
  params?: Record<string, string | number>;
}

/** One undoable step: the action and what the game was just before it (states are immutable). */
export interface PastEntry {
  action: Action;
  state: GameState;
  logLength: number;
  stepIndex: number;
}

/** One redoable step: the action and what it led to. */
export interface FutureEntry {
  action: Action;
  state: GameState;
  log: LogEntry[];
  stepIndex: number;
}

export interface StacklabStore {
  mode: Mode;
  setup: Setup;
  state: GameState;
  log: LogEntry[];
  past: PastEntry[];
  future: FutureEntry[];
  lastError: StoreError | null;
  lessonId: string | null;
  /** The sandbox board in use (kept while lessons are open, so coming back opens the same one). */
  sandboxBoard: SandboxBoard;
  stepIndex: number;

  /** Applies an action; false (and `lastError` set) if the engine refused it. */
  dispatch: (action: Action) => boolean;
  undo: () => void;
  redo: () => void;
  /** Starts the current board again (and the lesson from its first step). */
  reset: () => void;
  /** Opens the sandbox, on this board (or the current one); a different board starts afresh. */
  openSandbox: (board?: SandboxBoard) => void;
  openLesson: (id: string) => void;
  nextStep: () => void;
  previousStep: () => void;
  /** Plays the current lesson step's scripted solution. */
  showMe: () => void;
  clearError: () => void;
}

function start(setup: Setup): { state: GameState; log: LogEntry[] } {
  const result = engine.start(setup);
  // A board the app ships with is checked by the lesson tests; failing here is a programming error.
  if (!result.ok) throw new Error(`cannot start board: ${result.error} ${JSON.stringify(result.params ?? {})}`);
  return { state: result.state, log: result.log };
}

function currentLesson(s: Pick<StacklabStore, 'mode' | 'lessonId'>): Lesson | undefined {
  return s.mode === 'lessons' && s.lessonId ? lessonById(s.lessonId) : undefined;
}

/** The lesson moves on past every step whose goal is now met (a step without a goal waits for Next). */
function advancedStep(lesson: Lesson | undefined, stepIndex: number, state: GameState, recent: readonly LogEntry[]): number {
  if (!lesson) return stepIndex;
  let index = stepIndex;
  const view = engine.view(state);
  for (;;) {
    const goal = lesson.steps[index]?.goal;
    if (!goal || index >= lesson.steps.length - 1 || !goalMet(goal, view, recent)) return index;
    index += 1;
  }
}

function boardFor(mode: Mode, lessonId: string | null, sandboxBoard: SandboxBoard) {
  const lesson = mode === 'lessons' && lessonId ? lessonById(lessonId) : undefined;
  const setup = lesson?.setup ?? sandboxBoards[sandboxBoard];
  const { state, log } = start(setup);
  return { mode, lessonId, sandboxBoard, setup, state, log, past: [], future: [], lastError: null, stepIndex: 0 };
}

export const useStacklab = create<StacklabStore>()((set, get) => ({
  ...boardFor('lessons', lessons[0]?.id ?? null, 'wrath'),

  dispatch(action) {
    const s = get();
    const result = engine.apply(s.state, action);
    if (!result.ok) {
      set({ lastError: { code: result.error, ...(result.params ? { params: result.params } : {}) } });
      return false;
    }
    set({
      state: result.state,
      log: [...s.log, ...result.log],
      past: [...s.past, { action, state: s.state, logLength: s.log.length, stepIndex: s.stepIndex }],
      future: [],
      lastError: null,
      stepIndex: advancedStep(currentLesson(s), s.stepIndex, result.state, result.log),
    });
    return true;
  },

  undo() {
    const s = get();
    const last = s.past[s.past.length - 1];
    if (!last) return;
    set({
      state: last.state,
      log: s.log.slice(0, last.logLength),
      past: s.past.slice(0, -1),
      future: [{ action: last.action, state: s.state, log: s.log.slice(last.logLength), stepIndex: s.stepIndex }, ...s.future],
      stepIndex: last.stepIndex,
      lastError: null,
    });
  },

  redo() {
    const s = get();
    const next = s.future[0];
    if (!next) return;
    set({
      state: next.state,
      log: [...s.log, ...next.log],
      past: [...s.past, { action: next.action, state: s.state, logLength: s.log.length, stepIndex: s.stepIndex }],
      future: s.future.slice(1),
      stepIndex: next.stepIndex,
      lastError: null,
    });
  },

  reset() {
    const s = get();
    set(boardFor(s.mode, s.lessonId, s.sandboxBoard));
  },

  openSandbox(board) {
    const s = get();
    const next = board && Object.hasOwn(sandboxBoards, board) ? board : s.sandboxBoard;
    if (s.mode === 'sandbox' && next === s.sandboxBoard) return;
    set(boardFor('sandbox', s.lessonId, next));
  },

  openLesson(id) {
    if (!lessonById(id)) return;
    set(boardFor('lessons', id, get().sandboxBoard));
  },

  nextStep() {
    const s = get();
    const lesson = currentLesson(s);
    if (!lesson) return;
    set({ stepIndex: Math.min(s.stepIndex + 1, lesson.steps.length - 1) });
  },

  previousStep() {
    const s = get();
    set({ stepIndex: Math.max(s.stepIndex - 1, 0) });
  },

  showMe() {
    const s = get();
    const step = currentLesson(s)?.steps[s.stepIndex];
    if (!step) return;
    if (step.solution.length === 0) {
      get().nextStep();
      return;
    }
    for (const action of step.solution) if (!get().dispatch(action)) return;
  },

  clearError() {
    set({ lastError: null });
  },
}));
