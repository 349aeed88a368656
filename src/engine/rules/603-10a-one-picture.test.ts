import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

// CR 603.10a: when several permanents leave the battlefield at once, abilities look back at all of them as
// they were just before the event: one picture, taken before any of them moves.
describe('603.10a — simultaneous zone changes are looked back at in one picture', () => {
  const board = () =>
    new Game({
      cards: [
        // Living Lands is listed first, so it is the first to move.
        { card: 'living-lands', zone: 'battlefield', owner: 'bob', label: 'll' },
        { card: 'forest', zone: 'battlefield', owner: 'bob', label: 'f1' },
        { card: 'forest', zone: 'battlefield', owner: 'bob', label: 'f2' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'akromas-vengeance', zone: 'hand', owner: 'alice', label: 'av' },
      ],
    });

  it("CR 603.10a: Akroma's Vengeance destroys Living Lands and its Forest creatures together: the Forests die as creatures", () => {
    const game = board().do({ type: 'cast', player: 'alice', card: 'av' }, { type: 'resolve' });
    // Blood Artist dies too; the Forests were creatures in the picture taken before anything moved.
    const dead = game.events('dies').map((e) => e.label);
    expect(dead).toEqual(expect.arrayContaining(['f1', 'f2', 'ba']));
    expect(dead).not.toContain('ll'); // an enchantment doesn't die
    const seen = game.events('triggered').filter((e) => e.source === 'blood-artist').map((e) => e.label);
    expect(seen.sort()).toEqual(['ba', 'f1', 'f2']);
  });

  it('CR 603.10a: the same with a direct `destroy` of all three at once, Living Lands first', () => {
    const game = board().do({ type: 'destroy', cards: ['ll', 'f1', 'f2'] });
    expect(game.events('dies').map((e) => e.label)).toEqual(['f1', 'f2']);
    expect(game.events('triggered').map((e) => e.label)).toEqual(['f1', 'f2']);
  });

  it('CR 603.10a (negative): a Forest destroyed after Living Lands has left is no creature and does not die', () => {
    const game = board().do({ type: 'destroy', cards: ['ll'] }, { type: 'destroy', cards: ['f1'] });
    expect(game.events('dies')).toEqual([]);
    expect(game.events('triggered')).toEqual([]);
    expect(game.events('leftBattlefield').map((e) => e.label)).toEqual(['ll', 'f1']);
  });

  it('CR 603.10a: Armageddon with Living Lands: the Forests die with it still around, each seen by Blood Artist', () => {
    const game = new Game({
      cards: [
        { card: 'living-lands', zone: 'battlefield', owner: 'bob', label: 'll' },
        { card: 'forest', zone: 'battlefield', owner: 'bob', label: 'f1' },
        { card: 'plains', zone: 'battlefield', owner: 'bob', label: 'p1' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'armageddon', zone: 'hand', owner: 'alice', label: 'ar' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'ar' }, { type: 'resolve' });
    expect(game.events('dies').map((e) => e.label)).toEqual(['f1']);
    expect(game.events('triggered').map((e) => e.label)).toEqual(['f1']);
  });
});
