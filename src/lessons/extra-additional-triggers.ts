// Extra lesson — Triggering an additional time (CR 603.2d). With Panharmonicon, a creature entering makes
// Alice's Soul's Attendant trigger twice, while Bob's Attendant (Panharmonicon affects only its controller's
// permanents) triggers once. A creature dying is not a creature entering: Blood Artist triggers once.
import type { Action } from '../engine';
import { lessonTexts } from './texts';
import type { Lesson } from './types';
import { triggersOf } from './outcome';

const texts = lessonTexts('extraAdditionalTriggers');
const gain = (player: 'alice' | 'bob'): Action[] => [{ type: 'resolve' }, { type: 'choose', player, answer: true }];

export const extraAdditionalTriggers = {
  id: 'additional-triggers',
  title: 'extraAdditionalTriggers.title',
  summary: 'extraAdditionalTriggers.summary',
  cards: { panharmonicon: 'panharmonicon', attendant: 'souls-attendant', artist: 'blood-artist', bears: 'grizzly-bears', teysa: 'teysa-karlov' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'panharmonicon', zone: 'battlefield', owner: 'alice', label: 'panharmonicon' },
      { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'aAttendant' },
      { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'artist' },
      { card: 'souls-attendant', zone: 'battlefield', owner: 'bob', label: 'bAttendant' },
      { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'bears' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'island', zone: 'library', owner: 'bob' },
      { card: 'island', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    { id: 'intro', ...texts.step('intro'), rules: ['603.2d', '603.6a'], solution: [] },
    {
      id: 'cast',
      ...texts.step('cast'),
      rules: ['603.6a', '603.2d', '603.3b'],
      goal: { pending: 'order' },
      solution: [{ type: 'cast', player: 'alice', card: 'bears' }, { type: 'resolve' }],
      predict: {
        ...texts.predict('cast'),
        kind: 'number',
        answer: 3,
        rules: ['603.2d', '603.6a'],
        check: ({ log }) => triggersOf(log, 'souls-attendant').length,
      },
    },
    {
      id: 'order',
      ...texts.step('order'),
      rules: ['603.3b', '101.4'],
      goal: { all: [{ stackTop: { kind: 'trigger', source: 'souls-attendant' } }, { pending: null }] },
      // The engine's ids for this board: Alice's two abilities come from the same Attendant.
      solution: [{ type: 'choose', player: 'alice', answer: ['t12', 't13'] }],
    },
    {
      id: 'gainLife',
      ...texts.step('gainLife'),
      rules: ['603.5', '608.2'],
      goal: { all: [{ life: { player: 'alice', equals: 22 } }, { stackEmpty: true }] },
      solution: [...gain('bob'), ...gain('alice'), ...gain('alice')],
    },
    {
      id: 'destroy',
      ...texts.step('destroy'),
      rules: ['603.10a', '603.2d', '603.2c'],
      goal: { pending: 'target' },
      solution: [{ type: 'destroy', cards: ['bears'] }],
      predict: {
        ...texts.predict('destroy'),
        kind: 'number',
        answer: 1,
        rules: ['603.2d', '603.10a'],
        check: ({ log }) => triggersOf(log, 'blood-artist').length,
      },
    },
    {
      id: 'drain',
      ...texts.step('drain'),
      rules: ['603.3d', '608.2'],
      goal: { life: { player: 'bob', equals: 20 } },
      solution: [{ type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' }],
    },
    { id: 'wrapUp', ...texts.step('wrapUp'), rules: ['603.2d', '603.6a', '603.10a'], solution: [] },
  ],
} satisfies Lesson;
