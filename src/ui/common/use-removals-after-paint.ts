// A long list that loses many of its items at once (a Wrath of God on a board of 200 permanents) keeps showing them
// for one more frame: React's removal of a hundred cards (their components' clean-up and the DOM's removal, some
// 15 ms of a normal computer's time) then comes after the paint of what the action asks for now (the order of the
// triggers it set off), not in the same frame. Anything else (an item added, moved or changed, or a few removed)
// shows at once.
import { useEffect, useRef, useState } from 'react';
import { afterPaint } from './after-paint';

/** How many items going at once make a removal late by a frame. */
export const MANY_REMOVED = 24;

/**
 * `value`, or while `late(shown, value)` says so, the value shown before it until the next frame has been painted.
 * A value that isn't late is shown at once.
 */
function useAfterPaint<T>(value: T, late: (shown: T, value: T) => boolean): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  const waiting = shown !== value && late(shown, value);
  // Not late: the value is shown as it is, and kept as the one shown (React renders again before committing).
  if (shown !== value && !waiting) setShown(value);
  useEffect(() => {
    latest.current = value;
  });
  // Once a frame at most, and never put off by newer values (values that change at every frame still show, a frame
  // late): after the paint, the newest value is shown.
  useEffect(() => (waiting ? afterPaint(() => setShown(latest.current)) : undefined), [waiting, shown]);
  return waiting ? shown : value;
}

const manyGone = <T,>(shown: readonly T[], list: readonly T[]) => shown.length - list.length >= MANY_REMOVED;

/** A list whose removal of many items at once shows a frame later; anything else at once. */
export function useRemovalsAfterPaint<T>(list: readonly T[]): readonly T[] {
  return useAfterPaint(list, manyGone);
}
