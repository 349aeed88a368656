// State-based actions (CR 704): checked whenever a player would receive priority, all performed at once.
import { isCreature, snapshot, toughness } from './characteristics';
import { tokensCease } from './card-effects';
import { cardOf, definition, type Ctx } from './context';
import { editObject, editPlayer } from './draft';
import { detectTriggers } from './triggers';
import type { GameEvent } from './events';
import type { GameObject, PlayerId } from './types';
import { moveObjects } from './zones';
import { afterLeaving, leaveGame } from './leaving';

/**
 * Performs every state-based action that applies, simultaneously. True if any was performed.
 * One look at the players and one at the battlefield find what applies: this runs each time a player
 * would receive priority, several times per resolution.
 */
export function performStateBasedActions(ctx: Ctx): boolean {
  const { state } = ctx;
  const losers: { player: PlayerId; rule: string; reason: string }[] = [];
  for (const p of state.players) {
    const ps = state.playerState[p];
    if (!ps) continue;
    if (!ps.lost && ps.life <= 0) losers.push({ player: p, rule: '704.5a', reason: 'noLife' });
    else if (!ps.lost && ps.drewFromEmpty) losers.push({ player: p, rule: '704.5b', reason: 'emptyLibrary' });
    if (ps.drewFromEmpty) editPlayer(ctx, p).drewFromEmpty = false;
  }
  const dying: { obj: GameObject; rule: string; reason: string }[] = [];
  const auras: { obj: GameObject; rule: string; reason: string }[] = [];
  let counterPairs = false;
  let legendary = false;
  for (const id of state.battlefield) {
    const obj = state.objects[id] as GameObject;
    const def = definition(ctx, cardOf(obj));
    if (isCreature(ctx, obj)) {
      const t = toughness(ctx, obj) ?? 0;
      if (t <= 0) dying.push({ obj, rule: '704.5f', reason: 'zeroToughness' });
      else if (obj.damage >= t) dying.push({ obj, rule: '704.5g', reason: 'lethalDamage' });
      // CR 704.5h, 702.2b: dealt damage by a source with deathtouch since the last check.
      else if (obj.deathtouched) dying.push({ obj, rule: '704.5h', reason: 'deathtouch' });
    }
    if (def.subtypes?.includes('Aura')) {
      const host = obj.attachedTo ? state.objects[obj.attachedTo] : undefined;
      // CR 704.5m: an Aura attached to nothing (or to an object that left the battlefield) goes to the graveyard.
      if (!host || host.zone !== 'battlefield') auras.push({ obj, rule: '704.5m', reason: 'unattachedAura' });
    }
    if (obj.counters['+1/+1'] && obj.counters['-1/-1']) counterPairs = true;
    if (def.supertypes?.includes('legendary')) legendary = true;
  }
  // This check is the last one: deathtouch damage dealt before it no longer counts after it.
  for (const id of state.battlefield) if (state.objects[id]?.deathtouched) delete editObject(ctx, id).deathtouched;
  dying.push(...auras);
  const ceased = tokensCease(ctx); // CR 704.5d
  if (counterPairs && annihilateCounters(ctx)) return true;
  if (losers.length === 0 && dying.length === 0) return (legendary && legendRule(ctx)) || ceased;
  for (const { obj, rule, reason } of dying)
    ctx.log.push({ event: 'stateBasedAction', card: obj.card, label: obj.label, object: obj.id, reason, rule });
  moveObjects(ctx, dying.map(({ obj }) => ({ id: obj.id, to: 'graveyard' as const })));
  playersLose(ctx, losers);
  return true;
}

/**
 * Players lose the game (CR 104.3). With two or more players left, each loser leaves the game with
 * everything they own (CR 800.4a), and "whenever a player loses the game" abilities trigger, looking back
 * at the battlefield as it was (CR 603.9, 603.6d).
 */
