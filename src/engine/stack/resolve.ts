// Resolving the top of the stack (CR 608): targets checked again, effects run, spells to their next zone.
import { canPay, pay } from '../effects/mana';
import { conditionHolds } from '../triggers/conditions';
import { definition, type Ctx } from '../state/context';
import { cascadeHit, cascadeHitAmong } from '../effects/basic-effects';
import { runEffects } from '../effects/effects';
import { object, type EffectScope } from '../effects/scope';
import { isLegalTarget, targetingSource } from './targets';
import { snapshot } from '../characteristics/characteristics';
import { isPermanentCardType, matchesFilter } from '../characteristics/filters';
import type { CardChoice } from '../state/card-types';
import type { DelayedTrigger } from '../triggers/trigger-types';
import type { Effect } from '../effects/effect-types';
import type { LogEntry, LogEventName } from '../state/log-types';
import type { ObjectId, PlayerId } from '../state/basic-types';
import type { GameObject } from '../state/object-types';
import type { StackItem } from './stack-types';
import type { TargetSpec } from '../effects/reference-types';
import { popStack } from '../state/draft';
import { pileFind, pilePush, pileSetTop, pileTop } from '../state/pile';
import { doneKey } from '../triggers/triggers';
import { moveObjects } from '../events/zones';
import { entersAsFor, type EntersAsAnswers } from '../effects/as-enters';
import { castForbiddenBy } from '../effects/cast-restrictions';
import { abilityOnStack } from './stack';
import { isAuraSpell, spellTargets } from './spell-targets';
import { hasLegalTargets } from './new-targets';
import { askPermanents } from '../effects/permanents';

function targetsNow(ctx: Ctx, item: StackItem, specs: readonly TargetSpec[]): (string | null)[] {
  return item.targets.map((t, i) => {
    const spec = specs[i];
    return spec && isLegalTarget(ctx, spec, t, targetingSource(item), item.controller) ? t : null;
  });
}

/**
 * Resolves the top object of the stack (CR 608). Stops, leaving it on the stack, when a player must first decide
 * something as it resolves (608.2): a "may" or an optional cost (603.5), "unless that player pays", a card to choose
 * (and cascade's exiling before it, 702.85a), an "as it enters" choice (603.6d), a scry, the permanents its one effect
 * sacrifices or returns. The answer is kept on the stack object, and answering resumes the resolution here.
 */
