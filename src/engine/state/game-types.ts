// The game state: plain, serializable data (JSON round-trips unchanged).
import type { Pile } from './pile';
import type { Color, ObjectId, PlayerId, Step } from './basic-types';
import type { GameObject } from './object-types';
import type { StackItem } from '../stack/stack-types';
import type { PendingTrigger, DelayedTrigger } from '../triggers/trigger-types';
import type { PendingChoice } from './choice-types';
import type { CombatState } from '../combat/combat-types';
import type { DurationEffect } from '../effects/effect-types';

export interface LoopGuard {
  /** The remembered position, without its stack: outline and fingerprint (see triggers/loop-guard.ts). */
  mark: string;
  /** Its stack (the same persistent list, so what no action has touched since is shared with the stack now). */
  stack: Pile<StackItem>;
  /** Its objects (the same record), to read the remembered stack items' object ids as they were. */
  objects: Record<ObjectId, GameObject>;
  power: number;
  steps: number;
}

export interface PlayerState {
  life: number;
  lost: boolean;
  manaPool: Partial<Record<Color | 'C', number>>;
  landsPlayed: number;
  /** CR 704.5b: tried to draw from an empty library since the last check. */
  drewFromEmpty: boolean;
  /** The turns of this player's previous and latest upkeeps (echo: "since your last upkeep"). */
  upkeeps?: [number, number];
  /** Raid: this player declared at least one attacker this turn (reset when a turn begins). */
  attackedThisTurn?: boolean;
  /** Cards this player has drawn this turn ("the first card you draw each turn"; reset when a turn begins). */
  drawnThisTurn?: number;
  /**
   * CR 302.6: the number of this player's most recent turn, recorded as it begins. Absent until then: the
   * active player's is the current turn, another player's the turn before it.
   */
  turnBegan?: number;
}

export interface PlayerZones {
  hand: ObjectId[];
  /** Top first. */
  library: ObjectId[];
  graveyard: ObjectId[];
  exile: ObjectId[];
}

export interface GameState {
  format: 'stacklab-state/1';
  /** Turn order. */
  players: PlayerId[];
  playerState: Record<PlayerId, PlayerState>;
  turn: number;
  active: PlayerId;
  step: Step;
  priority: PlayerId | null;
  /** Players who have passed in succession since the last change (CR 117.4). */
  passes: number;
  objects: Record<ObjectId, GameObject>;
  battlefield: ObjectId[];
  /** CR 702.26b: phased-out permanents, still on the battlefield but treated as though they didn't exist. */
  phasedOut?: ObjectId[];
  /** CR 704.5d: tokens that have left the battlefield, which cease to exist at the next check. */
  tokensAway?: ObjectId[];
  zones: Record<PlayerId, PlayerZones>;
  /** Bottom first: the top of the stack is the last item (a persistent list, see pile.ts). */
  stack: Pile<StackItem>;
  /** CR 603.3: triggered abilities waiting to be put on the stack. */
  pendingTriggers: PendingTrigger[];
  /** CR 603.7: delayed triggered abilities waiting for their event. */
  delayedTriggers: DelayedTrigger[];
  /**
   * CR 104.4b, 732.4: a cycle detector (Brent's) over the positions reached while each resolution puts
   * something new on the stack; null once anything else happens.
   */
  loopGuard: LoopGuard | null;
  /** Spells cast this turn (storm counts those cast before it, CR 702.40a). */
  spellsCastThisTurn: number;
  /** CR 500.7: extra turns to be taken after this one, the most recently created last (taken first). */
  extraTurns?: PlayerId[];
  /**
   * CR 500.7: while extra turns are taken, the player whose turn in the normal order came last; once the extra
   * turns are over, the normal order goes on after them (an extra turn changes no one's place in it).
   */
  normalTurnOf?: PlayerId;
  /**
   * CR 603.2h: the abilities with "this ability triggers only once each turn" that have triggered this turn,
   * as `objectId/abilityIndex` (a new object is a new key, CR 400.7); emptied when a turn begins.
   */
  triggeredThisTurn?: string[];
  /** CR 603.2h: "do this only once each turn" actions done this turn, as `player|objectId/abilityIndex`. */
  doneThisTurn?: string[];
  pending: PendingChoice | null;
  freeMana: boolean;
  nextId: number;
  /** Seeded random number generator state: the engine never calls Math.random. */
  rng: number;
  winner: PlayerId | 'draw' | null;
  /** The combat under way (CR 506–511): null outside the combat phase, or when no creature attacks. */
  combat: CombatState | null;
  /** CR 611.2a: continuous effects of resolved spells and abilities that last for a stated time. */
  durationEffects: DurationEffect[];
}
