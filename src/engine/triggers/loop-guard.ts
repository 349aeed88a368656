// CR 104.4b, 732.4: a game caught in a loop of mandatory actions that nobody can stop is a draw.
// While players only pass priority and every resolution puts something new on the stack, the position
// reached after each action is compared with one remembered position (Brent's cycle detection: a new one
// is remembered after 1, 2, 4, 8, … steps, so a loop of any length is found within about three times its
// length after it began).
//
// Two positions are the same loop when everything but the stack is the same, and so is the part of the
// stack the steps between them reached: the stack may have grown underneath. Below the lowest point the
// stack reached since the remembered position, nothing was touched (the stack is a persistent list: those
// items are the very same objects, `pileSharedBottom`). If the items above that point then are the same
// as the top items now, the same steps will follow again and again, each time leaving more on the stack
// and never reaching what lies below: a loop whose stack grows for ever is a draw too.
//
// Each step first compares an outline that costs as little as the number of players; the full fingerprint,
// which reads every card, is made only when a position is remembered or the outlines agree, and the stack
// items are compared only then, at most ITEMS_COMPARED of them.
import type { Ctx } from '../state/context';
import type { GameState, LoopGuard } from '../state/game-types';
import type { StackItem } from '../stack/stack-types';
import { pileSharedBottom, pileSize, pileTop, pileTopItems } from '../state/pile';

/** A loop that reaches deeper into the stack than this is not compared (it is found later, or not at all). */
export const ITEMS_COMPARED = 256;

/** What any two positions of one loop share, read without looking at each card. */
function outline(state: GameState): string {
  const top = pileTop(state.stack);
  let text = `${state.step}:${state.active}:${top ? `${top.kind}:${top.source.physical}:${top.abilityIndex}` : ''}:${state.pendingTriggers.length}:${state.battlefield.length}`;
  for (const p of state.players) {
    const z = state.zones[p]!;
    const ps = state.playerState[p]!;
    text += `/${ps.life}${ps.lost ? 'x' : ''}:${z.hand.length}:${z.library.length}:${z.graveyard.length}:${z.exile.length}`;
  }
  return text;
}

/** Everything but the stack that makes two positions the same, by physical card (object ids change with every zone change). */
function fingerprint(state: GameState): string {
  const phys = (id: string | null) => (id ? (state.objects[id]?.physical ?? id) : '');
  const board = state.battlefield.map((id) => {
    const o = state.objects[id]!;
    return `${o.physical}:${o.controller}:${o.tapped ? 1 : 0}:${o.damage}:${JSON.stringify(o.counters)}:${phys(o.attachedTo)}`;
  });
  const zones = state.players.map((p) => {
    const z = state.zones[p]!;
    return [z.hand, z.library, z.graveyard, z.exile].map((l) => l.map(phys).join(',')).join('/');
  });
  const life = state.players.map((p) => `${state.playerState[p]!.life}${state.playerState[p]!.lost ? 'x' : ''}`);
  // What else could make the next steps differ: the random generator, counts kept this turn, effects waiting.
  const kept = [state.rng, state.spellsCastThisTurn, state.delayedTriggers.length, state.durationEffects.length, state.triggeredThisTurn?.length ?? 0, state.doneThisTurn?.length ?? 0, state.extraTurns?.length ?? 0];
  return [state.step, state.active, board.join(';'), zones.join('|'), life.join(','), state.pendingTriggers.length, kept.join(',')].join('#');
}

const OBJECT_ID = /^#\d+$/;
const TRIGGER_ID = /^t\d+$/;

/** One stack item, with object ids read as the physical cards they were (in `objects`) and trigger ids left out. */
function itemPrint(objects: GameState['objects'], item: StackItem): string {
  return JSON.stringify(item, (_key, value: unknown) => {
    if (typeof value !== 'string') return value;
    if (OBJECT_ID.test(value)) return objects[value]?.physical ?? '#';
    return TRIGGER_ID.test(value) ? 't' : value;
  });
}

/** The same loop: the part of the remembered stack reached since then is the same as the top of the stack now. */
function sameReachedStack(guard: LoopGuard, now: GameState): boolean {
  const size = pileSize(guard.stack);
  if (pileSize(now.stack) < size) return false; // a stack that shrinks comes to an end
  const reached = size - pileSharedBottom(guard.stack, now.stack);
  if (reached > ITEMS_COMPARED) return false;
  const after = pileTopItems(now.stack, reached);
  return pileTopItems(guard.stack, reached).every((item, i) => itemPrint(guard.objects, item) === itemPrint(now.objects, after[i]!));
}

/** Called once an action is done: declares a draw when a mandatory chain has come back to a position. */
export function guardAgainstLoops(ctx: Ctx, passedOnly: boolean): void {
  const { state } = ctx;
  // A player passing priority without anything resolving (the others have yet to pass) is no step of the chain.
  if (passedOnly && ctx.resolved === 0 && ctx.pushed === 0 && ctx.stepsBegun.length === 0 && state.winner === null && state.pending === null) return;
  // A chain: players only passed priority (a choice made may stop a loop, 104.4b), something resolved during
  // this action, and something new went on the stack after it.
  const chaining = passedOnly && ctx.resolved > 0 && ctx.pushed > ctx.pushedAtResolution && state.winner === null && state.pending === null;
  if (!chaining) {
    state.loopGuard = null;
    return;
  }
  const now = outline(state);
  const guard = state.loopGuard;
  const mark = () => `${now}|${fingerprint(state)}`;
  if (guard && guard.mark.startsWith(`${now}|`) && guard.mark === mark() && sameReachedStack(guard, state)) {
    state.winner = 'draw';
    state.priority = null;
    ctx.log.push({ event: 'gameDrawn', reason: 'loop', rule: '104.4b' });
    state.loopGuard = null;
    return;
  }
  if (!guard || guard.steps + 1 === guard.power) state.loopGuard = { mark: mark(), stack: state.stack, objects: state.objects, power: (guard?.power ?? 1) * 2, steps: 0 };
  else state.loopGuard = { ...guard, steps: guard.steps + 1 };
}
