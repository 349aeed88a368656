// Combat (CR 506–511): the turn-based actions of the combat steps. Attackers and blockers are declared
// as their steps begin (the `attack` and `block` actions carry the declarations there, see
// combat-actions.ts); combat damage is assigned and dealt as its step begins; with no attackers the
// declare blockers and combat damage steps are skipped; combat ends with its last step.
import { hasKeyword, isCreature, power, snapshot, toughness } from '../characteristics/characteristics';
import { explainNotAlone } from '../triggers/combat-triggers';
import { cardOf, definition, type Ctx } from '../state/context';
import { dealDamage } from '../effects/basic-effects';
import type { GameEvent } from '../events/events';
import { editPlayer } from '../state/draft';
import { summoningSick } from '../characteristics/summoning-sickness';
import { detectTriggers } from '../triggers/triggers';
import type { CardRef, Rejection } from '../actions/action-types';
import type { CombatState } from './combat-types';
import type { GameObject } from '../state/object-types';
import type { ObjectId, PlayerId, Step } from '../state/basic-types';
import type { PendingChoice } from '../state/choice-types';
import { resolveRef, setTapped } from '../events/zones';

const reject = (error: string, params?: Record<string, string | number>): Rejection => ({
  ok: false,
  error: `errors.${error}`,
  ...(params ? { params } : {}),
});

/** A creature still on the battlefield, or null once it has left (a new object is no longer in combat). */
function creatureHere(ctx: Ctx, id: ObjectId): GameObject | null {
  const obj = ctx.state.objects[id];
  return obj && obj.zone === 'battlefield' && isCreature(ctx, obj) ? obj : null;
}

// --- Declare attackers (CR 508) ---------------------------------------------------------------

export interface DeclaredAttacker {
  obj: GameObject;
  defender: PlayerId;
}

/** CR 508.1a–c: the creatures that can attack, each attacking an opponent. Returns a rejection otherwise. */
export function checkAttackers(ctx: Ctx, refs: readonly { card: CardRef; target: PlayerId }[]): DeclaredAttacker[] | Rejection {
  const { state } = ctx;
  const declared: DeclaredAttacker[] = [];
  for (const entry of refs) {
    if (!entry || typeof entry !== 'object') return reject('badAttackers');
    const obj = typeof entry.card === 'string' ? resolveRef(state, entry.card, ['battlefield']) : null;
    if (!obj) return reject('cardNotFound', { ref: String(entry.card) });
    if (!isCreature(ctx, obj)) return reject('notACreature', { card: obj.card });
    if (obj.controller !== state.active) return reject('notYourCard', { card: obj.card });
    if (declared.some((d) => d.obj.id === obj.id)) return reject('duplicateAttacker', { card: obj.card });
    if (obj.tapped) return reject('alreadyTapped', { card: obj.card });
    if (hasKeyword(ctx, obj, 'defender')) return reject('cannotAttack', { card: obj.card }); // CR 702.3b
    // CR 302.6: only a creature its controller has controlled since their turn began, unless it has haste (702.10b).
    if (summoningSick(ctx, obj)) return reject('summoningSick', { card: obj.card });
    const target = entry.target;
    if (typeof target !== 'string' || !Object.hasOwn(state.playerState, target) || state.playerState[target]!.lost || target === state.active)
      return reject('notAnOpponent', { player: String(target) });
    declared.push({ obj, defender: target });
  }
  return declared;
}

