// The app's "Answer automatically": each pending choice answered as a reasonable player would (the rules
// are listed in docs/scenarios.md, "The app's button"). The scenario format's plain `auto` keeps answering
// with the first legal option (`defaultAnswer` in choices.ts); this policy is asked for by name.
import { defaultDivision } from '../combat/damage';
import { canPay } from '../effects/mana';
import type { Effect } from '../effects/effect-types';
import { abilityOnStack, triggeredAbility } from '../stack/stack';
import { settle } from '../stack/settle';
import type { PendingChoice } from '../state/choice-types';
import { pileFind, pileToArray, pileTop } from '../state/pile';
import type { Action } from './action-types';
import { choose } from './choices';
import type { Result } from './guards';
import { effectsScore, forPlayer, isOpponent, worth, type Situation } from './sensible-score';
import { definition, type Ctx } from '../state/context';
import { isLegendary, snapshot } from '../characteristics/characteristics';
import { legalTargets } from '../stack/targets';
import { spellTargets } from '../stack/spell-targets';
import type { Ability, TriggeredAbility } from '../state/card-types';
import type { PendingTrigger } from '../triggers/trigger-types';
import type { PlayerId } from '../state/basic-types';

type Choose = Extract<Action, { type: 'choose' }>;

/** Answers are given as the choice's options name them: a label, else the id. */
function ref(ctx: Ctx, id: string): string {
  return ctx.state.objects[id]?.label ?? id;
}

/** CR 603.3c: what an ability does: its chosen mode's effects, or its own when it has no modes. */
function effectsOf(ability: { effects: readonly Effect[]; modes?: readonly { effects: readonly Effect[] }[] }, mode: number | undefined): readonly Effect[] {
  return mode !== undefined ? (ability.modes?.[mode]?.effects ?? []) : ability.effects;
}

/** The effects of the ability on top of the stack, and what they are about. */
function topAbility(ctx: Ctx): { effects: readonly Effect[]; situation: Situation; choosesToLose: boolean } | null {
  const item = pileTop(ctx.state.stack);
  if (!item || item.kind === 'spell') return null;
  const ability = abilityOnStack(ctx, item);
  const effects = effectsOf(ability, item.mode);
  const choosesToLose = effects.some((e) => 'object' in e && e.object === 'chosen' && ['sacrifice', 'discard', 'exile', 'destroy'].includes(e.do));
  return {
    effects,
    choosesToLose,
    situation: { controller: item.controller, source: item.source.id, targets: item.targets, eventPlayer: item.context.eventPlayer, defender: item.context.defender },
  };
}

/** `count` options, least valuable first; `tokensLast`: a token returned to a hand ceases to exist. */
function leastValuable(ctx: Ctx, options: readonly string[], count: number, tokensLast = false): string[] {
  const cost = (id: string) => {
    const obj = ctx.state.objects[id];
    return obj ? worth(ctx, obj) + (tokensLast && obj.token ? 1000 : 0) : 0;
  };
  return options
    .map((id, i) => ({ id, i, cost: cost(id) }))
    .sort((a, b) => a.cost - b.cost || a.i - b.i)
    .slice(0, count)
    .map((o) => o.id);
}

function mostValuable(ctx: Ctx, options: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestWorth = -1;
  for (const id of options) {
    const obj = ctx.state.objects[id];
    const w = obj ? worth(ctx, obj) : 0;
    if (w > bestWorth) [best, bestWorth] = [id, w];
  }
  return best;
}

/** A waiting trigger's ability and what its effects are about (its controller, source, targets so far, event). */
function triggerSituation(ctx: Ctx, trigger: PendingTrigger): { ability: TriggeredAbility; situation: Situation } {
  const ability = trigger.delayed ?? triggeredAbility(ctx, trigger.source.card, trigger.abilityIndex);
  const { eventPlayer, defender } = trigger.context;
  return { ability, situation: { controller: trigger.controller, source: trigger.source.id, targets: trigger.targets, eventPlayer, defender } };
}

