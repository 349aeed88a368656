import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

const titan = () =>
  new Game({
    cards: [
      { card: 'ereboss-titan', zone: 'graveyard', owner: 'alice', label: 'titan' },
      { card: 'forest', zone: 'hand', owner: 'alice', label: 'f' },
      { card: 'grizzly-bears', zone: 'graveyard', owner: 'bob', label: 'gb' },
      { card: 'forest', zone: 'graveyard', owner: 'bob', label: 'bf' },
      { card: 'grizzly-bears', zone: 'graveyard', owner: 'alice', label: 'mine' },
    ],
  });

describe('603.10a — "leaves a graveyard" abilities look back in time, and work from the graveyard', () => {
  it("Erebos's Titan, in alice's graveyard, triggers when a creature card leaves bob's graveyard", () => {
    const game = titan().do({ type: 'exile', cards: ['gb'] });
    expect(game.events('triggered')).toMatchObject([{ source: 'ereboss-titan', card: 'grizzly-bears', reason: 'lookBack', rule: '603.10a' }]);
    game.do({ type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'card', player: 'alice', optional: true });
    game.do({ type: 'choose', player: 'alice', answer: 'f' });
    expect(game.zoneOf('f')).toBe('graveyard');
    expect(game.zoneOf('titan')).toBe('hand');
  });

  it('"if you do": discarding nothing returns nothing', () => {
    const game = titan().do({ type: 'exile', cards: ['gb'] }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: false });
    expect(game.zoneOf('titan')).toBe('graveyard');
  });

  it("a land leaving bob's graveyard, or a creature leaving alice's own, does not trigger it", () => {
    const game = titan().do({ type: 'exile', cards: ['bf'] }, { type: 'exile', cards: ['mine'] });
    expect(game.events('triggered')).toHaveLength(0);
  });

  it('on the battlefield, its graveyard ability does nothing', () => {
    const game = titan().do({ type: 'move', card: 'titan', to: 'battlefield' }, { type: 'exile', cards: ['gb'] });
    expect(game.events('triggered')).toHaveLength(0);
  });
});
