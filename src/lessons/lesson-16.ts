// Lesson 16 — State triggers and "loses the game". Three players. Alice's Lightning Bolt brings Carol from 1
// life to -2: she loses the game and leaves it with everything she owns (CR 800.4a); her creatures leave the
// game, they don't die, so her Blood Artist triggers for nothing, while Bob's Blood Tyrant's "whenever a player
// loses the game" does (603.9, 603.10f). Then Dandân: "when you control no Islands" is a state trigger (603.8):
// it triggers once, and doesn't trigger again while it waits; an Island coming back doesn't save Dandân, since
// the ability has no intervening "if" to check on resolution.
import { lessonTexts } from './texts';
import type { Lesson } from './types';

const texts = lessonTexts('lesson16');

export const lesson16 = {
  id: 'lesson-16',
  title: 'lesson16.title',
  summary: 'lesson16.summary',
  cards: { dandan: 'dandan', island: 'island', bolt: 'lightning-bolt', tyrant: 'blood-tyrant', artist: 'blood-artist', bears: 'grizzly-bears' },
  setup: {
    players: ['alice', 'bob', 'carol'],
    life: { alice: 20, bob: 20, carol: 1 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'dandan', zone: 'battlefield', owner: 'alice', label: 'dandan' },
      { card: 'island', zone: 'battlefield', owner: 'alice', label: 'island1' },
      { card: 'island', zone: 'hand', owner: 'alice', label: 'island2' },
      { card: 'island', zone: 'hand', owner: 'alice', label: 'island3' },
      { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'bolt' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'blood-tyrant', zone: 'battlefield', owner: 'bob', label: 'tyrant' },
      { card: 'forest', zone: 'library', owner: 'bob' },
      { card: 'forest', zone: 'library', owner: 'bob' },
      { card: 'blood-artist', zone: 'battlefield', owner: 'carol', label: 'artist' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'carol', label: 'bears' },
      { card: 'swamp', zone: 'library', owner: 'carol' },
      { card: 'swamp', zone: 'library', owner: 'carol' },
    ],
  },
  steps: [
    {
      id: 'intro',
      ...texts.step('intro'),
      rules: ['603.9', '603.8', '800.4a'],
      solution: [],
    },
    {
      id: 'bolt',
      ...texts.step('bolt'),
      rules: ['704.5a', '800.4a', '603.9', '603.10f'],
      goal: { stackTop: { kind: 'trigger', source: 'blood-tyrant' } },
      solution: [
        { type: 'cast', player: 'alice', card: 'bolt', targets: ['carol'] },
        { type: 'resolve' },
      ],
      predict: {
        ...texts.predict('bolt'),
        kind: 'number',
        answer: 1,
        rules: ['603.9', '800.4a', '603.6c'],
        check: ({ log }) => log.filter((e) => e.event === 'triggered').length,
      },
    },
    {
      id: 'resolveTyrant',
      ...texts.step('resolveTyrant'),
      rules: ['608.2', '603.3a'],
      goal: { logged: { event: 'resolved', source: 'blood-tyrant' } },
      solution: [{ type: 'resolve' }],
    },
    {
      id: 'destroyIsland',
      ...texts.step('destroyIsland'),
      rules: ['603.8', '603.3'],
      goal: { stackTop: { kind: 'trigger', source: 'dandan' } },
      solution: [{ type: 'destroy', cards: ['island1'] }],
    },
    {
      id: 'secondIsland',
      ...texts.step('secondIsland'),
      rules: ['603.8'],
      goal: { all: [{ logged: { event: 'destroyed', card: 'island' } }, { inGraveyard: { card: 'island2' } }] },
      solution: [
        { type: 'move', cards: ['island2'], to: 'battlefield' },
        { type: 'destroy', cards: ['island2'] },
      ],
      predict: {
        ...texts.predict('secondIsland'),
        kind: 'number',
        answer: 1,
        rules: ['603.8'],
        check: ({ after }) => after.stack.filter((o) => o.kind === 'trigger' && o.source === 'dandan').length,
      },
    },
    {
      id: 'thirdIsland',
      ...texts.step('thirdIsland'),
      rules: ['603.8', '603.4', '608.2'],
      goal: { inGraveyard: { card: 'dandan', owner: 'alice' } },
      solution: [
        { type: 'move', cards: ['island3'], to: 'battlefield' },
        { type: 'resolve' },
      ],
      predict: {
        ...texts.predict('thirdIsland'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.8', '603.4'],
        check: ({ after }) => after.battlefield.some((p) => p.card === 'dandan'),
      },
    },
    {
      id: 'wrapUp',
      ...texts.step('wrapUp'),
      rules: ['603.8', '603.9', '603.10f', '800.4a'],
      solution: [],
    },
  ],
} satisfies Lesson;
