// Events a teacher or player causes directly, outside the normal rules: destroy, exile, move, damage, life, draw…
import { isCreature, snapshot } from '../characteristics/characteristics';
import { cardOf, definition, type Ctx } from '../state/context';
import { isPermanentCardType, matchesFilter } from '../characteristics/filters';
import { removeFromCombat } from '../combat/combat';
import { editObject } from '../state/draft';
import { dealDamage, destroyPermanents, drawCards, gainLife, loseLife, removeCounters } from '../effects/basic-effects';
import { playersLose } from '../turn/state-based-actions';
import { endOfTurnCleanup } from '../turn/turn';
import { detectTriggers } from '../triggers/triggers';
import type { PlayerId, Zone } from '../state/basic-types';
import type { Action, CardRef, Rejection } from './action-types';
import type { GameObject } from '../state/object-types';
import { notFoundParams, refOf, resolvePhasedOut, resolveRef, setAttachment, setTapped, type Move } from '../events/zones';
import { attachmentFault, mayEnchant } from '../effects/as-enters';
import { isAuraSpell } from '../stack/spell-targets';
import { moveAttachingAuras } from './aura-move';
import { togglePhasing } from '../characteristics/phasing';
import { activeOrNext } from '../turn/players';
import { type Result, guardNoChoice, findCards, reject, findCard, isPlayer } from './guards';
import { AMOUNT_LIMIT, COUNT_LIMIT, isCounterKind } from '../setup/limits';

/** After a direct event, players who had passed must pass again (CR 117.4 counts passes in succession). */
function afterDirectEvent(ctx: Ctx): Result {
  ctx.state.passes = 0;
  if (ctx.state.priority === null && ctx.state.winner === null) ctx.state.priority = activeOrNext(ctx);
  return null;
}

export function moveCards(ctx: Ctx, refs: readonly CardRef[], from: readonly Zone[], to: (o: GameObject) => Move): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  const cards = findCards(ctx, refs, from);
  if ('ok' in cards) return cards;
  // Destroying is an event of its own: indestructible permanents stay (CR 702.12b).
  if (to === destroyMove) destroyPermanents(ctx, cards);
  else {
    // CR 701.21a: sacrificing is its controller moving the permanent to its owner's graveyard, logged as effects log it.
    if (to === sacrificeMove)
      for (const c of cards) ctx.log.push({ event: 'sacrificed', card: c.card, label: c.label, object: c.id, player: c.controller, rule: '701.21a' });
    // CR 303.4f: an Aura put onto the battlefield may first ask what it enchants; the move then waits for the answer.
    if (!moveAttachingAuras(ctx, cards.map(to))) return null;
  }
  return afterDirectEvent(ctx);
}

/** A `move` that waited for what an Aura enchants (CR 303.4f) goes on, with the answer in its moves. */
export function resumeMove(ctx: Ctx, moves: readonly Move[]): Result {
  ctx.state.pending = null;
  return moveAttachingAuras(ctx, moves) ? afterDirectEvent(ctx) : null;
}

export const destroyMove = (o: GameObject): Move => ({ id: o.id, to: 'graveyard' });
export const sacrificeMove = (o: GameObject): Move => ({ id: o.id, to: 'graveyard' });
export const ANY_ZONE: readonly Zone[] = ['battlefield', 'hand', 'library', 'graveyard', 'exile'];

/** CR 800.4a: nothing more happens to a player who has left the game: no damage, no life change, no draw. */
function leftGame(ctx: Ctx, player: PlayerId): Rejection | null {
  return ctx.state.playerState[player]!.lost ? reject('alreadyLost', { player, reason: 'leftGame' }) : null;
}

