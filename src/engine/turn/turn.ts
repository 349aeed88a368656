// Turn structure (CR 500–514) and priority (CR 117).
import { beginCombatStep, combatNextStep } from '../combat/combat';
import type { Ctx } from '../state/context';
import { endThisTurnDelayedTriggers, endUntilEndOfTurnEffects, resetTurnCounts, untapping } from '../effects/duration-effects';
import { editObject, editPlayer } from '../state/draft';
import { pileSize } from '../state/pile';
import { endNoPhasing, phaseInUntapStep } from '../characteristics/phasing';
import { drawCards } from '../effects/basic-effects';
import { resolveTop } from '../stack/resolve';
import { performStateBasedActions } from './state-based-actions';
import { checkStateTriggers } from '../triggers/state-triggers';
import { detectTriggers } from '../triggers/triggers';
import { STEPS, type ObjectId, type PlayerId, type Step } from '../state/basic-types';
import { moveObjects, setTapped } from '../events/zones';
import { activeOrNext } from './players';

/** How many players are still in the game (counted, not listed: priority passes on every resolution). */
function livingCount(ctx: Ctx): number {
  let count = 0;
  for (const p of ctx.state.players) if (!ctx.state.playerState[p]?.lost) count += 1;
  return count;
}

function nextLiving(ctx: Ctx, after: PlayerId): PlayerId {
  const { players } = ctx.state;
  const start = players.indexOf(after);
  for (let i = 1; i <= players.length; i++) {
    const p = players[(start + i) % players.length] as PlayerId;
    if (!ctx.state.playerState[p]?.lost) return p;
  }
  return after;
}

/** CR 106.4: mana empties from each player's pool at the end of each step. */
function emptyManaPools(ctx: Ctx): void {
  for (const p of ctx.state.players)
    if (Object.keys(ctx.state.playerState[p]?.manaPool ?? {}).length > 0) editPlayer(ctx, p).manaPool = {};
}

/** A step begins: its turn-based actions, then "at the beginning of" triggers (CR 603.2b), then priority. */
export function beginStep(ctx: Ctx, step: Step): void {
  const { state } = ctx;
  state.step = step;
  state.passes = 0;
  ctx.stepsBegun.push(step);
  // CR 510.4: the first-strike combat damage step is an extra step, logged with the rule that makes it.
  ctx.log.push({ event: 'stepBegan', step, turn: state.turn, player: state.active, rule: step === 'firstStrikeDamage' ? '510.4' : '500.1' });
  beginCombatStep(ctx, step); // CR 508.1, 509.1, 510.1–2
  if (step === 'untap') {
    phaseInUntapStep(ctx, state.active); // CR 502.1: phasing happens first
    // CR 502.3: the active player untaps their permanents. No player gets priority in this step (502.4).
    const mine = state.battlefield.filter((id) => state.objects[id]?.controller === state.active);
    setTapped(ctx, untapping(ctx, mine), false);
    detectTriggers(ctx, [{ type: 'stepBegan', step, active: state.active }], null);
    return beginStep(ctx, 'upkeep');
  }
  if (step === 'upkeep') {
    endNoPhasing(ctx, state.active);
    const ps = editPlayer(ctx, state.active);
    ps.upkeeps = [ps.upkeeps?.[1] ?? 0, state.turn];
  }
  if (step === 'draw') drawCards(ctx, state.active, 1); // CR 504.1
  detectTriggers(ctx, [{ type: 'stepBegan', step, active: state.active }], null);
  if (step === 'cleanup') return beginCleanup(ctx);
  state.priority = activeOrNext(ctx); // CR 117.3a, 800.4j
}

/** CR 402.2: a player's maximum hand size, normally seven. */
export const MAXIMUM_HAND_SIZE = 7;

/**
 * The cleanup step's turn-based actions (CR 514). 514.1: the active player discards down to their maximum
 * hand size, choosing which cards (a `discard` choice; the step goes on once it is answered, see
 * `discardToHandSize`). No player has priority meanwhile.
 */
function beginCleanup(ctx: Ctx): void {
  const { state } = ctx;
  state.priority = null;
  const hand = state.zones[state.active]?.hand ?? [];
  const excess = hand.length - MAXIMUM_HAND_SIZE;
  if (excess > 0) {
    state.pending = { kind: 'discard', player: state.active, count: excess, options: [...hand] };
    return;
  }
  endOfTurnCleanup(ctx);
}

/** CR 514.1: the chosen cards are discarded (a turn-based action, no stack), then the cleanup step goes on. */
export function discardToHandSize(ctx: Ctx, player: PlayerId, ids: readonly ObjectId[]): void {
  for (const id of ids) {
    const card = ctx.state.objects[id]!;
    ctx.log.push({ event: 'discarded', card: card.card, label: card.label, player, rule: '514.1' });
  }
  moveObjects(ctx, ids.map((id) => ({ id, to: 'graveyard' as const })));
  endOfTurnCleanup(ctx);
}

