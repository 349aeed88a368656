// Casting spells, playing lands and activating abilities (CR 601, 305, 602).
import { spellTargets } from '../stack/spell-targets';
import { abilitiesOf, snapshot } from '../characteristics/characteristics';
import { cardOf, definition, newId, type Ctx } from '../state/context';
import { editPlayer } from '../state/draft';
import { canPay, costHasX, pay } from '../effects/mana';
import { summoningSick } from '../characteristics/summoning-sickness';
import { detectTriggers, targetEvents } from '../triggers/triggers';
import type { Action, CardRef, Rejection } from './action-types';
import type { GameObject } from '../state/object-types';
import type { ObjectId } from '../state/basic-types';
import { activatedAbilities, type ActivatedAbility, type ManaAbility } from '../state/card-types';
import type { StackItem } from '../stack/stack-types';
import { moveObjects, resolvePhasedOut, resolveRef, setTapped } from '../events/zones';
import { castForbiddenBy } from '../effects/cast-restrictions';
import { type Result, guardPriority, findCard, reject, sorceryTiming, chooseTargets, pushOnStack } from './guards';
import { COUNT_LIMIT } from '../setup/limits';

type CastAction = Extract<Action, { type: 'cast' }>;
type ActivateAction = Extract<Action, { type: 'activate' }>;

/** A spell whose every check has passed: from here on casting it can't fail. */
interface CastPlan {
  card: GameObject;
  targets: string[];
  hasX: boolean;
  cost: string | undefined;
}

/**
 * Every reason a cast is refused, checked before anything moves (CR 601.2a–h): once they pass, `cast` carries
 * it out and nothing can refuse it any more. A land named by a cast is played instead (CR 305.1): `{ land }`.
 * `legalActions` asks only this, rather than casting each choice of targets with its triggers.
 */
export function checkCast(ctx: Ctx, action: CastAction): Rejection | { land: ObjectId } | CastPlan {
  const guard = guardPriority(ctx, action.player);
  if (guard) return guard;
  const card = findCard(ctx, action.card, ['hand']);
  if ('ok' in card) return notInHand(ctx, action.card) ?? card;
  if (card.owner !== action.player) return reject('notYourCard', { card: card.card });
  const def = definition(ctx, card.card);
  if (def.types.includes('land')) return { land: card.id };
  if (!def.types.includes('instant') && !sorceryTiming(ctx, action.player))
    return reject('sorcerySpeed', { card: card.card });
  // Meddling Mage: spells with the name chosen as it entered can't be cast.
  const forbidding = castForbiddenBy(ctx, card.card);
  if (forbidding) return reject('nameForbidden', { card: card.card, source: forbidding });
  // CR 601.2b: modes are announced for a modal spell only (no spell of the pool is modal yet).
  if (action.mode !== undefined) return reject('notModal', { card: card.card, rule: '601.2b' });
  // CR 601.2c: an Aura spell targets what its enchant ability allows (303.4a).
  const targets = chooseTargets(ctx, action.targets, spellTargets(def), card, action.player, true);
  if ('ok' in targets) return targets;
  // CR 107.3, 601.2b: the value of X is chosen as the spell is cast, and paid with its cost.
  const hasX = costHasX(def.cost);
  if (action.x !== undefined && (!hasX || !Number.isInteger(action.x) || action.x < 0)) return reject('badX', { card: card.card });
  if (action.x !== undefined && action.x > COUNT_LIMIT) return reject('outOfRange', { path: 'x', min: 0, max: COUNT_LIMIT });
  const cost = hasX ? def.cost!.replaceAll('{X}', `{${action.x ?? 0}}`) : def.cost;
  if (!canPay(ctx, action.player, cost)) return reject('cannotPay', { card: card.card, cost: cost ?? '' });
  return { card, targets, hasX, cost };
}

/** The reason variant of `errors.cardNotFound` for a card to cast found outside the hands. */
const CAST_FROM = { battlefield: 'castOnBattlefield', stack: 'castOnStack', graveyard: 'castInGraveyard', library: 'castInLibrary', exile: 'castInExile' } as const;

/**
 * A card named by `cast` that is in no hand but somewhere else: refused saying where it is, since a spell is cast
 * from its owner's hand (CR 601.2a; no card of the pool lets a player cast one from another zone). Null when the
 * reference names no card at all, or a phased-out one (refused as absent, 702.26b).
 */
