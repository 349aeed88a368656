// Players still in the game, in turn order (CR 800.4j).
import type { Ctx } from '../state/context';
import type { PlayerId } from '../state/basic-types';

/** The next player in turn order after `after` who is still in the game. */
export function nextInGame(ctx: Ctx, after: PlayerId): PlayerId {
  const { players, playerState } = ctx.state;
  const start = players.indexOf(after);
  for (let i = 1; i <= players.length; i++) {
    const p = players[(start + i) % players.length] as PlayerId;
    if (!playerState[p]?.lost) return p;
  }
  return after;
}

/**
 * Who receives priority when the active player would (CR 117.3a–b): the active player, or — once they have
 * left the game during their turn — the next player in turn order who is still in it (CR 800.4j).
 */
export function activeOrNext(ctx: Ctx): PlayerId {
  const { active, playerState } = ctx.state;
  return playerState[active]?.lost ? nextInGame(ctx, active) : active;
}
