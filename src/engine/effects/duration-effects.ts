// Continuous effects of resolved abilities that last for a stated time (CR 611.2a): "+N/+N until end of
// turn", applied to power and toughness (characteristics.ts) and ended in the cleanup step (514.2);
// "doesn't untap during its controller's next untap step", used up by that step (502.3).
import type { Ctx } from '../state/context';
import { editPlayer } from '../state/draft';
import type { DurationEffect } from './effect-types';
import type { GameState } from '../state/game-types';
import type { ObjectId, PlayerId } from '../state/basic-types';

export function addDurationEffect(ctx: Ctx, effect: DurationEffect): void {
  ctx.state.durationEffects = [...ctx.state.durationEffects, effect];
}

/** The sum of the "+N/+N until end of turn" effects on an object. */
export function ptChange(state: GameState, id: ObjectId): { power: number; toughness: number } {
  let power = 0;
  let toughness = 0;
  for (const e of state.durationEffects ?? [])
    if (e.kind === 'pt' && e.object === id) {
      power += e.power;
      toughness += e.toughness;
    }
  return { power, toughness };
}

/**
 * CR 502.3: the permanents of the active player that untap now: all but those an effect keeps tapped
 * during this untap step. Those effects are used up.
 */
export function untapping(ctx: Ctx, ids: readonly ObjectId[]): ObjectId[] {
  const { state } = ctx;
  const held = new Set(
    state.durationEffects.flatMap((e) => (e.kind === 'skipUntap' && ids.includes(e.object) ? [e.object] : [])),
  );
  if (held.size === 0) return [...ids];
  state.durationEffects = state.durationEffects.filter((e) => !(e.kind === 'skipUntap' && held.has(e.object)));
  for (const id of held) {
    const obj = state.objects[id];
    if (obj?.tapped) ctx.log.push({ event: 'stayedTapped', card: obj.card, label: obj.label, object: id, rule: '502.3' });
  }
  return ids.filter((id) => !held.has(id));
}

/** CR 514.2: in the cleanup step, "until end of turn" effects end; effects on objects that are gone go too. */
export function endUntilEndOfTurnEffects(ctx: Ctx): void {
  const { state } = ctx;
  if (state.durationEffects.length === 0) return;
  const ending = state.durationEffects.filter((e) => e.kind === 'pt' || e.kind === 'preventCombatDamage' || e.kind === 'animate');
  // Effects with another duration stay, as long as their object is still on the battlefield.
  state.durationEffects = state.durationEffects.filter(
    (e) => (e.kind === 'skipUntap' || e.kind === 'noPhasing') && state.objects[e.object]?.zone === 'battlefield',
  );
  if (ending.length > 0) ctx.log.push({ event: 'effectsEnded', count: ending.length, rule: '514.2' });
}

/**
 * CR 514.2: a delayed triggered ability that lasts "this turn" (Howl of the Horde: "when you cast your next
 * instant or sorcery spell this turn") ends in the cleanup step, whether or not it has triggered.
 */
export function endThisTurnDelayedTriggers(ctx: Ctx): void {
  const { state } = ctx;
  const ending = state.delayedTriggers.filter((d) => d.duration === 'thisTurn');
  if (ending.length === 0) return;
  state.delayedTriggers = state.delayedTriggers.filter((d) => d.duration !== 'thisTurn');
  for (const d of ending)
    ctx.log.push({ event: 'delayedTriggerEnded', trigger: d.id, source: d.source.card, sourceLabel: d.source.label, player: d.controller, rule: '514.2' });
}

/** A new turn: no player has attacked or drawn yet this turn (raid; "the first card you draw each turn"). */
export function resetTurnCounts(ctx: Ctx, player: PlayerId): void {
  const ps = editPlayer(ctx, player);
  delete ps.attackedThisTurn;
  delete ps.drawnThisTurn;
}
