// Judge audit of inputs: setup fields only a permanent can have, counters actions of 0, negative setup damage,
// targets outside the battlefield and the stack, spells named outside the hand, and "unless" payments declined.
// Each refusal keeps a documented code (docs/scenarios.md) and says in its message what is actually wrong.
import { describe, expect, it } from 'vitest';
import type { Action, SetupCard } from '../engine';
import { Game, engine, type Board } from '../test/harness';
import { cliMain } from './cli-main';
import { englishMessage } from './messages';

const card = (c: string, owner: string, label: string, zone: SetupCard['zone'] = 'battlefield', extra: Partial<SetupCard> = {}): SetupCard => ({
  card: c,
  zone,
  owner,
  label,
  ...extra,
});
const start = (cards: SetupCard[]) => engine.start({ players: ['alice', 'bob'], freeMana: true, cards });

/** The rejection of one action after others: its code and params. */
function refusal(board: Board, before: Action[], action: Action) {
  const game = new Game(board).do(...before);
  const result = game.using.apply(game.state, action);
  if (result.ok) throw new Error(`${action.type} was accepted`);
  return { error: result.error, params: result.params };
}

/** What the command line answers for a scenario given as an object. */
function cli(scenario: object) {
  const answer = cliMain(['s.json'], { readFile: () => JSON.stringify({ format: 'stacklab-scenario/1', ...scenario }) });
  return JSON.parse(answer.stdout) as { error?: string; code?: string; log?: { event: string; reason?: string; player?: string; rule?: string }[] };
}

describe('CR 122.1: counters (and tapped) only on a permanent in the setup', () => {
  it('`tapped: false` and empty counters off the battlefield say nothing and are still accepted (older files)', () => {
    expect(start([card('grizzly-bears', 'alice', 'gb', 'hand', { tapped: false, counters: {} }), card('forest', 'bob', 'f', 'graveyard', { counters: { '+1/+1': 0 } })])).toMatchObject({ ok: true });
  });

  it('CR 120.3: `damage: 0` says nothing either: accepted off the battlefield as on a noncreature permanent; 1 is refused there', () => {
    expect(start([card('grizzly-bears', 'alice', 'gb', 'hand', { damage: 0 }), card('forest', 'alice', 'f', 'battlefield', { damage: 0 })])).toMatchObject({ ok: true });
    expect(start([card('grizzly-bears', 'alice', 'gb', 'hand', { damage: 1 })])).toMatchObject({ ok: false, error: 'errors.notOnBattlefield', params: { field: 'damage' } });
    expect(start([card('forest', 'alice', 'f', 'battlefield', { damage: 1 })])).toMatchObject({ ok: false, error: 'errors.damageNotCreature' });
  });

  it.each(['hand', 'graveyard', 'library', 'exile'] as const)('counters on a card in the %s: errors.notOnBattlefield, naming the field', (zone) => {
    expect(start([card('grizzly-bears', 'alice', 'gb', zone, { counters: { '+1/+1': 1 } })])).toMatchObject({
      ok: false,
      error: 'errors.notOnBattlefield',
      params: { card: 'grizzly-bears', field: 'counters', index: 0 },
    });
  });

  it('tapped on a card in a graveyard: errors.notOnBattlefield', () => {
    expect(start([card('murderous-redcap', 'alice', 'rc', 'graveyard', { tapped: true })])).toMatchObject({
      ok: false,
      error: 'errors.notOnBattlefield',
      params: { field: 'tapped' },
    });
  });

  it('on the battlefield both are kept, a kind at 0 left out', () => {
    const started = start([card('grizzly-bears', 'alice', 'gb', 'battlefield', { tapped: true, counters: { '+1/+1': 2, '-1/-1': 0 } })]);
    if (!started.ok) throw new Error(started.error);
    const gb = Object.values(started.state.objects).find((o) => o.label === 'gb')!;
    expect(gb.tapped).toBe(true);
    expect(gb.counters).toEqual({ '+1/+1': 2 });
  });
});

