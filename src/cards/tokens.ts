// Tokens (CR 111): made by effects, never cards in a deck. A token's name is its subtypes followed by
// "Token" when the effect that creates it doesn't name it (111.4).
import type { CardDefinition } from '../engine';

export const soldierToken = {
  id: 'soldier-token',
  token: true,
  // "a 1/1 white Soldier creature token" (Stormfront Riders): a token's colour is what the effect that makes it says (111.3).
  colors: ['W'],
  types: ['creature'],
  subtypes: ['Soldier'],
  power: 1,
  toughness: 1,
} satisfies CardDefinition;
