import { stackItems } from '..';
import { describe, expect, it } from 'vitest';
import { engine, Game } from '../../test/harness';

const wrathBoard = {
  cards: [
    { card: 'blood-artist', zone: 'battlefield' as const, owner: 'alice', label: 'ba' },
    { card: 'grizzly-bears', zone: 'battlefield' as const, owner: 'alice', label: 'b1' },
    { card: 'grizzly-bears', zone: 'battlefield' as const, owner: 'bob', label: 'b2' },
    { card: 'wrath-of-god', zone: 'hand' as const, owner: 'alice', label: 'w' },
  ],
};

describe('choices the engine waits for are part of the state', () => {
  it('a pending order survives a JSON round trip and can be answered from the copy', () => {
    const game = new Game(wrathBoard).do({ type: 'cast', player: 'alice', card: 'w' }, { type: 'resolve' });
    const copy = JSON.parse(JSON.stringify(game.state));
    expect(copy).toEqual(game.state);
    const result = engine.apply(copy, { type: 'auto' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(stackItems(result.state.stack)).toHaveLength(3);
  });

  it('auto answers every pending choice with the default: order as listed, first legal target, yes', () => {
    const game = new Game(wrathBoard).do({ type: 'cast', player: 'alice', card: 'w' }, { type: 'resolve' });
    const listed = (game.state.pending as { options: { id: string }[] }).options.map((o) => o.id);
    game.do({ type: 'auto' });
    expect(game.state.pending).toBeNull();
    expect(game.events('triggerPutOnStack').map((e) => e.trigger)).toEqual(listed);
    expect(game.view.stack.every((s) => s.targets[0] === 'alice')).toBe(true);
  });

  it('auto does nothing when nothing is pending', () => {
    const game = new Game(wrathBoard);
    const before = game.state;
    game.do({ type: 'auto' });
    expect(game.state).toEqual(before);
  });

  it('a wrong order answer is refused with a clear code, and the state is unchanged', () => {
    const game = new Game(wrathBoard).do({ type: 'cast', player: 'alice', card: 'w' }, { type: 'resolve' });
    expect(game.reject({ type: 'choose', player: 'alice', answer: ['t1'] })).toBe('errors.badOrder');
    expect(game.state.pending?.kind).toBe('order');
  });
});

describe('the engine is deterministic and never mutates its input', () => {
  it('the same actions on the same board give the same state', () => {
    const run = () =>
      new Game(wrathBoard).do({ type: 'cast', player: 'alice', card: 'w' }, { type: 'resolve' }, { type: 'auto' }, { type: 'resolve' })
        .state;
    expect(run()).toEqual(run());
  });

  it('apply leaves the state it was given untouched', () => {
    const game = new Game(wrathBoard);
    const frozen = JSON.stringify(game.state);
    engine.apply(game.state, { type: 'cast', player: 'alice', card: 'w' });
    expect(JSON.stringify(game.state)).toBe(frozen);
  });

  it('every action legalActions offers is accepted', () => {
    const game = new Game({ ...wrathBoard, freeMana: false, cards: [...wrathBoard.cards, { card: 'plains', zone: 'hand', owner: 'alice' }] });
    const offered = engine.legalActions(game.state);
    expect(offered).toContainEqual({ type: 'pass' });
    expect(offered.some((a) => a.type === 'play')).toBe(true);
    // No mana: Wrath of God is not offered.
    expect(offered.some((a) => a.type === 'cast')).toBe(false);
    for (const action of offered) expect(engine.apply(game.state, action).ok).toBe(true);
  });

  it('every pending choice has answers in legalActions, each accepted: a mode, a scry, a card, the legend rule', () => {
    const lib = { card: 'plains', zone: 'library' as const, owner: 'alice' };
    const boards: [string, Game][] = [
      ['legend', new Game({ cards: [{ card: 'isamaru-hound-of-konda', zone: 'battlefield', owner: 'alice' }, { card: 'isamaru-hound-of-konda', zone: 'battlefield', owner: 'alice' }] })],
      ['mode', new Game({ cards: [{ card: 'charming-prince', zone: 'hand', owner: 'alice', label: 'cp' }, { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice' }, lib, lib] }).do({ type: 'cast', player: 'alice', card: 'cp' }, { type: 'resolve' })],
      ['scry', new Game({ cards: [{ card: 'charming-prince', zone: 'hand', owner: 'alice', label: 'cp' }, lib, lib] }).do({ type: 'cast', player: 'alice', card: 'cp' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 0 }, { type: 'resolve' })],
      ['card', new Game({ cards: [{ card: 'sneak-attack', zone: 'battlefield', owner: 'alice', label: 'sa' }, { card: 'grizzly-bears', zone: 'hand', owner: 'alice' }] }).do({ type: 'activate', player: 'alice', card: 'sa', ability: 0 }, { type: 'resolve' })],
    ];
    for (const [kind, game] of boards) {
      expect(game.state.pending?.kind, kind).toBe(kind);
      const offered = engine.legalActions(game.state);
      expect(offered.filter((a) => a.type === 'choose').length, kind).toBeGreaterThan(0);
      expect(offered, kind).toContainEqual({ type: 'auto' });
      for (const action of offered) expect(engine.apply(game.state, action).ok, `${kind} ${JSON.stringify(action)}`).toBe(true);
    }
  });

  it('illegal input is refused, never thrown', () => {
    const game = new Game(wrathBoard);
    expect(game.reject({ type: 'destroy', cards: ['nothing-here'] })).toBe('errors.cardNotFound');
    expect(game.reject({ type: 'nonsense' } as never)).toBe('errors.unknownAction');
    expect(game.reject({ type: 'choose', player: 'alice', answer: true })).toBe('errors.nothingToChoose');
    expect(game.reject({ type: 'resolve' })).toBe('errors.stackEmpty');
  });
});
