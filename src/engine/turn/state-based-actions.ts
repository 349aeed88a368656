// State-based actions (CR 704): checked whenever a player would receive priority, all performed at once.
import { hasKeyword, isCreature, isLegendary, snapshot, toughness } from '../characteristics/characteristics';
import { tokensCease } from '../effects/card-effects';
import { cardOf, definition, type Ctx } from '../state/context';
import { editObject, editPlayer } from '../state/draft';
import { attachmentFault } from '../effects/as-enters';
import { detectTriggers } from '../triggers/triggers';
import type { GameEvent } from '../events/events';
import type { CardDefinition } from '../state/card-types';
import type { GameObject, Snapshot } from '../state/object-types';
import type { ObjectId, PlayerId } from '../state/basic-types';
import type { PendingChoice } from '../state/choice-types';
import { moveObjects } from '../events/zones';
import { afterLeaving, leaveGame } from './leaving';

type Found = { obj: GameObject; rule: string; reason: string };

/**
 * CR 704.3: performs every state-based action that applies, all at once, as one check. True if any was
 * performed. One look at the players and one at the battlefield find everything that applies; nothing is
 * changed until all of it is known, and then: the leaving permanents go in one batch of moves (one event,
 * so their "dies" abilities see each other, 603.10a), Equipment and other attachments come off, counters
 * cancel on the permanents that stay, and players lose. `kept`: the legendary permanents already chosen in
 * answer to the `legend` choices of this check (704.5j); while another such choice is to be made, it is
 * asked and nothing is performed yet.
 */
export function performStateBasedActions(ctx: Ctx, kept: readonly ObjectId[] = []): boolean {
  const { state } = ctx;
  const losers: { player: PlayerId; rule: string; reason: string }[] = [];
  let drewFromEmpty = false;
  for (const p of state.players) {
    const ps = state.playerState[p];
    if (!ps) continue;
    if (ps.drewFromEmpty) drewFromEmpty = true;
    if (!ps.lost && ps.life <= 0) losers.push({ player: p, rule: '704.5a', reason: 'noLife' });
    else if (!ps.lost && ps.drewFromEmpty) losers.push({ player: p, rule: '704.5b', reason: 'emptyLibrary' });
  }
  const leaving: Found[] = [];
  const unattaching: Found[] = [];
  let counterPairs = false;
  let legendary = false;
  let deathtouched = false;
  for (const id of state.battlefield) {
    const obj = state.objects[id] as GameObject;
    const def = definition(ctx, cardOf(obj));
    if (obj.deathtouched) deathtouched = true;
    if (isCreature(ctx, obj)) {
      const t = toughness(ctx, obj) ?? 0;
      if (t <= 0) leaving.push({ obj, rule: '704.5f', reason: 'zeroToughness' });
      // CR 702.12b: lethal damage and deathtouch don't destroy a permanent with indestructible (zero toughness does).
      else if (hasKeyword(ctx, obj, 'indestructible')) {
        // It stays, damage and all; the log says why, once for the damage it has (not at every check).
        if ((obj.damage >= t || obj.deathtouched) && obj.survivedDamage !== obj.damage) {
          ctx.log.push({ event: 'notDestroyed', card: obj.card, label: obj.label, object: obj.id, reason: 'indestructible', rule: '702.12b' });
          editObject(ctx, id).survivedDamage = obj.damage;
        }
      } else if (obj.damage >= t) leaving.push({ obj, rule: '704.5g', reason: 'lethalDamage' });
      // CR 704.5h, 702.2b: dealt damage by a source with deathtouch since the last check.
      else if (obj.deathtouched) leaving.push({ obj, rule: '704.5h', reason: 'deathtouch' });
    }
    const attachment = illegalAttachment(ctx, obj, def);
    if (attachment === 'graveyard') leaving.push({ obj, rule: '704.5m', reason: 'unattachedAura' });
    else if (attachment) unattaching.push({ obj, rule: attachment, reason: 'illegalAttachment' });
    if (obj.counters['+1/+1'] && obj.counters['-1/-1']) counterPairs = true;
    if (def.supertypes?.includes('legendary')) legendary = true;
  }
  // CR 704.5j: a legend rule choice still to be made is asked first; the whole check waits for its answer.
  const legends = legendary ? legendRule(ctx, kept) : { losing: [] };
  if ('ask' in legends) {
    state.pending = legends.ask;
    return true;
  }
  const tokens = state.tokensAway?.length ? state.tokensAway : null;
  const going = new Set(leaving.map(({ obj }) => obj.id));
  for (const found of legends.losing) {
    if (going.has(found.obj.id)) continue;
    leaving.push(found);
    going.add(found.obj.id);
  }
  const cancelling = counterPairs ? state.battlefield.filter((id) => !going.has(id) && pairsOf(state.objects[id]!) > 0) : [];
  if (losers.length + leaving.length + unattaching.length + cancelling.length === 0 && !tokens) {
    // Nothing to perform; flags that only matter to the next check are spent all the same.
    if (drewFromEmpty || deathtouched) spendFlags(ctx);
    return false;
  }
  const lookBack = unattaching.length > 0 ? state.battlefield.map((id) => snapshot(ctx, state.objects[id]!)) : null;
  spendFlags(ctx);
  tokensCease(ctx); // CR 704.5d
  for (const { obj, rule, reason } of [...leaving, ...unattaching])
    ctx.log.push({ event: 'stateBasedAction', card: obj.card, label: obj.label, object: obj.id, reason, rule });
  annihilateCounters(ctx, cancelling); // CR 704.5q
  if (lookBack) unattach(ctx, unattaching, lookBack); // CR 704.5n, 704.5p
  moveObjects(ctx, leaving.map(({ obj }) => ({ id: obj.id, to: 'graveyard' as const })));
  playersLose(ctx, losers);
  return true;
}

