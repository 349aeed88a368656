// Extra lesson E3 — Persist, undying, evolve (CR 702.79a, 702.93a, 702.100a): three keywords that are
// triggered abilities with an intervening "if" (603.4). Cloudfin Raptor evolves when Grizzly Bears enters;
// Murderous Redcap persists once, returns too small to make the Raptor evolve, and dies for good the second
// time (it had a -1/-1 counter); Geralf's Messenger returns with undying and two abilities trigger.
import { lessonTexts } from './texts';
import type { Lesson } from './types';
import { triggersOf } from './outcome';

const texts = lessonTexts('extraPersistUndyingEvolve');

export const extraPersistUndyingEvolve = {
  id: 'persist-undying-evolve',
  title: 'extraPersistUndyingEvolve.title',
  summary: 'extraPersistUndyingEvolve.summary',
  cards: { raptor: 'cloudfin-raptor', redcap: 'murderous-redcap', messenger: 'geralfs-messenger', bears: 'grizzly-bears' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'cloudfin-raptor', zone: 'battlefield', owner: 'alice', label: 'raptor' },
      { card: 'murderous-redcap', zone: 'battlefield', owner: 'alice', label: 'redcap' },
      { card: 'geralfs-messenger', zone: 'battlefield', owner: 'alice', label: 'messenger' },
      { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'bears' },
      { card: 'swamp', zone: 'library', owner: 'alice' },
      { card: 'swamp', zone: 'library', owner: 'alice' },
      { card: 'forest', zone: 'library', owner: 'bob' },
      { card: 'forest', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    { id: 'intro', ...texts.step('intro'), rules: ['702.79a', '702.93a', '702.100a', '603.4'], solution: [] },
    {
      id: 'evolve',
      ...texts.step('evolve'),
      rules: ['702.100a', '702.100b', '603.6a'],
      goal: { logged: { event: 'resolved', source: 'cloudfin-raptor' } },
      solution: [{ type: 'cast', player: 'alice', card: 'bears' }, { type: 'resolve' }, { type: 'resolve' }],
    },
    {
      id: 'killRedcap',
      ...texts.step('killRedcap'),
      rules: ['702.79a', '603.10a', '603.4', '702.100b'],
      goal: { stackTop: { kind: 'trigger', source: 'murderous-redcap' } },
      solution: [{ type: 'destroy', cards: ['redcap'] }],
    },
    {
      id: 'persistReturns',
      ...texts.step('persistReturns'),
      rules: ['702.79a', '702.100a', '603.4', '603.6a'],
      goal: { pending: 'target' },
      solution: [{ type: 'resolve' }],
      predict: {
        ...texts.predict('persistReturns'),
        kind: 'yesNo',
        answer: false,
        rules: ['702.100a', '603.4'],
        check: ({ log }) => triggersOf(log, 'cloudfin-raptor').length > 0,
      },
    },
    {
      id: 'redcapDamage',
      ...texts.step('redcapDamage'),
      rules: ['603.3d', '608.2'],
      goal: { life: { player: 'bob', equals: 19 } },
      solution: [{ type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' }],
    },
    {
      id: 'killAgain',
      ...texts.step('killAgain'),
      rules: ['702.79a', '603.4', '603.10a'],
      goal: { inGraveyard: { card: 'murderous-redcap', owner: 'alice' } },
      solution: [{ type: 'destroy', cards: ['redcap'] }],
      predict: {
        ...texts.predict('killAgain'),
        kind: 'yesNo',
        answer: false,
        rules: ['702.79a', '603.4'],
        check: ({ log }) => triggersOf(log, 'murderous-redcap').length > 0,
      },
    },
    {
      id: 'killMessenger',
      ...texts.step('killMessenger'),
      rules: ['702.93a', '603.10a'],
      goal: { stackTop: { kind: 'trigger', source: 'geralfs-messenger' } },
      solution: [{ type: 'destroy', cards: ['messenger'] }],
    },
    {
      id: 'undyingReturns',
      ...texts.step('undyingReturns'),
      rules: ['702.93a', '702.100a', '603.6a', '603.6d'],
      goal: { pending: 'order' },
      solution: [{ type: 'resolve' }],
      predict: {
        ...texts.predict('undyingReturns'),
        kind: 'number',
        answer: 2,
        rules: ['603.6a', '702.100a', '603.2c'],
        check: ({ log }) => log.filter((e) => e.event === 'triggered').length,
      },
    },
    {
      id: 'finish',
      ...texts.step('finish'),
      rules: ['603.3b', '702.100a', '603.4'],
      goal: { all: [{ life: { player: 'bob', equals: 17 } }, { stackEmpty: true }] },
      // The engine's ids for this board: evolve first (bottom), the Messenger's ability last (top).
      solution: [{ type: 'choose', player: 'alice', answer: ['t24', 't25'] }, { type: 'resolve' }, { type: 'resolve' }],
    },
    { id: 'wrapUp', ...texts.step('wrapUp'), rules: ['702.79a', '702.93a', '702.100a', '603.4'], solution: [] },
  ],
} satisfies Lesson;
