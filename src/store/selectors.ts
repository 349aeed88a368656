// Derived data, computed from the store and cached by state identity (states are immutable).
import { stackItems, type Action, type CardId, type GameState, type GameView, type LogEntry, type ObjectId } from '../engine';
import { lessonById } from '../lessons';
import type { Lesson, LessonStep } from '../lessons/types';
import { engine } from './engine';
import { useStacklab, type StacklabStore } from './game-store';
import { useDisplayedState } from './playback-store';

const views = new WeakMap<GameState, GameView>();
const legal = new WeakMap<GameState, Action[]>();

export function viewOf(state: GameState): GameView {
  let v = views.get(state);
  if (!v) {
    v = engine.view(state);
    views.set(state, v);
  }
  return v;
}

export function legalActionsOf(state: GameState): Action[] {
  let l = legal.get(state);
  if (!l) {
    l = engine.legalActions(state);
    legal.set(state, l);
  }
  return l;
}

export const selectView = (s: StacklabStore): GameView => viewOf(s.state);
export const selectLegalActions = (s: StacklabStore): Action[] => legalActionsOf(s.state);
export const selectCanUndo = (s: StacklabStore): boolean => s.past.length > 0 || s.beforeReset !== null;
export const selectCanRedo = (s: StacklabStore): boolean => s.future.length > 0 || s.redoReset;
export const selectLesson = (s: StacklabStore): Lesson | undefined =>
  s.mode === 'lessons' && s.lessonId ? lessonById(s.lessonId) : undefined;
export const selectLessonStep = (s: StacklabStore): LessonStep | undefined => selectLesson(s)?.steps[s.stepIndex];
/** The entries the latest action produced. */
export const selectRecentLog = (s: StacklabStore): LogEntry[] => s.log.slice(s.past[s.past.length - 1]?.logLength ?? 0);

/** The view of the state the table shows: the live game, or the inner step of an action being looked at. */
export function useView(): GameView {
  return viewOf(useDisplayedState());
}

/** The view of the live game (what the acting controls act on, whatever moment the table shows). */
export function useLiveView(): GameView {
  return useStacklab(selectView);
}

export function useLegalActions(): Action[] {
  return useStacklab(selectLegalActions);
}

/** Is an action of this shape legal now? (`pass`, `resolve`, `auto`, `advance` …) */
export function canDo(actions: readonly Action[], type: Action['type']): Action | undefined {
  return actions.find((a) => a.type === type);
}

/** The legal ways to cast or play this card from a hand (several when it needs targets). */
export function handActionsFor(actions: readonly Action[], object: ObjectId, label: string | null): Action[] {
  return actions.filter(
    (a) => (a.type === 'cast' || a.type === 'play') && (a.card === object || (label !== null && a.card === label)),
  );
}

/** The legal activations of this permanent's abilities. */
export function activationsFor(actions: readonly Action[], object: ObjectId, label: string | null): Action[] {
  return actions.filter((a) => a.type === 'activate' && (a.card === object || (label !== null && a.card === label)));
}

/**
 * The card an object id was, looking through the current state and then the history (objects get new
 * ids when they change zones, CR 400.7, so the log can name objects that no longer exist).
 */
export function cardOfObject(s: Pick<StacklabStore, 'state' | 'past'>, id: ObjectId): CardId | undefined {
  const now = s.state.objects[id];
  if (now) return now.card;
  for (let i = s.past.length - 1; i >= 0; i--) {
    const obj = s.past[i]?.state.objects[id];
    if (obj) return obj.card;
  }
  for (const item of stackItems(s.state.stack)) if (item.id === id) return item.source.card;
  return undefined;
}

/**
 * The card whose event made a triggered ability trigger (e.g. the creature that died), for a pending
 * trigger or a trigger on the stack.
 */
export function triggerCause(state: GameState, id: string): CardId | undefined {
  const view = viewOf(state);
  const item = view.pendingTriggers.find((t) => t.id === id) ?? view.stack.find((s) => s.id === id);
  return item?.cause?.card;
}

export function useTriggerCause(id: string): CardId | undefined {
  return useStacklab((s) => triggerCause(s.state, id));
}
