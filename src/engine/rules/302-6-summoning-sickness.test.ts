import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { createEngine, type CardDefinition } from '..';
import { Game } from '../../test/harness';

// Two creatures made up for this test: a mana creature ({T}: add {G}), and the same with haste.
const elf = (haste: boolean): CardDefinition => ({
  id: haste ? 'test-hasty-elf' : 'test-elf',
  cost: '{G}',
  types: ['creature'],
  power: 1,
  toughness: 1,
  ...(haste ? { keywords: ['haste' as const] } : {}),
  abilities: [{ kind: 'mana', produces: ['G'] }],
});
const engine = createEngine({ ...cardPool, 'test-elf': elf(false), 'test-hasty-elf': elf(true) });

const tapForMana = (card: string) => ({ type: 'activate' as const, player: 'alice', card, ability: 0 });

describe('302.6 — summoning sickness: {T} costs of a creature, lands that are creatures included', () => {
  it('302.6: a Forest played this turn under Living Lands is a creature, so it can\'t be tapped for mana', () => {
    const game = new Game({
      cards: [
        { card: 'living-lands', zone: 'battlefield', owner: 'alice' },
        { card: 'forest', zone: 'hand', owner: 'alice', label: 'f' },
      ],
    }).do({ type: 'play', player: 'alice', card: 'f' });
    expect(game.reject(tapForMana('f'))).toBe('errors.summoningSickTap');
  });

  it('302.6: a Forest controlled since the turn began that becomes a creature this turn can be tapped for mana', () => {
    const game = new Game({
      cards: [
        { card: 'living-lands', zone: 'hand', owner: 'alice', label: 'll' },
        { card: 'forest', zone: 'battlefield', owner: 'alice', label: 'f' },
      ],
    }).do({ type: 'move', card: 'll', to: 'battlefield' });
    expect(game.view.battlefield.find((p) => p.label === 'f')?.types).toContain('creature');
    game.do(tapForMana('f'));
    expect(game.last).toContainEqual(expect.objectContaining({ event: 'manaAdded', label: 'f' }));
  });

  it('302.6: a land played this turn that is not a creature taps for mana as usual', () => {
    const game = new Game({ cards: [{ card: 'forest', zone: 'hand', owner: 'alice', label: 'f' }] }).do(
      { type: 'play', player: 'alice', card: 'f' },
      tapForMana('f'),
    );
    expect(game.view.battlefield.find((p) => p.label === 'f')?.tapped).toBe(true);
  });

  it('302.6: paying a cost automatically doesn\'t tap a land that is a summoning-sick creature', () => {
    const board = (withLivingLands: boolean) =>
      new Game({
        freeMana: false,
        cards: [
          ...(withLivingLands ? [{ card: 'living-lands', zone: 'battlefield' as const, owner: 'alice' }] : []),
          { card: 'forest', zone: 'battlefield', owner: 'alice', label: 'old' },
          { card: 'forest', zone: 'hand', owner: 'alice', label: 'new' },
          { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
        ],
      }).do({ type: 'play', player: 'alice', card: 'new' });
    expect(board(true).reject({ type: 'cast', player: 'alice', card: 'gb' })).toBe('errors.cannotPay');
    const game = board(false).do({ type: 'cast', player: 'alice', card: 'gb' });
    expect(game.view.stack).toHaveLength(1);
  });

  it('302.6, 702.10b: a creature that arrived this turn can\'t use a {T} ability, unless it has haste', () => {
    const game = new Game(
      {
        cards: [
          { card: 'test-elf', zone: 'hand', owner: 'alice', label: 'e' },
          { card: 'test-hasty-elf', zone: 'hand', owner: 'alice', label: 'h' },
        ],
      },
      engine,
    ).do({ type: 'move', cards: ['e', 'h'], to: 'battlefield' });
    expect(game.reject(tapForMana('e'))).toBe('errors.summoningSickTap');
    game.do(tapForMana('h'));
    expect(game.view.battlefield.find((p) => p.label === 'h')?.tapped).toBe(true);
  });

  it('302.6: "since their most recent turn began": a creature that arrived during its controller\'s turn is still sick during the next opponent\'s turn, and ready on its controller\'s next turn', () => {
    const game = new Game(
      {
        cards: [
          { card: 'test-elf', zone: 'hand', owner: 'alice', label: 'e' },
          { card: 'forest', zone: 'library', owner: 'alice' },
          { card: 'forest', zone: 'library', owner: 'bob' },
        ],
      },
      engine,
    ).do({ type: 'move', card: 'e', to: 'battlefield' }, { type: 'advance', to: 'main1' });
    expect(game.state).toMatchObject({ turn: 2, active: 'bob', step: 'main1' });
    // Bob passes priority to alice during his main phase: she may activate mana abilities, but not this one.
    game.do({ type: 'pass' });
    expect(game.state.priority).toBe('alice');
    expect(game.reject(tapForMana('e'))).toBe('errors.summoningSickTap');
    game.do({ type: 'pass' }, { type: 'advance', to: 'main1' });
    expect(game.state).toMatchObject({ turn: 3, active: 'alice', step: 'main1' });
    game.do(tapForMana('e'));
    expect(game.view.battlefield.find((p) => p.label === 'e')?.tapped).toBe(true);
  });

  it('302.6: a creature whose control changed this turn can\'t use its {T} ability for its new controller', () => {
    const game = new Game({ cards: [{ card: 'test-elf', zone: 'battlefield', owner: 'bob', label: 'e' }] }, engine).do({
      type: 'control',
      card: 'e',
      player: 'alice',
    });
    expect(game.reject(tapForMana('e'))).toBe('errors.summoningSickTap');
  });

  it('302.6, 508.1a: an animated Chimeric Mass that arrived this turn can\'t attack; one controlled since the turn began can', () => {
    const board = new Game({
      cards: [
        { card: 'chimeric-mass', zone: 'battlefield', owner: 'alice', label: 'old', counters: { charge: 2 } },
        { card: 'chimeric-mass', zone: 'hand', owner: 'alice', label: 'new' },
      ],
    }).do(
      { type: 'cast', player: 'alice', card: 'new', x: 2 },
      { type: 'resolve' },
      { type: 'activate', player: 'alice', card: 'old', ability: 0 },
      { type: 'resolve' },
      { type: 'activate', player: 'alice', card: 'new', ability: 0 },
      { type: 'resolve' },
    );
    expect(board.reject({ type: 'attack', attackers: [{ card: 'new', target: 'bob' }] })).toBe('errors.summoningSick');
    board.do({ type: 'attack', attackers: [{ card: 'old', target: 'bob' }] });
    expect(board.view.battlefield.find((p) => p.label === 'old')).toMatchObject({ attacking: 'bob' });
  });
});
