// Objects: a card or token as the game tracks it, and an object as it was at one moment.
import type { ObjectId, PhysicalId, CardId, PlayerId, Zone, Keyword, CardType } from './basic-types';

export interface GameObject {
  id: ObjectId;
  physical: PhysicalId;
  card: CardId;
  label: string | null;
  owner: PlayerId;
  controller: PlayerId;
  zone: Zone;
  tapped: boolean;
  /** Damage marked on a creature this turn. */
  damage: number;
  counters: Record<string, number>;
  attachedTo: ObjectId | null;
  /** Keywords it has gained from effects ("that creature gains haste"). */
  gained?: Keyword[];
  /** CR 613.7: when each of `gained` was gained (a point in the count of `nextId`), for layer 6's timestamp order. */
  gainedAt?: number[];
  /** CR 111.1: a token, which ceases to exist outside the battlefield (704.5d). */
  token?: boolean;
  /** CR 702.26b: a phased-out permanent, treated as though it didn't exist (kept in `state.phasedOut`). */
  phasedOut?: boolean;
  /** CR 702.26g: it phased out "indirectly", with the permanent it is attached to, and phases in with it. */
  phasedOutWith?: ObjectId;
  /** Exiled face down (CR 406.3): its card is hidden. */
  faceDown?: boolean;
  /** CR 607.2a: the permanent whose ability exiled this card ("exiled with Duplicity"). */
  exiledWith?: ObjectId;
  /** CR 707.2: the card whose copiable values it has, having entered as a copy (Clone). */
  copyOf?: CardId;
  /** CR 603.6d: the card name chosen as it entered (Meddling Mage). */
  chosenName?: CardId;
  /** CR 702.2b, 704.5h: dealt damage by a source with deathtouch since state-based actions were last checked. */
  deathtouched?: true;
  /**
   * CR 702.12b: the damage marked on it when state-based actions last found it indestructible with lethal or
   * deathtouch damage (logged once as `notDestroyed`, not again at each check); removed with the damage (514.2).
   */
  survivedDamage?: number;
  /**
   * CR 302.6: the turn from which its current controller has controlled this permanent. Absent for
   * permanents of the starting board, which count as controlled since before the game's first turn.
   */
  controlledSince?: number;
  /**
   * CR 613.1b, 800.4a: the control-changing effects that apply to it (the `control` action; a setup card under a
   * `controller` other than its owner): `to`, the player each gives control to, oldest first (the last one controls
   * it); `from`, the player who controls it without them (the one it entered under). Absent: it is controlled by the
   * player it entered under. When a player leaves the game their effects end; a permanent still controlled by the
   * player who left is exiled. Never changed in place: replaced whole.
   */
  controlChanges?: { readonly from: PlayerId; readonly to: readonly PlayerId[] };
}

/** An object as it was at one moment: what look-back (CR 603.10) and the log read. */
export interface Snapshot {
  id: ObjectId;
  physical: PhysicalId;
  card: CardId;
  label: string | null;
  owner: PlayerId;
  controller: PlayerId;
  zone: Zone;
  types: CardType[];
  subtypes: string[];
  keywords: Keyword[];
  tapped: boolean;
  attachedTo: ObjectId | null;
  counters: Record<string, number>;
  /** It had lost all its abilities (CR 613.1f), so none of them could trigger. */
  noAbilities?: boolean;
  /** A token (CR 111.1). */
  token?: boolean;
  /** Current power and toughness then (creatures only): last known information for abilities. */
  power?: number;
  toughness?: number;
}