export function damage(ctx: Ctx, action: Extract<Action, { type: 'damage' }>): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  if (!Number.isSafeInteger(action.amount) || action.amount < 0) return reject('badAmount');
  const source = findCard(ctx, action.source);
  if ('ok' in source) return source;
  if (isPlayer(ctx, action.target)) {
    const gone = leftGame(ctx, action.target);
    if (gone) return gone;
    dealDamage(ctx, snapshot(ctx, source), { player: action.target }, action.amount);
  } else {
    const target = findCard(ctx, action.target, ['battlefield']);
    if ('ok' in target) return target;
    // CR 120.1: only creatures (planeswalkers and battles, none in the pool) and players can be dealt damage.
    if (!isCreature(ctx, target)) return reject('cannotBeDealtDamage', { target: refOf(target) });
    dealDamage(ctx, snapshot(ctx, source), { object: target }, action.amount);
  }
  return afterDirectEvent(ctx);
}

export function life(ctx: Ctx, action: Extract<Action, { type: 'life' }>): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  if (!isPlayer(ctx, action.player)) return reject('unknownPlayer', { player: String(action.player) });
  const gone = leftGame(ctx, action.player);
  if (gone) return gone;
  if (!Number.isSafeInteger(action.amount)) return reject('badAmount');
  // A life total stays a whole number that counts exactly (not 1e19, not Infinity).
  if (!Number.isSafeInteger(ctx.state.playerState[action.player]!.life + action.amount))
    return reject('outOfRange', { path: 'life', min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
  if (action.amount >= 0) gainLife(ctx, action.player, action.amount);
  else loseLife(ctx, action.player, -action.amount);
  return afterDirectEvent(ctx);
}

export function draw(ctx: Ctx, action: Extract<Action, { type: 'draw' }>): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  if (!isPlayer(ctx, action.player)) return reject('unknownPlayer', { player: String(action.player) });
  const gone = leftGame(ctx, action.player);
  if (gone) return gone;
  const count = action.count ?? 1;
  if (!Number.isSafeInteger(count) || count < 0) return reject('badAmount');
  if (count > COUNT_LIMIT) return reject('outOfRange', { path: 'count', min: 0, max: COUNT_LIMIT });
  drawCards(ctx, action.player, count);
  return afterDirectEvent(ctx);
}

export function discard(ctx: Ctx, action: Extract<Action, { type: 'discard' }>): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  if (!isPlayer(ctx, action.player)) return reject('unknownPlayer', { player: String(action.player) });
  // CR 800.4a: their hand left the game with them.
  const gone = leftGame(ctx, action.player);
  if (gone) return gone;
  const cards = findCards(ctx, action.cards, ['hand']);
  if ('ok' in cards) return cards;
  if (cards.some((c) => c.owner !== action.player)) return reject('notInHand', { player: action.player });
  for (const c of cards) ctx.log.push({ event: 'discarded', card: c.card, label: c.label, player: action.player, rule: '701.9a' });
  return moveCards(ctx, action.cards, ['hand'], (o) => ({ id: o.id, to: 'graveyard' }));
}

/** CR 104.3a: a player may concede at any time, even while a choice is pending. */
export function lose(ctx: Ctx, action: Extract<Action, { type: 'lose' }>): Result {
  if (!isPlayer(ctx, action.player)) return reject('unknownPlayer', { player: String(action.player) });
  if (ctx.state.playerState[action.player]!.lost) return reject('alreadyLost', { player: action.player });
  const discarding = ctx.state.pending?.kind === 'discard' && ctx.state.pending.player === action.player;
  playersLose(ctx, [{ player: action.player, rule: '104.3a', reason: 'conceded' }]);
  // CR 514.1–514.3: the active player conceded while discarding to hand size: the cleanup step goes on
  // without that discard (damage wears off, then the turn ends unless something happened, 514.3a).
  if (discarding && ctx.state.winner === null && !ctx.state.pending) endOfTurnCleanup(ctx);
  return afterDirectEvent(ctx);
}

