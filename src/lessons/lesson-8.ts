// Lesson 8 — Entering the battlefield (CR 603.6a, 603.6b). Murderous Redcap enters next to Soul's Attendant:
// two abilities trigger, Alice orders them and gives the Redcap's its target. A Forest played under Living Lands
// enters as a creature, so the Attendant sees a creature enter. Two more Attendants put onto the battlefield
// together see each other: four abilities. Under Humility, Ravenous Chupacabra enters with no ability at all,
// and nothing triggers (the Attendants have lost theirs too).
import type { Action } from '../engine';
import { lessonTexts } from './texts';
import type { Lesson } from './types';

const texts = lessonTexts('lesson8');
const yes: Action = { type: 'choose', player: 'alice', answer: true };

export const lesson8 = {
  id: 'lesson-8',
  title: 'lesson8.title',
  summary: 'lesson8.summary',
  cards: {
    attendant: 'souls-attendant',
    redcap: 'murderous-redcap',
    lands: 'living-lands',
    forest: 'forest',
    humility: 'humility',
    chupa: 'ravenous-chupacabra',
    bears: 'grizzly-bears',
  },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'att1' },
      { card: 'living-lands', zone: 'battlefield', owner: 'alice', label: 'lands' },
      { card: 'murderous-redcap', zone: 'hand', owner: 'alice', label: 'redcap' },
      { card: 'forest', zone: 'hand', owner: 'alice', label: 'forest' },
      { card: 'souls-attendant', zone: 'hand', owner: 'alice', label: 'att2' },
      { card: 'souls-attendant', zone: 'hand', owner: 'alice', label: 'att3' },
      { card: 'humility', zone: 'hand', owner: 'alice', label: 'humility' },
      { card: 'ravenous-chupacabra', zone: 'hand', owner: 'alice', label: 'chupa' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bobBears' },
      { card: 'island', zone: 'library', owner: 'bob' },
      { card: 'island', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    {
      id: 'intro',
      ...texts.step('intro'),
      rules: ['603.6a', '603.6b'],
      solution: [],
    },
    {
      id: 'redcap',
      ...texts.step('redcap'),
      rules: ['608.3', '603.6a', '603.2c', '603.3b'],
      goal: { pending: 'order' },
      solution: [
        { type: 'cast', player: 'alice', card: 'redcap' },
        { type: 'resolve' },
      ],
      predict: {
        ...texts.predict('redcap'),
        kind: 'number',
        answer: 2,
        rules: ['603.6a'],
        check: ({ log }) => log.filter((e) => e.event === 'triggered').length,
      },
    },
    {
      id: 'order',
      ...texts.step('order'),
      rules: ['603.3b', '603.3d', '608.2'],
      goal: { all: [{ life: { player: 'bob', equals: 18 } }, { stackEmpty: true }] },
      // The Attendant's ability first (bottom), the Redcap's on top with Bob as its target.
      solution: [
        { type: 'choose', player: 'alice', answer: ['att1', 'redcap'] },
        { type: 'choose', player: 'alice', answer: ['bob'] },
        { type: 'resolve' },
        { type: 'resolve' },
        yes,
      ],
    },
    {
      id: 'forest',
      ...texts.step('forest'),
      rules: ['603.6b', '305.1', '603.6a'],
      goal: { all: [{ life: { player: 'alice', equals: 22 } }, { stackEmpty: true }] },
      solution: [{ type: 'play', player: 'alice', card: 'forest' }, { type: 'resolve' }, yes],
      predict: {
        ...texts.predict('forest'),
        kind: 'yesNo',
        answer: true,
        rules: ['603.6b', '603.6a'],
        check: ({ log }) => log.some((e) => e.event === 'triggered' && e.source === 'souls-attendant' && e.card === 'forest'),
      },
    },
    {
      id: 'together',
      ...texts.step('together'),
      rules: ['603.6a', '603.2c'],
      goal: { pending: 'order' },
      solution: [{ type: 'move', cards: ['att2', 'att3'], to: 'battlefield' }],
      predict: {
        ...texts.predict('together'),
        kind: 'number',
        answer: 4,
        rules: ['603.6a', '603.2c'],
        check: ({ log }) => log.filter((e) => e.event === 'triggered' && e.source === 'souls-attendant').length,
      },
    },
    {
      id: 'gainFour',
      ...texts.step('gainFour'),
      rules: ['603.3b', '603.5'],
      goal: { all: [{ life: { player: 'alice', equals: 26 } }, { stackEmpty: true }] },
      // The ids the engine gave the four abilities on this board (the order choice lists them).
      solution: [
        { type: 'choose', player: 'alice', answer: ['t25', 't26', 't27', 't28'] },
        { type: 'resolve' },
        yes,
        { type: 'resolve' },
        yes,
        { type: 'resolve' },
        yes,
        { type: 'resolve' },
        yes,
      ],
    },
    {
      id: 'humility',
      ...texts.step('humility'),
      rules: ['613.1f', '608.3'],
      goal: { all: [{ onBattlefield: { card: 'humility' } }, { stackEmpty: true }] },
      solution: [{ type: 'cast', player: 'alice', card: 'humility' }, { type: 'resolve' }],
    },
    {
      id: 'chupa',
      ...texts.step('chupa'),
      rules: ['603.6b', '613.1f'],
      goal: { all: [{ onBattlefield: { card: 'ravenous-chupacabra' } }, { stackEmpty: true }] },
      solution: [{ type: 'cast', player: 'alice', card: 'chupa' }, { type: 'resolve' }],
      predict: {
        ...texts.predict('chupa'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.6b'],
        // Did Bob's Bears leave the battlefield?
        check: ({ after }) => !after.battlefield.some((p) => p.card === 'grizzly-bears'),
      },
    },
    {
      id: 'wrapUp',
      ...texts.step('wrapUp'),
      rules: ['603.6a', '603.6b', '603.2c'],
      solution: [],
    },
  ],
} satisfies Lesson;
