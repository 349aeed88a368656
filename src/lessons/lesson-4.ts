// Lesson 4 — Onto the stack: controller and APNAP order. Wrath of God kills three Vampires at once; eight
// abilities wait; Alice (the active player) orders and targets hers first, then Bob puts his on top, so
// Bob's resolve first (CR 603.3b, 101.4). Each ability belongs to whoever controlled its source (603.3a).
import type { Action } from '../engine';
import { lessonTexts } from './texts';
import type { Lesson } from './types';
import { triggersOf } from './outcome';

const texts = lessonTexts('lesson4');
const target = (player: 'alice' | 'bob', answer: 'alice' | 'bob'): Action => ({ type: 'choose', player, answer: [answer] });

export const lesson4 = {
  id: 'lesson-4',
  title: 'lesson4.title',
  summary: 'lesson4.summary',
  cards: { artist: 'blood-artist', highborn: 'kalastria-highborn', wrath: 'wrath-of-god' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'aArtist' },
      { card: 'kalastria-highborn', zone: 'battlefield', owner: 'alice', label: 'highborn' },
      { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'wrath' },
      { card: 'swamp', zone: 'library', owner: 'alice' },
      { card: 'swamp', zone: 'library', owner: 'alice' },
      { card: 'blood-artist', zone: 'battlefield', owner: 'bob', label: 'bArtist' },
      { card: 'swamp', zone: 'library', owner: 'bob' },
      { card: 'swamp', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    {
      id: 'intro',
      ...texts.step('intro'),
      rules: ['603.6c', '603.3a'],
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
      id: 'resolve',
      ...texts.step('resolve'),
      rules: ['608.2', '603.2c', '603.10a', '603.3'],
      goal: { pending: 'order' },
      solution: [{ type: 'resolve' }],
      predict: {
        ...texts.predict('resolve'),
        kind: 'number',
        answer: 2,
        rules: ['603.10a', '603.2c'],
        check: ({ log }) => triggersOf(log, 'kalastria-highborn').length,
      },
    },
    {
      id: 'order',
      ...texts.step('order'),
      rules: ['603.3', '603.3a', '603.3b', '101.4', '603.3d'],
      goal: { all: [{ stackTop: { kind: 'trigger', source: 'blood-artist' } }, { pending: null }] },
      // The ids are the engine's for this board (run it once to read them): Alice's five, then Bob's three.
      solution: [
        { type: 'choose', player: 'alice', answer: ['t13', 't14', 't16', 't17', 't19'] },
        target('alice', 'bob'),
        target('alice', 'bob'),
        target('alice', 'bob'),
        target('alice', 'bob'),
        target('alice', 'bob'),
        { type: 'choose', player: 'bob', answer: ['t15', 't18', 't20'] },
        target('bob', 'alice'),
        target('bob', 'alice'),
        target('bob', 'alice'),
      ],
      predict: {
        ...texts.predict('order'),
        kind: 'choice',
        options: [{ player: 'alice' }, { player: 'bob' }],
        answer: 1,
        rules: ['603.3b', '101.4'],
        // Who controls the object on top of the stack once everything waiting is on it.
        check: ({ after }) => {
          const top = after.stack[0];
          if (!top || top.kind !== 'trigger') return -1;
          return top.controller === 'bob' ? 1 : top.controller === 'alice' ? 0 : -1;
        },
      },
    },
    {
      id: 'resolveTop',
      ...texts.step('resolveTop'),
      rules: ['608.2', '603.3a'],
      goal: { logged: { event: 'resolved', source: 'blood-artist' } },
      solution: [{ type: 'resolve' }],
    },
    {
      id: 'wrapUp',
      ...texts.step('wrapUp'),
      rules: ['603.2c', '603.10a', '603.3', '603.3a', '603.3b', '101.4'],
      solution: [],
    },
  ],
} satisfies Lesson;
