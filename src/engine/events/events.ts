// Game events: facts, in the past tense, that triggered abilities are matched against (CR 603.2).
import type { ObjectId, PlayerId, Step, TapCause, Zone } from '../state/basic-types';
import type { Snapshot } from '../state/object-types';
import type { StackItem } from '../stack/stack-types';

export type GameEvent =
  /**
   * CR 603.6: `object` is the object as it was before the move; `after` the new object, if it can be seen.
   * A token created on the battlefield comes from nowhere (`from: null`, CR 111.1); a permanent whose owner
   * leaves the game goes nowhere (`to: null`, CR 603.6c, 800.4a).
   */
  | { type: 'zoneChanged'; object: Snapshot; after: Snapshot | null; from: Zone | null; to: Zone | null }
  /** CR 702.26: a permanent phased out (as it was just before) or in. */
  | { type: 'phasedOut'; object: Snapshot }
  /** CR 603.10d: a player stopped controlling a permanent (its control changed); `object` as it was before. */
  | { type: 'controlChanged'; object: Snapshot; player: PlayerId }
  /** CR 603.2b */
  | { type: 'stepBegan'; step: Step; active: PlayerId }
  /** CR 603.2e: only real changes of status are events. */
  | { type: 'becameTapped'; object: Snapshot; cause: TapCause }
  | { type: 'becameUntapped'; object: Snapshot }
  /** An Equipment or Aura stopped being attached to `from` (moved, or one of the two left). */
  | { type: 'becameUnattached'; object: Snapshot; from: Snapshot }
  /** Damage was dealt (CR 120); prevented damage is no event (603.2g). */
  | { type: 'damageDealt'; source: Snapshot; player?: PlayerId; object?: Snapshot; amount: number }
  /** Counters were removed from a permanent; `left` is how many of that kind remain. */
  | { type: 'countersRemoved'; object: Snapshot; kind: string; left: number }
  /** CR 601.2i: a spell became cast. */
  /** `targets` and `x`: the choices made as it was cast, kept as last known information (CR 707.10, storm). */
  | { type: 'spellCast'; spell: Snapshot; item: ObjectId; player: PlayerId; spellsBefore: number; targets: string[]; x?: number }
  /** A permanent became the target of a spell or ability (its stack object `item`). */
  | { type: 'becameTarget'; object: Snapshot; item: ObjectId; controller: PlayerId }
  /** CR 603.9 */
  | { type: 'playerLost'; player: PlayerId }
  /** CR 508.1: a creature was declared as an attacker; `alone` if it was the only one (506.5). */
  | { type: 'attacked'; object: Snapshot; defender: PlayerId; alone: boolean }
  /** CR 509.1g: a creature was declared as a blocker (one event per blocker, 509.3a). */
  | { type: 'blocked'; object: Snapshot; attackers: Snapshot[] }
  /** One blocker and one attacker it blocks (one event per pair, 509.3b and 509.3d). */
  | { type: 'blockedCreature'; blocker: Snapshot; attacker: Snapshot }
  /** CR 509.1h: an attacker became blocked (one event per attacker, however many blockers, 509.3c). */
  | { type: 'becameBlocked'; object: Snapshot; blockers: Snapshot[] }
  /** CR 603.11, 607.2h: `player` revealed the card `object` because of the static ability `ability` of `source`. */
  | { type: 'revealed'; object: Snapshot; player: PlayerId; source: ObjectId; ability: number }
  /**
   * CR 701.6a: a spell or ability was countered; `object` is the spell as it was on the stack (603.10e),
   * `item` its stack object, `caster` the player who cast it (null for an ability or a copy, which aren't cast).
   */
  | { type: 'countered'; object: Snapshot; item: ObjectId; kind: StackItem['kind']; caster: PlayerId | null }
  /**
   * A triggered ability (the pending trigger `trigger`, controlled by `controller`, of `source`) triggered
   * because a permanent entered the battlefield: what "whenever a permanent entering causes a triggered
   * ability to trigger" watches.
   */
  | { type: 'abilityTriggered'; trigger: string; controller: PlayerId; source: Snapshot; cause: 'enters' };