export function resolveTop(ctx: Ctx): void {
  const { state } = ctx;
  const top = pileTop(state.stack);
  if (!top) return;
  let item: StackItem = top;
  ctx.resolved += 1;
  ctx.pushedAtResolution = ctx.pushed;
  if (item.kind === 'spell') return resolveSpell(ctx, item);
  const ability = abilityOnStack(ctx, item);
  const entry = (event: LogEventName, rule: string, reason?: string) => itemEntry(event, item, rule, reason);
  // CR 603.4: an intervening "if" is checked again on resolution.
  if (ability.interveningIf && !conditionHolds(ctx, ability.interveningIf, item.controller, item.context, item.source)) {
    popStack(ctx);
    ctx.log.push(entry('conditionFalse', '603.4'));
    return;
  }
  // CR 603.2h: "do this only once each turn": already done this turn, this instance does nothing.
  const done = ability.doOnlyOnceEachTurn ? doneKey(item.controller, item.source.id, item.abilityIndex) : undefined;
  if (done && state.doneThisTurn?.includes(done)) {
    popStack(ctx);
    ctx.log.push(entry('conditionFalse', '603.2h', 'alreadyDone'));
    return;
  }
  // CR 603.3c: a modal ability does what its chosen mode says.
  const mode = item.mode !== undefined ? ability.modes?.[item.mode] : undefined;
  const specs = (mode ? mode.targets : ability.targets) ?? [];
  const effects = mode ? mode.effects : ability.effects;
  const targets = targetsNow(ctx, item, specs);
  if (specs.length > 0 && targets.every((t) => t === null)) {
    popStack(ctx);
    ctx.log.push(entry('didNotResolve', '608.2b', 'illegalTargets'));
    return;
  }
  // CR 603.5: "unless that player pays": that player decides first, as the ability resolves.
  const payer = ability.unless?.payer === 'you' ? item.controller : item.context.eventPlayer;
  // An ability about another triggered ability that is no longer on the stack has nothing to pay for.
  const about = item.context.eventTrigger;
  const aboutGone = about !== undefined && !pileFind(state.stack, (i) => i.trigger === about);
  if (ability.unless && payer && item.unlessPaid === undefined && !aboutGone) {
    const canPayIt = !state.playerState[payer]?.lost && canPay(ctx, payer, ability.unless.mana);
    if (canPayIt && !ctx.autoAnswer) {
      state.pending = { kind: 'pay', player: payer, item: item.id, cost: ability.unless.mana, unless: true };
      return;
    }
  }
  if (ability.unless && item.unlessPaid) {
    popStack(ctx);
    ctx.log.push({ ...entry('costPaid', '603.5', 'unless'), player: payer ?? item.controller });
    ctx.log.push(entry('resolved', '608.2'));
    return;
  }
  // CR 603.5: the player who could stop the ability ("… unless that player pays") didn't pay: declined, or couldn't.
  // Logged as soon as it is known, before any later question of the same resolution (Rhystic Study's "may"), once.
  if (ability.unless && payer && !aboutGone && !item.unlessLogged) {
    ctx.log.push({ ...entry('costNotPaid', '603.5', 'unless'), player: payer });
    item = { ...item, unlessLogged: true };
    state.stack = pileSetTop(state.stack, item);
  }
  // CR 603.5: "may" and optional costs are decided only now, as the ability resolves.
  let decision = item.decision;
  // A cost that can't be paid leaves nothing to ask.
  if (ability.optionalCost && decision === null && !canPay(ctx, item.controller, ability.optionalCost.mana)) decision = false;
  if ((ability.optional || ability.optionalCost) && decision === null) {
    state.pending = ability.optionalCost
      ? { kind: 'pay', player: item.controller, item: item.id, cost: ability.optionalCost.mana }
      : { kind: 'may', player: item.controller, item: item.id };
    return;
  }
  // CR 702.85a: cascade exiles cards from the top of the library first; then its controller may cast the last one.
  let exiled = item.exiled;
  if (ability.choose?.from === 'cascade' && exiled === undefined) {
    exiled = cascadeExile(ctx, item);
    state.stack = pileSetTop(state.stack, { ...item, exiled });
  }
  // A card chosen as it resolves ("you may put a creature card from your hand onto the battlefield").
  let chosen = item.chosen;
  // Nothing it could choose: not a "may" declined, whether the choice was optional or not (609.3).
  let nothingToChooseFrom = false;
  if (ability.choose && chosen === undefined) {
    const options = cardChoices(ctx, pileTop(state.stack)!, ability.choose);
    nothingToChooseFrom = options.length === 0;
    if (options.length === 0) chosen = null;
    else if (ctx.autoAnswer) chosen = options[0]!;
    else {
      state.pending = { kind: 'card', player: item.controller, item: item.id, options, optional: ability.choose.optional };
      return;
    }
  }
  // CR 603.6d, 614.12: a card this ability puts onto the battlefield (the one Sneak Attack's controller chose, a
  // persisting Clone, the card Charming Prince returns) makes its "as it enters" choice first, by the player it
  // enters under.
  let entering: EntersAsAnswers = {};
  const arriving = decision !== false ? cardPutOntoBattlefield(ctx, item, effects, chosen ?? null, targets) : null;
  if (arriving) {
    const answers = entersAsFor(ctx, item, arriving.card, arriving.controller);
    if (answers === undefined) return; // asked: resolution resumes once it is answered
    entering = answers;
  }
  // Scry: the player sees the top cards and picks those that go to the bottom, before anything happens.
  const scry = effects.find((e): e is Extract<Effect, { do: 'scry' }> => e.do === 'scry');
  if (scry && item.bottom === undefined && decision !== false) {
    const top = (state.zones[item.controller]?.library ?? []).slice(0, scry.count);
    if (top.length > 0 && !ctx.autoAnswer) {
      state.pending = { kind: 'scry', player: item.controller, item: item.id, options: top };
      return;
    }
  }
  // CR 608.2: a player chooses the permanents its one effect sacrifices or returns while the ability resolves, still
  // on the stack (Stormfront Riders, annihilator).
  const only = effects.length === 1 ? effects[0] : undefined;
  if (only && (only.do === 'sacrificePermanents' || only.do === 'returnPermanents') && item.permanents === undefined && decision !== false && !ctx.autoAnswer) {
    const asked = askPermanents(ctx, only, scopeAhead(item, targets, chosen ?? null), item.id);
    if (asked) {
      state.pending = asked;
      return;
    }
  }
  popStack(ctx);
  // "If you do": nothing was chosen, nothing happens. Nothing to choose for a mandatory choice (Duplicity's "discard a
  // card" with an empty hand) is no "may" declined: the ability does as much as it can, here nothing (609.3).
  const nothingChosen = ability.onlyIfChosen && !chosen;
  if (nothingChosen) decision = false;
  if (nothingChosen && (nothingToChooseFrom || (!ability.choose?.optional && !ability.optional && !ability.optionalCost))) {
    ctx.log.push(entry('effectFailed', '609.3', 'nothingToChoose'));
  } else if (decision === false) {
    ctx.log.push(entry(ability.optionalCost ? 'costNotPaid' : 'mayDeclined', '603.5'));
  } else {
    if (ability.optionalCost) {
      pay(ctx, item.controller, ability.optionalCost.mana);
      ctx.log.push(entry('costPaid', '603.5'));
    } else if (ability.optional) ctx.log.push(entry('mayAccepted', '603.5'));
    // CR 603.5: an optional card choice ("you may put a creature card …") declined, for an ability that goes on without
    // it; or nothing to choose from (609.3: cascade's log says why on its own).
    else if (ability.choose?.optional && chosen === null) {
      if (!nothingToChooseFrom) ctx.log.push(entry('mayDeclined', '603.5', 'card'));
      else if (ability.choose.from !== 'cascade') ctx.log.push(entry('effectFailed', '609.3', 'nothingToChoose'));
    }
    if (chosen) {
      const card = state.objects[chosen]!;
      ctx.log.push({ event: 'cardChosen', source: item.source.card, sourceLabel: item.source.label, object: item.id, player: item.controller, card: card.card, label: card.label, rule: '608.2d' });
    }
    const scope: EffectScope = {
      controller: item.controller,
      source: item.source,
      targets,
      context: item.context,
      remembered: [...(item.context.remembered ?? [])],
      chosen: chosen ?? null,
      bottom: item.bottom ?? [],
      ...(exiled ? { exiled } : {}),
      ...(item.permanents ? { permanents: item.permanents } : {}),
      ...entering,
    };
    runEffects(ctx, effects, scope);
    if (done) state.doneThisTurn = [...(state.doneThisTurn ?? []), done];
    // CR 702.85a, 702.88a: a spell this ability casts (cascade, rebound) whose targets are still to choose is cast
    // during this resolution: the ability stays on the stack, under the spell, until it is cast (608.2n: leaving the
    // stack is the last part of a resolution), and its `resolved` comes then.
    const casting = state.pending;
    if (casting?.kind === 'newTargets' && casting.reason === 'cast') {
      const spell = pileTop(state.stack)!;
      state.stack = pilePush(pileSetTop(state.stack, item), spell);
      state.pending = { ...casting, resolved: entry('resolved', '608.2') };
      return;
    }
  }
  ctx.log.push(entry('resolved', '608.2'));
}


