// The basic events effects and direct actions share: life, damage, counters, drawing, winning, cascade.
import { hasKeyword, isCreature } from '../characteristics/characteristics';
import { definition, type Ctx } from '../state/context';
import { editObject, editPlayer } from '../state/draft';
import { snapshot } from '../characteristics/characteristics';
import type { GameObject, Snapshot } from '../state/object-types';
import type { ObjectId, PlayerId } from '../state/basic-types';
import { detectTriggers } from '../triggers/triggers';
import { manaValue } from './mana';
import { revealFirstDraw } from './reveal';
import { moveObjects } from '../events/zones';
import { saturated } from '../setup/limits';
import { shuffle } from '../state/random';

export function gainLife(ctx: Ctx, who: PlayerId, amount: number): void {
  if (!ctx.state.playerState[who] || ctx.state.playerState[who].lost || amount <= 0) return; // CR 800.4a: gone from the game
  const player = editPlayer(ctx, who);
  player.life = saturated(player.life + amount);
  ctx.log.push({ event: 'lifeGained', player: who, amount, rule: '119.3' });
}

export function loseLife(ctx: Ctx, who: PlayerId, amount: number): void {
  if (!ctx.state.playerState[who] || ctx.state.playerState[who].lost || amount <= 0) return;
  const player = editPlayer(ctx, who);
  player.life = saturated(player.life - amount);
  ctx.log.push({ event: 'lifeLost', player: who, amount, rule: '119.3' });
}

/** Damage from `source` to a player or a permanent (CR 120). Lifelink gains its controller that much life. */
export function dealDamage(ctx: Ctx, source: Snapshot, to: { player: PlayerId } | { object: GameObject }, amount: number): void {
  if (amount <= 0) return;
  if ('player' in to) {
    if (!ctx.state.playerState[to.player] || ctx.state.playerState[to.player]!.lost) return;
    const player = editPlayer(ctx, to.player);
    player.life = saturated(player.life - amount);
    ctx.log.push({ event: 'damageDealt', source: source.card, sourceLabel: source.label, player: to.player, amount, rule: '120.3a' });
  } else {
    // CR 120.1: of permanents, only creatures, planeswalkers and battles can be dealt damage (no card of the pool
    // is a planeswalker or a battle): damage to a permanent that is no longer a creature isn't dealt, so nothing
    // is logged, no life is gained by lifelink and nothing triggers.
    if (to.object.zone !== 'battlefield' || !isCreature(ctx, to.object)) return;
    const obj = editObject(ctx, to.object.id);
    obj.damage = saturated(obj.damage + amount);
    // CR 702.2b: remembered until state-based actions are next checked (704.5h).
    if (source.keywords.includes('deathtouch')) obj.deathtouched = true;
    ctx.log.push({ event: 'damageDealt', source: source.card, sourceLabel: source.label, card: to.object.card, label: to.object.label, amount, rule: '120.3e' });
  }
  // CR 702.15b: the source's keywords as it deals the damage (a token Teysa Karlov gives lifelink; none under Humility).
  if (source.keywords.includes('lifelink')) gainLife(ctx, source.controller, amount);
  const event = 'player' in to ? { player: to.player } : { object: snapshot(ctx, to.object) };
  detectTriggers(ctx, [{ type: 'damageDealt', source, amount, ...event }], null);
}

/** CR 702.85a: whether cascade stops at this card: a nonland card whose mana value is less than the cascading spell's. */
function cascadeStopsAt(ctx: Ctx, id: ObjectId, limit: number): boolean {
  const def = definition(ctx, ctx.state.objects[id]!.card);
  return !def.types.includes('land') && manaValue(def.cost) < limit;
}

/** CR 702.85a: the first card from the top of the library that cascade stops at. */
export function cascadeHit(ctx: Ctx, player: PlayerId, spellCard: string): ObjectId | undefined {
  const limit = manaValue(definition(ctx, spellCard).cost);
  return (ctx.state.zones[player]?.library ?? []).find((id) => cascadeStopsAt(ctx, id, limit));
}

