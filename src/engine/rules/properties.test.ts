// Property-based tests: random boards from the card pool and random legal actions never throw and keep
// the invariants. A failing run prints its seed and shrunk actions; pin those as regression tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import type { Action, GameState, SetupCard } from '..';
import { CARD_ZONES, stackItems } from '..';
import { CR_RULES } from '../../rules/edition';
import { engine } from '../../test/harness';

// Tokens are made by effects, never put on a board as cards.
const ids = Object.keys(cardPool).filter((id) => !cardPool[id]!.token);
const players = ['alice', 'bob'];
// CI runs a few thousand random games; `PROPERTY_RUNS=20000 npm run test:unit` runs more locally.
const runs = Number(process.env.PROPERTY_RUNS ?? 3000);

const boardArb = fc.record({
  freeMana: fc.boolean(),
  step: fc.constantFrom('upkeep', 'main1', 'main2', 'end' as const),
  cards: fc.array(
    fc.record({
      card: fc.constantFrom(...ids),
      zone: fc.constantFrom(...CARD_ZONES),
      owner: fc.constantFrom(...players),
      tapped: fc.boolean(),
    }),
    { maxLength: 14 },
  ),
});

/** An action drawn from what legalActions offers, or a direct event on a random card. */
const stepArb = fc.record({ pick: fc.nat(), kind: fc.nat(9), card: fc.nat(), amount: fc.integer({ min: -5, max: 5 }) });

function directEvent(state: GameState, kind: number, pick: number, amount: number): Action | null {
  const objects = Object.values(state.objects).filter((o) => o.zone !== 'stack');
  const target = objects[pick % Math.max(1, objects.length)];
  if (!target) return null;
  const onField = target.zone === 'battlefield';
  switch (kind) {
    case 0: return onField ? { type: 'destroy', cards: [target.id] } : null;
    case 1: return { type: 'exile', cards: [target.id] };
    case 2: return onField ? { type: 'bounce', cards: [target.id] } : null;
    case 3: return { type: 'move', card: target.id, to: 'battlefield' };
    case 4: return onField ? { type: 'tap', cards: [target.id] } : null;
    case 5: return onField ? { type: 'damage', source: target.id, target: target.id, amount: Math.abs(amount) } : null;
    case 6:
      // Odd amounts phase a permanent out or in (CR 702.26); even ones change a life total.
      if (amount % 2 !== 0 && onField) return { type: 'phase', cards: [target.id] };
      return { type: 'life', player: players[pick % 2]!, amount };
    default: return null;
  }
}

/** Freezing every state handed to the engine makes any write to a shared object throw. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function checkInvariants(state: GameState): void {
  const listed: string[] = [...state.battlefield, ...(state.phasedOut ?? [])];
  for (const p of state.players) for (const zone of ['hand', 'library', 'graveyard', 'exile'] as const) listed.push(...state.zones[p]![zone]);
  for (const item of stackItems(state.stack)) if (item.kind === 'spell') listed.push(item.id);
  // Every object is in exactly one zone, and every listed id is an object.
  expect(new Set(listed).size).toBe(listed.length);
  expect(listed.sort()).toEqual(Object.keys(state.objects).sort());
  // Every physical card exists once.
  const physical = Object.values(state.objects).map((o) => o.physical);
  expect(new Set(physical).size).toBe(physical.length);
  for (const o of Object.values(state.objects)) {
    expect(o.zone === 'stack' || listed.includes(o.id)).toBe(true);
    for (const n of Object.values(o.counters)) expect(Number.isInteger(n)).toBe(true);
  }
  for (const p of state.players) expect(Number.isInteger(state.playerState[p]!.life)).toBe(true);
  for (const item of stackItems(state.stack))
    if (item.kind === 'spell') expect(state.objects[item.id]?.zone).toBe('stack');
  // The state is plain data.
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
}

describe('properties of the engine (fast-check)', () => {
  it('random boards and random legal actions never throw and keep the invariants', () => {
    fc.assert(
      fc.property(boardArb, fc.array(stepArb, { maxLength: 25 }), (board, steps) => {
        const started = engine.start({ players, active: 'alice', ...board, cards: board.cards as SetupCard[] });
        if (!started.ok) return;
        let state = deepFreeze(started.state);
        checkInvariants(state);
        for (const step of steps) {
          if (state.winner !== null) break;
          const legal = engine.legalActions(state);
          const action = step.kind < 7 ? directEvent(state, step.kind, step.card, step.amount) : legal[step.pick % Math.max(1, legal.length)];
          if (!action) continue;
          const result = engine.apply(state, action);
          // Every action legalActions offers is accepted.
          if (legal.includes(action)) expect(result.ok).toBe(true);
          if (!result.ok) continue;
          // Every log entry cites the rule it applied, by its number in the pinned edition.
          for (const entry of result.log) expect(CR_RULES, `${entry.event} cites ${entry.rule}`).toHaveProperty([entry.rule ?? "none"]);
          state = deepFreeze(result.state);
          checkInvariants(state);
        }
      }),
      { numRuns: runs, seed: Number(process.env.PROPERTY_SEED ?? 20261122) },
    );
  }, 120_000);

  it('the same scenario always produces the same state', () => {
    fc.assert(
      fc.property(boardArb, fc.array(stepArb, { maxLength: 15 }), (board, steps) => {
        const play = () => {
          const started = engine.start({ players, active: 'alice', ...board, cards: board.cards as SetupCard[] });
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
        expect(play()).toEqual(play());
      }),
      { numRuns: Math.ceil(runs / 3), seed: 7 },
    );
  }, 120_000);
});
