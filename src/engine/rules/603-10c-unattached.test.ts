import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

const wargear = () =>
  new Game({
    cards: [
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
      { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'sa' },
      { card: 'grafted-wargear', zone: 'battlefield', owner: 'alice', label: 'gw', attachedTo: 'gb' },
    ],
  });

describe('603.10c — "becomes unattached" abilities look back in time: Grafted Wargear', () => {
  it('the equipped creature gets +3/+2', () => {
    expect(wargear().view.battlefield.find((p) => p.label === 'gb')).toMatchObject({ power: 5, toughness: 4 });
  });

  it('moved to another creature, it becomes unattached from the first, which is sacrificed', () => {
    const game = wargear().do({ type: 'activate', player: 'alice', card: 'gw', ability: 0, targets: ['sa'] }, { type: 'resolve' });
    expect(game.view.battlefield.find((p) => p.label === 'sa')).toMatchObject({ power: 4, toughness: 3 });
    expect(game.events('triggered')).toMatchObject([{ source: 'grafted-wargear', rule: '603.10c' }]);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('gb')).toBe('graveyard');
    expect(game.zoneOf('sa')).toBe('battlefield');
  });

  it('destroyed, it still sees itself become unattached (looking back), and the creature is sacrificed', () => {
    const game = wargear().do({ type: 'destroy', cards: ['gw'] });
    expect(game.events('triggered')).toMatchObject([{ source: 'grafted-wargear', reason: 'lookBack' }]);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('gb')).toBe('graveyard');
  });

  it('if the creature dies, the Equipment stays on the battlefield, unattached (704.5n), and has nothing to sacrifice', () => {
    const game = wargear().do({ type: 'destroy', cards: ['gb'] }, { type: 'resolve' });
    expect(game.view.battlefield.find((p) => p.label === 'gw')).toMatchObject({ attachedTo: null });
    expect(game.zoneOf('sa')).toBe('battlefield');
  });
});
