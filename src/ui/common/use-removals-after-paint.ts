// A long list that loses many of its items at once (a Wrath of God on a board of 200 permanents) keeps showing them
// for one more frame: React's removal of a hundred cards (their components' clean-up and the DOM's removal, some
// 15 ms of a normal computer's time) then comes after the paint of what the action asks for now (the order of the
// triggers it set off), not in the same frame. Anything else (an item added, moved or changed, or a few removed)
// shows at once.
import { useEffect, useRef, useState } from 'react';
import { afterPaint } from './after-paint';

/** How many items going at once make a removal late by a frame. */
const MANY_REMOVED = 24;

export function useRemovalsAfterPaint<T>(list: readonly T[]): readonly T[] {
  const [shown, setShown] = useState(list);
  const latest = useRef(list);
  const late = shown !== list && shown.length - list.length >= MANY_REMOVED;
  // Not late: the list is shown as it is, and kept as the one shown (React renders again before committing).
  if (shown !== list && !late) setShown(list);
  useEffect(() => {
    latest.current = list;
  });
  // Once a frame at most, and never put off by a newer list: after the paint, the newest list is shown.
  useEffect(() => (late ? afterPaint(() => setShown(latest.current)) : undefined), [late, shown]);
  return late ? shown : list;
}
