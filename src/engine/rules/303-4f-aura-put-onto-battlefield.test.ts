import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { createEngine, type CardDefinition } from '..';
import { Game } from '../../test/harness';
import type { CardZone } from '../state/basic-types';

// Auras made up for these tests: one that only says what it enchants, one that pumps the creature it enchants.
const plainAura: CardDefinition = { id: 'test-plain-aura', cost: '{W}', types: ['enchantment'], subtypes: ['Aura'], enchant: { types: ['creature'] } };
const pumpAura: CardDefinition = {
  ...plainAura,
  id: 'test-pump-aura',
  abilities: [{ kind: 'static', affects: { enchanted: true }, addPower: 2, addToughness: 2 }],
};
const madeUp = createEngine({ ...cardPool, [plainAura.id]: plainAura, [pumpAura.id]: pumpAura });

const at = (zone: CardZone) => (card: string, owner: string, label: string) => ({ card, zone, owner, label });
const on = at('battlefield');
const inHand = at('hand');
const inGraveyard = at('graveyard');

/** The label of what the permanent with this label is attached to, on the battlefield. */
const attachedTo = (game: Game, label: string) => {
  const aura = Object.values(game.state.objects).find((o) => o.label === label && o.zone === 'battlefield');
  return aura?.attachedTo ? game.state.objects[aura.attachedTo]?.label : undefined;
};

