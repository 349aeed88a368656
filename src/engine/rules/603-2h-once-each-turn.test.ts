// CR 603.2h: "this ability triggers only once each turn"; CR 603.2c: "one or more" triggers once per event.
import { describe, expect, it } from 'vitest';
import type { SetupCard } from '..';
import { Game } from '../../test/harness';

const on = (card: string, owner: string, label: string, zone: SetupCard['zone'] = 'battlefield'): SetupCard => ({ card, zone, owner, label });
const library = (owner: string, n: number): SetupCard[] => Array.from({ length: n }, () => ({ card: 'plains', zone: 'library' as const, owner }));
const handSize = (game: Game, player: string) => game.state.zones[player]!.hand.length;

/** Alice's Welcoming Vampire, creatures in her hand, and a library to draw from. */
function board(...extra: SetupCard[]): Game {
  return new Game({ cards: [on('welcoming-vampire', 'alice', 'wv'), ...extra, ...library('alice', 5), ...library('bob', 5)] });
}

describe('603.2h — Welcoming Vampire: "this ability triggers only once each turn"', () => {
  it('CR 603.2h: the first creature with power 2 or less draws a card; a second one the same turn triggers nothing, and the log says why', () => {
    const game = board(on('grizzly-bears', 'alice', 'gb1', 'hand'), on('grizzly-bears', 'alice', 'gb2', 'hand'));
    game.do({ type: 'cast', player: 'alice', card: 'gb1' }, { type: 'resolve' });
    expect(game.stackSources()).toEqual(['welcoming-vampire']);
    game.do({ type: 'resolve' });
    expect(handSize(game, 'alice')).toBe(2); // gb2 and the card drawn
    game.do({ type: 'cast', player: 'alice', card: 'gb2' }, { type: 'resolve' });
    expect(game.stackSources()).toEqual([]);
    expect(game.last.filter((e) => e.event === 'notTriggered')).toMatchObject([
      { source: 'welcoming-vampire', card: 'grizzly-bears', label: 'gb2', reason: 'onceEachTurn', rule: '603.2h' },
    ]);
    expect(handSize(game, 'alice')).toBe(1);
  });

  it('CR 603.2h: the next turn it triggers again', () => {
    const game = board(on('grizzly-bears', 'alice', 'gb1', 'hand'), on('grizzly-bears', 'alice', 'gb2', 'hand'));
    game.do({ type: 'cast', player: 'alice', card: 'gb1' }, { type: 'resolve' }, { type: 'resolve' });
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.state.active).toBe('bob');
    game.do({ type: 'move', card: 'gb2', to: 'battlefield' });
    expect(game.stackSources()).toEqual(['welcoming-vampire']);
  });

  it('CR 603.2h: a creature with power 3, or an opponent\'s creature, does not trigger it and does not use up its turn', () => {
    const game = board(on('felidar-sovereign', 'alice', 'fs', 'hand'), on('grizzly-bears', 'bob', 'bgb', 'hand'), on('grizzly-bears', 'alice', 'gb', 'hand'));
    game.do({ type: 'move', card: 'fs', to: 'battlefield' }, { type: 'move', card: 'bgb', to: 'battlefield' });
    expect(game.stackSources()).toEqual([]);
    expect(game.events('notTriggered')).toHaveLength(0);
    game.do({ type: 'move', card: 'gb', to: 'battlefield' });
    expect(game.stackSources()).toEqual(['welcoming-vampire']);
  });

  it('CR 603.2c: "one or more" — two creatures entering together make it trigger once, not twice', () => {
    const game = board(on('grizzly-bears', 'alice', 'gb1', 'hand'), on('souls-attendant', 'alice', 'sa', 'hand'));
    game.do({ type: 'move', cards: ['gb1', 'sa'], to: 'battlefield' }, { type: 'auto' });
    expect(game.stackSources().filter((s) => s === 'welcoming-vampire')).toHaveLength(1);
    expect(game.events('triggered')).toHaveLength(2); // the Vampire once, Soul's Attendant once for the Bears
    expect(game.events('notTriggered')).toHaveLength(0); // one event, not a second triggering refused
  });

  it('CR 603.2h, 400.7: the Vampire that left and came back is a new object, whose ability may trigger again this turn', () => {
    const game = board(on('grizzly-bears', 'alice', 'gb1', 'hand'), on('grizzly-bears', 'alice', 'gb2', 'hand'));
    game.do({ type: 'cast', player: 'alice', card: 'gb1' }, { type: 'resolve' }, { type: 'resolve' });
    game.do({ type: 'bounce', cards: ['wv'] }, { type: 'cast', player: 'alice', card: 'wv' }, { type: 'resolve' });
    expect(game.stackSources()).toEqual([]); // "other" creatures: its own arrival doesn't count
    game.do({ type: 'cast', player: 'alice', card: 'gb2' }, { type: 'resolve' });
    expect(game.stackSources()).toEqual(['welcoming-vampire']);
  });

  it('CR 603.2h: two Welcoming Vampires are two abilities, each triggering once', () => {
    const game = board(on('welcoming-vampire', 'alice', 'wv2'), on('grizzly-bears', 'alice', 'gb1', 'hand'), on('grizzly-bears', 'alice', 'gb2', 'hand'));
    game.do({ type: 'cast', player: 'alice', card: 'gb1' }, { type: 'resolve' }, { type: 'auto' });
    expect(game.stackSources()).toEqual(['welcoming-vampire', 'welcoming-vampire']);
    game.do({ type: 'resolve' }, { type: 'resolve' }, { type: 'cast', player: 'alice', card: 'gb2' }, { type: 'resolve' });
    expect(game.stackSources()).toEqual([]);
    expect(game.last.filter((e) => e.reason === 'onceEachTurn')).toHaveLength(2);
  });

  it('CR 603.2h, 603.2d: Panharmonicon cannot make it trigger a second time: the additional time is refused, and the log says why', () => {
    const game = board(on('panharmonicon', 'alice', 'pan'), on('grizzly-bears', 'alice', 'gb', 'hand'));
    game.do({ type: 'cast', player: 'alice', card: 'gb' }, { type: 'resolve' });
    expect(game.stackSources()).toEqual(['welcoming-vampire']);
    expect(game.last.filter((e) => e.event === 'notTriggered')).toMatchObject([{ source: 'welcoming-vampire', reason: 'onceEachTurnAdditional', rule: '603.2h' }]);
  });
});
