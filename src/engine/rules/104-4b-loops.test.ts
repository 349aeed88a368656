import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { createEngine, type CardDefinition, type GameState } from '..';

// Two cards made up for this test only: a 0/0 creature that returns to the battlefield whenever it dies
// dies again at once (CR 704.5f) — a chain of mandatory triggers that never ends — and a variant that
// also drains a player, so the chain ends when that player loses.
const phoenix = (drain: boolean): CardDefinition => ({
  id: drain ? 'test-draining-phoenix' : 'test-phoenix',
  types: ['creature'],
  power: 0,
  toughness: 0,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', from: 'battlefield', to: 'graveyard', object: { self: true } },
      effects: [
        { do: 'putOntoBattlefield', object: 'eventObject', under: 'owner' },
        ...(drain ? [{ do: 'loseLife' as const, player: { target: 0 }, amount: 1 }] : []),
      ],
      ...(drain ? { targets: [{ kind: 'player' as const, opponent: true }] } : {}),
    },
  ],
});

const engine = createEngine({ ...cardPool, 'test-phoenix': phoenix(false), 'test-draining-phoenix': phoenix(true) });

function run(card: string, bobLife = 20): { state: GameState; resolves: number; ms: number } {
  const started = engine.start({ players: ['alice', 'bob'], life: { bob: bobLife }, freeMana: true, cards: [{ card, zone: 'hand', owner: 'alice' }] });
  if (!started.ok) throw new Error(started.error);
  let state = started.state;
  const first = engine.apply(state, { type: 'move', card, to: 'battlefield' });
  if (!first.ok) throw new Error(first.error);
  state = first.state;
  let resolves = 0;
  const t0 = performance.now();
  while (state.winner === null && resolves < 1_000) {
    const result = engine.apply(state, { type: 'resolve' });
    if (!result.ok) throw new Error(result.error);
    state = result.state;
    resolves++;
  }
  return { state, resolves, ms: performance.now() - t0 };
}

describe('104.4b, 732.4 — a loop of mandatory actions is a draw', () => {
  it('a creature that keeps dying and coming back: the game is a draw, with a log entry saying why', () => {
    const { state, resolves } = run('test-phoenix');
    expect(state.winner).toBe('draw');
    expect(resolves).toBeLessThan(10);
  });

  it('a chain that drains a player is not a loop: it ends when that player loses', () => {
    const { state, resolves } = run('test-draining-phoenix', 5);
    expect(state.winner).toBe('alice');
    expect(resolves).toBe(5);
  });

  it('the draw is logged with its rule', () => {
    const started = engine.start({ players: ['alice', 'bob'], cards: [{ card: 'test-phoenix', zone: 'hand', owner: 'alice' }] });
    if (!started.ok) throw new Error(started.error);
    let state = started.state;
    const logs: string[] = [];
    for (const action of [{ type: 'move', card: 'test-phoenix', to: 'battlefield' } as const, ...Array.from({ length: 8 }, () => ({ type: 'resolve' }) as const)]) {
      const result = engine.apply(state, action);
      if (!result.ok) break;
      state = result.state;
      logs.push(...result.log.filter((e) => e.event === 'gameDrawn').map((e) => `${e.reason}:${e.rule}`));
    }
    expect(logs).toEqual(['loop:104.4b']);
  });
});
