// Every kind of pending choice can be answered with what the scenario output shows in `pending.options`,
// and `auto` answers each of them.
import { describe, expect, it } from 'vitest';
import type { Action, PendingChoice, SetupCard } from '../engine';
import { engine } from '../test/harness';
import { runScenario, scenarioOutput } from './run';
import { parseScenario } from './schema';

type Output = ReturnType<typeof scenarioOutput>;
type Pending = NonNullable<Output['pending']>;

function run(cards: SetupCard[], actions: Action[], setup: Record<string, unknown> = {}) {
  const parsed = parseScenario({ format: 'stacklab-scenario/1', setup: { players: ['alice', 'bob'], freeMana: true, ...setup, cards }, actions });
  if (!parsed.ok) throw new Error(`${parsed.error} ${JSON.stringify(parsed.params)}`);
  const result = runScenario(engine, parsed.scenario);
  if (!result.ok) return result;
  return { ok: true as const, out: scenarioOutput(engine, result.state, result.log) };
}

const bf = (card: string, owner: string, label?: string): SetupCard => ({ card, zone: 'battlefield', owner, ...(label ? { label } : {}) });
const hand = (card: string, owner: string, label?: string): SetupCard => ({ card, zone: 'hand', owner, ...(label ? { label } : {}) });
const lib = (card: string, owner: string, label?: string): SetupCard => ({ card, zone: 'library', owner, ...(label ? { label } : {}) });
const options = (p: Pending) => (p as { options: unknown[] }).options;

interface Case {
  kind: PendingChoice['kind'];
  cards: SetupCard[];
  actions: Action[];
  setup?: Record<string, unknown>;
  /** An answer made from the output's options only (not always the default one). */
  answer: (pending: Pending) => Extract<Action, { type: 'choose' }>['answer'];
}