export function moveOne(ctx: Ctx, action: Extract<Action, { type: 'move' }>): Result {
  if (!(['battlefield', 'hand', 'library', 'graveyard', 'exile'] as const).includes(action.to))
    return reject('unknownZone', { zone: String(action.to) });
  if (action.controller !== undefined && !isPlayer(ctx, action.controller))
    return reject('unknownPlayer', { player: String(action.controller) });
  if (action.controller !== undefined && ctx.state.playerState[action.controller]!.lost)
    return reject('alreadyLost', { player: action.controller }); // CR 800.4a
  const refs = action.cards ?? (action.card === undefined ? [] : [action.card]);
  // CR 400.4a: an instant or sorcery card can't enter the battlefield. An effect would leave it where it is; a
  // direct move that asks for it is refused, so that the scenario says what it can't do.
  if (action.to === 'battlefield')
    for (const ref of refs) {
      const obj = typeof ref === 'string' ? resolveRef(ctx.state, ref, ANY_ZONE) : undefined;
      if (obj && !isPermanentCardType(definition(ctx, cardOf(obj)).types))
        return reject('cannotEnterBattlefield', { card: obj.card });
    }
  const found = refs.flatMap((ref) => (typeof ref === 'string' ? (resolveRef(ctx.state, ref, ANY_ZONE) ?? []) : []));
  // A permanent doesn't move from the battlefield to the battlefield: it would be a new object (CR 400.7) that never
  // left nor entered. Leaving and coming back is two moves.
  if (action.to === 'battlefield') {
    const there = refs.find((ref) => typeof ref === 'string' && resolveRef(ctx.state, ref, ANY_ZONE)?.zone === 'battlefield');
    if (there !== undefined) return reject('alreadyOnBattlefield', { ref: String(there) });
  }
  // CR 603.6d: the "as it enters" choice: a card id to name, or a permanent to copy (by reference). With several
  // cards, it is the answer of each one that makes such a choice (a Clone moved with a Grizzly Bears); refused when
  // none does.
  const entersAs = new Map<string, string>();
  if (action.entersAs !== undefined) {
    if (typeof action.entersAs !== 'string') return reject('illegalChoice', { choice: String(action.entersAs) });
    const raw = action.entersAs;
    const choosing = found.filter((obj) => action.to === 'battlefield' && ctx.cards[obj.card]?.asEnters);
    if (choosing.length === 0 && found[0]) return reject('entersAsNoChoice', { card: found[0].card });
    for (const obj of choosing) {
      const answer = entersAsAnswer(ctx, obj, raw, action.to, action.controller ?? obj.owner);
      if (typeof answer !== 'string') return answer;
      entersAs.set(obj.id, answer);
    }
  }
  // CR 303.4f: what each Aura put onto the battlefield will enchant, when given (with several cards, each Aura of
  // them; refused when none is one).
  const attachTo = new Map<string, string>();
  if (action.attachTo !== undefined) {
    const moving = new Set(found.map((o) => o.id));
    const auras = found.filter((obj) => action.to === 'battlefield' && isAuraSpell(definition(ctx, obj.card)));
    if (auras.length === 0 && found[0]) return reject('attachToNotAura', { card: found[0].card });
    for (const obj of auras) {
      const host = attachToAnswer(ctx, obj, action.attachTo, action.to, action.controller ?? obj.owner, moving);
      if (typeof host !== 'string') return host;
      attachTo.set(obj.id, host);
    }
  }
  return moveCards(ctx, refs, ANY_ZONE, (o) => ({
    id: o.id,
    to: action.to,
    ...(action.controller ? { controller: action.controller } : {}),
    ...(action.tapped ? { tapped: true } : {}),
    ...(entersAs.has(o.id) ? { entersAs: entersAs.get(o.id)! } : {}),
    ...(attachTo.has(o.id) ? { attachedTo: attachTo.get(o.id)! } : {}),
  }));
}

