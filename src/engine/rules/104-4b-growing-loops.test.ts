import { describe, expect, it } from 'vitest';
import { stackItems, stackSize, type Action, type GameState, type LogEntry } from '..';
import { loopBoard, loopEngine } from '../../test/loop-cards';

// The keepers and the husk (src/test/loop-cards.ts): with one keeper on each side, each resolution takes one
// ability off the stack and puts two on, the board the same each time.
const engine = loopEngine;
const board = loopBoard;

/** Resolves the top of the stack until it is empty, the game ends or `limit` actions are done, answering "may" with yes. */
function play(state: GameState, limit: number, answer: (s: GameState) => { type: 'choose'; player: string; answer: boolean } | { type: 'auto' } = (s) => ({ type: 'choose', player: s.pending!.player, answer: true })) {
  const log: LogEntry[] = [];
  let resolves = 0;
  let actions = 0;
  while (state.winner === null && actions < limit && (state.pending || stackSize(state.stack) > 0)) {
    const result = engine.apply(state, state.pending ? answer(state) : { type: 'resolve' });
    if (!result.ok) throw new Error(result.error);
    if (!state.pending) resolves++;
    state = result.state;
    log.push(...result.log);
    actions++;
  }
  return { state, log, resolves };
}

describe('104.4b — a mandatory loop whose stack keeps growing is a draw', () => {
  it('CR 104.4b: two keepers with different controllers bring a 0/0 back for ever: a draw within a few resolutions, logged with its rule', () => {
    const start = board('test-keeper');
    expect(stackSize(start.stack)).toBe(2);
    const { state, log, resolves } = play(start, 1_000);
    expect(state.winner).toBe('draw');
    expect(state.priority).toBeNull();
    expect(resolves).toBeLessThan(10);
    expect(stackSize(state.stack)).toBeGreaterThan(2); // it grew while the board came back each time
    expect(log.filter((e) => e.event === 'gameDrawn')).toEqual([{ event: 'gameDrawn', reason: 'loop', rule: '104.4b' }]);
  });

  it('CR 104.4b: found just as well when each player passes priority in turn (a pass that resolves nothing is no step of the loop)', () => {
    let state = board('test-keeper');
    let passes = 0;
    while (state.winner === null && passes < 200) {
      const result = engine.apply(state, { type: 'pass' });
      if (!result.ok) throw new Error(result.error);
      state = result.state;
      passes++;
    }
    expect(state.winner).toBe('draw');
    expect(passes).toBeLessThan(20);
  });

  it('CR 104.4b: found just as soon when the loop goes on over a stack that is already deep', () => {
    let state = board('test-keeper');
    // A player's action between resolutions (a sandbox life change) breaks the chain each time, so the
    // guard starts again: the stack grows to hundreds of items before the loop is left to itself.
    for (let i = 0; i < 200; i++) {
      state = play(state, 1).state;
      const gain = engine.apply(state, { type: 'life', player: 'bob', amount: 1 });
      if (!gain.ok) throw new Error(gain.error);
      state = gain.state;
      expect(state.loopGuard).toBeNull();
    }
    expect(state.winner).toBeNull();
    expect(stackSize(state.stack)).toBe(202);
    const { state: end, resolves } = play(state, 1_000);
    expect(end.winner).toBe('draw');
    expect(resolves).toBeLessThan(10);
  });

  it('CR 608.2h: on a deep stack, every ability whose source leaves the battlefield takes the source as it last was, in every chunk of the stack', () => {
    let state = board('test-keeper');
    for (let i = 0; i < 150; i++) {
      state = play(state, 1).state;
      const gain = engine.apply(state, { type: 'life', player: 'bob', amount: 1 });
      if (!gain.ok) throw new Error(gain.error);
      state = gain.state;
    }
    const ka = state.battlefield.map((id) => state.objects[id]!).find((o) => o.label === 'ka')!;
    for (const action of [{ type: 'tap', cards: ['ka'] }, { type: 'destroy', cards: ['ka'] }] satisfies Action[]) {
      const result = engine.apply(state, action);
      if (!result.ok) throw new Error(result.error);
      state = result.state;
    }
    const fromKa = stackItems(state.stack).filter((item) => item.source.physical === ka.physical);
    expect(fromKa.length).toBeGreaterThan(140);
    expect(fromKa.every((item) => item.source.tapped && item.source.id === ka.id)).toBe(true);
    expect(state.objects[ka.id]).toBeUndefined();
  });

  it('CR 104.4b: a loop a player can stop ("you may") is not a draw, however long they let it run', () => {
    const yes = play(board('test-may-keeper'), 300);
    expect(yes.state.winner).toBeNull();
    expect(yes.log.some((e) => e.event === 'mayAccepted')).toBe(true);
    expect(stackSize(yes.state.stack)).toBeGreaterThan(100);
    // Answered by `auto` (yes by default) rather than one by one: still the player's decision.
    const auto = play(board('test-may-keeper'), 300, () => ({ type: 'auto' }));
    expect(auto.state.winner).toBeNull();
    // And a player stops it: the husk stays in the graveyard, the abilities below find nothing to do.
    const no = play(board('test-may-keeper'), 300, (s) => ({ type: 'choose', player: s.pending!.player, answer: false }));
    expect(no.state.winner).toBeNull();
    expect(stackSize(no.state.stack)).toBe(0);
    expect(no.state.battlefield.map((id) => no.state.objects[id]!.label)).toEqual(['ka', 'kb']);
  });

  it('CR 104.4b: a long chain that ends is not a draw: each time the keeper also costs its controller 1 life, and they lose at 0 (704.5a)', () => {
    const { state, log, resolves } = play(board('test-draining-keeper', 500), 5_000);
    expect(log.some((e) => e.event === 'gameDrawn')).toBe(false);
    expect(state.winner).toBe('alice');
    expect(resolves).toBe(500);
    expect(stackSize(state.stack)).toBeGreaterThan(400);
  });

  it('CR 104.4b: a resolution costs the same however deep the stack: no step reads the items it never reaches', () => {
    const deep = play(board('test-draining-keeper', 100_000), 500).state;
    expect(stackSize(deep.stack)).toBe(502);
    // The same stack, each item below the top chunk watched: reading any of its fields is counted.
    let reads = 0;
    const watched = <T extends object>(item: T): T => new Proxy(item, { get: (target, key, receiver) => (reads++, Reflect.get(target, key, receiver) as unknown) });
    const stack = { full: deep.stack.full.map((chunk) => chunk.map(watched)), top: deep.stack.top };
    let state: GameState = { ...deep, stack, loopGuard: null };
    state = play(state, 5).state; // what is worked out once per chunk of the stack (the sources of its abilities)
    reads = 0;
    const { state: later, log } = play(state, 200);
    expect(later.winner).toBeNull();
    expect(log.filter((e) => e.event === 'resolved')).toHaveLength(200);
    expect(reads).toBe(0);
  });
});
