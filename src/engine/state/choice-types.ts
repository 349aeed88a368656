// The choice the game waits for, and who makes it.
import type { LogEntry } from './log-types';
import type { PlayerId, CardId, ObjectId } from './basic-types';
import type { Move } from './move-types';

export type PendingChoice =
  | { kind: 'order'; player: PlayerId; options: { id: string; source: CardId; label: string | null }[] }
  | { kind: 'target'; player: PlayerId; trigger: string; options: string[] }
  | { kind: 'may'; player: PlayerId; item: ObjectId }
  /** With `unless`, the player pays to stop the ability's effect (CR 603.5); otherwise to get it. */
  | { kind: 'pay'; player: PlayerId; item: ObjectId; cost: string; unless?: true }
  /** CR 603.3c: the mode of a modal trigger, among the modes that can be chosen. */
  | { kind: 'mode'; player: PlayerId; trigger: string; options: number[] }
  /** Scry: which of these top cards go to the bottom (the others stay on top, in order). */
  | { kind: 'scry'; player: PlayerId; item: ObjectId; options: ObjectId[] }
  /**
   * A card chosen as an ability resolves (`item`: the ability on the stack); `optional` allows choosing none (answer
   * false). With `moving`: the permanent an Aura put onto the battlefield by the sandbox's `move` will enchant, chosen
   * as it enters by the player it enters under (CR 303.4f); `item` is then the Aura, and `moving` the moves of that
   * action, waiting for the answer (never optional).
   */
  | { kind: 'card'; player: PlayerId; item: ObjectId; options: ObjectId[]; optional: boolean; moving?: Move[] }
  /**
   * CR 704.5j: the player keeps one of their legendary permanents with the same name. `kept`: the answers to
   * the earlier legend choices of the same state-based action check (704.3: all are then performed at once).
   */
  | { kind: 'legend'; player: PlayerId; card: CardId; options: ObjectId[]; kept?: ObjectId[] }
  /** CR 514.1: in the cleanup step, the active player discards `count` cards of `options` (their hand), down to their maximum hand size. */
  | { kind: 'discard'; player: PlayerId; count: number; options: ObjectId[] }
  /** CR 701.21a: choose `count` permanents to sacrifice among `options` (ids), for the ability of `source`. */
  | { kind: 'sacrifice'; player: PlayerId; count: number; options: ObjectId[]; source: CardId; label: string | null; item?: ObjectId }
  /**
   * CR 603.6d: the card name chosen as a permanent enters (Meddling Mage); `options` are card ids. With `moving`: a
   * card put onto the battlefield by the sandbox's `move` without `entersAs`; `item` is then that card, and `moving`
   * the moves of that action, waiting for the answer (as for a `card` choice). The same holds for `copy`.
   */
  | { kind: 'name'; player: PlayerId; item: ObjectId; card: CardId; options: CardId[]; moving?: Move[] }
  /** CR 603.6d, 707.2: the permanent a Clone enters as a copy of; `optional` allows none (answer false). */
  | { kind: 'copy'; player: PlayerId; item: ObjectId; card: CardId; options: ObjectId[]; optional: boolean; moving?: Move[] }
  /**
   * Choose `count` permanents among `options` to return to their owners' hands, for the ability of `source`. With
   * `item` (as for `sacrifice`): asked while that ability is on the stack, resolving (CR 608.2); it resumes once answered.
   */
  | { kind: 'return'; player: PlayerId; count: number; options: ObjectId[]; source: CardId; label: string | null; item?: ObjectId }
  /**
   * CR 510.1c, 702.19b: the attacking player divides `attacker`'s `amount` combat damage among its blockers
   * (`options`: their ids in the order they were declared, then the defending player if it has trample).
   * `lethal[i]` is the damage that is lethal to `options[i]` (0 for the player). The answer is one amount
   * per option.
   */
  /**
   * CR 510.1c: an attacker's damage divided among its blockers (and, with trample, the player, 702.19b); with
   * `blocking`, a blocker's damage divided among the attackers it blocks (510.1d). `attacker` is the creature whose
   * damage is divided, whichever side it is on.
   */
  | { kind: 'damageAssignment'; player: PlayerId; attacker: ObjectId; amount: number; options: string[]; lethal: number[]; trample: boolean; blocking?: true }
  /**
   * CR 707.10c: new targets for a copy of a spell (`reason: 'copy'`), or CR 601.2c: the targets of a spell
   * being cast by an effect (`reason: 'cast'`: cascade, rebound). `item` is the copy or spell on the stack,
   * `current` its targets now, `options` the legal targets of each target slot; `next` the copies to ask
   * about after this one. Asked only when some slot has another legal target. `bottom`: the other cards cascade
   * exiled, which go to the bottom of their owner's library in a random order only once the spell is cast (702.85a).
   */
  | {
      kind: 'newTargets';
      player: PlayerId;
      item: ObjectId;
      reason: 'copy' | 'cast';
      current: string[];
      options: string[][];
      next?: ObjectId[];
      bottom?: ObjectId[];
      /**
       * The `resolved` entry of the ability that casts the spell (cascade, rebound), logged once the spell is cast:
       * the spell is cast while that ability resolves (702.85a, 702.88a).
       */
      resolved?: LogEntry;
    };
