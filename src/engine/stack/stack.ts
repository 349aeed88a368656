// The stack: triggered abilities put on it (CR 603.3), and the top object resolving (CR 608).
import { canPay, pay } from '../effects/mana';
import { conditionHolds } from '../triggers/conditions';
import { definition, newId, type Ctx } from '../state/context';
import { cascadeHit } from '../effects/basic-effects';
import { runEffects } from '../effects/effects';
import type { EffectScope } from '../effects/scope';
import { isLegalTarget, legalTargets } from './targets';
import { snapshot } from '../characteristics/characteristics';
import { matchesFilter } from '../characteristics/filters';
import type { CardChoice, TriggeredAbility } from '../state/card-types';
import type { DelayedTrigger, PendingTrigger } from '../triggers/trigger-types';
import type { Effect } from '../effects/effect-types';
import type { LogEntry, LogEventName } from '../state/log-types';
import type { ObjectId, PlayerId } from '../state/basic-types';
import type { StackItem } from './stack-types';
import type { TargetSpec } from '../effects/reference-types';
import { editPendingTrigger, popStack, pushOnStack } from '../state/draft';
import { pileFind, pileTop } from '../state/pile';
import { detectTriggers, doneKey, targetEvents } from '../triggers/triggers';
import { moveObjects } from '../events/zones';
import { entersAsFor, type EntersAsAnswers } from '../effects/as-enters';
import { castForbiddenBy } from '../effects/cast-restrictions';

/** The ability a stack object stands for; an activated ability reads like a trigger with no condition or option. */
function abilityOnStack(ctx: Ctx, item: StackItem): Omit<TriggeredAbility, 'kind' | 'trigger'> {
  if (item.delayed) return item.delayed;
  const ability = definition(ctx, item.source.card).abilities?.[item.abilityIndex ?? -1];
  if (!ability || ability.kind === 'mana' || ability.kind === 'static') throw new Error(`${item.source.card} has no ability ${item.abilityIndex}`);
  return ability;
}

export function triggeredAbility(ctx: Ctx, card: string, index: number): TriggeredAbility {
  const ability = definition(ctx, card).abilities?.[index];
  if (!ability || ability.kind !== 'triggered') throw new Error(`${card} has no triggered ability ${index}`);
  return ability;
}

/** CR 101.4: the active player first, then the others in turn order. */
export function apnapOrder(ctx: Ctx): PlayerId[] {
  const { players, active } = ctx.state;
  const start = players.indexOf(active);
  return [...players.slice(start), ...players.slice(0, start)].filter((p) => !ctx.state.playerState[p]?.lost);
}

/**
 * CR 603.3b: the abilities whose trigger condition is another ability triggering go on the stack in the
 * second part of the process, after all the others.
 */
function inSecondPart(ctx: Ctx, trigger: PendingTrigger): boolean {
  if (trigger.delayed) return trigger.delayed.trigger.on === 'abilityTriggered';
  return triggeredAbility(ctx, trigger.source.card, trigger.abilityIndex).trigger.on === 'abilityTriggered';
}

/**
 * CR 603.3b: the two-part process. First each player in APNAP order puts the triggered abilities they
 * control on the stack, in the order they choose, except those that trigger on another ability
 * triggering; then each player in APNAP order puts those. Returns false when it stops to wait for a
 * choice (an order or a target).
 */
export function putTriggersOnStack(ctx: Ctx): boolean {
  const { state } = ctx;
  // Most of the time no waiting ability triggers on another one: a single part, as before.
  const twoParts = state.pendingTriggers.some((t) => inSecondPart(ctx, t));
  for (const second of twoParts ? [false, true] : [null]) {
    if (!putPartOnStack(ctx, second)) return false;
  }
  // Triggers of players who left the game are gone with them.
  if (state.pendingTriggers.length > 0)
    state.pendingTriggers = state.pendingTriggers.filter((t) => !state.playerState[t.controller]?.lost);
  return true;
}

/** One part of CR 603.3b (`second`: the second part; null: both at once, when there is no second part). */
function putPartOnStack(ctx: Ctx, second: boolean | null): boolean {
  const { state } = ctx;
  const inPart = (t: PendingTrigger) => second === null || inSecondPart(ctx, t) === second;
  for (const player of apnapOrder(ctx)) {
    const mine = state.pendingTriggers.filter((t) => t.controller === player && inPart(t));
    if (mine.length === 0) continue;
    if (mine.length > 1 && mine.some((t) => !t.ordered) && !ctx.autoAnswer) {
      state.pending = {
        kind: 'order',
        player,
        options: mine.map((t) => ({ id: t.id, source: t.source.card, label: t.source.label })),
      };
      return false;
    }
    // The player's triggers go last in the list, the next one to put on the stack at the very end, so each
    // leaves the list as it goes on the stack without the list being copied each time.
    const others = state.pendingTriggers.filter((t) => !(t.controller === player && inPart(t)));
    state.pendingTriggers = [...others, ...mine.reverse()];
    ctx.owned.add(state.pendingTriggers);
    while (state.pendingTriggers.length > others.length) {
      if (!putLastOnStack(ctx, second === true)) {
        // Waiting for a target: show the remaining triggers in their order again.
        const remaining = state.pendingTriggers.slice(others.length).reverse();
        state.pendingTriggers = [...others, ...remaining];
        ctx.owned.add(state.pendingTriggers);
        return false;
      }
    }
  }
  return true;
}

