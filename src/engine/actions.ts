// Action handlers: guards first (a failed guard returns a rejection code, never throws), then a few named steps.
// `apply` settles the game once at the end (engine.ts); handlers that pass priority several times settle between.
import { abilitiesOf, snapshot } from './characteristics';
import { choosePermanents } from './card-effects';
import { attack, block } from './combat-actions';
import { cardOf, definition, newId, type Ctx } from './context';
import { chooseDamageAssignment, defaultDivision, removeFromCombat } from './combat';
import { editObject, editPlayer, pushOnStack as pushStack } from './draft';
import { pileFind, pileSetTop, pileSize, pileTop } from './pile';
import { dealDamage, drawCards, gainLife, loseLife, removeCounters } from './effects';
import { canPay, costHasX, pay } from './mana';
import { settle } from './settle';
import { summoningSick } from './summoning-sickness';
import { chooseNewTargets } from './new-targets';
import { chooseTriggerMode, chooseTriggerTarget, resolveTop } from './stack';
import { performStateBasedActions, playersLose } from './state-based-actions';
import { isLegalTarget } from './targets';
import { discardToHandSize, passPriority } from './turn';
import { detectTriggers, targetEvents } from './triggers';
import {
  STEPS,
  type Action,
  type ActivatedAbility,
  type CardRef,
  type GameObject,
  type ManaAbility,
  type PendingChoice,
  type PendingTrigger,
  type PlayerId,
  type Rejection,
  type StackItem,
  type TargetSpec,
  type Zone,
} from './types';
import { moveObjects, resolvePhasedOut, resolveRef, setAttachment, setTapped, type Move } from './zones';
import { togglePhasing } from './phasing';
import { castForbiddenBy } from './cast-restrictions';
import { activeOrNext } from './leaving';

type Result = Rejection | null;

const reject = (error: string, params?: Record<string, string | number>): Rejection => ({
  ok: false,
  error: `errors.${error}`,
  ...(params ? { params } : {}),
});

/** A limit on the passes one `resolve` or `advance` may make, so no action runs unbounded. */
const PASS_LIMIT = 2_000;

function isPlayer(ctx: Ctx, id: unknown): id is PlayerId {
  return typeof id === 'string' && Object.hasOwn(ctx.state.playerState, id);
}

function findCard(ctx: Ctx, ref: CardRef, zones?: readonly Zone[]): GameObject | Rejection {
  if (typeof ref !== 'string') return reject('badCardRef', { ref: String(ref) });
  return resolveRef(ctx.state, ref, zones) ?? reject('cardNotFound', { ref });
}

function findCards(ctx: Ctx, refs: readonly CardRef[], zones?: readonly Zone[]): GameObject[] | Rejection {
  if (!Array.isArray(refs) || refs.length === 0) return reject('noCards');
  const found: GameObject[] = [];
  for (const ref of refs) {
    const obj = findCard(ctx, ref, zones);
    if ('ok' in obj) return obj;
    if (!found.includes(obj)) found.push(obj);
  }
  return found;
}

function guardPriority(ctx: Ctx, player: PlayerId): Result {
  if (!isPlayer(ctx, player)) return reject('unknownPlayer', { player: String(player) });
  if (ctx.state.pending) return reject('choicePending', { player: ctx.state.pending.player });
  if (ctx.state.priority !== player) return reject('notYourPriority', { player });
  return null;
}

function guardNoChoice(ctx: Ctx): Result {
  if (ctx.state.pending) return reject('choicePending', { player: ctx.state.pending.player });
  return null;
}

/** Turns references into targets: player ids stay, card references become object ids on the battlefield or the stack. */
function toTargets(ctx: Ctx, refs: readonly string[] | undefined): string[] | Rejection {
  const out: string[] = [];
  for (const ref of refs ?? []) {
    if (isPlayer(ctx, ref)) out.push(ref);
    else {
      // A spell on the stack can be a target too (Counterspell, CR 115.1a), a copy by its stack id.
      const obj = findCard(ctx, ref, ['battlefield', 'stack']);
      if ('ok' in obj) {
        if (pileFind(ctx.state.stack, (i) => i.id === ref)) out.push(ref);
        else return obj;
      } else out.push(obj.id);
    }
  }
  return out;
}

