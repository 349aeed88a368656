// Every notTriggered entry names the ability's controller in `player`, as the triggered entries do (docs/scenarios.md:
// `source`/`sourceLabel`/`player` are the ability's source and controller).
import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

describe('notTriggered entries name the controller of the ability that did not trigger', () => {
  it('CR 603.2e: Verity Circle (bob) and alice\'s creature entering tapped: the entry says the ability is bob\'s', () => {
    const game = new Game({
      cards: [
        { card: 'verity-circle', zone: 'battlefield', owner: 'bob', label: 'vc' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
      ],
    }).do({ type: 'move', card: 'gb', to: 'battlefield', tapped: true });
    expect(game.events('notTriggered')).toEqual([
      expect.objectContaining({ source: 'verity-circle', sourceLabel: 'vc', player: 'bob', label: 'gb', reason: 'enteredTapped', rule: '603.2e' }),
    ]);
  });

  it('CR 702.26d: Soul\'s Attendant (alice) and a creature phasing in: the entry says the ability is alice\'s', () => {
    const game = new Game({
      cards: [
        { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'sa' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'phase', cards: ['gb'] }, { type: 'phase', cards: ['gb'] });
    expect(game.events('notTriggered')).toEqual([
      expect.objectContaining({ source: 'souls-attendant', sourceLabel: 'sa', player: 'alice', label: 'gb', reason: 'phasedIn', rule: '702.26d' }),
    ]);
  });
});
