// The moments a step in time goes to next, made ready while the page is idle: a step back or forward then finds
// the moment's inner steps traced and its view made, and spends its frame on the table alone. At 4× CPU the view
// of a board with a thousand waiting abilities takes some 3 ms, and an action's first step back traces it.
import { displayedState, momentsOf, nextCursor, previousCursor, type Cursor, type History, type Moment } from './timeline';
import { prepareView } from './selectors';

/** The moment a cursor shows: its state, and the log entry its caption says (none for the board as set up). */
function momentAt(h: History, cursor: Cursor | null): Moment {
  const entry = cursor && cursor.action >= 0 ? (momentsOf(h, cursor.action)[cursor.moment]?.entry ?? null) : null;
  return { entry, state: displayedState(h, cursor) };
}

/** The moments one step back and one step forward from `cursor` (the live game for null), their views made. */
export function prepareNeighbours(h: History, cursor: Cursor | null): Moment[] {
  const back = previousCursor(h, cursor);
  const moments: Moment[] = [];
  if (back) moments.push(momentAt(h, back));
  // The live game (null) has no step forward; the step forward from the last moment is the live game.
  if (cursor) moments.push(momentAt(h, nextCursor(h, cursor)));
  for (const moment of moments) prepareView(moment.state);
  return moments;
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
