// CR 603.11 and 607: Primitive Etchings, whose static ability (it reveals each turn's first draw) is linked to
// a triggered ability (a creature card revealed "this way" draws another card).
//
// Two Etchings: each has its own static ability, and each static ability reveals the first card drawn
// (each instruction is carried out: the card is revealed twice, once by each). "This way" in the
// triggered ability refers only to the linked static ability of the same object (607.2h: the ability
// refers only to what its linked ability did). So each Etchings' triggered ability sees exactly one reveal —
// its own — and triggers once: two triggers, two extra cards. Not one (each reveal is its own event) and
// not four (neither sees the other's reveal: a card revealed by something else doesn't count).
import { describe, expect, it } from 'vitest';
import { Game, type Board } from '../../test/harness';

const board = (extra: Board['cards'] = []) =>
  new Game({
    step: 'upkeep',
    cards: [
      { card: 'primitive-etchings', zone: 'battlefield', owner: 'alice', label: 'pe' },
      { card: 'grizzly-bears', zone: 'library', owner: 'alice', label: 'top' },
      { card: 'souls-attendant', zone: 'library', owner: 'alice', label: 'second' },
      { card: 'forest', zone: 'library', owner: 'alice', label: 'third' },
      { card: 'plains', zone: 'library', owner: 'alice', label: 'fourth' },
      { card: 'grizzly-bears', zone: 'library', owner: 'bob', label: 'theirs' },
      ...extra,
    ],
  });

describe('603.11, 607.2h — a static ability linked to a triggered ability: Primitive Etchings', () => {
  it('the first card alice draws this turn is revealed (the log says so, with the rule); a creature card makes it trigger', () => {
    const game = board().do({ type: 'advance', to: 'draw' });
    expect(game.events('revealed')).toMatchObject([{ card: 'grizzly-bears', label: 'top', player: 'alice', source: 'primitive-etchings', rule: '603.11' }]);
    expect(game.events('triggered')).toMatchObject([{ source: 'primitive-etchings', label: 'top', rule: '607.2h' }]);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('second')).toBe('hand');
  });

  it('the second card drawn this turn is not revealed, even a creature card: no second trigger', () => {
    const game = board().do({ type: 'advance', to: 'draw' }, { type: 'resolve' });
    // Soul's Attendant, a creature card, was the second card drawn: not revealed, nothing triggers.
    expect(game.events('revealed')).toHaveLength(1);
    expect(game.events('triggered')).toHaveLength(1);
    expect(game.zoneOf('third')).toBe('library');
  });

  it('a land revealed this way doesn\'t make it trigger', () => {
    const game = board().do({ type: 'move', card: 'top', to: 'graveyard' }, { type: 'move', card: 'second', to: 'graveyard' }, { type: 'advance', to: 'draw' });
    expect(game.events('revealed')).toMatchObject([{ label: 'third' }]);
    expect(game.events('triggered')).toHaveLength(0);
  });

  it('two Etchings: each reveals the first card, and each triggers once, on its own reveal only (two triggers, not four)', () => {
    const game = board([{ card: 'primitive-etchings', zone: 'battlefield', owner: 'alice', label: 'pe2' }]).do({ type: 'advance', to: 'draw' });
    expect(game.events('revealed').map((e) => e.sourceLabel)).toEqual(['pe', 'pe2']);
    const triggered = game.events('triggered');
    expect(triggered.map((e) => e.sourceLabel).sort()).toEqual(['pe', 'pe2']);
    game.do({ type: 'auto' }, { type: 'resolve' }, { type: 'resolve' });
    expect(game.view.hand.alice!.map((c) => c.label)).toEqual(['top', 'second', 'third']);
    expect(game.events('revealed')).toHaveLength(2);
  });

  it('"you draw": bob\'s first draw is not revealed by alice\'s Etchings', () => {
    const game = board().do({ type: 'draw', player: 'bob', count: 1 });
    expect(game.events('revealed')).toHaveLength(0);
    expect(game.events('triggered')).toHaveLength(0);
  });

  it('an Etchings that arrives after alice\'s first draw of the turn reveals nothing until the next turn', () => {
    const game = new Game({
      cards: [
        { card: 'primitive-etchings', zone: 'hand', owner: 'alice', label: 'pe' },
        { card: 'forest', zone: 'library', owner: 'alice' },
        { card: 'grizzly-bears', zone: 'library', owner: 'alice', label: 'gb' },
      ],
    }).do({ type: 'draw', player: 'alice', count: 1 }, { type: 'move', card: 'pe', to: 'battlefield' }, { type: 'draw', player: 'alice', count: 1 });
    expect(game.zoneOf('gb')).toBe('hand');
    expect(game.events('revealed')).toHaveLength(0);
  });
});
