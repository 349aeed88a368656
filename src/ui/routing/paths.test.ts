// The addresses of the store's places: a lesson's step, a sandbox board, nothing when no lesson is open.
import { describe, expect, it } from 'vitest';
import { lessonPath, sandboxPath, storePath } from './paths';

describe('addresses', () => {
  it('a lesson step, a sandbox board, or none', () => {
    expect(storePath({ mode: 'lessons', lessonId: 'lesson-1', stepIndex: 1, sandboxBoard: 'wrath' })).toBe('/lessons/lesson-1/cast');
    expect(storePath({ mode: 'sandbox', lessonId: 'lesson-1', stepIndex: 1, sandboxBoard: 'combat' })).toBe('/sandbox/combat');
    expect(storePath({ mode: 'lessons', lessonId: null, stepIndex: 0, sandboxBoard: 'wrath' })).toBeNull();
    expect(storePath({ mode: 'lessons', lessonId: 'lesson-99', stepIndex: 0, sandboxBoard: 'wrath' })).toBeNull();
  });

  it('names are escaped; the language and the fragment are never in the path', () => {
    expect(lessonPath('a b', 'c/d')).toBe('/lessons/a%20b/c%2Fd');
    expect(lessonPath('lesson-2')).toBe('/lessons/lesson-2');
    expect(sandboxPath()).toBe('/sandbox');
  });
});
