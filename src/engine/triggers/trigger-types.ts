// Triggered abilities in the game: what they remember of their event, delayed and pending triggers.
import type { Snapshot } from '../state/object-types';
import type { ObjectId, Step, TapCause, PlayerId } from '../state/basic-types';
import type { TriggeredAbility } from '../state/card-types';

/** What a triggered ability remembers of the event that made it trigger. */
export interface TriggerContext {
  /** The object the event was about, as it was then (before a zone change, for leaves-the-battlefield). */
  eventObject?: Snapshot;
  /** The new object it became, if it changed zones (CR 603.6: the ability looks for it there). */
  eventObjectNewId?: ObjectId | null;
  /**
   * CR 608.2h: that object as it last existed on the battlefield, when it left after the ability triggered (bounced
   * in response): with what changed it in between (a bushido bonus, counters it entered with).
   */
  eventObjectLastKnown?: Snapshot;
  step?: Step;
  /** Why a permanent became tapped. */
  cause?: TapCause;
  /** CR 603.7c: the objects a delayed triggered ability refers to (they are not followed to new zones). */
  remembered?: ObjectId[];
  /** The permanent an Equipment or Aura became unattached from, as it was then. */
  unattachedFrom?: Snapshot;
  /** Storm: how many spells were cast before this one this turn. */
  spellsBefore?: number;
  /** CR 707.10: the choices the spell was cast with (its targets, X), kept in case it has left the stack. */
  eventSpellChoices?: { targets: string[]; x?: number };
  /** The spell or ability (its stack object) and its controller, for "casts a spell" and ward triggers. */
  eventSpell?: ObjectId;
  eventPlayer?: PlayerId;
  /** CR 508.5: the player the attacking creature attacks, for an ability that triggered on an attack. */
  defender?: PlayerId;
  /** The triggered ability (its pending trigger id) whose triggering made this one trigger (Strict Proctor). */
  eventTrigger?: string;
}

/** CR 603.7: a delayed triggered ability, waiting for its event. */
export interface DelayedTrigger {
  id: string;
  /** CR 603.7d–e: the source of the spell or ability that created it. */
  source: Snapshot;
  /** CR 603.7d–e: who controlled that spell or ability as it resolved. */
  controller: PlayerId;
  ability: TriggeredAbility;
  remembered: ObjectId[];
  /** "This turn": it can trigger only during the turn it was created and ends in the cleanup step (CR 514.2). */
  duration?: 'thisTurn';
}

export interface PendingTrigger {
  id: string;
  source: Snapshot;
  /** CR 603.3a: the controller of the source when it triggered. */
  controller: PlayerId;
  abilityIndex: number;
  /** A delayed triggered ability carries its own text (CR 603.7). */
  delayed?: TriggeredAbility;
  context: TriggerContext;
  /** The controller has put this player's triggers in order (CR 603.3b). */
  ordered: boolean;
  /** The chosen mode of a modal ability (CR 603.3c). */
  mode?: number;
  /** Targets chosen so far (player ids or object ids). */
  targets: string[];
  /** Another trigger refers to this one (`eventTrigger`): its stack object keeps this trigger's id. */
  watched?: boolean;
  /**
   * CR 603.3b: it triggered while triggered abilities were being put on the stack (ward, as one of them targets its
   * permanent): it waits until they all are there, then joins the stack in the following round, above them.
   */
  late?: boolean;
}
