// Lesson 12 — Auras that find the card again. Gift of Immortality's ability triggers when the creature it
// enchants dies, even though the Aura itself goes to the graveyard right after (state-based action, CR
// 704.5m); it returns the creature, and its delayed ability brings the Aura back at the next end step: an
// Aura's ability can find the new object the Aura became in its owner's graveyard (603.6e), an exception to
// 400.7. Then Fool's Demise, Alice's Aura on Bob's creature, returns that creature under Alice's control.
import { lessonTexts } from './texts';
import type { Lesson } from './types';
import { triggersOf } from './outcome';

const texts = lessonTexts('lesson12');

export const lesson12 = {
  id: 'lesson-12',
  title: 'lesson12.title',
  summary: 'lesson12.summary',
  cards: {
    gift: 'gift-of-immortality',
    bears: 'grizzly-bears',
    demise: 'fools-demise',
    isamaru: 'isamaru-hound-of-konda',
    bolt: 'lightning-bolt',
  },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'bears' },
      { card: 'gift-of-immortality', zone: 'battlefield', owner: 'alice', label: 'gift', attachedTo: 'bears' },
      { card: 'fools-demise', zone: 'battlefield', owner: 'alice', label: 'demise', attachedTo: 'isamaru' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'isamaru-hound-of-konda', zone: 'battlefield', owner: 'bob', label: 'isamaru' },
      { card: 'mountain', zone: 'battlefield', owner: 'bob' },
      { card: 'lightning-bolt', zone: 'hand', owner: 'bob', label: 'bolt' },
      { card: 'mountain', zone: 'library', owner: 'bob' },
      { card: 'mountain', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    {
      id: 'intro',
      ...texts.step('intro'),
      rules: ['603.6e', '400.7'], // 603.6e: the Aura finds its new object
      solution: [],
    },
    {
      id: 'bolt',
      ...texts.step('bolt'),
      rules: ['117.3d', '601.2'],
      goal: { all: [{ stackTop: { kind: 'spell', source: 'lightning-bolt' } }, { pending: null }] },
      solution: [
        { type: 'pass' },
        { type: 'cast', player: 'bob', card: 'bolt', targets: ['bears'] },
      ],
    },
    {
      id: 'resolveBolt',
      ...texts.step('resolveBolt'),
      rules: ['704.5g', '704.5m', '603.10a', '603.3'],
      goal: { stackTop: { kind: 'trigger', source: 'gift-of-immortality' } },
      solution: [{ type: 'resolve' }],
      predict: {
        ...texts.predict('resolveBolt'),
        kind: 'yesNo',
        answer: true,
        rules: ['603.10a', '704.5m'],
        check: ({ log }) => triggersOf(log, 'gift-of-immortality').length > 0,
      },
    },
    {
      id: 'returnBears',
      ...texts.step('returnBears'),
      rules: ['608.2', '603.7', '603.7a', '400.7'],
      goal: { logged: { event: 'delayedTriggerCreated', source: 'gift-of-immortality' } },
      solution: [{ type: 'resolve' }],
    },
    {
      id: 'endStep',
      ...texts.step('endStep'),
      rules: ['603.7', '603.6e', '400.7'], // 603.6e: the Aura finds its new object
      goal: { onBattlefield: { card: 'gift-of-immortality' } },
      solution: [{ type: 'advance', to: 'end' }, { type: 'resolve' }],
      predict: {
        ...texts.predict('endStep'),
        kind: 'yesNo',
        answer: true,
        rules: ['603.6e', '400.7'], // 603.6e: the Aura finds its new object
        // The Aura came back from the graveyard attached to the Bears that came back.
        check: ({ after, log }) =>
          log.some((e) => e.event === 'entered' && e.card === 'gift-of-immortality' && e.from === 'graveyard') &&
          after.battlefield.some((p) => p.card === 'gift-of-immortality' && after.battlefield.some((c) => (c.label ?? c.id) === p.attachedTo && c.card === 'grizzly-bears')),
      },
    },
    {
      id: 'destroyIsamaru',
      ...texts.step('destroyIsamaru'),
      rules: ['603.10a', '704.5m', '603.3b'],
      goal: { pending: 'order' },
      solution: [{ type: 'destroy', cards: ['isamaru'] }],
      predict: {
        ...texts.predict('destroyIsamaru'),
        kind: 'number',
        answer: 2,
        rules: ['603.10a', '603.6c'],
        check: ({ log }) => log.filter((e) => e.event === 'triggered' && e.source === 'fools-demise').length,
      },
    },
    {
      id: 'resolveDemise',
      ...texts.step('resolveDemise'),
      rules: ['603.3b', '603.3a', '608.2', '603.10a'],
      goal: { all: [{ onBattlefield: { card: 'isamaru-hound-of-konda' } }, { stackEmpty: true }] },
      // The creature's return goes on the stack last, so it resolves first; the Aura goes back to Alice's hand.
      solution: [
        { type: 'choose', player: 'alice', answer: ['t25', 't23'] },
        { type: 'resolve' },
        { type: 'resolve' },
      ],
      predict: {
        ...texts.predict('resolveDemise'),
        kind: 'choice',
        options: [{ player: 'alice' }, { player: 'bob' }],
        answer: 0,
        rules: ['603.3a', '603.10a'],
        check: ({ after }) => {
          const back = after.battlefield.find((p) => p.card === 'isamaru-hound-of-konda');
          return back?.controller === 'alice' ? 0 : back?.controller === 'bob' ? 1 : -1;
        },
      },
    },
    {
      id: 'wrapUp',
      ...texts.step('wrapUp'),
      rules: ['603.6e', '400.7', '704.5m', '603.7', '603.10a', '603.3a', '603.6c'], // 603.6e: the Aura finds its new object
      solution: [],
    },
  ],
} satisfies Lesson;
