// Lesson 15 — Source and controller of a delayed triggered ability. Alice activates Sneak Attack, then Bob
// gains control of the enchantment: the delayed trigger is still Alice's, because she controlled the ability
// that created it as it resolved (CR 603.7e; 603.3a, "the controller of the source", is not how a delayed
// trigger gets its controller). Staggershock's rebound (a static ability whose replacement effect exiles the
// card, 702.88a) creates a delayed trigger whose source is Staggershock itself (603.7f).
import { lessonTexts } from './texts';
import type { Lesson } from './types';

const texts = lessonTexts('lesson15');

export const lesson15 = {
  id: 'lesson-15',
  title: 'lesson15.title',
  summary: 'lesson15.summary',
  cards: { sneak: 'sneak-attack', isamaru: 'isamaru-hound-of-konda', shock: 'staggershock', bears: 'grizzly-bears', howl: 'howl-of-the-horde' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'sneak-attack', zone: 'battlefield', owner: 'alice', label: 'sneak' },
      { card: 'isamaru-hound-of-konda', zone: 'hand', owner: 'alice', label: 'isamaru' },
      { card: 'staggershock', zone: 'hand', owner: 'alice', label: 'shock' },
      { card: 'mountain', zone: 'library', owner: 'alice' },
      { card: 'mountain', zone: 'library', owner: 'alice' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bears1' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bears2' },
      { card: 'forest', zone: 'library', owner: 'bob' },
      { card: 'forest', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    {
      id: 'intro',
      ...texts.step('intro'),
      rules: ['603.7d', '603.7e', '603.7f'],
      solution: [],
    },
    {
      id: 'sneak',
      ...texts.step('sneak'),
      rules: ['602.2', '603.7a', '603.7e'],
      // Sneak Attack's delayed ability, not Isamaru cast from the hand.
      goal: { all: [{ onBattlefield: { card: 'isamaru-hound-of-konda', controller: 'alice' } }, { logged: { event: 'delayedTriggerCreated', source: 'sneak-attack' } }] },
      solution: [
        { type: 'activate', player: 'alice', card: 'sneak', ability: 0 },
        { type: 'resolve' },
        { type: 'choose', player: 'alice', answer: 'isamaru' },
      ],
    },
    {
      id: 'control',
      ...texts.step('control'),
      rules: ['603.7e', '603.3a'],
      goal: { onBattlefield: { card: 'sneak-attack', controller: 'bob' } },
      solution: [{ type: 'control', card: 'sneak', player: 'bob' }],
    },
    {
      id: 'shock',
      ...texts.step('shock'),
      rules: ['702.88a', '603.7f'],
      goal: { logged: { event: 'delayedTriggerCreated', source: 'staggershock' } },
      solution: [
        { type: 'cast', player: 'alice', card: 'shock', targets: ['bears1'] },
        { type: 'resolve' },
      ],
      predict: {
        ...texts.predict('shock'),
        kind: 'choice',
        options: [{ card: 'staggershock' }, { card: 'sneak-attack' }, { text: 'lesson15.steps.shock.optionNoSource' }],
        answer: 0,
        rules: ['603.7f', '702.88a'],
        check: ({ log }) => {
          const created = log.find((e) => e.event === 'delayedTriggerCreated');
          return created?.source === 'staggershock' ? 0 : created?.source === 'sneak-attack' ? 1 : 2;
        },
      },
    },
    {
      id: 'endStep',
      ...texts.step('endStep'),
      rules: ['603.7', '603.7e', '603.3'],
      goal: { stackTop: { kind: 'trigger', source: 'sneak-attack' } },
      solution: [{ type: 'advance', to: 'end' }],
      predict: {
        ...texts.predict('endStep'),
        kind: 'choice',
        options: [{ player: 'alice' }, { player: 'bob' }],
        answer: 0,
        rules: ['603.7e', '603.3a'],
        check: ({ after }) => {
          const top = after.stack[0];
          return top?.controller === 'alice' ? 0 : top?.controller === 'bob' ? 1 : -1;
        },
      },
    },
    {
      id: 'sacrifice',
      ...texts.step('sacrifice'),
      rules: ['608.2', '701.21a'],
      goal: { inGraveyard: { card: 'isamaru-hound-of-konda', owner: 'alice' } },
      solution: [{ type: 'resolve' }],
    },
    {
      id: 'upkeep',
      ...texts.step('upkeep'),
      rules: ['702.88a', '603.7f', '603.2b'],
      goal: { stackTop: { kind: 'trigger', source: 'staggershock' } },
      // Bob's turn first (its upkeep is a stop on the way), then Alice's upkeep.
      solution: [
        { type: 'advance', to: 'upkeep' },
        { type: 'advance', to: 'upkeep' },
      ],
    },
    {
      id: 'rebound',
      ...texts.step('rebound'),
      rules: ['702.88a', '603.5', '601.2c'],
      goal: { logged: { event: 'dies', card: 'grizzly-bears' } },
      solution: [
        { type: 'resolve' },
        { type: 'choose', player: 'alice', answer: true },
        { type: 'choose', player: 'alice', answer: ['bears2'] },
        { type: 'resolve' },
      ],
    },
    {
      id: 'wrapUp',
      ...texts.step('wrapUp'),
      rules: ['603.7d', '603.7e', '603.7f', '603.7g', '603.3a'],
      solution: [],
    },
  ],
} satisfies Lesson;
