// CR 603.2d: an effect may make a triggered ability trigger additional times (Panharmonicon).
import { describe, expect, it } from 'vitest';
import type { SetupCard } from '..';
import { Game } from '../../test/harness';

const on = (card: string, owner: string, label: string, zone: SetupCard['zone'] = 'battlefield'): SetupCard => ({ card, zone, owner, label });
const idOf = (game: Game, label: string) => Object.values(game.state.objects).find((o) => o.label === label)!.id;

describe('603.2d — Panharmonicon: an artifact or creature entering makes your abilities trigger an additional time', () => {
  it("CR 603.2d: Soul's Attendant triggers twice for one Grizzly Bears; the log names Panharmonicon and cites 603.2d", () => {
    const game = new Game({ cards: [on('panharmonicon', 'alice', 'pan'), on('souls-attendant', 'alice', 'sa'), on('grizzly-bears', 'alice', 'gb', 'hand')] });
    game.do({ type: 'cast', player: 'alice', card: 'gb' }, { type: 'resolve' }, { type: 'auto' });
    expect(game.stackSources()).toEqual(['souls-attendant', 'souls-attendant']);
    const triggered = game.events('triggered');
    expect(triggered).toHaveLength(2);
    expect(triggered[0]).toMatchObject({ source: 'souls-attendant', card: 'grizzly-bears', rule: '603.6a' });
    expect(triggered[1]).toMatchObject({ source: 'souls-attendant', card: 'grizzly-bears', reason: 'additionalTime', target: idOf(game, 'pan'), rule: '603.2d' });
    // Two separate abilities on the stack, each resolving on its own ("may" asked each time).
    game.do({ type: 'resolve' }, { type: 'auto' }, { type: 'resolve' }, { type: 'auto' });
    expect(game.life('alice')).toBe(22);
  });

  it("CR 603.2d: the creature's own enters-the-battlefield ability triggers twice too, each with its own target", () => {
    const game = new Game({
      cards: [on('panharmonicon', 'alice', 'pan'), on('ravenous-chupacabra', 'alice', 'rc', 'hand'), on('grizzly-bears', 'bob', 'b1'), on('grizzly-bears', 'bob', 'b2')],
    });
    game.do({ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'order', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: game.state.pendingTriggers.map((t) => t.id) });
    game.do({ type: 'choose', player: 'alice', answer: 'b1' }, { type: 'choose', player: 'alice', answer: 'b2' });
    expect(game.stackSources()).toEqual(['ravenous-chupacabra', 'ravenous-chupacabra']);
    game.do({ type: 'resolve' }, { type: 'resolve' });
    expect([game.zoneOf('b1'), game.zoneOf('b2')]).toEqual(['graveyard', 'graveyard']);
  });

  it("CR 603.2d: an opponent's ability is not doubled (only permanents Panharmonicon's controller controls)", () => {
    const game = new Game({ cards: [on('panharmonicon', 'alice', 'pan'), on('souls-attendant', 'bob', 'bsa'), on('grizzly-bears', 'alice', 'gb', 'hand')] });
    game.do({ type: 'cast', player: 'alice', card: 'gb' }, { type: 'resolve' });
    expect(game.stackSources()).toEqual(['souls-attendant']);
    expect(game.events('triggered').filter((e) => e.reason === 'additionalTime')).toHaveLength(0);
  });

  it('CR 603.2d: a "dies" trigger is not doubled: the event is a creature dying, not entering', () => {
    const game = new Game({ cards: [on('panharmonicon', 'alice', 'pan'), on('blood-artist', 'alice', 'ba'), on('grizzly-bears', 'bob', 'gb')] });
    game.do({ type: 'destroy', cards: ['gb'] }, { type: 'auto' });
    expect(game.stackSources()).toEqual(['blood-artist']);
  });

  it('CR 603.2d, 603.6b: a Forest entering as a creature (Living Lands) is a creature entering, so it counts', () => {
    const game = new Game({ cards: [on('panharmonicon', 'alice', 'pan'), on('souls-attendant', 'alice', 'sa'), on('living-lands', 'alice', 'll'), on('forest', 'alice', 'f', 'hand')] });
    game.do({ type: 'play', player: 'alice', card: 'f' }, { type: 'auto' });
    expect(game.stackSources()).toEqual(['souls-attendant', 'souls-attendant']);
  });

  it('CR 603.2d: two Panharmonicons give three triggers, not four (an additional-time effect does not apply to itself)', () => {
    const game = new Game({
      cards: [on('panharmonicon', 'alice', 'pan1'), on('panharmonicon', 'alice', 'pan2'), on('souls-attendant', 'alice', 'sa'), on('grizzly-bears', 'alice', 'gb', 'hand')],
    });
    game.do({ type: 'cast', player: 'alice', card: 'gb' }, { type: 'resolve' }, { type: 'auto' });
    expect(game.stackSources()).toEqual(['souls-attendant', 'souls-attendant', 'souls-attendant']);
    const extra = game.events('triggered').filter((e) => e.reason === 'additionalTime');
    expect(extra.map((e) => e.target).sort()).toEqual([idOf(game, 'pan1'), idOf(game, 'pan2')].sort());
  });

  it('CR 603.2d, 603.10: a Panharmonicon entering at the same time as the creature already counts (what exists just after the event is what the game looks at)', () => {
    const game = new Game({ cards: [on('panharmonicon', 'alice', 'pan', 'hand'), on('souls-attendant', 'alice', 'sa'), on('grizzly-bears', 'alice', 'gb', 'hand')] });
    game.do({ type: 'move', cards: ['pan', 'gb'], to: 'battlefield' }, { type: 'auto' });
    // Soul's Attendant saw one creature (Panharmonicon is not one) and triggered twice for it.
    expect(game.stackSources()).toEqual(['souls-attendant', 'souls-attendant']);
    expect(game.events('triggered').every((e) => e.card === 'grizzly-bears')).toBe(true);
  });

  it('CR 603.2d: without Panharmonicon on the battlefield (still in hand, or already gone) the ability triggers once', () => {
    const inHand = new Game({ cards: [on('panharmonicon', 'alice', 'pan', 'hand'), on('souls-attendant', 'alice', 'sa'), on('grizzly-bears', 'alice', 'gb', 'hand')] });
    inHand.do({ type: 'cast', player: 'alice', card: 'gb' }, { type: 'resolve' });
    expect(inHand.stackSources()).toEqual(['souls-attendant']);
    const gone = new Game({ cards: [on('panharmonicon', 'alice', 'pan'), on('souls-attendant', 'alice', 'sa'), on('grizzly-bears', 'alice', 'gb', 'hand')] });
    gone.do({ type: 'destroy', cards: ['pan'] }, { type: 'cast', player: 'alice', card: 'gb' }, { type: 'resolve' });
    expect(gone.stackSources()).toEqual(['souls-attendant']);
  });

});

