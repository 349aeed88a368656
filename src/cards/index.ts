// The card pool: every card the engine knows, by id. Player-facing names and texts are in locales/*/cards.json.
import type { CardDefinition, CardPool } from '../engine';
import * as combat from './combat';
import * as course from './course';
import * as creatures from './creatures';
import * as lands from './lands';
import * as noncreatures from './noncreatures';
import * as tokens from './tokens';
import * as triggering from './triggering';
import * as spells from './spells';
import * as counterReflexive from './counter-reflexive';

const all: CardDefinition[] = [
  ...Object.values(creatures),
  ...Object.values(noncreatures),
  ...Object.values(lands),
  ...Object.values(combat),
  ...Object.values(course),
  ...Object.values(tokens),
  ...Object.values(spells),
  ...Object.values(counterReflexive),
  ...Object.values(triggering),
];

export const cardPool: CardPool = Object.freeze(Object.fromEntries(all.map((card) => [card.id, card])));
