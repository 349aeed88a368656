// The engine's interface: what `createEngine` returns. Below engine.ts, so that legal actions can take an engine.
import type { InnerStep } from './state/context';
import type { Action, ApplyResult, Rejection } from './actions/action-types';
import type { CardPool } from './state/card-types';
import type { GameState } from './state/game-types';
import type { LogEntry } from './state/log-types';
import type { ObjectId } from './state/basic-types';
import type { Setup } from './setup/setup-types';
import type { TargetSpec } from './effects/reference-types';
import type { GameView } from './view/view-types';
import type { WhyRecorder } from './triggers/why-record';

/** Which legal actions to list: all of them, only the attack and block declarations, or all the others. */
export type LegalPart = 'all' | 'combat' | 'other';

export interface Engine {
  readonly cards: CardPool;
  start(setup: Setup): { ok: true; state: GameState; log: LogEntry[] } | Rejection;
  /**
   * Applies one action to a state, which is left untouched; returns the new state and its log, or a rejection.
   * With `trace`, also returns the action's inner steps (each log entry with the state right after it).
   */
  apply(state: GameState, action: Action): ApplyResult;
  trace(state: GameState, action: Action): (ApplyResult & { steps?: InnerStep[] }) | Rejection;
  /**
   * Plays an action again (or starts a board again) recording what trigger detection did, to answer "why did
   * (or didn't) it trigger?" (view/why.ts). Nothing is kept: the result is the same log as the first time.
   */
  record(from: { state: GameState; action: Action } | { setup: Setup }): { ok: true; log: LogEntry[]; why: WhyRecorder } | Rejection;
  /** Would `apply` accept this action? The same answer, without carrying out a cast or an activation. */
  accepts(state: GameState, action: Action): boolean;
  /**
   * What may be done now: every action `apply` accepts among those worth offering. `part` asks for the attack and
   * block declarations only (`combat`) or for everything else (`other`): the table judges the declarations apart,
   * after the rest, since each needs a run to the step where it is made.
   */
  legalActions(state: GameState, part?: LegalPart): Action[];
  view(state: GameState): GameView;
  /** Every combination of legal targets for a card's spell, at most 20. */
  targetChoices(state: GameState, card: ObjectId, specs: readonly TargetSpec[]): string[][];
}