/**
 * CR 303.4f: `attachTo` names what an Aura put onto the battlefield enchants as it enters, so it is refused for any
 * other card or zone (`attachToNotAura`), and when the Aura may not be attached to it (`attachToIllegal`: its enchant
 * ability doesn't allow it, it is the Aura itself, or it moves in the same action). No enchant ability of the pool
 * names a player, so a player is never legal. Returns the object id of the permanent it will enchant.
 */
function attachToAnswer(ctx: Ctx, obj: GameObject, raw: unknown, to: string, controller: PlayerId, moving: ReadonlySet<string>): string | Rejection {
  const def = definition(ctx, obj.card);
  if (to !== 'battlefield' || !isAuraSpell(def)) return reject('attachToNotAura', { card: obj.card });
  if (typeof raw !== 'string') return reject('badCardRef', { ref: String(raw) });
  if (isPlayer(ctx, raw)) return reject('attachToIllegal', { card: obj.card, target: raw });
  const host = resolveRef(ctx.state, raw, ['battlefield']);
  if (!host) return reject('cardNotFound', notFoundParams(ctx.state, raw, ['battlefield']));
  if (moving.has(host.id) || !mayEnchant(ctx, def, obj, host, controller)) return reject('attachToIllegal', { card: obj.card, target: refOf(host) });
  return host.id;
}

/**
 * CR 603.6d: `entersAs` answers the card's own "as it enters" choice, so it must fit that choice: a card that
 * makes none, a copy of something it can't copy (Clone: a creature on the battlefield, by label, object id or
 * card id) or a name it can't name (Meddling Mage: a nonland card) is refused rather than silently ignored.
 * Returns the answer as the move carries it (the copied permanent's object id, or the card id named).
 */
function entersAsAnswer(ctx: Ctx, obj: GameObject, raw: string, to: string, controller: PlayerId): string | Rejection {
  const asEnters = ctx.cards[obj.card]?.asEnters;
  if (to !== 'battlefield' || !asEnters) return reject('entersAsNoChoice', { card: obj.card });
  if (asEnters.choose === 'copy') {
    const model = resolveRef(ctx.state, raw, ['battlefield']);
    if (!model) return reject('cardNotFound', notFoundParams(ctx.state, raw, ['battlefield']));
    const fits = matchesFilter(asEnters.filter, snapshot(ctx, model), snapshot(ctx, obj), controller);
    return fits ? model.id : reject('entersAsCannotCopy', { card: obj.card, copyOf: cardOf(model) });
  }
  const def = Object.hasOwn(ctx.cards, raw) ? ctx.cards[raw] : undefined;
  if (!def || def.token || def.types.some((t) => (asEnters.notTypes ?? []).includes(t)))
    return reject('entersAsCannotName', { card: obj.card, name: raw });
  return raw;
}

export function tapOrUntap(ctx: Ctx, refs: readonly CardRef[], tapped: boolean): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  const cards = findCards(ctx, refs, ['battlefield']);
  if ('ok' in cards) return cards;
  setTapped(ctx, cards.map((c) => c.id), tapped);
  return afterDirectEvent(ctx);
}

export function control(ctx: Ctx, action: Extract<Action, { type: 'control' }>): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  if (!isPlayer(ctx, action.player)) return reject('unknownPlayer', { player: String(action.player) });
  // CR 800.4a: a player who has left the game controls nothing.
  if (ctx.state.playerState[action.player]!.lost) return reject('alreadyLost', { player: action.player });
  const card = findCard(ctx, action.card, ['battlefield']);
  if ('ok' in card) return card;
  if (card.controller === action.player) return afterDirectEvent(ctx);
  // CR 603.10d: "when you lose control of" abilities look back at the battlefield as it was.
  const lookBack = ctx.state.battlefield.map((id) => snapshot(ctx, ctx.state.objects[id]!));
  const before = snapshot(ctx, card);
  const obj = editObject(ctx, card.id);
  obj.controller = action.player;
  // CR 613.1b, 800.4a: a control-changing effect, remembered so that it can end when its player leaves the game.
  obj.controlChanges = { from: card.controlChanges?.from ?? card.controller, to: [...(card.controlChanges?.to ?? []), action.player] };
  obj.controlledSince = ctx.state.turn; // CR 302.6: a new controller must wait a turn to attack with it
  // The change of control is logged before what it causes: the creature is then removed from combat (CR 506.4).
  ctx.log.push({ event: 'controlChanged', card: card.card, label: card.label, object: card.id, player: action.player, rule: '613.1b' });
  removeFromCombat(ctx, [card.id], 'controlChanged');
  detectTriggers(ctx, [{ type: 'controlChanged', object: before, player: before.controller }], lookBack);
  return afterDirectEvent(ctx);
}

