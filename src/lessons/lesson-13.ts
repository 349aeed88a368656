// Lesson 13 — These are not triggered abilities. "As this enters, choose a name" (Meddling Mage), "you may
// have this enter as a copy" (Clone), "enters with X counters" (Chimeric Mass) and "enters tapped" (Boros
// Guildgate) are static abilities whose replacement effects apply as the permanent enters (CR 603.6d, 614.1c–d,
// 614.12): nothing goes on the stack, nobody can answer them. A Clone that enters as a copy of Ravenous
// Chupacabra has the Chupacabra's "when this enters" ability, which does trigger (707.2).
import { lessonTexts } from './texts';
import type { Lesson } from './types';

const texts = lessonTexts('lesson13');

export const lesson13 = {
  id: 'lesson-13',
  title: 'lesson13.title',
  summary: 'lesson13.summary',
  cards: {
    attendant: 'souls-attendant',
    mage: 'meddling-mage',
    clone: 'clone',
    mass: 'chimeric-mass',
    gate: 'boros-guildgate',
    chupacabra: 'ravenous-chupacabra',
    bolt: 'lightning-bolt',
  },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'attendant' },
      { card: 'meddling-mage', zone: 'hand', owner: 'alice', label: 'mage' },
      { card: 'clone', zone: 'hand', owner: 'alice', label: 'clone' },
      { card: 'chimeric-mass', zone: 'hand', owner: 'alice', label: 'mass' },
      { card: 'boros-guildgate', zone: 'hand', owner: 'alice', label: 'gate' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'ravenous-chupacabra', zone: 'battlefield', owner: 'bob', label: 'chupacabra' },
      { card: 'mountain', zone: 'battlefield', owner: 'bob' },
      { card: 'lightning-bolt', zone: 'hand', owner: 'bob', label: 'bolt' },
      { card: 'mountain', zone: 'library', owner: 'bob' },
      { card: 'mountain', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    {
      id: 'intro',
      ...texts.step('intro'),
      rules: ['603.6d', '614.1c', '614.1d'],
      solution: [],
    },
    {
      id: 'castMage',
      ...texts.step('castMage'),
      rules: ['601.2', '117.3d'],
      goal: { stackTop: { kind: 'spell', source: 'meddling-mage' } },
      solution: [{ type: 'cast', player: 'alice', card: 'mage' }],
    },
    {
      id: 'resolveMage',
      ...texts.step('resolveMage'),
      rules: ['608.3', '603.6d', '614.1c'],
      goal: { pending: 'name' },
      solution: [{ type: 'resolve' }],
      predict: {
        ...texts.predict('resolveMage'),
        kind: 'yesNo',
        answer: false,
        rules: ['603.6d', '614.1c'],
        // Something Bob could answer: an ability of the Mage put on the stack, or waiting to go there.
        check: ({ after, log }) =>
          after.stack.some((o) => o.kind === 'trigger' && o.source === 'meddling-mage') ||
          log.some((e) => e.event === 'triggered' && e.source === 'meddling-mage'),
      },
    },
    {
      id: 'name',
      ...texts.step('name'),
      rules: ['603.6d', '603.6a', '614.12'],
      goal: { stackTop: { kind: 'trigger', source: 'souls-attendant' } },
      solution: [{ type: 'choose', player: 'alice', answer: 'lightning-bolt' }],
    },
    {
      id: 'clone',
      ...texts.step('clone'),
      rules: ['603.5', '603.6d', '707.2', '614.12', '603.6a'],
      goal: { pending: 'order' },
      solution: [
        { type: 'resolve' },
        { type: 'choose', player: 'alice', answer: true },
        { type: 'cast', player: 'alice', card: 'clone' },
        { type: 'resolve' },
        { type: 'choose', player: 'alice', answer: 'chupacabra' },
      ],
      predict: {
        ...texts.predict('clone'),
        kind: 'number',
        answer: 2,
        rules: ['603.6d', '707.2', '603.6a'],
        check: ({ log }) => log.filter((e) => e.event === 'triggered').length,
      },
    },
    {
      id: 'order',
      ...texts.step('order'),
      rules: ['603.3b', '603.3d', '608.2'],
      goal: { inGraveyard: { card: 'ravenous-chupacabra', owner: 'bob' } },
      // The Attendant's ability first (bottom), the copied Chupacabra's on top: it resolves first.
      solution: [
        { type: 'choose', player: 'alice', answer: ['t19', 't20'] },
        { type: 'resolve' },
      ],
    },
    {
      id: 'mass',
      ...texts.step('mass'),
      rules: ['603.6d', '614.1c'],
      goal: { logged: { event: 'enteredWithCounters', card: 'chimeric-mass' } },
      solution: [
        { type: 'resolve' },
        { type: 'choose', player: 'alice', answer: true },
        { type: 'cast', player: 'alice', card: 'mass', x: 3 },
        { type: 'resolve' },
      ],
      predict: {
        ...texts.predict('mass'),
        kind: 'number',
        answer: 0,
        rules: ['603.6d', '614.1c', '603.6a'],
        // Abilities that trigger as the Mass enters (the Attendant's resolution before it triggers nothing).
        check: ({ log }) => {
          const entered = log.findIndex((e) => e.event === 'entered' && e.card === 'chimeric-mass');
          return log.slice(entered).filter((e) => e.event === 'triggered').length;
        },
      },
    },
    {
      id: 'gate',
      ...texts.step('gate'),
      rules: ['603.6d', '614.1d', '603.2e', '305.1'],
      goal: { logged: { event: 'enteredTapped', card: 'boros-guildgate' } },
      solution: [{ type: 'play', player: 'alice', card: 'gate' }],
    },
    {
      id: 'wrapUp',
      ...texts.step('wrapUp'),
      rules: ['603.6d', '614.1c', '614.1d', '614.12', '707.2', '603.2e'],
      solution: [],
    },
  ],
} satisfies Lesson;
