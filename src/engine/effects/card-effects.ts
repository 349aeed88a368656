// Effect primitives of the course's cards: tokens (Stormfront Riders), "return N creatures you control"
// (its choice is a pending `return`), milling (Ertai's Familiar), and the cards a permanent exiles and
// later moves again, "exiled with" it (Duplicity: linked abilities, CR 607.2a).
import { snapshot, timestampNow } from '../characteristics/characteristics';
import { definition, type Ctx } from '../state/context';
import { editObject, editObjects, editZoneList } from '../state/draft';
import { addDurationEffect } from './duration-effects';
import { objectRef, playerRef, type EffectScope } from './scope';
import type { GameEvent } from '../events/events';
import { detectTriggers } from '../triggers/triggers';
import type { CardId, PlayerId } from '../state/basic-types';
import type { Effect } from './effect-types';
import type { GameObject, Snapshot } from '../state/object-types';
import { createObject, moveObjects } from '../events/zones';
import { permanentsOrChoice } from './permanents';

export type CardEffect = Extract<Effect, { do: 'returnPermanents' | 'createToken' | 'mill' | 'exileLinked' | 'moveLinked' | 'preventPhasingOut' | 'becomeCreature' }>;

export function runCardEffect(ctx: Ctx, effect: CardEffect, scope: EffectScope): void {
  switch (effect.do) {
    case 'createToken':
      createTokens(ctx, effect.token, scope.controller, effect.count ?? 1, scope.source);
      return;
    case 'preventPhasingOut': {
      const obj = objectRef(ctx, effect.object, scope);
      if (!obj || obj.zone !== 'battlefield') return;
      addDurationEffect(ctx, { kind: 'noPhasing', object: obj.id, player: scope.controller });
      ctx.log.push({ event: 'phasingPrevented', card: obj.card, label: obj.label, object: obj.id, player: scope.controller, rule: '702.26a' });
      return;
    }
    case 'becomeCreature': {
      const obj = objectRef(ctx, effect.object, scope);
      if (!obj || obj.zone !== 'battlefield') return;
      addDurationEffect(ctx, { kind: 'animate', object: obj.id, subtypes: effect.subtypes, ptFromCounters: effect.ptFromCounters, at: timestampNow(ctx) });
      ctx.log.push({ event: 'becameCreature', card: obj.card, label: obj.label, object: obj.id, counter: effect.ptFromCounters, rule: '611.2a' });
      return;
    }
    case 'mill': {
      const who = playerRef(ctx, effect.player, scope);
      if (who !== null) mill(ctx, who, effect.count);
      return;
    }
    case 'returnPermanents':
      return permanentsOrChoice(ctx, effect, scope);
    case 'exileLinked': {
      const zones = ctx.state.zones[scope.controller];
      if (!zones) return;
      const ids = effect.from === 'hand' ? [...zones.hand] : zones.library.slice(0, effect.count ?? 1);
      const moved = moveObjects(ctx, ids.map((id) => ({ id, to: 'exile' as const })));
      // CR 607.2a: the cards remember which object exiled them, so its linked ability can find them.
      for (const { after } of moved) {
        const obj = editObject(ctx, after.id);
        obj.exiledWith = scope.source.id;
        if (effect.faceDown) obj.faceDown = true;
        scope.remembered.push(after.id);
      }
      ctx.log.push({ event: 'exiledLinked', source: scope.source.card, sourceLabel: scope.source.label, player: scope.controller, count: moved.length, ...(effect.faceDown ? { reason: 'faceDown' } : {}), rule: '607.2a' });
      return;
    }
    case 'moveLinked': {
      const { state } = ctx;
      const just = new Set(effect.exceptRemembered ? scope.remembered : []);
      const linked = state.players
        .flatMap((p) => state.zones[p]?.exile ?? [])
        .map((id) => state.objects[id]!)
        .filter((o) => o.exiledWith === scope.source.id && !just.has(o.id) && (effect.ownedBy !== 'you' || o.owner === scope.controller));
      moveObjects(ctx, linked.map((o) => ({ id: o.id, to: effect.to })));
      return;
    }
  }
}

/** CR 111.1: tokens are created on the battlefield; entering it, they trigger what sees them enter (603.6a). */
export function createTokens(ctx: Ctx, token: CardId, controller: PlayerId, count: number, source: Snapshot): void {
  if (!definition(ctx, token).token || count <= 0) return;
  const events: GameEvent[] = [];
  const before = ctx.state.battlefield.map((id) => snapshot(ctx, ctx.state.objects[id]!));
  for (let i = 0; i < count; i++) {
    const physical = `k${ctx.state.nextId + 1}`;
    const obj = createObject(ctx, { physical, card: token, label: null, owner: controller, controller, zone: 'battlefield', token: true, controlledSince: ctx.state.turn });
    editZoneList(ctx, 'battlefield', controller)!.push(obj.id);
    const snap = snapshot(ctx, obj);
    events.push({ type: 'zoneChanged', object: snap, after: snap, from: null, to: 'battlefield' });
    ctx.log.push({ event: 'tokenCreated', card: token, object: obj.id, player: controller, source: source.card, sourceLabel: source.label, rule: '111.1' });
  }
  detectTriggers(ctx, events, before);
}

/** CR 701.17a: the top N cards of a player's library go to their graveyard, all at once. */
export function mill(ctx: Ctx, who: PlayerId, count: number): void {
  const top = (ctx.state.zones[who]?.library ?? []).slice(0, count);
  const moved = moveObjects(ctx, top.map((id) => ({ id, to: 'graveyard' as const })));
  ctx.log.push({ event: 'milled', player: who, count: moved.length, rule: '701.17a' });
}

/** CR 704.5d: a token that has left the battlefield ceases to exist. True if any did. */
export function tokensCease(ctx: Ctx): boolean {
  const { state } = ctx;
  if (!state.tokensAway?.length) return false;
  const gone = state.tokensAway.map((id) => state.objects[id]).filter((o): o is GameObject => o !== undefined && o.zone !== 'battlefield');
  state.tokensAway = [];
  for (const obj of gone) {
    const list = editZoneList(ctx, obj.zone, obj.owner);
    if (list) list.splice(list.indexOf(obj.id), 1);
    ctx.log.push({ event: 'tokenCeased', card: obj.card, label: obj.label, object: obj.id, player: obj.owner, reason: obj.zone, rule: '704.5d' });
  }
  if (gone.length > 0) {
    const objects = editObjects(ctx);
    for (const obj of gone) delete objects[obj.id];
  }
  return gone.length > 0;
}
