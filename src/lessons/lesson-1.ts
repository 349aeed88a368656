// Lesson 1 — What is a triggered ability? A trigger condition and an effect; triggering; waiting until
// someone is about to get priority, then going on the stack; a "may" decided on resolution.
import type { LogEntry } from '../engine';
import type { Lesson } from './types';

const key = (step: string, part: 'title' | 'text' | 'hint' | 'question' | 'explanation') => `lesson1.steps.${step}.${part}`;
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
      title: key('intro', 'title'),
      text: key('intro', 'text'),
      hint: key('intro', 'hint'),
      rules: ['603.1', '603.2'],
      solution: [],
    },
    {
      id: 'cast',
      title: key('cast', 'title'),
      text: key('cast', 'text'),
      hint: key('cast', 'hint'),
      rules: ['601.2', '117.3c'],
      goal: { stackTop: { kind: 'spell', source: 'grizzly-bears' } },
      solution: [{ type: 'cast', player: 'alice', card: 'bears' }],
      predict: {
        question: key('cast', 'question'),
        explanation: key('cast', 'explanation'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.6a', '608.3'],
        check: ({ log }) => attendantTriggers(log) > 0,
      },
    },
    {
      id: 'resolve',
      title: key('resolve', 'title'),
      text: key('resolve', 'text'),
      hint: key('resolve', 'hint'),
      rules: ['117.4', '608.3'],
      goal: { stackTop: { kind: 'trigger', source: 'souls-attendant' } },
      solution: [{ type: 'resolve' }],
      predict: {
        question: key('resolve', 'question'),
        explanation: key('resolve', 'explanation'),
        kind: 'number',
        answer: 1,
        rules: ['603.2c', '603.6a'],
        check: ({ log }) => attendantTriggers(log),
      },
    },
    {
      id: 'triggered',
      title: key('triggered', 'title'),
      text: key('triggered', 'text'),
      hint: key('triggered', 'hint'),
      rules: ['603.2', '603.3', '603.3a'],
      goal: { pending: 'may' },
      solution: [{ type: 'resolve' }],
    },
    {
      id: 'may',
      title: key('may', 'title'),
      text: key('may', 'text'),
      hint: key('may', 'hint'),
      rules: ['603.5'],
      goal: { life: { player: 'alice', equals: 21 } },
      solution: [{ type: 'choose', player: 'alice', answer: true }],
    },
    {
      id: 'wrapUp',
      title: key('wrapUp', 'title'),
      text: key('wrapUp', 'text'),
      hint: key('wrapUp', 'hint'),
      rules: ['603.1', '603.2', '603.3', '603.5'],
      solution: [],
    },
  ],
} satisfies Lesson;
