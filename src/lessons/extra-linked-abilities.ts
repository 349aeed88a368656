// Extra lesson E7 — Linked abilities (CR 603.11, 607.2h). Each Primitive Etchings has a static ability
// (reveal the first card you draw each turn) and a triggered ability linked to it ("whenever you reveal a
// creature card this way"). With two Etchings, the first draw is revealed twice, once by each, and each
// triggered ability sees only its own reveal: two triggers, not four. The cards those abilities draw are not
// the first draw of the turn, so nobody reveals them and nothing more triggers.
import { lessonTexts } from './texts';
import type { Lesson } from './types';
import { triggersOf } from './outcome';

const texts = lessonTexts('extraLinkedAbilities');

export const extraLinkedAbilities = {
  id: 'linked-abilities',
  title: 'extraLinkedAbilities.title',
  summary: 'extraLinkedAbilities.summary',
  cards: { etchings: 'primitive-etchings', bears: 'grizzly-bears', raptor: 'cloudfin-raptor' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'upkeep',
    freeMana: true,
    cards: [
      { card: 'primitive-etchings', zone: 'battlefield', owner: 'alice', label: 'e1' },
      { card: 'primitive-etchings', zone: 'battlefield', owner: 'alice', label: 'e2' },
      { card: 'grizzly-bears', zone: 'library', owner: 'alice', label: 'top' },
      { card: 'cloudfin-raptor', zone: 'library', owner: 'alice', label: 'second' },
      { card: 'grizzly-bears', zone: 'library', owner: 'alice', label: 'third' },
      { card: 'forest', zone: 'library', owner: 'alice' },
      { card: 'forest', zone: 'library', owner: 'alice' },
      { card: 'island', zone: 'library', owner: 'bob' },
      { card: 'island', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    { id: 'intro', ...texts.step('intro'), rules: ['603.11', '607.2h'], solution: [] },
    {
      id: 'draw',
      ...texts.step('draw'),
      rules: ['504.1', '603.11', '607.2h', '603.2c'],
      goal: { pending: 'order' },
      solution: [{ type: 'advance', to: 'draw' }],
      predict: {
        ...texts.predict('draw'),
        kind: 'number',
        answer: 2,
        rules: ['607.2h', '603.11'],
        check: ({ log }) => triggersOf(log, 'primitive-etchings').length,
      },
    },
    {
      id: 'order',
      ...texts.step('order'),
      rules: ['603.3b'],
      goal: { all: [{ stackTop: { kind: 'trigger', source: 'primitive-etchings' } }, { pending: null }] },
      solution: [{ type: 'choose', player: 'alice', answer: ['e1', 'e2'] }],
    },
    {
      id: 'resolve',
      ...texts.step('resolve'),
      rules: ['608.2', '121.1', '607.2h'],
      goal: { all: [{ stackEmpty: true }, { logged: { event: 'resolved', source: 'primitive-etchings' } }] },
      solution: [{ type: 'resolve' }, { type: 'resolve' }],
      predict: {
        ...texts.predict('resolve'),
        kind: 'number',
        answer: 0,
        rules: ['607.2h', '603.11'],
        check: ({ log }) => triggersOf(log, 'primitive-etchings').length,
      },
    },
    { id: 'wrapUp', ...texts.step('wrapUp'), rules: ['603.11', '607.2h'], solution: [] },
  ],
} satisfies Lesson;
