import { describe, expect, it } from 'vitest';
import { emptyPile, pileFromArray, pilePop, pilePush, pileReplace, pileSharedBottom, pileToArray, pileTopItems, type Pile } from './pile';

const numbers = (n: number): Pile<{ n: number }> => pileFromArray(Array.from({ length: n }, (_, i) => ({ n: i })));

describe('reading the pile without flattening it (the loop guard and last-known sources, CR 104.4b, 608.2h)', () => {
  it('pileTopItems gives the top items, top first, across chunks', () => {
    const pile = numbers(130);
    expect(pileTopItems(pile, 3).map((i) => i.n)).toEqual([129, 128, 127]);
    expect(pileTopItems(pile, 70).map((i) => i.n)).toEqual(Array.from({ length: 70 }, (_, i) => 129 - i));
    expect(pileTopItems(pile, 500)).toHaveLength(130);
    expect(pileTopItems(emptyPile(), 2)).toEqual([]);
  });

  it('pileSharedBottom counts the items two versions share, down to the lowest point popped in between', () => {
    const start = numbers(200);
    expect(pileSharedBottom(start, start)).toBe(200);
    let later = start;
    for (let i = 0; i < 75; i++) later = pilePop(later); // down to 125: into the chunk below
    const lowest = later;
    for (let i = 0; i < 300; i++) later = pilePush(later, { n: -i });
    expect(pileSharedBottom(start, later)).toBe(125);
    expect(pileSharedBottom(later, start)).toBe(125);
    expect(pileSharedBottom(lowest, later)).toBe(125);
    // Equal items that are not the same objects are not shared: nothing guarantees they were never touched.
    expect(pileSharedBottom(start, numbers(200))).toBe(0);
  });

  it('pileReplace copies only the chunks that change, and leaves the older version as it was', () => {
    const pile = numbers(200);
    const changed = pileReplace(pile, (i) => (i.n % 100 === 7 ? { n: -i.n } : undefined));
    expect(pileToArray(changed).filter((i) => i.n < 0).map((i) => i.n)).toEqual([-7, -107]);
    expect(pileToArray(pile).filter((i) => i.n < 0)).toEqual([]);
    expect(changed.full[2]).toBe(pile.full[2]); // untouched chunk shared
    expect(changed.full[0]).not.toBe(pile.full[0]);
    expect(pileReplace(pile, () => undefined)).toBe(pile);
    // A chunk ruled out as a whole is not read.
    const skipped = pileReplace(pile, () => ({ n: 0 }), (chunk) => chunk !== pile.full[0]);
    expect(pileToArray(skipped).slice(0, 64)).toEqual(pileToArray(pile).slice(0, 64));
    expect(pileToArray(skipped).slice(64).every((i) => i.n === 0)).toBe(true);
  });
});

describe('a chunk copied in the middle of the pile', () => {
  it('pileSharedBottom stops at the first chunk that differs, even when the chunks above it are shared again', () => {
    const pile = numbers(300);
    const changed = pileReplace(pile, (i) => (i.n === 70 ? { n: -70 } : undefined));
    expect(changed.full[3]).toBe(pile.full[3]);
    expect(pileSharedBottom(pile, changed)).toBe(70);
  });
});
