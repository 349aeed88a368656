// Cards made up for the loop tests and `npm run fuzz` only (CR 104.4b). A keeper returns every creature that
// dies to the battlefield; with one keeper on each side, a 0/0 husk that dies makes both trigger: the top one
// brings it back, it dies again at once (CR 704.5f) and both trigger again, so each resolution takes one
// ability off the stack and puts two on. The one below finds the husk gone from the graveyard and does
// nothing, but never gets to resolve. Variants: the return is optional ("you may"), or it also costs the
// keeper's controller 1 life, so the chain ends when they lose.
import { cardPool } from '../cards';
import { createEngine, type CardDefinition, type Engine, type GameState } from '../engine';

function keeper(id: string, { optional = false, drain = false } = {}): CardDefinition {
  return {
    id,
    types: ['enchantment'],
    abilities: [
      {
        kind: 'triggered',
        trigger: { on: 'zoneChange', from: 'battlefield', to: 'graveyard', object: { types: ['creature'] } },
        effects: [{ do: 'putOntoBattlefield', object: 'eventObject', under: 'owner' }, ...(drain ? [{ do: 'loseLife' as const, player: 'you' as const, amount: 1 }] : [])],
        ...(optional ? { optional: true } : {}),
      },
    ],
  };
}

export const LOOP_CARDS: Record<string, CardDefinition> = {
  'test-keeper': keeper('test-keeper'),
  'test-may-keeper': keeper('test-may-keeper', { optional: true }),
  'test-draining-keeper': keeper('test-draining-keeper', { drain: true }),
  'test-husk': { id: 'test-husk', types: ['creature'], power: 0, toughness: 0, abilities: [] },
};

export const loopEngine: Engine = createEngine({ ...cardPool, ...LOOP_CARDS });

/** Alice and Bob each control a keeper of this kind; the husk has just been put onto the battlefield. */
export function loopBoard(kind: string, bobLife = 20): GameState {
  const started = loopEngine.start({
    players: ['alice', 'bob'],
    life: { bob: bobLife },
    cards: [
      { card: kind, zone: 'battlefield', owner: 'alice', label: 'ka' },
      { card: kind, zone: 'battlefield', owner: 'bob', label: 'kb' },
      { card: 'test-husk', zone: 'hand', owner: 'alice', label: 'husk' },
    ],
  });
  if (!started.ok) throw new Error(started.error);
  const moved = loopEngine.apply(started.state, { type: 'move', card: 'husk', to: 'battlefield' });
  if (!moved.ok) throw new Error(moved.error);
  return moved.state;
}
