// Combat damage (CR 510): first strike, assignment among blockers, trample, the division its controller chooses.
import { hasKeyword, power, snapshot, toughness } from '../characteristics/characteristics';
import type { Ctx } from '../state/context';
import { dealDamage } from '../effects/basic-effects';
import type { Rejection } from '../actions/action-types';
import type { CombatState } from './combat-types';
import type { GameObject } from '../state/object-types';
import type { ObjectId, PlayerId, Step } from '../state/basic-types';
import type { PendingChoice } from '../state/choice-types';
import { creatureHere, reject } from './declare';

interface Assignment {
  source: GameObject;
  to: { player: PlayerId } | { object: GameObject };
  amount: number;
}

/** CR 702.7b, 702.4b: first strike or double strike. */
export function strikesFirst(ctx: Ctx, obj: GameObject): boolean {
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
  const here = (id: ObjectId) => creatureHere(ctx, id);
  /**
   * CR 510.1c–d, 702.19b: lethal damage from `source` to `target` counts the damage already marked on it and what
   * the other creatures assign to it in this step (`others`); from a source with deathtouch, any nonzero damage is
   * lethal (702.2c).
   */
  const lethalDamage = (source: GameObject, target: GameObject, others: number) => {
    const left = Math.max(0, (toughness(ctx, target) ?? 0) - target.damage - others);
    return hasKeyword(ctx, source, 'deathtouch') ? Math.min(1, left) : left;
  };
  const deals = (obj: GameObject | null): obj is GameObject => obj !== null && dealsDamageIn(ctx, combat, obj, step);
  /** What each attacker that deals damage now divides, among what: its blockers, and the player if it tramples. */
  const attacks = combat.attackers.flatMap(({ object, defender }) => {
    const attacker = here(object);
    if (!deals(attacker)) return [];
    const amount = power(ctx, attacker) ?? 0;
    if (amount <= 0) return []; // CR 510.1a
    const player = state.playerState[defender]?.lost === false ? { player: defender } : null;
    const blocked = combat.blocked.includes(object);
    const blockers = blocked
      ? combat.blockers
          .filter((b) => b.blocking.includes(object))
          .map((b) => here(b.object))
          .filter((b): b is GameObject => b !== null)
      : [];
    const trample = blocked && hasKeyword(ctx, attacker, 'trample') ? player : null;
    return [{ object, attacker, amount, player, blocked, blockers, trample }];
  });
  /** Each attacker's shares, in the order of its targets (its blockers, then the player it tramples over). */
  const shares = new Map<ObjectId, number[]>();
  // Known before any division is chosen: a division already made, and an attacker with one blocker and no trample
  // (all of its damage goes to that blocker).
  for (const a of attacks) {
    const made = combat.divisions?.find((d) => d.attacker === a.object);
    if (made) shares.set(a.object, made.amounts);
    else if (a.blockers.length === 1 && !a.trample) shares.set(a.object, [a.amount]);
  }
  /** Lethal damage from an attacker to one of its blockers: the other attackers' shares count, whichever was declared first. */
  const lethal = (a: (typeof attacks)[number], obj: GameObject) => {
    let others = 0;
    for (const b of attacks) {
      if (b === a) continue;
      const i = b.blockers.indexOf(obj);
      if (i >= 0) others += shares.get(b.object)?.[i] ?? 0;
    }
    return lethalDamage(a.attacker, obj, others);
  };
  for (const a of attacks) {
    if (shares.has(a.object) || !a.blocked) continue;
    // CR 510.1c: a blocked creature whose blockers are all gone deals no damage, unless it has trample (702.19d).
    if (a.blockers.length === 0) continue;
    const minimum = [...a.blockers.map((b) => lethal(a, b)), ...(a.trample ? [0] : [])];
    // A real choice: two or more blockers, or trample and more damage than is lethal to the one blocker.
    const choice = a.blockers.length >= 2 || (a.trample !== null && a.amount > minimum[0]!);
    if (choice) {
      const options = [...a.blockers.map((b) => b.id), ...(a.trample ? [a.trample.player] : [])];
      return { ask: { kind: 'damageAssignment', player: a.attacker.controller, attacker: a.object, amount: a.amount, options, lethal: minimum, trample: a.trample !== null } };
    }
    // The one blocker (with trample, its damage is lethal or less): all of it to that blocker.
    shares.set(a.object, [a.amount, ...(a.trample ? [0] : [])]);
  }
  const assignments: Assignment[] = [];
  const assigned = new Map<ObjectId, number>();
  const assign = (source: GameObject, to: Assignment['to'], amount: number) => {
    if (amount <= 0) return;
    assignments.push({ source, to, amount });
    if ('object' in to) assigned.set(to.object.id, (assigned.get(to.object.id) ?? 0) + amount);
  };
  for (const a of attacks) {
    if (!a.blocked) {
      if (a.player) assign(a.attacker, a.player, a.amount); // CR 510.1b
    } else if (a.blockers.length === 0) {
      if (a.trample) assign(a.attacker, a.trample, a.amount);
    } else {
      const targets: Assignment['to'][] = [...a.blockers.map((b) => ({ object: b })), ...(a.trample ? [a.trample] : [])];
      targets.forEach((to, i) => assign(a.attacker, to, shares.get(a.object)?.[i] ?? 0));
    }
  }
  // CR 510.1d: a blocker divides its damage among the attackers it blocks as its controller chooses; asked once the
  // attackers' divisions are known, when it blocks two or more that are still there.
  for (const { object, blocking } of combat.blockers) {
    const blocker = here(object);
    if (!deals(blocker)) continue;
    const amount = power(ctx, blocker) ?? 0;
    if (amount <= 0) continue;
    const attackers = blocking.map(here).filter((a): a is GameObject => a !== null);
    if (attackers.length === 0) continue;
    const made = combat.divisions?.find((d) => d.attacker === object);
    if (!made && attackers.length >= 2) {
      const lethal = attackers.map((a) => lethalDamage(blocker, a, assigned.get(a.id) ?? 0));
      return { ask: { kind: 'damageAssignment', player: blocker.controller, attacker: object, amount, options: attackers.map((a) => a.id), lethal, trample: false, blocking: true } };
    }
    const shares = made?.amounts ?? [amount];
    attackers.forEach((to, i) => assign(blocker, { object: to }, shares[i] ?? 0));
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
    for (const { source, to, amount } of assignments) {
      // Asked why (view/why.ts): the damage event that didn't happen, for the abilities that would have seen it.
      if (ctx.why) ctx.why.unseen.push({ event: { type: 'damageDealt', source: snapshot(ctx, source), amount, ...('player' in to ? { player: to.player } : { object: snapshot(ctx, to.object) }) }, rule: '603.2g', reason: 'prevented', log: ctx.log.length, state: structuredClone(ctx.state) });
      ctx.log.push({ event: 'damagePrevented', card: source.card, label: source.label, amount, ...('player' in to ? { player: to.player } : { target: to.object.label ?? to.object.id }), reason: 'prevented', rule: '603.2g' });
    }
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
    rule: pending.trample ? '702.19b' : pending.blocking ? '510.1d' : '510.1c',
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