export function playersLose(ctx: Ctx, losers: readonly { player: PlayerId; rule: string; reason: string }[]): void {
  if (losers.length === 0) return;
  const { state } = ctx;
  const lookBack = state.battlefield.map((id) => snapshot(ctx, state.objects[id]!));
  for (const { player, rule, reason } of losers) {
    editPlayer(ctx, player).lost = true;
    ctx.log.push({ event: 'playerLost', player, reason, rule });
  }
  checkGameOver(ctx);
  if (state.winner !== null) return;
  // CR 603.6c: the permanents a leaving player owns leave the battlefield too (phased-out ones excepted).
  const gone = new Set(losers.map(({ player }) => player));
  const leaving: GameEvent[] = lookBack
    .filter((snap) => gone.has(snap.owner))
    .map((snap) => ({ type: 'zoneChanged', object: snap, after: null, from: 'battlefield', to: null }));
  for (const { player } of losers) leaveGame(ctx, player);
  detectTriggers(ctx, [...leaving, ...losers.map(({ player }) => ({ type: 'playerLost' as const, player }))], lookBack);
  afterLeaving(ctx, gone);
}

/** CR 704.5q: +1/+1 and -1/-1 counters on the same permanent cancel out in pairs. */
function annihilateCounters(ctx: Ctx): boolean {
  let any = false;
  for (const id of ctx.state.battlefield) {
    const counters = ctx.state.objects[id]!.counters;
    const pairs = Math.min(counters['+1/+1'] ?? 0, counters['-1/-1'] ?? 0);
    if (pairs === 0) continue;
    const obj = editObject(ctx, id);
    for (const kind of ['+1/+1', '-1/-1']) {
      const left = (obj.counters[kind] ?? 0) - pairs;
      if (left > 0) obj.counters[kind] = left;
      else delete obj.counters[kind];
    }
    ctx.log.push({ event: 'stateBasedAction', card: obj.card, label: obj.label, object: obj.id, amount: pairs, reason: 'countersCancel', rule: '704.5q' });
    any = true;
  }
  return any;
}

/**
 * CR 704.5j: a player who controls two or more legendary permanents with the same name chooses one; the
 * others go to their owners' graveyards. The choice is a pending `legend` choice (auto keeps the newest).
 */
function legendRule(ctx: Ctx): boolean {
  const { state } = ctx;
  const groups = new Map<string, string[]>();
  for (const id of state.battlefield) {
    const obj = state.objects[id]!;
    if (!definition(ctx, cardOf(obj)).supertypes?.includes('legendary')) continue;
    // CR 704.5j: the same name: a Clone that copied a legendary permanent has its name (707.2).
    const key = `${obj.controller} ${cardOf(obj)}`;
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  for (const ids of groups.values()) {
    if (ids.length < 2) continue;
    const first = state.objects[ids[0]!]!;
    if (ctx.autoAnswer) {
      keepLegend(ctx, ids, ids[ids.length - 1]!);
      return true;
    }
    state.pending = { kind: 'legend', player: first.controller, card: cardOf(first), options: ids };
    return true;
  }
  return false;
}

/** Keeps one legendary permanent and puts the others with its name into their owners' graveyards. */
export function keepLegend(ctx: Ctx, ids: readonly string[], kept: string): void {
  const others = ids.filter((id) => id !== kept);
  for (const id of others) {
    const obj = ctx.state.objects[id]!;
    ctx.log.push({ event: 'stateBasedAction', card: obj.card, label: obj.label, object: id, reason: 'legendRule', rule: '704.5j' });
  }
  moveObjects(ctx, others.map((id) => ({ id, to: 'graveyard' as const })));
}

/** CR 104.2a: a player still in the game when all others have left it wins; if none remains, it's a draw (104.4a). */
export function checkGameOver(ctx: Ctx): void {
  const { state } = ctx;
  if (state.winner !== null) return;
  const living = state.players.filter((p) => !state.playerState[p]?.lost);
  if (living.length === 1) {
    state.winner = living[0] as PlayerId;
    ctx.log.push({ event: 'gameWon', player: state.winner, rule: '104.2a' });
  } else if (living.length === 0) {
    state.winner = 'draw';
    ctx.log.push({ event: 'gameDrawn', reason: 'allLost', rule: '104.4a' });
  }
}
