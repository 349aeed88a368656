// What an action's trigger detection did, recorded only when asked ("why did / didn't it trigger?",
// view/why.ts): the events each `detectTriggers` call compared, the board then, and every verdict its
// real control flow reached. Recording is off in play (`ctx.why` unset): detection pays one check per match.
import type { GameEvent } from '../events/events';
import type { GameState } from '../state/game-types';
import type { Snapshot } from '../state/object-types';

/** What became of one ability's match with one event (the branch detectTriggers took, and its rule). */
export type VerdictOutcome = 'triggered' | 'additionalTime' | 'lostAbilities' | 'interveningIf' | 'onceEachTurn' | 'onceEachTurnAdditional' | 'alreadyDone' | 'batched';

export interface WhyVerdict {
  /** The index of the event in its detection's `events`. */
  event: number;
  source: Snapshot;
  /** The ability's index in its source's card (-1: a delayed trigger). */
  ability: number;
  outcome: VerdictOutcome;
  rule: string;
  /** The pending trigger it made, if it triggered. */
  trigger?: string;
  /** The index, in the action's log, of the entry logged for this verdict (if one was). */
  log?: number;
}

/** One `detectTriggers` call: its events, the board as it was then, and the log entries it wrote. */
export interface WhyDetection {
  events: readonly GameEvent[];
  /** CR 603.10a: the battlefield just before the events, when they moved objects. */
  lookBack: readonly Snapshot[] | null;
  /** A copy of the state as the events were compared (after they happened). */
  state: GameState;
  logStart: number;
  logEnd: number;
  verdicts: WhyVerdict[];
}

/** An event that would have happened but didn't (CR 603.2g: prevented or replaced), and the rule that says so. */
export interface WhyUnseen {
  event: GameEvent;
  rule: string;
  reason: 'prevented' | 'replaced';
  log: number;
  /** A copy of the state as it would have happened. */
  state: GameState;
}

/** CR 702.26d: an "enters" ability that a permanent phasing in did not set off, because phasing in isn't entering. */
export interface WhyPhasedIn {
  source: Snapshot;
  about: Snapshot;
  log: number;
}

export interface WhyRecorder {
  detections: WhyDetection[];
  unseen: WhyUnseen[];
  phasedIn: WhyPhasedIn[];
}

export function newRecorder(): WhyRecorder {
  return { detections: [], unseen: [], phasedIn: [] };
}
