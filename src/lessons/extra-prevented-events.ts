// Extra lesson E6 — Prevented events (CR 603.2g). Thieving Magpie attacks alone and exalted makes it bigger;
// Bob casts Fog. All the combat damage is prevented, so the Magpie deals no damage to Bob, and its "deals
// damage to an opponent" ability has no event to trigger on.
import { lessonTexts } from './texts';
import type { Lesson } from './types';

const texts = lessonTexts('extraPreventedEvents');

export const extraPreventedEvents = {
  id: 'prevented-events',
  title: 'extraPreventedEvents.title',
  summary: 'extraPreventedEvents.summary',
  combat: true,
  cards: { magpie: 'thieving-magpie', squire: 'akrasan-squire', fog: 'fog' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'thieving-magpie', zone: 'battlefield', owner: 'alice', label: 'magpie' },
      { card: 'akrasan-squire', zone: 'battlefield', owner: 'alice', label: 'squire' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'fog', zone: 'hand', owner: 'bob', label: 'fog' },
      { card: 'forest', zone: 'battlefield', owner: 'bob' },
      { card: 'forest', zone: 'library', owner: 'bob' },
      { card: 'forest', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    { id: 'intro', ...texts.step('intro'), rules: ['603.2g'], solution: [] },
    {
      id: 'attack',
      ...texts.step('attack'),
      rules: ['506.5', '702.83a', '508.1m'],
      goal: { stackTop: { kind: 'trigger', source: 'akrasan-squire' } },
      solution: [{ type: 'attack', attackers: [{ card: 'magpie', target: 'bob' }] }],
    },
    {
      id: 'exalted',
      ...texts.step('exalted'),
      rules: ['608.2', '702.83a'],
      goal: { logged: { event: 'resolved', source: 'akrasan-squire' } },
      solution: [{ type: 'resolve' }],
    },
    {
      id: 'fog',
      ...texts.step('fog'),
      rules: ['117.3d', '601.2'],
      goal: { all: [{ stackTop: { kind: 'spell', source: 'fog' } }, { pending: null }] },
      solution: [{ type: 'pass' }, { type: 'cast', player: 'bob', card: 'fog' }],
    },
    {
      id: 'resolveFog',
      ...texts.step('resolveFog'),
      rules: ['608.2', '615.1'],
      goal: { inGraveyard: { card: 'fog', owner: 'bob' } },
      solution: [{ type: 'resolve' }],
    },
    {
      id: 'damage',
      ...texts.step('damage'),
      rules: ['510.2', '603.2g'],
      goal: { step: 'endCombat' },
      solution: [{ type: 'advance', to: 'endCombat' }],
      predict: {
        ...texts.predict('damage'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.2g'],
        check: ({ log }) => log.some((e) => e.event === 'triggered' && e.source === 'thieving-magpie'),
      },
    },
    { id: 'wrapUp', ...texts.step('wrapUp'), rules: ['603.2g', '510.2'], solution: [] },
  ],
} satisfies Lesson;
