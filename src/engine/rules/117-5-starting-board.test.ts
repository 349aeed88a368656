import { describe, expect, it } from 'vitest';
import { Game, engine } from '../../test/harness';

// The starting board of a game set up by a scenario is settled before anyone gets priority, as at any
// other moment a player would receive it (CR 117.5): state-based actions, then triggers.
describe('117.5 — the starting board is settled before the first action', () => {
  it('704.5a: a player set up at 0 life loses at once; one at -5 too; at 1 the game goes on', () => {
    for (const life of [0, -5]) {
      const game = new Game({ life: { bob: life }, cards: [] });
      expect(game.events('playerLost')).toMatchObject([{ player: 'bob', rule: '704.5a' }]);
      expect(game.state.winner).toBe('alice');
      expect(game.state.priority).toBeNull();
    }
    const alive = new Game({ life: { bob: 1 }, cards: [] });
    expect(alive.state.winner).toBeNull();
    expect(alive.state.priority).toBe('alice');
  });

  it('704.5g: a creature set up with lethal damage dies before the first action, and its death triggers go on the stack', () => {
    const game = new Game({
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb', damage: 2 },
      ],
    });
    expect(game.events('stateBasedAction')).toMatchObject([{ label: 'gb', reason: 'lethalDamage', rule: '704.5g' }]);
    expect(game.zoneOf('gb')).toBe('graveyard');
    // Blood Artist's trigger needs a target player: the choice is pending before anyone has priority.
    expect(game.state.pending).toMatchObject({ kind: 'target', player: 'alice' });
    expect(game.reject({ type: 'pass' })).toBe('errors.choicePending');
    game.do({ type: 'choose', player: 'alice', answer: 'bob' });
    expect(game.stackSources()).toEqual(['blood-artist']);
  });

  it('704.5g: damage short of lethal stays marked until the cleanup step, and counts toward later damage', () => {
    const game = new Game({
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb', damage: 1 },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb2', damage: 1 },
      ],
    });
    expect(game.zoneOf('gb')).toBe('battlefield');
    expect(game.state.objects[game.view.battlefield[0]!.id]!.damage).toBe(1);
    game.do({ type: 'damage', source: 'gb2', target: 'gb', amount: 1 });
    expect(game.zoneOf('gb')).toBe('graveyard');
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.zoneOf('gb2')).toBe('battlefield');
    expect(game.state.objects[game.view.battlefield[0]!.id]!.damage).toBe(0); // CR 514.2
  });

  it('704.5f: a creature set up with 0 toughness dies at once', () => {
    const game = new Game({ cards: [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb', counters: { '-1/-1': 2 } }] });
    expect(game.events('stateBasedAction')).toMatchObject([{ label: 'gb', rule: '704.5f' }]);
    expect(game.zoneOf('gb')).toBe('graveyard');
  });

  it('704.5j: two legendary permanents with the same name: the legend rule is asked before anyone has priority', () => {
    const game = new Game({
      cards: [
        { card: 'isamaru-hound-of-konda', zone: 'battlefield', owner: 'alice', label: 'i1' },
        { card: 'isamaru-hound-of-konda', zone: 'battlefield', owner: 'alice', label: 'i2' },
      ],
    });
    expect(game.state.pending).toMatchObject({ kind: 'legend', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: 'i1' });
    expect(game.zoneOf('i2')).toBe('graveyard');
    expect(game.state.priority).toBe('alice');
  });

  it('603.3b: several triggers caused by the starting board wait for their order', () => {
    const game = new Game({
      life: { bob: 20 },
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba1' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba2' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb', damage: 5 },
      ],
    });
    expect(game.state.pending).toMatchObject({ kind: 'order', player: 'alice' });
    game.do({ type: 'auto' });
    expect(game.stackSources()).toEqual(['blood-artist', 'blood-artist']);
    expect(game.state.priority).toBe('alice');
  });

  it('a legal starting board is left as it is: nothing is logged after the game starts', () => {
    const started = engine.start({ players: ['alice', 'bob'], cards: [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice' }] });
    if (!started.ok) throw new Error(started.error);
    expect(started.log).toEqual([{ event: 'gameStarted', turn: 1, player: 'alice', step: 'main1', rule: '103.1' }]);
    expect(started.state.priority).toBe('alice');
  });
});
