// The app's one engine, over the whole card pool.
import { cardPool } from '../cards';
import { createEngine, type CardDefinition, type CardId, type Engine } from '../engine';

export const engine: Engine = createEngine(cardPool);

export function cardDefinition(id: CardId): CardDefinition | undefined {
  return engine.cards[id];
}
