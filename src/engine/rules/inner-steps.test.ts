import { stackItems } from '..';
import { describe, expect, it } from 'vitest';
import { engine, Game } from '../../test/harness';

describe('inner steps of one action', () => {
  it("show Soul's Attendant's trigger waiting (603.3) before it is put on the stack", () => {
    const game = new Game({
      cards: [
        { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'sa' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'bears' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'bears' });
    const result = engine.trace(game.state, { type: 'resolve' });
    if (!result.ok || !('steps' in result) || !result.steps) throw new Error('no steps');
    const events = result.steps.map((s) => s.entry.event);
    expect(events).toEqual(result.log.map((e) => e.event));
    const triggered = result.steps.find((s) => s.entry.event === 'triggered')!;
    expect(triggered.state.pendingTriggers).toHaveLength(1);
    expect(stackItems(triggered.state.stack)).toHaveLength(0);
    const onStack = result.steps.find((s) => s.entry.event === 'triggerPutOnStack')!;
    expect(onStack.state.pendingTriggers).toHaveLength(0);
    expect(stackItems(onStack.state.stack)).toHaveLength(1);
    // The last step's state is the action's result.
    expect(result.steps.at(-1)!.state).toEqual(result.state);
  });
});
