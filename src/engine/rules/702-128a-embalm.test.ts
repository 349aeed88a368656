import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { Game } from '../../test/harness';
import type { SetupCard } from '../setup/setup-types';

const inGraveyard: SetupCard = { card: 'heart-piercer-manticore', zone: 'graveyard', owner: 'alice', label: 'hpm' };
const bears: SetupCard = { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' };
/** Embalm is the Manticore's only activated ability (`ability` counts activated and mana abilities). */
const embalm = { type: 'activate', player: 'alice', card: 'hpm', ability: 0 } as const;

const tokens = (game: Game) => game.state.battlefield.map((id) => game.state.objects[id]!).filter((o) => o.token);

describe('702.128a — embalm: Heart-Piercer Manticore', () => {
  it('activated from its owner\'s graveyard, the cost exiles the card and the ability goes on the stack', () => {
    const game = new Game({ cards: [inGraveyard] }).do(embalm);
    expect(game.zoneOf('hpm')).toBe('exile');
    expect(game.view.stack).toMatchObject([{ kind: 'ability', source: 'heart-piercer-manticore', controller: 'alice' }]);
    expect(game.last.find((e) => e.event === 'abilityActivated')).toMatchObject({ card: 'heart-piercer-manticore', player: 'alice', rule: '602.2' });
    expect(tokens(game)).toHaveLength(0);
  });

  it('resolving creates a token copy, a Zombie Manticore with no mana cost (707.9b), whose own "enters" ability triggers', () => {
    const game = new Game({ cards: [inGraveyard, bears] }).do(embalm, { type: 'resolve' });
    const [token] = tokens(game);
    expect(token).toMatchObject({ card: 'heart-piercer-manticore-embalmed', controller: 'alice', owner: 'alice' });
    const seen = game.view.battlefield.find((p) => p.id === token!.id)!;
    expect(seen).toMatchObject({ power: 4, toughness: 3 });
    expect(cardPool['heart-piercer-manticore-embalmed']).toMatchObject({ subtypes: ['Zombie', 'Manticore'], token: true });
    expect(cardPool['heart-piercer-manticore-embalmed']!.cost).toBeUndefined();
    // The token is a Manticore that entered: its reflexive damage works as the card's does (603.12).
    expect(game.view.stack).toMatchObject([{ kind: 'trigger', source: 'heart-piercer-manticore-embalmed' }]);
    game.do({ type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'gb' }, { type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' });
    expect(game.life('bob')).toBe(18);
  });

  it('the ability resolves even though its source left the graveyard as its cost (113.7a), and a token leaving the battlefield ceases to exist', () => {
    const game = new Game({ cards: [inGraveyard] }).do(embalm, { type: 'resolve' });
    const token = tokens(game)[0]!;
    game.do({ type: 'destroy', cards: [token.id] });
    expect(game.state.objects[token.id]).toBeUndefined();
    expect(tokens(game)).toHaveLength(0);
    // The exiled card stays in exile, out of reach: embalm can't be activated again.
    expect(game.zoneOf('hpm')).toBe('exile');
    expect(game.reject(embalm)).toBe('errors.cardNotFound');
  });

  it('only as a sorcery: not with a spell on the stack, not in another step, not by an opponent (CR 307.1)', () => {
    const onStack = new Game({ cards: [inGraveyard, { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gbh' }] }).do({ type: 'cast', player: 'alice', card: 'gbh' });
    expect(onStack.reject(embalm)).toBe('errors.activateSorcerySpeed');
    const upkeep = new Game({ cards: [inGraveyard], step: 'upkeep' });
    expect(upkeep.reject(embalm)).toBe('errors.activateSorcerySpeed');
    const bobs = new Game({ cards: [{ ...inGraveyard, owner: 'bob' }] });
    expect(bobs.reject({ ...embalm })).toBe('errors.notYourCard');
  });

  it('works only from a graveyard: the card on the battlefield or in a hand can\'t be embalmed', () => {
    expect(new Game({ cards: [{ ...inGraveyard, zone: 'battlefield' }] }).reject(embalm)).toBe('errors.wrongZone');
    expect(new Game({ cards: [{ ...inGraveyard, zone: 'hand' }] }).reject(embalm)).toBe('errors.wrongZone');
  });

  it('is one of the legal actions while it can be activated, and not otherwise', () => {
    const game = new Game({ cards: [inGraveyard] });
    const id = game.state.zones.alice!.graveyard[0]!;
    expect(game.using.legalActions(game.state)).toContainEqual({ type: 'activate', player: 'alice', card: id, ability: 0 });
    const upkeep = new Game({ cards: [inGraveyard], step: 'upkeep' });
    expect(upkeep.using.legalActions(upkeep.state).filter((a) => a.type === 'activate')).toEqual([]);
  });

  it('without free mana, the cost {5}{R} must be paid', () => {
    const game = new Game({ cards: [inGraveyard], freeMana: false });
    expect(game.reject(embalm)).toBe('errors.cannotPay');
  });
});