/** CR 601.2c, 602.2b: one legal target for each target the spell or ability asks for. */
function chooseTargets(
  ctx: Ctx,
  refs: readonly string[] | undefined,
  specs: readonly TargetSpec[],
  source: GameObject,
  player: PlayerId,
): string[] | Rejection {
  const targets = toTargets(ctx, refs);
  if ('ok' in targets) return targets;
  if (targets.length !== specs.length) return reject('wrongTargetCount', { card: source.card, count: specs.length });
  const snap = snapshot(ctx, source);
  for (const [i, t] of targets.entries())
    if (!isLegalTarget(ctx, specs[i]!, t, snap, player)) return reject('illegalTarget', { target: t });
  return targets;
}

/** Puts a spell or an activated ability on the stack; its controller receives priority (CR 117.3c). */
function pushOnStack(ctx: Ctx, item: StackItem): void {
  pushStack(ctx, item);
  ctx.pushed += 1;
  ctx.state.priority = item.controller;
  ctx.state.passes = 0;
}

/** CR 307.1: sorcery-speed timing: the active player's main phase, with an empty stack. */
function sorceryTiming(ctx: Ctx, player: PlayerId): boolean {
  const { state } = ctx;
  return state.active === player && (state.step === 'main1' || state.step === 'main2') && pileSize(state.stack) === 0;
}

// ---------------------------------------------------------------------------------------------

function cast(ctx: Ctx, action: Extract<Action, { type: 'cast' }>): Result {
  const guard = guardPriority(ctx, action.player);
  if (guard) return guard;
  const card = findCard(ctx, action.card, ['hand']);
  if ('ok' in card) return card;
  if (card.owner !== action.player) return reject('notYourCard', { card: card.card });
  const def = definition(ctx, card.card);
  if (def.types.includes('land')) return play(ctx, { type: 'play', player: action.player, card: card.id });
  if (!def.types.includes('instant') && !sorceryTiming(ctx, action.player))
    return reject('sorcerySpeed', { card: card.card });
  // Meddling Mage: spells with the name chosen as it entered can't be cast.
  const forbidding = castForbiddenBy(ctx, card.card);
  if (forbidding) return reject('nameForbidden', { card: card.card, source: forbidding });
  const targets = chooseTargets(ctx, action.targets, def.spell?.targets ?? [], card, action.player);
  if ('ok' in targets) return targets;
  // CR 107.3, 601.2b: the value of X is chosen as the spell is cast, and paid with its cost.
  const hasX = costHasX(def.cost);
  if (action.x !== undefined && (!hasX || !Number.isInteger(action.x) || action.x < 0)) return reject('badX', { card: card.card });
  const cost = hasX ? def.cost!.replaceAll('{X}', `{${action.x ?? 0}}`) : def.cost;
  if (!canPay(ctx, action.player, cost)) return reject('cannotPay', { card: card.card, cost: cost ?? '' });
  // CR 601.2a–h: move the card to the stack, choose targets, pay the cost; then it becomes cast (601.2i).
  const [moved] = moveObjects(ctx, [{ id: card.id, to: 'stack' }]);
  if (!moved) return reject('cardNotFound', { ref: action.card });
  const item: StackItem = {
    id: moved.after.id,
    kind: 'spell',
    controller: action.player,
    source: snapshot(ctx, moved.after),
    abilityIndex: null,
    targets,
    context: {},
    decision: null,
    ...(hasX ? { x: action.x ?? 0 } : {}),
    castFrom: 'hand', // rebound looks at this (CR 702.88a)
  };
  pushOnStack(ctx, item);
  pay(ctx, action.player, cost);
  ctx.log.push({ event: 'spellCast', card: card.card, label: card.label, object: item.id, player: action.player, targets, rule: '601.2' });
  const spellsBefore = ctx.state.spellsCastThisTurn;
  ctx.state.spellsCastThisTurn += 1;
  const cast = { type: 'spellCast' as const, spell: item.source, item: item.id, player: action.player, spellsBefore, targets, ...(item.x !== undefined ? { x: item.x } : {}) };
  detectTriggers(ctx, [cast, ...targetEvents(ctx, item)], null);
  return null;
}