/**
 * Puts the last pending trigger on the stack, choosing its targets first (CR 603.3d). Returns false if its
 * controller must choose a target; true once it is on the stack or removed.
 */
function putLastOnStack(ctx: Ctx, secondPart: boolean): boolean {
  const { state } = ctx;
  const list = state.pendingTriggers;
  const index = list.length - 1;
  let trigger = list[index]!;
  const ability = trigger.delayed ?? triggeredAbility(ctx, trigger.source.card, trigger.abilityIndex);
  if (ability.modes && trigger.mode === undefined) {
    // CR 603.3c: a mode whose targets can't be chosen can't be chosen; with no legal mode, it's removed.
    const legal = ability.modes
      .map((mode, i) => ({ mode, i }))
      .filter(({ mode }) => (mode.targets ?? []).every((spec) => legalTargets(ctx, spec, trigger.source, trigger.controller).length > 0))
      .map(({ i }) => i);
    if (legal.length === 0) {
      list.pop();
      ctx.log.push({ event: 'triggerRemoved', trigger: trigger.id, source: trigger.source.card, sourceLabel: trigger.source.label, player: trigger.controller, reason: 'noLegalMode', rule: '603.3c' });
      return true;
    }
    if (legal.length > 1 && !ctx.autoAnswer) {
      state.pending = { kind: 'mode', player: trigger.controller, trigger: trigger.id, options: legal };
      return false;
    }
    trigger = { ...trigger, mode: legal[0]! };
    list[index] = trigger;
  }
  const specs: readonly TargetSpec[] = (trigger.mode !== undefined ? ability.modes?.[trigger.mode]?.targets : ability.targets) ?? [];
  let targets = trigger.targets;
  while (targets.length < specs.length) {
    const options = legalTargets(ctx, specs[targets.length] as TargetSpec, trigger.source, trigger.controller);
    if (options.length === 0) {
      // CR 603.3d: no legal choice for a required target: the ability is removed.
      list.pop();
      ctx.log.push({ event: 'triggerRemoved', trigger: trigger.id, source: trigger.source.card, sourceLabel: trigger.source.label, player: trigger.controller, reason: 'noLegalTarget', rule: '603.3d' });
      return true;
    }
    if (options.length > 1 && !ctx.autoAnswer) {
      list[index] = targets === trigger.targets ? trigger : { ...trigger, targets };
      state.pending = { kind: 'target', player: trigger.controller, trigger: trigger.id, options };
      return false;
    }
    // A single legal choice, or the default answer: the first legal target.
    targets = [...targets, options[0] as string];
  }
  list.pop();
  const item: StackItem = {
    id: newId(ctx),
    kind: 'trigger',
    controller: trigger.controller,
    source: trigger.source,
    abilityIndex: trigger.abilityIndex,
    ...(trigger.delayed ? { delayed: trigger.delayed } : {}),
    ...(trigger.mode !== undefined ? { mode: trigger.mode } : {}),
    targets,
    context: trigger.context,
    decision: null,
  };
  if (trigger.watched) item.trigger = trigger.id;
  pushOnStack(ctx, item);
  ctx.pushed += 1;
  const entry: LogEntry = { event: 'triggerPutOnStack', trigger: trigger.id, object: item.id, source: item.source.card, sourceLabel: item.source.label, player: item.controller, targets: item.targets, rule: '603.3' };
  if (secondPart) {
    // CR 603.3b: it triggered on another ability triggering, so it waited for the first part.
    entry.reason = 'secondPart';
    entry.rule = '603.3b';
  }
  ctx.log.push(entry);
  detectTriggers(ctx, targetEvents(ctx, item), null);
  return true;
}

/** Answers a pending mode choice for the trigger being put on the stack. */
export function chooseTriggerMode(ctx: Ctx, triggerId: string, mode: number): void {
  const trigger = editPendingTrigger(ctx, triggerId);
  if (trigger) trigger.mode = mode;
}

/** Answers a pending target choice for the trigger being put on the stack. */
export function chooseTriggerTarget(ctx: Ctx, triggerId: string, target: string): void {
  editPendingTrigger(ctx, triggerId)?.targets.push(target);
}

function targetsNow(ctx: Ctx, item: StackItem, specs: readonly TargetSpec[]): (string | null)[] {
  return item.targets.map((t, i) => {
    const spec = specs[i];
    return spec && isLegalTarget(ctx, spec, t, item.source, item.controller) ? t : null;
  });
}

/**
 * Resolves the top object of the stack (CR 608). Stops, leaving it on the stack, when its controller
 * must first decide a "may" or an optional cost (CR 603.5); answering the choice resumes it here.
 */
