import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

// The view tells the table which creatures are summoning sick, so the card detail can say so.
describe('302.6 — summoning sickness shown in the view', () => {
  it('302.6: a creature set up as sick is marked in the view; one controlled since the turn began is not', () => {
    const game = new Game({
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'sick', sick: true },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'ready' },
      ],
    });
    const byLabel = (label: string) => game.view.battlefield.find((p) => p.label === label);
    expect(byLabel('sick')?.summoningSick).toBe(true);
    expect(byLabel('ready')?.summoningSick).toBeUndefined();
  });

  it('302.6, 702.10b: a creature with haste is never marked, nor a noncreature permanent', () => {
    const game = new Game({
      cards: [
        { card: 'monastery-swiftspear', zone: 'battlefield', owner: 'alice', label: 'hasty', sick: true },
        { card: 'dingus-egg', zone: 'battlefield', owner: 'alice', label: 'egg', sick: true },
      ],
    });
    expect(game.view.battlefield.every((p) => p.summoningSick === undefined)).toBe(true);
  });
});