/**
 * The card an ability's `putOntoBattlefield` effect will move, and the player it will enter under, as far as can be
 * told before the ability does anything: null when it moves none, or one that an earlier effect of the same
 * ability has yet to move (a card exiled and returned at once keeps the default choice).
 */
function cardPutOntoBattlefield(ctx: Ctx, item: StackItem, effects: readonly Effect[], chosen: ObjectId | null, targets: (string | null)[]): { card: GameObject; controller: PlayerId } | null {
  const put = effects.find((e): e is Extract<Effect, { do: 'putOntoBattlefield' }> => e.do === 'putOntoBattlefield');
  if (!put) return null;
  const card = object(ctx, put.object, scopeAhead(item, targets, chosen));
  if (!card || card.zone === 'battlefield' || card.zone === 'stack') return null;
  return { card, controller: put.under === 'you' ? item.controller : card.owner };
}

/** A log entry about an ability on the stack: its source, the stack object, its controller; written out (no spread) as every resolution logs one. */
function itemEntry(event: LogEventName, item: StackItem, rule: string, reason?: string): LogEntry {
  const { card: source, label: sourceLabel } = item.source;
  return reason === undefined
    ? { event, source, sourceLabel, object: item.id, player: item.controller, rule }
    : { event, source, sourceLabel, object: item.id, player: item.controller, reason, rule };
}

