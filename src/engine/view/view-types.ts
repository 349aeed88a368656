// What the outside world reads of a game: the UI, the scenario runner and tests.
import type { CardId, CardType, ObjectId, PlayerId, Step } from '../state/basic-types';
import type { LogEntry } from '../state/log-types';
import type { PendingChoice } from '../state/choice-types';
import type { StackItem } from '../stack/stack-types';

export interface PermanentView {
  id: ObjectId;
  card: CardId;
  label: string | null;
  owner: PlayerId;
  controller: PlayerId;
  tapped: boolean;
  counters: Record<string, number>;
  /** Current values; absent for non-creatures. */
  power?: number;
  toughness?: number;
  damage: number;
  types: CardType[];
  /** Label (or id, when unlabelled) of the permanent this one is attached to. */
  attachedTo: string | null;
  /** In combat only: the player this creature attacks (CR 508.1), and whether it became blocked (509.1h). */
  attacking?: PlayerId;
  blocked?: boolean;
  /** In combat only: labels (or ids) of the attackers this creature blocks (CR 509.1g). */
  blocking?: string[];
  /** CR 111.1: a token. */
  token?: boolean;
  /** CR 707.2: when it entered as a copy (`card` is then what it copies), the card actually printed on it. */
  printed?: CardId;
  /** CR 603.6d: the card name chosen as it entered (Meddling Mage). */
  chosenName?: CardId;
  /** CR 702.26b: phased out, treated as though it didn't exist (listed last, to be shown apart). */
  phasedOut?: boolean;
  /** CR 302.6: a creature its controller hasn't controlled continuously since their most recent turn began. */
  summoningSick?: boolean;
}

export interface CardView {
  id: ObjectId;
  card: CardId;
  label: string | null;
  /** Exiled face down (CR 406.3). */
  faceDown?: boolean;
  /** CR 607.2a: label (or id) of the permanent it was exiled with. */
  exiledWith?: string;
  /** CR 111.1: a token (about to cease to exist outside the battlefield). */
  token?: boolean;
}

export interface StackItemView {
  id: ObjectId;
  kind: StackItem['kind'];
  /** The card the object comes from (the spell's own card, or the ability's source). */
  source: CardId;
  sourceId: ObjectId;
  label: string | null;
  controller: PlayerId;
  abilityIndex: number | null;
  /** Player ids, or labels (ids when unlabelled) of objects. */
  targets: string[];
  /**
   * Waiting for a decision on resolution: "may", a payment, or any other choice asked while it resolves (a card to
   * cast or put onto the battlefield, the targets of the spell it casts …: `resolving`).
   */
  awaiting: 'may' | 'pay' | 'resolving' | null;
  /** For a triggered ability: the object whose event made it trigger (as it was then). */
  cause: TriggerCause | null;
  /** A copy of a spell (CR 707.10): no card, it ceases to exist once it leaves the stack. */
  copy?: boolean;
}

export interface TriggerCause {
  card: CardId;
  label: string | null;
  /** Who controlled it then ("Bob's Grizzly Bears died"). */
  controller: PlayerId;
}

export interface PendingTriggerView {
  id: string;
  source: CardId;
  sourceId: ObjectId;
  label: string | null;
  controller: PlayerId;
  abilityIndex: number;
  cause: TriggerCause | null;
  /**
   * CR 603.3b: waiting triggers with the same key are interchangeable (same ability of the same source, no
   * targets, no modes, an effect that doesn't read its event's object), so their order among themselves
   * changes nothing; null for a trigger unlike any other (`view/trigger-groups.ts`).
   */
  group: string | null;
}

export interface GameView {
  turn: number;
  active: PlayerId;
  step: Step;
  priority: PlayerId | null;
  players: Record<PlayerId, { life: number; lost: boolean }>;
  /** Turn order. */
  order: PlayerId[];
  battlefield: PermanentView[];
  /** Top of the stack first. */
  stack: StackItemView[];
  pendingTriggers: PendingTriggerView[];
  hand: Record<PlayerId, CardView[]>;
  library: Record<PlayerId, CardView[]>;
  graveyard: Record<PlayerId, CardView[]>;
  exile: Record<PlayerId, CardView[]>;
  pending: PendingChoice | null;
  winner: PlayerId | 'draw' | null;
}

export type { LogEntry };
