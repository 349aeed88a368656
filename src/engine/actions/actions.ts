// Action handlers: guards first (a failed guard returns a rejection code, never throws), then a few named steps.
// `apply` settles the game once at the end (engine.ts); handlers that pass priority several times settle between.
import { attack, block } from './combat-actions';
import type { Ctx } from '../state/context';
import type { Action } from './action-types';
import { type Result, reject } from './guards';
import { cast, play, activate } from './casting';
import { pass, resolve, advance } from './priority';
import { choose, auto } from './choices';
import { autoSensible } from './sensible';
import { moveCards, destroyMove, sacrificeMove, ANY_ZONE, moveOne, tapOrUntap, damage, life, draw, discard, lose, control, attach, counters, phase } from './sandbox';

/** Runs one action on the draft. Returns a rejection, or null when the action was carried out. */
export function handle(ctx: Ctx, action: Action): Result {
  if (ctx.state.winner !== null) return reject('gameOver');
  switch (action.type) {
    case 'cast':
      return cast(ctx, action);
    case 'play':
      return play(ctx, action);
    case 'activate':
      return activate(ctx, action);
    case 'pass':
      return pass(ctx);
    case 'resolve':
      return resolve(ctx);
    case 'advance':
      return advance(ctx, action);
    case 'choose':
      return choose(ctx, action);
    case 'auto':
      return action.policy === 'sensible' ? autoSensible(ctx) : auto(ctx);
    case 'destroy':
      return moveCards(ctx, action.cards, ['battlefield'], destroyMove);
    case 'sacrifice':
      return moveCards(ctx, action.cards, ['battlefield'], sacrificeMove);
    case 'exile':
      return moveCards(ctx, action.cards, ANY_ZONE, (o) => ({ id: o.id, to: 'exile' }));
    case 'bounce':
      return moveCards(ctx, action.cards, ['battlefield'], (o) => ({ id: o.id, to: 'hand' }));
    case 'move':
      return moveOne(ctx, action);
    case 'tap':
      return tapOrUntap(ctx, action.cards, true);
    case 'untap':
      return tapOrUntap(ctx, action.cards, false);
    case 'damage':
      return damage(ctx, action);
    case 'life':
      return life(ctx, action);
    case 'draw':
      return draw(ctx, action);
    case 'discard':
      return discard(ctx, action);
    case 'lose':
      return lose(ctx, action);
    case 'control':
      return control(ctx, action);
    case 'attach':
      return attach(ctx, action);
    case 'counters':
      return counters(ctx, action);
    case 'phase':
      return phase(ctx, action);
    case 'attack':
      return attack(ctx, action);
    case 'block':
      return block(ctx, action);
    default:
      return reject('unknownAction', { type: String((action as { type?: unknown }).type) });
  }
}
