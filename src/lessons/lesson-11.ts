// Lesson 11 — Looking back in time (2): phasing, a graveyard, a hand, unattachment, a countered spell, control
// (CR 603.10a–e). Ertai's Familiar phases out and its ability sees it (603.10b). A creature card leaving Bob's
// graveyard wakes Erebos's Titan in Alice's graveyard (603.10a). Stormfront Riders return themselves and a
// Grizzly Bears to Alice's hand and see both go (603.10a): two Soldier tokens. Grafted Wargear moves from the
// other Bears to a token: it looks back to the permanent it left and sacrifices it (603.10c). Bob counters the
// Bears Alice recasts: Multani's Presence sees the spell countered (603.10e). Bob gains control of Duplicity:
// the ability that triggers is Alice's, the player who lost control (603.10d).
import type { LogEntry } from '../engine';
import { lessonTexts } from './texts';
import type { Lesson } from './types';

const texts = lessonTexts('lesson11');
/** The first Soldier token the Riders make on this board (the engine's id for it). */
const FIRST_TOKEN = '#44';
const sacrificed = (log: readonly LogEntry[]) => log.find((e) => e.event === 'sacrificed')?.card;

export const lesson11 = {
  id: 'lesson-11',
  title: 'lesson11.title',
  summary: 'lesson11.summary',
  cards: {
    familiar: 'ertais-familiar',
    wargear: 'grafted-wargear',
    bears: 'grizzly-bears',
    presence: 'multanis-presence',
    riders: 'stormfront-riders',
    duplicity: 'duplicity',
    titan: 'ereboss-titan',
    counterspell: 'counterspell',
    soldier: 'soldier-token',
    plains: 'plains',
  },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'ertais-familiar', zone: 'battlefield', owner: 'alice', label: 'familiar' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'bears1' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'bears2' },
      { card: 'grafted-wargear', zone: 'battlefield', owner: 'alice', label: 'wargear', attachedTo: 'bears2' },
      { card: 'multanis-presence', zone: 'battlefield', owner: 'alice', label: 'presence' },
      { card: 'stormfront-riders', zone: 'hand', owner: 'alice', label: 'riders' },
      { card: 'duplicity', zone: 'hand', owner: 'alice', label: 'dup' },
      { card: 'plains', zone: 'hand', owner: 'alice', label: 'handPlains' },
      { card: 'ereboss-titan', zone: 'graveyard', owner: 'alice', label: 'titan' },
      ...Array.from({ length: 10 }, () => ({ card: 'plains', zone: 'library' as const, owner: 'alice' })),
      { card: 'grizzly-bears', zone: 'graveyard', owner: 'bob', label: 'bobBears' },
      { card: 'counterspell', zone: 'hand', owner: 'bob', label: 'counter' },
      { card: 'island', zone: 'library', owner: 'bob' },
      { card: 'island', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    {
      id: 'intro',
      ...texts.step('intro'),
      rules: ['603.10', '603.10a', '603.10b', '603.10c', '603.10d', '603.10e'],
      solution: [],
    },
    {
      id: 'phaseOut',
      ...texts.step('phaseOut'),
      rules: ['702.26a', '603.10b', '701.17a', '702.26b'],
      goal: { logged: { event: 'milled' } },
      solution: [{ type: 'phase', cards: ['familiar'] }, { type: 'resolve' }],
    },
    {
      id: 'titan',
      ...texts.step('titan'),
      rules: ['603.10a', '603.5', '701.9a'],
      goal: { logged: { event: 'movedZone', card: 'ereboss-titan' } },
      solution: [
        { type: 'exile', cards: ['bobBears'] },
        { type: 'resolve' },
        { type: 'choose', player: 'alice', answer: 'handPlains' },
      ],
    },
    {
      id: 'riders',
      ...texts.step('riders'),
      rules: ['603.6a', '608.2'],
      goal: { pending: 'return' },
      solution: [{ type: 'cast', player: 'alice', card: 'riders' }, { type: 'resolve' }, { type: 'resolve' }],
    },
    {
      id: 'tokens',
      ...texts.step('tokens'),
      rules: ['603.10a', '603.6c', '603.5', '111.1'],
      goal: { all: [{ onBattlefield: { card: 'soldier-token' } }, { stackEmpty: true }] },
      solution: [
        { type: 'choose', player: 'alice', answer: ['riders', 'bears1'] },
        { type: 'choose', player: 'alice', answer: ['t40', 't41'] },
        { type: 'resolve' },
        { type: 'choose', player: 'alice', answer: true },
        { type: 'resolve' },
        { type: 'choose', player: 'alice', answer: true },
      ],
      predict: {
        ...texts.predict('tokens'),
        kind: 'number',
        answer: 2,
        rules: ['603.10a'],
        check: ({ log }) => log.filter((e) => e.event === 'tokenCreated').length,
      },
    },
    {
      id: 'wargear',
      ...texts.step('wargear'),
      rules: ['702.6a', '603.10c', '701.21a'],
      goal: { all: [{ inGraveyard: { card: 'grizzly-bears', owner: 'alice' } }, { stackEmpty: true }] },
      solution: [
        { type: 'activate', player: 'alice', card: 'wargear', ability: 0, targets: [FIRST_TOKEN] },
        { type: 'resolve' },
        { type: 'resolve' },
      ],
      predict: {
        ...texts.predict('wargear'),
        kind: 'choice',
        options: [{ card: 'grizzly-bears' }, { card: 'soldier-token' }, { text: 'lesson11.steps.wargear.optionNothing' }],
        answer: 0,
        rules: ['603.10c'],
        check: ({ log }) => {
          const card = sacrificed(log);
          return card === 'grizzly-bears' ? 0 : card === 'soldier-token' ? 1 : 2;
        },
      },
    },
    {
      id: 'counter',
      ...texts.step('counter'),
      rules: ['701.6a', '603.10e', '121.1'],
      goal: { logged: { event: 'drew' } },
      solution: [
        { type: 'cast', player: 'alice', card: 'bears1' },
        { type: 'pass' },
        { type: 'cast', player: 'bob', card: 'counter', targets: ['bears1'] },
        { type: 'resolve' },
        { type: 'resolve' },
      ],
    },
    {
      id: 'duplicity',
      ...texts.step('duplicity'),
      rules: ['603.6a', '607.2a'],
      goal: { logged: { event: 'exiledLinked', source: 'duplicity' } },
      solution: [{ type: 'cast', player: 'alice', card: 'dup' }, { type: 'resolve' }, { type: 'resolve' }],
    },
    {
      id: 'control',
      ...texts.step('control'),
      rules: ['613.1b', '603.10d', '603.3a'],
      goal: { all: [{ stackEmpty: true }, { logged: { event: 'movedZone', card: 'plains' } }, { onBattlefield: { card: 'dup', controller: 'bob' } }] },
      solution: [{ type: 'control', card: 'dup', player: 'bob' }, { type: 'resolve' }],
      predict: {
        ...texts.predict('control'),
        kind: 'choice',
        options: [{ player: 'alice' }, { player: 'bob' }],
        answer: 0,
        rules: ['603.10d', '603.3a'],
        check: ({ log }) => {
          const player = log.find((e) => e.event === 'triggered' && e.source === 'duplicity')?.player;
          return player === 'alice' ? 0 : player === 'bob' ? 1 : -1;
        },
      },
    },
    {
      id: 'wrapUp',
      ...texts.step('wrapUp'),
      rules: ['603.10', '603.10a', '603.10b', '603.10c', '603.10d', '603.10e', '603.10f', '603.10g'],
      solution: [],
    },
  ],
} satisfies Lesson;
