// Extra lesson E4 — Cast triggers: prowess (CR 702.108a), cascade (702.85a) and storm (702.40a) trigger when
// a spell is cast, and go on the stack above that spell, so they resolve first. Lightning Bolt makes
// Monastery Swiftspear's prowess trigger; Bloodbraid Elf (a creature spell) doesn't, but its cascade casts
// Grizzly Bears from the library; Grapeshot's storm then counts three spells cast before it. Copies are not
// cast: they trigger nothing.
import { lessonTexts } from './texts';
import type { Lesson } from './types';

const texts = lessonTexts('extraCastTriggers');
const keep = { type: 'choose', player: 'alice', answer: false } as const;

export const extraCastTriggers = {
  id: 'cast-triggers',
  title: 'extraCastTriggers.title',
  summary: 'extraCastTriggers.summary',
  cards: { swiftspear: 'monastery-swiftspear', bolt: 'lightning-bolt', elf: 'bloodbraid-elf', grapeshot: 'grapeshot', bears: 'grizzly-bears', syndic: 'syndic-of-tithes' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'monastery-swiftspear', zone: 'battlefield', owner: 'alice', label: 'swiftspear' },
      { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'bolt' },
      { card: 'bloodbraid-elf', zone: 'hand', owner: 'alice', label: 'elf' },
      { card: 'grapeshot', zone: 'hand', owner: 'alice', label: 'grapeshot' },
      { card: 'forest', zone: 'library', owner: 'alice', label: 'top' },
      { card: 'grizzly-bears', zone: 'library', owner: 'alice', label: 'cascaded' },
      { card: 'mountain', zone: 'library', owner: 'alice' },
      { card: 'mountain', zone: 'library', owner: 'alice' },
      { card: 'island', zone: 'library', owner: 'bob' },
      { card: 'island', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    { id: 'intro', ...texts.step('intro'), rules: ['702.108a', '702.85a', '702.40a', '601.2'], solution: [] },
    {
      id: 'castBolt',
      ...texts.step('castBolt'),
      rules: ['601.2', '702.108a', '603.3'],
      goal: { stackTop: { kind: 'trigger', source: 'monastery-swiftspear' } },
      solution: [{ type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'] }],
      predict: {
        ...texts.predict('castBolt'),
        kind: 'choice',
        options: [{ text: texts.key('castBolt', 'optionAbility') }, { text: texts.key('castBolt', 'optionBolt') }],
        answer: 0,
        rules: ['603.3', '702.108a'],
        check: ({ after }) => (after.stack[0]?.kind === 'trigger' ? 0 : 1),
      },
    },
    {
      id: 'resolveBolt',
      ...texts.step('resolveBolt'),
      rules: ['608.2'],
      goal: { life: { player: 'bob', equals: 17 } },
      solution: [{ type: 'resolve' }, { type: 'resolve' }],
    },
    {
      id: 'castElf',
      ...texts.step('castElf'),
      rules: ['702.85a', '702.108a', '601.2'],
      goal: { stackTop: { kind: 'trigger', source: 'bloodbraid-elf' } },
      solution: [{ type: 'cast', player: 'alice', card: 'elf' }],
      predict: {
        ...texts.predict('castElf'),
        kind: 'number',
        answer: 1,
        rules: ['702.108a', '702.85a'],
        check: ({ log }) => log.filter((e) => e.event === 'triggered').length,
      },
    },
    {
      id: 'cascade',
      ...texts.step('cascade'),
      rules: ['702.85a', '608.2', '601.2'],
      goal: { stackTop: { kind: 'spell', source: 'grizzly-bears' } },
      solution: [{ type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'cascaded' }],
      predict: {
        ...texts.predict('cascade'),
        kind: 'choice',
        options: [{ card: 'grizzly-bears' }, { card: 'bloodbraid-elf' }],
        answer: 0,
        rules: ['702.85a', '405.2'],
        check: ({ after }) => (after.stack[0]?.source === 'grizzly-bears' ? 0 : after.stack[0]?.source === 'bloodbraid-elf' ? 1 : -1),
      },
    },
    {
      id: 'resolveCreatures',
      ...texts.step('resolveCreatures'),
      rules: ['608.3'],
      goal: { all: [{ onBattlefield: { card: 'bloodbraid-elf' } }, { stackEmpty: true }] },
      solution: [{ type: 'resolve' }, { type: 'resolve' }],
    },
    {
      id: 'castGrapeshot',
      ...texts.step('castGrapeshot'),
      rules: ['702.40a', '702.108a', '603.3b'],
      goal: { pending: 'order' },
      solution: [{ type: 'cast', player: 'alice', card: 'grapeshot', targets: ['bob'] }],
      predict: {
        ...texts.predict('castGrapeshot'),
        kind: 'number',
        answer: 2,
        rules: ['702.40a', '702.108a'],
        check: ({ log }) => log.filter((e) => e.event === 'triggered').length,
      },
    },
    {
      id: 'storm',
      ...texts.step('storm'),
      rules: ['702.40a', '707.10', '707.10c'],
      goal: { pending: 'newTargets' },
      solution: [{ type: 'choose', player: 'alice', answer: ['swiftspear', 'grapeshot'] }, { type: 'resolve' }],
      predict: {
        ...texts.predict('storm'),
        kind: 'number',
        answer: 3,
        rules: ['702.40a'],
        check: ({ log }) => log.filter((e) => e.event === 'spellCopied').length,
      },
    },
    {
      id: 'finish',
      ...texts.step('finish'),
      rules: ['707.10', '702.108a', '608.2'],
      goal: { all: [{ life: { player: 'bob', equals: 13 } }, { stackEmpty: true }] },
      solution: [keep, keep, keep, { type: 'resolve' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'resolve' }],
      predict: {
        ...texts.predict('finish'),
        kind: 'number',
        answer: 3,
        rules: ['707.10', '702.108a'],
        check: ({ after }) => after.battlefield.find((p) => p.card === 'monastery-swiftspear')?.power ?? -1,
      },
    },
    { id: 'wrapUp', ...texts.step('wrapUp'), rules: ['702.108a', '702.85a', '702.40a', '702.101a', '707.10'], solution: [] },
  ],
} satisfies Lesson;
