import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

const board = () =>
  new Game({
    cards: [
      { card: 'verity-circle', zone: 'battlefield', owner: 'alice', label: 'vc' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      { card: 'blood-tyrant', zone: 'battlefield', owner: 'bob', label: 'flyer' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'mine' },
      { card: 'plains', zone: 'library', owner: 'alice', label: 'top' },
    ],
  });

describe('701.26a — an effect that taps: Verity Circle\'s "{4}{U}: Tap target creature without flying"', () => {
  it("taps an opponent's creature, which becomes tapped by an effect: the Circle's own draw ability triggers (603.2e)", () => {
    const game = board().do({ type: 'activate', player: 'alice', card: 'vc', ability: 0, targets: ['gb'] }, { type: 'resolve' });
    expect(game.view.battlefield.find((p) => p.label === 'gb')?.tapped).toBe(true);
    expect(game.events('tapped')).toMatchObject([{ label: 'gb', rule: '701.26a' }]);
    expect(game.events('triggered')).toMatchObject([{ source: 'verity-circle', label: 'gb' }]);
    game.do({ type: 'resolve' }, { type: 'choose', player: 'alice', answer: true });
    expect(game.zoneOf('top')).toBe('hand');
  });

  it('a creature with flying is not a legal target; her own creature is, and tapping it draws nothing', () => {
    const game = board();
    expect(game.reject({ type: 'activate', player: 'alice', card: 'vc', ability: 0, targets: ['flyer'] })).toMatch(/^errors\./);
    game.do({ type: 'activate', player: 'alice', card: 'vc', ability: 0, targets: ['mine'] }, { type: 'resolve' });
    expect(game.view.battlefield.find((p) => p.label === 'mine')?.tapped).toBe(true);
    expect(game.events('triggered')).toHaveLength(0);
  });

  it('an already tapped creature does not become tapped again: nothing triggers', () => {
    const game = new Game({
      cards: [
        { card: 'verity-circle', zone: 'battlefield', owner: 'alice', label: 'vc' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb', tapped: true },
      ],
    }).do({ type: 'activate', player: 'alice', card: 'vc', ability: 0, targets: ['gb'] }, { type: 'resolve' });
    expect(game.events('tapped')).toHaveLength(0);
    expect(game.events('triggered')).toHaveLength(0);
  });
});
