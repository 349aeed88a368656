// The lessons, in the order a learner takes them.
import { lesson1 } from './lesson-1';
import { lesson2 } from './lesson-2';
import { lesson3 } from './lesson-3';
import { lesson4 } from './lesson-4';
import { lesson5 } from './lesson-5';
import { lesson6 } from './lesson-6';
import { lesson7 } from './lesson-7';
import { extraLessons } from './extras';
import type { Lesson } from './types';

export const lessons: readonly Lesson[] = [lesson1, lesson2, lesson3, lesson4, lesson5, lesson6, lesson7, ...extraLessons];

export function lessonById(id: string): Lesson | undefined {
  return lessons.find((l) => l.id === id);
}