const cases: Case[] = [
  {
    kind: 'order',
    cards: [bf('blood-artist', 'alice', 'ba1'), bf('blood-artist', 'alice', 'ba2'), bf('grizzly-bears', 'bob')],
    actions: [{ type: 'destroy', cards: ['grizzly-bears'] }],
    answer: (p) => (options(p) as { id: string }[]).map((o) => o.id).reverse(),
  },
  {
    kind: 'target',
    // Unlabelled creatures: the options are object ids.
    cards: [hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob'), bf('grizzly-bears', 'bob')],
    actions: [{ type: 'move', card: 'rc', to: 'battlefield' }],
    answer: (p) => options(p)[1] as string,
  },
  {
    kind: 'may',
    cards: [bf('souls-attendant', 'alice'), hand('grizzly-bears', 'alice', 'gb')],
    actions: [{ type: 'cast', player: 'alice', card: 'gb' }, { type: 'resolve' }, { type: 'resolve' }],
    answer: (p) => options(p)[1] as boolean,
  },
  {
    kind: 'pay',
    setup: { freeMana: false },
    cards: [bf('kalastria-highborn', 'alice', 'k1'), bf('swamp', 'alice')],
    actions: [{ type: 'destroy', cards: ['k1'] }, { type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' }],
    answer: (p) => options(p)[0] as boolean,
  },
  {
    kind: 'mode',
    cards: [hand('charming-prince', 'alice', 'cp'), bf('grizzly-bears', 'alice')],
    actions: [{ type: 'cast', player: 'alice', card: 'cp' }, { type: 'resolve' }],
    answer: (p) => options(p)[2] as number,
  },
  {
    kind: 'scry',
    cards: [hand('charming-prince', 'alice', 'cp'), lib('island', 'alice'), lib('swamp', 'alice', 'sw')],
    actions: [{ type: 'cast', player: 'alice', card: 'cp' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 0 }, { type: 'resolve' }],
    answer: (p) => [options(p)[1] as string, options(p)[0] as string],
  },
  {
    kind: 'card',
    cards: [bf('sneak-attack', 'alice', 'sa'), hand('grizzly-bears', 'alice'), hand('grizzly-bears', 'alice')],
    actions: [{ type: 'activate', player: 'alice', card: 'sa', ability: 0 }, { type: 'resolve' }],
    answer: (p) => options(p)[1] as string,
  },
  {
    kind: 'legend',
    cards: [bf('isamaru-hound-of-konda', 'alice'), bf('isamaru-hound-of-konda', 'alice')],
    actions: [],
    answer: (p) => options(p)[0] as string,
  },
  {
    // CR 514.1: the active player starts the cleanup step with nine cards in hand.
    kind: 'discard',
    cards: Array.from({ length: 9 }, (_, i) => hand('forest', 'alice', `f${i}`)),
    actions: [{ type: 'advance', to: 'cleanup' }],
    answer: (p) => (options(p) as string[]).slice(-2),
  },
  {
    kind: 'sacrifice',
    cards: [bf('emrakul-the-aeons-torn', 'alice', 'em'), ...Array.from({ length: 7 }, () => bf('forest', 'bob'))],
    actions: [{ type: 'attack', attackers: [{ card: 'em', target: 'bob' }] }, { type: 'resolve' }],
    answer: (p) => (options(p) as string[]).slice(1),
  },
  {
    kind: 'return',
    cards: [hand('stormfront-riders', 'alice', 'sr'), bf('grizzly-bears', 'alice'), bf('grizzly-bears', 'alice', 'gb2')],
    actions: [{ type: 'cast', player: 'alice', card: 'sr' }, { type: 'resolve' }, { type: 'resolve' }],
    answer: (p) => (options(p) as string[]).slice(1),
  },
  {
    kind: 'name',
    cards: [hand('meddling-mage', 'alice', 'mm')],
    actions: [{ type: 'cast', player: 'alice', card: 'mm' }, { type: 'resolve' }],
    answer: (p) => options(p)[3] as string,
  },
  {
    kind: 'copy',
    cards: [hand('clone', 'alice', 'cl'), bf('grizzly-bears', 'bob'), bf('blood-artist', 'bob')],
    actions: [{ type: 'cast', player: 'alice', card: 'cl' }, { type: 'resolve' }],
    answer: (p) => options(p)[1] as string,
  },
  {
    kind: 'damageAssignment',
    cards: [bf('craw-giant', 'alice', 'giant'), bf('grizzly-bears', 'bob'), bf('grizzly-bears', 'bob')],
    actions: [
      { type: 'attack', attackers: [{ card: 'giant', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'grizzly-bears', blocks: 'giant' }, { card: '#3', blocks: 'giant' }] },
      { type: 'advance', to: 'combatDamage' },
    ],
    // Lethal to each blocker, the rest to the player (trample).
    answer: (p) => {
      const { lethal, amount } = p as Extract<Pending, { kind: 'damageAssignment' }>;
      const shares = lethal.map((l, i) => (i < lethal.length - 1 ? l : 0));
      shares[shares.length - 1] = amount - shares.reduce((a, b) => a + b, 0);
      return shares;
    },
  },
  {
    kind: 'newTargets',
    cards: [bf('grizzly-bears', 'alice', 'raider'), bf('grizzly-bears', 'bob'), hand('howl-of-the-horde', 'alice', 'howl'), hand('lightning-bolt', 'alice', 'bolt')],
    actions: [
      { type: 'attack', attackers: [{ card: 'raider', target: 'bob' }] },
      { type: 'advance', to: 'main2' },
      { type: 'cast', player: 'alice', card: 'howl' },
      { type: 'resolve' },
      { type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'] },
      { type: 'auto' },
      { type: 'resolve' },
    ],
    answer: (p) => (options(p) as string[][]).map((slot) => slot[slot.length - 1]!),
  },
];

function reach(c: Case) {
  const result = run(c.cards, c.actions, c.setup);
  if (!result.ok) throw new Error(`${c.kind}: ${result.error} at action ${result.action}`);
  const pending = result.out.pending;
  if (pending?.kind !== c.kind) throw new Error(`${c.kind}: pending is ${JSON.stringify(pending)}`);
  return pending;
}

describe('the runner answers every kind of pending choice', () => {
  it('every kind of choice of the engine has a case here', () => {
    const kinds: Record<PendingChoice['kind'], true> = {
      order: true, target: true, may: true, pay: true, mode: true, scry: true, card: true, legend: true,
      sacrifice: true, return: true, name: true, copy: true, damageAssignment: true, newTargets: true, discard: true,
    };
    expect(cases.map((c) => c.kind).sort()).toEqual(Object.keys(kinds).sort());
  });

  for (const c of cases) {
    it(`${c.kind}: an answer made of the ids or labels shown in pending.options is accepted`, () => {
      const pending = reach(c);
      const answer = c.answer(pending);
      const result = run(c.cards, [...c.actions, { type: 'choose', player: pending.player, answer }], c.setup);
      if (!result.ok) throw new Error(`${c.kind}: ${JSON.stringify(answer)} refused: ${result.error}`);
      // The choice was taken: it is no longer the same one waiting.
      expect(result.out.pending).not.toEqual(pending);
      expect(result.out.log.length).toBeGreaterThan(0);
    });

    it(`${c.kind}: auto answers it`, () => {
      reach(c);
      const result = run(c.cards, [...c.actions, { type: 'auto' }], c.setup);
      if (!result.ok) throw new Error(`${c.kind}: auto refused: ${result.error}`);
      expect(result.out.pending).toBeNull();
    });
  }
});

describe('choose: the shapes of answers', () => {
  it('order: a trigger may be named by its source\'s label when no other trigger in the choice has it', () => {
    const cards = [bf('blood-artist', 'alice', 'ba1'), bf('blood-artist', 'alice', 'ba2'), bf('grizzly-bears', 'bob')];
    const destroy: Action = { type: 'destroy', cards: ['grizzly-bears'] };
    const result = run(cards, [destroy, { type: 'choose', player: 'alice', answer: ['ba2', 'ba1'] }, { type: 'auto' }]);
    if (!result.ok) throw new Error(result.error);
    // The first listed goes on the stack first: ba1's trigger is on top.
    expect(result.out.stack.map((s) => s.label)).toEqual(['ba1', 'ba2']);
    // Two triggers of the same Blood Artist share its label: only their ids tell them apart.
    const same = run([bf('blood-artist', 'alice', 'ba'), bf('grizzly-bears', 'bob'), bf('grizzly-bears', 'alice')], [
      { type: 'destroy', cards: ['#2', '#3'] },
      { type: 'choose', player: 'alice', answer: ['ba', 'ba'] },
    ]);
    // Refused with an error that says so, naming the label and the ids to give instead.
    expect(same).toMatchObject({ ok: false, error: 'errors.ambiguousOrderLabel', params: { label: 'ba', ids: 't6, t7' }, action: 1 });
    const mixed = run([bf('blood-artist', 'alice', 'ba'), bf('grizzly-bears', 'bob'), bf('grizzly-bears', 'alice')], [
      { type: 'destroy', cards: ['#2', '#3'] },
      { type: 'choose', player: 'alice', answer: ['t6', 'ba'] },
    ]);
    expect(mixed).toMatchObject({ ok: false, error: 'errors.ambiguousOrderLabel', params: { label: 'ba' }, action: 1 });
  });

  it('a list of one reference answers a choice of one; one reference answers a choice of a list', () => {
    const legend = run([bf('isamaru-hound-of-konda', 'alice', 'i1'), bf('isamaru-hound-of-konda', 'alice', 'i2')], [
      { type: 'choose', player: 'alice', answer: ['i1'] },
    ]);
    if (!legend.ok) throw new Error(legend.error);
    expect(legend.out.battlefield.map((p) => p.label)).toEqual(['i1']);
    const scry = run([hand('charming-prince', 'alice', 'cp'), lib('island', 'alice', 'is'), lib('swamp', 'alice', 'sw')], [
      { type: 'cast', player: 'alice', card: 'cp' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 0 }, { type: 'resolve' },
      { type: 'choose', player: 'alice', answer: 'is' },
    ]);
    if (!scry.ok) throw new Error(scry.error);
    expect(scry.out.library.alice!.map((c) => c.label)).toEqual(['sw', 'is']);
  });
});

describe('pay: the output says when paying stops the ability', () => {
  it('603.5: Rhystic Study: bob is asked to pay {1} with "unless": true; auto does not pay for him', () => {
    const cards = [bf('rhystic-study', 'alice', 'rs'), bf('mountain', 'bob'), bf('mountain', 'bob'), hand('lightning-bolt', 'bob', 'bolt'), lib('island', 'alice')];
    const actions: Action[] = [{ type: 'pass' }, { type: 'cast', player: 'bob', card: 'bolt', targets: ['alice'] }, { type: 'resolve' }];
    const result = run(cards, actions, { freeMana: false });
    if (!result.ok) throw new Error(`${result.error} at ${result.action}`);
    expect(result.out.pending).toEqual({ kind: 'pay', player: 'bob', cost: '{1}', unless: true, source: 'rhystic-study', label: 'rs', options: [true, false] });
    const auto = run(cards, [...actions, { type: 'auto' }], { freeMana: false });
    expect(auto.ok && auto.out.hand.alice).toEqual([{ card: 'island', label: null }]);
    const optional = run([bf('kalastria-highborn', 'alice', 'k1'), bf('swamp', 'alice')], [
      { type: 'destroy', cards: ['k1'] }, { type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' },
    ], { freeMana: false });
    expect(optional.ok && optional.out.pending).not.toHaveProperty('unless');
  });
});