/** CR 508.1: as the declare attackers step begins, the active player declares the attackers the action carries (none after `advance` or `pass`). */
function declareAttackers(ctx: Ctx): void {
  const plan = ctx.combatPlan;
  const declared = checkAttackers(ctx, plan?.attackers ?? []);
  if ('ok' in declared) {
    if (plan) plan.error = declared;
    return;
  }
  if (declared.length === 0) return;
  editPlayer(ctx, ctx.state.active).attackedThisTurn = true; // raid: "if you attacked this turn"
  ctx.state.combat = { attackers: declared.map(({ obj, defender }) => ({ object: obj.id, defender })), blockers: [], blocked: [] };
  for (const { obj, defender } of declared)
    ctx.log.push({ event: 'attackerDeclared', card: obj.card, label: obj.label, object: obj.id, player: defender, rule: '508.1' });
  // CR 508.1f: attacking taps the creature, as a rule and not as a cost; vigilance keeps it untapped (702.20b).
  const tapping = declared.filter(({ obj }) => !hasKeyword(ctx, obj, 'vigilance')).map(({ obj }) => obj.id);
  setTapped(ctx, tapping, true, 'attack');
  // CR 508.1m, 508.2a: abilities that trigger on attackers being declared trigger now.
  const attackers = declared.map(({ obj }) => snapshot(ctx, ctx.state.objects[obj.id]!));
  const alone = attackers.length === 1;
  detectTriggers(
    ctx,
    attackers.map((object, i): GameEvent => ({ type: 'attacked', object, defender: declared[i]!.defender, alone })),
    null,
  );
  explainNotAlone(ctx, attackers);
}

// --- Declare blockers (CR 509) ----------------------------------------------------------------

export interface DeclaredBlock {
  blocker: GameObject;
  attacker: GameObject;
}

/** CR 509.1a–c: untapped creatures of the defending players, each blocking one creature attacking its controller. */
export function checkBlockers(ctx: Ctx, combat: CombatState, refs: readonly { card: CardRef; blocks: CardRef }[]): DeclaredBlock[] | Rejection {
  const { state } = ctx;
  const declared: DeclaredBlock[] = [];
  for (const entry of refs) {
    if (!entry || typeof entry !== 'object') return reject('badBlockers');
    const blocker = typeof entry.card === 'string' ? resolveRef(state, entry.card, ['battlefield']) : null;
    if (!blocker) return reject('cardNotFound', { ref: String(entry.card) });
    const attacker = typeof entry.blocks === 'string' ? resolveRef(state, entry.blocks, ['battlefield']) : null;
    if (!attacker) return reject('cardNotFound', { ref: String(entry.blocks) });
    const attack = combat.attackers.find((a) => a.object === attacker.id);
    if (!attack || !creatureHere(ctx, attacker.id)) return reject('notAttacking', { card: attacker.card });
    if (!isCreature(ctx, blocker)) return reject('notACreature', { card: blocker.card });
    if (blocker.controller !== attack.defender) return reject('notDefending', { card: blocker.card, attacker: attacker.card });
    if (blocker.tapped) return reject('alreadyTapped', { card: blocker.card });
    // CR 702.9b: a creature with flying can be blocked only by creatures with flying or reach.
    if (hasKeyword(ctx, attacker, 'flying') && !hasKeyword(ctx, blocker, 'flying') && !hasKeyword(ctx, blocker, 'reach'))
      return reject('cannotBlock', { card: blocker.card, attacker: attacker.card });
    if (declared.some((d) => d.blocker.id === blocker.id && d.attacker.id === attacker.id))
      return reject('duplicateBlocker', { card: blocker.card });
    if (declared.some((d) => d.blocker.id === blocker.id) && !canBlockSeveral(ctx, blocker))
      return reject('blocksOnlyOne', { card: blocker.card });
    declared.push({ blocker, attacker });
  }
  return declared;
}

/** CR 509.1a: a creature blocks one attacker, unless an ability lets it block more. */
function canBlockSeveral(ctx: Ctx, blocker: GameObject): boolean {
  return Boolean(definition(ctx, cardOf(blocker)).canBlockAny);
}