/**
 * The target a trigger's controller picks for its next target: the option its effects are best for, from the
 * controller's side (a drain or a removal is best on an opponent, a gain on themselves), ties as `bestTarget` breaks them.
 */
function sensibleTarget(ctx: Ctx, pending: Extract<PendingChoice, { kind: 'target' }>): string {
  const trigger = ctx.state.pendingTriggers.findLast((t) => t.id === pending.trigger);
  const first = pending.options[0]!;
  if (!trigger) return first;
  const { ability, situation: base } = triggerSituation(ctx, trigger);
  const effects = effectsOf(ability, trigger.mode);
  const slot = trigger.targets.length;
  const judge = trigger.controller;
  // A permanent another of the same player's abilities already removes gains nothing from a second removal (two
  // Ravenous Chupacabra triggers with Panharmonicon aim at two creatures, not one twice).
  const doomed = removes(effects, slot) ? doomedBy(ctx, judge, trigger.id) : null;
  return bestTarget(ctx, pending.options, (option) => {
    if (doomed?.has(option)) return 0;
    const targets: (string | null)[] = [...trigger.targets];
    targets[slot] = option;
    return effectsScore(ctx, effects, { ...base, targets }, judge);
  }, judge);
}

/**
 * CR 603.3c: the mode a trigger's controller picks as it goes on the stack: the one whose effects are best for them
 * (Charming Prince: gaining 3 life rather than a scry, which the engine can't judge, or exiling one's own creature);
 * among equals, the first. A mode's targets are chosen after it, so they don't count.
 */
function sensibleMode(ctx: Ctx, pending: Extract<PendingChoice, { kind: 'mode' }>): number {
  const first = pending.options[0]!;
  const trigger = ctx.state.pendingTriggers.findLast((t) => t.id === pending.trigger);
  if (!trigger) return first;
  const { ability, situation: base } = triggerSituation(ctx, trigger);
  const judge = trigger.controller;
  const situation: Situation = { ...base, targets: [] };
  let best = first;
  let bestScore = -Infinity;
  for (const mode of pending.options) {
    const score = effectsScore(ctx, effectsOf(ability, mode), situation, judge);
    if (score > bestScore) [best, bestScore] = [mode, score];
  }
  return best;
}

const REMOVALS: ReadonlySet<Effect['do']> = new Set(['destroy', 'exile', 'returnToHand']);

/** Do these effects take the permanent in target slot `slot` off the battlefield? */
function removes(effects: readonly Effect[], slot: number): boolean {
  return effects.some((e) => REMOVALS.has(e.do) && 'object' in e && typeof e.object === 'object' && e.object !== null && 'target' in e.object && e.object.target === slot);
}

/** The permanents that `player`'s other triggered abilities, waiting or on the stack, already target for removal. */
function doomedBy(ctx: Ctx, player: PlayerId, except: string): Set<string> {
  const out = new Set<string>();
  const note = (card: string, abilityIndex: number, mode: number | undefined, targets: readonly (string | null)[]) => {
    const effects = effectsOf(triggeredAbility(ctx, card, abilityIndex), mode);
    targets.forEach((target, slot) => {
      if (target && removes(effects, slot)) out.add(target);
    });
  };
  for (const t of ctx.state.pendingTriggers) if (t.id !== except && t.controller === player && !t.delayed) note(t.source.card, t.abilityIndex, t.mode, t.targets);
  for (const item of pileToArray(ctx.state.stack))
    if (item.kind === 'trigger' && item.controller === player && item.abilityIndex !== null && !item.delayed) note(item.source.card, item.abilityIndex, item.mode, item.targets);
  return out;
}

/**
 * Among a target's options, each scored for `judge` by what the effects would do with it: the best one. Among
 * equally good ones: a player before a permanent; the player with the lowest life; the strongest permanent, unless
 * all are bad for the judge's own side, then the weakest.
 */
