// CR 601.2c, 602.2b, 603.3d, 115: a target that isn't legal is refused with `errors.illegalTarget`, naming the
// target as the player named it (its label, never the object id behind it), and with a `reason` when the
// engine can say why in a few words (the message variant `illegalTarget_<reason>`).
import { describe, expect, it } from 'vitest';
import type { Action, SetupCard } from '..';
import { Game, type Board } from '../../test/harness';

const card = (c: string, owner: string, label: string, zone: SetupCard['zone'] = 'battlefield'): SetupCard => ({ card: c, zone, owner, label });

/** The rejection of one action: its code and params. */
function refusal(board: Board, before: Action[], action: Action) {
  const game = new Game(board).do(...before);
  const result = game.using.apply(game.state, action);
  if (result.ok) throw new Error(`${action.type} was accepted`);
  return { error: result.error, params: result.params };
}

const bolt = (target: string): Action => ({ type: 'cast', player: 'alice', card: 'lb', targets: [target] });

describe('illegal targets are named as the player named them, with the reason', () => {
  it('CR 702.18a: shroud (a label, not “#1”)', () => {
    const board = { cards: [card('calciderm', 'bob', 'cd'), card('lightning-bolt', 'alice', 'lb', 'hand')] };
    expect(refusal(board, [], bolt('cd'))).toEqual({ error: 'errors.illegalTarget', params: { target: 'cd', reason: 'shroud' } });
    // Named by its card id, it is named so in the message too.
    expect(refusal(board, [], bolt('calciderm')).params).toEqual({ target: 'calciderm', reason: 'shroud' });
  });

  it('CR 702.16b: protection from colored spells against a colored spell', () => {
    const board = { cards: [card('emrakul-the-aeons-torn', 'bob', 'em'), card('lightning-bolt', 'alice', 'lb', 'hand')] };
    expect(refusal(board, [], bolt('em')).params).toEqual({ target: 'em', reason: 'protection' });
  });

  it('“any target”: a creature or a player, not a land', () => {
    const board = { cards: [card('forest', 'bob', 'f'), card('lightning-bolt', 'alice', 'lb', 'hand')] };
    expect(refusal(board, [], bolt('f')).params).toEqual({ target: 'f', reason: 'notCreatureOrPlayer' });
  });

  it('CR 800.4a: a player who has left the game', () => {
    const board = { players: ['alice', 'bob', 'carol'], cards: [card('lightning-bolt', 'alice', 'lb', 'hand')] };
    expect(refusal(board, [{ type: 'lose', player: 'carol' }], bolt('carol')).params).toEqual({ target: 'carol', reason: 'lost' });
  });

  it('CR 702.6a: Equip targets a creature its controller controls', () => {
    const board = { cards: [card('grafted-wargear', 'alice', 'gw'), card('grizzly-bears', 'bob', 'gb')] };
    const equip: Action = { type: 'activate', player: 'alice', card: 'gw', ability: 0, targets: ['gb'] };
    expect(refusal(board, [], equip)).toEqual({ error: 'errors.illegalTarget', params: { target: 'gb', reason: 'notYours', player: 'alice' } });
  });

  it('CR 303.4a: an Aura spell targets what its enchant ability allows', () => {
    const venom = { cards: [card('pooling-venom', 'alice', 'pv', 'hand'), card('grizzly-bears', 'bob', 'gb')] };
    expect(refusal(venom, [], { type: 'cast', player: 'alice', card: 'pv', targets: ['gb'] }).params).toEqual({ target: 'gb', reason: 'notLand' });
    const gift = { cards: [card('gift-of-immortality', 'alice', 'gi', 'hand'), card('forest', 'alice', 'f')] };
    expect(refusal(gift, [], { type: 'cast', player: 'alice', card: 'gi', targets: ['f'] }).params).toEqual({ target: 'f', reason: 'notCreature' });
    expect(refusal(gift, [], { type: 'cast', player: 'alice', card: 'gi', targets: ['bob'] }).params).toEqual({ target: 'bob', reason: 'notPermanent' });
  });

  it('CR 701.6a: Counterspell targets a spell on the stack', () => {
    const board = { cards: [card('counterspell', 'alice', 'cs', 'hand'), card('grizzly-bears', 'bob', 'gb')] };
    expect(refusal(board, [], { type: 'cast', player: 'alice', card: 'cs', targets: ['gb'] }).params).toEqual({ target: 'gb', reason: 'notSpell' });
  });

  it('CR 603.3d: the answer to a target choice — “target creature an opponent controls”, “target player”', () => {
    const chupacabra = {
      cards: [card('ravenous-chupacabra', 'alice', 'rc', 'hand'), card('grizzly-bears', 'alice', 'mine'), card('grizzly-bears', 'bob', 'b1'), card('grizzly-bears', 'bob', 'b2')],
    };
    const cast: Action[] = [{ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }];
    expect(refusal(chupacabra, cast, { type: 'choose', player: 'alice', answer: 'mine' })).toEqual({
      error: 'errors.illegalTarget',
      params: { target: 'mine', reason: 'notOpponents', player: 'alice' },
    });
    const artist = { cards: [card('blood-artist', 'alice', 'ba'), card('grizzly-bears', 'bob', 'gb'), card('grizzly-bears', 'alice', 'mine')] };
    expect(refusal(artist, [{ type: 'destroy', cards: ['gb'] }], { type: 'choose', player: 'alice', answer: 'mine' }).params).toEqual({ target: 'mine', reason: 'notPlayer' });
    // An answer that names nothing is quoted as given, with no reason.
    expect(refusal(artist, [{ type: 'destroy', cards: ['gb'] }], { type: 'choose', player: 'alice', answer: 'nobody' }).params).toEqual({ target: 'nobody' });
  });

  it('CR 702.9: “target creature without flying” (Verity Circle) refuses a creature with flying', () => {
    const board = { cards: [card('verity-circle', 'alice', 'vc'), card('sustainer-of-the-realm', 'bob', 'angel'), card('grizzly-bears', 'bob', 'gb')] };
    const tap = (target: string): Action => ({ type: 'activate', player: 'alice', card: 'vc', ability: 0, targets: [target] });
    expect(refusal(board, [], tap('angel'))).toEqual({ error: 'errors.illegalTarget', params: { target: 'angel', reason: 'hasFlying' } });
    const game = new Game(board);
    expect(game.using.apply(game.state, tap('gb')).ok).toBe(true);
  });

  it('Charming Prince: “another target creature you own” is neither the Prince nor a creature its controller does not own', () => {
    const lib = card('plains', 'alice', 'p1', 'library');
    const board = { cards: [card('charming-prince', 'alice', 'cp', 'hand'), card('grizzly-bears', 'bob', 'theirs'), card('grizzly-bears', 'alice', 'mine'), card('grizzly-bears', 'alice', 'mine2'), lib] };
    // Alice controls Bob's Bears: she controls it, but doesn't own it. Two Bears of hers: the target is asked.
    const cast: Action[] = [{ type: 'control', card: 'theirs', player: 'alice' }, { type: 'cast', player: 'alice', card: 'cp' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 2 }];
    expect(refusal(board, cast, { type: 'choose', player: 'alice', answer: 'cp' }).params).toEqual({ target: 'cp', reason: 'source' });
    expect(refusal(board, cast, { type: 'choose', player: 'alice', answer: 'theirs' }).params).toEqual({ target: 'theirs', reason: 'notOwned', player: 'alice' });
    expect(new Game(board).do(...cast, { type: 'choose', player: 'alice', answer: 'mine' }).state.pending).toBeNull();
  });

  it('“target opponent”: its controller is not one (three players, so the choice is asked)', () => {
    const board = { players: ['alice', 'bob', 'carol'], cards: [card('geralfs-messenger', 'alice', 'gm', 'hand')] };
    const cast: Action[] = [{ type: 'cast', player: 'alice', card: 'gm' }, { type: 'resolve' }];
    expect(refusal(board, cast, { type: 'choose', player: 'alice', answer: 'alice' }).params).toEqual({ target: 'alice', reason: 'notOpponent', player: 'alice' });
  });

  it('CR 707.10c: the new target of a storm copy', () => {
    const board = {
      cards: [card('lightning-bolt', 'alice', 'lb', 'hand'), card('grapeshot', 'alice', 'gs', 'hand'), card('forest', 'bob', 'f'), card('grizzly-bears', 'bob', 'gb')],
    };
    const storm: Action[] = [bolt('bob'), { type: 'resolve' }, { type: 'cast', player: 'alice', card: 'gs', targets: ['bob'] }, { type: 'resolve' }];
    expect(refusal(board, storm, { type: 'choose', player: 'alice', answer: ['f'] })).toEqual({
      error: 'errors.illegalTarget',
      params: { target: 'f', reason: 'notCreatureOrPlayer' },
    });
  });
});

