// Actions: one language for the engine, lessons, the sandbox, scenarios, share links and undo.
import type { PlayerId, Step, CardZone } from '../state/basic-types';
import type { GameState } from '../state/game-types';
import type { LogEntry } from '../state/log-types';

export type CardRef = string;

export type Action =
  /** `x`: the value chosen for X in its mana cost (CR 107.3, 601.2b). */
  | { type: 'cast'; player: PlayerId; card: CardRef; targets?: string[]; mode?: number; x?: number }
  | { type: 'play'; player: PlayerId; card: CardRef }
  | { type: 'activate'; player: PlayerId; card: CardRef; ability: number; targets?: string[] }
  | { type: 'pass' }
  | { type: 'resolve' }
  | { type: 'advance'; to: Step }
  | { type: 'choose'; player: PlayerId; answer: string[] | string | boolean | number | number[] }
  /**
   * Answers every pending choice: by default with the first legal option (`defaultAnswer`); with
   * `policy: 'sensible'`, as a reasonable player would (the app's button, `sensible.ts`).
   */
  | { type: 'auto'; policy?: AutoPolicy }
  | { type: 'destroy'; cards: CardRef[] }
  | { type: 'exile'; cards: CardRef[] }
  | { type: 'bounce'; cards: CardRef[] }
  | { type: 'sacrifice'; cards: CardRef[] }
  /** `cards` moves several at once (they enter together, CR 603.6a). */
  /**
   * `entersAs`: the "as it enters" choice (CR 603.6d) of a permanent put onto the battlefield: a card id to
   * name (Meddling Mage), or a permanent to copy (Clone). `attachTo`: for an Aura put onto the battlefield, the
   * permanent it will enchant (CR 303.4f), by label, object id or card id; without it, the player it enters under
   * chooses (asked only when there is more than one legal permanent).
   */
  | { type: 'move'; card?: CardRef; cards?: CardRef[]; to: CardZone; controller?: PlayerId; tapped?: boolean; entersAs?: string; attachTo?: CardRef }
  | { type: 'tap'; cards: CardRef[] }
  | { type: 'untap'; cards: CardRef[] }
  | { type: 'damage'; source: CardRef; target: string; amount: number }
  | { type: 'life'; player: PlayerId; amount: number }
  | { type: 'draw'; player: PlayerId; count: number }
  | { type: 'discard'; player: PlayerId; cards: CardRef[] }
  | { type: 'lose'; player: PlayerId }
  /** Gains control of a permanent. */
  | { type: 'control'; card: CardRef; player: PlayerId }
  /** Attaches an Aura or Equipment to a permanent. */
  | { type: 'attach'; card: CardRef; to: CardRef }
  /** CR 702.26: phases permanents out, or back in if they are phased out. */
  | { type: 'phase'; cards: CardRef[] }
  /** Puts counters on a permanent, or removes them with a negative amount. */
  | { type: 'counters'; card: CardRef; kind: string; amount: number }
  /**
   * CR 508.1: players pass until the declare attackers step begins, then these creatures attack. `target` may be
   * left out when the active player has exactly one opponent in the game: the creature attacks that one.
   */
  | { type: 'attack'; attackers: { card: CardRef; target?: PlayerId }[] }
  /** CR 509.1: players pass until the declare blockers step begins, then these creatures block. */
  | { type: 'block'; blockers: { card: CardRef; blocks: CardRef }[] };

export type ActionType = Action['type'];

/** How `auto` answers: `first` (the default) the first legal option, `sensible` like a reasonable player. */
export type AutoPolicy = 'first' | 'sensible';

export type Rejection = { ok: false; error: string; params?: Record<string, string | number> };
export type ApplyResult = { ok: true; state: GameState; log: LogEntry[] } | Rejection;