describe('603.2d — Teysa Karlov: a creature dying makes your abilities trigger an additional time', () => {
  it("CR 603.2d: Blood Artist triggers twice for one creature dying; Soul's Attendant's enters ability is not doubled", () => {
    const game = new Game({ cards: [on('teysa-karlov', 'alice', 'tk'), on('blood-artist', 'alice', 'ba'), on('souls-attendant', 'alice', 'sa'), on('grizzly-bears', 'bob', 'gb')] });
    game.do({ type: 'destroy', cards: ['gb'] }, { type: 'auto' });
    expect(game.stackSources()).toEqual(['blood-artist', 'blood-artist']);
    game.do({ type: 'resolve' }, { type: 'resolve' }, { type: 'move', card: 'gb', to: 'battlefield' });
    expect(game.stackSources()).toEqual(['souls-attendant']);
  });

  it('CR 603.2d, 603.10a: Teysa dying in the same Wrath of God still counts: a dies ability looks back at the battlefield as it was', () => {
    const game = new Game({ cards: [on('teysa-karlov', 'alice', 'tk'), on('blood-artist', 'alice', 'ba'), on('wrath-of-god', 'alice', 'wog', 'hand')] });
    game.do({ type: 'cast', player: 'alice', card: 'wog' }, { type: 'resolve' }, { type: 'auto' });
    // Blood Artist sees Teysa and itself die: two deaths, each doubled.
    expect(game.stackSources()).toEqual(['blood-artist', 'blood-artist', 'blood-artist', 'blood-artist']);
    expect(game.events('triggered').filter((e) => e.reason === 'additionalTime')).toHaveLength(2);
  });

  it('CR 603.2d: a creature returned to its owner\'s hand is not dying: Stormfront Riders triggers once', () => {
    const game = new Game({ cards: [on('teysa-karlov', 'alice', 'tk'), on('stormfront-riders', 'alice', 'sr'), on('grizzly-bears', 'alice', 'gb')] });
    game.do({ type: 'bounce', cards: ['gb'] }, { type: 'auto' });
    expect(game.stackSources()).toEqual(['stormfront-riders']);
    expect(game.events('triggered').filter((e) => e.reason === 'additionalTime')).toHaveLength(0);
  });

  it('CR 603.2d: a "leaves the battlefield" ability of a creature that dies triggers an additional time (it is set off by the dying); bounced, once', () => {
    const dies = new Game({ cards: [on('teysa-karlov', 'alice', 'tk'), on('ertais-familiar', 'alice', 'ef')] });
    dies.do({ type: 'destroy', cards: ['ef'] }, { type: 'auto' });
    expect(dies.stackSources()).toEqual(['ertais-familiar', 'ertais-familiar']);
    expect(dies.events('triggered').filter((e) => e.reason === 'additionalTime')).toHaveLength(1);
    const bounced = new Game({ cards: [on('teysa-karlov', 'alice', 'tk'), on('ertais-familiar', 'alice', 'ef')] });
    bounced.do({ type: 'bounce', cards: ['ef'] });
    expect(bounced.stackSources()).toEqual(['ertais-familiar']);
  });
});