export function resolveTop(ctx: Ctx): void {
  const { state } = ctx;
  const item = pileTop(state.stack);
  if (!item) return;
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
  // A card chosen as it resolves ("you may put a creature card from your hand onto the battlefield").
  let chosen = item.chosen;
  if (ability.choose && chosen === undefined) {
    const options = cardChoices(ctx, item, ability.choose);
    if (options.length === 0) chosen = null;
    else if (ctx.autoAnswer) chosen = options[0]!;
    else {
      state.pending = { kind: 'card', player: item.controller, item: item.id, options, optional: ability.choose.optional };
      return;
    }
  }
  // CR 603.6d: a chosen card put onto the battlefield (Sneak Attack) makes its "as it enters" choice first.
  let entering: EntersAsAnswers = {};
  const chosenCard = chosen ? state.objects[chosen] : undefined;
  const putting = chosenCard && effects.some((e) => e.do === 'putOntoBattlefield' && e.object === 'chosen');
  if (putting && chosenCard && decision !== false) {
    const answers = entersAsFor(ctx, item, chosenCard, item.controller);
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
  popStack(ctx);
  if (ability.onlyIfChosen && !chosen) decision = false; // "If you do": nothing was chosen, nothing happens
  if (decision === false) {
    ctx.log.push(entry(ability.optionalCost ? 'costNotPaid' : 'mayDeclined', '603.5'));
  } else {
    if (ability.optionalCost) {
      pay(ctx, item.controller, ability.optionalCost.mana);
      ctx.log.push(entry('costPaid', '603.5'));
    } else if (ability.optional) ctx.log.push(entry('mayAccepted', '603.5'));
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
      ...entering,
    };
    runEffects(ctx, effects, scope);
    if (done) state.doneThisTurn = [...(state.doneThisTurn ?? []), done];
  }
  ctx.log.push(entry('resolved', '608.2'));
}


/** A log entry about an ability on the stack: its source, the stack object, its controller; written out (no spread) as every resolution logs one. */
function itemEntry(event: LogEventName, item: StackItem, rule: string, reason?: string): LogEntry {
  const { card: source, label: sourceLabel } = item.source;
  return reason === undefined
    ? { event, source, sourceLabel, object: item.id, player: item.controller, rule }
    : { event, source, sourceLabel, object: item.id, player: item.controller, reason, rule };
}

/** The cards that may be chosen for an ability's `choose`: in the controller's hand, or permanents they control. */
export function cardChoices(ctx: Ctx, item: StackItem, choice: CardChoice): ObjectId[] {
  if (choice.from === 'cascade') {
    const hit = cascadeHit(ctx, item.controller, item.source.card);
    // CR 601.3: a card that can't be cast isn't offered (it goes to the bottom with the others).
    return hit && !castForbiddenBy(ctx, ctx.state.objects[hit]!.card) ? [hit] : [];
  }
  const zone = choice.from === 'battlefield' ? ctx.state.battlefield.filter((id) => ctx.state.objects[id]!.controller === item.controller) : null;
  const hand = zone ?? ctx.state.zones[item.controller]?.hand ?? [];
  return hand.filter((id) => matchesFilter(choice.filter, snapshot(ctx, ctx.state.objects[id]!), item.source, item.controller));
}

/** CR 707.10: a copy of a spell resolves like it, then ceases to exist (it has no card to move). */
function resolveCopy(ctx: Ctx, item: StackItem): void {
  const def = definition(ctx, item.source.card);
  const specs = def.spell?.targets ?? [];
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
  const specs = def.spell?.targets ?? [];
  const targets = targetsNow(ctx, item, specs);
  if (specs.length > 0 && targets.every((t) => t === null)) {
    ctx.log.push({ event: 'didNotResolve', ...about, reason: 'illegalTargets', rule: '608.2b' });
    moveObjects(ctx, [{ id: card.id, to: 'graveyard' }]);
    return;
  }
  const permanent = !def.types.includes('instant') && !def.types.includes('sorcery');
  ctx.log.push({ event: 'resolved', ...about, rule: permanent ? '608.3' : '608.2' });
  if (!permanent) {
    if (def.spell)
      runEffects(ctx, def.spell.effects, { controller: item.controller, source: item.source, targets, context: {}, remembered: [], chosen: null, bottom: [] });
    // CR 702.88a: rebound replaces going to the graveyard, for a spell cast from its owner's hand.
    if (def.rebound && item.castFrom === 'hand') return rebound(ctx, item, card.id);
    // CR 608.2n: the card goes to its owner's graveyard as the last step of resolution.
    moveObjects(ctx, [{ id: card.id, to: 'graveyard' }]);
  } else {
    // CR 608.3: a permanent spell becomes a permanent under its controller's control.
    moveObjects(ctx, [
      {
        id: card.id,
        to: 'battlefield',
        controller: item.controller,
        ...(item.x !== undefined ? { x: item.x } : {}),
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
