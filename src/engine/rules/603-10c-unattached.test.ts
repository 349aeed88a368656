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

  it('CR 603.10c: equip logs the Equipment attached before the "becomes unattached" trigger that move causes', () => {
    const game = wargear().do({ type: 'activate', player: 'alice', card: 'gw', ability: 0, targets: ['sa'] }, { type: 'resolve' });
    const events = game.last.map((e) => e.event);
    expect(events.indexOf('attached')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('attached')).toBeLessThan(events.indexOf('triggered'));
  });

  it('CR 701.3b: equipped again to the creature it is already attached to, it does nothing: no move logged, nothing triggers', () => {
    const game = wargear().do({ type: 'activate', player: 'alice', card: 'gw', ability: 0, targets: ['gb'] }, { type: 'resolve' });
    expect(game.events('attached')).toEqual([]);
    expect(game.events('triggered')).toEqual([]);
    expect(game.view.battlefield.find((p) => p.label === 'gb')).toMatchObject({ power: 5, toughness: 4 });
    expect(game.last.at(-1)).toMatchObject({ event: 'resolved', source: 'grafted-wargear' });
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

describe('702.6a — equip is activated only as a sorcery', () => {
  it('not with a spell on the stack, nor outside a main phase; in its controller\'s main phase with an empty stack it is', () => {
    const game = new Game({
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
        { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'sa' },
        { card: 'grafted-wargear', zone: 'battlefield', owner: 'alice', label: 'gw' },
        { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'bolt' },
        { card: 'plains', zone: 'library', owner: 'alice' },
        { card: 'plains', zone: 'library', owner: 'bob' },
      ],
    });
    const equip = { type: 'activate' as const, player: 'alice', card: 'gw', ability: 0, targets: ['gb'] };
    // In response to her own Lightning Bolt: the stack isn't empty.
    game.do({ type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'] });
    expect(game.reject(equip)).toBe('errors.activateSorcerySpeed');
    game.do({ type: 'resolve' });
    // Her beginning of combat step: not a main phase.
    game.do({ type: 'advance', to: 'beginCombat' });
    expect(game.state).toMatchObject({ step: 'beginCombat', priority: 'alice' });
    expect(game.reject(equip)).toBe('errors.activateSorcerySpeed');
    // Her second main phase, the stack empty: it works.
    game.do({ type: 'advance', to: 'main2' }, equip, { type: 'resolve' });
    expect(game.view.battlefield.find((p) => p.label === 'gb')).toMatchObject({ power: 5, toughness: 4 });
  });
});
