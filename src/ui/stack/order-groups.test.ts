import { describe, expect, it } from 'vitest';
import type { PendingTriggerView } from '../../engine';
import { answerOf, causeCounts, moveRow, orderRows, rowsForAnswer } from './order-groups';

const trigger = (id: string, group: string | null, cause: [string, string] | null = null): PendingTriggerView => ({
  id,
  source: 'dingus-egg',
  sourceId: 'o1',
  label: null,
  controller: 'alice',
  abilityIndex: 0,
  cause: cause ? { card: cause[0], label: null, controller: cause[1] } : null,
  group,
});
const option = (id: string, source = 'dingus-egg') => ({ id, source, label: null });

describe('CR 603.3b — the rows of the order choice', () => {
  it('interchangeable triggers make one row with every id, where the first of them was offered', () => {
    const pending = [trigger('t1', 'g'), trigger('t2', null), trigger('t3', 'g'), trigger('t4', 'h'), trigger('t5', 'g')];
    const rows = orderRows(['t1', 't2', 't3', 't4', 't5'].map((id) => option(id)), pending);
    expect(rows.map((r) => r.ids)).toEqual([['t1', 't3', 't5'], ['t2'], ['t4']]);
    expect(rows.map((r) => r.key)).toEqual(['t1', 't2', 't4']);
    expect(rows.map((r) => r.grouped)).toEqual([true, false, true]);
  });

  it('triggers with no group key stay one row each, even from the same source', () => {
    const rows = orderRows([option('t1'), option('t2')], [trigger('t1', null), trigger('t2', null)]);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => !r.grouped && r.ids.length === 1)).toBe(true);
  });

  it('an option the view does not know (no waiting trigger) is a row of its own', () => {
    const rows = orderRows([option('t1'), option('t9')], [trigger('t1', 'g')]);
    expect(rows.map((r) => r.ids)).toEqual([['t1'], ['t9']]);
    expect(rows[1]!.causes).toEqual([]);
  });

  it('the answer lists every id, the bottom row first (the top row goes on the stack last and resolves first)', () => {
    const rows = orderRows(['t1', 't2', 't3'].map((id) => option(id)), [trigger('t1', 'g'), trigger('t2', null), trigger('t3', 'g')]);
    // Shown top first: the reverse of the offered order.
    const shown = [...rows].reverse();
    expect(answerOf(shown)).toEqual(['t1', 't3', 't2']);
    expect(answerOf(moveRow(shown, 1, 0))).toEqual(['t2', 't1', 't3']);
  });

  it('a group of 100 moves as one row and the answer still has 100 ids', () => {
    const ids = Array.from({ length: 100 }, (_, i) => `t${i}`);
    const rows = orderRows([...ids, 'x'].map((id) => option(id)), [...ids.map((id) => trigger(id, 'g')), trigger('x', null)]);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.ids).toHaveLength(100);
    // Shown top first, the group moved to the bottom: it goes on the stack first, x last (x resolves first).
    const answer = answerOf(moveRow(rows, 0, 1));
    expect(answer).toHaveLength(101);
    expect(answer.slice(0, 100)).toEqual(ids);
    expect(answer[100]).toBe('x');
    expect(new Set(answer).size).toBe(101);
  });

  it('moving out of range changes nothing', () => {
    expect(moveRow(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(moveRow(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
    expect(moveRow(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('causes are counted by card and controller, in order of first appearance', () => {
    const causes = [
      { card: 'plains', label: null, controller: 'alice' },
      { card: 'forest', label: null, controller: 'bob' },
      { card: 'plains', label: null, controller: 'alice' },
      { card: 'plains', label: null, controller: 'bob' },
    ];
    expect(causeCounts(causes)).toEqual([
      { card: 'plains', controller: 'alice', count: 2 },
      { card: 'forest', controller: 'bob', count: 1 },
      { card: 'plains', controller: 'bob', count: 1 },
    ]);
  });

  it('a scripted answer becomes rows, top first, each group where its member nearest the top is wanted', () => {
    const rows = orderRows(['t1', 't2', 't3', 't4'].map((id) => option(id)), [trigger('t1', 'g'), trigger('t2', null), trigger('t3', 'g'), trigger('t4', null)]);
    expect(rowsForAnswer(rows, ['t2', 't1', 't4', 't3']).map((r) => r.key)).toEqual(['t1', 't4', 't2']);
    expect(answerOf(rowsForAnswer(rows, ['t4', 't2', 't1', 't3']))).toEqual(['t4', 't2', 't1', 't3']);
  });
});
