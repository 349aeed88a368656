import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

const players = ['alice', 'bob', 'carol'];

describe('603.9 — "whenever a player loses the game", with three players', () => {
  const board = () =>
    new Game({
      players,
      life: { carol: 1 },
      cards: [
        { card: 'blood-tyrant', zone: 'battlefield', owner: 'alice', label: 'bt' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'carol', label: 'cb' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'carol', controller: 'bob', label: 'borrowed' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', controller: 'carol', label: 'lent' },
      ],
    });

  it('Blood Tyrant triggers when carol loses; the game goes on between alice and bob', () => {
    const game = board().do({ type: 'life', player: 'carol', amount: -1 });
    expect(game.state.winner).toBeNull();
    expect(game.events('playerLost')).toMatchObject([{ player: 'carol', rule: '704.5a' }]);
    expect(game.events('triggered')).toMatchObject([{ source: 'blood-tyrant', rule: '603.9' }]);
    game.do({ type: 'resolve' });
    expect(game.view.battlefield.find((p) => p.label === 'bt')).toMatchObject({ counters: { '+1/+1': 5 }, power: 10 });
  });

  it('CR 800.4a: carol leaves with everything she owns; what she controlled goes back to its owner', () => {
    const game = board().do({ type: 'life', player: 'carol', amount: -1 });
    expect(game.zoneOf('cb')).toBeUndefined();
    expect(game.zoneOf('borrowed')).toBeUndefined();
    expect(game.view.battlefield.find((p) => p.label === 'lent')).toMatchObject({ owner: 'bob', controller: 'bob' });
    expect(game.events('playerLeft')).toMatchObject([{ player: 'carol', rule: '800.4a' }]);
  });

  it('the last player standing wins', () => {
    const game = board().do({ type: 'lose', player: 'carol' }, { type: 'resolve' }, { type: 'lose', player: 'bob' });
    expect(game.state.winner).toBe('alice');
  });

  it('Blood Tyrant\'s upkeep trigger: each player loses 1 life, a counter for each life lost', () => {
    const game = new Game({
      players,
      active: 'carol',
      step: 'end',
      cards: [
        { card: 'blood-tyrant', zone: 'battlefield', owner: 'alice', label: 'bt' },
        { card: 'plains', zone: 'library', owner: 'alice' },
      ],
    }).do({ type: 'advance', to: 'upkeep' }, { type: 'resolve' });
    expect(players.map((p) => game.life(p))).toEqual([19, 19, 19]);
    expect(game.view.battlefield[0]).toMatchObject({ counters: { '+1/+1': 3 } });
  });
});

describe('603.3b — APNAP order goes around the table', () => {
  it('with three players, the active player\'s trigger is at the bottom and the last in turn order\'s on top', () => {
    const game = new Game({
      players,
      active: 'bob',
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'a' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'bob', label: 'b' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'carol', label: 'c' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'carol', label: 'gb' },
      ],
    }).do({ type: 'destroy', cards: ['gb'] }, { type: 'auto' });
    // bob (active), then carol, then alice: alice's resolves first.
    expect(game.view.stack.map((s) => s.controller)).toEqual(['alice', 'carol', 'bob']);
  });

  it('four players are supported', () => {
    const game = new Game({ players: ['alice', 'bob', 'carol', 'dave'], cards: [] }).do({ type: 'pass' }, { type: 'pass' }, { type: 'pass' });
    expect(game.state.priority).toBe('dave');
  });
});

describe('603.6c — a permanent whose owner leaves the game leaves the battlefield: its leaves-the-battlefield abilities trigger', () => {
  it("carol's Ertai's Familiar, controlled by alice, leaves with carol: alice's ability triggers, looking back; no card dies", () => {
    const game = new Game({
      players,
      life: { carol: 1 },
      cards: [
        { card: 'ertais-familiar', zone: 'battlefield', owner: 'carol', controller: 'alice', label: 'ef' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'bob', label: 'ba' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'carol', label: 'cb' },
        { card: 'plains', zone: 'library', owner: 'alice' },
      ],
    }).do({ type: 'life', player: 'carol', amount: -1 });
    expect(game.zoneOf('ef')).toBeUndefined();
    // Leaving the game isn't dying: Blood Artist stays silent.
    expect(game.events('triggered')).toMatchObject([{ source: 'ertais-familiar', player: 'alice', reason: 'lookBack', rule: '603.10a' }]);
    game.do({ type: 'resolve' });
    expect(game.events('milled')).toMatchObject([{ player: 'alice', count: 1 }]);
  });
});
