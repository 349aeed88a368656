// Lesson 5 — Targets and modes are chosen as the ability goes on the stack. Charming Prince's mode is picked
// then, among the modes that can be chosen (CR 603.3c); Ravenous Chupacabra's ability finds no creature to
// target and is removed (603.3d); a target that is gone when the ability resolves stops it (608.2b).
import type { LogEntry } from '../engine';
import { lessonTexts } from './texts';
import type { Lesson } from './types';

const texts = lessonTexts('lesson5');
const key = texts.key;
const from = (log: readonly LogEntry[], event: LogEntry['event'], source: string) => log.some((e) => e.event === event && e.source === source);

export const lesson5 = {
  id: 'lesson-5',
  title: 'lesson5.title',
  summary: 'lesson5.summary',
  cards: { prince: 'charming-prince', chupa: 'ravenous-chupacabra', forest: 'forest' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'charming-prince', zone: 'hand', owner: 'alice', label: 'prince' },
      { card: 'ravenous-chupacabra', zone: 'hand', owner: 'alice', label: 'chupa' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'island', zone: 'library', owner: 'alice' },
      { card: 'swamp', zone: 'library', owner: 'alice' },
      { card: 'forest', zone: 'battlefield', owner: 'bob' },
      { card: 'forest', zone: 'library', owner: 'bob' },
      { card: 'forest', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    {
      id: 'intro',
      ...texts.step('intro'),
      rules: ['603.3', '603.3c', '603.3d'],
      solution: [],
    },
    {
      id: 'castPrince',
      ...texts.step('castPrince'),
      rules: ['601.2'],
      goal: { stackTop: { kind: 'spell', source: 'charming-prince' } },
      solution: [{ type: 'cast', player: 'alice', card: 'prince' }],
    },
    {
      id: 'resolvePrince',
      ...texts.step('resolvePrince'),
      rules: ['608.3', '603.6a', '603.3c'],
      goal: { pending: 'mode' },
      solution: [{ type: 'resolve' }],
      predict: {
        ...texts.predict('resolvePrince'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.3c'],
        // The third mode (index 2) is the one that exiles another creature Alice owns.
        check: ({ after }) => after.pending?.kind === 'mode' && after.pending.options.includes(2),
      },
    },
    {
      id: 'chooseMode',
      ...texts.step('chooseMode'),
      rules: ['603.3c', '608.2'],
      goal: { life: { player: 'alice', equals: 23 } },
      solution: [{ type: 'choose', player: 'alice', answer: 1 }, { type: 'resolve' }],
    },
    {
      id: 'castChupa',
      ...texts.step('castChupa'),
      rules: ['601.2'],
      goal: { stackTop: { kind: 'spell', source: 'ravenous-chupacabra' } },
      solution: [{ type: 'cast', player: 'alice', card: 'chupa' }],
    },
    {
      id: 'resolveChupa',
      ...texts.step('resolveChupa'),
      rules: ['603.6a', '603.3d'],
      goal: { logged: { event: 'triggerRemoved', source: 'ravenous-chupacabra' } },
      solution: [{ type: 'resolve' }],
      predict: {
        ...texts.predict('resolveChupa'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.3d'],
        check: ({ log, after }) =>
          from(log, 'triggerPutOnStack', 'ravenous-chupacabra') || after.stack.some((s) => s.kind === 'trigger' && s.source === 'ravenous-chupacabra'),
      },
    },
    {
      id: 'again',
      ...texts.step('again'),
      rules: ['603.3c'],
      goal: { pending: 'mode' },
      solution: [{ type: 'bounce', cards: ['prince'] }, { type: 'cast', player: 'alice', card: 'prince' }, { type: 'resolve' }],
      predict: {
        ...texts.predict('again'),
        kind: 'number',
        answer: 3,
        rules: ['603.3c'],
        check: ({ after }) => (after.pending?.kind === 'mode' ? after.pending.options.length : 0),
      },
    },
    {
      id: 'exile',
      ...texts.step('exile'),
      rules: ['603.3c', '603.3d'],
      goal: { all: [{ stackTop: { kind: 'trigger', source: 'charming-prince' } }, { logged: { event: 'leftBattlefield', card: 'ravenous-chupacabra' } }] },
      solution: [{ type: 'choose', player: 'alice', answer: 2 }, { type: 'bounce', cards: ['chupa'] }],
    },
    {
      id: 'resolveGone',
      ...texts.step('resolveGone'),
      rules: ['608.2b'],
      goal: { logged: { event: 'didNotResolve', source: 'charming-prince' } },
      solution: [{ type: 'resolve' }],
      predict: {
        ...texts.predict('resolveGone'),
        kind: 'choice',
        options: [{ text: key('resolveGone', 'optionOther') }, { text: key('resolveGone', 'optionHand') }, { text: key('resolveGone', 'optionNothing') }],
        answer: 2,
        rules: ['608.2b'],
        check: ({ log }) => (from(log, 'didNotResolve', 'charming-prince') ? 2 : from(log, 'resolved', 'charming-prince') ? 1 : 0),
      },
    },
    {
      id: 'wrapUp',
      ...texts.step('wrapUp'),
      rules: ['603.3c', '603.3d', '608.2b'],
      solution: [],
    },
  ],
} satisfies Lesson;
