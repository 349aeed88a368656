// The `target` goal: an object on the stack has the target the lesson asks for.
import { describe, expect, it } from 'vitest';
import { cardPool } from '../cards';
import { createEngine, type Action, type GameState } from '../engine';
import { sandboxSetup } from './sandbox';
import { goalMet, type Goal } from './goals';

const engine = createEngine(cardPool);

function play(actions: Action[]): GameState {
  const started = engine.start(sandboxSetup);
  if (!started.ok) throw new Error(started.error);
  let state = started.state;
  for (const action of actions) {
    const result = engine.apply(state, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)} → ${result.error}`);
    state = result.state;
  }
  return state;
}

const met = (goal: Goal, state: GameState) => goalMet(goal, engine.view(state), []);

describe('the target goal', () => {
  // Alice bolts Bob's Grizzly Bears: the spell on the stack targets them (CR 115.1a).
  const bolted = play([{ type: 'cast', player: 'alice', card: 'bolt', targets: ['bobBears'] }]);

  it('CR 115.1a: met by a spell on the stack with that target, named by label or by card id', () => {
    expect(met({ target: { source: 'lightning-bolt', kind: 'spell', targets: 'bobBears' } }, bolted)).toBe(true);
    expect(met({ target: { targets: 'grizzly-bears' } }, bolted)).toBe(true);
    expect(met({ target: { source: 'lightning-bolt', targets: 'bobBears' } }, bolted)).toBe(true);
  });

  it('not met for another target, another source, another kind, or an empty stack', () => {
    expect(met({ target: { source: 'lightning-bolt', targets: 'bob' } }, bolted)).toBe(false);
    expect(met({ target: { source: 'wrath-of-god', targets: 'bobBears' } }, bolted)).toBe(false);
    expect(met({ target: { kind: 'trigger', targets: 'bobBears' } }, bolted)).toBe(false);
    expect(met({ target: { targets: 'bobBears' } }, play([]))).toBe(false);
  });

  it('CR 603.3d: met by a triggered ability once its target is chosen as it goes on the stack, not before', () => {
    // The Bears die: Blood Artist triggers, and Alice chooses the player it targets.
    const resolved = play([{ type: 'cast', player: 'alice', card: 'bolt', targets: ['bobBears'] }, { type: 'resolve' }]);
    const goal: Goal = { target: { source: 'blood-artist', kind: 'trigger', targets: 'bob' } };
    const view = engine.view(resolved);
    expect(view.pending?.kind).toBe('target');
    expect(met(goal, resolved)).toBe(false);
    const chosen = engine.apply(resolved, { type: 'choose', player: 'alice', answer: 'bob' });
    if (!chosen.ok) throw new Error(chosen.error);
    expect(met(goal, chosen.state)).toBe(true);
    expect(met({ target: { source: 'blood-artist', targets: 'alice' } }, chosen.state)).toBe(false);
    expect(met({ all: [goal, { stackTop: { kind: 'trigger', source: 'blood-artist' } }] }, chosen.state)).toBe(true);
  });
});