/** Drawing from an empty library and deathtouch damage count until the next check: this one. */
function spendFlags(ctx: Ctx): void {
  const { state } = ctx;
  for (const p of state.players) if (state.playerState[p]?.drewFromEmpty) editPlayer(ctx, p).drewFromEmpty = false;
  for (const id of state.battlefield) if (state.objects[id]?.deathtouched) delete editObject(ctx, id).deathtouched;
}

/**
 * Is this permanent attached where it can't be? An Aura attached to nothing, to an object that is gone, to
 * itself, to an object its enchant ability doesn't allow, or that is a creature itself goes to the graveyard
 * (CR 704.5m, 303.4d): `'graveyard'`. An Equipment attached to a permanent that isn't a creature, or that is
 * a creature itself, comes off and stays (704.5n, 301.5c): `'704.5n'`. Anything else attached to something
 * comes off (704.5p). Null when all is well.
 */
function illegalAttachment(ctx: Ctx, obj: GameObject, def: CardDefinition): 'graveyard' | '704.5n' | '704.5p' | null {
  const aura = def.subtypes?.includes('Aura') ?? false;
  if (obj.attachedTo === null) return aura ? 'graveyard' : null;
  const fault = attachmentFault(ctx, def, obj, ctx.state.objects[obj.attachedTo]);
  if (!fault) return null;
  return aura ? 'graveyard' : fault === 'notAttachable' ? '704.5p' : '704.5n';
}

/**
 * CR 704.5n, 704.5p: these permanents become unattached and stay on the battlefield. "Becomes unattached"
 * abilities look back at the battlefield as it was before the check (603.10c).
 */
function unattach(ctx: Ctx, found: readonly Found[], lookBack: readonly Snapshot[]): void {
  const events: GameEvent[] = [];
  for (const { obj } of found) {
    const before = lookBack.find((s) => s.id === obj.id);
    const from = lookBack.find((s) => s.id === obj.attachedTo);
    editObject(ctx, obj.id).attachedTo = null;
    if (before && from) events.push({ type: 'becameUnattached', object: before, from });
  }
  detectTriggers(ctx, events, lookBack);
}

