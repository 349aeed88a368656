// Trigger detection looks only at objects with an ability waiting for the kinds of events that happened:
// every kind of trigger event a card can wait for must be reachable from some kind of game event.
import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { MATCHED_BY } from './trigger-match';

describe('the index of trigger events by game event', () => {
  it('reaches every trigger event of every card (state triggers are checked without events, CR 603.8)', () => {
    const reachable = new Set(Object.values(MATCHED_BY).flat());
    for (const card of Object.values(cardPool))
      for (const ability of card.abilities ?? [])
        if (ability.kind === 'triggered' && ability.trigger.on !== 'state') expect(reachable, `${card.id}: ${ability.trigger.on}`).toContain(ability.trigger.on);
  });
});
