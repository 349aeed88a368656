// A persistent list for the stack. Full chunks of 64 items are never changed once made; the last,
// partial chunk (`top`) holds the newest items. Pushing or popping copies only `top` (and, once every 64
// operations, the list of full chunks), so a state keeps its stack intact when the next action changes
// it — without copying a stack that may hold thousands of triggers. It stays plain JSON.

export interface Pile<T> {
  /** Full chunks, oldest first, each exactly PILE_CHUNK long. */
  readonly full: readonly (readonly T[])[];
  /** The newest items, oldest first; never empty unless the whole pile is. */
  readonly top: readonly T[];
}

export const PILE_CHUNK = 64;

export const emptyPile = <T>(): Pile<T> => ({ full: [], top: [] });

export function pileSize<T>(pile: Pile<T>): number {
  return pile.full.length * PILE_CHUNK + pile.top.length;
}

/** The top item (the last pushed), or undefined. */
export function pileTop<T>(pile: Pile<T>): T | undefined {
  return pile.top[pile.top.length - 1];
}

export function pilePush<T>(pile: Pile<T>, item: T): Pile<T> {
  if (pile.top.length === PILE_CHUNK) return { full: [...pile.full, pile.top], top: [item] };
  return { full: pile.full, top: [...pile.top, item] };
}

export function pilePop<T>(pile: Pile<T>): Pile<T> {
  if (pile.top.length > 1) return { full: pile.full, top: pile.top.slice(0, -1) };
  const below = pile.full[pile.full.length - 1];
  return below ? { full: pile.full.slice(0, -1), top: below } : emptyPile();
}

/** Replaces the top item. */
export function pileSetTop<T>(pile: Pile<T>, item: T): Pile<T> {
  if (pile.top.length === 0) return pile;
  return { full: pile.full, top: [...pile.top.slice(0, -1), item] };
}

/** Bottom first. */
export function pileToArray<T>(pile: Pile<T>): T[] {
  return [...pile.full.flat(), ...pile.top] as T[];
}

export function pileFromArray<T>(items: readonly T[]): Pile<T> {
  const full: T[][] = [];
  let i = 0;
  // Keep at least one item in `top` when there are items.
  for (; items.length - i > PILE_CHUNK; i += PILE_CHUNK) full.push(items.slice(i, i + PILE_CHUNK));
  return { full, top: items.slice(i) };
}

export function pileFind<T>(pile: Pile<T>, predicate: (item: T) => boolean): T | undefined {
  return pileToArray(pile).findLast(predicate);
}

/** Removes the first item (from the top) that matches. */
export function pileRemove<T>(pile: Pile<T>, predicate: (item: T) => boolean): Pile<T> {
  const items = pileToArray(pile);
  const index = items.findLastIndex(predicate);
  if (index < 0) return pile;
  items.splice(index, 1);
  return pileFromArray(items);
}
