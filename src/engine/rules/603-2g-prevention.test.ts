import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

const magpie = () =>
  new Game({
    cards: [
      { card: 'thieving-magpie', zone: 'battlefield', owner: 'alice', label: 'tm' },
      { card: 'fog', zone: 'hand', owner: 'bob', label: 'fog' },
      { card: 'island', zone: 'library', owner: 'alice', label: 'top' },
    ],
  }).do({ type: 'attack', attackers: [{ card: 'tm', target: 'bob' }] });

describe('603.2g — an event that is prevented triggers nothing', () => {
  it('Thieving Magpie draws a card when it deals combat damage to an opponent', () => {
    const game = magpie().do({ type: 'advance', to: 'combatDamage' });
    expect(game.life('bob')).toBe(19);
    expect(game.events('triggered')).toMatchObject([{ source: 'thieving-magpie' }]);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('top')).toBe('hand');
  });

  it('after Fog, the damage is prevented: no damage, no trigger, and the log says why', () => {
    const game = magpie().do({ type: 'pass' }, { type: 'cast', player: 'bob', card: 'fog' }, { type: 'resolve' });
    game.do({ type: 'advance', to: 'combatDamage' });
    expect(game.life('bob')).toBe(20);
    expect(game.events('triggered')).toHaveLength(0);
    expect(game.events('damagePrevented')).toMatchObject([{ card: 'thieving-magpie', player: 'bob', rule: '603.2g' }]);
  });

  it('Fog lasts for the turn only', () => {
    const game = magpie().do({ type: 'pass' }, { type: 'cast', player: 'bob', card: 'fog' }, { type: 'resolve' });
    expect(game.state.durationEffects).toHaveLength(1);
    game.do({ type: 'advance', to: 'cleanup' });
    expect(game.state.durationEffects).toHaveLength(0);
  });
});
