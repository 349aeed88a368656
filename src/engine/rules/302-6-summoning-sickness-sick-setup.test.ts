import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { Game } from '../../test/harness';
import { createEngine, type CardDefinition } from '..';

// Cards made up for this test: a creature with a {T} ability that isn't a mana ability, and a creature
// with a mana ability (the shipped pool has neither).
const pinger: CardDefinition = {
  id: 'test-pinger',
  types: ['creature'],
  power: 1,
  toughness: 1,
  abilities: [
    { kind: 'activated', from: 'battlefield', cost: { tap: true }, targets: [{ kind: 'player' }], effects: [{ do: 'loseLife', player: { target: 0 }, amount: 1 }] },
  ],
};
const elf: CardDefinition = { id: 'test-mana-elf', types: ['creature'], power: 1, toughness: 1, abilities: [{ kind: 'mana', produces: ['G'] }] };
const hasty: CardDefinition = { ...pinger, id: 'test-hasty-pinger', keywords: ['haste'] };
const engine = createEngine({ ...cardPool, 'test-pinger': pinger, 'test-mana-elf': elf, 'test-hasty-pinger': hasty });

const ping = (card: string, player = 'alice') => ({ type: 'activate' as const, player, card, ability: 0, targets: ['bob'] });

describe('302.6 — summoning sickness in the setup and for {T} costs', () => {
  it('302.6: a creature set up with "sick: true" can neither attack nor pay {T}; one without it can do both', () => {
    const sick = new Game(
      { step: 'beginCombat', cards: [{ card: 'test-pinger', zone: 'battlefield', owner: 'alice', label: 'p', sick: true }] },
      engine,
    );
    expect(sick.reject(ping('p'))).toBe('errors.summoningSickTap');
    expect(sick.reject({ type: 'attack', attackers: [{ card: 'p', target: 'bob' }] })).toBe('errors.summoningSick');
    const ready = new Game({ step: 'beginCombat', cards: [{ card: 'test-pinger', zone: 'battlefield', owner: 'alice', label: 'p' }] }, engine);
    ready.do(ping('p'), { type: 'resolve' });
    expect(ready.life('bob')).toBe(19);
    const attacker = new Game({ step: 'beginCombat', cards: [{ card: 'test-pinger', zone: 'battlefield', owner: 'alice', label: 'p', sick: false }] }, engine);
    attacker.do({ type: 'attack', attackers: [{ card: 'p', target: 'bob' }] });
    expect(attacker.view.battlefield[0]).toMatchObject({ attacking: 'bob' });
  });

  it('302.6: a creature that entered this turn can\'t use its {T} abilities, mana abilities included', () => {
    const game = new Game(
      {
        freeMana: false,
        cards: [
          { card: 'test-pinger', zone: 'hand', owner: 'alice', label: 'p' },
          { card: 'test-mana-elf', zone: 'hand', owner: 'alice', label: 'elf' },
          { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
        ],
      },
      engine,
    ).do({ type: 'move', cards: ['p', 'elf'], to: 'battlefield' });
    expect(game.reject(ping('p'))).toBe('errors.summoningSickTap');
    expect(game.reject({ type: 'activate', player: 'alice', card: 'elf', ability: 0 })).toBe('errors.summoningSickTap');
    // Nor is the elf tapped to pay a cost.
    expect(game.reject({ type: 'cast', player: 'alice', card: 'gb' })).toBe('errors.cannotPay');
  });

  it('302.6, 702.10b: haste lets a creature pay {T} at once', () => {
    const game = new Game({ cards: [{ card: 'test-hasty-pinger', zone: 'battlefield', owner: 'alice', label: 'h', sick: true }] }, engine);
    game.do(ping('h'), { type: 'resolve' });
    expect(game.life('bob')).toBe(19);
  });

  it('302.6: only creatures are affected: a land set up as sick still taps for mana', () => {
    const game = new Game({ cards: [{ card: 'forest', zone: 'battlefield', owner: 'alice', label: 'f', sick: true }] }, engine);
    game.do({ type: 'activate', player: 'alice', card: 'f', ability: 0 });
    expect(game.state.playerState.alice!.manaPool).toEqual({ G: 1 });
  });

  it("302.6: the sickness lasts until its controller's next turn begins, not just until the turn ends", () => {
    // bob's creature came under his control during alice's turn 1: it stays sick for the rest of that turn,
    // and is ready once bob's own turn 2 has begun.
    const game = new Game({ cards: [{ card: 'test-pinger', zone: 'battlefield', owner: 'bob', label: 'p', sick: true }] }, engine);
    game.do({ type: 'pass' }); // alice passes: bob gets priority during alice's turn
    expect(game.state.priority).toBe('bob');
    expect(game.reject(ping('p', 'bob'))).toBe('errors.summoningSickTap');
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.state).toMatchObject({ turn: 2, active: 'bob' });
    game.do(ping('p', 'bob'), { type: 'resolve' });
    expect(game.life('bob')).toBe(19);
  });

  it("302.6: a creature alice gained on her own turn is still sick on bob's next turn, when she holds priority", () => {
    const game = new Game(
      { cards: [{ card: 'test-pinger', zone: 'battlefield', owner: 'bob', label: 'p' }] },
      engine,
    ).do({ type: 'control', card: 'p', player: 'alice' }, { type: 'advance', to: 'upkeep' });
    expect(game.state).toMatchObject({ turn: 2, active: 'bob' });
    game.do({ type: 'pass' });
    expect(game.state.priority).toBe('alice');
    expect(game.reject(ping('p'))).toBe('errors.summoningSickTap');
  });
});
