// Combat as data: attackers, blockers and divided damage.
import type { ObjectId, PlayerId } from '../state/basic-types';

/** Who attacks whom and who blocks whom (CR 508.1, 509.1). Creatures that left the battlefield are ignored. */
export interface CombatState {
  /** CR 508.1: each attacking creature and the player it attacks, in the order they were declared. */
  attackers: { object: ObjectId; defender: PlayerId }[];
  /** CR 509.1g: each blocking creature and the attackers it blocks, in the order they were declared. */
  blockers: { object: ObjectId; blocking: ObjectId[] }[];
  /** CR 509.1h: the attackers that became blocked; they stay blocked even if their blockers leave. */
  blocked: ObjectId[];
  /**
   * CR 510.4, 702.7b, 702.4b: the attackers and blockers that had first strike or double strike as the
   * first-strike combat damage step began (absent when there was no such step).
   */
  firstStrikers?: ObjectId[];
  /** CR 510.1c: how attacking players divided their creatures' damage, while the step's damage waits for the next choice. */
  divisions?: DamageDivision[];
}

/** One attacker's combat damage, divided by its controller: an amount for each blocker id or player id. */
export interface DamageDivision {
  attacker: ObjectId;
  to: string[];
  amounts: number[];
}
