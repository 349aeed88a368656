// Lesson 6 — The intervening "if": Felidar Sovereign's upkeep ability checks "40 or more life" twice, as it
// triggers and again as it resolves (CR 603.4). At 40 it triggers; Bob's Lightning Bolt in response brings
// Alice to 37 and the ability does nothing. At Alice's next upkeep, at 37, it does not trigger at all, so
// there is nothing on the stack to answer.
import { lessonTexts } from './texts';
import type { Lesson } from './types';
import { triggersOf } from './outcome';

const texts = lessonTexts('lesson6');

export const lesson6 = {
  id: 'lesson-6',
  title: 'lesson6.title',
  summary: 'lesson6.summary',
  cards: { sovereign: 'felidar-sovereign', bolt: 'lightning-bolt' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 40, bob: 20 },
    active: 'alice',
    step: 'untap',
    freeMana: true,
    cards: [
      { card: 'felidar-sovereign', zone: 'battlefield', owner: 'alice', label: 'sovereign' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'lightning-bolt', zone: 'hand', owner: 'bob', label: 'bolt' },
      { card: 'mountain', zone: 'battlefield', owner: 'bob' },
      { card: 'island', zone: 'library', owner: 'bob' },
      { card: 'island', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    {
      id: 'intro',
      ...texts.step('intro'),
      rules: ['603.4'],
      solution: [],
    },
    {
      id: 'upkeep',
      ...texts.step('upkeep'),
      rules: ['603.2b', '603.4', '603.3'],
      goal: { stackTop: { kind: 'trigger', source: 'felidar-sovereign' } },
      solution: [{ type: 'advance', to: 'upkeep' }],
      predict: {
        ...texts.predict('upkeep'),
        kind: 'yesNo',
        answer: true,
        rules: ['603.4'],
        check: ({ log }) => triggersOf(log, 'felidar-sovereign').length > 0,
      },
    },
    {
      id: 'bolt',
      ...texts.step('bolt'),
      rules: ['117.3d', '601.2'],
      goal: { all: [{ stackTop: { kind: 'spell', source: 'lightning-bolt' } }, { pending: null }] },
      solution: [
        { type: 'pass' },
        { type: 'cast', player: 'bob', card: 'bolt', targets: ['alice'] },
      ],
    },
    {
      id: 'resolveBolt',
      ...texts.step('resolveBolt'),
      rules: ['608.2', '120.3a'],
      goal: { all: [{ life: { player: 'alice', equals: 37 } }, { stackTop: { kind: 'trigger', source: 'felidar-sovereign' } }] },
      solution: [{ type: 'resolve' }],
    },
    {
      id: 'resolveTrigger',
      ...texts.step('resolveTrigger'),
      rules: ['608.2', '603.4'],
      goal: { logged: { event: 'conditionFalse', source: 'felidar-sovereign' } },
      solution: [{ type: 'resolve' }],
      predict: {
        ...texts.predict('resolveTrigger'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.4', '608.2'],
        check: ({ log }) => log.some((e) => e.event === 'gameWon'),
      },
    },
    {
      id: 'nextUpkeep',
      ...texts.step('nextUpkeep'),
      rules: ['603.4', '603.2b'],
      goal: { all: [{ step: 'upkeep' }, { logged: { event: 'notTriggered', source: 'felidar-sovereign' } }] },
      // Bob's upkeep first (the Sovereign says "your upkeep"), then Alice's.
      solution: [
        { type: 'advance', to: 'upkeep' },
        { type: 'advance', to: 'upkeep' },
      ],
      predict: {
        ...texts.predict('nextUpkeep'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.4'],
        // Answering needs an ability on the stack: only one that triggered is there to answer.
        check: ({ log, after }) => triggersOf(log, 'felidar-sovereign').length > 0 && after.stack.some((o) => o.kind === 'trigger'),
      },
    },
    {
      id: 'wrapUp',
      ...texts.step('wrapUp'),
      rules: ['603.4', '608.2', '603.2b'],
      solution: [],
    },
  ],
} satisfies Lesson;
