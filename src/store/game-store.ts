// The app's one store: the game, its log, undo/redo history, the last rejection and the lesson progress.
// Nothing derived is kept here: views and legal actions come from selectors (selectors.ts).
import { create } from 'zustand';
import type { Action, GameState, LogEntry, PlayerId, Setup } from '../engine';
import { lessonById, lessons } from '../lessons';
import { sandboxBoards, type SandboxBoard } from '../lessons/sandbox';
import { predictionRight, type Lesson, type PredictionAnswer } from '../lessons/types';
import { engine } from './engine';
import type { FutureEntry, LessonNotice, PastEntry, PredictionRecord, StepStart } from './history-types';
import { useProgress } from './progress-store';
import { answersAt, replaySteps } from './replay';
import { playScenario, type ScenarioRefusal } from './scenario-board';
import { setLifeAction } from './teacher';
import { advancedStep, answersBefore, noticeFor, withStarts } from './lesson-steps';
import { snapshotOf, type GameSnapshot } from './history-types';

export type Mode = 'lessons' | 'sandbox';

/** A sandbox board: one the app ships with, or `custom`, the user's own (`customBoard`). */
export type SandboxChoice = SandboxBoard | 'custom';

export interface StoreError {
  /** A locale key such as `errors.notYourPriority`. */
  code: string;
  params?: Record<string, string | number>;
}

export type { FutureEntry, PastEntry, PredictionRecord, StepStart } from './history-types';

export type { LessonNotice } from './history-types';

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
  sandboxBoard: SandboxChoice;
  /** The user's own board (builder, scenario file, share link, ruling), when there is one. */
  customBoard: Setup | null;
  stepIndex: number;
  /** Where each step reached so far began (index = step index), to put the board back. */
  stepStarts: StepStart[];
  /** The answers to the lesson's predictions, by step id. */
  predictions: Record<string, PredictionRecord>;
  lessonNotice: LessonNotice | null;
  /** The game as it was before the last reset (undo brings it back), and whether redo resets again. */
  beforeReset: GameSnapshot | null;
  redoReset: boolean;

  /** Applies an action; false (and `lastError` set) if the engine refused it. */
  dispatch: (action: Action) => boolean;
  /** Sets a player's life total: the engine's `life` action with the difference (CR 119.5). */
  setLife: (player: PlayerId, total: number) => boolean;
  undo: () => void;
  redo: () => void;
  /** Starts the current board again (and the lesson from its first step). */
  reset: () => void;
  /** Opens the sandbox, on this board (or the current one); a different board starts afresh. */
  openSandbox: (board?: SandboxChoice) => void;
  /**
   * Opens the sandbox on a board of one's own: the setup started, then the actions played (each undoable).
   * All or nothing: on a refusal the store is left as it was and the refusal is returned.
   */
  openScenario: (setup: Setup, actions?: readonly Action[]) => { ok: true } | { ok: false; refusal: ScenarioRefusal };
  /** Opens a lesson at its first step, afresh. */
  openLesson: (id: string) => void;
  /**
   * Opens a lesson at this step (by default where the saved progress left it), replaying the earlier steps'
   * solutions, with the saved answers of the earlier steps.
   */
  openLessonAt: (id: string, stepIndex?: number) => void;
  /** Moves within the current lesson: back as `previousStep` does, forward by replaying the solutions. */
  goToStep: (stepIndex: number) => void;
  /** Leaves the lesson (after the progress is reset): no lesson is open until one is chosen. */
  closeLesson: () => void;
  nextStep: () => void;
  previousStep: () => void;
  /** Plays the current lesson step's scripted solution (from where the step began). */
  showMe: () => void;
  /** Answers the current step's prediction (once). */
  answerPrediction: (answer: PredictionAnswer) => void;
  /** Puts the board back where the current step began. */
  restoreStep: () => void;
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

function boardFor(mode: Mode, lessonId: string | null, sandboxBoard: SandboxChoice, customBoard: Setup | null = null) {
  const lesson = mode === 'lessons' && lessonId ? lessonById(lessonId) : undefined;
  const setup = lesson?.setup ?? (sandboxBoard === 'custom' && customBoard ? customBoard : sandboxBoards[sandboxBoard === 'custom' ? 'wrath' : sandboxBoard]);
  const { state, log } = start(setup);
  return {
    mode,
    lessonId,
    sandboxBoard: sandboxBoard === 'custom' && !customBoard ? 'wrath' : sandboxBoard,
    customBoard,
    setup,
    state,
    log,
    past: [],
    future: [],
    lastError: null,
    stepIndex: 0,
    stepStarts: [{ state, logLength: log.length, pastLength: 0 }],
    predictions: {},
    lessonNotice: null,
    beforeReset: null,
    redoReset: false,
  };
}