function bestTarget(ctx: Ctx, options: readonly string[], scoreOf: (option: string) => number, judge: PlayerId): string {
  const first = options[0]!;
  const scored = options.map((option, i) => ({ option, i, score: scoreOf(option) }));
  const best = Math.max(...scored.map((s) => s.score));
  const tied = scored.filter((s) => s.score === best);
  const players = tied.filter((s) => ctx.state.players.includes(s.option));
  if (players.length > 0) {
    const life = (p: string) => ctx.state.playerState[p]?.life ?? 0;
    // An opponent with the lowest life; yourself when the effect is good for whoever it targets.
    const opponents = players.filter((s) => isOpponent(ctx, judge, s.option));
    const pool = best > 0 && opponents.length > 0 && !players.some((s) => s.option === judge) ? opponents : players;
    return pool.reduce((a, b) => (life(b.option) < life(a.option) ? b : a)).option;
  }
  return bestPermanent(ctx, tied.map((s) => s.option), best, judge) ?? first;
}

/**
 * Among permanents that are equally good (`score`) for `judge`: the strongest, unless that is bad for the judge's
 * own side (all are theirs), then the weakest.
 */
function bestPermanent(ctx: Ctx, ids: readonly string[], score: number, judge: PlayerId): string | undefined {
  const mine = ids.every((id) => ctx.state.objects[id]?.controller === judge);
  return score < 0 && mine ? leastValuable(ctx, ids, 1)[0] : mostValuable(ctx, ids);
}

/**
 * CR 303.4f: the permanent an Aura moved onto the battlefield would best enchant, for the player choosing: each option
 * is weighed by what the Aura's abilities about the permanent it enchants would do to that permanent and its
 * controller (Pooling Venom's life loss falls on the land's controller: an opponent's land; Gift of Immortality
 * returns the creature to its owner: one's own creature; "enchanted creature gets +N/+N": one's own), then picked
 * as for a target. An Aura with no such ability gives nothing to weigh: the first option.
 */
function sensibleHost(ctx: Ctx, pending: Extract<PendingChoice, { kind: 'card' }>): string {
  const first = pending.options[0]!;
  const aura = ctx.state.objects[pending.item];
  const about = aura ? (definition(ctx, aura.card).abilities ?? []).filter(aboutEnchanted) : [];
  if (!aura || about.length === 0) return first;
  const judge = pending.player;
  const scored = pending.options.map((option) => {
    const host = ctx.state.objects[option];
    const situation: Situation = { controller: judge, source: aura.id, targets: [], eventObject: host };
    let score = 0;
    for (const ability of about) {
      if (ability.kind === 'triggered') score += effectsScore(ctx, ability.effects, situation, judge);
      else if (ability.kind === 'static') score += forPlayer(ctx, judge, host?.controller, staticSign(ability));
    }
    return { option, score };
  });
  const best = Math.max(...scored.map((s) => s.score));
  return bestPermanent(ctx, scored.filter((s) => s.score === best).map((s) => s.option), best, judge) ?? first;
}

/** An ability about the permanent its Aura enchants: "whenever enchanted land becomes tapped", "enchanted creature gets…". */
function aboutEnchanted(ability: Ability): boolean {
  if (ability.kind === 'static') return ability.affects.enchanted === true;
  return ability.kind === 'triggered' && 'object' in ability.trigger && ability.trigger.object.enchanted === true;
}

/** +1 when a static ability helps what it affects (a pump, keywords), −1 when it hurts it (a shrink, losing all abilities). */
function staticSign(ability: Extract<Ability, { kind: 'static' }>): number {
  const pt = Math.sign((ability.addPower ?? 0) + (ability.addToughness ?? 0));
  return Math.sign(pt + (ability.addKeywords?.length ? 1 : 0) - (ability.loseAllAbilities ? 1 : 0));
}

