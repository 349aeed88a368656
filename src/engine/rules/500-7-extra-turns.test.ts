import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { createEngine, type Action, type CardDefinition, type SetupCard } from '..';
import { Game } from '../../test/harness';

// An instant made up for this test: "Target player takes an extra turn after this one." No card of the pool gives
// an extra turn to someone other than the player whose turn it is, which is where the normal order matters.
const gift: CardDefinition = {
  id: 'test-extra-turn',
  cost: '{0}',
  types: ['instant'],
  spell: { targets: [{ kind: 'player' }], effects: [{ do: 'extraTurn', player: { target: 0 } }] },
};
const engine = createEngine({ ...cardPool, 'test-extra-turn': gift });

const players = ['alice', 'bob', 'carol'];
const libraries: SetupCard[] = players.flatMap((owner) => Array.from({ length: 6 }, () => ({ card: 'island', zone: 'library' as const, owner })));
const gifts = (...labels: string[]): SetupCard[] => labels.map((label) => ({ card: 'test-extra-turn', zone: 'hand' as const, owner: 'alice', label }));
// Alice casts it, and all three players pass: it resolves.
const give = (card: string, to: string): Action[] => [{ type: 'cast', player: 'alice', card, targets: [to] }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }];
const nextTurn: Action = { type: 'advance', to: 'upkeep' };
const turns = (game: Game) => game.events('turnBegan').map((e) => [e.turn, e.player]);

describe('500.7 — extra turns', () => {
  it('500.7: an extra turn given to a player other than the active one is followed by the turn that came next in the normal order', () => {
    const game = new Game({ players, cards: [...gifts('g'), ...libraries] }, engine).do(...give('g', 'carol'));
    expect(game.events('extraTurnAdded')).toMatchObject([{ player: 'carol', rule: '500.7' }]);
    game.do(nextTurn, nextTurn, nextTurn, nextTurn);
    // Alice's turn, Carol's extra turn, then Bob's, Carol's and Alice's as if nothing had happened.
    expect(turns(game)).toEqual([[2, 'carol'], [3, 'bob'], [4, 'carol'], [5, 'alice']]);
    expect(game.state.normalTurnOf).toBeUndefined();
  });

  it('500.7: two extra turns, the most recently created taken first; then the normal order resumes after the active player', () => {
    const game = new Game({ players, cards: [...gifts('g1', 'g2'), ...libraries] }, engine).do(...give('g1', 'bob'), ...give('g2', 'carol'));
    game.do(nextTurn, nextTurn, nextTurn, nextTurn);
    expect(turns(game)).toEqual([[2, 'carol'], [3, 'bob'], [4, 'bob'], [5, 'carol']]);
  });

  it('500.7: an extra turn for the active player is theirs again, and the turn after it the next player\'s', () => {
    const game = new Game({ players, cards: [...gifts('g'), ...libraries] }, engine).do(...give('g', 'alice'), nextTurn, nextTurn);
    expect(turns(game)).toEqual([[2, 'alice'], [3, 'bob']]);
  });

  it('500.7, 800.4j: the normal order skips a player who left the game during the extra turn', () => {
    const game = new Game({ players, cards: [...gifts('g'), ...libraries] }, engine).do(...give('g', 'carol'), nextTurn);
    expect(game.state.active).toBe('carol');
    game.do({ type: 'lose', player: 'bob' }, nextTurn);
    expect(turns(game)).toEqual([[2, 'carol'], [3, 'carol']]);
  });
});
