// Lesson 7 — "May" and "unless". Bob casts Lightning Bolt at Kalastria Highborn; Alice's Rhystic Study
// triggers and goes on the stack whatever anybody means to do later. As it resolves, Bob (who cast the spell)
// decides whether to pay {1}; he doesn't, and Alice decides whether to draw. The Highborn dies: its ability
// gets its target as it goes on the stack (603.3d), but Alice decides to pay {B} only as it resolves (603.5).
import { lessonTexts } from './texts';
import type { Lesson } from './types';

const texts = lessonTexts('lesson7');

export const lesson7 = {
  id: 'lesson-7',
  title: 'lesson7.title',
  summary: 'lesson7.summary',
  cards: { study: 'rhystic-study', highborn: 'kalastria-highborn', bolt: 'lightning-bolt' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'bob',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'rhystic-study', zone: 'battlefield', owner: 'alice', label: 'study' },
      { card: 'kalastria-highborn', zone: 'battlefield', owner: 'alice', label: 'highborn' },
      { card: 'swamp', zone: 'battlefield', owner: 'alice' },
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
      rules: ['603.5'],
      solution: [],
    },
    {
      id: 'cast',
      ...texts.step('cast'),
      rules: ['601.2', '603.2', '603.3'],
      goal: { stackTop: { kind: 'trigger', source: 'rhystic-study' } },
      solution: [{ type: 'cast', player: 'bob', card: 'bolt', targets: ['highborn'] }],
      predict: {
        ...texts.predict('cast'),
        kind: 'yesNo',
        answer: true,
        rules: ['603.5', '603.3'],
        // Did the ability of Rhystic Study go on the stack while Bob's spell was being cast?
        check: ({ log }) => log.some((e) => e.event === 'triggerPutOnStack' && e.source === 'rhystic-study'),
      },
    },
    {
      id: 'resolveStudy',
      ...texts.step('resolveStudy'),
      rules: ['608.2', '603.5'],
      goal: { pending: 'pay' },
      solution: [{ type: 'resolve' }],
      predict: {
        ...texts.predict('resolveStudy'),
        kind: 'choice',
        options: [{ player: 'alice' }, { player: 'bob' }],
        answer: 1,
        rules: ['603.5'],
        // Who the engine asks first once the ability starts to resolve.
        check: ({ after }) => (after.pending?.player === 'bob' ? 1 : after.pending?.player === 'alice' ? 0 : -1),
      },
    },
    {
      id: 'answer',
      ...texts.step('answer'),
      rules: ['603.5'],
      goal: { logged: { event: 'mayAccepted', source: 'rhystic-study' } },
      solution: [
        { type: 'choose', player: 'bob', answer: false },
        { type: 'choose', player: 'alice', answer: true },
      ],
    },
    {
      id: 'resolveBolt',
      ...texts.step('resolveBolt'),
      rules: ['608.2', '603.6c', '603.10a', '603.3d'],
      goal: { all: [{ stackTop: { kind: 'trigger', source: 'kalastria-highborn' } }, { pending: null }] },
      solution: [{ type: 'resolve' }, { type: 'choose', player: 'alice', answer: ['bob'] }],
      predict: {
        ...texts.predict('resolveBolt'),
        kind: 'choice',
        options: [{ text: 'lesson7.steps.resolveBolt.optionBothNow' }, { text: 'lesson7.steps.resolveBolt.optionTargetNow' }, { text: 'lesson7.steps.resolveBolt.optionBothLater' }],
        answer: 1,
        rules: ['603.3d', '603.5'],
        // The ability is on the stack with its target, and nobody has paid or refused {B} yet.
        check: ({ after, log }) => {
          const top = after.stack[0];
          if (!top || top.kind !== 'trigger' || top.source !== 'kalastria-highborn') return -1;
          const targeted = top.targets.length > 0;
          const decided = log.some((e) => e.event === 'costPaid' || e.event === 'costNotPaid');
          if (targeted && !decided) return 1;
          return targeted ? 0 : 2;
        },
      },
    },
    {
      id: 'pay',
      ...texts.step('pay'),
      rules: ['608.2', '603.5'],
      goal: { life: { player: 'bob', equals: 18 } },
      solution: [{ type: 'resolve' }, { type: 'choose', player: 'alice', answer: true }],
    },
    {
      id: 'wrapUp',
      ...texts.step('wrapUp'),
      rules: ['603.5', '603.3', '603.3d'],
      solution: [],
    },
  ],
} satisfies Lesson;
