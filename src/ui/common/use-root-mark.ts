// Marks on the page's root element (`<html data-…>`) for what the root's own style depends on, such as the
// page's scroll padding, which belongs to the root because the page scrolls there.
//
// Why not `html:has(…)` in the stylesheet: the root's style would then follow whatever happens below it, and
// some of the root's properties (its scroll padding among them) belong to the whole window: when they change,
// Chromium restyles every element of the page. A mark set here says something that changes rarely (the table's
// shape), and says it in one place.
import { useLayoutEffect } from 'react';

/**
 * Sets `data-<name>` (a dataset key, camelCase) on the root element while the calling component is mounted and
 * `value` is a string; removes it when `value` becomes undefined or the component goes. A layout effect, so that
 * the frame that shows the component already has the root's style that goes with it.
 */
export function useRootMark(name: string, value: string | undefined): void {
  useLayoutEffect(() => {
    if (value === undefined) return;
    const root = document.documentElement;
    root.dataset[name] = value;
    return () => {
      // Another component may have set its own value since (a layout swapped for another one).
      if (root.dataset[name] === value) delete root.dataset[name];
    };
  }, [name, value]);
}
