// A player leaving a multiplayer game (CR 800.4a): their cards, spells and abilities leave with them, and
// the game goes on around the table — priority, the turn (800.4j) and the choice that was waiting.
import type { Ctx } from '../state/context';
import { combatDamage } from '../combat/damage';
import { pruneCombat, removeFromCombat } from '../combat/combat';
import { editObject, editObjects, editZoneList } from '../state/draft';
import { pileFromArray, pileTop, pileSetTop, pileToArray } from '../state/pile';
import { resolveTop } from '../stack/resolve';
import { ceasedWithController } from '../stack/stack';
import type { ObjectId, PlayerId } from '../state/basic-types';
import type { PendingChoice } from '../state/choice-types';
import type { LogEntry } from '../state/log-types';
import type { Snapshot } from '../state/object-types';
import { createObject, moveObjects } from '../events/zones';
import { nextInGame, activeOrNext } from './players';
import { moveAttachingAuras } from '../actions/aura-move';

/**
 * CR 800.4a: a player leaves the game. Everything they own leaves it, their phased-out permanents included
 * and without any event (702.26k); effects giving them control of objects end (what they had taken goes back);
 * their abilities on the stack and waiting to go on it cease to exist; what they still control — a spell, or a
 * permanent that entered under their control — is exiled. If they had priority, the next player in turn order
 * still in the game receives it.
 */
export function leaveGame(ctx: Ctx, player: PlayerId): void {
  const { state } = ctx;
  const owned = Object.values(state.objects).filter((o) => o.owner === player);
  const gone = new Set(owned.map((o) => o.id));
  if (owned.length > 0) {
    const objects = editObjects(ctx);
    for (const id of gone) delete objects[id];
    state.battlefield = state.battlefield.filter((id) => !gone.has(id));
    state.zones = { ...state.zones, [player]: { hand: [], library: [], graveyard: [], exile: [] } };
  }
  // CR 702.26k: their phased-out permanents leave too; nothing sees them go.
  if (state.phasedOut?.some((id) => gone.has(id))) state.phasedOut = state.phasedOut.filter((id) => !gone.has(id));
  // CR 800.4a: the effects that gave them control of objects end: each of those goes back to the player who
  // controlled it before (phased out or not). What they still control then — it entered under their control, or
  // would go back to a player who has left — is exiled below.
  const returned = new Set<ObjectId>();
  const exiled: ObjectId[] = [];
  for (const id of [...state.battlefield, ...(state.phasedOut ?? [])]) {
    const obj = state.objects[id]!;
    const changes = obj.controlChanges;
    if (obj.controller !== player && !changes?.to.includes(player)) continue;
    const to = (changes?.to ?? []).filter((p) => p !== player);
    const from = changes?.from ?? obj.controller;
    const now = to.at(-1) ?? from;
    if (now === player || state.playerState[now]?.lost) {
      exiled.push(id);
      continue;
    }
    const edited = editObject(ctx, id);
    if (to.length > 0) edited.controlChanges = { from, to };
    else delete edited.controlChanges;
    if (now === obj.controller) continue;
    edited.controller = now;
    // CR 302.6: its new controller hasn't controlled it continuously since their most recent turn began.
    edited.controlledSince = state.turn;
    returned.add(id);
  }
  // What was attached to a permanent that left is attached to nothing (an Aura then goes by 704.5m).
  for (const id of state.battlefield) {
    const host = state.objects[id]!.attachedTo;
    if (host && gone.has(host)) editObject(ctx, id).attachedTo = null;
  }
  ctx.statics = undefined;
  // CR 800.4a: the abilities they controlled, waiting or on the stack, cease to exist; the log says so for each.
  const ceased: LogEntry[] = [];
  const removed = (source: Snapshot, at: { trigger: string } | { object: ObjectId }): void => void ceased.push(ceasedWithController(source, at, player));
  const waiting = new Set(state.pendingTriggers.filter((t) => t.controller === player).map((t) => t.id));
  for (const t of state.pendingTriggers) if (waiting.has(t.id)) removed(t.source, { trigger: t.id });
  const items = pileToArray(state.stack);
  for (const i of items) if (i.kind !== 'spell' && i.controller === player) removed(i.source, { object: i.id });
  const staying = items.filter((i) => i.controller !== player && !gone.has(i.id));
  // A spell they controlled whose card someone else owns is exiled (it has left the stack already).
  const spells = items.filter((i) => i.kind === 'spell' && !i.copy && i.controller === player && state.objects[i.id]?.zone === 'stack');
  if (staying.length !== items.length) state.stack = pileFromArray(staying);
  // CR 800.4a: then what they still control is exiled, those spells and permanents together: a real zone change
  // (leaves-the-battlefield abilities look back, 603.10a; a token ceases to exist, 704.5d; an Aura left unattached
  // goes by 704.5m). A phased-out permanent is treated as though it didn't exist (702.26b): exiled without any event.
  const why = { reason: 'controllerLeft', rule: '800.4a' };
  const hidden = exiled.filter((id) => state.objects[id]!.phasedOut);
  if (hidden.length > 0) exileUnseen(ctx, hidden, why);
  const seen = exiled.filter((id) => !hidden.includes(id));
  const moves = [...spells.map((i) => ({ id: i.id, to: 'exile' as const })), ...seen.map((id) => ({ id, to: 'exile' as const, why }))];
  if (moves.length > 0) moveObjects(ctx, moves);
  // Abilities of theirs that triggered as their permanents were exiled cease to exist too.
  for (const t of state.pendingTriggers) if (t.controller === player && !waiting.has(t.id)) removed(t.source, { trigger: t.id });
  state.pendingTriggers = state.pendingTriggers.filter((t) => t.controller !== player);
  state.delayedTriggers = state.delayedTriggers.filter((d) => d.controller !== player);
  // CR 506.4: what changed controller leaves combat; what left the battlefield is no longer in it.
  removeFromCombat(ctx, [...returned], 'controlChanged');
  pruneCombat(ctx);
  if (state.priority === player) state.priority = nextInGame(ctx, player);
  state.passes = 0;
  ctx.log.push({ event: 'playerLeft', player, count: owned.length, rule: '800.4a' });
  ctx.log.push(...ceased);
}

