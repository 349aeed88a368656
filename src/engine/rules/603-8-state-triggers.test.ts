import { describe, expect, it } from 'vitest';
import { stackItems } from '..';
import { Game } from '../../test/harness';

const dandan = () =>
  new Game({
    cards: [
      { card: 'dandan', zone: 'battlefield', owner: 'alice', label: 'fish' },
      { card: 'island', zone: 'battlefield', owner: 'alice', label: 'isle' },
      { card: 'island', zone: 'hand', owner: 'alice', label: 'isle2' },
    ],
  });

describe('603.8 — state triggers', () => {
  it('Dandân: when alice controls no Islands, the ability triggers at once, and she sacrifices it', () => {
    const game = dandan().do({ type: 'destroy', cards: ['isle'] });
    expect(game.events('triggered')).toMatchObject([{ source: 'dandan', reason: 'state', rule: '603.8' }]);
    expect(game.view.stack).toMatchObject([{ source: 'dandan' }]);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('fish')).toBe('graveyard');
  });

  it('does not trigger again while the ability is on the stack', () => {
    const game = dandan().do({ type: 'destroy', cards: ['isle'] }, { type: 'pass' });
    expect(game.events('triggered')).toHaveLength(1);
    expect(stackItems(game.state.stack)).toHaveLength(1);
  });

  it('triggers again after the ability has left the stack if the state is still true', () => {
    // bob takes Dandân while the ability is on the stack: alice can't sacrifice what she doesn't control.
    const game = dandan().do({ type: 'destroy', cards: ['isle'] }, { type: 'control', card: 'fish', player: 'bob' }, { type: 'resolve' });
    expect(game.zoneOf('fish')).toBe('battlefield');
    // Now bob controls no Islands either: it triggers again, for bob.
    expect(game.events('triggered')).toHaveLength(2);
    expect(game.view.stack).toMatchObject([{ source: 'dandan', controller: 'bob' }]);
  });

  it('never triggers while the state is false', () => {
    const game = dandan().do({ type: 'pass' }, { type: 'pass' });
    expect(game.events('triggered')).toHaveLength(0);
  });
});

describe('603.2a — triggered abilities trigger even when no spell could be cast', () => {
  it("Blood Artist triggers during bob's upkeep, when alice couldn't cast a sorcery", () => {
    const game = new Game({
      active: 'bob',
      step: 'upkeep',
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
        { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'w' },
      ],
    });
    game.do({ type: 'pass' });
    expect(game.reject({ type: 'cast', player: 'alice', card: 'w' })).toBe('errors.sorcerySpeed');
    game.do({ type: 'destroy', cards: ['gb'] });
    expect(game.events('triggered')).toMatchObject([{ source: 'blood-artist', player: 'alice' }]);
  });
});

describe('603.2f — an object that no player could see does not trigger', () => {
  it('a Blood Artist in a hand or a library does not see a creature die', () => {
    const game = new Game({
      cards: [
        { card: 'blood-artist', zone: 'hand', owner: 'alice' },
        { card: 'blood-artist', zone: 'library', owner: 'bob' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'destroy', cards: ['gb'] });
    expect(game.events('triggered')).toHaveLength(0);
  });
});
