// Effects as data: what an ability or spell does, and effects that last for a while.
import type { PlayerRef, Amount, ObjectRef, TargetSpec, Condition, ObjectFilter } from './reference-types';
import type { ReflexiveAction, TriggerEvent } from '../triggers/trigger-event-types';
import type { Keyword, CardId, ObjectId, PlayerId } from '../state/basic-types';

export type Effect =
  | { do: 'gainLife'; player: PlayerRef | 'each'; amount: Amount }
  | { do: 'loseLife'; player: PlayerRef | 'each' | 'eachOpponent'; amount: number }
  /** Fog: "Prevent all combat damage that would be dealt this turn." */
  | { do: 'preventCombatDamageThisTurn' }
  /** Storm (CR 702.40a): copies the spell that made this trigger, once for each spell cast before it this turn. */
  | { do: 'copyEventSpellForEachSpellBefore' }
  /** Cascade (CR 702.85a): exile until a cheaper nonland card; cast it free if chosen; the rest to the bottom. */
  | { do: 'cascade' }
  /**
   * Counters the spell or ability that made this one trigger (ward), or the triggered ability whose
   * triggering made it trigger (Strict Proctor, CR 701.6a); `reason` names why in the log (`ward` by default).
   */
  | { do: 'counterEventSpell'; reason?: string }
  /** CR 701.6a: counters a spell (or ability) on the stack: "Counter target spell." */
  | { do: 'counter'; object: ObjectRef }
  /**
   * CR 603.12: a reflexive triggered ability ("When you do, …"), created as this resolves: it triggers at
   * once, once for each time the action `when` was done earlier during this resolution, and waits like any
   * trigger until a player is about to get priority: its targets are chosen as it is stacked (603.3d). Its
   * `eventObject` is the object the action was done to, as it last was (a sacrificed creature's power).
   */
  | { do: 'createReflexiveTrigger'; when: ReflexiveAction; targets?: TargetSpec[]; effects: Effect[] }
  | { do: 'addCounters'; object: ObjectRef; kind: string; amount: Amount }
  | { do: 'removeCounters'; object: ObjectRef; kind: string; amount: number }
  | { do: 'dealDamage'; amount: Amount; to: PlayerRef | { object: ObjectRef } }
  /**
   * Puts a card onto the battlefield from where it is. CR 603.6: the ability looks for the card in the zone
   * it went to; gone from there, it does nothing. The new permanent is remembered by the ability.
   */
  | {
      do: 'putOntoBattlefield';
      object: ObjectRef;
      under: 'owner' | 'you';
      counters?: Record<string, number>;
      /** An Aura enters attached to this object, or stays where it is if it can't (CR 303.4g). */
      attachTo?: ObjectRef;
    }
  | { do: 'returnToHand'; object: ObjectRef }
  | { do: 'discard'; object: ObjectRef }
  /** Equip: attaches this Equipment to the object (CR 702.6a). */
  | { do: 'attachSelf'; to: ObjectRef }
  /** Exiles an object; the ability remembers the card in exile. */
  | { do: 'exile'; object: ObjectRef }
  /** Looks at the top cards of your library and puts any of them on the bottom (a `scry` choice). */
  | { do: 'scry'; count: number }
  | { do: 'sacrifice'; object: ObjectRef }
  | { do: 'gainKeyword'; object: ObjectRef; keyword: Keyword }
  /**
   * Remembers the object a reference finds now, for the effects that follow and the delayed triggers this ability
   * creates (`{ remembered: n }`, CR 603.7c): a later effect finds that object, or nothing once it has changed zones
   * (400.7). Found nothing, it keeps the slot empty, so that the next remembered objects keep their numbers.
   */
  | { do: 'remember'; object: ObjectRef }
  /**
   * CR 603.7: a delayed triggered ability, created as this resolves; it remembers what this one did.
   * With `duration: 'thisTurn'` it can trigger only this turn and ends in the cleanup step (514.2); with
   * `onlyIf`, it is created only if the condition holds as this resolves (raid).
   */
  | { do: 'createDelayedTrigger'; trigger: TriggerEvent; effects: Effect[]; duration?: 'thisTurn'; onlyIf?: Condition }
  /** "Copy that spell" (CR 707.10): copies the spell that made this ability trigger; new targets may be chosen (707.10c). */
  | { do: 'copyEventSpell'; times: number }
  /** "You may cast [object] without paying its mana cost" (rebound, CR 702.88a): cast now, its targets chosen as it is cast (601.2c). */
  | { do: 'castWithoutPaying'; object: ObjectRef }
  | { do: 'destroyAll'; filter: ObjectFilter }
  | { do: 'destroy'; object: ObjectRef }
  /** CR 701.26a: "tap target creature" (Verity Circle); it becomes tapped by an effect, which abilities see (603.2e). */
  | { do: 'tap'; object: ObjectRef }
  | { do: 'drawCards'; player: PlayerRef; count: number }
  | { do: 'winGame'; player: PlayerRef }
  /**
   * "[object] gets +N/+N until end of turn" (CR 611.2a), optionally "for each creature blocking it" or
   * "for each creature it's blocking", counted as the ability resolves, beyond the first `beyond`.
   */
  | { do: 'pump'; object: ObjectRef; power: number; toughness: number; forEach?: { count: 'blockingIt' | 'blockedByIt'; beyond?: number } }
  /** "[object] doesn't untap during its controller's next untap step" (CR 502.3). */
  | { do: 'skipNextUntap'; object: ObjectRef }
  /** "[player] gains life equal to [object]'s toughness", as it last existed on the battlefield if it left (CR 608.2h). */
  | { do: 'gainLifeEqualToToughness'; player: PlayerRef; of: ObjectRef }
  /**
   * "[player] sacrifices N permanents" (CR 701.21a): that player chooses which (a `sacrifice` choice) when
   * they control more than N. It must be the ability's last effect: the choice is answered after it.
   */
  | { do: 'sacrificePermanents'; player: PlayerRef; count: number }
  /** "[player] shuffles their graveyard into their library". */
  | { do: 'shuffleGraveyardIntoLibrary'; player: PlayerRef }
  /** "[player] takes an extra turn after this one" (CR 500.7). */
  | { do: 'extraTurn'; player: PlayerRef }
  /**
   * "[player] returns N [filter] permanents they control to their owners' hands": that player chooses which
   * (a `return` choice) when they control more than N. Like `sacrificePermanents`, it must come last.
   */
  | { do: 'returnPermanents'; player: PlayerRef; count: number; filter: ObjectFilter }
  /** CR 111.1, 701.7a: creates tokens (a card of the pool marked `token`) under the ability's controller. */
  | { do: 'createToken'; token: CardId; count?: number }
  /** CR 701.17a: mills N cards (the top N of the library go to the graveyard). */
  | { do: 'mill'; player: PlayerRef; count: number }
  /** "[object] can't phase out until your next upkeep" (CR 702.26; Ertai's Familiar). */
  | { do: 'preventPhasingOut'; object: ObjectRef }
  /** "Until end of turn, [object] becomes a [subtypes] artifact creature with P/T each equal to its [kind] counters" (Chimeric Mass). */
  | { do: 'becomeCreature'; object: ObjectRef; subtypes: string[]; ptFromCounters: string }
  /**
   * Exiles the top N cards of the controller's library, or their whole hand, face down, linked to the
   * source (CR 607.2a: "exiled with [this]"); they are remembered by the ability.
   */
  | { do: 'exileLinked'; from: 'libraryTop' | 'hand'; count?: number; faceDown?: boolean }
  /**
   * CR 607.2a: moves the cards "exiled with [this]" (the source's linked exile) — all of them, those owned
   * by the controller, or all but those this ability has just remembered — to their owners' hand or graveyard.
   */
  | { do: 'moveLinked'; to: 'hand' | 'graveyard'; ownedBy?: 'you'; exceptRemembered?: boolean };

export type DurationEffect =
  /** "+N/+N until end of turn" (CR 613.4c); ends in the cleanup step (514.2). */
  | { kind: 'pt'; object: ObjectId; power: number; toughness: number }
  /** "doesn't untap during its controller's next untap step"; used up by that step (502.3). */
  | { kind: 'skipUntap'; object: ObjectId }
  /** "Prevent all combat damage that would be dealt this turn" (CR 615); ends in the cleanup step. */
  | { kind: 'preventCombatDamage' }
  /**
   * "Until end of turn, [object] becomes a [subtypes] artifact creature with P/T equal to its [counters] counters"
   * (layers 4, 6 and 7b). `at`: when it was made, the timestamp of the ability it grants (CR 613.7a); absent in
   * older saved games, where it counts as the earliest.
   */
  | { kind: 'animate'; object: ObjectId; subtypes: string[]; ptFromCounters: string; at?: number }
  /** "[object] can't phase out until your next upkeep" (Ertai's Familiar); ends as `player`'s upkeep begins. */
  | { kind: 'noPhasing'; object: ObjectId; player: PlayerId };