/** CR 509.1: as the declare blockers step begins, the defending players declare the blockers the action carries. */
function declareBlockers(ctx: Ctx): void {
  const { state } = ctx;
  const combat = state.combat;
  const plan = ctx.combatPlan;
  if (!combat) return;
  const declared = checkBlockers(ctx, combat, plan?.blockers ?? []);
  if ('ok' in declared) {
    if (plan) plan.error = declared;
    return;
  }
  const blockers: CombatState['blockers'] = [];
  for (const { blocker, attacker } of declared) {
    const entry = blockers.find((b) => b.object === blocker.id);
    if (entry) entry.blocking.push(attacker.id);
    else blockers.push({ object: blocker.id, blocking: [attacker.id] });
    ctx.log.push({
      event: 'blockerDeclared',
      card: blocker.card,
      label: blocker.label,
      object: blocker.id,
      source: attacker.card,
      sourceLabel: attacker.label,
      player: blocker.controller,
      rule: '509.1g',
    });
  }
  // CR 509.1h: an attacker with at least one blocker becomes blocked, and stays so for the rest of combat.
  const blocked = combat.attackers.map((a) => a.object).filter((id) => blockers.some((b) => b.blocking.includes(id)));
  for (const id of blocked) {
    const attacker = state.objects[id]!;
    const count = blockers.filter((b) => b.blocking.includes(id)).length;
    ctx.log.push({ event: 'becameBlocked', card: attacker.card, label: attacker.label, object: id, count, rule: '509.1h' });
  }
  state.combat = { attackers: combat.attackers, blockers, blocked };
  // CR 509.1i, 509.3: block triggers: once per blocker ("blocks"), once per blocker and attacker ("blocks a
  // creature", "becomes blocked by a creature"), once per blocked attacker ("becomes blocked").
  const snap = (id: ObjectId) => snapshot(ctx, state.objects[id]!);
  const events: GameEvent[] = [
    ...blockers.map((b): GameEvent => ({ type: 'blocked', object: snap(b.object), attackers: b.blocking.map(snap) })),
    ...blockers.flatMap((b) =>
      b.blocking.map((a): GameEvent => ({ type: 'blockedCreature', blocker: snap(b.object), attacker: snap(a) })),
    ),
    ...blocked.map((id): GameEvent => ({
      type: 'becameBlocked',
      object: snap(id),
      blockers: blockers.filter((b) => b.blocking.includes(id)).map((b) => snap(b.object)),
    })),
  ];
  if (events.length > 0) detectTriggers(ctx, events, null);
}

// --- Combat damage (CR 510) -------------------------------------------------------------------

interface Assignment {
  source: GameObject;
  to: { player: PlayerId } | { object: GameObject };
  amount: number;
}

/** CR 702.7b, 702.4b: first strike or double strike. */
function strikesFirst(ctx: Ctx, obj: GameObject): boolean {
  return hasKeyword(ctx, obj, 'firstStrike') || hasKeyword(ctx, obj, 'doubleStrike');
}

/**
 * CR 510.4: does this creature deal combat damage in this step? In the first-strike step, those that had
 * first strike or double strike as it began; in the regular step, all the others and those that have
 * double strike now (702.7c, 702.4c–d). Without a first-strike step, every creature does.
 */
function dealsDamageIn(ctx: Ctx, combat: CombatState, obj: GameObject, step: Step): boolean {
  const first = combat.firstStrikers;
  if (step === 'firstStrikeDamage') return first?.includes(obj.id) ?? false;
  return !first?.includes(obj.id) || hasKeyword(ctx, obj, 'doubleStrike');
}

type Plan = { assignments: Assignment[] } | { ask: Extract<PendingChoice, { kind: 'damageAssignment' }> };

/**
 * CR 510.1: each attacking and blocking creature that deals damage in this step assigns combat damage
 * equal to its power. An unblocked attacker assigns it to the player it attacks (510.1b). A blocked one
 * divides it among its blockers as its controller chooses (510.1c): a `damageAssignment` choice when
 * there is a real choice, recorded in `combat.divisions`; with trample, lethal damage to every blocker
 * before any to the player (702.19b). A blocker divides its damage among the attackers it blocks (510.1d;
 * lethal to each in turn, not asked). Returns the assignments, or the next question to ask.
 */
