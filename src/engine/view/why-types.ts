// "Why did (or didn't) it trigger?": answers as data (a reason code, its rule, the objects), translated by the UI.
import type { Action } from '../actions/action-types';
import type { CardId, ObjectId, PhysicalId, PlayerId, Zone } from '../state/basic-types';
import type { GameState } from '../state/game-types';
import type { LogEntry } from '../state/log-types';
import type { Setup } from '../setup/setup-types';

export type WhyCode =
  /** CR 603.2: the event matched its trigger condition. */
  | 'triggered'
  /**
   * CR 603.10a–f: it triggered although its source had left the battlefield (or phased out): the game looked back
   * in time. The rule is the look-back rule of the event (603.10b phasing out, 603.10c becoming unattached …).
   */
  | 'lookedBack'
  /** CR 603.2d: it triggered an additional time. */
  | 'additionalTime'
  /** CR 613.1f (layer 6): its source had lost its abilities; the rule is its log line's (603.6b entering, 603.10a looking back). */
  | 'lostAbilities'
  /** CR 603.4: the intervening "if" clause was false. */
  | 'interveningIf'
  /** CR 603.4: it triggered, but its intervening "if" clause was false on resolution: it did nothing. */
  | 'interveningIfOnResolution'
  /** CR 603.2h: "only once each turn", or "do this only once each turn", already used. */
  | 'onceEachTurn'
  /** CR 603.2h: it triggered, and an additional time (CR 603.2d) was refused: it triggers only once each turn. */
  | 'onceEachTurnAdditional'
  /** CR 702.26d: a permanent phased in, which is not entering the battlefield: its "enters" ability didn't trigger. */
  | 'phasedIn'
  | 'alreadyDone'
  /** CR 603.2c: a "one or more" ability triggers once for the whole event. */
  | 'batched'
  /** CR 603.2e: the permanent entered tapped; it never became tapped. */
  | 'enteredTapped'
  /** CR 603.6d: "enters tapped / with counters / as" is a static ability applied as it enters, not a trigger. */
  | 'staticEnters'
  /** CR 113.6: the source wasn't where its ability works (the battlefield) when the event happened. */
  | 'notOnBattlefield'
  /** CR 702.26b: the source was phased out. */
  | 'phasedOut'
  /** CR 603.2g: the event was prevented (it never happened). */
  | 'prevented'
  /** CR 603.2: the event was of its kind, but the wrong controller, type, zones or object. */
  | 'wrongController'
  | 'wrongType'
  | 'otherZones'
  | 'conditionNotMet'
  /** CR 603.2b: "at the beginning of your [step]", but the step began in another player's turn (`player`: whose). */
  | 'notYourTurn'
  /** CR 506.5: "attacks alone" (exalted, 702.83a), but more than one creature was declared as an attacker. */
  | 'notAlone'
  /** CR 603.1: the object has no triggered ability. */
  | 'noTriggeredAbility'
  /** CR 603.2: none of the recent events was of the kind its abilities wait for. */
  | 'noEvent'
  /** A log line whose own reason code and rule say it all (delayed triggers, phasing in, "attacks alone"). */
  | 'logged';

/** An object as an answer names it. */
export interface WhyObject {
  id: ObjectId;
  physical?: PhysicalId;
  card: CardId;
  label: string | null;
  controller?: PlayerId;
}

export interface WhyReason {
  code: WhyCode;
  rule: string;
  /** Whose ability (absent for a reason about the subject itself, such as `noTriggeredAbility`). */
  source?: WhyObject;
  /** The object the event was about (the creature that died, the land that entered). */
  about?: WhyObject;
  /** `notYourTurn`: the active player, whose step it was. */
  player?: PlayerId;
  /** The kind of event compared (`zoneChanged`, `becameTapped` …). */
  eventKind?: string;
  /** `otherZones`: where the object went from and to; `notOnBattlefield`: where the source was. */
  from?: Zone | null;
  to?: Zone | null;
  zone?: Zone;
  /** `staticEnters`: what it entered with (`tapped`, `counters`, `copy`, `name`). */
  detail?: string;
  /** `logged`: the log entry's own reason code. */
  logReason?: string;
  /** The pending trigger it made. */
  trigger?: string;
}

export interface WhyAnswer {
  /** The permanent or card asked about (absent for a log line). */
  subject?: WhyObject;
  /** Did at least one of the subject's abilities (or, for a log line, any ability) trigger? */
  triggered: boolean;
  reasons: WhyReason[];
  /** How many more reasons were left off (a Wrath of God can give thousands). */
  more: number;
}

/** What the answers are worked out from: the board's setup, each action played with the state before it, the log. */
export interface WhyHistory {
  setup: Setup;
  past: readonly { action: Action; state: GameState; logLength: number }[];
  log: readonly LogEntry[];
  state: GameState;
}
