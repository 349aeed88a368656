// How a reasonable player weighs what an ability would do: who each effect helps or hurts, and what a
// permanent or card is worth. Read only: the sensible answers (sensible.ts) are built on it.
import { isCreature, power, toughness } from '../characteristics/characteristics';
import { manaValue } from '../effects/mana';
import type { Effect } from '../effects/effect-types';
import type { ObjectRef, PlayerRef } from '../effects/reference-types';
import type { PlayerId } from '../state/basic-types';
import { cardOf, definition, type Ctx } from '../state/context';
import type { GameObject } from '../state/object-types';

/** What an ability's effects are about: its controller, its source's object id, its targets, its context. */
export interface Situation {
  controller: PlayerId;
  source: string | null;
  targets: readonly (string | null)[];
  eventPlayer?: PlayerId | undefined;
  defender?: PlayerId | undefined;
  /** The object its event is about, when known before it happens (the permanent an Aura would enchant). */
  eventObject?: GameObject | undefined;
}

/**
 * What a permanent or card is worth: a creature its power plus toughness (as it is now on the battlefield,
 * as printed elsewhere), anything else its mana value (a land: 0). Never negative.
 */
export function worth(ctx: Ctx, obj: GameObject): number {
  const def = definition(ctx, cardOf(obj));
  if (obj.zone === 'battlefield' ? isCreature(ctx, obj) : def.types.includes('creature')) {
    const p = obj.zone === 'battlefield' ? (power(ctx, obj) ?? 0) : (def.power ?? 0);
    const t = obj.zone === 'battlefield' ? (toughness(ctx, obj) ?? 0) : (def.toughness ?? 0);
    return Math.max(0, p) + Math.max(0, t);
  }
  return def.types.includes('land') ? 0 : manaValue(def.cost);
}

export function isOpponent(ctx: Ctx, of: PlayerId, player: PlayerId): boolean {
  return player !== of && ctx.state.players.includes(player) && !ctx.state.playerState[player]?.lost;
}

function playerOf(ctx: Ctx, ref: PlayerRef, s: Situation): PlayerId | undefined {
  if (ref === 'you') return s.controller;
  if (ref === 'activePlayer') return ctx.state.active;
  if (ref === 'defendingPlayer') return s.defender;
  if (ref === 'eventObjectController') return s.eventObject?.controller;
  const target = s.targets[ref.target];
  return target && ctx.state.players.includes(target) ? target : (objectOf(ctx, ref, s)?.controller ?? undefined);
}

function objectOf(ctx: Ctx, ref: ObjectRef | PlayerRef, s: Situation): GameObject | undefined {
  if (ref === 'self') return s.source ? ctx.state.objects[s.source] : undefined;
  if (ref === 'eventObject') return s.eventObject;
  if (typeof ref === 'object' && 'target' in ref) {
    const target = s.targets[ref.target];
    return target ? ctx.state.objects[target] : undefined;
  }
  return undefined;
}

/** +1 for `player` from `judge`'s point of view: good for themselves, bad for an opponent. */
export function forPlayer(ctx: Ctx, judge: PlayerId, player: PlayerId | undefined, sign: number): number {
  if (player === undefined) return 0;
  if (player === judge) return sign;
  return isOpponent(ctx, judge, player) ? -sign : 0;
}

/** The same for an object: it counts for its controller; an object not known (not chosen yet) counts for nobody. */
function forObject(ctx: Ctx, judge: PlayerId, ref: ObjectRef, s: Situation, sign: number): number {
  const obj = objectOf(ctx, ref, s);
  if (obj) return forPlayer(ctx, judge, obj.controller, sign);
  // A card the ability chooses or finds as it resolves is its controller's (Sneak Attack, Gravedigger).
  return ref === 'chosen' || ref === 'eventObject' || (typeof ref === 'object' && 'remembered' in ref) ? forPlayer(ctx, judge, s.controller, sign) : 0;
}

/**
 * How good one effect is for `judge` (positive: it helps them, negative: it hurts them). Life, cards, bodies
 * and turns count one each; winning counts ten. What the engine can't judge (scry, delayed triggers) is 0.
 */
export function effectScore(ctx: Ctx, effect: Effect, s: Situation, judge: PlayerId): number {
  switch (effect.do) {
    case 'gainLife':
    case 'gainLifeEqualToToughness':
      return 'player' in effect && effect.player === 'each' ? 0 : forPlayer(ctx, judge, playerOf(ctx, effect.player as PlayerRef, s), 1);
    case 'loseLife':
      if (effect.player === 'each') return 0;
      if (effect.player === 'eachOpponent') return forPlayer(ctx, judge, s.controller, 1);
      return forPlayer(ctx, judge, playerOf(ctx, effect.player, s), -1);
    case 'dealDamage':
      return typeof effect.to === 'object' && 'object' in effect.to
        ? forObject(ctx, judge, effect.to.object, s, -1)
        : forPlayer(ctx, judge, playerOf(ctx, effect.to, s), -1);
    case 'drawCards': {
      const player = playerOf(ctx, effect.player, s);
      // Drawing from a library that hasn't enough cards loses the game (CR 704.5b).
      const short = player !== undefined && (ctx.state.zones[player]?.library.length ?? 0) < effect.count;
      return forPlayer(ctx, judge, player, short ? -1 : 1);
    }
    case 'mill':
    case 'shuffleGraveyardIntoLibrary':
      return effect.do === 'mill' ? forPlayer(ctx, judge, playerOf(ctx, effect.player, s), -1) : 0;
    case 'destroy':
    case 'exile':
    case 'sacrifice':
    case 'discard':
    case 'skipNextUntap':
    case 'counter':
      return forObject(ctx, judge, effect.object, s, -1);
    case 'returnToHand': {
      // Returning a permanent is a bounce; returning a card from elsewhere (a graveyard) gets it back.
      const obj = objectOf(ctx, effect.object, s);
      return forObject(ctx, judge, effect.object, s, obj?.zone === 'battlefield' ? -1 : 1);
    }
    case 'putOntoBattlefield':
      return effect.under === 'you' ? forPlayer(ctx, judge, s.controller, 1) : forObject(ctx, judge, effect.object, s, 1);
    case 'pump':
    case 'gainKeyword':
    case 'preventPhasingOut':
      return forObject(ctx, judge, effect.object, s, 1);
    case 'addCounters':
      return forObject(ctx, judge, effect.object, s, effect.kind === '-1/-1' ? -1 : 1);
    case 'createToken':
      return forPlayer(ctx, judge, s.controller, 1);
    case 'extraTurn':
      return forPlayer(ctx, judge, playerOf(ctx, effect.player, s), 1);
    case 'winGame':
      return forPlayer(ctx, judge, playerOf(ctx, effect.player, s), 10);
    case 'sacrificePermanents':
    case 'returnPermanents':
      return forPlayer(ctx, judge, playerOf(ctx, effect.player, s), -1);
    case 'counterEventSpell':
      return forPlayer(ctx, judge, s.eventPlayer, -1);
    case 'createReflexiveTrigger':
      // "When you do": its targets are chosen later, sensibly; what it does counts for its controller.
      return effect.effects.length > 0 ? forPlayer(ctx, judge, s.controller, 1) : 0;
    default:
      return 0;
  }
}

/** How good a list of effects is for `judge`, all told. */
export function effectsScore(ctx: Ctx, effects: readonly Effect[], s: Situation, judge: PlayerId): number {
  let total = 0;
  for (const effect of effects) total += effectScore(ctx, effect, s, judge);
  return total;
}
