import { describe, expect, it } from 'vitest';
import type { GameState, Setup } from '../engine';
import { engine } from './engine';
import { counterEvents, playerEvents } from './teacher-events';

const setup: Setup = {
  players: ['alice', 'bob'],
  freeMana: true,
  cards: [
    { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bears', counters: { charge: 1 } },
    { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'attendant' },
    { card: 'forest', zone: 'hand', owner: 'bob', label: 'forest' },
  ],
};

function started(): GameState {
  const result = engine.start(setup);
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

const idOf = (state: GameState, label: string) => Object.values(state.objects).find((o) => o.label === label)!.id;

describe('the teacher’s events on a permanent and a player', () => {
  it('CR 122.1: puts a +1/+1 or -1/-1 counter on a permanent and removes one of each kind it has', () => {
    const state = started();
    const bears = idOf(state, 'bears');
    const events = counterEvents(engine.view(state), bears);
    expect(events.map((e) => e.key)).toEqual(['add+1/+1', 'add-1/-1', 'removecharge']);
    const minus = engine.apply(state, events[1]!.action);
    if (!minus.ok) throw new Error(minus.error);
    expect(engine.view(minus.state).battlefield.find((p) => p.label === 'bears')).toMatchObject({ counters: { charge: 1, '-1/-1': 1 }, toughness: 1 });
    const removed = engine.apply(minus.state, counterEvents(engine.view(minus.state), bears).find((e) => e.key === 'removecharge')!.action);
    if (!removed.ok) throw new Error(removed.error);
    expect(engine.view(removed.state).battlefield.find((p) => p.label === 'bears')!.counters).toEqual({ '-1/-1': 1 });
    expect(counterEvents(engine.view(state), 'no-such-id')).toEqual([]);
  });

  it('CR 119.3: a player gains or loses 1 life; CR 701.9a: discards a card of their hand', () => {
    const state = started();
    const events = playerEvents(engine.view(state), 'bob');
    expect(events.map((e) => e.text)).toEqual(['gainLife', 'loseLife', 'discard']);
    const lost = engine.apply(state, events[1]!.action);
    if (!lost.ok) throw new Error(lost.error);
    expect(lost.state.playerState.bob!.life).toBe(19);
    const discarded = engine.apply(state, events[2]!.action);
    if (!discarded.ok) throw new Error(discarded.error);
    expect(engine.view(discarded.state).graveyard.bob!.map((c) => c.card)).toEqual(['forest']);
    expect(discarded.log.some((e) => e.event === 'discarded')).toBe(true);
  });

  it('offers nothing for a player who has left the game (CR 800.4a)', () => {
    const state = started();
    const conceded = engine.apply(state, { type: 'lose', player: 'bob' });
    if (!conceded.ok) throw new Error(conceded.error);
    expect(playerEvents(engine.view(conceded.state), 'bob')).toEqual([]);
  });
});