function planDamage(ctx: Ctx, combat: CombatState, step: Step): Plan {
  const { state } = ctx;
  const assignments: Assignment[] = [];
  const assigned = new Map<ObjectId, number>();
  // CR 510.1c: lethal damage counts damage already marked and damage assigned earlier in this step; from
  // a source with deathtouch, any nonzero damage is lethal (702.2c).
  const lethal = (source: GameObject, obj: GameObject) => {
    const left = Math.max(0, (toughness(ctx, obj) ?? 0) - obj.damage - (assigned.get(obj.id) ?? 0));
    return hasKeyword(ctx, source, 'deathtouch') ? Math.min(1, left) : left;
  };
  const assign = (source: GameObject, to: Assignment['to'], amount: number) => {
    if (amount <= 0) return;
    assignments.push({ source, to, amount });
    if ('object' in to) assigned.set(to.object.id, (assigned.get(to.object.id) ?? 0) + amount);
  };
  /** The default division: lethal damage to each in order, the rest to the last one (or to `excess`). */
  const byDefault = (source: GameObject, amount: number, among: GameObject[], excess: { player: PlayerId } | null): number[] => {
    let left = amount;
    const shares = among.map((target, i) => {
      const share = i === among.length - 1 && !excess ? left : Math.min(left, lethal(source, target));
      left -= share;
      return share;
    });
    return excess ? [...shares, left] : shares;
  };
  const here = (id: ObjectId) => creatureHere(ctx, id);
  const deals = (obj: GameObject | null): obj is GameObject => obj !== null && dealsDamageIn(ctx, combat, obj, step);
  for (const { object, defender } of combat.attackers) {
    const attacker = here(object);
    if (!deals(attacker)) continue;
    const amount = power(ctx, attacker) ?? 0;
    if (amount <= 0) continue; // CR 510.1a
    const player = state.playerState[defender]?.lost === false ? { player: defender } : null;
    if (!combat.blocked.includes(object)) {
      if (player) assign(attacker, player, amount); // CR 510.1b
      continue;
    }
    const blockers = combat.blockers
      .filter((b) => b.blocking.includes(object))
      .map((b) => here(b.object))
      .filter((b): b is GameObject => b !== null);
    const trample = hasKeyword(ctx, attacker, 'trample') ? player : null;
    // CR 510.1c: a blocked creature whose blockers are all gone deals no damage, unless it has trample (702.19d).
    if (blockers.length === 0) {
      if (trample) assign(attacker, trample, amount);
      continue;
    }
    const targets: Assignment['to'][] = [...blockers.map((b) => ({ object: b })), ...(trample ? [trample] : [])];
    const minimum = [...blockers.map((b) => lethal(attacker, b)), ...(trample ? [0] : [])];
    // A real choice: two or more blockers, or trample and more damage than is lethal to the one blocker.
    const choice = blockers.length >= 2 || (trample !== null && amount > minimum[0]!);
    const made = combat.divisions?.find((d) => d.attacker === object);
    let shares: number[];
    if (made) shares = made.amounts;
    else if (!choice) shares = byDefault(attacker, amount, blockers, trample);
    else {
      const options = targets.map((t) => ('player' in t ? t.player : t.object.id));
      return { ask: { kind: 'damageAssignment', player: attacker.controller, attacker: object, amount, options, lethal: minimum, trample: trample !== null } };
    }
    targets.forEach((to, i) => assign(attacker, to, shares[i] ?? 0));
  }
  for (const { object, blocking } of combat.blockers) {
    const blocker = here(object);
    if (!deals(blocker)) continue;
    const amount = power(ctx, blocker) ?? 0;
    if (amount <= 0) continue;
    const attackers = blocking.map(here).filter((a): a is GameObject => a !== null);
    byDefault(blocker, amount, attackers, null).forEach((share, i) => assign(blocker, { object: attackers[i]! }, share)); // CR 510.1d
  }
  return { assignments };
}

/**
 * CR 510.1–2: combat damage is assigned as its step begins (asking the attacking player how to divide
 * it when there is a choice), then all of it is dealt at once. Called again once each choice is made.
 */