describe('CR 122.1: a counters action of 0 is refused', () => {
  it('errors.badAmount with the zeroCounters message, and no zero entry left', () => {
    const board = { cards: [card('calciderm', 'alice', 'ca')] };
    const action: Action = { type: 'counters', card: 'ca', kind: 'time', amount: 0 };
    const refused = refusal(board, [], action);
    expect(refused).toEqual({ error: 'errors.badAmount', params: { reason: 'zeroCounters' } });
    expect(englishMessage(refused.error, refused.params)).toContain('other than 0');
    const game = new Game(board);
    game.reject(action);
    expect(Object.values(game.state.objects).find((o) => o.label === 'ca')!.counters).toEqual({});
    // A real change still works both ways, and removing them all leaves no entry.
    game.do({ type: 'counters', card: 'ca', kind: 'time', amount: 1 }, { type: 'counters', card: 'ca', kind: 'time', amount: -1 });
    expect(Object.values(game.state.objects).find((o) => o.label === 'ca')!.counters).toEqual({});
  });
});

describe('setup damage below 0: the documented errors.badAmount', () => {
  it('from a scenario file, not the validator’s errors.invalidScenario', () => {
    const out = cli({ setup: { players: ['alice', 'bob'], cards: [card('grizzly-bears', 'alice', 'gb', 'battlefield', { damage: -1 })] }, actions: [] });
    expect(out.code).toBe('errors.badAmount');
    // A fraction is still the validator's (not a whole number).
    expect(cli({ setup: { players: ['alice', 'bob'], cards: [card('grizzly-bears', 'alice', 'gb', 'battlefield', { damage: 1.5 })] }, actions: [] }).code).toBe('errors.invalidScenario');
  });
});

describe('CR 115.2, 115.5: a target outside the battlefield and the stack is an illegal target, saying where it is', () => {
  const bolt = (target: string): Action => ({ type: 'cast', player: 'alice', card: 'lb', targets: [target] });

  it('CR 115.2: a creature card in a hand, a graveyard, a library or exile', () => {
    for (const [zone, reason] of [['hand', 'inHand'], ['graveyard', 'inGraveyard'], ['library', 'inLibrary'], ['exile', 'inExile']] as const) {
      const board = { cards: [card('lightning-bolt', 'alice', 'lb', 'hand'), card('grizzly-bears', 'bob', 'gb', zone)] };
      const refused = refusal(board, [], bolt('gb'));
      expect(refused).toEqual({ error: 'errors.illegalTarget', params: { target: 'gb', reason, player: 'bob' } });
      expect(englishMessage(refused.error, refused.params)).toMatch(/isn't a legal target here: it is a card in .*\(CR 115\.2\)/);
    }
    const board = { cards: [card('lightning-bolt', 'alice', 'lb', 'hand'), card('grizzly-bears', 'bob', 'gb', 'hand')] };
    expect(englishMessage('errors.illegalTarget', refusal(board, [], bolt('gb')).params)).toContain("it is a card in bob's hand");
  });

  it('CR 115.5: a Counterspell named as its own target', () => {
    const board = { cards: [card('lightning-bolt', 'alice', 'lb', 'hand'), card('counterspell', 'alice', 'cs', 'hand')] };
    const refused = refusal(board, [bolt('bob')], { type: 'cast', player: 'alice', card: 'cs', targets: ['cs'] });
    expect(refused).toEqual({ error: 'errors.illegalTarget', params: { target: 'cs', reason: 'itself' } });
    expect(englishMessage(refused.error, refused.params)).toContain('(CR 115.5)');
  });

  it('a reference that names nothing is still errors.cardNotFound', () => {
    const board = { cards: [card('lightning-bolt', 'alice', 'lb', 'hand')] };
    expect(refusal(board, [], bolt('nothing'))).toEqual({ error: 'errors.cardNotFound', params: { ref: 'nothing' } });
  });
});

describe('CR 601.2a: a spell is cast from the hand; a card named elsewhere is refused saying where it is', () => {
  it('a Lightning Bolt in its owner’s graveyard', () => {
    const board = { cards: [card('lightning-bolt', 'alice', 'lb', 'graveyard')] };
    const refused = refusal(board, [], { type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] });
    expect(refused).toEqual({ error: 'errors.cardNotFound', params: { ref: 'lb', reason: 'castInGraveyard', player: 'alice' } });
    expect(englishMessage(refused.error, refused.params)).toBe(
      "“lb” is in alice's graveyard, not in a hand: a spell is cast from its owner's hand (CR 601.2a), and no card here lets one be cast from a graveyard.",
    );
  });

  it('a permanent on the battlefield, a spell already on the stack', () => {
    const onField = { cards: [card('grizzly-bears', 'alice', 'gb')] };
    expect(refusal(onField, [], { type: 'cast', player: 'alice', card: 'gb' }).params).toMatchObject({ reason: 'castOnBattlefield' });
    const bolt = { cards: [card('lightning-bolt', 'alice', 'lb', 'hand')] };
    const again: Action = { type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] };
    expect(refusal(bolt, [again], again).params).toMatchObject({ reason: 'castOnStack' });
  });
});

