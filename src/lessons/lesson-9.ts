// Lesson 9 — Leaving the battlefield, and finding the object (CR 603.6, 603.6c, 400.7, 608.2h). Bob's Bears,
// enchanted by Alice's Fool's Demise, are destroyed: the Aura's two abilities trigger. The Bears card is exiled
// from Bob's graveyard in response, so the ability that should return it finds nothing in the graveyard, the
// first zone the card went to, and does nothing. Emrakul discarded from Alice's hand triggers ("from
// anywhere", not a leaves-the-battlefield ability). Murderous Redcap dies with its ability on the stack: that
// ability deals damage equal to the power the Redcap last had (2), while the Redcap persist brought back is a
// new 1/1 object whose own ability deals 1.
import type { LogEntry } from '../engine';
import { lessonTexts } from './texts';
import type { Lesson } from './types';

const texts = lessonTexts('lesson9');
const redcapDamage = (log: readonly LogEntry[]) =>
  log.filter((e) => e.event === 'damageDealt' && e.source === 'murderous-redcap').map((e) => e.amount ?? 0);

export const lesson9 = {
  id: 'lesson-9',
  title: 'lesson9.title',
  summary: 'lesson9.summary',
  cards: {
    demise: 'fools-demise',
    bears: 'grizzly-bears',
    emrakul: 'emrakul-the-aeons-torn',
    redcap: 'murderous-redcap',
  },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'fools-demise', zone: 'battlefield', owner: 'alice', label: 'demise', attachedTo: 'bobBears' },
      { card: 'emrakul-the-aeons-torn', zone: 'hand', owner: 'alice', label: 'emrakul' },
      { card: 'murderous-redcap', zone: 'hand', owner: 'alice', label: 'redcap' },
      { card: 'plains', zone: 'graveyard', owner: 'alice' },
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
      rules: ['603.6', '603.6c'],
      solution: [],
    },
    {
      id: 'destroy',
      ...texts.step('destroy'),
      rules: ['603.6c', '704.5m', '603.3b'],
      goal: { all: [{ stackTop: { kind: 'trigger', source: 'fools-demise' } }, { pending: null }] },
      // The Aura's own ability at the bottom, the one about the creature on top (ids from the order choice).
      solution: [
        { type: 'destroy', cards: ['bobBears'] },
        { type: 'choose', player: 'alice', answer: ['t13', 't11'] },
      ],
    },
    {
      id: 'exile',
      ...texts.step('exile'),
      rules: ['400.7', '603.6'],
      goal: { logged: { event: 'movedZone', card: 'grizzly-bears' } },
      solution: [{ type: 'exile', cards: ['bobBears'] }],
    },
    {
      id: 'resolveDemise',
      ...texts.step('resolveDemise'),
      rules: ['608.2', '603.6', '603.6c'],
      goal: { all: [{ stackEmpty: true }, { logged: { event: 'movedZone', card: 'fools-demise' } }] },
      solution: [{ type: 'resolve' }, { type: 'resolve' }],
      predict: {
        ...texts.predict('resolveDemise'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.6', '603.6c', '400.7'],
        check: ({ after }) => after.battlefield.some((p) => p.card === 'grizzly-bears'),
      },
    },
    {
      id: 'emrakul',
      ...texts.step('emrakul'),
      rules: ['701.9a', '603.6c', '603.6'],
      goal: { logged: { event: 'shuffled' } },
      solution: [{ type: 'discard', player: 'alice', cards: ['emrakul'] }, { type: 'resolve' }],
      predict: {
        ...texts.predict('emrakul'),
        kind: 'yesNo',
        answer: true,
        rules: ['603.6c', '603.6'],
        check: ({ log }) => log.some((e) => e.event === 'triggered' && e.source === 'emrakul-the-aeons-torn'),
      },
    },
    {
      id: 'redcap',
      ...texts.step('redcap'),
      rules: ['603.6a', '603.3d'],
      goal: { all: [{ stackTop: { kind: 'trigger', source: 'murderous-redcap' } }, { pending: null }] },
      solution: [
        { type: 'cast', player: 'alice', card: 'redcap' },
        { type: 'resolve' },
        { type: 'choose', player: 'alice', answer: ['bob'] },
      ],
    },
    {
      id: 'kill',
      ...texts.step('kill'),
      rules: ['702.79a', '603.6c', '603.10a'],
      goal: { logged: { event: 'dies', card: 'murderous-redcap' } },
      solution: [{ type: 'destroy', cards: ['redcap'] }],
    },
    {
      id: 'persist',
      ...texts.step('persist'),
      rules: ['702.79a', '400.7', '603.6a'],
      goal: {
        all: [
          { onBattlefield: { card: 'murderous-redcap' } },
          { stackTop: { kind: 'trigger', source: 'murderous-redcap' } },
          { pending: null },
        ],
      },
      solution: [{ type: 'resolve' }, { type: 'choose', player: 'alice', answer: ['bob'] }],
    },
    {
      id: 'damage',
      ...texts.step('damage'),
      rules: ['608.2h', '400.7'],
      goal: { all: [{ life: { player: 'bob', equals: 17 } }, { stackEmpty: true }] },
      solution: [{ type: 'resolve' }, { type: 'resolve' }],
      predict: {
        ...texts.predict('damage'),
        kind: 'number',
        answer: 2,
        rules: ['608.2h', '400.7'],
        // The ability that triggered first resolves last: its damage is the last dealt.
        check: ({ log }) => redcapDamage(log).at(-1) ?? 0,
      },
    },
    {
      id: 'wrapUp',
      ...texts.step('wrapUp'),
      rules: ['603.6', '603.6c', '608.2h', '400.7'],
      solution: [],
    },
  ],
} satisfies Lesson;
