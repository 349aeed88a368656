// Extra lesson E1 — Block triggers (CR 509.3a–d). Alice attacks with Rabid Elephant ("becomes blocked") and
// Engulfing Slagwurm ("becomes blocked by a creature"); Bob blocks each with two creatures, one of them Wall
// of Frost ("blocks a creature"). The Elephant triggers once, the Slagwurm once per blocker (509.3c, 509.3d).
// A blocker destroyed while the Elephant's ability waits no longer counts: the bonus is counted as it
// resolves (608.2h).
import { lessonTexts } from './texts';
import type { Lesson } from './types';
import { triggersOf } from './outcome';

const texts = lessonTexts('extraBlockTriggers');
/** The options of the block prediction, as [Elephant triggers, Slagwurm triggers]. */
const blockCounts: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, 2],
  [2, 1],
  [2, 2],
];

export const extraBlockTriggers = {
  id: 'block-triggers',
  title: 'extraBlockTriggers.title',
  summary: 'extraBlockTriggers.summary',
  combat: true,
  cards: { elephant: 'rabid-elephant', wurm: 'engulfing-slagwurm', wall: 'wall-of-frost', bears: 'grizzly-bears', guardian: 'guardian-of-the-gateless' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'rabid-elephant', zone: 'battlefield', owner: 'alice', label: 'elephant' },
      { card: 'engulfing-slagwurm', zone: 'battlefield', owner: 'alice', label: 'wurm' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'b1' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'b2' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'b3' },
      { card: 'wall-of-frost', zone: 'battlefield', owner: 'bob', label: 'wall' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'forest', zone: 'library', owner: 'bob' },
      { card: 'forest', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    { id: 'intro', ...texts.step('intro'), rules: ['509.3', '509.3a', '509.3b', '509.3c', '509.3d'], solution: [] },
    {
      id: 'attack',
      ...texts.step('attack'),
      rules: ['508.1', '508.1f'],
      goal: { logged: { event: 'attackerDeclared', card: 'engulfing-slagwurm' } },
      solution: [{ type: 'attack', attackers: [{ card: 'elephant', target: 'bob' }, { card: 'wurm', target: 'bob' }] }],
    },
    {
      id: 'block',
      ...texts.step('block'),
      rules: ['509.1', '509.1i', '509.3b', '509.3c', '509.3d'],
      goal: { pending: 'order' },
      solution: [
        {
          type: 'block',
          blockers: [
            { card: 'b1', blocks: 'elephant' },
            { card: 'b2', blocks: 'elephant' },
            { card: 'b3', blocks: 'wurm' },
            { card: 'wall', blocks: 'wurm' },
          ],
        },
      ],
      predict: {
        ...texts.predict('block'),
        kind: 'choice',
        options: [
          { text: texts.key('block', 'optionOneOne') },
          { text: texts.key('block', 'optionOneTwo') },
          { text: texts.key('block', 'optionTwoOne') },
          { text: texts.key('block', 'optionTwoTwo') },
        ],
        answer: 1,
        rules: ['509.3c', '509.3d'],
        check: ({ log }) => {
          const counts = [triggersOf(log, 'rabid-elephant').length, triggersOf(log, 'engulfing-slagwurm').length];
          return blockCounts.findIndex(([e, w]) => e === counts[0] && w === counts[1]);
        },
      },
    },
    {
      id: 'order',
      ...texts.step('order'),
      rules: ['603.3b', '101.4', '509.3b'],
      goal: { all: [{ stackTop: { kind: 'trigger', source: 'wall-of-frost' } }, { pending: null }] },
      // The engine's ids for this board: the Elephant's ability first (bottom), then the Slagwurm's two.
      solution: [{ type: 'choose', player: 'alice', answer: ['t14', 't11', 't12'] }],
    },
    {
      id: 'destroyBlocker',
      ...texts.step('destroyBlocker'),
      rules: ['509.1h', '506.4'],
      goal: { logged: { event: 'destroyed', card: 'grizzly-bears' } },
      // The first Grizzly Bears on the battlefield, one of the two blocking the Elephant (run as the lesson plays it).
      solution: [{ type: 'destroy', cards: ['grizzly-bears'] }],
    },
    {
      id: 'resolveThree',
      ...texts.step('resolveThree'),
      rules: ['608.2', '509.3b', '509.3d'],
      goal: { stackTop: { kind: 'trigger', source: 'rabid-elephant' } },
      solution: [{ type: 'resolve' }, { type: 'resolve' }, { type: 'resolve' }],
    },
    {
      id: 'resolveElephant',
      ...texts.step('resolveElephant'),
      rules: ['608.2', '608.2h', '509.3c'],
      goal: { logged: { event: 'resolved', source: 'rabid-elephant' } },
      solution: [{ type: 'resolve' }],
      predict: {
        ...texts.predict('resolveElephant'),
        kind: 'number',
        answer: 5,
        rules: ['608.2h', '509.3c'],
        check: ({ after }) => after.battlefield.find((p) => p.card === 'rabid-elephant')?.power ?? -1,
      },
    },
    { id: 'wrapUp', ...texts.step('wrapUp'), rules: ['509.3a', '509.3b', '509.3c', '509.3d', '608.2h'], solution: [] },
  ],
} satisfies Lesson;