/**
 * CR 702.26b, 800.4a: phased-out permanents exiled as their controller leaves the game: nothing sees them go (no
 * event); each becomes a new object in its owner's exile (400.7), a token to cease to exist there (704.5d).
 */
function exileUnseen(ctx: Ctx, ids: readonly ObjectId[], why: { reason: string; rule: string }): void {
  const { state } = ctx;
  const going = new Set(ids);
  state.phasedOut = (state.phasedOut ?? []).filter((id) => !going.has(id));
  for (const id of ids) {
    const obj = state.objects[id]!;
    delete editObjects(ctx)[id];
    const after = createObject(ctx, {
      physical: obj.physical,
      card: obj.card,
      label: obj.label,
      owner: obj.owner,
      controller: obj.owner,
      zone: 'exile',
      ...(obj.token ? { token: true } : {}),
    });
    editZoneList(ctx, 'exile', obj.owner)!.push(after.id);
    if (after.token) state.tokensAway = [...(state.tokensAway ?? []), after.id];
    ctx.log.push({ event: 'leftBattlefield', card: obj.card, label: obj.label, object: after.id, player: obj.controller, to: 'exile', ...why });
  }
}

/**
 * After players have left (CR 800.4a), the choice that was waiting is looked at again: a choice of a player
 * who left, or about a spell or ability that left with them, is dropped, and the game goes on from there —
 * the resolution it interrupted resumes, combat damage is planned again, or the triggers are put on the
 * stack again (settle asks anew). Options that left the game are taken out of another player's choice.
 */
