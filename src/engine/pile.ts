// A persistent list for the stack: an array of small chunks, bottom first. Every operation returns a new
// pile and shares the untouched chunks with the old one, so a state keeps its stack intact when the next
// action pushes or pops — without copying the whole list (a stack can hold thousands of triggers).
// It stays plain JSON (two levels deep), unlike a linked list.

export type Pile<T> = readonly (readonly T[])[];

const CHUNK = 64;

export const emptyPile = <T>(): Pile<T> => [];

export function pileSize<T>(pile: Pile<T>): number {
  const last = pile[pile.length - 1];
  return last === undefined ? 0 : (pile.length - 1) * CHUNK + last.length;
}

/** The top item (the last pushed), or undefined. */
export function pileTop<T>(pile: Pile<T>): T | undefined {
  const last = pile[pile.length - 1];
  return last?.[last.length - 1];
}

export function pilePush<T>(pile: Pile<T>, item: T): Pile<T> {
  const last = pile[pile.length - 1];
  if (last === undefined || last.length === CHUNK) return [...pile, [item]];
  return [...pile.slice(0, -1), [...last, item]];
}

export function pilePop<T>(pile: Pile<T>): Pile<T> {
  const last = pile[pile.length - 1];
  if (last === undefined) return pile;
  if (last.length === 1) return pile.slice(0, -1);
  return [...pile.slice(0, -1), last.slice(0, -1)];
}

/** Replaces the top item. */
export function pileSetTop<T>(pile: Pile<T>, item: T): Pile<T> {
  const last = pile[pile.length - 1];
  if (last === undefined) return pile;
  return [...pile.slice(0, -1), [...last.slice(0, -1), item]];
}

/** Bottom first. */
export function pileToArray<T>(pile: Pile<T>): T[] {
  return pile.flat() as T[];
}

export function pileFind<T>(pile: Pile<T>, predicate: (item: T) => boolean): T | undefined {
  for (let c = pile.length - 1; c >= 0; c--) {
    const chunk = pile[c]!;
    for (let i = chunk.length - 1; i >= 0; i--) if (predicate(chunk[i]!)) return chunk[i];
  }
  return undefined;
}

/** Removes the first item (from the top) that matches. */
export function pileRemove<T>(pile: Pile<T>, predicate: (item: T) => boolean): Pile<T> {
  const items = pileToArray(pile);
  const index = items.findLastIndex(predicate);
  if (index < 0) return pile;
  items.splice(index, 1);
  return pileFromArray(items);
}

export function pileFromArray<T>(items: readonly T[]): Pile<T> {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) chunks.push(items.slice(i, i + CHUNK));
  return chunks;
}
