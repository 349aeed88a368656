import { describe, expect, it } from 'vitest';
import { shareEqual } from './share';

describe('shareEqual', () => {
  it('keeps the old identity of every equal part, and of the whole when nothing changed', () => {
    const prev = { a: { x: 1, y: [1, 2] }, b: [{ id: 'o1', n: 1 }, { id: 'o2', n: 2 }] };
    const same = shareEqual(prev, structuredClone(prev));
    expect(same).toBe(prev);
    const next = shareEqual(prev, { a: { x: 2, y: [1, 2] }, b: [{ id: 'o1', n: 1 }, { id: 'o2', n: 2 }] });
    expect(next).not.toBe(prev);
    expect(next).toEqual({ a: { x: 2, y: [1, 2] }, b: [{ id: 'o1', n: 1 }, { id: 'o2', n: 2 }] });
    expect(next.a).not.toBe(prev.a);
    expect(next.a.y).toBe(prev.a.y);
    expect(next.b).toBe(prev.b);
  });

  it('matches items with ids by id, so a list that grows at its top keeps its old items', () => {
    const prev = [{ id: 's1', v: 1 }, { id: 's2', v: 2 }];
    const next = shareEqual(prev, [{ id: 's3', v: 3 }, { id: 's1', v: 1 }, { id: 's2', v: 2 }]);
    expect(next).toHaveLength(3);
    expect(next[1]).toBe(prev[0]);
    expect(next[2]).toBe(prev[1]);
  });

  it('a key added or removed is a change; undefined values and nulls compare as values', () => {
    const prev: Record<string, unknown> = { a: 1 };
    expect(shareEqual(prev, { a: 1, b: undefined })).not.toBe(prev);
    expect(shareEqual({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    const withNull = { p: null };
    expect(shareEqual(withNull, { p: null })).toBe(withNull);
  });
});