describe('303.4f — an Aura put onto the battlefield by `move`: what it enchants is chosen as it enters', () => {
  it('attachTo: Pooling Venom enters attached to the land named, stays through state-based actions, and works', () => {
    const game = new Game({ cards: [inHand('pooling-venom', 'alice', 'pv'), on('forest', 'alice', 'f1'), on('forest', 'bob', 'f2')] });
    game.do({ type: 'move', card: 'pv', to: 'battlefield', attachTo: 'f2' });
    expect(game.state.pending).toBeNull();
    expect(attachedTo(game, 'pv')).toBe('f2');
    expect(game.last).toContainEqual(expect.objectContaining({ event: 'attached', label: 'pv', target: 'f2', player: 'alice', reason: 'asEnters', rule: '303.4f' }));
    // State-based actions were checked after the move (and again after each pass): it is still there.
    game.do({ type: 'pass' });
    expect(game.zoneOf('pv')).toBe('battlefield');
    expect(game.events('stateBasedAction')).toEqual([]);
    game.do({ type: 'tap', cards: ['f2'] }, { type: 'resolve' });
    expect(game.life('bob')).toBe(18);
  });

  it('attachTo may be a card id (the first such permanent) or an object id, as for entersAs', () => {
    const game = new Game({ cards: [inHand('gift-of-immortality', 'alice', 'gift'), on('forest', 'alice', 'f'), on('grizzly-bears', 'bob', 'gb')] });
    game.do({ type: 'move', card: 'gift', to: 'battlefield', attachTo: 'grizzly-bears' });
    expect(attachedTo(game, 'gift')).toBe('gb');
  });

  it('refuses an attachTo that its enchant ability does not allow, a player, the Aura itself, or nothing there; the card stays', () => {
    const game = new Game({ cards: [inHand('pooling-venom', 'alice', 'pv'), on('forest', 'bob', 'f'), on('grizzly-bears', 'bob', 'gb'), inHand('forest', 'alice', 'f3')] });
    expect(game.reject({ type: 'move', card: 'pv', to: 'battlefield', attachTo: 'gb' })).toBe('errors.attachToIllegal');
    expect(game.reject({ type: 'move', card: 'pv', to: 'battlefield', attachTo: 'bob' })).toBe('errors.attachToIllegal');
    expect(game.reject({ type: 'move', card: 'pv', to: 'battlefield', attachTo: 'nothing' })).toBe('errors.cardNotFound');
    // A land in a hand isn't on the battlefield to be enchanted; one that moves along with the Aura can't be either.
    expect(game.reject({ type: 'move', card: 'pv', to: 'battlefield', attachTo: 'f3' })).toBe('errors.cardNotFound');
    expect(game.reject({ type: 'move', cards: ['pv', 'f'], to: 'hand', attachTo: 'f' })).toBe('errors.attachToNotAura');
    // A permanent already on the battlefield doesn't move there again.
    expect(game.reject({ type: 'move', cards: ['pv', 'f'], to: 'battlefield', attachTo: 'f' })).toBe('errors.alreadyOnBattlefield');
    expect(game.reject({ type: 'move', cards: ['pv', 'f3'], to: 'battlefield', attachTo: 'f3' })).toBe('errors.cardNotFound');
    expect(game.zoneOf('pv')).toBe('hand');
    const refused = game.using.apply(game.state, { type: 'move', card: 'pv', to: 'battlefield', attachTo: 'gb' });
    expect(refused).toMatchObject({ ok: false, params: { card: 'pooling-venom', target: 'gb' } });
  });

  it('refuses attachTo for a card that is not an Aura, or that is not going to the battlefield', () => {
    const game = new Game({ cards: [inHand('pooling-venom', 'alice', 'pv'), inHand('grizzly-bears', 'alice', 'gb'), on('forest', 'bob', 'f')] });
    expect(game.reject({ type: 'move', card: 'gb', to: 'battlefield', attachTo: 'f' })).toBe('errors.attachToNotAura');
    expect(game.reject({ type: 'move', card: 'pv', to: 'graveyard', attachTo: 'f' })).toBe('errors.attachToNotAura');
    expect(game.zoneOf('pv')).toBe('hand');
    expect(game.zoneOf('gb')).toBe('hand');
  });

  it('CR 303.4f, 603.6a: moved with other cards, attachTo is what each Aura of them enchants; refused when none is one', () => {
    const game = new Game({ cards: [inHand('pooling-venom', 'alice', 'pv'), inHand('grizzly-bears', 'alice', 'gb'), on('forest', 'bob', 'f')] });
    game.do({ type: 'move', cards: ['gb', 'pv'], to: 'battlefield', attachTo: 'f' });
    expect(attachedTo(game, 'pv')).toBe('f');
    expect(game.zoneOf('gb')).toBe('battlefield');
    const none = new Game({ cards: [inHand('grizzly-bears', 'alice', 'gb'), inHand('grizzly-bears', 'alice', 'g2'), on('forest', 'bob', 'f')] });
    expect(none.reject({ type: 'move', cards: ['gb', 'g2'], to: 'battlefield', attachTo: 'f' })).toBe('errors.attachToNotAura');
  });

  it('it is not targeting: a creature with shroud may be enchanted, named or chosen', () => {
    const game = new Game({ cards: [inHand('gift-of-immortality', 'alice', 'gift'), on('calciderm', 'bob', 'cal')] });
    game.do({ type: 'move', card: 'gift', to: 'battlefield', attachTo: 'cal' });
    expect(attachedTo(game, 'gift')).toBe('cal');
    const alone = new Game({ cards: [inHand('gift-of-immortality', 'alice', 'gift'), on('calciderm', 'bob', 'cal')] });
    alone.do({ type: 'move', card: 'gift', to: 'battlefield' });
    expect(attachedTo(alone, 'gift')).toBe('cal');
  });

  it('with one legal permanent and no attachTo, the Aura enters attached to it without a question', () => {
    const game = new Game({ cards: [inHand('gift-of-immortality', 'alice', 'gift'), on('grizzly-bears', 'bob', 'gb'), on('forest', 'alice', 'f')] });
    game.do({ type: 'move', card: 'gift', to: 'battlefield' });
    expect(game.state.pending).toBeNull();
    expect(attachedTo(game, 'gift')).toBe('gb');
    game.do({ type: 'pass' });
    expect(game.zoneOf('gift')).toBe('battlefield');
  });

  it('with several, the player it enters under chooses (a `card` choice), and then it enters attached to the answer', () => {
    const game = new Game({ cards: [inHand('pooling-venom', 'alice', 'pv'), on('forest', 'alice', 'f1'), on('forest', 'bob', 'f2'), on('grizzly-bears', 'bob', 'gb')] });
    // It enters under Bob's control: Bob chooses.
    game.do({ type: 'move', card: 'pv', to: 'battlefield', controller: 'bob' });
    const pending = game.state.pending;
    expect(pending).toMatchObject({ kind: 'card', player: 'bob', optional: false });
    expect(pending?.kind === 'card' && pending.options.map((id) => game.state.objects[id]?.label)).toEqual(['f1', 'f2']);
    // Nothing has moved yet, and nothing else may happen meanwhile.
    expect(game.zoneOf('pv')).toBe('hand');
    expect(game.reject({ type: 'pass' })).toBe('errors.choicePending');
    expect(game.reject({ type: 'choose', player: 'alice', answer: 'f1' })).toBe('errors.notYourChoice');
    expect(game.reject({ type: 'choose', player: 'bob', answer: 'gb' })).toBe('errors.illegalChoice');
    expect(game.reject({ type: 'choose', player: 'bob', answer: false })).toBe('errors.illegalChoice');
    game.do({ type: 'choose', player: 'bob', answer: 'f1' });
    expect(game.state.pending).toBeNull();
    expect(attachedTo(game, 'pv')).toBe('f1');
    expect(game.state.objects[Object.keys(game.state.objects).find((id) => game.state.objects[id]!.label === 'pv')!]!.controller).toBe('bob');
    expect(game.last.map((e) => e.event).slice(0, 2)).toEqual(['attached', 'entered']);
    game.do({ type: 'pass' });
    expect(game.zoneOf('pv')).toBe('battlefield');
  });

  it('the choice may be answered by object id, or by card id (the first such option)', () => {
    const board = { cards: [inHand('gift-of-immortality', 'alice', 'gift'), on('grizzly-bears', 'alice', 'a'), on('grizzly-bears', 'bob', 'b')] };
    const byCard = new Game(board).do({ type: 'move', card: 'gift', to: 'battlefield' }, { type: 'choose', player: 'alice', answer: 'grizzly-bears' });
    expect(attachedTo(byCard, 'gift')).toBe('a');
    const game = new Game(board).do({ type: 'move', card: 'gift', to: 'battlefield' });
    const second = game.state.pending?.kind === 'card' ? game.state.pending.options[1]! : '';
    game.do({ type: 'choose', player: 'alice', answer: [second] });
    expect(attachedTo(game, 'gift')).toBe('b');
  });

  it('auto answers with the first option; the sensible policy reads the Aura: Pooling Venom on an opponent\'s land, Gift of Immortality on one\'s own creature', () => {
    const venom = { cards: [inHand('pooling-venom', 'alice', 'pv'), on('forest', 'alice', 'f1'), on('forest', 'bob', 'f2')] };
    expect(attachedTo(new Game(venom).do({ type: 'move', card: 'pv', to: 'battlefield' }, { type: 'auto' }), 'pv')).toBe('f1');
    expect(attachedTo(new Game(venom).do({ type: 'move', card: 'pv', to: 'battlefield' }, { type: 'auto', policy: 'sensible' }), 'pv')).toBe('f2');
    const gift = { cards: [inHand('gift-of-immortality', 'alice', 'gift'), on('grizzly-bears', 'bob', 'b'), on('grizzly-bears', 'alice', 'a')] };
    expect(attachedTo(new Game(gift).do({ type: 'move', card: 'gift', to: 'battlefield' }, { type: 'auto' }), 'gift')).toBe('b');
    expect(attachedTo(new Game(gift).do({ type: 'move', card: 'gift', to: 'battlefield' }, { type: 'auto', policy: 'sensible' }), 'gift')).toBe('a');
  });

  it('the sensible policy: an enchanted creature pumped is one\'s own; an Aura that says nothing about it takes the first option', () => {
    const board = (aura: string) => ({ cards: [inHand(aura, 'alice', 'aura'), on('grizzly-bears', 'bob', 'b'), on('grizzly-bears', 'alice', 'a')] });
    const sensible = (aura: string) => new Game(board(aura), madeUp).do({ type: 'move', card: 'aura', to: 'battlefield' }, { type: 'auto', policy: 'sensible' });
    expect(attachedTo(sensible('test-pump-aura'), 'aura')).toBe('a');
    expect(attachedTo(sensible('test-plain-aura'), 'aura')).toBe('b');
  });

  it('several Auras moved together are asked about one after the other, then all enter at once', () => {
    const game = new Game({
      cards: [inHand('pooling-venom', 'alice', 'pv'), inHand('gift-of-immortality', 'alice', 'gift'), on('forest', 'alice', 'f1'), on('forest', 'bob', 'f2'), on('grizzly-bears', 'bob', 'a'), on('grizzly-bears', 'bob', 'b')],
    });
    game.do({ type: 'move', cards: ['pv', 'gift'], to: 'battlefield' }, { type: 'choose', player: 'alice', answer: 'f2' });
    expect(game.zoneOf('pv')).toBe('hand');
    expect(game.state.pending).toMatchObject({ kind: 'card', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: 'b' });
    expect([attachedTo(game, 'pv'), attachedTo(game, 'gift')]).toEqual(['f2', 'b']);
    expect(game.events('entered').map((e) => e.label)).toEqual(['pv', 'gift']);
  });

  it('a permanent that enters at the same time is not an option', () => {
    const game = new Game({ cards: [inHand('gift-of-immortality', 'alice', 'gift'), inHand('grizzly-bears', 'alice', 'new'), on('grizzly-bears', 'bob', 'old')] });
    game.do({ type: 'move', cards: ['gift', 'new'], to: 'battlefield' });
    expect(game.state.pending).toBeNull();
    expect(attachedTo(game, 'gift')).toBe('old');
  });
});

