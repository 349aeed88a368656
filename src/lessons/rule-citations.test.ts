// The rule panel's "lessons that show it": derived from the catalogue, never listed by hand.
import { describe, expect, it } from 'vitest';
import { parentRule } from '../rules/rule-numbers';
import { lessons } from './index';
import { lessonsCitingRule } from './rule-citations';
import type { Lesson, LessonStep } from './types';

const step = (id: string, rules: string[], predictRules?: string[]): LessonStep => ({
  id,
  title: 't',
  text: 't',
  hint: 't',
  rules,
  solution: [],
  ...(predictRules ? { predict: { question: 'q', explanation: 'e', kind: 'yesNo', answer: true, rules: predictRules, check: () => true } } : {}),
});
const lesson = (id: string, steps: LessonStep[]): Lesson => ({ id, title: id, summary: id, setup: { players: ['alice', 'bob'], cards: [] }, cards: {}, steps });

describe('lessons citing a rule', () => {
  const made = [
    lesson('a', [step('a1', ['603.2']), step('a2', ['603.3b', '603.2'])]),
    lesson('b', [step('b1', ['117.3']), step('b2', [], ['603.10a'])]),
    lesson('c', [step('c1', ['603.10a'])]),
  ];

  it('lists each lesson once, in the course order, with every step that cites the rule and its number in the course', () => {
    expect(lessonsCitingRule('603.2', made).map((c) => [c.lesson.id, c.number, c.steps.map((s) => s.id)])).toEqual([['a', 1, ['a1', 'a2']]]);
  });

  it("finds a rule cited only by a step's prediction", () => {
    expect(lessonsCitingRule('603.10a', made).map((c) => [c.lesson.id, c.number, c.steps.map((s) => s.id)])).toEqual([
      ['b', 2, ['b2']],
      ['c', 3, ['c1']],
    ]);
  });

  it('matches the number exactly: a rule is not its subrule, nor its parent', () => {
    expect(lessonsCitingRule('603.10', made)).toEqual([]);
    expect(lessonsCitingRule('603.3', made)).toEqual([]);
    expect(lessonsCitingRule('999.1', made)).toEqual([]);
  });

  it('reads the shipped catalogue by default: every rule any lesson step cites leads back to that step', () => {
    let checked = 0;
    for (const l of lessons)
      for (const s of l.steps)
        for (const rule of [...s.rules, ...(s.predict?.rules ?? [])]) {
          const found = lessonsCitingRule(rule).find((c) => c.lesson.id === l.id);
          expect(found?.steps.map((x) => x.id), `${l.id}/${s.id} ${rule}`).toContain(s.id);
          checked++;
        }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('parentRule', () => {
  it('gives the rule a lettered subrule belongs to', () => {
    expect(parentRule('603.10a')).toBe('603.10');
    expect(parentRule('702.19b')).toBe('702.19');
  });
  it('gives none for a rule without a letter, or something that is not a rule number', () => {
    expect(parentRule('603.10')).toBeNull();
    expect(parentRule('603')).toBeNull();
    expect(parentRule('abc')).toBeNull();
  });
});
