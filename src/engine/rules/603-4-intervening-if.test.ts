import { stackItems } from '..';
import { describe, expect, it } from 'vitest';
import { Game, type Board } from '../../test/harness';

const felidar = (aliceLife: number): Board => ({
  active: 'bob',
  step: 'end',
  life: { alice: aliceLife, bob: 20 },
  cards: [
    { card: 'felidar-sovereign', zone: 'battlefield', owner: 'alice', label: 'fs' },
    { card: 'plains', zone: 'library', owner: 'alice' },
  ],
});

describe('603.4 — intervening "if": Felidar Sovereign', () => {
  it('with 40 life at the start of the upkeep, it triggers; still 40 on resolution, alice wins', () => {
    const game = new Game(felidar(40)).do({ type: 'advance', to: 'upkeep' });
    expect(game.state).toMatchObject({ active: 'alice', step: 'upkeep' });
    expect(game.view.stack).toMatchObject([{ source: 'felidar-sovereign' }]);
    game.do({ type: 'resolve' });
    expect(game.state.winner).toBe('alice');
    expect(game.view.players.bob!.lost).toBe(true);
  });

  it('with 39 life it does not trigger at all, and the log says why', () => {
    const game = new Game(felidar(39)).do({ type: 'advance', to: 'upkeep' });
    expect(stackItems(game.state.stack)).toHaveLength(0);
    expect(game.events('notTriggered')).toMatchObject([{ source: 'felidar-sovereign', reason: 'interveningIf', rule: '603.4' }]);
  });

  it('if the life total drops below 40 before it resolves, it is removed and does nothing', () => {
    const game = new Game(felidar(40)).do({ type: 'advance', to: 'upkeep' }, { type: 'life', player: 'alice', amount: -1 });
    game.do({ type: 'resolve' });
    expect(game.state.winner).toBeNull();
    expect(stackItems(game.state.stack)).toHaveLength(0);
    expect(game.events('conditionFalse')).toMatchObject([{ source: 'felidar-sovereign', rule: '603.4' }]);
  });
});
