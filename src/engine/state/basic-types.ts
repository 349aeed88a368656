// The game's basic words: identities, steps, zones, card types and keywords.

export type PlayerId = string;
/** An object's identity. A card that changes zones becomes a new object with a new id (CR 400.7). */
export type ObjectId = string;
/** A card's slug: `Soul's Attendant` → `souls-attendant`. */
export type CardId = string;
/** The physical card, which keeps its identity from zone to zone so that lessons and tests can follow it. */
export type PhysicalId = string;

export const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  /** CR 510.4: the first-strike combat damage step, only when an attacker or blocker has first strike or double strike. */
  'firstStrikeDamage',
  'combatDamage',
  'endCombat',
  'main2',
  'end',
  'cleanup',
] as const;
export type Step = (typeof STEPS)[number];

export const CARD_ZONES = ['battlefield', 'hand', 'library', 'graveyard', 'exile'] as const;
export type CardZone = (typeof CARD_ZONES)[number];
export type Zone = CardZone | 'stack';

export type CardType = 'artifact' | 'creature' | 'enchantment' | 'instant' | 'land' | 'sorcery' | 'planeswalker';
export type Supertype = 'basic' | 'legendary';
export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
export type TapCause = 'cost' | 'effect' | 'attack';
export type Keyword =
  | 'vigilance'
  | 'lifelink'
  | 'flying'
  | 'deathtouch'
  | 'haste'
  | 'trample'
  | 'defender'
  | 'reach'
  | 'flanking'
  | 'shroud'
  /** CR 702.16: protection from spells that are one or more colors (Emrakul): such spells can't target it. */
  | 'protectionFromColoredSpells'
  /** CR 702.26: phases in or out in its controller's untap step. */
  | 'phasing'
  | 'firstStrike'
  | 'doubleStrike'
  /** CR 702.12b: it can't be destroyed, by an effect or by lethal damage (704.5g) or deathtouch (704.5h). */
  | 'indestructible';
