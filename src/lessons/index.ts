// The lessons, in the order a learner takes them.
import { lesson1 } from './lesson-1';
import { lesson2 } from './lesson-2';
import { lesson3 } from './lesson-3';
import { lesson4 } from './lesson-4';
import { lesson5 } from './lesson-5';
import { lesson6 } from './lesson-6';
import { lesson7 } from './lesson-7';
import { lesson8 } from './lesson-8';
import { lesson9 } from './lesson-9';
import { lesson10 } from './lesson-10';
import { lesson11 } from './lesson-11';
import { lesson12 } from './lesson-12';
import { lesson13 } from './lesson-13';
import { lesson14 } from './lesson-14';
import { lesson15 } from './lesson-15';
import { lesson16 } from './lesson-16';
import { extraLessons } from './extras';
import type { Lesson } from './types';

export const lessons: readonly Lesson[] = [
  lesson1,
  lesson2,
  lesson3,
  lesson4,
  lesson5,
  lesson6,
  lesson7,
  lesson8,
  lesson9,
  lesson10,
  lesson11,
  lesson12,
  lesson13,
  lesson14,
  lesson15,
  lesson16,
  ...extraLessons,
];

export function lessonById(id: string): Lesson | undefined {
  return lessons.find((l) => l.id === id);
}