/** Back to an earlier step: the board where it began, and its question (and the later ones) asked again. */
function backTo(s: StacklabStore, stepIndex: number): Partial<StacklabStore> {
  const lesson = currentLesson(s);
  const start = s.stepStarts[stepIndex];
  if (!lesson || !start) return {};
  return {
    stepIndex,
    state: start.state,
    log: s.log.slice(0, start.logLength),
    past: s.past.slice(0, start.pastLength),
    future: [],
    lastError: null,
    predictions: answersBefore(lesson, s.predictions, stepIndex),
    lessonNotice: null,
  };
}

export const useStacklab = create<StacklabStore>()((set, get) => ({
  ...boardFor('lessons', lessons[0]?.id ?? null, 'wrath'),

  dispatch(action) {
    const s = get();
    const lesson = currentLesson(s);
    const step = lesson?.steps[s.stepIndex];
    if (step?.predict && !s.predictions[step.id]) {
      set({ lessonNotice: 'predictFirst' });
      return false;
    }
    const result = engine.apply(s.state, action);
    if (!result.ok) {
      set({ lastError: { code: result.error, ...(result.params ? { params: result.params } : {}) } });
      return false;
    }
    const log = [...s.log, ...result.log];
    const past = [...s.past, { action, state: s.state, logLength: s.log.length, stepIndex: s.stepIndex }];
    const stepIndex = advancedStep(lesson, s.stepIndex, result.state, result.log, s.predictions);
    const stepStarts =
      stepIndex > s.stepIndex
        ? withStarts(s.stepStarts, s.stepIndex, stepIndex, { state: result.state, logLength: log.length, pastLength: past.length })
        : s.stepStarts;
    set({
      state: result.state,
      log,
      past,
      future: [],
      redoReset: false,
      lastError: null,
      stepIndex,
      stepStarts,
      lessonNotice: stepIndex > s.stepIndex ? null : noticeFor(lesson, stepIndex, result.state, stepStarts),
    });
    return true;
  },

  setLife(player, total) {
    const action = setLifeAction(engine.view(get().state), player, total);
    return action === null || get().dispatch(action);
  },

  undo() {
    const s = get();
    const last = s.past[s.past.length - 1];
    if (!last) {
      // Undoing a reset: the game as it was, and redo would reset again.
      if (s.beforeReset) set({ ...s.beforeReset, beforeReset: null, redoReset: true, lastError: null });
      return;
    }
    set({
      redoReset: false,
      state: last.state,
      log: s.log.slice(0, last.logLength),
      past: s.past.slice(0, -1),
      future: [{ action: last.action, state: s.state, log: s.log.slice(last.logLength), stepIndex: s.stepIndex }, ...s.future],
      stepIndex: last.stepIndex,
      lastError: null,
      lessonNotice: noticeFor(currentLesson(s), last.stepIndex, last.state, s.stepStarts),
    });
  },

  redo() {
    const s = get();
    if (s.redoReset) {
      s.reset();
      return;
    }
    const next = s.future[0];
    if (!next) return;
    set({
      state: next.state,
      log: [...s.log, ...next.log],
      past: [...s.past, { action: next.action, state: s.state, logLength: s.log.length, stepIndex: s.stepIndex }],
      future: s.future.slice(1),
      stepIndex: next.stepIndex,
      lastError: null,
      lessonNotice: noticeFor(currentLesson(s), next.stepIndex, next.state, s.stepStarts),
    });
  },

  reset() {
    const s = get();
    set({ ...boardFor(s.mode, s.lessonId, s.sandboxBoard, s.customBoard), beforeReset: snapshotOf(s) });
  },

  openSandbox(board) {
    const s = get();
    const known = board && (Object.hasOwn(sandboxBoards, board) || (board === 'custom' && s.customBoard));
    const next = known ? board : s.sandboxBoard;
    if (s.mode === 'sandbox' && next === s.sandboxBoard) return;
    set(boardFor('sandbox', s.lessonId, next, s.customBoard));
  },

  openScenario(setup, actions = []) {
    const played = playScenario(setup, actions);
    if (!played.ok) return played;
    const fresh = boardFor('sandbox', get().lessonId, 'custom', setup);
    const { state, log, past } = played.board;
    set({ ...fresh, state, log, past, stepStarts: [{ state: fresh.state, logLength: fresh.log.length, pastLength: 0 }] });
    return { ok: true };
  },

  openLesson(id) {
    if (!lessonById(id)) return;
    set(boardFor('lessons', id, get().sandboxBoard, get().customBoard));
  },

  nextStep() {
    const s = get();
    const lesson = currentLesson(s);
    const step = lesson?.steps[s.stepIndex];
    if (!lesson || !step || s.stepIndex >= lesson.steps.length - 1) return;
    // A step with a goal moves on by itself once the goal is met: Next before that would leave the board
    // behind the texts. A reading step whose board was changed must be put back first, for the same reason.
    if (step.goal) {
      set({ lessonNotice: 'notDone' });
      return;
    }
    const start = s.stepStarts[s.stepIndex];
    if (start && start.state !== s.state) {
      set({ lessonNotice: 'offTrack' });
      return;
    }
    const stepIndex = s.stepIndex + 1;
    set({
      stepIndex,
      stepStarts: withStarts(s.stepStarts, s.stepIndex, stepIndex, { state: s.state, logLength: s.log.length, pastLength: s.past.length }),
      lessonNotice: null,
    });
  },

  previousStep() {
    const s = get();
    set(backTo(s, Math.max(s.stepIndex - 1, 0)));
  },

  openLessonAt(id, stepIndex) {
    const lesson = lessonById(id);
    if (!lesson) return;
    const saved = useProgress.getState().lessons[id];
    const fresh = boardFor('lessons', id, get().sandboxBoard, get().customBoard);
    const board = replaySteps(lesson, { ...fresh, stepIndex: 0 }, stepIndex ?? saved?.step ?? 0);
    set({ ...fresh, ...board, predictions: answersAt(lesson, board.stepIndex, saved?.answers ?? {}, saved?.step) });
  },

  goToStep(stepIndex) {
    const s = get();
    const lesson = currentLesson(s);
    if (!lesson || stepIndex === s.stepIndex || stepIndex < 0 || stepIndex >= lesson.steps.length) return;
    if (stepIndex < s.stepIndex) {
      set(backTo(s, stepIndex));
      return;
    }
    const start = s.stepStarts[s.stepIndex];
    if (!start) return;
    const board = replaySteps(
      lesson,
      { state: start.state, log: s.log.slice(0, start.logLength), past: s.past.slice(0, start.pastLength), stepIndex: s.stepIndex, stepStarts: s.stepStarts },
      stepIndex,
    );
    const saved = s.lessonId ? useProgress.getState().lessons[s.lessonId] : undefined;
    set({
      ...board,
      future: [],
      lastError: null,
      lessonNotice: null,
      predictions: { ...answersAt(lesson, board.stepIndex, saved?.answers ?? {}, saved?.step), ...answersBefore(lesson, s.predictions, board.stepIndex + 1) },
    });
  },

  closeLesson() {
    set(boardFor('lessons', null, get().sandboxBoard, get().customBoard));
  },

  restoreStep() {
    const s = get();
    const start = s.stepStarts[s.stepIndex];
    if (!start) return;
    set({
      state: start.state,
      log: s.log.slice(0, start.logLength),
      past: s.past.slice(0, start.pastLength),
      future: [],
      lastError: null,
      lessonNotice: null,
    });
  },

  answerPrediction(answer) {
    const s = get();
    const step = currentLesson(s)?.steps[s.stepIndex];
    if (!step?.predict || s.predictions[step.id]) return;
    set({
      predictions: { ...s.predictions, [step.id]: { answer, right: predictionRight(step.predict, answer) } },
      lessonNotice: null,
    });
  },

  showMe() {
    const s = get();
    const step = currentLesson(s)?.steps[s.stepIndex];
    if (!step) return;
    if (step.solution.length === 0) {
      get().nextStep();
      return;
    }
    if (step.predict && !s.predictions[step.id]) {
      set({ lessonNotice: 'predictFirst' });
      return;
    }
    // The solution is written from where the step began: go back there first if the learner has moved.
    if (s.stepStarts[s.stepIndex]?.state !== s.state) get().restoreStep();
    for (const action of step.solution) if (!get().dispatch(action)) return;
  },

  clearError() {
    set({ lastError: null });
  },
}));

// The progress follows the lesson: each move to another lesson or step, and each answer, is saved.
useStacklab.subscribe((s, prev) => {
  if (s.mode !== 'lessons' || !s.lessonId) return;
  if (s.lessonId === prev.lessonId && s.mode === prev.mode && s.stepIndex === prev.stepIndex && s.predictions === prev.predictions) return;
  const lesson = lessonById(s.lessonId);
  if (lesson) useProgress.getState().recordLesson(lesson.id, s.stepIndex, s.stepIndex === lesson.steps.length - 1, s.predictions);
});