function play(ctx: Ctx, action: Extract<Action, { type: 'play' }>): Result {
  const guard = guardPriority(ctx, action.player);
  if (guard) return guard;
  const card = findCard(ctx, action.card, ['hand']);
  if ('ok' in card) return card;
  if (card.owner !== action.player) return reject('notYourCard', { card: card.card });
  if (!definition(ctx, card.card).types.includes('land')) return reject('notALand', { card: card.card });
  if (!sorceryTiming(ctx, action.player)) return reject('landTiming', { card: card.card });
  if (ctx.state.playerState[action.player]!.landsPlayed >= 1) return reject('oneLandPerTurn');
  editPlayer(ctx, action.player).landsPlayed += 1;
  // CR 305.1: playing a land is a special action; the land doesn't use the stack.
  ctx.log.push({ event: 'landPlayed', card: card.card, label: card.label, player: action.player, rule: '305.1' });
  moveObjects(ctx, [{ id: card.id, to: 'battlefield' }]);
  ctx.state.passes = 0;
  return null;
}

function activate(ctx: Ctx, action: Extract<Action, { type: 'activate' }>): Result {
  const guard = guardPriority(ctx, action.player);
  if (guard) return guard;
  const card = findCard(ctx, action.card, ['battlefield', 'hand']);
  if ('ok' in card) return card;
  if (card.controller !== action.player) return reject('notYourCard', { card: card.card });
  const abilities = (card.zone === 'battlefield' ? abilitiesOf(ctx, card) : (definition(ctx, cardOf(card)).abilities ?? [])).filter(
    (a): a is ActivatedAbility | ManaAbility => a.kind === 'activated' || a.kind === 'mana',
  );
  const ability = abilities[action.ability];
  if (!ability) return reject('noSuchAbility', { card: card.card, ability: action.ability });
  const from = ability.kind === 'mana' ? 'battlefield' : ability.from;
  if (card.zone !== from) return reject('wrongZone', { card: card.card });
  const needsTap = ability.kind === 'mana' || ability.cost.tap;
  if (needsTap && card.tapped) return reject('alreadyTapped', { card: card.card });
  // CR 302.6: a creature's {T} abilities (mana abilities too) wait until it has been controlled since its controller's turn began.
  if (needsTap && summoningSick(ctx, card)) return reject('summoningSickTap', { card: card.card });
  if (ability.kind === 'mana') {
    // CR 605.3b: a mana ability doesn't use the stack.
    setTapped(ctx, [card.id], true, 'cost');
    const color = ability.produces[0]!;
    const pool = editPlayer(ctx, action.player).manaPool;
    pool[color] = (pool[color] ?? 0) + 1;
    ctx.log.push({ event: 'manaAdded', card: card.card, label: card.label, player: action.player, reason: color, rule: '605.3b' });
    return null;
  }
  const source = snapshot(ctx, card);
  const targets = chooseTargets(ctx, action.targets, ability.targets ?? [], card, action.player);
  if ('ok' in targets) return targets;
  if (!canPay(ctx, action.player, ability.cost.mana)) return reject('cannotPay', { card: card.card, cost: ability.cost.mana ?? '' });
  pay(ctx, action.player, ability.cost.mana);
  if (needsTap) setTapped(ctx, [card.id], true, 'cost');
  if (ability.cost.discardSelf) moveObjects(ctx, [{ id: card.id, to: 'graveyard' }]);
  const index = definition(ctx, cardOf(card)).abilities!.indexOf(ability);
  const item: StackItem = {
    id: newId(ctx),
    kind: 'ability',
    controller: action.player,
    source,
    abilityIndex: index,
    targets,
    context: {},
    decision: null,
  };
  pushOnStack(ctx, item);
  ctx.log.push({ event: 'abilityActivated', card: card.card, label: card.label, object: item.id, player: action.player, targets, rule: '602.2' });
  detectTriggers(ctx, targetEvents(ctx, item), null);
  return null;
}

