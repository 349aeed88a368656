import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';
import { keywords } from '../characteristics/characteristics';
import { createCtx } from '../state/context';
import { cardPool } from '../../cards';

const on = (card: string, owner: string, label: string, extra: object = {}) => ({ card, zone: 'battlefield' as const, owner, label, ...extra });
const keywordsOf = (game: Game, label: string) => {
  const obj = Object.values(game.state.objects).find((o) => o.label === label && o.zone === 'battlefield')!;
  return [...keywords(createCtx(cardPool, game.state), obj)].sort();
};

describe("613.1f, 613.7 — layer 6: Teysa Karlov's creature tokens have vigilance and lifelink", () => {
  it('her creature tokens have them; her other creatures and an opponent\'s tokens do not', () => {
    const game = new Game({
      cards: [on('teysa-karlov', 'alice', 'teysa'), on('soldier-token', 'alice', 'mine'), on('grizzly-bears', 'alice', 'gb'), on('soldier-token', 'bob', 'theirs')],
    });
    expect(keywordsOf(game, 'mine')).toEqual(['lifelink', 'vigilance']);
    expect(keywordsOf(game, 'gb')).toEqual([]);
    expect(keywordsOf(game, 'theirs')).toEqual([]);
    // The token attacks without becoming tapped (702.20b), and its combat damage gains Alice life (702.15b).
    game.do({ type: 'attack', attackers: [{ card: 'mine', target: 'bob' }] });
    expect(game.view.battlefield.find((p) => p.label === 'mine')?.tapped).toBe(false);
    game.do({ type: 'advance', to: 'combatDamage' });
    expect(game.life('bob')).toBe(19);
    expect(game.life('alice')).toBe(21);
  });

  it('613.8: under Humility Teysa has no abilities, so her tokens get nothing, whatever arrived first', () => {
    const game = new Game({ cards: [on('teysa-karlov', 'alice', 'teysa'), on('humility', 'bob', 'h'), on('soldier-token', 'alice', 'mine')] });
    expect(keywordsOf(game, 'mine')).toEqual([]);
  });
});

describe("702.12b — indestructible: Erebos's Titan, as long as its controller's opponents control no creatures", () => {
  const titan = (bobHas: ReturnType<typeof on>[] = []) =>
    new Game({ cards: [on('ereboss-titan', 'alice', 'titan'), on('wrath-of-god', 'alice', 'w', { zone: 'hand' }), ...bobHas] });

  it('with no opposing creature, Wrath of God does not destroy it (the log says why), nor does lethal damage', () => {
    const game = titan();
    expect(keywordsOf(game, 'titan')).toEqual(['indestructible']);
    game.do({ type: 'cast', player: 'alice', card: 'w' }, { type: 'resolve' });
    expect(game.zoneOf('titan')).toBe('battlefield');
    expect(game.events('notDestroyed')).toMatchObject([{ label: 'titan', reason: 'indestructible', rule: '702.12b' }]);
    game.do({ type: 'damage', source: 'titan', target: 'titan', amount: 7 });
    expect(game.zoneOf('titan')).toBe('battlefield');
  });

  it('with a creature on the other side, it has no indestructible and is destroyed with the rest', () => {
    const game = titan([on('grizzly-bears', 'bob', 'gb')]);
    expect(keywordsOf(game, 'titan')).toEqual([]);
    game.do({ type: 'cast', player: 'alice', card: 'w' }, { type: 'resolve' });
    expect(game.zoneOf('titan')).toBe('graveyard');
    expect(game.zoneOf('gb')).toBe('graveyard');
  });

  it('a creature of its own controller does not matter: only opponents\' creatures', () => {
    expect(keywordsOf(titan([on('grizzly-bears', 'alice', 'mine')]), 'titan')).toEqual(['indestructible']);
  });
});

describe('613.7 — layer 6 in timestamp order: Humility and "that creature gains haste"', () => {
  const board = (humility: 'battlefield' | 'hand') =>
    new Game({
      cards: [
        on('sneak-attack', 'alice', 'sa'),
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
        { card: 'humility', zone: humility, owner: 'alice', label: 'h' },
        { card: 'plains', zone: 'library', owner: 'alice' },
        { card: 'plains', zone: 'library', owner: 'bob' },
      ],
    }).do({ type: 'activate', player: 'alice', card: 'sa', ability: 0 }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'gb' });

  it('haste gained after Humility arrived applies after it: the Bears, a 1/1, attack at once', () => {
    const game = board('battlefield');
    expect(keywordsOf(game, 'gb')).toEqual(['haste']);
    expect(game.view.battlefield.find((p) => p.label === 'gb')).toMatchObject({ power: 1, toughness: 1 });
    game.do({ type: 'attack', attackers: [{ card: 'gb', target: 'bob' }] });
    expect(game.state.combat?.attackers).toHaveLength(1);
  });

  it('Humility arriving after the haste was gained takes it away: the Bears can no longer attack this turn', () => {
    const game = board('hand');
    expect(keywordsOf(game, 'gb')).toEqual(['haste']);
    game.do({ type: 'cast', player: 'alice', card: 'h' }, { type: 'resolve' });
    expect(keywordsOf(game, 'gb')).toEqual([]);
    expect(game.reject({ type: 'attack', attackers: [{ card: 'gb', target: 'bob' }] })).toBe('errors.summoningSick');
  });
});

describe('613.4b, 613.7a — layer 7b in timestamp order: Chimeric Mass and Humility', () => {
  const pt = (game: Game, label: string) => {
    const p = game.view.battlefield.find((x) => x.label === label)!;
    return `${p.power}/${p.toughness}`;
  };

  it('animated after Humility arrived, the Mass is as big as its charge counters: the ability its animation grants is later', () => {
    const game = new Game({ cards: [on('humility', 'bob', 'h'), on('chimeric-mass', 'alice', 'cm', { counters: { charge: 3 } })] });
    game.do({ type: 'activate', player: 'alice', card: 'cm', ability: 0 }, { type: 'resolve' });
    expect(pt(game, 'cm')).toBe('3/3');
  });

  it('Humility arriving after the animation makes it 1/1 (and takes the granted ability away)', () => {
    const game = new Game({ cards: [on('chimeric-mass', 'alice', 'cm', { counters: { charge: 3 } }), { card: 'humility', zone: 'hand' as const, owner: 'bob', label: 'h' }] });
    game.do({ type: 'activate', player: 'alice', card: 'cm', ability: 0 }, { type: 'resolve' });
    expect(pt(game, 'cm')).toBe('3/3');
    game.do({ type: 'move', cards: ['h'], to: 'battlefield' });
    expect(pt(game, 'cm')).toBe('1/1');
  });
});
