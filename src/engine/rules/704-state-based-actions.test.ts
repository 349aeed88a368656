import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

describe('704 — state-based actions', () => {
  it('704.5a: a player at 0 life loses, and the other wins', () => {
    const game = new Game({ cards: [] }).do({ type: 'life', player: 'bob', amount: -20 });
    expect(game.events('playerLost')).toMatchObject([{ player: 'bob', rule: '704.5a' }]);
    expect(game.state.winner).toBe('alice');
    expect(game.reject({ type: 'pass' })).toBe('errors.gameOver');
  });

  it('704.5b: drawing from an empty library loses the game', () => {
    const game = new Game({ cards: [] }).do({ type: 'draw', player: 'alice', count: 1 });
    expect(game.events('playerLost')).toMatchObject([{ player: 'alice', rule: '704.5b' }]);
    expect(game.state.winner).toBe('bob');
  });

  it('704.5g: a creature with lethal damage dies, and its dies triggers trigger', () => {
    const game = new Game({
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'damage', source: 'ba', target: 'gb', amount: 2 });
    expect(game.events('stateBasedAction')).toMatchObject([{ label: 'gb', reason: 'lethalDamage', rule: '704.5g' }]);
    expect(game.events('dies')).toMatchObject([{ label: 'gb' }]);
    expect(game.events('triggered')).toMatchObject([{ source: 'blood-artist', label: 'gb' }]);
  });

  it('a loop of triggers and state-based actions ends when a player loses', () => {
    // bob at 1 life; Blood Artist's trigger drains him to 0: he loses as the next check happens.
    const game = new Game({
      life: { bob: 1 },
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
      ],
    }).do({ type: 'destroy', cards: ['gb'] }, { type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' });
    expect(game.state.winner).toBe('alice');
    expect(game.life('alice')).toBe(21);
  });

  it('704.5m: an Aura whose land left the battlefield goes to the graveyard', () => {
    const game = new Game({
      cards: [
        { card: 'swamp', zone: 'battlefield', owner: 'bob', label: 'sw' },
        { card: 'pooling-venom', zone: 'battlefield', owner: 'alice', label: 'pv', attachedTo: 'sw' },
      ],
    }).do({ type: 'destroy', cards: ['sw'] });
    expect(game.zoneOf('pv')).toBe('graveyard');
  });
});