function pass(ctx: Ctx): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  if (ctx.state.priority === null) return reject('noPriority');
  passPriority(ctx);
  return null;
}

/** Players pass until the top object of the stack has resolved, stopping at any pending choice. */
function resolve(ctx: Ctx): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  const top = pileTop(ctx.state.stack);
  if (!top) return reject('stackEmpty');
  const depth = pileSize(ctx.state.stack);
  // The top object has resolved once the stack is lower than it was, or something else is on top.
  const resolved = () => pileSize(ctx.state.stack) < depth || pileTop(ctx.state.stack)?.id !== top.id;
  for (let i = 0; i < PASS_LIMIT; i++) {
    if (ctx.state.pending || ctx.state.winner !== null || resolved()) return null;
    passPriority(ctx);
    settle(ctx);
  }
  return null;
}

/** Passes until the given step begins, stopping if anything is put on the stack or a choice is pending. */
function advance(ctx: Ctx, action: Extract<Action, { type: 'advance' }>): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  if (!STEPS.includes(action.to)) return reject('unknownStep', { step: String(action.to) });
  for (let i = 0; i < PASS_LIMIT; i++) {
    passPriority(ctx);
    settle(ctx);
    // A step skipped on the way (CR 508.8) stops the advance at the step that begins instead.
    if (ctx.stepsBegun.includes(action.to) || ctx.stepsSkipped?.includes(action.to) || ctx.pushed > 0) return null;
    if (ctx.state.pending || ctx.state.winner !== null) return null;
  }
  return null;
}

/** A choice made during resolution is answered: the top object goes on resolving (CR 608.2). */
function resumeResolution(ctx: Ctx): Result {
  ctx.state.pending = null;
  resolveTop(ctx);
  if (!ctx.state.pending) {
    ctx.state.priority = activeOrNext(ctx); // CR 117.3b, 800.4j
    ctx.state.passes = 0;
  }
  return null;
}

