// Combat (CR 506–511): the turn-based actions of the combat steps. Attackers and blockers are declared
// as their steps begin (the `attack` and `block` actions carry the declarations there, see
// combat-actions.ts); combat damage is assigned and dealt as its step begins; with no attackers the
// declare blockers and combat damage steps are skipped; combat ends with its last step.
import { hasKeyword, isCreature, power, snapshot, toughness } from './characteristics';
import { explainNotAlone } from './combat-triggers';
import { definition, type Ctx } from './context';
import { dealDamage } from './effects';
import type { GameEvent } from './events';
import { editPlayer } from './draft';
import { detectTriggers } from './triggers';
import type { CardRef, CombatState, GameObject, ObjectId, PlayerId, Rejection, Step } from './types';
import { resolveRef, setTapped } from './zones';

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
    if (obj.controlledSince !== undefined && obj.controlledSince >= state.turn && !hasKeyword(ctx, obj, 'haste'))
      return reject('summoningSick', { card: obj.card });
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
  return Boolean(definition(ctx, blocker.card).canBlockAny);
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
  // CR 509.1i, 509.4: block triggers: once per blocker ("blocks"), once per blocker and attacker ("blocks a
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

/**
 * CR 510.1: each attacking and blocking creature assigns combat damage equal to its power. An unblocked
 * attacker assigns it to the player it attacks; a blocked one to its blockers in the order they were
 * declared, lethal damage to each before the next (the last gets the rest; with trample the rest goes
 * to the player, 702.19b); a blocker to the attackers it blocks, the same way. CR 510.2: then all of it
 * is dealt at once.
 */
function combatDamage(ctx: Ctx): void {
  const { state } = ctx;
  const combat = state.combat;
  if (!combat) return;
  const assignments: Assignment[] = [];
  const assigned = new Map<ObjectId, number>();
  // CR 510.1c: lethal damage counts damage already marked and damage assigned earlier in this step.
  const lethal = (obj: GameObject) => Math.max(0, (toughness(ctx, obj) ?? 0) - obj.damage - (assigned.get(obj.id) ?? 0));
  const assign = (source: GameObject, to: Assignment['to'], amount: number) => {
    if (amount <= 0) return;
    assignments.push({ source, to, amount });
    if ('object' in to) assigned.set(to.object.id, (assigned.get(to.object.id) ?? 0) + amount);
  };
  const divide = (source: GameObject, amount: number, among: GameObject[], excess: { player: PlayerId } | null) => {
    let left = amount;
    among.forEach((target, i) => {
      const share = i === among.length - 1 && !excess ? left : Math.min(left, lethal(target));
      assign(source, { object: target }, share);
      left -= share;
    });
    if (excess) assign(source, excess, left);
  };
  const here = (id: ObjectId) => creatureHere(ctx, id);
  for (const { object, defender } of combat.attackers) {
    const attacker = here(object);
    const amount = attacker ? (power(ctx, attacker) ?? 0) : 0;
    if (!attacker || amount <= 0) continue; // CR 510.1a
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
    } else divide(attacker, amount, blockers, trample);
  }
  for (const { object, blocking } of combat.blockers) {
    const blocker = here(object);
    const amount = blocker ? (power(ctx, blocker) ?? 0) : 0;
    if (!blocker || amount <= 0) continue;
    divide(blocker, amount, blocking.map(here).filter((a): a is GameObject => a !== null), null); // CR 510.1d
  }
  if (assignments.length === 0) return;
  if (ctx.state.durationEffects.some((e) => e.kind === 'preventCombatDamage')) {
    // CR 615, 603.2f: prevented damage is never dealt, so nothing triggers on it; the log says so.
    for (const { source, to, amount } of assignments)
      ctx.log.push({ event: 'damagePrevented', card: source.card, label: source.label, amount, ...('player' in to ? { player: to.player } : { target: to.object.label ?? to.object.id }), reason: 'prevented', rule: '603.2f' });
    return;
  }
  ctx.log.push({ event: 'combatDamage', rule: '510.2' });
  const sources = new Map(assignments.map((a) => [a.source.id, snapshot(ctx, a.source)]));
  for (const { source, to, amount } of assignments) dealDamage(ctx, sources.get(source.id)!, to, amount);
}

// --- The steps --------------------------------------------------------------------------------

/** The turn-based actions that open a combat step, before any trigger or priority. */
export function beginCombatStep(ctx: Ctx, step: Step): void {
  if (step === 'declareAttackers') declareAttackers(ctx);
  else if (step === 'declareBlockers') declareBlockers(ctx);
  else if (step === 'combatDamage') combatDamage(ctx);
}

/**
 * The step that begins when the one before `next` ends. CR 508.8: with no creature declared as an
 * attacker, the declare blockers and combat damage steps are skipped. CR 511.3: as the end of combat
 * step ends, every creature is removed from combat.
 */
export function combatNextStep(ctx: Ctx, next: Step): Step {
  const { state } = ctx;
  if (next === 'main2') state.combat = null;
  if (next !== 'declareBlockers' || state.combat !== null) return next;
  for (const step of ['declareBlockers', 'combatDamage'] as const) {
    ctx.log.push({ event: 'stepSkipped', step, reason: 'noAttackers', rule: '508.8' });
    (ctx.stepsSkipped ??= []).push(step);
  }
  return 'endCombat';
}
