import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

const on = (card: string, owner: string, label: string, extra: object = {}) => ({ card, zone: 'battlefield' as const, owner, label, ...extra });
const libraries = [
  { card: 'plains', zone: 'library' as const, owner: 'alice' },
  { card: 'plains', zone: 'library' as const, owner: 'bob' },
];
const permanent = (game: Game, label: string) => game.view.battlefield.find((p) => p.label === label);

describe('506.4 — a permanent removed from combat stops attacking or blocking', () => {
  it('506.4: an attacker whose controller changes is removed from combat and deals no combat damage', () => {
    const game = new Game({ cards: [on('grizzly-bears', 'alice', 'gb'), ...libraries] }).do({ type: 'attack', attackers: [{ card: 'gb', target: 'bob' }] });
    expect(permanent(game, 'gb')).toMatchObject({ attacking: 'bob' });
    game.do({ type: 'control', card: 'gb', player: 'bob' });
    expect(game.last).toContainEqual(expect.objectContaining({ event: 'removedFromCombat', label: 'gb', reason: 'controlChanged', rule: '506.4' }));
    expect(permanent(game, 'gb')?.attacking).toBeUndefined();
    game.do({ type: 'advance', to: 'main2' });
    expect(game.life('bob')).toBe(20);
    expect(game.events('combatDamage')).toHaveLength(0);
  });

  it('506.4: an attacker that phases out is removed from combat, and phasing back in doesn\'t put it back', () => {
    const game = new Game({ cards: [on('grizzly-bears', 'alice', 'gb'), ...libraries] }).do(
      { type: 'attack', attackers: [{ card: 'gb', target: 'bob' }] },
      { type: 'phase', cards: ['gb'] },
    );
    expect(game.last).toContainEqual(expect.objectContaining({ event: 'removedFromCombat', label: 'gb', reason: 'phasedOut' }));
    game.do({ type: 'phase', cards: ['gb'] });
    expect(permanent(game, 'gb')?.attacking).toBeUndefined();
    game.do({ type: 'advance', to: 'main2' });
    expect(game.life('bob')).toBe(20);
  });

  it('506.4, 509.1h: an attacker whose only blocker is removed from combat stays blocked and deals no damage', () => {
    const game = new Game({ cards: [on('grizzly-bears', 'alice', 'a'), on('grizzly-bears', 'bob', 'b'), ...libraries] }).do(
      { type: 'attack', attackers: [{ card: 'a', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'b', blocks: 'a' }] },
      { type: 'control', card: 'b', player: 'alice' },
    );
    expect(permanent(game, 'a')).toMatchObject({ attacking: 'bob', blocked: true });
    expect(permanent(game, 'b')?.blocking).toBeUndefined();
    game.do({ type: 'advance', to: 'main2' });
    expect(game.life('bob')).toBe(20);
    // Neither creature was dealt damage: the removed blocker deals none either.
    expect(game.events('damageDealt')).toHaveLength(0);
  });

  it('506.4, 702.19d: with trample, an attacker whose blocker was removed from combat deals all its damage to the player', () => {
    const game = new Game({ cards: [on('craw-giant', 'alice', 'cg'), on('grizzly-bears', 'bob', 'b'), ...libraries] }).do(
      { type: 'attack', attackers: [{ card: 'cg', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'b', blocks: 'cg' }] },
    );
    game.do({ type: 'auto' });
    while (game.view.stack.length > 0) game.do({ type: 'resolve' });
    game.do({ type: 'phase', cards: ['b'] }, { type: 'advance', to: 'main2' });
    expect(game.life('bob')).toBe(14);
  });

  it('506.4: a blocker that phases out deals no combat damage to the attacker it blocked', () => {
    const game = new Game({ cards: [on('grizzly-bears', 'alice', 'a'), on('craw-giant', 'bob', 'cg'), ...libraries] }).do(
      { type: 'attack', attackers: [{ card: 'a', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'cg', blocks: 'a' }] },
      { type: 'phase', cards: ['cg'] },
      { type: 'phase', cards: ['cg'] },
      { type: 'advance', to: 'main2' },
    );
    expect(game.zoneOf('a')).toBe('battlefield');
    expect(game.zoneOf('cg')).toBe('battlefield');
    expect(game.life('bob')).toBe(20);
  });

  it('506.4: an attacking land that stops being a creature is removed from combat, and stays out if it becomes one again', () => {
    const game = new Game({ cards: [on('living-lands', 'alice', 'll'), on('forest', 'alice', 'f'), ...libraries] }).do({
      type: 'attack',
      attackers: [{ card: 'f', target: 'bob' }],
    });
    game.do({ type: 'bounce', cards: ['ll'] });
    expect(game.last).toContainEqual(expect.objectContaining({ event: 'removedFromCombat', label: 'f', reason: 'notCreature', rule: '506.4' }));
    game.do({ type: 'move', card: 'll', to: 'battlefield' });
    expect(permanent(game, 'f')).toMatchObject({ types: ['land', 'creature'] });
    expect(permanent(game, 'f')?.attacking).toBeUndefined();
    game.do({ type: 'advance', to: 'main2' });
    expect(game.life('bob')).toBe(20);
  });

  it('506.4: a creature still in combat deals its damage as usual (tapping or untapping it changes nothing)', () => {
    const game = new Game({ cards: [on('grizzly-bears', 'alice', 'gb'), ...libraries] }).do(
      { type: 'attack', attackers: [{ card: 'gb', target: 'bob' }] },
      { type: 'untap', cards: ['gb'] },
      { type: 'advance', to: 'main2' },
    );
    expect(game.life('bob')).toBe(18);
    expect(game.events('removedFromCombat')).toHaveLength(0);
  });
});