export function combatDamage(ctx: Ctx): void {
  const { state } = ctx;
  const combat = state.combat;
  if (!combat) return;
  const plan = planDamage(ctx, combat, state.step);
  if ('ask' in plan) {
    state.pending = plan.ask;
    return;
  }
  const { divisions: _done, ...rest } = combat;
  state.combat = rest;
  const { assignments } = plan;
  if (assignments.length === 0) return;
  if (ctx.state.durationEffects.some((e) => e.kind === 'preventCombatDamage')) {
    // CR 615, 603.2g: prevented damage is never dealt, so nothing triggers on it; the log says so.
    for (const { source, to, amount } of assignments)
      ctx.log.push({ event: 'damagePrevented', card: source.card, label: source.label, amount, ...('player' in to ? { player: to.player } : { target: to.object.label ?? to.object.id }), reason: 'prevented', rule: '603.2g' });
    return;
  }
  ctx.log.push({ event: 'combatDamage', rule: '510.2' });
  const sources = new Map(assignments.map((a) => [a.source.id, snapshot(ctx, a.source)]));
  for (const { source, to, amount } of assignments) dealDamage(ctx, sources.get(source.id)!, to, amount);
}

/**
 * Answers a `damageAssignment` choice: one whole amount per option, adding up to the attacker's power;
 * with trample, damage goes to the player only once every blocker has been assigned lethal damage
 * (CR 702.19b). Then the step's damage goes on (the next question, or all of it dealt at once).
 */
export function chooseDamageAssignment(
  ctx: Ctx,
  pending: Extract<PendingChoice, { kind: 'damageAssignment' }>,
  answer: unknown,
): Rejection | null {
  const { state } = ctx;
  const amounts = Array.isArray(answer) ? (answer as unknown[]) : [];
  const whole = amounts.every((a): a is number => typeof a === 'number' && Number.isInteger(a) && a >= 0);
  if (!Array.isArray(answer) || !whole || amounts.length !== pending.options.length)
    return reject('badDamageAssignment', { count: pending.options.length });
  const shares = amounts as number[];
  const total = shares.reduce((sum, a) => sum + a, 0);
  if (total !== pending.amount) return reject('damageTotal', { amount: pending.amount, total });
  const toPlayer = pending.trample ? shares[shares.length - 1]! : 0;
  if (toPlayer > 0 && pending.lethal.some((l, i) => i < shares.length - 1 && shares[i]! < l))
    return reject('tramplesLethalFirst');
  const combat = state.combat;
  if (!combat) return reject('nothingToChoose');
  state.pending = null;
  state.combat = { ...combat, divisions: [...(combat.divisions ?? []), { attacker: pending.attacker, to: pending.options, amounts: shares }] };
  const attacker = state.objects[pending.attacker]!;
  ctx.log.push({
    event: 'damageAssigned',
    card: attacker.card,
    label: attacker.label,
    object: attacker.id,
    player: pending.player,
    targets: pending.options.map((id) => state.objects[id]?.label ?? id),
    amounts: shares,
    rule: pending.trample ? '702.19b' : '510.1c',
  });
  combatDamage(ctx);
  return null;
}

/** The default division: lethal damage to each blocker in order, the rest to the last one or, with trample, to the player. */
export function defaultDivision(pending: Extract<PendingChoice, { kind: 'damageAssignment' }>): number[] {
  let left = pending.amount;
  const count = pending.options.length;
  return pending.options.map((_, i) => {
    const last = i === count - 1;
    const share = last ? left : Math.min(left, pending.lethal[i]!);
    left -= share;
    return share;
  });
}

// --- Removed from combat (CR 506.4) -----------------------------------------------------------

/**
 * CR 506.4: these permanents are removed from combat: an attacker stops attacking and stops being blocked
 * or unblocked; a blocker stops blocking. Neither deals combat damage. An attacker that had become blocked
 * stays blocked when its blockers are removed (509.1h): it deals no damage unless it has trample (702.19d).
 * `reason`: `controlChanged`, `phasedOut`, `notCreature` (logged), or `left` (the object is gone: not logged).
 */
