// Derived data, computed from the store and cached by state identity (states are immutable).
import { useDeferredValue, useRef, useSyncExternalStore } from 'react';
import { stackItems, type Action, type CardId, type GameState, type GameView, type LogEntry, type ObjectId } from '../engine';
import { lessonById } from '../lessons';
import type { Lesson, LessonStep } from '../lessons/types';
import { engine } from './engine';
import { useStacklab, type StacklabStore } from './game-store';
import { useDisplayedState, usePlayback } from './playback-store';
import { displayedState } from './timeline';
import { shareEqual } from './share';

const views = new WeakMap<GameState, GameView>();
const legal = new WeakMap<GameState, Action[]>();
// The last view and legal actions made: the next ones share every part that is equal (share.ts), so the rows of
// the table that an action left alone keep their props and are not rendered again.
let lastView: GameView | undefined;
let lastLegal: Action[] | undefined;

export function viewOf(state: GameState): GameView {
  let v = views.get(state);
  if (!v) {
    v = shareEqual(lastView, engine.view(state));
    lastView = v;
    views.set(state, v);
  }
  return v;
}

/**
 * Works out a state's view before the table needs it (a moment the timeline may step to next), shared with the
 * view last shown as a step would share it. The next view made still shares with the one shown, not this one.
 */
export function prepareView(state: GameState): void {
  if (views.has(state)) return;
  const shown = lastView;
  viewOf(state);
  lastView = shown;
}

/** Is this state's view already made? (For tests of the work done ahead.) */
export function hasView(state: GameState): boolean {
  return views.has(state);
}

const AUTO_ONLY: Action[] = [{ type: 'auto' }];

/**
 * The legal actions as the table uses them, attack and block declarations apart (`combatActionsOf`); with a
 * choice waiting, only `auto` (see below).
 */
export function legalActionsOf(state: GameState): Action[] {
  let l = legal.get(state);
  if (!l) {
    // While a choice waits, the table answers it through the choice panel and offers only `auto` beside it: the
    // engine would check its answers by playing them (a whole chain of a thousand triggers, three times).
    l = shareEqual(lastLegal, state.pending && state.winner === null ? AUTO_ONLY : engine.legalActions(state, 'other'));
    lastLegal = l;
    legal.set(state, l);
  }
  return l;
}

const combat = new WeakMap<GameState, Action[]>();
let lastCombat: Action[] | undefined;

/**
 * The attacks and blocks that may be declared now (the combat form's). Each is judged by a run to the step where it
 * is declared, resolving what is on the stack: the form reads them in a deferred render (`useCombatActions`), so
 * that a cast or a resolution paints first.
 */
export function combatActionsOf(state: GameState): Action[] {
  let l = combat.get(state);
  if (!l) {
    l = shareEqual(lastCombat, state.pending ? NONE : engine.legalActions(state, 'combat'));
    lastCombat = l;
    combat.set(state, l);
  }
  return l;
}

const NONE: Action[] = [];
const lastPicked = new Map<string, Action[]>();

/** The same list as last time for this key when it holds the same actions (they are shared), so props stay equal. */
function stablePick(key: string, picked: Action[]): Action[] {
  if (picked.length === 0) return NONE;
  const before = lastPicked.get(key);
  if (before && before.length === picked.length && before.every((a, i) => a === picked[i])) return before;
  if (lastPicked.size > 4096) lastPicked.clear();
  lastPicked.set(key, picked);
  return picked;
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

/**
 * One part of the view of the state the table shows (`(v) => v.stack`): the component renders again only when that
 * part changes (views share their unchanged parts, see viewOf), not on every action.
 */
export function useViewPart<T>(pick: (view: GameView) => T): T {
  // One subscription to both the game and the moment shown: a step in time that leaves this part alone (the
  // usual case) does not render the component again either.
  const part = () => pick(viewOf(displayedState(useStacklab.getState(), usePlayback.getState().cursor)));
  return useSyncExternalStore(subscribeToShown, part, part);
}

const EMPTY: readonly never[] = [];

/**
 * A list made from the view of the state the table shows (`(v) => v.battlefield.filter(…)`): the same array as
 * last time while it holds the same items (views share their unchanged items), so the component renders again
 * only when its own items change.
 */
export function useViewList<T>(pick: (view: GameView) => readonly T[]): readonly T[] {
  const last = useRef<readonly T[]>(EMPTY);
  return useViewPart((view) => {
    const next = pick(view);
    const before = last.current;
    if (next.length === before.length && next.every((item, i) => item === before[i])) return before;
    last.current = next;
    return next;
  });
}

function subscribeToShown(listener: () => void): () => void {
  const game = useStacklab.subscribe(listener);
  const moment = usePlayback.subscribe(listener);
  return () => {
    game();
    moment();
  };
}

/** The view of the live game (what the acting controls act on, whatever moment the table shows). */
export function useLiveView(): GameView {
  return useStacklab(selectView);
}

export function useLegalActions(): Action[] {
  return useStacklab(selectLegalActions);
}

/** The attacks and blocks of the live game, a render after the rest of the table (see combatActionsOf). */
export function useCombatActions(): Action[] {
  return combatActionsOf(useDeferredValue(useStacklab((s) => s.state)));
}

/** Is an action of this shape legal now? (`pass`, `resolve`, `auto`, `advance` …) */
export function canDo(actions: readonly Action[], type: Action['type']): Action | undefined {
  return actions.find((a) => a.type === type);
}

/** The casts, plays and activations among the legal actions, by the card they name (worked out once per list). */
const byCard = new WeakMap<readonly Action[], Map<string, Action[]>>();
function actionsByCard(actions: readonly Action[]): Map<string, Action[]> {
  let map = byCard.get(actions);
  if (!map) {
    map = new Map();
    for (const a of actions) {
      if (a.type !== 'cast' && a.type !== 'play' && a.type !== 'activate') continue;
      const list = map.get(a.card);
      if (list) list.push(a);
      else map.set(a.card, [a]);
    }
    byCard.set(actions, map);
  }
  return map;
}

function naming(actions: readonly Action[], object: ObjectId, label: string | null, wanted: (a: Action) => boolean): Action[] {
  const map = actionsByCard(actions);
  const found = [...(map.get(object) ?? []), ...(label !== null && label !== object ? (map.get(label) ?? []) : [])];
  // Keep the legal actions' order.
  return found.length < 2 ? found.filter(wanted) : actions.filter((a) => found.includes(a) && wanted(a));
}

/** The legal ways to cast or play this card from a hand (several when it needs targets). */
export function handActionsFor(actions: readonly Action[], object: ObjectId, label: string | null): Action[] {
  return stablePick(`hand ${object}`, naming(actions, object, label, (a) => a.type === 'cast' || a.type === 'play'));
}

/** The legal activations of this permanent's abilities. */
export function activationsFor(actions: readonly Action[], object: ObjectId, label: string | null): Action[] {
  return stablePick(`activate ${object}`, naming(actions, object, label, (a) => a.type === 'activate'));
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