describe('a permanent named where it is a card in another zone: the refusal says where it is', () => {
  const board = {
    cards: [
      card('grizzly-bears', 'alice', 'inHand', 'hand'),
      card('grizzly-bears', 'bob', 'inGraveyard', 'graveyard'),
      card('grizzly-bears', 'bob', 'inLibrary', 'library'),
      card('grizzly-bears', 'alice', 'inExile', 'exile'),
      card('grizzly-bears', 'alice', 'here'),
    ],
  };
  const counters = (ref: string): Action => ({ type: 'counters', card: ref, kind: '+1/+1', amount: 1 });

  it.each([
    ['inHand', { reason: 'inHand', player: 'alice' }],
    ['inGraveyard', { reason: 'inGraveyard', player: 'bob' }],
    ['inLibrary', { reason: 'inLibrary', player: 'bob' }],
    ['inExile', { reason: 'inExile', player: 'alice' }],
  ])('the counters action works on permanents: %s is refused, saying where it is', (ref, params) => {
    expect(refusal(board, [], counters(ref))).toEqual({ error: 'errors.cardNotFound', params: { ref, ...params } });
  });

  it('a spell on the stack is named as one; a reference to nothing keeps the plain message', () => {
    const cast: Action[] = [{ type: 'cast', player: 'alice', card: 'inHand' }];
    expect(refusal({ ...board, freeMana: true }, cast, { type: 'destroy', cards: ['inHand'] })).toEqual({ error: 'errors.cardNotFound', params: { ref: 'inHand', reason: 'onStack', player: 'alice' } });
    expect(refusal(board, [], counters('nothing'))).toEqual({ error: 'errors.cardNotFound', params: { ref: 'nothing' } });
    expect(new Game(board).do(counters('here')).view.battlefield.find((p) => p.label === 'here')?.counters).toEqual({ '+1/+1': 1 });
  });
});
