// An object on the stack: a spell, a triggered ability or an activated ability.
import type { ObjectId, PlayerId, Zone } from '../state/basic-types';
import type { Snapshot } from '../state/object-types';
import type { TriggeredAbility } from '../state/card-types';
import type { TriggerContext } from '../triggers/trigger-types';

export interface StackItem {
  id: ObjectId;
  kind: 'spell' | 'trigger' | 'ability';
  /** A copy of a spell (CR 707.10): no card; it resolves like the spell, then ceases to exist. */
  copy?: boolean;
  controller: PlayerId;
  /** For a spell, the card on the stack; for an ability, its source as it was. */
  source: Snapshot;
  abilityIndex: number | null;
  /** A delayed triggered ability carries its own text (CR 603.7). */
  delayed?: TriggeredAbility;
  targets: string[];
  context: TriggerContext;
  /** A choice made on resolution ("may", "pay"): true, false, or not yet asked. */
  decision: boolean | null;
  /** The card chosen on resolution (`choose`): an object id, null for none, absent until asked. */
  chosen?: ObjectId | null;
  /** The chosen mode of a modal ability (CR 603.3c). */
  mode?: number;
  /** Scry: the cards to put on the bottom, once chosen. */
  bottom?: ObjectId[];
  /** The permanents its controller (or the player it names) chose to sacrifice or return as it resolves, once chosen. */
  permanents?: ObjectId[];
  /** Cascade (CR 702.85a): the cards it exiled from the library as it began to resolve, once exiled. */
  exiled?: ObjectId[];
  /** "Unless that player pays": whether they paid, once asked. */
  unlessPaid?: boolean;
  /** "Unless that player pays": the refusal (costNotPaid) is already logged, so a resumed resolution doesn't log it again. */
  unlessLogged?: true;
  /** The value of X it was cast with (CR 107.3). */
  x?: number;
  /** CR 603.6d: the choice made as the permanent enters (a card id, an object id, or null for none). */
  entersAs?: string | null;
  /** CR 614.12, 707.2: the "as it enters" choice of the card it enters as a copy of (a Clone copying Meddling Mage names a card). */
  copiedEntersAs?: string | null;
  /** For a spell: the zone it was cast from (rebound works only on a spell cast from the hand, CR 702.88a). */
  castFrom?: Zone;
  /** The pending trigger this ability was, when another ability refers to it (`eventTrigger`). */
  trigger?: string;
}
