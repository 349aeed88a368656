import { describe, expect, it } from 'vitest';
import { emptyPile, pileFind, pileFromArray, pilePop, pilePush, pileRemove, pileSetTop, pileSize, pileToArray, pileTop, type Pile } from './pile';

describe('the persistent pile that holds the stack', () => {
  it('pushes and pops like a stack, across chunk boundaries', () => {
    let pile: Pile<number> = emptyPile();
    for (let i = 0; i < 200; i++) pile = pilePush(pile, i);
    expect(pileSize(pile)).toBe(200);
    expect(pileTop(pile)).toBe(199);
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

  it('finds and removes from the top, and survives JSON', () => {
    const pile = pileFromArray(Array.from({ length: 130 }, (_, i) => ({ id: i % 5 })));
    expect(pileFind(pile, (x) => x.id === 3)).toBe(pileToArray(pile)[128]);
    expect(pileSize(pileRemove(pile, (x) => x.id === 3))).toBe(129);
    expect(JSON.parse(JSON.stringify(pile))).toEqual(pile);
  });
});
