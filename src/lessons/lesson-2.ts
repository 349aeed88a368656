// Lesson 2 — Once per event, once per occurrence: Armageddon destroys four lands at once and Dingus Egg
// triggers four times, during the resolution, when nobody could cast anything; Bob controls the four
// abilities (even those that hurt Alice) and orders them.
import { lessonTexts } from './texts';
import type { Lesson } from './types';
import { triggersOf } from './outcome';

const texts = lessonTexts('lesson2');
const key = texts.key;

export const lesson2 = {
  id: 'lesson-2',
  title: 'lesson2.title',
  summary: 'lesson2.summary',
  cards: { egg: 'dingus-egg', armageddon: 'armageddon' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'armageddon', zone: 'hand', owner: 'alice', label: 'armageddon' },
      { card: 'plains', zone: 'battlefield', owner: 'alice' },
      { card: 'plains', zone: 'battlefield', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'dingus-egg', zone: 'battlefield', owner: 'bob', label: 'egg' },
      { card: 'forest', zone: 'battlefield', owner: 'bob' },
      { card: 'forest', zone: 'battlefield', owner: 'bob' },
      { card: 'forest', zone: 'library', owner: 'bob' },
      { card: 'forest', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    {
      id: 'intro',
      ...texts.step('intro'),
      rules: ['603.2', '603.2c'],
      solution: [],
    },
    {
      id: 'cast',
      ...texts.step('cast'),
      rules: ['601.2'],
      goal: { stackTop: { kind: 'spell', source: 'armageddon' } },
      solution: [{ type: 'cast', player: 'alice', card: 'armageddon' }],
    },
    {
      id: 'resolve',
      ...texts.step('resolve'),
      rules: ['608.2', '603.2a', '603.2c', '603.10a'],
      goal: { pending: 'order' },
      solution: [{ type: 'resolve' }],
      predict: {
        ...texts.predict('resolve'),
        kind: 'number',
        answer: 4,
        rules: ['603.2c', '603.2a'],
        check: ({ log }) => triggersOf(log, 'dingus-egg').length,
      },
    },
    {
      id: 'order',
      ...texts.step('order'),
      rules: ['603.3', '603.3a', '603.3b'],
      goal: { all: [{ stackTop: { kind: 'trigger', source: 'dingus-egg' } }, { pending: null }] },
      solution: [{ type: 'choose', player: 'bob', answer: ['t16', 't17', 't18', 't19'] }],
      predict: {
        ...texts.predict('order'),
        kind: 'choice',
        options: [{ player: 'alice' }, { player: 'bob' }, { text: key('order', 'eachHalf') }],
        answer: 1,
        rules: ['603.3a', '603.3b'],
        check: ({ after }) => {
          // The abilities that hurt Alice: those her Plains made trigger.
          const forPlains = after.stack.filter((item) => item.source === 'dingus-egg' && item.cause?.card === 'plains');
          if (forPlains.length !== 2) return -1;
          const controllers = new Set(forPlains.map((item) => item.controller));
          if (controllers.size !== 1) return 2;
          return controllers.has('bob') ? 1 : 0;
        },
      },
    },
    {
      id: 'damage',
      ...texts.step('damage'),
      rules: ['608.2', '603.3a'],
      goal: { all: [{ stackEmpty: true }, { life: { player: 'alice', equals: 16 } }, { life: { player: 'bob', equals: 16 } }] },
      solution: [{ type: 'resolve' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'resolve' }],
      predict: {
        ...texts.predict('damage'),
        kind: 'number',
        answer: 16,
        rules: ['603.3a', '603.2c'],
        check: ({ after }) => after.players.alice?.life ?? -1,
      },
    },
    {
      id: 'wrapUp',
      ...texts.step('wrapUp'),
      rules: ['603.2', '603.2a', '603.2c', '603.3a', '603.3b', '603.3'],
      solution: [],
    },
  ],
} satisfies Lesson;
