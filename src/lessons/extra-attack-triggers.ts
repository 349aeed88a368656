// Extra lesson E2 — Attack triggers: exalted (CR 702.83) and annihilator (702.86). Emrakul attacks alone:
// its annihilator and Akrasan Squire's exalted both trigger (508.1m, 506.5). Bob sacrifices Blood Artist
// with two Bears: the Artist sees all three die (603.10a). Two turns later two creatures attack together,
// and exalted does not trigger: neither attacks alone.
import type { Action } from '../engine';
import { lessonTexts } from './texts';
import type { Lesson } from './types';
import { triggersOf } from './outcome';

const texts = lessonTexts('extraAttackTriggers');
const bobTargetsAlice: Action = { type: 'choose', player: 'bob', answer: 'alice' };

export const extraAttackTriggers = {
  id: 'attack-triggers',
  title: 'extraAttackTriggers.title',
  summary: 'extraAttackTriggers.summary',
  combat: true,
  cards: { emrakul: 'emrakul-the-aeons-torn', squire: 'akrasan-squire', magpie: 'thieving-magpie', artist: 'blood-artist', bears: 'grizzly-bears' },
  setup: {
    players: ['alice', 'bob'],
    life: { alice: 20, bob: 20 },
    active: 'alice',
    step: 'main1',
    freeMana: true,
    cards: [
      { card: 'emrakul-the-aeons-torn', zone: 'battlefield', owner: 'alice', label: 'emrakul' },
      { card: 'akrasan-squire', zone: 'battlefield', owner: 'alice', label: 'squire' },
      { card: 'thieving-magpie', zone: 'battlefield', owner: 'alice', label: 'magpie' },
      { card: 'blood-artist', zone: 'battlefield', owner: 'bob', label: 'artist' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'b1' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'b2' },
      { card: 'swamp', zone: 'battlefield', owner: 'bob', label: 's1' },
      { card: 'swamp', zone: 'battlefield', owner: 'bob', label: 's2' },
      { card: 'swamp', zone: 'battlefield', owner: 'bob', label: 's3' },
      { card: 'swamp', zone: 'battlefield', owner: 'bob', label: 's4' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'swamp', zone: 'library', owner: 'bob' },
      { card: 'swamp', zone: 'library', owner: 'bob' },
    ],
  },
  steps: [
    { id: 'intro', ...texts.step('intro'), rules: ['508.1m', '702.83a', '702.86a'], solution: [] },
    {
      id: 'attackAlone',
      ...texts.step('attackAlone'),
      rules: ['508.1m', '506.5', '702.83a', '702.86a'],
      goal: { pending: 'order' },
      solution: [{ type: 'attack', attackers: [{ card: 'emrakul', target: 'bob' }] }],
      predict: {
        ...texts.predict('attackAlone'),
        kind: 'number',
        answer: 2,
        rules: ['702.86a', '702.83a', '506.5'],
        check: ({ log }) => log.filter((e) => e.event === 'triggered').length,
      },
    },
    {
      id: 'order',
      ...texts.step('order'),
      rules: ['603.3b'],
      goal: { all: [{ stackTop: { kind: 'trigger', source: 'emrakul-the-aeons-torn' } }, { pending: null }] },
      // The engine's ids for this board: exalted first (bottom), annihilator last (top).
      solution: [{ type: 'choose', player: 'alice', answer: ['t17', 't16'] }],
    },
    {
      id: 'annihilate',
      ...texts.step('annihilate'),
      rules: ['702.86a', '701.21a', '608.2'],
      goal: { pending: 'sacrifice' },
      solution: [{ type: 'resolve' }],
    },
    {
      id: 'sacrifice',
      ...texts.step('sacrifice'),
      rules: ['701.21a', '603.10a', '603.2c'],
      goal: { pending: 'order' },
      solution: [{ type: 'choose', player: 'bob', answer: ['artist', 'b1', 'b2', 's1', 's2', 's3'] }],
      predict: {
        ...texts.predict('sacrifice'),
        kind: 'number',
        answer: 3,
        rules: ['603.10a', '603.2c'],
        check: ({ log }) => triggersOf(log, 'blood-artist').length,
      },
    },
    {
      id: 'artistTargets',
      ...texts.step('artistTargets'),
      rules: ['603.3a', '603.3b', '603.3d'],
      goal: { all: [{ stackTop: { kind: 'trigger', source: 'blood-artist' } }, { pending: null }] },
      solution: [{ type: 'choose', player: 'bob', answer: ['t26', 't27', 't28'] }, bobTargetsAlice, bobTargetsAlice, bobTargetsAlice],
    },
    {
      id: 'attackTogether',
      ...texts.step('attackTogether'),
      rules: ['506.5', '702.83a', '702.83b'],
      goal: { logged: { event: 'attackerDeclared', card: 'thieving-magpie' } },
      // Through the rest of this turn and Bob's whole turn to Alice's next main phase, then the attack.
      solution: [
        { type: 'advance', to: 'main1' },
        { type: 'advance', to: 'main1' },
        { type: 'attack', attackers: [{ card: 'magpie', target: 'bob' }, { card: 'squire', target: 'bob' }] },
      ],
      predict: {
        ...texts.predict('attackTogether'),
        kind: 'yesNo',
        answer: false,
        rules: ['506.5', '702.83a'],
        check: ({ log }) => triggersOf(log, 'akrasan-squire').length > 0,
      },
    },
    { id: 'wrapUp', ...texts.step('wrapUp'), rules: ['508.1m', '506.5', '702.83a', '702.86a', '603.10a'], solution: [] },
  ],
} satisfies Lesson;
