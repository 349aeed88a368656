// Combat (CR 506–511): the turn-based actions of the combat steps. Attackers and blockers are declared
// as their steps begin (the `attack` and `block` actions carry the declarations there, see
// actions/combat-actions.ts and declare.ts); combat damage is assigned and dealt as its step begins
// (damage.ts); with no attackers the declare blockers and combat damage steps are skipped; combat ends
// with its last step.
import { isCreature } from '../characteristics/characteristics';
import type { Ctx } from '../state/context';
import type { ObjectId, Step } from '../state/basic-types';
import { declareAttackers, declareBlockers, creatureHere } from './declare';
import { combatDamage, strikesFirst } from './damage';

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