/** What an ability's effects will see, as far as can be told before they run (to ask a choice they need first). */
function scopeAhead(item: StackItem, targets: (string | null)[], chosen: ObjectId | null): EffectScope {
  return { controller: item.controller, source: item.source, targets, context: item.context, remembered: [...(item.context.remembered ?? [])], chosen, bottom: [] };
}

/** CR 702.85a: exiles cards from the top of the controller's library until a hit (see `cascadeHit`); the new exiled objects. */
function cascadeExile(ctx: Ctx, item: StackItem): ObjectId[] {
  const hit = cascadeHit(ctx, item.controller, item.source.card);
  const library = ctx.state.zones[item.controller]?.library ?? [];
  const upTo = hit ? library.indexOf(hit) + 1 : library.length;
  const moved = moveObjects(ctx, library.slice(0, upTo).map((id) => ({ id, to: 'exile' as const })));
  ctx.log.push({ event: 'cascaded', source: item.source.card, sourceLabel: item.source.label, player: item.controller, count: moved.length, rule: '702.85a' });
  return moved.map((m) => m.after.id);
}

/** The cards that may be chosen for an ability's `choose`: in the controller's hand, or permanents they control. */
export function cardChoices(ctx: Ctx, item: StackItem, choice: CardChoice): ObjectId[] {
  if (choice.from === 'cascade') {
    const hit = cascadeHitAmong(ctx, item.exiled ?? [], item.source.card);
    // CR 601.3, 601.2c: a card that can't be cast (a forbidden name, a target with no legal choice) isn't offered
    // (it goes to the bottom with the others).
    return hit && !castForbiddenBy(ctx, ctx.state.objects[hit]!.card) && hasLegalTargets(ctx, ctx.state.objects[hit]!, item.controller) ? [hit] : [];
  }
  const zone = choice.from === 'battlefield' ? ctx.state.battlefield.filter((id) => ctx.state.objects[id]!.controller === item.controller) : null;
  const hand = zone ?? ctx.state.zones[item.controller]?.hand ?? [];
  return hand.filter((id) => matchesFilter(choice.filter, snapshot(ctx, ctx.state.objects[id]!), item.source, item.controller));
}

/** CR 707.10: a copy of a spell resolves like it, then ceases to exist (it has no card to move). */
function resolveCopy(ctx: Ctx, item: StackItem): void {
  const def = definition(ctx, item.source.card);
  const specs = spellTargets(def);
  const targets = targetsNow(ctx, item, specs);
  const about = { card: item.source.card, label: item.source.label, object: item.id, player: item.controller, reason: 'copy' };
  if (specs.length > 0 && targets.every((t) => t === null)) {
    ctx.log.push({ event: 'didNotResolve', ...about, rule: '608.2b' });
    return;
  }
  ctx.log.push({ event: 'resolved', ...about, rule: '707.10' });
  if (def.spell)
    runEffects(ctx, def.spell.effects, { controller: item.controller, source: item.source, targets, context: {}, remembered: [], chosen: null, bottom: [] });
}