export function afterLeaving(ctx: Ctx, left: ReadonlySet<PlayerId>): void {
  const { state } = ctx;
  const pending = state.pending;
  if (!pending) return;
  const exists = (id: string) => state.objects[id] !== undefined || (Object.hasOwn(state.playerState, id) && !state.playerState[id]!.lost);
  if ((pending.kind === 'card' || pending.kind === 'name' || pending.kind === 'copy') && pending.moving) {
    // A sandbox `move` waiting for what an Aura enchants (CR 303.4f) or for an "as it enters" choice (603.6d) goes on
    // without the cards that left the game and those that would have entered under a player who left; an Aura whose
    // chosen permanent left chooses again, and so does a Clone whose chosen permanent left.
    const moves = pending.moving
      .filter((m) => exists(m.id) && !left.has(m.controller ?? ''))
      .map(({ attachedTo, entersAs, ...m }) => ({
        ...m,
        ...(attachedTo !== undefined && exists(attachedTo) ? { attachedTo } : {}),
        ...(entersAs !== undefined && (entersAs === null || Object.hasOwn(ctx.cards, entersAs) || exists(entersAs)) ? { entersAs } : {}),
      }));
    state.pending = null;
    moveAttachingAuras(ctx, moves);
    return;
  }
  const top = pileTop(state.stack);
  /** A choice made apart from any resolution: dropped if its player left, else asked again with what is left. */
  const keepChoosing = (choice: Extract<PendingChoice, { kind: 'legend' | 'sacrifice' | 'return' }>): void => {
    if (left.has(choice.player)) {
      state.pending = null;
      return;
    }
    const options = choice.options.filter(exists);
    if (choice.kind === 'legend') state.pending = options.length >= 2 ? { ...choice, options } : null;
    else state.pending = options.length > 0 ? { ...choice, options, count: Math.min(choice.count, options.length) } : null;
  };
  switch (pending.kind) {
    case 'order':
    case 'target':
    case 'mode':
      // Asked again, with what is left, as the triggers go on the stack (settle).
      state.pending = null;
      return;
    case 'sacrifice':
    case 'return':
      if (pending.item !== undefined) {
        // Asked as an ability resolves (CR 608.2): with what is left to choose from, asked again if there is still a
        // choice; otherwise the ability resumes with what is left (nothing, if the chooser left the game).
        const options = pending.options.filter(exists);
        if (!left.has(pending.player) && options.length > pending.count) {
          state.pending = { ...pending, options };
          return;
        }
        state.pending = null;
        if (!top || top.id !== pending.item) {
          state.priority = activeOrNext(ctx);
          return;
        }
        state.stack = pileSetTop(state.stack, { ...top, permanents: left.has(pending.player) ? [] : options });
        resolveTop(ctx);
        if (!state.pending) state.priority = activeOrNext(ctx);
        return;
      }
      return keepChoosing(pending);
    case 'legend':
      return keepChoosing(pending);
    case 'discard':
      // CR 514.1–514.3: the active player left while discarding to hand size: that discard is dropped; the
      // concession that caused it carries the cleanup step on (see `lose` in actions/sandbox.ts).
      if (left.has(pending.player)) state.pending = null;
      return;
    case 'damageAssignment':
      // The attackers and blockers that are left: the step's damage is planned again.
      state.pending = null;
      combatDamage(ctx);
      return;
    case 'newTargets': {
      const item = pileToArray(state.stack).find((i) => i.id === pending.item);
      if (!item || left.has(pending.player)) state.pending = null;
      else state.pending = { ...pending, options: pending.options.map((slot) => slot.filter(exists)) };
      return;
    }
    default: {
      // A choice made as the top of the stack resolves: gone with it, or asked again as it resumes.
      const about = (pending as Extract<PendingChoice, { item: ObjectId }>).item;
      state.pending = null;
      if (!top || top.id !== about) {
        state.priority = activeOrNext(ctx); // its object left the stack: as after a resolution (CR 117.3b)
        return;
      }
      if (pending.kind === 'pay' && pending.unless && left.has(pending.player)) state.stack = pileSetTop(state.stack, { ...top, unlessPaid: false });
      resolveTop(ctx);
      if (!state.pending) state.priority = activeOrNext(ctx);
    }
  }
}
