// The big sandbox boards are what `npm run bench:ui` measures: they must be the sizes its figures say.
import { describe, expect, it } from 'vitest';
import { cardPool } from '../cards';
import { createEngine } from '../engine';
import { bigBoardSandboxSetup, hugeBoardSandboxSetup } from './sandbox-big';

const engine = createEngine(cardPool);

describe('the big sandbox boards', () => {
  it('sixty permanents, with cards to cast', () => {
    const started = engine.start(bigBoardSandboxSetup);
    if (!started.ok) throw new Error(started.error);
    const view = engine.view(started.state);
    expect(view.battlefield).toHaveLength(60);
    expect(view.hand.alice?.length).toBeGreaterThan(0);
  });

  it('CR 603.3b, 603.10a: Wrath of God on 200 creatures makes the five Blood Artists trigger 1,000 times; Alice orders her 600 first', () => {
    const started = engine.start(hugeBoardSandboxSetup);
    if (!started.ok) throw new Error(started.error);
    expect(engine.view(started.state).battlefield).toHaveLength(200);
    const cast = engine.apply(started.state, { type: 'cast', player: 'alice', card: 'wrath' });
    if (!cast.ok) throw new Error(cast.error);
    const resolved = engine.apply(cast.state, { type: 'resolve' });
    if (!resolved.ok) throw new Error(resolved.error);
    const view = engine.view(resolved.state);
    expect(view.pendingTriggers).toHaveLength(1000);
    expect(view.pending).toMatchObject({ kind: 'order', player: 'alice' });
    expect(view.pending?.kind === 'order' && view.pending.options).toHaveLength(600);
  });
});
