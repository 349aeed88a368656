// A zone change as the engine asks for it: which object, where to, and how it arrives there. Plain data, so a
// move that waits for a choice can be kept in the game state (a `card` choice's `moving`, CR 303.4f).
import type { ObjectId, PlayerId, Zone } from './basic-types';

export interface Move {
  id: ObjectId;
  to: Zone;
  /** For the battlefield: who controls the new permanent (default: its owner). */
  controller?: PlayerId;
  /** Put onto the battlefield tapped. */
  tapped?: boolean;
  /** For a library: on top (default) or at the bottom. */
  bottom?: boolean;
  /** For the battlefield: counters it enters with (CR 614.1c, part of the event, not a trigger). */
  counters?: Record<string, number>;
  /** For the battlefield: the object an Aura enters attached to (CR 303.4a, 303.4f, 608.3), part of the event. */
  attachedTo?: ObjectId;
  /** For the battlefield: the value of X it was cast with ("enters with X charge counters"). */
  x?: number;
  /** For the battlefield: its "as it enters" choice (CR 603.6d): a card id to name, or a permanent to copy. */
  entersAs?: string | null;
  /**
   * For the battlefield, entering as a copy: the "as it enters" choice of the copied card (CR 614.12: a Clone
   * copying Meddling Mage names a card); by default, the first option, as `auto` would answer.
   */
  copiedEntersAs?: string | null;
  /** Why it moves, when a rule moves it rather than an effect: the log entry's `reason` and `rule` (800.4a). */
  why?: { reason: string; rule: string };
}
