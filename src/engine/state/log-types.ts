// Log entries: data, never sentences.
import type { CardId, ObjectId, PlayerId, Zone, Step } from './basic-types';

export type LogEventName =
  | 'gameStarted'
  | 'stepBegan'
  | 'turnBegan'
  | 'priority'
  | 'passed'
  | 'spellCast'
  | 'landPlayed'
  | 'abilityActivated'
  | 'manaAdded'
  | 'entered'
  | 'enteredTapped'
  | 'dies'
  | 'leftBattlefield'
  | 'movedZone'
  | 'destroyed'
  /** CR 702.12b: a permanent with indestructible that an effect tried to destroy. */
  | 'notDestroyed'
  | 'tapped'
  | 'untapped'
  | 'damageDealt'
  | 'lifeGained'
  | 'lifeLost'
  | 'drew'
  | 'discarded'
  | 'triggered'
  | 'notTriggered'
  | 'triggerPutOnStack'
  | 'triggerRemoved'
  | 'resolved'
  | 'countered'
  | 'counterFailed'
  | 'conditionFalse'
  | 'mayAccepted'
  | 'mayDeclined'
  | 'costPaid'
  | 'costNotPaid'
  | 'effectFailed'
  | 'stateBasedAction'
  | 'playerLost'
  | 'gameWon'
  | 'gameDrawn'
  | 'controlChanged'
  | 'attached'
  | 'countersChanged'
  | 'delayedTriggerCreated'
  | 'cardChosen'
  | 'keywordGained'
  | 'sacrificed'
  | 'playerLeft'
  | 'modeChosen'
  | 'scried'
  | 'spellCopied'
  | 'cascaded'
  | 'damagePrevented'
  | 'attackerDeclared'
  | 'blockerDeclared'
  | 'becameBlocked'
  | 'stepSkipped'
  | 'combatDamage'
  | 'damageAssigned'
  | 'ptChanged'
  | 'untapSkipped'
  | 'stayedTapped'
  | 'effectsEnded'
  | 'shuffled'
  | 'extraTurnAdded'
  | 'tokenCreated'
  | 'tokenCeased'
  | 'phasedOut'
  | 'phasedIn'
  | 'milled'
  | 'exiledLinked'
  | 'phasingPrevented'
  | 'enteredWithCounters'
  | 'enteredAsCopy'
  | 'nameChosen'
  | 'becameCreature'
  | 'targetsChosen'
  | 'targetsKept'
  | 'delayedTriggerEnded'
  | 'revealed'
  | 'rebounded'
  /** CR 608.2b: a spell or ability whose targets are all illegal doesn't resolve (it isn't countered). */
  | 'didNotResolve'
  /** CR 303.4g: an Aura that would be put onto the battlefield has nothing it may enchant: it stays where it was. */
  | 'auraStayed'
  | 'removedFromCombat'
  | 'cleanupPriority';

export interface LogEntry {
  event: LogEventName;
  /** The comprehensive rule this entry applied, e.g. `603.10a`. */
  rule?: string;
  card?: CardId;
  label?: string | null;
  object?: ObjectId;
  player?: PlayerId;
  /** The source of an ability or damage. */
  source?: CardId;
  sourceLabel?: string | null;
  trigger?: string;
  amount?: number;
  count?: number;
  from?: Zone;
  to?: Zone;
  step?: Step;
  turn?: number;
  targets?: string[];
  /** A kind of counter, such as `+1/+1`. */
  counter?: string;
  /** The object or player an event was aimed at. */
  target?: string;
  /** A change of power and toughness (`ptChanged`). */
  power?: number;
  toughness?: number;
  /** One amount for each of `targets` (`damageAssigned`). */
  amounts?: number[];
  /** A short code saying why (`lookBack`, `enteredTapped`, `noLegalTarget`, `lethalDamage` …). */
  reason?: string;
}
