import { stackItems } from '..';
import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

describe('117.4 — all players passing in succession', () => {
  it('with an empty stack, ends the step', () => {
    const game = new Game({ cards: [] }).do({ type: 'pass' });
    expect(game.state).toMatchObject({ step: 'main1', priority: 'bob' });
    game.do({ type: 'pass' });
    expect(game.state).toMatchObject({ step: 'beginCombat', priority: 'alice' });
  });

  it('with a spell on the stack, resolves it and gives priority to the active player (117.3b)', () => {
    const game = new Game({ cards: [{ card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' }] });
    game.do({ type: 'cast', player: 'alice', card: 'gb' }, { type: 'pass' });
    expect(stackItems(game.state.stack)).toHaveLength(1);
    game.do({ type: 'pass' });
    expect(stackItems(game.state.stack)).toHaveLength(0);
    expect(game.zoneOf('gb')).toBe('battlefield');
    expect(game.state).toMatchObject({ step: 'main1', priority: 'alice' });
  });

  it('only the player with priority may act', () => {
    const game = new Game({ cards: [{ card: 'grizzly-bears', zone: 'hand', owner: 'bob', label: 'gb' }] });
    expect(game.reject({ type: 'cast', player: 'bob', card: 'gb' })).toBe('errors.notYourPriority');
    // CR 117.3: the refusal says who has priority, who must pass it first.
    const result = game.using.apply(game.state, { type: 'cast', player: 'bob', card: 'gb' });
    expect(result.ok ? null : result.params).toEqual({ player: 'bob', reason: 'held', holder: 'alice' });
  });
});

describe('500 — turn structure', () => {
  it('goes through every step, untaps the new active player\'s permanents (502.3) and draws (504.1)', () => {
    const game = new Game({
      step: 'main2',
      cards: [
        { card: 'forest', zone: 'battlefield', owner: 'bob', label: 'f', tapped: true },
        { card: 'plains', zone: 'battlefield', owner: 'alice', label: 'p', tapped: true },
        { card: 'island', zone: 'library', owner: 'bob', label: 'top' },
      ],
    }).do({ type: 'advance', to: 'main1' });
    expect(game.events('stepBegan').map((e) => e.step)).toEqual(['end', 'cleanup', 'untap', 'upkeep', 'draw', 'main1']);
    expect(game.state).toMatchObject({ turn: 2, active: 'bob', step: 'main1', priority: 'bob' });
    expect(game.view.battlefield.find((p) => p.label === 'f')?.tapped).toBe(false);
    expect(game.view.battlefield.find((p) => p.label === 'p')?.tapped).toBe(true);
    expect(game.zoneOf('top')).toBe('hand');
  });

  it('damage wears off in the cleanup step (514.2)', () => {
    const game = new Game({
      step: 'end',
      cards: [
        { card: 'felidar-sovereign', zone: 'battlefield', owner: 'alice', label: 'fs' },
        { card: 'plains', zone: 'library', owner: 'bob' },
      ],
    }).do({ type: 'damage', source: 'fs', target: 'fs', amount: 3 });
    expect(game.view.battlefield[0]!.damage).toBe(3);
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.view.battlefield[0]!.damage).toBe(0);
  });

  it('advance stops when something is put on the stack', () => {
    const game = new Game({
      active: 'bob',
      step: 'main2',
      life: { alice: 45 },
      cards: [
        { card: 'felidar-sovereign', zone: 'battlefield', owner: 'alice' },
        { card: 'plains', zone: 'library', owner: 'alice' },
      ],
    }).do({ type: 'advance', to: 'main1' });
    expect(game.state).toMatchObject({ active: 'alice', step: 'upkeep' });
    expect(game.view.stack).toHaveLength(1);
  });
});

describe('400.7 — a card that changes zones becomes a new object', () => {
  it('gets a new object id, while its label follows the physical card', () => {
    const game = new Game({ cards: [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' }] });
    const before = game.view.battlefield[0]!;
    const physical = game.state.objects[before.id]!.physical;
    game.do({ type: 'bounce', cards: ['gb'] });
    const inHand = game.view.hand.alice![0]!;
    expect(inHand.label).toBe('gb');
    expect(inHand.id).not.toBe(before.id);
    expect(game.state.objects[before.id]).toBeUndefined();
    expect(game.state.objects[inHand.id]!.physical).toBe(physical);
  });

  it('a spell that left and came back is a new object: the card goes to the owner\'s hand, counters gone', () => {
    const game = new Game({
      cards: [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb', counters: { '+1/+1': 2 } }],
    });
    expect(game.view.battlefield[0]).toMatchObject({ power: 4, toughness: 4 });
    game.do({ type: 'bounce', cards: ['gb'] }, { type: 'move', card: 'gb', to: 'battlefield' });
    expect(game.view.battlefield[0]).toMatchObject({ power: 2, toughness: 2, counters: {} });
  });
});