describe('CR 603.5: an "unless" payment not made is logged as costNotPaid with reason "unless"', () => {
  it('ward: the caster answers false; the spell is then countered', () => {
    const game = new Game({ cards: [card('waterfall-aerialist', 'bob', 'wa'), card('lightning-bolt', 'alice', 'lb', 'hand')] });
    game.do({ type: 'cast', player: 'alice', card: 'lb', targets: ['wa'] }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: false });
    expect(game.events('costNotPaid')).toMatchObject([{ source: 'waterfall-aerialist', player: 'alice', reason: 'unless', rule: '603.5' }]);
    expect(game.last.map((e) => e.event).indexOf('costNotPaid')).toBeLessThan(game.last.map((e) => e.event).indexOf('countered'));
    expect(game.events('costPaid')).toEqual([]);
  });

  it('Rhystic Study: logged once, though its "may" is asked after', () => {
    const game = new Game({ cards: [card('rhystic-study', 'bob', 'rs'), card('lightning-bolt', 'alice', 'lb', 'hand'), card('plains', 'bob', 'p', 'library')] });
    game.do({ type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: false });
    // Logged as alice declines, before bob's "may" is asked; answering that doesn't log it again.
    expect(game.events('costNotPaid')).toMatchObject([{ source: 'rhystic-study', player: 'alice', reason: 'unless' }]);
    game.do({ type: 'choose', player: 'bob', answer: true });
    expect(game.events('costNotPaid')).toMatchObject([{ source: 'rhystic-study', player: 'alice', reason: 'unless' }]);
  });

  it('echo left to auto: not paid, logged before the sacrifice', () => {
    const game = new Game({ step: 'untap', cards: [card('avalanche-riders', 'alice', 'ar', 'battlefield', { sick: true })] });
    game.do({ type: 'advance', to: 'upkeep' }, { type: 'auto' }, { type: 'resolve' });
    if (game.state.pending) game.do({ type: 'auto' });
    expect(game.events('costNotPaid')).toMatchObject([{ source: 'avalanche-riders', player: 'alice', reason: 'unless', rule: '603.5' }]);
    expect(game.events('sacrificed')).toHaveLength(1);
  });

  it('paying still logs costPaid only', () => {
    const game = new Game({ cards: [card('waterfall-aerialist', 'bob', 'wa'), card('lightning-bolt', 'alice', 'lb', 'hand')] });
    game.do({ type: 'cast', player: 'alice', card: 'lb', targets: ['wa'] }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: true });
    expect(game.events('costPaid')).toMatchObject([{ reason: 'unless' }]);
    expect(game.events('costNotPaid')).toEqual([]);
  });
});
