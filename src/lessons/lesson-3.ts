// Lesson 3 — "At the beginning of…" and "becomes": Blood Tyrant's upkeep ability triggers as Bob's upkeep
// begins; Verity Circle watches creatures becoming tapped: a creature entering tapped never becomes tapped,
// tapping one does, untapping and tapping it again is a new event, and an attacker tapped as it is declared
// fails the intervening "if".
import type { LogEntry } from '../engine';
import { lessonTexts } from './texts';
import type { Lesson } from './types';

const texts = lessonTexts('lesson3');
const circleTriggers = (log: readonly LogEntry[]) => log.filter((e) => e.event === 'triggered' && e.source === 'verity-circle');

export const lesson3 = {
  id: 'lesson-3',
  title: 'lesson3.title',
  summary: 'lesson3.summary',
  combat: true,
  cards: { circle: 'verity-circle', tyrant: 'blood-tyrant', messenger: 'geralfs-messenger', bears: 'grizzly-bears', hound: 'isamaru-hound-of-konda' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'bob',
    step: 'untap',
    turn: 2,
    freeMana: true,
    cards: [
      { card: 'verity-circle', zone: 'battlefield', owner: 'alice', label: 'circle' },
      { card: 'island', zone: 'battlefield', owner: 'alice' },
      { card: 'island', zone: 'library', owner: 'alice' },
      { card: 'island', zone: 'library', owner: 'alice' },
      { card: 'island', zone: 'library', owner: 'alice' },
      { card: 'blood-tyrant', zone: 'battlefield', owner: 'bob', label: 'tyrant' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bears' },
      { card: 'isamaru-hound-of-konda', zone: 'battlefield', owner: 'bob', label: 'hound' },
      { card: 'geralfs-messenger', zone: 'hand', owner: 'bob', label: 'messenger' },
      { card: 'swamp', zone: 'battlefield', owner: 'bob' },
      { card: 'swamp', zone: 'library', owner: 'bob' },
      { card: 'swamp', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    {
      id: 'intro',
      ...texts.step('intro'),
      rules: ['603.2b', '603.2e', '502.4'],
      solution: [],
    },
    {
      id: 'upkeep',
      ...texts.step('upkeep'),
      rules: ['603.2b', '502.4', '603.3'],
      goal: { stackTop: { kind: 'trigger', source: 'blood-tyrant' } },
      solution: [{ type: 'advance', to: 'upkeep' }],
    },
    {
      id: 'tyrant',
      ...texts.step('tyrant'),
      rules: ['608.2'],
      goal: { all: [{ stackEmpty: true }, { life: { player: 'alice', equals: 19 } }] },
      solution: [{ type: 'resolve' }],
      predict: {
        ...texts.predict('tyrant'),
        kind: 'number',
        answer: 2,
        rules: ['603.2b', '608.2'],
        check: ({ after }) => after.battlefield.find((p) => p.card === 'blood-tyrant')?.counters['+1/+1'] ?? 0,
      },
    },
    {
      id: 'cast',
      ...texts.step('cast'),
      rules: ['601.2'],
      goal: { stackTop: { kind: 'spell', source: 'geralfs-messenger' } },
      solution: [
        { type: 'advance', to: 'main1' },
        { type: 'cast', player: 'bob', card: 'messenger' },
      ],
    },
    {
      id: 'enters',
      ...texts.step('enters'),
      rules: ['603.6d', '603.2e'],
      goal: { stackTop: { kind: 'trigger', source: 'geralfs-messenger' } },
      solution: [{ type: 'resolve' }],
      predict: {
        ...texts.predict('enters'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.2e', '603.6d'],
        check: ({ log }) => circleTriggers(log).length > 0,
      },
    },
    {
      id: 'tap',
      ...texts.step('tap'),
      rules: ['603.2e', '701.26a'],
      goal: { stackTop: { kind: 'trigger', source: 'verity-circle' } },
      solution: [
        { type: 'resolve' },
        { type: 'tap', cards: ['bears'] },
      ],
    },
    {
      id: 'draw',
      ...texts.step('draw'),
      rules: ['603.5', '603.3a'],
      goal: { logged: { event: 'drew' } },
      solution: [
        { type: 'resolve' },
        { type: 'choose', player: 'alice', answer: true },
      ],
    },
    {
      id: 'again',
      ...texts.step('again'),
      rules: ['603.2e', '603.2c'],
      goal: { stackTop: { kind: 'trigger', source: 'verity-circle' } },
      solution: [
        { type: 'untap', cards: ['bears'] },
        { type: 'tap', cards: ['bears'] },
      ],
      predict: {
        ...texts.predict('again'),
        kind: 'yesNo',
        answer: true,
        rules: ['603.2e', '603.2c'],
        check: ({ log }) => circleTriggers(log).length > 0,
      },
    },
    {
      id: 'attack',
      ...texts.step('attack'),
      rules: ['508.1f', '603.4'],
      goal: { logged: { event: 'notTriggered', source: 'verity-circle' } },
      solution: [
        { type: 'resolve' },
        { type: 'choose', player: 'alice', answer: true },
        { type: 'attack', attackers: [{ card: 'hound', target: 'alice' }] },
      ],
      predict: {
        ...texts.predict('attack'),
        kind: 'yesNo',
        answer: false,
        rules: ['508.1f', '603.4'],
        check: ({ log }) => circleTriggers(log).some((e) => e.card === 'isamaru-hound-of-konda'),
      },
    },
    {
      id: 'wrapUp',
      ...texts.step('wrapUp'),
      rules: ['603.2b', '603.2e', '603.6d', '603.4', '508.1f'],
      solution: [],
    },
  ],
} satisfies Lesson;
