// Answering the choice the game waits for, the default answer, and `auto` (every choice answered by default).
import { choosePermanents, chosenPermanents } from '../effects/permanents';
import type { Ctx } from '../state/context';
import { chooseDamageAssignment, defaultDivision } from '../combat/damage';
import { pileSetTop, pileTop } from '../state/pile';
import { canPay, pay } from '../effects/mana';
import { settle } from '../stack/settle';
import { chooseNewTargets } from '../stack/new-targets';
import { chooseTriggerMode, chooseTriggerTarget, nextTargetOf } from '../stack/stack';
import { illegalTargetParams, targetNamed } from '../stack/targets';
import { performStateBasedActions } from '../turn/state-based-actions';
import { discardToHandSize } from '../turn/turn';
import type { Action } from './action-types';
import type { PendingChoice } from '../state/choice-types';
import type { PendingTrigger } from '../triggers/trigger-types';
import { resolveRef } from '../events/zones';
import { type Result, reject, isPlayer, PASS_LIMIT } from './guards';
import { resumeResolution } from './priority';
import { resumeMove } from './sandbox';

export function choose(ctx: Ctx, action: Extract<Action, { type: 'choose' }>): Result {
  const { state } = ctx;
  const pending = state.pending;
  // CR 800.4a: a player who has left the game takes no more actions (their own choice left with them).
  if (isPlayer(ctx, action.player) && state.playerState[action.player]!.lost) return reject('alreadyLost', { player: action.player, reason: 'acting' });
  if (!pending) return reject('nothingToChoose');
  if (action.player !== pending.player) return reject('notYourChoice', { player: pending.player });
  const answer = normalAnswer(pending, action.answer);
  // A list of card references or ids (a list of amounts answers a `damageAssignment` only).
  const refs = Array.isArray(answer) && answer.every((a) => typeof a === 'string') ? (answer as string[]) : null;
  switch (pending.kind) {
    case 'order': {
      const ids = new Set(pending.options.map((o) => o.id));
      const given = new Set(refs ?? []);
      if (!refs || refs.length !== ids.size || given.size !== ids.size || !pending.options.every((o) => given.has(o.id))) {
        // A label two of the triggers share (two triggers of one source) names neither: only their ids do.
        const shared = sharedLabel(pending.options, refs ?? [], ids);
        if (shared) return reject('ambiguousOrderLabel', { label: shared.label, ids: shared.ids.join(', ') });
        return reject('badOrder', { expected: [...ids].join(', ') });
      }
      // CR 603.3b: the player's triggers go on the stack in this order, first listed at the bottom.
      const others: PendingTrigger[] = [];
      const byId = new Map<string, PendingTrigger>();
      for (const t of state.pendingTriggers) {
        if (given.has(t.id)) byId.set(t.id, t);
        else others.push(t);
      }
      for (const id of refs) others.push({ ...byId.get(id)!, ordered: true });
      state.pendingTriggers = others;
      state.pending = null;
      return null;
    }
    case 'target': {
      if (typeof answer !== 'string') return reject('badTarget');
      const named = targetNamed(ctx, answer);
      const value = named ?? answer;
      if (!value || !pending.options.includes(value)) {
        // Named as the player named it, with the reason when it names something and a short reason fits.
        const next = named ? nextTargetOf(ctx, pending.trigger) : null;
        return reject('illegalTarget', next ? illegalTargetParams(ctx, next.spec, answer, value, next.trigger.source, next.trigger.controller) : { target: answer });
      }
      chooseTriggerTarget(ctx, pending.trigger, value);
      state.pending = null;
      return null;
    }
    case 'may':
    case 'pay': {
      if (typeof answer !== 'boolean') return reject('badYesNo');
      const item = pileTop(state.stack);
      if (!item || item.id !== pending.item) return reject('nothingToChoose');
      if (pending.kind === 'pay' && answer && !canPay(ctx, pending.player, pending.cost))
        return reject('cannotPay', { card: item.source.card, cost: pending.cost });
      if (pending.kind === 'pay' && pending.unless) {
        // The player who can stop the ability pays now (CR 603.5).
        if (answer) pay(ctx, pending.player, pending.cost);
        state.stack = pileSetTop(state.stack, { ...item, unlessPaid: answer });
      } else state.stack = pileSetTop(state.stack, { ...item, decision: answer });
      return resumeResolution(ctx);
    }
    case 'mode': {
      // A list of exactly one mode is read as that mode, like the other one-answer choices (`[1]` = `1`).
      const mode = Array.isArray(answer) && answer.length === 1 ? answer[0] : answer;
      if (typeof mode !== 'number' || !pending.options.includes(mode)) return reject('illegalChoice', { choice: JSON.stringify(answer) });
      chooseTriggerMode(ctx, pending.trigger, mode);
      state.pending = null;
      const trigger = state.pendingTriggers.find((t) => t.id === pending.trigger);
      if (trigger) ctx.log.push({ event: 'modeChosen', trigger: trigger.id, source: trigger.source.card, sourceLabel: trigger.source.label, player: pending.player, amount: mode, rule: '603.3c' });
      return null;
    }
    case 'scry': {
      const item = pileTop(state.stack);
      if (!item || item.id !== pending.item) return reject('nothingToChoose');
      const bottom = refs ?? (answer === false ? [] : null);
      const ids = bottom?.map((r) => resolveRef(state, r, ['library'])?.id);
      if (!ids || ids.some((id) => !id || !pending.options.includes(id)) || new Set(ids).size !== ids.length)
        return reject('illegalChoice', { choice: JSON.stringify(answer) });
      state.stack = pileSetTop(state.stack, { ...item, bottom: ids as string[] });
      return resumeResolution(ctx);
    }
    case 'card': {
      if (pending.moving) {
        // CR 303.4f: what the Aura enchants as it enters; the move it belongs to goes on.
        const host = typeof answer === 'string' ? cardAmong(ctx, pending.options, answer, []) : undefined;
        if (!host) return reject('illegalChoice', { choice: String(answer) });
        return resumeMove(ctx, pending.moving.map((m) => (m.id === pending.item ? { ...m, attachedTo: host } : m)));
      }
      const item = pileTop(state.stack);
      if (!item || item.id !== pending.item) return reject('nothingToChoose');
      let chosen: string | null;
      if (answer === false || answer === null) {
        if (!pending.optional) return reject('illegalChoice', { choice: String(answer) });
        chosen = null;
      } else {
        // Found among the options first (cascade's card is in exile, 702.85a), by label, id or card.
        const card = typeof answer === 'string' ? (cardAmong(ctx, pending.options, answer, []) ?? resolveRef(state, answer, ['hand', 'library', 'battlefield'])?.id) : undefined;
        if (!card || !pending.options.includes(card)) return reject('illegalChoice', { choice: String(answer) });
        chosen = card;
      }
      state.stack = pileSetTop(state.stack, { ...item, chosen });
      return resumeResolution(ctx);
    }
    case 'legend': {
      const kept = typeof answer === 'string' ? resolveRef(state, answer, ['battlefield'])?.id : undefined;
      if (!kept || !pending.options.includes(kept)) return reject('illegalChoice', { choice: String(answer) });
      state.pending = null;
      // CR 704.3: the check goes on with this answer; all its state-based actions happen together.
      performStateBasedActions(ctx, [...(pending.kept ?? []), kept]);
      return null;
    }
    case 'sacrifice':
    case 'return': {
      if (pending.item === undefined) return choosePermanents(ctx, pending, answer);
      // Asked as the ability resolves (CR 608.2): the answer is kept on it, and its resolution goes on.
      const item = pileTop(state.stack);
      if (!item || item.id !== pending.item) return reject('nothingToChoose');
      const ids = chosenPermanents(ctx, pending, answer);
      if (!Array.isArray(ids)) return ids;
      state.stack = pileSetTop(state.stack, { ...item, permanents: ids });
      return resumeResolution(ctx);
    }
    case 'discard': {
      // CR 514.1: exactly `count` different cards of the hand, named by label, id or card id.
      const list = Array.isArray(answer) ? answer : [];
      const ids: string[] = [];
      for (const ref of list) {
        const id = typeof ref === 'string' ? cardAmong(ctx, pending.options, ref, ids) : undefined;
        if (id === undefined) return reject('badDiscard', { count: pending.count });
        ids.push(id);
      }
      if (!Array.isArray(answer) || ids.length !== pending.count) return reject('badDiscard', { count: pending.count });
      state.pending = null;
      discardToHandSize(ctx, pending.player, ids);
      return null;
    }
    case 'name':
    case 'copy': {
      const item = pending.moving ? undefined : pileTop(state.stack);
      if (!pending.moving && (!item || item.id !== pending.item)) return reject('nothingToChoose');
      let entersAs: string | null;
      if (pending.kind === 'copy' && answer === false && pending.optional) entersAs = null;
      else if (pending.kind === 'name') {
        if (typeof answer !== 'string' || !pending.options.includes(answer)) return reject('illegalChoice', { choice: String(answer) });
        entersAs = answer;
      } else {
        const model = typeof answer === 'string' ? resolveRef(state, answer, ['battlefield'])?.id : undefined;
        if (!model || !pending.options.includes(model)) return reject('illegalChoice', { choice: String(answer) });
        entersAs = model;
      }
      // CR 603.6d: the card a `move` puts onto the battlefield makes its choice; the move goes on.
      if (pending.moving) return resumeMove(ctx, pending.moving.map((m) => (m.id === pending.item ? { ...m, entersAs } : m)));
      if (!item) return reject('nothingToChoose');
      // CR 614.12: a name asked once a copy is chosen is the copied card's choice (a Clone copying Meddling Mage).
      const copied = pending.kind === 'name' && typeof item.entersAs === 'string';
      state.stack = pileSetTop(state.stack, copied ? { ...item, copiedEntersAs: entersAs } : { ...item, entersAs });
      return resumeResolution(ctx);
    }
    case 'damageAssignment':
      return chooseDamageAssignment(ctx, pending, answer);
    case 'newTargets':
      return chooseNewTargets(ctx, pending, answer);
  }
}

