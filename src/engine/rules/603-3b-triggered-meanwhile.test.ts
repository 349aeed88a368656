// CR 603.3b: abilities that trigger while triggered abilities are being put on the stack wait until the process is
// over; they join the stack in the following round, above the ones that were being put there.
// Ward (CR 702.21a) triggers as one of them targets its permanent.
import { describe, expect, it } from 'vitest';
import type { Action } from '..';
import { Game } from '../../test/harness';

/** Two Ravenous Chupacabras enter together; each one's ability can target only Bob's Waterfall Aerialist (ward {2}). */
function twoChupacabras() {
  return new Game({
    cards: [
      { card: 'ravenous-chupacabra', zone: 'hand', owner: 'alice', label: 'c1' },
      { card: 'ravenous-chupacabra', zone: 'hand', owner: 'alice', label: 'c2' },
      { card: 'waterfall-aerialist', zone: 'battlefield', owner: 'bob', label: 'wa' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'bob' },
    ],
  }).do({ type: 'move', cards: ['c1', 'c2'], to: 'battlefield' });
}

/** The stack, top first, as source labels. */
const stack = (game: Game) => game.view.stack.map((item) => item.label);

describe('CR 603.3b — what triggers while triggers go on the stack waits for the next time', () => {
  it("ward triggers as each Chupacabra's ability targets the Aerialist: both ward abilities wait, then Bob orders them on top", () => {
    const game = twoChupacabras();
    expect(game.state.pending).toMatchObject({ kind: 'order', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: ['c1', 'c2'] });
    // Alice's two abilities are on the stack; Bob's two ward abilities wait together and he orders them.
    expect(stack(game)).toEqual(['c2', 'c1']);
    expect(game.state.pending).toMatchObject({ kind: 'order', player: 'bob' });
    expect(game.view.pendingTriggers.map((t) => t.source)).toEqual(['waterfall-aerialist', 'waterfall-aerialist']);
    const options = game.state.pending?.kind === 'order' ? game.state.pending.options.map((o) => o.id) : [];
    game.do({ type: 'choose', player: 'bob', answer: options });
    expect(stack(game)).toEqual(['wa', 'wa', 'c2', 'c1']);
    // Each ward ability is about the ability that targeted the Aerialist: the top one counters the top Chupacabra's.
    const puts = game.events('triggerPutOnStack').map((e) => e.sourceLabel);
    expect(puts).toEqual(['c1', 'c2', 'wa', 'wa']);
  });

  it('answered automatically, by the defaults or sensibly, the ward abilities still go on top of both', () => {
    for (const auto of [{ type: 'auto' }, { type: 'auto', policy: 'sensible' }] as Action[]) {
      const game = twoChupacabras().do(auto);
      expect(game.state.pending).toBeNull();
      expect(stack(game)).toEqual(['wa', 'wa', 'c2', 'c1']);
    }
  });
});
