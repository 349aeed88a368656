// CR 302.6 ("summoning sickness"): a creature can't attack, and its abilities with {T} in their cost can't be
// activated, unless its controller has controlled it continuously since their most recent turn began. It
// applies to any permanent that is a creature now (a land animated by Living Lands, an animated Chimeric
// Mass), whenever it became one; haste lets it ignore this (702.10b).
import { hasKeyword, isCreature } from './characteristics';
import type { Ctx } from '../state/context';
import type { GameObject } from '../state/object-types';
import type { PlayerId } from '../state/basic-types';

/**
 * The number of this player's most recent turn. Recorded as each turn begins; before that, the active
 * player's is the current turn and another player's the one before it (their turn, as far as the game knows).
 */
export function mostRecentTurn(ctx: Ctx, player: PlayerId): number {
  const { state } = ctx;
  return state.playerState[player]?.turnBegan ?? (state.active === player ? state.turn : state.turn - 1);
}

/**
 * CR 302.6: a creature whose controller hasn't controlled it continuously since their most recent turn
 * began, and without haste. `controlledSince` is the turn its current controller got it (absent for the
 * starting board, controlled since before the first turn).
 */
export function summoningSick(ctx: Ctx, obj: GameObject): boolean {
  if (obj.controlledSince === undefined || !isCreature(ctx, obj)) return false;
  if (obj.controlledSince < mostRecentTurn(ctx, obj.controller)) return false;
  return !hasKeyword(ctx, obj, 'haste');
}
