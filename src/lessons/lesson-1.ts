// Lesson 1 — What is a triggered ability? A trigger condition and an effect; triggering; waiting until
// someone is about to get priority, then going on the stack; a "may" decided on resolution.
import type { LogEntry } from '../engine';
import { lessonTexts } from './texts';
import type { Lesson } from './types';

const texts = lessonTexts('lesson1');
const attendantTriggers = (log: readonly LogEntry[]) => log.filter((e) => e.event === 'triggered' && e.source === 'souls-attendant').length;

export const lesson1 = {
  id: 'lesson-1',
  title: 'lesson1.title',
  summary: 'lesson1.summary',
  cards: { attendant: 'souls-attendant', bears: 'grizzly-bears' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'attendant' },
      { card: 'plains', zone: 'battlefield', owner: 'alice' },
      { card: 'forest', zone: 'battlefield', owner: 'alice' },
      { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'bears' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'forest', zone: 'library', owner: 'alice' },
      { card: 'forest', zone: 'battlefield', owner: 'bob' },
      { card: 'island', zone: 'library', owner: 'bob' },
      { card: 'forest', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    {
      id: 'intro',
      ...texts.step('intro'),
      rules: ['603.1', '603.2'],
      solution: [],
    },
    {
      id: 'cast',
      ...texts.step('cast'),
      rules: ['601.2', '117.3c'],
      goal: { stackTop: { kind: 'spell', source: 'grizzly-bears' } },
      solution: [{ type: 'cast', player: 'alice', card: 'bears' }],
      predict: {
        ...texts.predict('cast'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.6a', '608.3'],
        check: ({ log }) => attendantTriggers(log) > 0,
      },
    },
    {
      id: 'resolve',
      ...texts.step('resolve'),
      rules: ['117.4', '608.3'],
      goal: { stackTop: { kind: 'trigger', source: 'souls-attendant' } },
      solution: [{ type: 'resolve' }],
      predict: {
        ...texts.predict('resolve'),
        kind: 'number',
        answer: 1,
        rules: ['603.2c', '603.6a'],
        check: ({ log }) => attendantTriggers(log),
      },
    },
    {
      id: 'triggered',
      ...texts.step('triggered'),
      rules: ['603.2', '603.3', '603.3a'],
      goal: { pending: 'may' },
      solution: [{ type: 'resolve' }],
    },
    {
      id: 'may',
      ...texts.step('may'),
      rules: ['603.5'],
      goal: { life: { player: 'alice', equals: 21 } },
      solution: [{ type: 'choose', player: 'alice', answer: true }],
    },
    {
      id: 'wrapUp',
      ...texts.step('wrapUp'),
      rules: ['603.1', '603.2', '603.3', '603.5'],
      solution: [],
    },
  ],
} satisfies Lesson;