describe('303.4f with players leaving the game (CR 800.4a)', () => {
  it('a player leaving while the choice waits takes their permanents out of it; with one left, the Aura enters attached to it', () => {
    const game = new Game({
      players: ['alice', 'bob', 'carol'],
      cards: [inHand('gift-of-immortality', 'alice', 'gift'), on('grizzly-bears', 'bob', 'b'), on('grizzly-bears', 'carol', 'c')],
    });
    game.do({ type: 'move', card: 'gift', to: 'battlefield' });
    expect(game.state.pending).toMatchObject({ kind: 'card', player: 'alice' });
    game.do({ type: 'lose', player: 'carol' });
    expect(game.state.pending).toBeNull();
    expect(attachedTo(game, 'gift')).toBe('b');
  });

  it('the Aura would enter under a player who leaves while choosing: it doesn\'t move', () => {
    const game = new Game({
      players: ['alice', 'bob', 'carol'],
      cards: [inHand('gift-of-immortality', 'alice', 'gift'), on('grizzly-bears', 'bob', 'b'), on('grizzly-bears', 'alice', 'a')],
    });
    game.do({ type: 'move', card: 'gift', to: 'battlefield', controller: 'carol' });
    expect(game.state.pending).toMatchObject({ kind: 'card', player: 'carol' });
    game.do({ type: 'lose', player: 'carol' });
    expect(game.state.pending).toBeNull();
    expect(game.zoneOf('gift')).toBe('hand');
    expect(game.state.priority).toBe('alice');
  });
});