function choose(ctx: Ctx, action: Extract<Action, { type: 'choose' }>): Result {
  const { state } = ctx;
  const pending = state.pending;
  if (!pending) return reject('nothingToChoose');
  if (action.player !== pending.player) return reject('notYourChoice', { player: pending.player });
  const answer = normalAnswer(pending, action.answer);
  // A list of card references or ids (a list of amounts answers a `damageAssignment` only).
  const refs = Array.isArray(answer) && answer.every((a) => typeof a === 'string') ? (answer as string[]) : null;
  switch (pending.kind) {
    case 'order': {
      const ids = new Set(pending.options.map((o) => o.id));
      const given = new Set(refs ?? []);
      if (!refs || refs.length !== ids.size || given.size !== ids.size || !pending.options.every((o) => given.has(o.id)))
        return reject('badOrder', { expected: [...ids].join(', ') });
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
      const value = isPlayer(ctx, answer) ? answer : (resolveRef(state, answer, ['battlefield', 'stack'])?.id ?? answer);
      if (!value || !pending.options.includes(value)) return reject('illegalTarget', { target: answer });
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
      if (typeof answer !== 'number' || !pending.options.includes(answer)) return reject('illegalChoice', { choice: String(answer) });
      chooseTriggerMode(ctx, pending.trigger, answer);
      state.pending = null;
      const trigger = state.pendingTriggers.find((t) => t.id === pending.trigger);
      if (trigger) ctx.log.push({ event: 'modeChosen', trigger: trigger.id, source: trigger.source.card, sourceLabel: trigger.source.label, player: pending.player, amount: answer, rule: '603.3c' });
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
      const item = pileTop(state.stack);
      if (!item || item.id !== pending.item) return reject('nothingToChoose');
      let chosen: string | null;
      if (answer === false || answer === null) {
        if (!pending.optional) return reject('illegalChoice', { choice: String(answer) });
        chosen = null;
      } else {
        const card = typeof answer === 'string' ? resolveRef(state, answer, ['hand', 'library', 'battlefield'])?.id : undefined;
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
    case 'return':
      return choosePermanents(ctx, pending, answer);
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
      const item = pileTop(state.stack);
      if (!item || item.id !== pending.item) return reject('nothingToChoose');
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
      return answer.map((ref) => {
        if (typeof ref !== 'string' || pending.options.some((o) => o.id === ref)) return ref;
        const labelled = pending.options.filter((o) => o.label === ref);
        return labelled.length === 1 ? labelled[0]!.id : ref;
      }) as string[];
    }
    default:
      return answer;
  }
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

function auto(ctx: Ctx): Result {
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

// --- Events a teacher or player causes directly, outside the normal rules -----------------------

/** After a direct event, players who had passed must pass again (CR 117.4 counts passes in succession). */
function afterDirectEvent(ctx: Ctx): Result {
  ctx.state.passes = 0;
  if (ctx.state.priority === null && ctx.state.winner === null) ctx.state.priority = activeOrNext(ctx);
  return null;
}

function moveCards(ctx: Ctx, refs: readonly CardRef[], from: readonly Zone[], to: (o: GameObject) => Move): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  const cards = findCards(ctx, refs, from);
  if ('ok' in cards) return cards;
  if (to === destroyMove)
    for (const o of cards) ctx.log.push({ event: 'destroyed', card: o.card, label: o.label, object: o.id, rule: '701.8a' });
  moveObjects(ctx, cards.map(to));
  return afterDirectEvent(ctx);
}

const destroyMove = (o: GameObject): Move => ({ id: o.id, to: 'graveyard' });
const ANY_ZONE: readonly Zone[] = ['battlefield', 'hand', 'library', 'graveyard', 'exile'];

function damage(ctx: Ctx, action: Extract<Action, { type: 'damage' }>): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  if (!Number.isSafeInteger(action.amount) || action.amount < 0) return reject('badAmount');
  const source = findCard(ctx, action.source);
  if ('ok' in source) return source;
  if (isPlayer(ctx, action.target)) dealDamage(ctx, snapshot(ctx, source), { player: action.target }, action.amount);
  else {
    const target = findCard(ctx, action.target, ['battlefield']);
    if ('ok' in target) return target;
    dealDamage(ctx, snapshot(ctx, source), { object: target }, action.amount);
  }
  return afterDirectEvent(ctx);
}

function life(ctx: Ctx, action: Extract<Action, { type: 'life' }>): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  if (!isPlayer(ctx, action.player)) return reject('unknownPlayer', { player: String(action.player) });
  if (!Number.isSafeInteger(action.amount)) return reject('badAmount');
  if (action.amount >= 0) gainLife(ctx, action.player, action.amount);
  else loseLife(ctx, action.player, -action.amount);
  return afterDirectEvent(ctx);
}

function draw(ctx: Ctx, action: Extract<Action, { type: 'draw' }>): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  if (!isPlayer(ctx, action.player)) return reject('unknownPlayer', { player: String(action.player) });
  const count = action.count ?? 1;
  if (!Number.isSafeInteger(count) || count < 0) return reject('badAmount');
  drawCards(ctx, action.player, count);
  return afterDirectEvent(ctx);
}

function discard(ctx: Ctx, action: Extract<Action, { type: 'discard' }>): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  if (!isPlayer(ctx, action.player)) return reject('unknownPlayer', { player: String(action.player) });
  const cards = findCards(ctx, action.cards, ['hand']);
  if ('ok' in cards) return cards;
  if (cards.some((c) => c.owner !== action.player)) return reject('notInHand', { player: action.player });
  for (const c of cards) ctx.log.push({ event: 'discarded', card: c.card, label: c.label, player: action.player, rule: '701.9a' });
  return moveCards(ctx, action.cards, ['hand'], (o) => ({ id: o.id, to: 'graveyard' }));
}