/** CR 702.85a: among the cards cascade exiled, the one it stopped at (the last), if it is still in exile. */
export function cascadeHitAmong(ctx: Ctx, exiled: readonly ObjectId[], spellCard: string): ObjectId | undefined {
  const last = exiled[exiled.length - 1];
  if (last === undefined || ctx.state.objects[last]?.zone !== 'exile') return undefined;
  return cascadeStopsAt(ctx, last, manaValue(definition(ctx, spellCard).cost)) ? last : undefined;
}

/** CR 702.85a: cascade's other exiled cards, still in exile, go to the bottom of the library in a random order. */
export function putOnBottomInRandomOrder(ctx: Ctx, ids: readonly ObjectId[]): void {
  const cards = ids.filter((id) => ctx.state.objects[id]?.zone === 'exile');
  shuffle(ctx.state, cards);
  moveObjects(ctx, cards.map((id) => ({ id, to: 'library' as const, bottom: true })));
}

/** Removes counters from a permanent; removing the last one of a kind is an event (vanishing). */
export function removeCounters(ctx: Ctx, id: ObjectId, kind: string, amount: number): void {
  const had = ctx.state.objects[id]?.counters[kind] ?? 0;
  const removed = Math.min(had, amount);
  if (removed <= 0) return;
  const obj = editObject(ctx, id);
  if (had - removed > 0) obj.counters[kind] = had - removed;
  else delete obj.counters[kind];
  ctx.log.push({ event: 'countersChanged', card: obj.card, label: obj.label, object: obj.id, counter: kind, amount: -removed, rule: '122.1' });
  detectTriggers(ctx, [{ type: 'countersRemoved', object: snapshot(ctx, obj), kind, left: had - removed }], null);
}

export function drawCards(ctx: Ctx, who: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) {
    const zones = ctx.state.zones[who];
    if (!zones) return;
    const top = zones.library[0];
    if (top === undefined) {
      editPlayer(ctx, who).drewFromEmpty = true; // CR 704.5b, checked with the state-based actions
      continue;
    }
    const [moved] = moveObjects(ctx, [{ id: top, to: 'hand' }]);
    if (!moved) continue;
    ctx.log.push({ event: 'drew', player: who, object: moved.after.id, count: 1, rule: '121.1' });
    const drawn = (ctx.state.playerState[who]?.drawnThisTurn ?? 0) + 1;
    editPlayer(ctx, who).drawnThisTurn = drawn;
    if (drawn === 1) revealFirstDraw(ctx, who, moved.after.id); // CR 603.11: Primitive Etchings
  }
}

export function winGame(ctx: Ctx, who: PlayerId): void {
  for (const p of ctx.state.players) {
    const ps = ctx.state.playerState[p];
    if (p !== who && ps && !ps.lost) {
      editPlayer(ctx, p).lost = true;
      ctx.log.push({ event: 'playerLost', player: p, reason: 'opponentWon', rule: '104.2b' });
    }
  }
  ctx.state.winner = who;
  ctx.log.push({ event: 'gameWon', player: who, rule: '104.2b' });
}

/**
 * CR 701.8a: destroys these permanents at once (one event, CR 603.2c), except those with indestructible, which stay
 * where they are (702.12b) and are logged as not destroyed.
 */
export function destroyPermanents(ctx: Ctx, objects: readonly GameObject[]): void {
  const doomed: GameObject[] = [];
  for (const o of objects) {
    if (hasKeyword(ctx, o, 'indestructible')) {
      ctx.log.push({ event: 'notDestroyed', card: o.card, label: o.label, object: o.id, reason: 'indestructible', rule: '702.12b' });
      continue;
    }
    ctx.log.push({ event: 'destroyed', card: o.card, label: o.label, object: o.id, rule: '701.8a' });
    doomed.push(o);
  }
  if (doomed.length) moveObjects(ctx, doomed.map((o) => ({ id: o.id, to: 'graveyard' as const })));
}