export function removeFromCombat(ctx: Ctx, ids: readonly ObjectId[], reason: string): void {
  const { state } = ctx;
  const combat = state.combat;
  if (!combat || ids.length === 0) return;
  const inCombat = (id: ObjectId) => combat.attackers.some((a) => a.object === id) || combat.blockers.some((b) => b.object === id);
  const gone = new Set(ids.filter(inCombat));
  if (gone.size === 0) return;
  const keep = (id: ObjectId) => !gone.has(id);
  state.combat = {
    ...combat,
    attackers: combat.attackers.filter((a) => keep(a.object)),
    blockers: combat.blockers.filter((b) => keep(b.object)).map((b) => ({ object: b.object, blocking: b.blocking.filter(keep) })),
    blocked: combat.blocked.filter(keep),
    ...(combat.firstStrikers ? { firstStrikers: combat.firstStrikers.filter(keep) } : {}),
    ...(combat.divisions ? { divisions: combat.divisions.filter((d) => keep(d.attacker)) } : {}),
  };
  if (reason === 'left') return;
  for (const id of gone) {
    const obj = state.objects[id];
    if (obj) ctx.log.push({ event: 'removedFromCombat', card: obj.card, label: obj.label, object: id, player: obj.controller, reason, rule: '506.4' });
  }
}

/**
 * CR 506.4: creatures in combat that have left the battlefield (or phased out) or stopped being creatures
 * are removed from combat, so they stay out even if they come back or become creatures again this combat.
 */
export function pruneCombat(ctx: Ctx): void {
  const combat = ctx.state.combat;
  if (!combat) return;
  const ids = [...combat.attackers.map((a) => a.object), ...combat.blockers.map((b) => b.object)];
  const left: ObjectId[] = [];
  const notCreature: ObjectId[] = [];
  for (const id of ids) {
    const obj = ctx.state.objects[id];
    if (!obj || obj.zone !== 'battlefield') left.push(id);
    else if (obj.phasedOut) continue; // removed as it phased out
    else if (!isCreature(ctx, obj)) notCreature.push(id);
  }
  removeFromCombat(ctx, left, 'left');
  removeFromCombat(ctx, notCreature, 'notCreature');
}

// --- The steps --------------------------------------------------------------------------------

/** The turn-based actions that open a combat step, before any trigger or priority. */
export function beginCombatStep(ctx: Ctx, step: Step): void {
  if (step === 'declareAttackers') declareAttackers(ctx);
  else if (step === 'declareBlockers') declareBlockers(ctx);
  else if (step === 'firstStrikeDamage' || step === 'combatDamage') combatDamage(ctx);
}

/**
 * The step that begins when the one before `next` ends. CR 508.8: with no creature declared as an
 * attacker, the declare blockers and combat damage steps are skipped. CR 510.4: the first-strike combat
 * damage step happens only if an attacking or blocking creature has first strike or double strike; the
 * creatures that had them then are remembered for the regular step. CR 511.3: as the end of combat step
 * ends, every creature is removed from combat.
 */
export function combatNextStep(ctx: Ctx, next: Step): Step {
  const { state } = ctx;
  const combat = state.combat;
  if (next === 'main2') state.combat = null;
  if (next === 'firstStrikeDamage') {
    const inCombat = combat ? [...combat.attackers.map((a) => a.object), ...combat.blockers.map((b) => b.object)] : [];
    const firstStrikers = inCombat.filter((id) => {
      const obj = creatureHere(ctx, id);
      return obj !== null && strikesFirst(ctx, obj);
    });
    if (combat && firstStrikers.length > 0) {
      state.combat = { ...combat, firstStrikers };
      return next;
    }
    // No first-strike step is created: not a skipped step, so nothing is logged.
    (ctx.stepsSkipped ??= []).push(next);
    return 'combatDamage';
  }
  if (next !== 'declareBlockers' || combat !== null) return next;
  for (const step of ['declareBlockers', 'combatDamage'] as const) {
    ctx.log.push({ event: 'stepSkipped', step, reason: 'noAttackers', rule: '508.8' });
    (ctx.stepsSkipped ??= []).push(step);
  }
  (ctx.stepsSkipped ??= []).push('firstStrikeDamage');
  return 'endCombat';
}
