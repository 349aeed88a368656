// CR 104.4b, 732.4: a game caught in a loop of mandatory actions that nobody can stop is a draw.
// While every resolution puts something new on the stack, the position reached after each action is
// fingerprinted and fed to Brent's cycle detection, which needs only one remembered position.
// A full fingerprint reads every card, so each step first compares an outline that costs as little as
// the number of players: two positions with different outlines differ, and only the same outline (or
// a new remembered position, once every power of two steps) needs the full fingerprint.
import type { Ctx } from '../state/context';
import { pileSize, pileTop } from '../state/pile';

/** What any two identical positions share, read without looking at each card: sizes, life totals, the top of the stack. */
function outline(ctx: Ctx): string {
  const { state } = ctx;
  const top = pileTop(state.stack);
  let text = `${state.step}:${state.active}:${pileSize(state.stack)}:${top ? `${top.kind}:${top.source.physical}:${top.abilityIndex}` : ''}:${state.pendingTriggers.length}:${state.battlefield.length}`;
  for (const p of state.players) {
    const z = state.zones[p]!;
    const ps = state.playerState[p]!;
    text += `/${ps.life}${ps.lost ? 'x' : ''}:${z.hand.length}:${z.library.length}:${z.graveyard.length}:${z.exile.length}`;
  }
  return text;
}

/** What makes two positions the same, by physical card (object ids change with every zone change). */
function fingerprint(ctx: Ctx): string {
  const { state } = ctx;
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
  const top = pileTop(state.stack);
  const stack = top ? `${pileSize(state.stack)}:${top.kind}:${top.source.physical}:${top.abilityIndex}:${top.targets.map(phys).join(',')}` : '0';
  return [state.step, state.active, board.join(';'), zones.join('|'), life.join(','), stack, state.pendingTriggers.length].join('#');
}

/** Called once an action is done: declares a draw when a mandatory chain has come back to a position. */
export function guardAgainstLoops(ctx: Ctx): void {
  const { state } = ctx;
  // A chain: something resolved during this action, and something new went on the stack after it.
  const chaining = ctx.resolved > 0 && ctx.pushed > ctx.pushedAtResolution && state.winner === null;
  if (!chaining) {
    state.loopGuard = null;
    return;
  }
  const now = outline(ctx);
  const guard = state.loopGuard;
  const mark = () => `${now}|${fingerprint(ctx)}`;
  if (guard && guard.mark.startsWith(`${now}|`) && guard.mark === mark()) {
    state.winner = 'draw';
    state.priority = null;
    ctx.log.push({ event: 'gameDrawn', reason: 'loop', rule: '104.4b' });
    state.loopGuard = null;
    return;
  }
  if (!guard || guard.steps + 1 === guard.power) state.loopGuard = { mark: mark(), power: (guard?.power ?? 1) * 2, steps: 0 };
  else state.loopGuard = { ...guard, steps: guard.steps + 1 };
}
