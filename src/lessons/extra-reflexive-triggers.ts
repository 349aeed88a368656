// Extra lesson — Reflexive triggered abilities (CR 603.12). Heart-Piercer Manticore's enters ability says
// "you may sacrifice another creature. When you do, …": the "when you do" part is a second triggered ability,
// created as the first one resolves, that triggers only if the creature was sacrificed, and whose target is
// chosen as it goes on the stack. Alice sacrifices Rabid Elephant with the first Manticore (3 damage to Bob),
// then declines with the second: nothing triggers.
import type { LogEntry } from '../engine';
import { lessonTexts } from './texts';
import type { Lesson } from './types';

const texts = lessonTexts('extraReflexiveTriggers');
const reflexive = (log: readonly LogEntry[]) => log.filter((e) => e.event === 'triggered' && e.reason === 'reflexive');

export const extraReflexiveTriggers = {
  id: 'reflexive-triggers',
  title: 'extraReflexiveTriggers.title',
  summary: 'extraReflexiveTriggers.summary',
  cards: { manticore: 'heart-piercer-manticore', elephant: 'rabid-elephant', wall: 'wall-of-frost' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'heart-piercer-manticore', zone: 'hand', owner: 'alice', label: 'm1' },
      { card: 'heart-piercer-manticore', zone: 'hand', owner: 'alice', label: 'm2' },
      { card: 'rabid-elephant', zone: 'battlefield', owner: 'alice', label: 'elephant' },
      { card: 'wall-of-frost', zone: 'battlefield', owner: 'bob', label: 'wall' },
      { card: 'mountain', zone: 'library', owner: 'alice' },
      { card: 'mountain', zone: 'library', owner: 'alice' },
      { card: 'island', zone: 'library', owner: 'bob' },
      { card: 'island', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    { id: 'intro', ...texts.step('intro'), rules: ['603.12', '603.5'], solution: [] },
    {
      id: 'cast',
      ...texts.step('cast'),
      rules: ['603.6a', '603.3d', '603.12'],
      goal: { stackTop: { kind: 'trigger', source: 'heart-piercer-manticore' } },
      solution: [{ type: 'cast', player: 'alice', card: 'm1' }, { type: 'resolve' }],
      predict: {
        ...texts.predict('cast'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.12', '603.3d'],
        check: ({ after }) => (after.stack[0]?.targets?.length ?? 0) > 0 || after.pending?.kind === 'target',
      },
    },
    {
      id: 'sacrifice',
      ...texts.step('sacrifice'),
      rules: ['603.5', '603.12', '608.2'],
      goal: { pending: 'target' },
      solution: [{ type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'elephant' }],
      predict: {
        ...texts.predict('sacrifice'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.12', '603.3'],
        check: ({ after }) => (after.players.bob?.life ?? 20) < 20,
      },
    },
    {
      id: 'target',
      ...texts.step('target'),
      rules: ['603.3d', '608.2h'],
      goal: { life: { player: 'bob', equals: 17 } },
      solution: [{ type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' }],
    },
    {
      id: 'castSecond',
      ...texts.step('castSecond'),
      rules: ['603.6a'],
      goal: { stackTop: { kind: 'trigger', source: 'heart-piercer-manticore' } },
      solution: [{ type: 'cast', player: 'alice', card: 'm2' }, { type: 'resolve' }],
    },
    {
      id: 'decline',
      ...texts.step('decline'),
      rules: ['603.5', '603.12'],
      goal: { all: [{ stackEmpty: true }, { pending: null }, { logged: { event: 'resolved', source: 'heart-piercer-manticore' } }] },
      solution: [{ type: 'resolve' }, { type: 'choose', player: 'alice', answer: false }],
      predict: {
        ...texts.predict('decline'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.12'],
        check: ({ log }) => reflexive(log).length > 0,
      },
    },
    { id: 'wrapUp', ...texts.step('wrapUp'), rules: ['603.12', '603.3d', '603.5'], solution: [] },
  ],
} satisfies Lesson;
