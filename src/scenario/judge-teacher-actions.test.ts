// Judge audit of the sandbox ("teacher") actions: attach, move, damage, sacrifice, life, draw and control do what
// the rules let the real event do, refuse what it can't, and log it as the real event logs it.
import { describe, expect, it } from 'vitest';
import type { SetupCard } from '../engine';
import { Game } from '../test/harness';
import { cardPool } from '../cards';
import { createCtx } from '../engine/state/context';
import { snapshot } from '../engine/characteristics/characteristics';
import { dealDamage } from '../engine/effects/basic-effects';

const card = (c: string, owner: string, label: string, extra: Partial<SetupCard> = {}): SetupCard => ({ card: c, zone: 'battlefield', owner, label, ...extra });
const refusal = (game: Game, action: Parameters<Game['do']>[0]) => {
  const result = game.using.apply(game.state, action);
  if (result.ok) throw new Error(`${action.type} was accepted`);
  return { error: result.error, params: result.params };
};

describe('attach (CR 701.3b)', () => {
  it('701.3b: a permanent that is neither an Aura nor an Equipment is refused (errors.cannotAttach, notAttachable)', () => {
    const game = new Game({ cards: [card('grizzly-bears', 'alice', 'gb'), card('grizzly-bears', 'alice', 'gb2'), card('forest', 'alice', 'f')] });
    expect(refusal(game, { type: 'attach', card: 'gb', to: 'gb2' })).toEqual({ error: 'errors.cannotAttach', params: { card: 'grizzly-bears', target: 'gb2', reason: 'notAttachable' } });
    expect(refusal(game, { type: 'attach', card: 'f', to: 'gb' })).toMatchObject({ error: 'errors.cannotAttach', params: { reason: 'notAttachable' } });
  });

  it('701.3b, 303.4a: an Aura is not moved to a permanent its enchant ability does not allow', () => {
    const game = new Game({ cards: [card('grizzly-bears', 'alice', 'gb'), card('forest', 'bob', 'f'), card('pooling-venom', 'alice', 'pv', { attachedTo: 'f' })] });
    expect(refusal(game, { type: 'attach', card: 'pv', to: 'gb' })).toMatchObject({ error: 'errors.cannotAttach', params: { reason: 'enchant' } });
    expect(game.view.battlefield.find((p) => p.label === 'pv')).toMatchObject({ attachedTo: 'f' });
  });

  it('701.3b, 301.5c: an Equipment is not moved to a noncreature permanent, so Grafted Wargear sacrifices nothing', () => {
    const game = new Game({ cards: [card('grizzly-bears', 'alice', 'gb'), card('forest', 'alice', 'f'), card('grafted-wargear', 'alice', 'gw', { attachedTo: 'gb' })] });
    expect(refusal(game, { type: 'attach', card: 'gw', to: 'f' })).toMatchObject({ error: 'errors.cannotAttach', params: { reason: 'notCreature' } });
    expect(game.view.battlefield.find((p) => p.label === 'gw')).toMatchObject({ attachedTo: 'gb' });
    expect(game.view.stack).toEqual([]);
  });

  it('701.3b: attaching to the permanent it is already attached to does nothing and logs nothing', () => {
    const game = new Game({ cards: [card('grizzly-bears', 'alice', 'gb'), card('grafted-wargear', 'alice', 'gw', { attachedTo: 'gb' })] });
    game.do({ type: 'attach', card: 'gw', to: 'gb' });
    expect(game.last).toEqual([]);
    expect(game.view.stack).toEqual([]);
  });

  it('701.3a, 603.10c: the attached entry comes before the "becomes unattached" trigger it causes', () => {
    const game = new Game({ cards: [card('grizzly-bears', 'alice', 'gb'), card('grizzly-bears', 'alice', 'gb2'), card('grafted-wargear', 'alice', 'gw', { attachedTo: 'gb' })] });
    game.do({ type: 'attach', card: 'gw', to: 'gb2' });
    expect(game.last.map((e) => e.event)).toEqual(['attached', 'triggered', 'triggerPutOnStack']);
    expect(game.last[1]).toMatchObject({ source: 'grafted-wargear', rule: '603.10c' });
  });
});

describe('move (CR 400.4a)', () => {
  it('400.4a: an instant or sorcery card is not put onto the battlefield (errors.cannotEnterBattlefield)', () => {
    const game = new Game({ cards: [card('wrath-of-god', 'alice', 'w', { zone: 'hand' }), card('lightning-bolt', 'alice', 'lb', { zone: 'graveyard' })] });
    expect(refusal(game, { type: 'move', card: 'w', to: 'battlefield' })).toEqual({ error: 'errors.cannotEnterBattlefield', params: { card: 'wrath-of-god' } });
    expect(refusal(game, { type: 'move', card: 'lb', to: 'battlefield' })).toMatchObject({ error: 'errors.cannotEnterBattlefield' });
    expect(game.zoneOf('w')).toBe('hand');
    // Other zones stay open to them.
    game.do({ type: 'move', card: 'lb', to: 'exile' });
    expect(game.zoneOf('lb')).toBe('exile');
  });
});