function notInHand(ctx: Ctx, ref: CardRef): Rejection | null {
  if (typeof ref !== 'string' || resolvePhasedOut(ctx.state, ref)) return null;
  const elsewhere = resolveRef(ctx.state, ref);
  if (!elsewhere || elsewhere.zone === 'hand') return null;
  return reject('cardNotFound', { ref, reason: CAST_FROM[elsewhere.zone], player: elsewhere.owner });
}

export function cast(ctx: Ctx, action: CastAction): Result {
  const plan = checkCast(ctx, action);
  if ('ok' in plan) return plan;
  if ('land' in plan) return play(ctx, { type: 'play', player: action.player, card: plan.land });
  const { card, targets, hasX, cost } = plan;
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

export function play(ctx: Ctx, action: Extract<Action, { type: 'play' }>): Result {
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

/** An activation whose every check has passed: from here on it can't fail. */
interface ActivationPlan {
  card: GameObject;
  ability: ActivatedAbility | ManaAbility;
  needsTap: boolean;
  /** The chosen targets (none for a mana ability). */
  targets: string[];
}

/** Every reason an activation is refused, checked before any cost is paid (CR 602.2, 605.3b): as `checkCast`. */
export function checkActivate(ctx: Ctx, action: ActivateAction): Rejection | ActivationPlan {
  const guard = guardPriority(ctx, action.player);
  if (guard) return guard;
  const card = findCard(ctx, action.card, ['battlefield', 'hand', 'graveyard']);
  if ('ok' in card) return card;
  // A card in a hand or a graveyard is its owner's to use (CR 602.2: the player who activates controls the ability).
  if ((card.zone === 'battlefield' ? card.controller : card.owner) !== action.player) return reject('notYourCard', { card: card.card });
  const abilities = activatedAbilities(card.zone === 'battlefield' ? abilitiesOf(ctx, card) : definition(ctx, cardOf(card)).abilities);
  const ability = abilities[action.ability];
  if (!ability) return reject('noSuchAbility', { card: card.card, ability: action.ability });
  const from = ability.kind === 'mana' ? 'battlefield' : ability.from;
  if (card.zone !== from) return reject('wrongZone', { card: card.card });
  const needsTap = ability.kind === 'mana' || ability.cost.tap === true;
  if (needsTap && card.tapped) return reject('alreadyTapped', { card: card.card });
  // CR 302.6: a creature's {T} abilities (mana abilities too) wait until it has been controlled since its controller's turn began.
  if (needsTap && summoningSick(ctx, card)) return reject('summoningSickTap', { card: card.card });
  if (ability.kind === 'mana') return { card, ability, needsTap, targets: [] };
  // CR 702.6a, 307.1: equip and the like are activated only when a sorcery could be cast.
  if (ability.sorcerySpeed && !sorceryTiming(ctx, action.player)) return reject('activateSorcerySpeed', { card: card.card });
  const targets = chooseTargets(ctx, action.targets, ability.targets ?? [], card, action.player);
  if ('ok' in targets) return targets;
  if (!canPay(ctx, action.player, ability.cost.mana)) return reject('cannotPay', { card: card.card, cost: ability.cost.mana ?? '' });
  return { card, ability, needsTap, targets };
}

export function activate(ctx: Ctx, action: ActivateAction): Result {
  const plan = checkActivate(ctx, action);
  if ('ok' in plan) return plan;
  const { card, ability, needsTap, targets } = plan;
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
  pay(ctx, action.player, ability.cost.mana);
  if (needsTap) setTapped(ctx, [card.id], true, 'cost');
  if (ability.cost.discardSelf) {
    // CR 701.9a: paying with "discard this card" (cycling, 702.29a) is a discard, logged as one.
    ctx.log.push({ event: 'discarded', card: card.card, label: card.label, player: action.player, rule: '701.9a' });
    moveObjects(ctx, [{ id: card.id, to: 'graveyard' }]);
  }
  // CR 702.128a: embalm's cost exiles the card from its owner's graveyard.
  if (ability.cost.exileSelf) moveObjects(ctx, [{ id: card.id, to: 'exile' }]);
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
