// The window's media queries, each made once. `matchMedia` parses and evaluates its query at every call, and the
// table asks some of them at each step in time (reduced motion, the table's shape); a list's `matches` stays live.

const lists = new Map<string, MediaQueryList>();
let madeBy: Window['matchMedia'] | undefined;

/** The window's list for `query`; null where there is no window (the store's unit tests). */
export function mediaQuery(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  // A test that puts a matchMedia of its own in place gets lists made by it.
  if (madeBy !== window.matchMedia) {
    lists.clear();
    madeBy = window.matchMedia;
  }
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}