/** CR 104.3a: a player may concede at any time, even while a choice is pending. */
function lose(ctx: Ctx, action: Extract<Action, { type: 'lose' }>): Result {
  if (!isPlayer(ctx, action.player)) return reject('unknownPlayer', { player: String(action.player) });
  if (ctx.state.playerState[action.player]!.lost) return reject('alreadyLost', { player: action.player });
  playersLose(ctx, [{ player: action.player, rule: '104.3a', reason: 'conceded' }]);
  return afterDirectEvent(ctx);
}

function moveOne(ctx: Ctx, action: Extract<Action, { type: 'move' }>): Result {
  if (!(['battlefield', 'hand', 'library', 'graveyard', 'exile'] as const).includes(action.to))
    return reject('unknownZone', { zone: String(action.to) });
  if (action.controller !== undefined && !isPlayer(ctx, action.controller))
    return reject('unknownPlayer', { player: String(action.controller) });
  if (action.controller !== undefined && ctx.state.playerState[action.controller]!.lost)
    return reject('alreadyLost', { player: action.controller }); // CR 800.4a
  const refs = action.cards ?? (action.card === undefined ? [] : [action.card]);
  // CR 603.6d: the "as it enters" choice: a card id to name, or a permanent to copy (by reference).
  let entersAs: string | undefined;
  if (action.entersAs !== undefined) {
    if (typeof action.entersAs !== 'string') return reject('illegalChoice', { choice: String(action.entersAs) });
    entersAs = ctx.cards[action.entersAs] ? action.entersAs : resolveRef(ctx.state, action.entersAs, ['battlefield'])?.id;
    if (entersAs === undefined) return reject('cardNotFound', { ref: action.entersAs });
  }
  return moveCards(ctx, refs, ANY_ZONE, (o) => ({
    id: o.id,
    to: action.to,
    ...(action.controller ? { controller: action.controller } : {}),
    ...(action.tapped ? { tapped: true } : {}),
    ...(entersAs !== undefined ? { entersAs } : {}),
  }));
}

function tapOrUntap(ctx: Ctx, refs: readonly CardRef[], tapped: boolean): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  const cards = findCards(ctx, refs, ['battlefield']);
  if ('ok' in cards) return cards;
  setTapped(ctx, cards.map((c) => c.id), tapped);
  return afterDirectEvent(ctx);
}

function control(ctx: Ctx, action: Extract<Action, { type: 'control' }>): Result {
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
  obj.controlledSince = ctx.state.turn; // CR 302.6: a new controller must wait a turn to attack with it
  removeFromCombat(ctx, [card.id], 'controlChanged'); // CR 506.4
  ctx.log.push({ event: 'controlChanged', card: card.card, label: card.label, object: card.id, player: action.player, rule: '613.1b' });
  detectTriggers(ctx, [{ type: 'controlChanged', object: before, player: before.controller }], lookBack);
  return afterDirectEvent(ctx);
}

function attach(ctx: Ctx, action: Extract<Action, { type: 'attach' }>): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  const card = findCard(ctx, action.card, ['battlefield']);
  if ('ok' in card) return card;
  const host = findCard(ctx, action.to, ['battlefield']);
  if ('ok' in host) return host;
  if (host.id === card.id) return reject('cannotAttachToItself', { card: card.card });
  setAttachment(ctx, card.id, host.id);
  ctx.log.push({ event: 'attached', card: card.card, label: card.label, object: card.id, target: host.label ?? host.id, rule: '701.3a' });
  return afterDirectEvent(ctx);
}

function counters(ctx: Ctx, action: Extract<Action, { type: 'counters' }>): Result {
  const guard = guardNoChoice(ctx);
  if (guard) return guard;
  if (!Number.isSafeInteger(action.amount) || typeof action.kind !== 'string' || action.kind === '') return reject('badAmount');
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
function phase(ctx: Ctx, action: Extract<Action, { type: 'phase' }>): Result {
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
      return auto(ctx);
    case 'destroy':
      return moveCards(ctx, action.cards, ['battlefield'], destroyMove);
    case 'sacrifice':
      return moveCards(ctx, action.cards, ['battlefield'], (o) => ({ id: o.id, to: 'graveyard' }));
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