describe('303.4g — with nothing it may enchant, the Aura stays where it was', () => {
  it('from the hand: it stays in the hand, the log says why, and the other cards of the move still move', () => {
    const game = new Game({ cards: [inHand('gift-of-immortality', 'alice', 'gift'), inHand('forest', 'alice', 'f'), on('forest', 'bob', 'f2')] });
    game.do({ type: 'move', cards: ['gift', 'f'], to: 'battlefield' });
    expect(game.zoneOf('gift')).toBe('hand');
    expect(game.zoneOf('f')).toBe('battlefield');
    expect(game.events('auraStayed')).toMatchObject([{ card: 'gift-of-immortality', label: 'gift', player: 'alice', from: 'hand', rule: '303.4g' }]);
    expect(game.events('stateBasedAction')).toEqual([]);
  });

  it('from a graveyard: it stays in the graveyard', () => {
    const game = new Game({ cards: [inGraveyard('pooling-venom', 'alice', 'pv'), on('grizzly-bears', 'bob', 'gb')] });
    game.do({ type: 'move', card: 'pv', to: 'battlefield' });
    expect(game.zoneOf('pv')).toBe('graveyard');
    expect(game.events('auraStayed')).toMatchObject([{ label: 'pv', from: 'graveyard', rule: '303.4g' }]);
    expect(game.events('entered')).toEqual([]);
  });
});
