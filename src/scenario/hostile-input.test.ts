// Untrusted scenarios: keys from the input are own names only, and every number, text and list has a limit.
import { describe, expect, it } from 'vitest';
import { cardPool } from '../cards';
import { createEngine, type Action } from '../engine';
import { runScenario } from './run';
import { parseScenario } from './schema';

const bears = { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'g' };
const scenario = (setup: Record<string, unknown>, actions: unknown[] = []) => ({
  format: 'stacklab-scenario/1',
  setup: { players: ['alice', 'bob'], cards: [bears], ...setup },
  actions,
});
const parse = (input: unknown) => parseScenario(JSON.parse(JSON.stringify(input)));
const parseText = (text: string) => parseScenario(JSON.parse(text));

describe('hostile keys', () => {
  it('refuses a card id that only Object.prototype has', () => {
    for (const card of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(parse(scenario({ cards: [{ card, zone: 'hand', owner: 'alice' }] }))).toMatchObject({ ok: false, error: 'errors.unknownCard', action: null });
  });

  it('refuses a "__proto__" key anywhere, which a shape check would silently drop', () => {
    const text = '{"format":"stacklab-scenario/1","setup":{"players":["alice","bob"],"cards":[{"card":"grizzly-bears","zone":"battlefield","owner":"alice","counters":{"__proto__":3}}]}}';
    expect(parseText(text)).toMatchObject({ ok: false, error: 'errors.reservedKey', params: { key: '__proto__' } });
  });

  it('refuses a life key that is not a player, even one every object has', () => {
    expect(parse(scenario({ life: { alice: 20, toString: 5 } }))).toMatchObject({ ok: false, error: 'errors.reservedKey' });
    expect(parse(scenario({ life: { alice: 20, carol: 5 } }))).toMatchObject({ ok: false, error: 'errors.unknownPlayer' });
  });

  it('refuses counter kinds outside the pattern, in the setup and in an action', () => {
    expect(parse(scenario({ cards: [{ ...bears, counters: { 'Big Counter': 1 } }] }))).toMatchObject({ ok: false, error: 'errors.badCounterKind' });
    expect(parse(scenario({}, [{ type: 'counters', card: 'g', kind: 'constructor', amount: 1 }]))).toMatchObject({
      ok: false,
      error: 'errors.badCounterKind',
      action: 0,
    });
    expect(parse(scenario({ cards: [{ ...bears, counters: { '+1/+1': 1, charge: 2 } }] }))).toMatchObject({ ok: true });
  });

  it('the engine itself refuses a counter kind "constructor" and a player "toString"', () => {
    const engine = createEngine(cardPool);
    const started = engine.start({ players: ['alice', 'bob'], cards: [bears as never] });
    if (!started.ok) throw new Error('setup');
    expect(engine.apply(started.state, { type: 'counters', card: 'g', kind: 'constructor', amount: 1 })).toMatchObject({ ok: false, error: 'errors.badCounterKind' });
    expect(engine.apply(started.state, { type: 'draw', player: 'toString', count: 1 })).toMatchObject({ ok: false, error: 'errors.unknownPlayer' });
    expect(engine.start({ players: ['alice', 'constructor'], cards: [] })).toMatchObject({ ok: false, error: 'errors.badPlayerName' });
    expect(engine.start({ players: ['alice', 'bob'], cards: [{ card: 'constructor', zone: 'hand', owner: 'alice' }] })).toMatchObject({
      ok: false,
      error: 'errors.unknownCard',
    });
  });

  it('refuses a player in an action that is not one of the setup', () => {
    expect(parse(scenario({}, [{ type: 'draw', player: 'carol' }]))).toMatchObject({ ok: false, error: 'errors.unknownPlayer', action: 0 });
  });
});

describe('limits', () => {
  it('refuses drawing 2^53 - 1 cards at once, instead of running for ever', () => {
    expect(parse(scenario({}, [{ type: 'draw', player: 'alice', count: Number.MAX_SAFE_INTEGER }]))).toMatchObject({
      ok: false,
      error: 'errors.outOfRange',
      action: 0,
      params: { max: 10_000 },
    });
    const engine = createEngine(cardPool);
    const started = engine.start({ players: ['alice', 'bob'], cards: [] });
    if (!started.ok) throw new Error('setup');
    expect(engine.apply(started.state, { type: 'draw', player: 'alice', count: 10_001 })).toMatchObject({ ok: false, error: 'errors.outOfRange' });
  });

  it('accepts the limits themselves', () => {
    const parsed = parse(scenario({ cards: [{ ...bears, counters: { '+1/+1': 1_000_000 } }] }, [{ type: 'draw', player: 'alice', count: 10_000 }]));
    expect(parsed).toMatchObject({ ok: true });
    if (!parsed.ok) return;
    const run = runScenario(createEngine(cardPool), parsed.scenario);
    expect(run).toMatchObject({ ok: true });
  });

  it('refuses too many cards, too many actions, a label too long and counters beyond a million', () => {
    const many = Array.from({ length: 2001 }, () => ({ card: 'grizzly-bears', zone: 'library', owner: 'alice' }));
    expect(parse(scenario({ cards: many }))).toMatchObject({ ok: false, error: 'errors.tooMany', params: { limit: 2000 } });
    const actions: Action[] = Array.from({ length: 10_001 }, () => ({ type: 'pass' }));
    expect(parse(scenario({}, actions))).toMatchObject({ ok: false, error: 'errors.tooMany', params: { limit: 10_000 } });
    expect(parse(scenario({ cards: [{ ...bears, label: 'x'.repeat(65) }] }))).toMatchObject({ ok: false, error: 'errors.tooLong', params: { limit: 64 } });
    expect(parse({ ...scenario({}), title: 't'.repeat(201) })).toMatchObject({ ok: false, error: 'errors.tooLong' });
    expect(parse(scenario({ cards: [{ ...bears, counters: { '+1/+1': 1_000_001 } }] }))).toMatchObject({ ok: false, error: 'errors.outOfRange' });
    expect(parse(scenario({}, [{ type: 'counters', card: 'g', kind: '+1/+1', amount: -1_000_001 }]))).toMatchObject({ ok: false, error: 'errors.outOfRange', action: 0 });
    expect(parse(scenario({ life: { alice: 1_000_001 } }))).toMatchObject({ ok: false, error: 'errors.lifeOutOfRange' });
  });
});

describe('limits in the engine itself (the app applies actions without the schema)', () => {
  it('refuses X beyond 10,000 for Chimeric Mass, and accepts 10,000', () => {
    const engine = createEngine(cardPool);
    const started = engine.start({ players: ['alice', 'bob'], freeMana: true, cards: [{ card: 'chimeric-mass', zone: 'hand', owner: 'alice', label: 'cm' }] });
    if (!started.ok) throw new Error('setup');
    expect(engine.apply(started.state, { type: 'cast', player: 'alice', card: 'cm', x: 10_001 })).toMatchObject({ ok: false, error: 'errors.outOfRange' });
    expect(engine.apply(started.state, { type: 'cast', player: 'alice', card: 'cm', x: 10_000 })).toMatchObject({ ok: true });
  });

  it('refuses setup counters beyond a million, and more than 2,000 cards', () => {
    const engine = createEngine(cardPool);
    expect(engine.start({ players: ['alice', 'bob'], cards: [{ ...bears, counters: { '+1/+1': 1_000_001 } } as never] })).toMatchObject({
      ok: false,
      error: 'errors.outOfRange',
    });
    const many = Array.from({ length: 2001 }, () => ({ card: 'forest', zone: 'library' as const, owner: 'alice' }));
    expect(engine.start({ players: ['alice', 'bob'], cards: many })).toMatchObject({ ok: false, error: 'errors.tooMany' });
  });
});

describe('life totals stay exact', () => {
  it('refuses a life gain that would take a total beyond 2^53 - 1, and accepts up to it (a loss ends the game at 0 first)', () => {
    const engine = createEngine(cardPool);
    const started = engine.start({ players: ['alice', 'bob'], cards: [bears as never] });
    if (!started.ok) throw new Error('setup');
    const big = 999_999_999_999_999;
    let state = started.state;
    for (let i = 0; i < 9; i++) {
      const gained = engine.apply(state, { type: 'life', player: 'alice', amount: big });
      if (!gained.ok) throw new Error(`gain ${i}`);
      state = gained.state;
    }
    expect(engine.apply(state, { type: 'life', player: 'alice', amount: big })).toMatchObject({ ok: false, error: 'errors.outOfRange' });
  });
});
