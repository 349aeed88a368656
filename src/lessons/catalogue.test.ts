// The committed catalogue (what the first paint knows of the lessons) is the lessons' own, up to date.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessons } from './index';
import { catalogueLessonById, lessonCatalogue } from './catalogue';
import { catalogueOf } from './catalogue-types';
import type { Lesson } from './types';

describe('the lesson catalogue', () => {
  it('is what `npm run catalogue` makes from src/lessons today (run it after changing a lesson)', () => {
    expect(lessonCatalogue).toEqual(catalogueOf(lessons));
  });

  it('keeps the ids, texts, step count, rules and predictions, and nothing of the board or the solutions', () => {
    const made = {
      id: 'x',
      title: 'x.title',
      summary: 'x.summary',
      cards: { bears: 'grizzly-bears' },
      setup: { players: ['alice'] },
      steps: [
        { id: 'a', title: 'x.a.title', text: 'x.a.text', hint: 'x.a.hint', rules: ['603.2'], solution: [{ type: 'pass' }] },
        {
          id: 'b', title: 'x.b.title', text: 'x.b.text', hint: 'x.b.hint', rules: [], solution: [],
          predict: { question: 'q', explanation: 'e', kind: 'number', answer: 2, rules: ['603.3b'], check: () => 2 },
        },
      ],
    } as unknown as Lesson;
    expect(catalogueOf([made])).toEqual([
      {
        id: 'x',
        title: 'x.title',
        summary: 'x.summary',
        cards: { bears: 'grizzly-bears' },
        steps: [
          { id: 'a', title: 'x.a.title', rules: ['603.2'] },
          { id: 'b', title: 'x.b.title', rules: [], predict: { answer: 2, rules: ['603.3b'] } },
        ],
      },
    ]);
  });

  it('finds a lesson by id, and nothing for an id it does not have', () => {
    expect(catalogueLessonById('lesson-1')?.steps.length).toBe(lessons[0]?.steps.length);
    expect(catalogueLessonById('constructor')).toBeUndefined();
  });

  it('is data the course page can import without the lessons, the engine or the game store', () => {
    const source = readFileSync(join(import.meta.dirname, 'catalogue.generated.ts'), 'utf8');
    const imports = [...source.matchAll(/^import .* from '(.+)';$/gm)].map((m) => m[1]);
    expect(imports).toEqual(['./catalogue-types']);
  });
});