/**
 * An answer in the shape each kind of choice reads: a list of one reference where one is asked for is that
 * reference, a single reference where a list is asked for is a list of one, and an `order` may name a
 * trigger by its source's label when no other trigger in the choice has that label.
 */
function normalAnswer(pending: PendingChoice, answer: Extract<Action, { type: 'choose' }>['answer']): Extract<Action, { type: 'choose' }>['answer'] {
  switch (pending.kind) {
    case 'target':
    case 'legend':
    case 'card':
    case 'name':
    case 'copy':
      return Array.isArray(answer) && answer.length === 1 && typeof answer[0] === 'string' ? answer[0] : answer;
    case 'scry':
    case 'sacrifice':
    case 'return':
    case 'discard':
      return typeof answer === 'string' ? [answer] : answer;
    case 'newTargets':
      return typeof answer === 'string' && pending.options.length === 1 ? [answer] : answer;
    case 'order': {
      if (!Array.isArray(answer)) return typeof answer === 'string' ? [answer] : answer;
      // Ids are looked up in a set: an order of thousands of triggers stays linear.
      const ids = new Set(pending.options.map((o) => o.id));
      if (answer.every((ref) => typeof ref === 'string' && ids.has(ref))) return answer;
      const byLabel = new Map<string, string | null>();
      for (const o of pending.options) if (o.label) byLabel.set(o.label, byLabel.has(o.label) ? null : o.id);
      return answer.map((ref) => (typeof ref !== 'string' || ids.has(ref) ? ref : (byLabel.get(ref) ?? ref))) as string[];
    }
    default:
      return answer;
  }
}

