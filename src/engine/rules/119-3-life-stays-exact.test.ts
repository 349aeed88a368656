// Found by `npm run fuzz` (100,000 random games): lifelink damage took a life total set near 2^53 − 1 by a
// `life` action past it, where JavaScript no longer counts every unit. Life totals and marked damage that
// effects change stay at ±(2^53 − 1) instead (docs/scenarios.md, Limits).
import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { createEngine, type Action, type GameState } from '..';

const engine = createEngine(cardPool);
const MAX = Number.MAX_SAFE_INTEGER;

function play(state: GameState, ...actions: Action[]): GameState {
  for (const action of actions) {
    const result = engine.apply(state, action);
    if (!result.ok) throw new Error(`${action.type}: ${result.error}`);
    state = result.state;
  }
  return state;
}

function board(): GameState {
  const started = engine.start({
    players: ['alice', 'bob'],
    cards: [
      { card: 'felidar-sovereign', zone: 'battlefield', owner: 'alice', label: 'fs' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
    ],
  });
  if (!started.ok) throw new Error(started.error);
  return started.state;
}

describe('119.3 — a life total an effect changes stays a whole number counted exactly', () => {
  it('CR 119.3: lifelink damage at 2^53 − 1 life leaves the life total there, still a safe integer', () => {
    let state = play(board(), { type: 'life', player: 'alice', amount: MAX - 20 });
    expect(state.playerState.alice!.life).toBe(MAX);
    state = play(state, { type: 'damage', source: 'fs', target: 'bob', amount: 10 });
    expect(state.playerState.alice!.life).toBe(MAX);
    expect(state.playerState.bob!.life).toBe(10);
  });

  it('CR 119.3: short of the bound, lifelink gains the whole amount', () => {
    let state = play(board(), { type: 'life', player: 'alice', amount: MAX - 40 });
    state = play(state, { type: 'damage', source: 'fs', target: 'bob', amount: 7 });
    expect(state.playerState.alice!.life).toBe(MAX - 13);
  });

  it('CR 120.3e: damage marked on a creature by a lifelink source adds up, and the lifelink gain stops at the bound', () => {
    let state = play(board(), { type: 'life', player: 'alice', amount: MAX - 20 });
    state = play(state, { type: 'damage', source: 'fs', target: 'gb', amount: 999_999_999_999_999 });
    expect(state.playerState.alice!.life).toBe(MAX);
    expect(Number.isSafeInteger(state.playerState.alice!.life)).toBe(true);
  });
});
