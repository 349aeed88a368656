// What a resolving spell or ability knows about itself, and how it finds the players, objects and amounts it names.
import { power } from '../characteristics/characteristics';
import type { Ctx } from '../state/context';
import type { Amount, ObjectRef, PlayerRef } from './reference-types';
import type { TriggerContext } from '../triggers/trigger-types';
import type { GameObject, Snapshot } from '../state/object-types';
import type { ObjectId, PlayerId } from '../state/basic-types';
import type { ReflexiveAction } from '../triggers/trigger-event-types';

/** What a resolving spell or ability knows about itself. */
export interface EffectScope {
  controller: PlayerId;
  source: Snapshot;
  /** Chosen targets; null where a target has become illegal (CR 608.2b). */
  targets: (string | null)[];
  context: TriggerContext;
  /** Objects its creator remembered (CR 603.7c), then those this ability put somewhere, in order. */
  remembered: ObjectId[];
  /** The card chosen as it resolves, if any. */
  chosen: ObjectId | null;
  /** Life lost by the effects of this ability so far ("for each 1 life lost this way"). */
  lifeLost?: number;
  /** Scry: the cards its controller chose to put on the bottom of their library. */
  bottom: ObjectId[];
  /** The permanents chosen to sacrifice or return as the ability resolved (see `askPermanents`). */
  permanents?: ObjectId[];
  /** Cascade (CR 702.85a): the cards it exiled, the last one being the card it may cast. */
  exiled?: ObjectId[];
  /** CR 603.6d: the "as it enters" choice for the card this ability puts onto the battlefield. */
  entersAs?: string | null;
  /**
   * CR 603.12: what this resolution has done so far that a reflexive trigger may ask about: each object
   * as it last was before the action, and the new object it became (null if none).
   */
  did?: { action: ReflexiveAction; object: Snapshot; after: ObjectId | null }[];
  /** CR 614.12: the "as it enters" choice of the card it copies, if it enters as a copy. */
  copiedEntersAs?: string | null;
}

/**
 * CR 608.2h: the ability's source or the object of its event as it last existed on the battlefield, once it has left
 * (kept by zones.ts as it leaves), else as the ability saw it when it triggered.
 */
export function lastKnownRef(ref: ObjectRef, scope: EffectScope): Snapshot | undefined {
  if (ref === 'self') return scope.source;
  if (ref === 'eventObject') return scope.context.eventObjectLastKnown ?? scope.context.eventObject;
  return undefined;
}

/** "Damage equal to its power": its current power, or the last it had if it has left (CR 608.2h). */
export function amountOf(ctx: Ctx, amount: Amount, scope: EffectScope): number {
  if (typeof amount === 'number') return amount;
  if ('lifeLostThisWay' in amount) return scope.lifeLost ?? 0;
  const now = object(ctx, amount.powerOf, scope);
  if (now && now.zone === 'battlefield') return power(ctx, now) ?? 0;
  return lastKnownRef(amount.powerOf, scope)?.power ?? 0;
}

export function player(ctx: Ctx, ref: PlayerRef, scope: EffectScope): PlayerId | null {
  if (ref === 'you') return scope.controller;
  if (ref === 'activePlayer') return ctx.state.active;
  if (ref === 'eventObjectController') {
    // CR 608.2h: "its controller" is read as the ability resolves: the permanent's controller now if it is still on
    // the battlefield (Pooling Venom's land stolen meanwhile), else the last it had (Dingus Egg's land, gone).
    const then = scope.context.eventObject;
    const now = then ? ctx.state.objects[then.id] : undefined;
    return now && now.zone === 'battlefield' ? now.controller : (lastKnownRef('eventObject', scope)?.controller ?? null);
  }
  if (ref === 'defendingPlayer') return scope.context.defender ?? null;
  const target = scope.targets[ref.target];
  return target && ctx.state.playerState[target] ? target : null;
}

/**
 * CR 400.7, 603.6: an ability finds an object only as the object it refers to; once that object has
 * changed zones it is a new object, and the ability can't find it.
 */
/** The id an object reference names (the object may no longer exist under it). */
export function objectId(ctx: Ctx, ref: ObjectRef, scope: EffectScope): ObjectId | null {
  if (ref === 'selfInGraveyard') {
    // CR 603.6e: the Aura's card, now a new object in its owner's graveyard.
    const graveyard = ctx.state.zones[scope.source.owner]?.graveyard ?? [];
    return graveyard.find((g) => ctx.state.objects[g]?.physical === scope.source.physical) ?? null;
  }
  if (ref === 'self') return scope.source.id;
  if (ref === 'eventObject') return scope.context.eventObjectNewId ?? null;
  if (ref === 'chosen') return scope.chosen;
  if (ref === 'unattachedFrom') return scope.context.unattachedFrom?.id ?? null;
  if ('remembered' in ref) return scope.remembered[ref.remembered] ?? null;
  return scope.targets[ref.target] ?? null;
}

export function object(ctx: Ctx, ref: ObjectRef, scope: EffectScope): GameObject | null {
  const id = objectId(ctx, ref, scope);
  const obj = (id && ctx.state.objects[id]) || null;
  // CR 702.26b: a phased-out permanent is treated as though it didn't exist.
  return obj?.phasedOut ? null : obj;
}

export { player as playerRef, object as objectRef };
