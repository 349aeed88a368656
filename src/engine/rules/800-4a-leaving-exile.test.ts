import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

// CR 800.4a: as a player leaves a multiplayer game, the effects that gave them control of objects end (613.1b: what
// they had taken goes back to the player who controlled it before); then what they still control — a permanent that
// entered under their control, with no control-changing effect — is exiled, a real zone change (603.10a, 704.5m).
// The rest of leaving the game: 800-4a-leaving-the-game.test.ts.

const three = ['alice', 'bob', 'carol'];
const four = ['alice', 'bob', 'carol', 'dave'];
const label = (game: Game, l: string) => Object.values(game.state.objects).find((o) => o.label === l);

describe('800.4a — what a leaving player still controls is exiled once the effects that gave them control have ended', () => {
  const exiledTo = (game: Game, owner: string) => game.state.zones[owner]!.exile.map((id) => game.state.objects[id]!.label);

  it("CR 800.4a: bob's Grizzly Bears returned by alice's Fool's Demise entered under her control: when she concedes it is exiled, not handed to bob", () => {
    const game = new Game({
      players: three,
      freeMana: true,
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
        { card: 'fools-demise', zone: 'battlefield', owner: 'alice', label: 'fd', attachedTo: 'gb' },
      ],
    }).do({ type: 'destroy', cards: ['gb'] }, { type: 'auto' }, { type: 'resolve' }, { type: 'resolve' });
    expect(label(game, 'gb')).toMatchObject({ zone: 'battlefield', owner: 'bob', controller: 'alice' });
    game.do({ type: 'lose', player: 'alice' });
    expect(game.zoneOf('gb')).toBe('exile');
    expect(exiledTo(game, 'bob')).toEqual(['gb']);
    expect(game.view.battlefield).toEqual([]);
    expect(game.last.filter((e) => e.event === 'leftBattlefield')).toMatchObject([
      { card: 'grizzly-bears', label: 'gb', player: 'alice', to: 'exile', reason: 'controllerLeft', rule: '800.4a' },
    ]);
    expect(game.events('dies')).toHaveLength(1); // only its first death, not this exile
  });

  it("CR 800.4a: bob's card put onto the battlefield under alice's control by `move` is exiled when she leaves", () => {
    const game = new Game({ players: three, cards: [{ card: 'grizzly-bears', zone: 'graveyard', owner: 'bob', label: 'gb' }] });
    game.do({ type: 'move', card: 'gb', to: 'battlefield', controller: 'alice' }, { type: 'lose', player: 'alice' });
    expect(game.zoneOf('gb')).toBe('exile');
    expect(exiledTo(game, 'bob')).toEqual(['gb']);
    expect(game.events('playerLeft')).toMatchObject([{ player: 'alice', count: 0, rule: '800.4a' }]);
  });

  it("CR 800.4a, 613.1b: a stolen creature goes back to the player who controlled it before, not exiled: carol took bob's Bears from alice, who took it from bob", () => {
    const game = new Game({ players: four, cards: [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' }] });
    game.do({ type: 'control', card: 'gb', player: 'alice' }, { type: 'control', card: 'gb', player: 'carol' });
    // carol's effect ends: alice's still applies.
    game.do({ type: 'lose', player: 'carol' });
    expect(label(game, 'gb')).toMatchObject({ zone: 'battlefield', controller: 'alice' });
    // alice's ends too: back to bob.
    game.do({ type: 'lose', player: 'alice' });
    expect(label(game, 'gb')).toMatchObject({ zone: 'battlefield', controller: 'bob' });
    expect(game.events('leftBattlefield')).toEqual([]);
  });

  it('CR 800.4a, 302.6: a creature given back when its thief leaves is new to its controller: it can\'t attack until their next turn', () => {
    const game = new Game({
      players: three,
      cards: [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' }, ...['alice', 'bob', 'carol'].map((owner) => ({ card: 'plains', zone: 'library' as const, owner }))],
    });
    // Alice takes it on her turn; on Bob's next turn she leaves, and it goes back to him.
    game.do({ type: 'control', card: 'gb', player: 'alice' }, { type: 'advance', to: 'upkeep' });
    expect(game.state.active).toBe('bob');
    game.do({ type: 'lose', player: 'alice' }, { type: 'advance', to: 'main1' });
    expect(label(game, 'gb')).toMatchObject({ zone: 'battlefield', controller: 'bob' });
    expect(game.reject({ type: 'attack', attackers: [{ card: 'gb', target: 'carol' }] })).toBe('errors.summoningSick');
  });

  it("CR 800.4a, 613.1b: only the leaving player's control effects end; what would go back to a player who has left is exiled", () => {
    const game = new Game({
      players: four,
      cards: [
        { card: 'grizzly-bears', zone: 'graveyard', owner: 'bob', label: 'g1' },
        { card: 'grizzly-bears', zone: 'graveyard', owner: 'bob', label: 'g2' },
      ],
    });
    // Both enter under alice's control; carol takes both, then dave takes the first.
    game.do(
      { type: 'move', cards: ['g1', 'g2'], to: 'battlefield', controller: 'alice' },
      { type: 'control', card: 'g1', player: 'carol' },
      { type: 'control', card: 'g2', player: 'carol' },
      { type: 'control', card: 'g1', player: 'dave' },
    );
    // alice doesn't control them when she leaves: they stay where they are.
    game.do({ type: 'lose', player: 'alice' });
    expect(label(game, 'g1')).toMatchObject({ zone: 'battlefield', controller: 'dave' });
    expect(label(game, 'g2')).toMatchObject({ zone: 'battlefield', controller: 'carol' });
    // carol's effects end: dave's, more recent, still gives him the first; the second would go back to alice, who left.
    game.do({ type: 'lose', player: 'carol' });
    expect(label(game, 'g1')).toMatchObject({ zone: 'battlefield', controller: 'dave' });
    expect(game.zoneOf('g2')).toBe('exile');
    expect(game.state.winner).toBeNull();
  });

  it("CR 800.4a, 603.10a: the exile is a real zone change: the exiled Ertai's Familiar triggers, looking back, but that ability is alice's and ceases to exist", () => {
    const game = new Game({
      players: three,
      cards: [
        { card: 'ertais-familiar', zone: 'graveyard', owner: 'bob', label: 'ef' },
        { card: 'plains', zone: 'library', owner: 'bob' },
      ],
    }).do({ type: 'move', card: 'ef', to: 'battlefield', controller: 'alice' }, { type: 'lose', player: 'alice' });
    expect(game.zoneOf('ef')).toBe('exile');
    expect(game.events('triggered')).toMatchObject([{ source: 'ertais-familiar', player: 'alice', rule: '603.10a' }]);
    expect(game.events('triggerRemoved')).toMatchObject([{ source: 'ertais-familiar', reason: 'controllerLeft', rule: '800.4a' }]);
    expect(game.state.pendingTriggers).toEqual([]);
    expect(game.view.stack).toEqual([]);
  });

  it("CR 800.4a, 704.5m: carol's Fool's Demise on the exiled creature is put into her graveyard by state-based actions", () => {
    const game = new Game({
      players: three,
      cards: [
        { card: 'grizzly-bears', zone: 'graveyard', owner: 'bob', label: 'gb' },
        { card: 'fools-demise', zone: 'hand', owner: 'carol', label: 'fd' },
      ],
    }).do({ type: 'move', card: 'gb', to: 'battlefield', controller: 'alice' }, { type: 'move', card: 'fd', to: 'battlefield', controller: 'carol', attachTo: 'gb' });
    expect(label(game, 'fd')).toMatchObject({ zone: 'battlefield', attachedTo: label(game, 'gb')!.id });
    game.do({ type: 'lose', player: 'alice' });
    expect(game.zoneOf('gb')).toBe('exile');
    expect(game.zoneOf('fd')).toBe('graveyard');
    expect(game.events('stateBasedAction')).toMatchObject([{ card: 'fools-demise', rule: '704.5m' }]);
  });
});

describe('800.4a, 702.26b — a phased-out permanent the leaving player still controls', () => {
  it("CR 800.4a, 702.26b: bob's Ertai's Familiar, phased out under alice's control, is exiled silently when she leaves", () => {
    const game = new Game({
      players: three,
      cards: [
        { card: 'ertais-familiar', zone: 'graveyard', owner: 'bob', label: 'ef' },
        { card: 'plains', zone: 'library', owner: 'alice' },
      ],
    }).do({ type: 'move', card: 'ef', to: 'battlefield', controller: 'alice' }, { type: 'phase', cards: ['ef'] });
    game.do({ type: 'auto' }, { type: 'resolve' }); // its "phases out" trigger mills alice
    game.do({ type: 'lose', player: 'alice' });
    expect(game.zoneOf('ef')).toBe('exile');
    expect(game.state.phasedOut).toEqual([]);
    expect(game.last.filter((e) => e.event === 'triggered')).toEqual([]);
    expect(game.last.filter((e) => e.event === 'leftBattlefield')).toMatchObject([{ label: 'ef', to: 'exile', reason: 'controllerLeft', rule: '800.4a' }]);
  });
});
