// The moments a step in time goes to next, made ready while the page is idle: a step back or forward then finds
// the moment's inner steps traced and its view made, and spends its frame on the table alone. At 4× CPU the view
// of a board with a thousand waiting abilities takes some 3 ms, and an action's first step back traces it.
import type { GameState } from '../engine';
import { displayedState, nextCursor, previousCursor, type Cursor, type History } from './timeline';
import { prepareView } from './selectors';

/** The states one step back and one step forward from `cursor` (the live game for null), their views made. */
export function prepareNeighbours(h: History, cursor: Cursor | null): GameState[] {
  const back = previousCursor(h, cursor);
  const states: GameState[] = [];
  if (back) states.push(displayedState(h, back));
  // The live game (null) has no step forward; the step forward from the last moment is the live game.
  if (cursor) states.push(displayedState(h, nextCursor(h, cursor)));
  for (const state of states) prepareView(state);
  return states;
}

type Idle = (work: () => void) => () => void;

/** Runs `work` when the page is idle (a timer where the browser has no idle callbacks); returns a cancel. */
export const whenIdle: Idle = (work) => {
  const w = globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(work, { timeout: 2000 });
    return () => w.cancelIdleCallback!(id);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
};
