// The course page's sections: every lesson of the catalogue has exactly one place in the course.
import { describe, expect, it } from 'vitest';
import { compareRules, courseSections, lessonRules, presentSections } from './course';
import { lessons } from './index';
import { lesson1 } from './lesson-1';

describe('the course sections', () => {
  it('every lesson in the catalogue is in exactly one section', () => {
    for (const lesson of lessons) {
      const places = courseSections.filter((s) => s.lessons.includes(lesson.id));
      expect(places.map((s) => s.id), lesson.id).toHaveLength(1);
    }
  });

  it('no lesson id is listed twice, and the course sections come in the course\'s order', () => {
    const ids = courseSections.flatMap((s) => s.lessons);
    expect(new Set(ids).size).toBe(ids.length);
    const numbers = courseSections.flatMap((s) => s.paragraphs);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('shows only the lessons the catalogue has, and leaves out empty sections', () => {
    const shown = presentSections([lesson1], courseSections);
    expect(shown.map((s) => s.section.id)).toEqual(['s1']);
    expect(shown[0]?.lessons).toEqual([lesson1]);
    const all = presentSections(lessons).flatMap((s) => s.lessons.map((l) => l.id));
    expect(all.sort()).toEqual(lessons.map((l) => l.id).sort());
  });

  it('lists the rules a lesson cites once each, in the order of the rules', () => {
    expect(compareRules('603.2', '603.10')).toBeLessThan(0);
    expect(compareRules('603.2a', '603.2')).toBeGreaterThan(0);
    expect(compareRules('117.3c', '603.1')).toBeLessThan(0);
    const rules = lessonRules(lesson1);
    expect(new Set(rules).size).toBe(rules.length);
    expect(rules).toContain('603.5');
    expect(rules).toContain('603.6a'); // from a prediction
    expect([...rules].sort(compareRules)).toEqual(rules);
  });
});
