import { stackItems } from '..';
import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

describe('603.3 — a trigger waits, then is put on the stack before anyone gets priority', () => {
  it('is logged as triggered, then put on the stack, then the player gets priority', () => {
    const game = new Game({
      cards: [
        { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'sa' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'bears' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'bears' }, { type: 'resolve' });
    const names = game.last.map((e) => e.event);
    expect(names.indexOf('triggered')).toBeLessThan(names.indexOf('triggerPutOnStack'));
    expect(game.events('triggerPutOnStack')).toMatchObject([{ source: 'souls-attendant', rule: '603.3' }]);
    expect(game.state.pendingTriggers).toHaveLength(0);
    expect(game.state.priority).toBe('alice');
  });
});

describe('603.3a — the controller of a trigger is the controller of its source when it triggered', () => {
  it("a Blood Artist that bob controls (alice owns it) gives bob the trigger", () => {
    const game = new Game({
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', controller: 'bob', label: 'ba' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
      ],
    }).do({ type: 'destroy', cards: ['ba', 'gb'] });
    expect(game.state.pending).toMatchObject({ kind: 'order', player: 'bob' });
    game.do({ type: 'auto' });
    expect(game.view.stack.map((s) => s.controller)).toEqual(['bob', 'bob']);
    // Look-back: the card is in alice's graveyard now, but the trigger stays bob's.
    expect(game.zoneOf('ba')).toBe('graveyard');
  });
});

describe('603.3b — APNAP order', () => {
  const board = {
    cards: [
      { card: 'blood-artist', zone: 'battlefield' as const, owner: 'alice', label: 'aba' },
      { card: 'blood-artist', zone: 'battlefield' as const, owner: 'bob', label: 'bba' },
      { card: 'grizzly-bears', zone: 'battlefield' as const, owner: 'bob', label: 'gb' },
    ],
  };

  it("puts the active player's trigger on the stack first, so the non-active player's resolves first", () => {
    const game = new Game(board).do({ type: 'destroy', cards: ['gb'] }, { type: 'auto' });
    expect(game.view.stack.map((s) => s.label)).toEqual(['bba', 'aba']);
    expect(game.view.stack.map((s) => s.controller)).toEqual(['bob', 'alice']);
  });

  it("asks the active player to order their two triggers before the opponent's go on the stack", () => {
    const game = new Game(board).do({ type: 'destroy', cards: ['gb', 'aba'] });
    expect(game.state.pending).toMatchObject({ kind: 'order', player: 'alice' });
    expect(stackItems(game.state.stack)).toHaveLength(0);
    const [first, second] = (game.state.pending as { options: { id: string }[] }).options;
    // alice wants the trigger for her own Blood Artist at the bottom.
    const own = game.state.pendingTriggers.find((t) => t.context.eventObject?.label === 'aba')!.id;
    const other = own === first!.id ? second!.id : first!.id;
    game.do({ type: 'choose', player: 'alice', answer: [own, other] });
    // Each of her triggers targets a player: she's asked as each goes on the stack.
    expect(game.state.pending).toMatchObject({ kind: 'target', player: 'alice', trigger: own, options: ['alice', 'bob'] });
    game.do({ type: 'choose', player: 'alice', answer: 'bob' }, { type: 'choose', player: 'alice', answer: 'bob' });
    // Then bob, whose Blood Artist saw both creatures die, orders his own two.
    expect(game.state.pending).toMatchObject({ kind: 'order', player: 'bob' });
    game.do({ type: 'auto' });
    expect(game.view.stack.map((s) => `${s.controller}:${s.label}`)).toEqual(['bob:bba', 'bob:bba', 'alice:aba', 'alice:aba']);
    const bottom = stackItems(game.state.stack)[0]!;
    expect(bottom.context.eventObject?.label).toBe('aba');
    expect(game.view.stack[0]!.targets).toEqual(['alice']);
  });

  it('repeats state-based actions and triggers until nothing new happens', () => {
    // The Bears' -1/-1 counters leave it with 0 toughness: the state-based action kills it, Blood Artist
    // triggers, and the trigger goes on the stack before anyone gets priority.
    const game = new Game({
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'move', card: 'gb', to: 'battlefield' });
    expect(stackItems(game.state.stack)).toHaveLength(0);
    const withCounters = new Game({
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb', counters: { '-1/-1': 2 } },
      ],
    }); // the starting board is settled before anyone gets priority

    expect(withCounters.events('stateBasedAction')).toMatchObject([{ label: 'gb', rule: '704.5f' }]);
    expect(withCounters.state.pending).toMatchObject({ kind: 'target', player: 'alice' });
    withCounters.do({ type: 'auto' });
    expect(withCounters.view.stack).toMatchObject([{ source: 'blood-artist' }]);
    expect(withCounters.state.priority).toBe('alice');
  });
});

describe('603.3d — a trigger with no legal target is removed', () => {
  it("Ravenous Chupacabra entering with no opposing creature: its ability never reaches the stack", () => {
    const game = new Game({
      cards: [
        { card: 'ravenous-chupacabra', zone: 'hand', owner: 'alice', label: 'rc' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'mine' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' });
    expect(game.events('triggered')).toHaveLength(1);
    expect(game.events('triggerRemoved')).toMatchObject([{ source: 'ravenous-chupacabra', reason: 'noLegalTarget', rule: '603.3d' }]);
    expect(stackItems(game.state.stack)).toHaveLength(0);
    expect(game.zoneOf('mine')).toBe('battlefield');
  });

  it('with exactly one legal target, the target is chosen and the ability resolves', () => {
    const game = new Game({
      cards: [
        { card: 'ravenous-chupacabra', zone: 'hand', owner: 'alice', label: 'rc' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'theirs' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' });
    expect(game.view.stack).toMatchObject([{ source: 'ravenous-chupacabra', targets: ['theirs'] }]);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('theirs')).toBe('graveyard');
  });
});
