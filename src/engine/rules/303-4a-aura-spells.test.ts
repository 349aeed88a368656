import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

const on = (card: string, owner: string, label: string) => ({ card, zone: 'battlefield' as const, owner, label });
const inHand = (card: string, owner: string, label: string) => ({ card, zone: 'hand' as const, owner, label });
const attachedTo = (game: Game, label: string) => {
  const aura = Object.values(game.state.objects).find((o) => o.label === label && o.zone === 'battlefield');
  return aura?.attachedTo ? game.state.objects[aura.attachedTo]?.label : undefined;
};

describe('303.4a, 608.3 — an Aura spell targets what its enchant ability allows, and enters attached to it', () => {
  it('Gift of Immortality targets a creature: offered once per creature, it resolves attached to the one chosen', () => {
    const game = new Game({ cards: [inHand('gift-of-immortality', 'alice', 'gift'), on('grizzly-bears', 'alice', 'gb'), on('plains', 'alice', 'land')] });
    const offered = game.using.legalActions(game.state).filter((a) => a.type === 'cast' && a.card === game.state.zones.alice!.hand[0]);
    expect(offered.map((a) => (a.type === 'cast' ? a.targets : null))).toEqual([['gb']]);
    game.do({ type: 'cast', player: 'alice', card: 'gift', targets: ['gb'] }, { type: 'resolve' });
    expect(game.zoneOf('gift')).toBe('battlefield');
    expect(attachedTo(game, 'gift')).toBe('gb');
    expect(game.events('resolved')).toMatchObject([{ card: 'gift-of-immortality', rule: '608.3' }]);
  });

  it('without a target, or with one its enchant ability does not allow, the cast is refused', () => {
    const game = new Game({ cards: [inHand('gift-of-immortality', 'alice', 'gift'), on('grizzly-bears', 'alice', 'gb'), on('plains', 'alice', 'land')] });
    expect(game.reject({ type: 'cast', player: 'alice', card: 'gift' })).toMatch(/^errors\./);
    expect(game.reject({ type: 'cast', player: 'alice', card: 'gift', targets: ['land'] })).toMatch(/^errors\./);
    expect(game.zoneOf('gift')).toBe('hand');
  });

  it('Pooling Venom on an opponent\'s land: tapped for mana, that land makes its controller lose 2 life', () => {
    const game = new Game({ cards: [inHand('pooling-venom', 'alice', 'pv'), on('forest', 'bob', 'f')] });
    game.do({ type: 'cast', player: 'alice', card: 'pv', targets: ['f'] }, { type: 'resolve' });
    expect(attachedTo(game, 'pv')).toBe('f');
    game.do({ type: 'tap', cards: ['f'] }, { type: 'resolve' });
    expect(game.life('bob')).toBe(18);
  });

  it('608.2h: "its controller" is read as the ability resolves: the land stolen meanwhile makes its new controller lose the life', () => {
    const game = new Game({ cards: [inHand('pooling-venom', 'alice', 'pv'), on('forest', 'bob', 'f')] });
    game.do({ type: 'cast', player: 'alice', card: 'pv', targets: ['f'] }, { type: 'resolve' });
    game.do({ type: 'tap', cards: ['f'] }, { type: 'control', card: 'f', player: 'alice' }, { type: 'resolve' });
    expect(game.life('alice')).toBe(18);
    expect(game.life('bob')).toBe(20);
  });

  it('608.2b: its target gone before it resolves, the Aura spell does not resolve and goes to the graveyard', () => {
    const game = new Game({ cards: [inHand('fools-demise', 'alice', 'fd'), on('grizzly-bears', 'bob', 'gb')] });
    game.do({ type: 'cast', player: 'alice', card: 'fd', targets: ['gb'] }, { type: 'bounce', cards: ['gb'] }, { type: 'resolve' });
    expect(game.events('didNotResolve')).toMatchObject([{ card: 'fools-demise', rule: '608.2b' }]);
    expect(game.zoneOf('fd')).toBe('graveyard');
  });
});
