// What abilities name: object filters, player and object references, amounts, targets, conditions.
import type { CardType, Keyword } from '../state/basic-types';

/** Which objects an ability or effect is about. All listed fields must hold. */
export interface ObjectFilter {
  /** The object that has the ability. */
  self?: boolean;
  /** Any object but the one that has the ability. */
  other?: boolean;
  /** At least one of these card types. */
  types?: CardType[];
  /** None of these card types ("noncreature"). */
  notTypes?: CardType[];
  /** At least one of these subtypes. */
  subtypes?: string[];
  controller?: 'you' | 'opponent';
  owner?: 'you' | 'opponent';
  /** The permanent that the ability's source (an aura) is attached to. */
  enchanted?: boolean;
  /** At least one of these filters holds. */
  anyOf?: ObjectFilter[];
  /** Has this keyword ability. */
  hasKeyword?: Keyword;
  /** Doesn't have this keyword ability ("a creature without flanking"). */
  lacksKeyword?: Keyword;
  /** A token (CR 111.1): "creature tokens you control". */
  token?: boolean;
  /** Its power is at most this ("with power 2 or less"); an object with no power never matches. */
  powerAtMost?: number;
}

/** A player named by an ability, from the point of view of its controller. */
export type PlayerRef =
  | 'you'
  | 'activePlayer'
  /** the controller (as it last was) of the object that made the ability trigger */
  | 'eventObjectController'
  /** CR 508.5: the player the attacking creature that made the ability trigger attacks. */
  | 'defendingPlayer'
  | { target: number };

/** An object named by an ability. */
export type ObjectRef =
  | 'self'
  | 'eventObject'
  | { target: number }
  /** The card chosen as the ability resolves (see `choose`). */
  | 'chosen'
  /** The permanent an Equipment or Aura became unattached from (as a new object if it has moved). */
  | 'unattachedFrom'
  /** An object this ability (or the ability that created this delayed one) put somewhere: CR 603.7c. */
  | { remembered: number }
  /** CR 603.6e: an Aura's ability finds the new object the Aura became in its owner's graveyard. */
  | 'selfInGraveyard';

/** A number, or "equal to its power" (the object's current power, or the last it had). */
export type Amount = number | { powerOf: ObjectRef } | { lifeLostThisWay: true };

export type TargetSpec =
  | { kind: 'player'; opponent?: boolean }
  | { kind: 'permanent'; filter?: ObjectFilter }
  /** a creature, or a player */
  | { kind: 'any' }
  /** CR 115.1a, 701.6a: a spell on the stack (not an ability; a spell can't target itself, 115.5). */
  | { kind: 'spell'; filter?: ObjectFilter };

export type Condition =
  | { life: 'you'; atLeast: number }
  /** "if it isn't being declared as an attacker" */
  | { notDeclaredAsAttacker: true }
  /** "if it had no -1/-1 counters on it" (persist, undying): read from the object as it last was. */
  | { eventObjectHadNo: string }
  /** CR 702.100a evolve: "if that creature has greater power or toughness than this creature". */
  | { eventObjectIsBigger: true }
  /** "if this permanent has a time counter on it" */
  | { selfHasCounter: string }
  /** CR 702.30a echo: "if this came under your control since the beginning of your last upkeep". */
  | { controlledSinceYourLastUpkeep: true }
  /** Raid (an ability word, CR 207.2c): "if you attacked this turn". */
  | { youAttackedThisTurn: true };
