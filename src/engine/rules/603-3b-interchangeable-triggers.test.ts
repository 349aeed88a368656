// CR 603.3b: a player orders their waiting triggers; the view says which of them are interchangeable, so the
// page can group them (same ability of the same source, no targets, no modes, nothing read from the event
// but, at most, a player it names).
import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { createEngine, type CardDefinition } from '..';
import { Game } from '../../test/harness';

// Made up for this test: an ability with no targets whose effect reads its event's object (it returns the
// land that died), and a modal one with no targets.
const madeUp: Record<string, CardDefinition> = {
  'test-land-keeper': {
    id: 'test-land-keeper',
    types: ['artifact'],
    abilities: [
      {
        kind: 'triggered',
        trigger: { on: 'zoneChange', from: 'battlefield', to: 'graveyard', object: { types: ['land'] } },
        effects: [{ do: 'returnToHand', object: 'eventObject' }],
      },
    ],
  },
  'test-land-chooser': {
    id: 'test-land-chooser',
    types: ['artifact'],
    abilities: [
      {
        kind: 'triggered',
        trigger: { on: 'zoneChange', from: 'battlefield', to: 'graveyard', object: { types: ['land'] } },
        effects: [],
        modes: [{ effects: [{ do: 'gainLife', player: 'you', amount: 1 }] }, { effects: [{ do: 'drawCards', player: 'you', count: 1 }] }],
      },
    ],
  },
};
const madeUpEngine = createEngine({ ...cardPool, ...madeUp });

const lands = (owner: string, n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({ card: 'plains', zone: 'battlefield' as const, owner, label: `${prefix}${i}` }));

function armageddonWith(permanents: { card: string; label: string }[], using = madeUpEngine) {
  const game = new Game(
    {
      life: { alice: 100, bob: 100 },
      cards: [
        ...permanents.map((p) => ({ ...p, zone: 'battlefield' as const, owner: 'alice' })),
        ...lands('alice', 3, 'a'),
        ...lands('bob', 2, 'b'),
        { card: 'armageddon', zone: 'hand', owner: 'alice', label: 'arma' },
      ],
    },
    using,
  );
  game.do({ type: 'cast', player: 'alice', card: 'arma' }, { type: 'resolve' });
  return game;
}

/** The waiting triggers' group keys, counted. */
function groups(game: Game): number[] {
  const keys = game.view.pendingTriggers.map((t) => t.group);
  expect(keys.every((k) => k !== null)).toBe(true);
  return [...new Set(keys)].map((k) => keys.filter((x) => x === k).length).sort();
}

describe('603.3b — interchangeable waiting triggers', () => {
  it('CR 603.3b: Dingus Egg triggering for five lands: two groups, by the controller of the land it will damage', () => {
    const game = armageddonWith([{ card: 'dingus-egg', label: 'egg' }]);
    expect(game.view.pending?.kind).toBe('order');
    expect(game.view.pendingTriggers).toHaveLength(5);
    expect(groups(game)).toEqual([2, 3]);
    // Whose land it was is part of what the view tells about each trigger.
    expect(game.view.pendingTriggers.map((t) => t.cause?.controller).sort()).toEqual(['alice', 'alice', 'alice', 'bob', 'bob']);
  });

  it('CR 603.3b: two Dingus Eggs are two sources: their triggers are never in the same group', () => {
    const game = armageddonWith([
      { card: 'dingus-egg', label: 'egg1' },
      { card: 'dingus-egg', label: 'egg2' },
    ]);
    expect(game.view.pendingTriggers).toHaveLength(10);
    expect(groups(game)).toEqual([2, 2, 3, 3]);
  });

  it('CR 603.3b: an ability whose effect reads the object of its event is unlike any other', () => {
    const game = armageddonWith([{ card: 'test-land-keeper', label: 'keeper' }]);
    expect(game.view.pendingTriggers).toHaveLength(5);
    expect(game.view.pendingTriggers.every((t) => t.group === null)).toBe(true);
  });

  it('CR 603.3c: a modal ability is unlike any other (its mode is chosen as it goes on the stack)', () => {
    const game = armageddonWith([{ card: 'test-land-chooser', label: 'chooser' }]);
    expect(game.view.pendingTriggers).toHaveLength(5);
    expect(game.view.pendingTriggers.every((t) => t.group === null)).toBe(true);
  });

  it('CR 603.3d: abilities with targets (Blood Artist after Wrath of God) are never grouped', () => {
    const game = new Game({
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'artist' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob' },
        { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'wrath' },
      ],
    });
    game.do({ type: 'cast', player: 'alice', card: 'wrath' }, { type: 'resolve' });
    expect(game.view.pending?.kind).toBe('order');
    expect(game.view.pendingTriggers).toHaveLength(3);
    expect(game.view.pendingTriggers.every((t) => t.group === null)).toBe(true);
  });

  it("CR 603.3b: Soul's Attendant seeing three creatures enter at once: one group of three", () => {
    const game = new Game({
      cards: [
        { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'attendant' },
        ...['b1', 'b2', 'b3'].map((label) => ({ card: 'grizzly-bears', zone: 'hand' as const, owner: 'alice', label })),
      ],
    });
    game.do({ type: 'move', cards: ['b1', 'b2', 'b3'], to: 'battlefield' });
    expect(game.view.pending?.kind).toBe('order');
    const keys = game.view.pendingTriggers.map((t) => t.group);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).not.toBeNull();
  });
});