function resolveSpell(ctx: Ctx, item: StackItem): void {
  const { state } = ctx;
  const card = state.objects[item.id];
  let entering: EntersAsAnswers = {};
  if (!item.copy && card && definition(ctx, card.card).asEnters) {
    const answers = entersAsFor(ctx, item, card, item.controller);
    if (answers === undefined) return; // asked: resolution resumes once it is answered
    entering = answers;
  }
  popStack(ctx);
  if (item.copy) return resolveCopy(ctx, item);
  if (!card) return;
  const def = definition(ctx, card.card);
  const about = { card: card.card, label: card.label, object: card.id, player: item.controller };
  const specs = spellTargets(def);
  const targets = targetsNow(ctx, item, specs);
  if (specs.length > 0 && targets.every((t) => t === null)) {
    ctx.log.push({ event: 'didNotResolve', ...about, reason: 'illegalTargets', rule: '608.2b' });
    moveObjects(ctx, [{ id: card.id, to: 'graveyard' }]);
    return;
  }
  const permanent = isPermanentCardType(def.types);
  ctx.log.push({ event: 'resolved', ...about, rule: permanent ? '608.3' : '608.2' });
  if (!permanent) {
    if (def.spell)
      runEffects(ctx, def.spell.effects, { controller: item.controller, source: item.source, targets, context: {}, remembered: [], chosen: null, bottom: [] });
    // CR 702.88a: rebound replaces going to the graveyard, for a spell cast from its owner's hand.
    if (def.rebound && item.castFrom === 'hand') return rebound(ctx, item, card.id);
    // CR 608.2n: the card goes to its owner's graveyard as the last step of resolution.
    moveObjects(ctx, [{ id: card.id, to: 'graveyard' }]);
  } else {
    // CR 608.3: a permanent spell becomes a permanent under its controller's control; an Aura spell enters attached
    // to the object it targets, still legal (303.4a; otherwise it didn't resolve).
    const host = isAuraSpell(def) ? targets[0] : null;
    moveObjects(ctx, [
      {
        id: card.id,
        to: 'battlefield',
        controller: item.controller,
        ...(item.x !== undefined ? { x: item.x } : {}),
        ...(host ? { attachedTo: host } : {}),
        ...entering,
      },
    ]);
  }
}

/**
 * CR 702.88a Rebound: a replacement effect of the spell's static ability exiles it instead of putting it
 * into the graveyard, and creates a delayed triggered ability: "at the beginning of your next upkeep, you
 * may cast this card from exile without paying its mana cost". CR 603.7f: that delayed ability's source
 * is the object with the static ability (the spell), and its controller is the player who controlled the
 * spell when the replacement effect applied.
 */
function rebound(ctx: Ctx, item: StackItem, id: ObjectId): void {
  const source = item.source;
  ctx.log.push({ event: 'rebounded', card: source.card, label: source.label, object: id, player: item.controller, rule: '702.88a' });
  const [moved] = moveObjects(ctx, [{ id, to: 'exile' }]);
  if (!moved) return;
  ctx.state.nextId += 1;
  const delayed: DelayedTrigger = {
    id: `d${ctx.state.nextId}`,
    source: { ...source, controller: item.controller },
    controller: item.controller,
    ability: {
      kind: 'triggered',
      rule: '702.88a',
      trigger: { on: 'beginningOfStep', step: 'upkeep', whose: 'yours' },
      optional: true,
      effects: [{ do: 'castWithoutPaying', object: { remembered: 0 } }],
    },
    // CR 603.7c: the card in exile, and only that object.
    remembered: [moved.after.id],
  };
  ctx.state.delayedTriggers = [...ctx.state.delayedTriggers, delayed];
  ctx.log.push({ event: 'delayedTriggerCreated', trigger: delayed.id, source: source.card, sourceLabel: source.label, player: item.controller, reason: 'rebound', rule: '603.7f' });
}
