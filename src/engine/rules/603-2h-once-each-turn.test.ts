// CR 603.2h: "this ability triggers only once each turn"; CR 603.2c: "one or more" triggers once per event.
import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { createEngine, type CardDefinition, type SetupCard } from '..';
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

// A card made up for this test only (the real cards with this clause trigger on events the engine doesn't
// have yet, such as gaining life or scrying): "Whenever another creature enters the battlefield under your
// control, you may draw a card. Do this only once each turn."
const greeter: CardDefinition = {
  id: 'test-greeter',
  types: ['creature'],
  power: 1,
  toughness: 1,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', to: 'battlefield', object: { types: ['creature'], other: true, controller: 'you' } },
      optional: true,
      doOnlyOnceEachTurn: true,
      effects: [{ do: 'drawCards', player: 'you', count: 1 }],
    },
  ],
};
const withGreeter = createEngine({ ...cardPool, 'test-greeter': greeter });

function greeterBoard(...extra: SetupCard[]): Game {
  return new Game(
    { cards: [on('test-greeter', 'alice', 'tg'), ...extra, on('grizzly-bears', 'alice', 'gb1', 'hand'), on('grizzly-bears', 'alice', 'gb2', 'hand'), ...library('alice', 5)] },
    withGreeter,
  );
}

describe('603.2h — "Do this only once each turn": the ability triggers only if its controller hasn\'t done it yet this turn', () => {
  it('CR 603.2h: once alice has drawn with it, a second creature the same turn triggers nothing, and the log says why', () => {
    const game = greeterBoard();
    game.do({ type: 'cast', player: 'alice', card: 'gb1' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: true });
    expect(handSize(game, 'alice')).toBe(2);
    game.do({ type: 'cast', player: 'alice', card: 'gb2' }, { type: 'resolve' });
    expect(game.stackSources()).toEqual([]);
    expect(game.last.filter((e) => e.event === 'notTriggered')).toMatchObject([{ source: 'test-greeter', label: 'gb2', reason: 'alreadyDone', rule: '603.2h' }]);
  });

  it('CR 603.2h, 603.5: declining the "may" is not doing it: the next creature triggers it again', () => {
    const game = greeterBoard();
    game.do({ type: 'cast', player: 'alice', card: 'gb1' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: false });
    game.do({ type: 'cast', player: 'alice', card: 'gb2' }, { type: 'resolve' });
    expect(game.stackSources()).toEqual(['test-greeter']);
  });

  it('CR 603.2h: unlike "triggers only once each turn", two creatures entering together trigger it twice; once one has drawn, the other does nothing', () => {
    const game = greeterBoard();
    game.do({ type: 'move', cards: ['gb1', 'gb2'], to: 'battlefield' }, { type: 'auto' });
    expect(game.stackSources()).toEqual(['test-greeter', 'test-greeter']);
    game.do({ type: 'resolve' }, { type: 'choose', player: 'alice', answer: true }, { type: 'resolve' });
    expect(game.stackSources()).toEqual([]);
    expect(game.last.filter((e) => e.event === 'conditionFalse')).toMatchObject([{ source: 'test-greeter', reason: 'alreadyDone', rule: '603.2h' }]);
    expect(game.last.some((e) => e.event === 'drew')).toBe(false);
    expect(handSize(game, 'alice')).toBe(1);
  });

  it('CR 603.2h, 603.2d: Panharmonicon does make it trigger twice (nothing has been done yet); only the first instance draws', () => {
    const game = greeterBoard(on('panharmonicon', 'alice', 'pan'));
    game.do({ type: 'cast', player: 'alice', card: 'gb1' }, { type: 'resolve' }, { type: 'auto' });
    expect(game.stackSources()).toEqual(['test-greeter', 'test-greeter']);
    game.do({ type: 'resolve' }, { type: 'choose', player: 'alice', answer: true }, { type: 'resolve' });
    expect(handSize(game, 'alice')).toBe(2); // gb2 and one card drawn
  });

  it('CR 603.2h: the next turn it may be done again', () => {
    const game = greeterBoard();
    game.do({ type: 'cast', player: 'alice', card: 'gb1' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: true });
    game.do({ type: 'advance', to: 'upkeep' }, { type: 'move', card: 'gb2', to: 'battlefield' });
    expect(game.stackSources()).toEqual(['test-greeter']);
  });
});
