import { describe, expect, it } from 'vitest';
import { engine, Game } from '../../test/harness';

const board = () =>
  new Game({
    cards: [
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
      { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'sa' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bobBears' },
      { card: 'grafted-wargear', zone: 'battlefield', owner: 'alice', label: 'gw', attachedTo: 'gb' },
    ],
  });

describe('602.2b — an activated ability with targets is offered once per legal choice of targets', () => {
  it('CR 602.2b: Equip is offered for each creature its controller controls, and each offer is accepted', () => {
    const game = board();
    const wargear = game.view.battlefield.find((p) => p.label === 'gw')!.id;
    const equips = engine.legalActions(game.state).filter((a) => a.type === 'activate' && a.card === wargear);
    const targets = equips.map((a) => (a.type === 'activate' ? a.targets : undefined));
    expect(targets).toHaveLength(2);
    for (const action of equips) expect(engine.apply(game.state, action).ok).toBe(true);
  });

  it('CR 602.2b: a creature of the opponent is not offered (Equip targets a creature you control)', () => {
    const game = board();
    const bobBears = game.view.battlefield.find((p) => p.label === 'bobBears')!.id;
    const offered = engine.legalActions(game.state).flatMap((a) => (a.type === 'activate' ? (a.targets ?? []) : []));
    expect(offered).not.toContain(bobBears);
    expect(offered).not.toContain('bobBears');
  });
});