/**
 * CR 514.2: damage wears off (phased-out permanents included) and "until end of turn" and "this turn"
 * effects end, all at once. CR 514.3: normally no player gets priority and the turn ends; but if state-based
 * actions are performed or abilities are waiting to be put on the stack (514.3a), the active player gets
 * priority in this cleanup step (the settle that follows puts the triggers on the stack), and once all pass
 * with an empty stack, another cleanup step begins (see `endStep`).
 */
export function endOfTurnCleanup(ctx: Ctx): void {
  const { state } = ctx;
  for (const id of [...state.battlefield, ...(state.phasedOut ?? [])]) {
    if (state.objects[id]?.damage) editObject(ctx, id).damage = 0;
    if (state.objects[id]?.survivedDamage !== undefined) delete editObject(ctx, id).survivedDamage;
  }
  endUntilEndOfTurnEffects(ctx);
  endThisTurnDelayedTriggers(ctx);
  const performed = performStateBasedActions(ctx);
  if (state.winner !== null) return;
  checkStateTriggers(ctx);
  if (!performed && state.pendingTriggers.length === 0 && !state.pending) return beginTurn(ctx);
  // CR 800.4j: an active player who has left the game is replaced by the next player still in it.
  state.priority = activeOrNext(ctx);
  ctx.log.push({ event: 'cleanupPriority', player: state.priority, rule: '514.3a' });
  state.passes = 0;
}

function beginTurn(ctx: Ctx): void {
  const { state } = ctx;
  state.turn += 1;
  // CR 500.7: an extra turn comes first, the most recently created first; a player who left takes none.
  let extra: PlayerId | undefined;
  while (state.extraTurns?.length && extra === undefined) {
    const next = state.extraTurns[state.extraTurns.length - 1]!;
    state.extraTurns = state.extraTurns.slice(0, -1);
    if (!state.playerState[next]?.lost) extra = next;
  }
  if (state.extraTurns?.length === 0) delete state.extraTurns;
  // CR 500.7: an extra turn is added after a turn and moves no one's turn; the normal order goes on after the player
  // whose turn in it came last, not after the player who took an extra one.
  const normal = state.normalTurnOf ?? state.active;
  if (extra !== undefined) {
    state.normalTurnOf = normal;
    state.active = extra;
  } else {
    if (state.normalTurnOf !== undefined) delete state.normalTurnOf;
    state.active = nextLiving(ctx, normal);
  }
  editPlayer(ctx, state.active).turnBegan = state.turn; // CR 302.6: "since their most recent turn began"
  state.spellsCastThisTurn = 0;
  // CR 603.2h: "only once each turn" counts from the turn's start.
  if (state.triggeredThisTurn) delete state.triggeredThisTurn;
  if (state.doneThisTurn) delete state.doneThisTurn;
  for (const p of state.players) if (state.playerState[p]?.landsPlayed) editPlayer(ctx, p).landsPlayed = 0;
  // Raid's "you attacked this turn" and "the first card you draw each turn" count from the turn's start.
  for (const p of state.players) if (state.playerState[p]?.attackedThisTurn || state.playerState[p]?.drawnThisTurn) resetTurnCounts(ctx, p);
  ctx.log.push({ event: 'turnBegan', turn: state.turn, player: state.active, rule: '500.1' });
  beginStep(ctx, 'untap');
}

/** The current step ends and the next one begins (CR 500.2). */
export function endStep(ctx: Ctx): void {
  emptyManaPools(ctx);
  const index = STEPS.indexOf(ctx.state.step);
  // CR 514.3a: a cleanup step in which players got priority is followed by another cleanup step.
  if (ctx.state.step === 'cleanup') return beginStep(ctx, 'cleanup');
  beginStep(ctx, combatNextStep(ctx, STEPS[index + 1] as Step));
}

/**
 * The player with priority passes (CR 117.3d). When all players have passed in succession, the top of
 * the stack resolves, or with an empty stack the step ends (CR 117.4).
 */
export function passPriority(ctx: Ctx): void {
  const { state } = ctx;
  const who = state.priority;
  if (who === null) return;
  state.passes += 1;
  ctx.log.push({ event: 'passed', player: who, rule: '117.3d' });
  if (state.passes < livingCount(ctx)) {
    state.priority = nextLiving(ctx, who);
    return;
  }
  state.passes = 0;
  if (pileSize(state.stack) > 0) {
    resolveTop(ctx);
    state.priority = activeOrNext(ctx); // CR 117.3b, 800.4j
  } else {
    endStep(ctx);
  }
}