/** The sensible answer to the pending choice, or null when nothing is pending. */
export function sensibleChoice(ctx: Ctx): Choose | null {
  const pending = ctx.state.pending;
  if (!pending) return null;
  const player = pending.player;
  const answer = (value: Choose['answer']): Choose => ({ type: 'choose', player, answer: value });
  switch (pending.kind) {
    case 'order':
      // Your own triggers, in the order the game lists them (the order they triggered in), except that one that
      // would make you win resolves first (put on the stack last): the others can't then spoil its "if" (Blood
      // Tyrant's life loss under Felidar Sovereign's 40 life, CR 603.4).
      return answer(winsLast(ctx, pending.options.map((o) => o.id), player));
    case 'target':
      return answer(ref(ctx, sensibleTarget(ctx, pending)));
    case 'may': {
      // Yes, unless what it would do hurts its controller on balance.
      const top = topAbility(ctx);
      return answer(!top || effectsScore(ctx, top.effects, top.situation, player) >= 0);
    }
    case 'pay': {
      if (!canPay(ctx, player, pending.cost)) return answer(false);
      const top = topAbility(ctx);
      if (!top) return answer(false);
      const score = effectsScore(ctx, top.effects, top.situation, player);
      // An optional cost: pay when the effect helps. "Unless": pay to stop an effect that would hurt the payer.
      return answer(pending.unless ? score < 0 : score > 0);
    }
    case 'mode':
      return answer(sensibleMode(ctx, pending));
    case 'scry':
      return answer([]);
    case 'card': {
      if (pending.moving) return answer(ref(ctx, sensibleHost(ctx, pending)));
      // Cascade: the hit is cast unless even its best targets make it bad for its caster (a Counterspell whose only
      // target is its caster's own spell).
      if (pending.optional && cascades(ctx) && !worthCasting(ctx, pending.options[0], player)) return answer(false);
      // The best card to put onto the battlefield; the least valuable one to sacrifice or discard.
      const top = topAbility(ctx);
      const pick = top?.choosesToLose ? leastValuable(ctx, pending.options, 1)[0] : mostValuable(ctx, pending.options);
      return answer(ref(ctx, pick ?? pending.options[0]!));
    }
    case 'legend':
      return answer(ref(ctx, pending.options[pending.options.length - 1]!));
    case 'sacrifice':
    case 'discard':
      return answer(leastValuable(ctx, pending.options, pending.count).map((id) => ref(ctx, id)));
    case 'return':
      return answer(leastValuable(ctx, pending.options, pending.count, true).map((id) => ref(ctx, id)));
    case 'name':
      return answer(pending.options[0]!);
    case 'copy': {
      // CR 704.5j: a copy of a legendary permanent its controller already controls would lose one of the two at
      // once; the most valuable of the others, when there are others.
      const kept = pending.options.filter((id) => !ownLegend(ctx, id, player));
      return answer(ref(ctx, mostValuable(ctx, kept.length > 0 ? kept : pending.options) ?? pending.options[0]!));
    }
    case 'damageAssignment':
      return answer(defaultDivision(pending));
    case 'newTargets':
      // A copy keeps the targets its original was given; a spell cast by an effect has its targets chosen now (601.2c).
      return answer(pending.reason === 'cast' ? sensibleSpellTargets(ctx, pending).map((id) => ref(ctx, id)) : false);
  }
}

/** The triggers `ids` in their order, those that would make `player` win moved to the end (resolving first). */
function winsLast(ctx: Ctx, ids: string[], player: PlayerId): string[] {
  const wins = (id: string) => {
    const trigger = ctx.state.pendingTriggers.find((t) => t.id === id);
    if (!trigger) return false;
    const { ability, situation } = triggerSituation(ctx, trigger);
    return effectsOf(ability, trigger.mode).some((e) => e.do === 'winGame' && effectsScore(ctx, [e], situation, player) > 0);
  };
  const winners = ids.filter(wins);
  return winners.length === 0 ? ids : [...ids.filter((id) => !winners.includes(id)), ...winners];
}

