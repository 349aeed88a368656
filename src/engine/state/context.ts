// The working context of one `apply`: a private draft of the state that the rules mutate,
// the log entries it produces and the card pool. Nothing here escapes `apply` but the new state.
import type { CardDefinition, CardPool } from './card-types';
import type { CardId, ObjectId, PlayerId, Step } from './basic-types';
import type { CardRef, Rejection } from '../actions/action-types';
import type { GameObject } from './object-types';
import type { GameState } from './game-types';
import type { LogEntry } from './log-types';
import type { WhyRecorder } from '../triggers/why-record';

export interface Ctx {
  readonly cards: CardPool;
  readonly state: GameState;
  readonly log: LogEntry[];
  /** How many objects were put on the stack during this action (`advance` stops on any). */
  pushed: number;
  /** How many objects resolved during this action, and how many had been pushed when the last one did. */
  resolved: number;
  pushedAtResolution: number;
  /** Steps that began during this action, in order. */
  readonly stepsBegun: Step[];
  /** Containers this action has already copied and may change in place (see draft.ts). */
  readonly owned: Set<object>;
  /** Answer choices with their default as they come up (the `auto` action). */
  autoAnswer: boolean;
  /**
   * Answers the pending choice where it is asked, returning whether it did (the `auto` action's sensible policy):
   * the process that asked goes on at once, as it does with `autoAnswer`, instead of stopping and starting again.
   */
  answerInPlace?: ((ctx: Ctx) => boolean) | undefined;
  /** The static abilities in play, worked out on demand and forgotten whenever an object changes. */
  statics?: unknown[] | undefined;
  /** What the `attack` or `block` action declares as its step begins (see combat/declare.ts). */
  combatPlan?: CombatPlan;
  /** Steps skipped during this action (CR 508.8). */
  stepsSkipped?: Step[];
  /** Permanents that left the battlefield during this action, as they last were there (CR 608.2h). */
  lastKnown?: Map<ObjectId, GameObject>;
  /** Set only to answer "why did / didn't it trigger?" (view/why.ts): what trigger detection did. */
  why?: WhyRecorder;
}

/** Declarations an action carries until the step where they are made; a refused one is kept as `error`. */
export interface CombatPlan {
  attackers?: readonly { card: CardRef; target?: PlayerId }[];
  blockers?: readonly { card: CardRef; blocks: CardRef }[];
  error?: Rejection;
  /** Declarations only judged (`judgeDeclarations`): none is made, each is checked as the step begins, in `verdicts`. */
  judge?: readonly CombatPlan[];
  verdicts?: boolean[];
}

/** One inner step of an action: a log entry and the state right after it. */
export interface InnerStep {
  entry: LogEntry;
  state: GameState;
}

/** A log that also records a copy of the state after each entry, for stepping through an action. */
class TracingLog extends Array<LogEntry> {
  constructor(
    private readonly state: GameState,
    readonly steps: InnerStep[],
  ) {
    super();
  }
  override push(...entries: LogEntry[]): number {
    for (const entry of entries) {
      super.push(entry);
      this.steps.push({ entry, state: structuredClone(this.state) });
    }
    return this.length;
  }
}

export function createCtx(cards: CardPool, state: GameState, steps?: InnerStep[]): Ctx {
  const log = steps ? new TracingLog(state, steps) : [];
  return { cards, state, log, pushed: 0, resolved: 0, pushedAtResolution: 0, stepsBegun: [], owned: new Set([state]), autoAnswer: false };
}

export function definition(ctx: Ctx, card: string): CardDefinition {
  const def = Object.hasOwn(ctx.cards, card) ? ctx.cards[card] : undefined;
  if (!def) throw new Error(`unknown card ${card}`);
  return def;
}

/** CR 707.2: the card whose characteristics an object has: its own, or the one it entered as a copy of. */
export function cardOf(obj: { card: CardId; copyOf?: CardId }): CardId {
  return obj.copyOf ?? obj.card;
}

export function newId(ctx: Ctx): ObjectId {
  ctx.state.nextId += 1;
  return `#${ctx.state.nextId}`;
}
