// Lesson 14 — Delayed triggered abilities. Sneak Attack's ability creates, as it resolves, a delayed trigger
// that will sacrifice "the creature" at the next end step; Howl of the Horde creates one that copies the next
// instant or sorcery Alice casts this turn. A delayed trigger exists only from the moment it is created (CR
// 603.7a): a Bolt cast in response to Howl isn't copied. It triggers only once (603.7b): the third Bolt isn't
// copied either. And it follows one object only (603.7c, 400.7): the Bears bounced and cast again are a new
// object, so nothing is sacrificed.
import { lessonTexts } from './texts';
import type { Lesson } from './types';
import { triggersOf } from './outcome';

const texts = lessonTexts('lesson14');

export const lesson14 = {
  id: 'lesson-14',
  title: 'lesson14.title',
  summary: 'lesson14.summary',
  cards: { sneak: 'sneak-attack', bears: 'grizzly-bears', howl: 'howl-of-the-horde', bolt: 'lightning-bolt' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'sneak-attack', zone: 'battlefield', owner: 'alice', label: 'sneak' },
      { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'bears' },
      { card: 'howl-of-the-horde', zone: 'hand', owner: 'alice', label: 'howl' },
      { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'bolt1' },
      { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'bolt2' },
      { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'bolt3' },
      { card: 'mountain', zone: 'library', owner: 'alice' },
      { card: 'mountain', zone: 'library', owner: 'alice' },
      { card: 'forest', zone: 'library', owner: 'bob' },
      { card: 'forest', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    {
      id: 'intro',
      ...texts.step('intro'),
      rules: ['603.7', '603.7a'],
      solution: [],
    },
    {
      id: 'sneak',
      ...texts.step('sneak'),
      rules: ['602.2', '608.2', '603.7a'],
      // Sneak Attack's delayed ability, not the Bears cast from the hand.
      goal: { all: [{ onBattlefield: { card: 'grizzly-bears' } }, { logged: { event: 'delayedTriggerCreated', source: 'sneak-attack' } }] },
      solution: [
        { type: 'activate', player: 'alice', card: 'sneak', ability: 0 },
        { type: 'resolve' },
        { type: 'choose', player: 'alice', answer: 'bears' },
      ],
    },
    {
      id: 'respond',
      ...texts.step('respond'),
      rules: ['603.7a', '117.3c', '601.2'],
      goal: { all: [{ stackTop: { kind: 'spell', source: 'lightning-bolt' } }, { pending: null }] },
      solution: [
        { type: 'cast', player: 'alice', card: 'howl' },
        { type: 'cast', player: 'alice', card: 'bolt1', targets: ['bob'] },
      ],
      predict: {
        ...texts.predict('respond'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.7a'],
        check: ({ log }) => triggersOf(log, 'howl-of-the-horde').length > 0 || log.some((e) => e.event === 'spellCopied'),
      },
    },
    {
      id: 'resolveHowl',
      ...texts.step('resolveHowl'),
      rules: ['608.2', '603.7a'],
      goal: { logged: { event: 'delayedTriggerCreated', source: 'howl-of-the-horde' } },
      solution: [{ type: 'resolve' }, { type: 'resolve' }],
    },
    {
      id: 'secondBolt',
      ...texts.step('secondBolt'),
      rules: ['603.7', '707.10', '707.10c'],
      goal: { all: [{ life: { player: 'bob', equals: 11 } }, { stackEmpty: true }] },
      solution: [
        { type: 'cast', player: 'alice', card: 'bolt2', targets: ['bob'] },
        { type: 'resolve' },
        { type: 'choose', player: 'alice', answer: false },
        { type: 'resolve' },
        { type: 'resolve' },
      ],
      predict: {
        ...texts.predict('secondBolt'),
        kind: 'number',
        answer: 6,
        rules: ['603.7', '707.10'],
        check: ({ log }) => log.filter((e) => e.event === 'damageDealt' && e.player === 'bob').reduce((sum, e) => sum + (e.amount ?? 0), 0),
      },
    },
    {
      id: 'thirdBolt',
      ...texts.step('thirdBolt'),
      rules: ['603.7b'],
      goal: { all: [{ stackTop: { kind: 'spell', source: 'lightning-bolt' } }, { pending: null }] },
      solution: [{ type: 'cast', player: 'alice', card: 'bolt3', targets: ['bob'] }],
      predict: {
        ...texts.predict('thirdBolt'),
        kind: 'choice',
        options: [{ text: 'lesson14.steps.thirdBolt.optionCopied' }, { text: 'lesson14.steps.thirdBolt.optionNotCopied' }],
        answer: 1,
        rules: ['603.7b'],
        check: ({ log }) => (triggersOf(log, 'howl-of-the-horde').length > 0 ? 0 : 1),
      },
    },
    {
      id: 'recast',
      ...texts.step('recast'),
      rules: ['400.7', '603.6c', '601.2'],
      goal: { logged: { event: 'entered', card: 'grizzly-bears' } },
      solution: [
        { type: 'resolve' },
        { type: 'bounce', cards: ['bears'] },
        { type: 'cast', player: 'alice', card: 'bears' },
        { type: 'resolve' },
      ],
    },
    {
      id: 'endStep',
      ...texts.step('endStep'),
      rules: ['603.7c', '400.7', '603.7'],
      goal: { logged: { event: 'resolved', source: 'sneak-attack' } },
      solution: [{ type: 'advance', to: 'end' }, { type: 'resolve' }],
      predict: {
        ...texts.predict('endStep'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.7c', '400.7'],
        check: ({ after }) => !after.battlefield.some((p) => p.card === 'grizzly-bears'),
      },
    },
    {
      id: 'wrapUp',
      ...texts.step('wrapUp'),
      rules: ['603.7', '603.7a', '603.7b', '603.7c', '400.7'],
      solution: [],
    },
  ],
} satisfies Lesson;