/**
 * Players lose the game (CR 104.3). With two or more players left, each loser leaves the game with
 * everything they own (CR 800.4a), and "whenever a player loses the game" abilities trigger, looking back
 * at the battlefield as it was (CR 603.9, 603.10f).
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
  // CR 603.10c: what was attached to one of those permanents, or was one of them attached to another, became
  // unattached (Grafted Wargear on a creature whose owner leaves triggers, looking back).
  const byId = new Map(lookBack.map((snap) => [snap.id, snap]));
  for (const snap of lookBack) {
    const host = snap.attachedTo ? byId.get(snap.attachedTo) : undefined;
    if (host && (gone.has(snap.owner) || gone.has(host.owner))) leaving.push({ type: 'becameUnattached', object: snap, from: host });
  }
  for (const { player } of losers) leaveGame(ctx, player);
  detectTriggers(ctx, [...leaving, ...losers.map(({ player }) => ({ type: 'playerLost' as const, player }))], lookBack);
  afterLeaving(ctx, gone);
}

function pairsOf(obj: GameObject): number {
  return Math.min(obj.counters['+1/+1'] ?? 0, obj.counters['-1/-1'] ?? 0);
}

/** CR 704.5q: +1/+1 and -1/-1 counters on the same permanent cancel out in pairs. */
function annihilateCounters(ctx: Ctx, ids: readonly ObjectId[]): void {
  for (const id of ids) {
    const pairs = pairsOf(ctx.state.objects[id]!);
    const obj = editObject(ctx, id);
    for (const kind of ['+1/+1', '-1/-1']) {
      const left = (obj.counters[kind] ?? 0) - pairs;
      if (left > 0) obj.counters[kind] = left;
      else delete obj.counters[kind];
    }
    ctx.log.push({ event: 'stateBasedAction', card: obj.card, label: obj.label, object: obj.id, amount: pairs, reason: 'countersCancel', rule: '704.5q' });
  }
}

/**
 * CR 704.5j: a player who controls two or more legendary permanents with the same name chooses one; the
 * others go to their owners' graveyards. The choice is a pending `legend` choice (auto keeps the newest);
 * `kept` holds the answers already given in this check. Returns the permanents that go, or the next question.
 */
function legendRule(ctx: Ctx, kept: readonly ObjectId[]): { losing: Found[] } | { ask: Extract<PendingChoice, { kind: 'legend' }> } {
  const { state } = ctx;
  const groups = new Map<string, string[]>();
  for (const id of state.battlefield) {
    const obj = state.objects[id]!;
    if (!isLegendary(ctx, obj)) continue;
    // CR 704.5j: the same name: a Clone that copied a legendary permanent has its name (707.2).
    const key = `${obj.controller} ${cardOf(obj)}`;
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  const losing: Found[] = [];
  for (const ids of groups.values()) {
    if (ids.length < 2) continue;
    let keep = ids.find((id) => kept.includes(id));
    if (keep === undefined && ctx.autoAnswer) keep = ids[ids.length - 1]!;
    if (keep === undefined) {
      const first = state.objects[ids[0]!]!;
      return { ask: { kind: 'legend', player: first.controller, card: cardOf(first), options: ids, ...(kept.length > 0 ? { kept: [...kept] } : {}) } };
    }
    for (const id of ids) if (id !== keep) losing.push({ obj: state.objects[id]!, rule: '704.5j', reason: 'legendRule' });
  }
  return { losing };
}

/** CR 104.2a: a player still in the game when all others have left it wins; if none remains, it's a draw (104.4a). */
export function checkGameOver(ctx: Ctx): void {
  const { state } = ctx;
  if (state.winner !== null) return;
  const living = state.players.filter((p) => !state.playerState[p]?.lost);
  // The game is over: nobody has priority and no choice is left to answer.
  if (living.length <= 1) {
    state.pending = null;
    state.priority = null;
  }
  if (living.length === 1) {
    state.winner = living[0] as PlayerId;
    ctx.log.push({ event: 'gameWon', player: state.winner, rule: '104.2a' });
  } else if (living.length === 0) {
    state.winner = 'draw';
    ctx.log.push({ event: 'gameDrawn', reason: 'allLost', rule: '104.4a' });
  }
}
