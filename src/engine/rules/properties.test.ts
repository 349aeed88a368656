// Property-based tests: random boards and random actions never throw and keep the invariants; random setups
// drawn from the scenario schema's whole space are accepted or refused with a clear error, never a crash.
// A failing run prints its seed and shrunk counterexample; pin those as regression tests.
// `PROPERTY_RUNS` (how many games; CI default below) and `PROPERTY_SEED` (fast-check's seed) apply to all
// of them, e.g. `PROPERTY_RUNS=20000 PROPERTY_SEED=42 npx vitest run src/engine/rules/properties.test.ts`.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameState, SetupCard } from '..';
import { engine } from '../../test/harness';
import { legalBoardArb, PLAYERS, propertyConfig, stepArb, wideScenarioArb, HOSTILE_NAMES } from '../../test/fuzz-boards';
import { englishMessage } from '../../scenario/messages';
import { hasMessage, playRandomGame, validateAndStart } from '../../test/fuzz-games';

const { runs, seed } = propertyConfig(1500, 20261122);

describe('properties of the engine (fast-check)', () => {
  it('random boards and random actions never throw and keep the invariants', () => {
    fc.assert(
      fc.property(legalBoardArb, fc.array(stepArb, { maxLength: 25 }), (board, steps) => {
        const started = engine.start({ players: PLAYERS, active: 'alice', ...board, cards: board.cards as SetupCard[] });
        if (!started.ok) return;
        expect(playRandomGame(engine, started.state, steps).broken).toEqual([]);
      }),
      { numRuns: runs, seed },
    );
  }, 300_000);

  it('setups from the whole schema (labels, attachments, counters, extreme numbers, hostile names) are refused with a clear error or played safely', () => {
    let accepted = 0;
    fc.assert(
      fc.property(wideScenarioArb, fc.array(stepArb, { maxLength: 12 }), (input, steps) => {
        const started = validateAndStart(engine, input);
        if (!started.ok) {
          expect(hasMessage(started.error, started.params), `${started.error} ${JSON.stringify(started.params)}`).toBe(true);
          // Input is quoted in the message only up to a short length.
          expect(englishMessage(started.error, started.params).length).toBeLessThan(600);
          return;
        }
        accepted++;
        expect(playRandomGame(engine, started.state, steps).broken).toEqual([]);
      }),
      { numRuns: runs, seed },
    );
    // The generator reaches both sides: some of these boards are accepted, not only refused.
    expect(accepted).toBeGreaterThanOrEqual(Math.floor(runs / 20));
  }, 300_000);

  it('the same scenario always produces the same state', () => {
    const play = (board: typeof legalBoardArb extends fc.Arbitrary<infer B> ? B : never, steps: readonly { pick: number }[]): GameState | null => {
      const started = engine.start({ players: PLAYERS, active: 'alice', ...board, cards: board.cards as SetupCard[] });
      if (!started.ok) return null;
      let state = started.state;
      for (const step of steps) {
        const legal = engine.legalActions(state);
        const action = legal[step.pick % Math.max(1, legal.length)];
        if (!action) break;
        const result = engine.apply(state, action);
        if (result.ok) state = result.state;
      }
      return state;
    };
    fc.assert(
      fc.property(legalBoardArb, fc.array(stepArb, { maxLength: 15 }), (board, steps) => {
        expect(play(board, steps)).toEqual(play(board, steps));
      }),
      { numRuns: Math.ceil(runs / 3), seed },
    );
  }, 300_000);
});

describe('the property runs are configured from the environment', () => {
  it('PROPERTY_RUNS and PROPERTY_SEED are read when they are whole numbers, else the defaults hold', () => {
    expect(propertyConfig(10, 3, {})).toEqual({ runs: 10, seed: 3 });
    expect(propertyConfig(10, 3, { PROPERTY_RUNS: '100000', PROPERTY_SEED: '-42' })).toEqual({ runs: 100_000, seed: -42 });
    expect(propertyConfig(10, 3, { PROPERTY_RUNS: 'many', PROPERTY_SEED: '1.5' })).toEqual({ runs: 10, seed: 3 });
    expect(propertyConfig(10, 3, { PROPERTY_RUNS: '0', PROPERTY_SEED: '' })).toEqual({ runs: 10, seed: 3 });
  });

  it('the wide generator draws hostile names and extreme numbers', () => {
    const samples = fc.sample(wideScenarioArb, { numRuns: 400, seed: 1 });
    const text = JSON.stringify(samples);
    for (const hostile of ['__proto__', 'constructor', 'z'.repeat(5_000)]) expect(text).toContain(JSON.stringify(hostile));
    expect(HOSTILE_NAMES.length).toBeGreaterThan(10);
    expect(text).toMatch(/"attachedTo"/);
    expect(text).toMatch(/"counters":\{"/);
    expect(text).toMatch(/1000001|9007199254740991/);
  });
});