describe('damage (CR 120.1)', () => {
  it('120.1: the damage action to a noncreature permanent is refused (errors.cannotBeDealtDamage): no log, no lifelink', () => {
    const game = new Game({ cards: [card('felidar-sovereign', 'alice', 'fs'), card('forest', 'bob', 'f')] });
    expect(refusal(game, { type: 'damage', source: 'fs', target: 'f', amount: 3 })).toEqual({ error: 'errors.cannotBeDealtDamage', params: { target: 'f' } });
    expect(game.life('alice')).toBe(20);
  });

  it('120.1: an effect dealing damage to a permanent that is no longer a creature deals none (no entry, no lifelink, no trigger)', () => {
    const game = new Game({ cards: [card('felidar-sovereign', 'alice', 'fs'), card('forest', 'bob', 'f')] });
    const state = structuredClone(game.state);
    const ctx = createCtx(cardPool, state);
    const forest = Object.values(ctx.state.objects).find((o) => o.label === 'f')!;
    const source = Object.values(ctx.state.objects).find((o) => o.label === 'fs')!;
    dealDamage(ctx, snapshot(ctx, source), { object: forest }, 3);
    expect(ctx.log).toEqual([]);
    expect(ctx.state.playerState.alice!.life).toBe(20);
    expect(ctx.state.objects[forest.id]!.damage).toBe(0);
  });
});

describe('sacrifice (CR 701.21a)', () => {
  it('701.21a: the sacrifice action logs sacrificed, as sacrifice effects do, before the permanent dies', () => {
    const game = new Game({ cards: [card('ereboss-titan', 'alice', 'et')] });
    game.do({ type: 'sacrifice', cards: ['et'] });
    expect(game.last.map((e) => e.event).slice(0, 2)).toEqual(['sacrificed', 'dies']);
    expect(game.last[0]).toMatchObject({ card: 'ereboss-titan', label: 'et', player: 'alice', rule: '701.21a' });
  });
});

describe('a player who has left the game (CR 800.4a)', () => {
  const board = { players: ['alice', 'bob', 'carol'], cards: [card('forest', 'carol', 'cf', { zone: 'library' }), card('grizzly-bears', 'alice', 'gb')] };
  it.each([
    ['life', { type: 'life', player: 'carol', amount: 5 }],
    ['draw', { type: 'draw', player: 'carol', count: 1 }],
    ['damage', { type: 'damage', source: 'gb', target: 'carol', amount: 2 }],
    ['discard', { type: 'discard', player: 'carol', cards: ['cf'] as string[] }],
  ] as const)('800.4a: %s naming a player who has left is refused with errors.alreadyLost', (_, action) => {
    const game = new Game(board).do({ type: 'lose', player: 'carol' });
    expect(refusal(game, action)).toEqual({ error: 'errors.alreadyLost', params: { player: 'carol', reason: 'leftGame' } });
  });

  it('800.4a: a choice answered by a player who has left is refused with errors.alreadyLost, with or without a choice pending', () => {
    const game = new Game(board).do({ type: 'lose', player: 'carol' });
    expect(refusal(game, { type: 'choose', player: 'carol', answer: true })).toEqual({ error: 'errors.alreadyLost', params: { player: 'carol', reason: 'acting' } });
  });
});

describe('control of an attacking creature (CR 613.1b, 506.4)', () => {
  it('506.4: controlChanged is logged before the removedFromCombat it causes', () => {
    const game = new Game({ cards: [card('grizzly-bears', 'alice', 'gb')] }).do({ type: 'attack', attackers: [{ card: 'gb' }] });
    game.do({ type: 'control', card: 'gb', player: 'bob' });
    expect(game.last.map((e) => e.event).slice(0, 2)).toEqual(['controlChanged', 'removedFromCombat']);
  });
});

describe('tokens (CR 704.5d)', () => {
  it('704.5d: tokenCeased has a label, null for a token', () => {
    const game = new Game({ cards: [card('stormfront-riders', 'alice', 'sr'), card('grizzly-bears', 'alice', 'gb')] });
    game.do({ type: 'bounce', cards: ['gb'] }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: true }, { type: 'bounce', cards: ['soldier-token'] });
    const ceased = game.events('tokenCeased');
    expect(ceased).toHaveLength(1);
    expect(ceased[0]).toHaveProperty('label', null);
  });
});

describe('indestructible (CR 702.12b)', () => {
  it('702.12b, 704.5g: lethal damage leaves an indestructible creature, and the log says why, once', () => {
    const game = new Game({ cards: [card('ereboss-titan', 'alice', 'et'), card('grizzly-bears', 'bob', 'gb', { zone: 'graveyard' })] });
    game.do({ type: 'damage', source: 'gb', target: 'et', amount: 5 });
    expect(game.last.map((e) => e.event)).toEqual(['damageDealt', 'notDestroyed']);
    expect(game.last[1]).toMatchObject({ label: 'et', reason: 'indestructible', rule: '702.12b' });
    // Later checks find the same damage: not logged again.
    game.do({ type: 'tap', cards: ['et'] });
    expect(game.last.filter((e) => e.event === 'notDestroyed')).toEqual([]);
    expect(game.zoneOf('et')).toBe('battlefield');
  });

  it('702.12b, 704.5h: deathtouch damage leaves an indestructible creature, and the log says why', () => {
    const game = new Game({ cards: [card('ereboss-titan', 'alice', 'et'), card('typhoid-rats', 'bob', 'tr', { zone: 'graveyard' })] });
    game.do({ type: 'damage', source: 'tr', target: 'et', amount: 1 });
    expect(game.last.map((e) => e.event)).toEqual(['damageDealt', 'notDestroyed']);
    expect(game.zoneOf('et')).toBe('battlefield');
  });
});
