import { describe, expect, it } from 'vitest';
import { emptyPile, pileFind, pileFromArray, pilePop, pilePush, pileRemove, pileSetTop, pileSize, pileToArray, pileTop, type Pile } from './pile';

describe('the persistent pile that holds the stack', () => {
  it('pushes and pops like a stack, across chunk boundaries', () => {
    let pile: Pile<number> = emptyPile();
    for (let i = 0; i < 200; i++) pile = pilePush(pile, i);
    expect(pileSize(pile)).toBe(200);
    expect(pileToArray(pile)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    for (let i = 199; i >= 0; i--) {
      expect(pileTop(pile)).toBe(i);
      pile = pilePop(pile);
    }
    expect(pileSize(pile)).toBe(0);
    expect(pileTop(pile)).toBeUndefined();
  });

  it('never changes an older version', () => {
    const a = pileFromArray([1, 2, 3]);
    const b = pilePush(a, 4);
    const c = pilePop(a);
    const d = pileSetTop(a, 9);
    expect(pileToArray(a)).toEqual([1, 2, 3]);
    expect(pileToArray(b)).toEqual([1, 2, 3, 4]);
    expect(pileToArray(c)).toEqual([1, 2]);
    expect(pileToArray(d)).toEqual([1, 2, 9]);
  });

  it('keeps its top chunk non-empty, so the top item is always at hand', () => {
    const pile = pileFromArray(Array.from({ length: 128 }, (_, i) => i));
    expect(pileTop(pile)).toBe(127);
    expect(pileTop(pilePop(pile))).toBe(126);
    const popped = pilePop(pileFromArray(Array.from({ length: 65 }, (_, i) => i)));
    expect(pileTop(popped)).toBe(63);
    expect(pileSize(popped)).toBe(64);
  });

  it('finds and removes from the top, and survives JSON', () => {
    const pile = pileFromArray(Array.from({ length: 130 }, (_, i) => ({ id: i % 5 })));
    expect(pileFind(pile, (x) => x.id === 3)).toBe(pileToArray(pile)[128]);
    expect(pileSize(pileRemove(pile, (x) => x.id === 3))).toBe(129);
    expect(JSON.parse(JSON.stringify(pile))).toEqual(pile);
  });
});
