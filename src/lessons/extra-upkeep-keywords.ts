// Extra lesson E5 — Upkeep keywords: vanishing (CR 702.63a) and echo (702.30a). Calciderm enters with four
// time counters: a static ability, nothing triggers (603.6d). At Alice's next upkeep both abilities trigger;
// echo's "unless you pay" is decided only as it resolves (603.5), and vanishing removes one counter.
import { lessonTexts } from './texts';
import type { Lesson } from './types';

const texts = lessonTexts('extraUpkeepKeywords');

export const extraUpkeepKeywords = {
  id: 'upkeep-keywords',
  title: 'extraUpkeepKeywords.title',
  summary: 'extraUpkeepKeywords.summary',
  cards: { calciderm: 'calciderm', riders: 'avalanche-riders' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'calciderm', zone: 'hand', owner: 'alice', label: 'calciderm' },
      { card: 'avalanche-riders', zone: 'hand', owner: 'alice', label: 'riders' },
      { card: 'forest', zone: 'battlefield', owner: 'bob', label: 'forest' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'island', zone: 'library', owner: 'bob' },
      { card: 'island', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    { id: 'intro', ...texts.step('intro'), rules: ['702.63a', '702.30a', '603.2b'], solution: [] },
    {
      id: 'calciderm',
      ...texts.step('calciderm'),
      rules: ['603.6d', '702.63a'],
      goal: { onBattlefield: { card: 'calciderm' } },
      solution: [{ type: 'cast', player: 'alice', card: 'calciderm' }, { type: 'resolve' }],
      predict: {
        ...texts.predict('calciderm'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.6d'],
        check: ({ log }) => log.some((e) => e.event === 'triggered'),
      },
    },
    {
      id: 'riders',
      ...texts.step('riders'),
      rules: ['603.6a', '603.3d'],
      goal: { inGraveyard: { card: 'forest', owner: 'bob' } },
      solution: [{ type: 'cast', player: 'alice', card: 'riders' }, { type: 'resolve' }, { type: 'resolve' }],
    },
    {
      id: 'upkeep',
      ...texts.step('upkeep'),
      rules: ['603.2b', '702.63a', '702.30a', '603.4'],
      goal: { pending: 'order' },
      // Bob's upkeep first (both abilities say "your upkeep"), then Alice's.
      solution: [
        { type: 'advance', to: 'upkeep' },
        { type: 'advance', to: 'upkeep' },
      ],
      predict: {
        ...texts.predict('upkeep'),
        kind: 'number',
        answer: 2,
        rules: ['603.2b', '702.63a', '702.30a'],
        check: ({ log }) => log.filter((e) => e.event === 'triggered').length,
      },
    },
    {
      id: 'order',
      ...texts.step('order'),
      rules: ['603.3b', '603.5'],
      goal: { all: [{ stackTop: { kind: 'trigger', source: 'avalanche-riders' } }, { pending: null }] },
      solution: [{ type: 'choose', player: 'alice', answer: ['calciderm', 'riders'] }],
      predict: {
        ...texts.predict('order'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.5'],
        check: ({ after }) => after.pending?.kind === 'pay',
      },
    },
    {
      id: 'echo',
      ...texts.step('echo'),
      rules: ['603.5', '702.30a', '608.2'],
      goal: { inGraveyard: { card: 'avalanche-riders', owner: 'alice' } },
      solution: [{ type: 'resolve' }, { type: 'choose', player: 'alice', answer: false }],
    },
    {
      id: 'vanishing',
      ...texts.step('vanishing'),
      rules: ['702.63a', '608.2'],
      goal: { logged: { event: 'resolved', source: 'calciderm' } },
      solution: [{ type: 'resolve' }],
      predict: {
        ...texts.predict('vanishing'),
        kind: 'number',
        answer: 3,
        rules: ['702.63a'],
        check: ({ after }) => after.battlefield.find((p) => p.card === 'calciderm')?.counters?.time ?? -1,
      },
    },
    { id: 'wrapUp', ...texts.step('wrapUp'), rules: ['702.63a', '702.30a', '603.6d', '603.5', '603.4'], solution: [] },
  ],
} satisfies Lesson;