/** The first reference of an order answer that is a label shared by several of the triggers (not an id), with their ids. */
function sharedLabel(options: readonly { id: string; label: string | null }[], refs: readonly string[], ids: ReadonlySet<string>): { label: string; ids: string[] } | null {
  const byLabel = new Map<string, string[]>();
  for (const o of options) {
    if (o.label === null) continue;
    const list = byLabel.get(o.label);
    if (list) list.push(o.id);
    else byLabel.set(o.label, [o.id]);
  }
  for (const ref of refs) {
    const sharing = ids.has(ref) ? undefined : byLabel.get(ref);
    if (sharing && sharing.length > 1) return { label: ref, ids: sharing };
  }
  return null;
}

/** The option a reference names (a label, an object id, or a card id: the first such card not yet taken). */
function cardAmong(ctx: Ctx, options: readonly string[], ref: string, taken: readonly string[]): string | undefined {
  const free = options.filter((id) => !taken.includes(id));
  return (
    free.find((id) => ctx.state.objects[id]?.label === ref) ??
    (free.includes(ref) ? ref : undefined) ??
    free.find((id) => ctx.state.objects[id]?.card === ref)
  );
}

/** The default answer to a pending choice: order as listed, first legal target, yes (and pay when possible). */
export function defaultAnswer(ctx: Ctx): Extract<Action, { type: 'choose' }> | null {
  const pending = ctx.state.pending;
  if (!pending) return null;
  const player = pending.player;
  switch (pending.kind) {
    case 'order':
      return { type: 'choose', player, answer: pending.options.map((o) => o.id) };
    case 'target': {
      const first = pending.options[0] as string;
      return { type: 'choose', player, answer: ctx.state.objects[first]?.label ?? first };
    }
    case 'may':
      return { type: 'choose', player, answer: true };
    case 'pay':
      // Pay an optional cost when possible; don't pay to stop an opponent's ability.
      return { type: 'choose', player, answer: !pending.unless && canPay(ctx, player, pending.cost) };
    case 'mode':
      return { type: 'choose', player, answer: pending.options[0]! };
    case 'scry':
      return { type: 'choose', player, answer: [] };
    case 'card': {
      const first = pending.options[0] as string;
      return { type: 'choose', player, answer: ctx.state.objects[first]?.label ?? first };
    }
    case 'legend': {
      // Keep the newest: the last to have entered.
      const newest = pending.options[pending.options.length - 1] as string;
      return { type: 'choose', player, answer: ctx.state.objects[newest]?.label ?? newest };
    }
    case 'sacrifice':
    case 'return':
    case 'discard':
      return { type: 'choose', player, answer: pending.options.slice(0, pending.count).map((id) => ctx.state.objects[id]?.label ?? id) };
    case 'name':
      return { type: 'choose', player, answer: pending.options[0]! };
    case 'copy': {
      const first = pending.options[0] as string;
      return { type: 'choose', player, answer: ctx.state.objects[first]?.label ?? first };
    }
    case 'damageAssignment':
      // Lethal damage to each blocker in the order they were declared, the rest to the last (or to the player, with trample).
      return { type: 'choose', player, answer: defaultDivision(pending) };
    case 'newTargets':
      // CR 707.10c, 601.2c: keep the targets the copy or spell has (the first legal ones for a spell cast).
      return { type: 'choose', player, answer: false };
  }
}

export function auto(ctx: Ctx): Result {
  // Choices that come up while answering are answered with their default on the spot.
  ctx.autoAnswer = true;
  for (let i = 0; i < PASS_LIMIT; i++) {
    const answer = defaultAnswer(ctx);
    if (!answer) return null;
    const rejected = choose(ctx, answer);
    if (rejected) return rejected;
    settle(ctx);
  }
  return null;
}