/** Is the top of the stack a cascade ability, asking whether to cast the card it found? */
function cascades(ctx: Ctx): boolean {
  const item = pileTop(ctx.state.stack);
  return item !== undefined && item.kind !== 'spell' && abilityOnStack(ctx, item).choose?.from === 'cascade';
}

/**
 * Would casting `card` (cascade's hit) help `player`? Its spell's effects, each target the best option for them; a
 * spell with nothing the engine can weigh (a creature, a scry) is worth casting.
 */
function worthCasting(ctx: Ctx, card: string | undefined, player: PlayerId): boolean {
  const obj = card ? ctx.state.objects[card] : undefined;
  if (!obj) return true;
  const def = definition(ctx, obj.card);
  const effects = def.spell?.effects ?? [];
  const source = snapshot(ctx, obj);
  const options = spellTargets(def).map((spec) => legalTargets(ctx, spec, source, player));
  if (options.some((o) => o.length === 0)) return true;
  const targets = bestSpellTargets(ctx, effects, obj.id, player, options, []);
  return effectsScore(ctx, effects, { controller: player, source: obj.id, targets }, player) >= 0;
}

/**
 * CR 601.2c: a spell's targets chosen one after the other, each the option its effects are best for from `judge`'s
 * side, the later ones counted as `current` holds them (a slot with no option keeps its current target).
 */
function bestSpellTargets(ctx: Ctx, effects: readonly Effect[], source: string, judge: PlayerId, options: readonly (readonly string[])[], current: readonly string[]): string[] {
  const chosen: string[] = [];
  options.forEach((slotOptions, slot) => {
    const scoreOf = (option: string) => {
      const targets = [...chosen, option, ...current.slice(slot + 1)];
      return effectsScore(ctx, effects, { controller: judge, source, targets }, judge);
    };
    chosen.push(slotOptions.length > 0 ? bestTarget(ctx, slotOptions, scoreOf, judge) : current[slot]!);
  });
  return chosen;
}

/** A legendary permanent `player` controls: a copy of it under their control meets the legend rule (704.5j). */
function ownLegend(ctx: Ctx, id: string, player: PlayerId): boolean {
  const obj = ctx.state.objects[id];
  return obj !== undefined && obj.controller === player && isLegendary(ctx, obj);
}

/**
 * CR 601.2c: the targets of a spell cast by an effect (cascade, rebound), chosen as it is cast, one after the other,
 * as a trigger's are: each the option the spell's effects are best for, from its caster's side (Lightning Bolt
 * cast by cascade aims at an opponent, not at its caster).
 */
function sensibleSpellTargets(ctx: Ctx, pending: Extract<PendingChoice, { kind: 'newTargets' }>): string[] {
  const item = pileFind(ctx.state.stack, (i) => i.id === pending.item);
  const effects = item ? (definition(ctx, item.source.card).spell?.effects ?? []) : [];
  return bestSpellTargets(ctx, effects, pending.item, pending.player, pending.options, pending.current);
}

/** Every pending choice answered sensibly, including those that come up while answering (each is asked). */
export function autoSensible(ctx: Ctx): Result {
  // A choice that comes up while triggers go on the stack is answered where it is asked, so the process goes on
  // instead of starting again for each of a thousand targets; the others are answered in rounds.
  ctx.answerInPlace = (c) => {
    const answer = sensibleChoice(c);
    return answer !== null && choose(c, answer) === null;
  };
  for (let i = 0; i < 50_000; i++) {
    const answer = sensibleChoice(ctx);
    if (!answer) return null;
    const rejected = choose(ctx, answer);
    if (rejected) return rejected;
    settle(ctx);
  }
  return null;
}