export function attach(ctx: Ctx, action: Extract<Action, { type: 'attach' }>): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  const card = findCard(ctx, action.card, ['battlefield']);
  if ('ok' in card) return card;
  const host = findCard(ctx, action.to, ['battlefield']);
  if ('ok' in host) return host;
  if (host.id === card.id) return reject('cannotAttachToItself', { card: card.card });
  // CR 701.3b: an attachment the state-based actions would undo is refused instead of done and undone.
  const why = attachmentFault(ctx, definition(ctx, cardOf(card)), card, host);
  if (why) return reject('cannotAttach', { card: card.card, target: refOf(host), reason: why });
  // CR 701.3b: attaching it to the permanent it is already attached to does nothing.
  if (card.attachedTo === host.id) return afterDirectEvent(ctx);
  // Logged before what it causes: "becomes unattached" abilities trigger as it moves (603.10c).
  ctx.log.push({ event: 'attached', card: card.card, label: card.label, object: card.id, target: host.label ?? host.id, rule: '701.3a' });
  setAttachment(ctx, card.id, host.id);
  return afterDirectEvent(ctx);
}

export function counters(ctx: Ctx, action: Extract<Action, { type: 'counters' }>): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  // Zero counters is no event (CR 122.1: counters are put on or removed from a permanent): refused, like any amount
  // that says nothing, rather than logged as a change and left as a zero entry.
  if (!Number.isSafeInteger(action.amount) || typeof action.kind !== 'string' || action.kind === '') return reject('badAmount');
  if (action.amount === 0) return reject('badAmount', { reason: 'zeroCounters' });
  if (!isCounterKind(action.kind)) return reject('badCounterKind', { kind: action.kind });
  if (Math.abs(action.amount) > AMOUNT_LIMIT) return reject('outOfRange', { path: 'amount', min: -AMOUNT_LIMIT, max: AMOUNT_LIMIT });
  const card = findCard(ctx, action.card, ['battlefield']);
  if ('ok' in card) return card;
  if (action.amount < 0) {
    removeCounters(ctx, card.id, action.kind, -action.amount);
    return afterDirectEvent(ctx);
  }
  const obj = editObject(ctx, card.id);
  obj.counters[action.kind] = (obj.counters[action.kind] ?? 0) + action.amount;
  ctx.log.push({ event: 'countersChanged', card: obj.card, label: obj.label, object: obj.id, counter: action.kind, amount: action.amount, rule: '122.1' });
  return afterDirectEvent(ctx);
}

/** CR 702.26: permanents phase out, or phase back in if they are phased out. */
export function phase(ctx: Ctx, action: Extract<Action, { type: 'phase' }>): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  if (!Array.isArray(action.cards) || action.cards.length === 0) return reject('noCards');
  const ids: string[] = [];
  for (const ref of action.cards) {
    if (typeof ref !== 'string') return reject('badCardRef', { ref: String(ref) });
    const obj = resolveRef(ctx.state, ref, ['battlefield']) ?? resolvePhasedOut(ctx.state, ref);
    if (!obj) return reject('cardNotFound', { ref });
    if (!ids.includes(obj.id)) ids.push(obj.id);
  }
  togglePhasing(ctx, ids);
  return afterDirectEvent(ctx);
}
