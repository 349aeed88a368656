// Lesson 10 — Looking back in time (1): leaving together (CR 603.10, 603.10a). Wrath of God destroys Blood
// Artist, Kalastria Highborn and three Grizzly Bears at the same time. Leaves-the-battlefield abilities look at
// the game just before the event: the Artist sees all five creatures die, itself included (five abilities), and
// the Highborn sees itself and the Artist, a Vampire, die (two). Their abilities then resolve although both
// sources are in the graveyard.
import type { Action } from '../engine';
import { lessonTexts } from './texts';
import type { Lesson } from './types';

const texts = lessonTexts('lesson10');
const targetBob: Action = { type: 'choose', player: 'alice', answer: ['bob'] };
const resolve: Action = { type: 'resolve' };

export const lesson10 = {
  id: 'lesson-10',
  title: 'lesson10.title',
  summary: 'lesson10.summary',
  cards: {
    artist: 'blood-artist',
    highborn: 'kalastria-highborn',
    bears: 'grizzly-bears',
    wrath: 'wrath-of-god',
  },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'artist' },
      { card: 'kalastria-highborn', zone: 'battlefield', owner: 'alice', label: 'highborn' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'aliceBears' },
      { card: 'swamp', zone: 'battlefield', owner: 'alice' },
      { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'wrath' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bobBears1' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bobBears2' },
      { card: 'forest', zone: 'library', owner: 'bob' },
      { card: 'forest', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    {
      id: 'intro',
      ...texts.step('intro'),
      rules: ['603.10', '603.10a'],
      solution: [],
    },
    {
      id: 'cast',
      ...texts.step('cast'),
      rules: ['601.2'],
      goal: { stackTop: { kind: 'spell', source: 'wrath-of-god' } },
      solution: [{ type: 'cast', player: 'alice', card: 'wrath' }],
    },
    {
      id: 'wrath',
      ...texts.step('wrath'),
      rules: ['608.2', '603.10a', '603.2c'],
      goal: { pending: 'order' },
      solution: [resolve],
      predict: {
        ...texts.predict('wrath'),
        kind: 'number',
        answer: 5,
        rules: ['603.10a', '603.6c', '603.2c'],
        check: ({ log }) => log.filter((e) => e.event === 'triggered' && e.source === 'blood-artist').length,
      },
    },
    {
      id: 'order',
      ...texts.step('order'),
      rules: ['603.3b', '603.3d'],
      goal: { all: [{ stackTop: { kind: 'trigger', source: 'blood-artist' } }, { pending: null }] },
      // The Highborn's two abilities at the bottom, the Artist's five above (ids from the order choice); every
      // ability targets Bob.
      solution: [
        { type: 'choose', player: 'alice', answer: ['t19', 't21', 't18', 't20', 't22', 't23', 't24'] },
        targetBob,
        targetBob,
        targetBob,
        targetBob,
        targetBob,
        targetBob,
        targetBob,
      ],
    },
    {
      id: 'artist',
      ...texts.step('artist'),
      rules: ['608.2', '113.7a'],
      goal: { all: [{ life: { player: 'bob', equals: 15 } }, { stackTop: { kind: 'trigger', source: 'kalastria-highborn' } }] },
      solution: [resolve, resolve, resolve, resolve, resolve],
      predict: {
        ...texts.predict('artist'),
        kind: 'yesNo',
        answer: true,
        rules: ['113.7a', '608.2'],
        check: ({ before, after }) => (after.players.bob?.life ?? 0) < (before.players.bob?.life ?? 0),
      },
    },
    {
      id: 'highborn',
      ...texts.step('highborn'),
      rules: ['603.5', '608.2'],
      goal: { all: [{ life: { player: 'bob', equals: 11 } }, { stackEmpty: true }] },
      solution: [resolve, { type: 'choose', player: 'alice', answer: true }, resolve, { type: 'choose', player: 'alice', answer: true }],
    },
    {
      id: 'wrapUp',
      ...texts.step('wrapUp'),
      rules: ['603.10', '603.10a', '603.2c', '113.7a'],
      solution: [],
    },
  ],
} satisfies Lesson;
