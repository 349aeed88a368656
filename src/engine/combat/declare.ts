// Declaring attackers and blockers (CR 508.1, 509.1): the checks, then the declaration.
import { abilitiesOf, controlsMatching, hasKeyword, isCreature, lostAllAbilities, snapshot } from '../characteristics/characteristics';
import { explainNotAlone } from '../triggers/combat-triggers';
import { cardOf, definition, type Ctx } from '../state/context';
import type { GameEvent } from '../events/events';
import { editPlayer } from '../state/draft';
import { summoningSick } from '../characteristics/summoning-sickness';
import { detectTriggers } from '../triggers/triggers';
import type { CardRef, Rejection } from '../actions/action-types';
import type { CombatState } from './combat-types';
import type { GameObject } from '../state/object-types';
import type { ObjectFilter } from '../effects/reference-types';
import type { ObjectId, PlayerId } from '../state/basic-types';
import { notFoundParams, resolveRef, setTapped } from '../events/zones';

export const reject = (error: string, params?: Record<string, string | number>): Rejection => ({
  ok: false,
  error: `errors.${error}`,
  ...(params ? { params } : {}),
});

/** A creature still on the battlefield, or null once it has left (a new object is no longer in combat). */
export function creatureHere(ctx: Ctx, id: ObjectId): GameObject | null {
  const obj = ctx.state.objects[id];
  return obj && obj.zone === 'battlefield' && isCreature(ctx, obj) ? obj : null;
}

// --- Declare attackers (CR 508) ---------------------------------------------------------------

export interface DeclaredAttacker {
  obj: GameObject;
  defender: PlayerId;
}

/** CR 508.1a–c: the creatures that can attack, each attacking an opponent, with no restriction disobeyed. Returns a rejection otherwise. */
export function checkAttackers(ctx: Ctx, refs: readonly { card: CardRef; target?: PlayerId }[]): DeclaredAttacker[] | Rejection {
  const { state } = ctx;
  const declared: DeclaredAttacker[] = [];
  for (const entry of refs) {
    if (!entry || typeof entry !== 'object') return reject('badAttackers');
    const obj = typeof entry.card === 'string' ? resolveRef(state, entry.card, ['battlefield']) : null;
    if (!obj) return reject('cardNotFound', notFoundParams(state, String(entry.card), ['battlefield']));
    if (!isCreature(ctx, obj)) return reject('notACreature', { card: obj.card });
    if (obj.controller !== state.active) return reject('notYourCard', { card: obj.card });
    if (declared.some((d) => d.obj.id === obj.id)) return reject('duplicateAttacker', { card: obj.card, ref: String(entry.card) });
    // CR 508.1a: only untapped creatures can be declared as attackers.
    if (obj.tapped) return reject('alreadyTapped', { card: obj.card, ref: String(entry.card), reason: 'attacking' });
    if (hasKeyword(ctx, obj, 'defender')) return reject('cannotAttack', { card: obj.card }); // CR 702.3b
    // CR 302.6: only a creature its controller has controlled since their turn began, unless it has haste (702.10b).
    if (summoningSick(ctx, obj)) return reject('summoningSick', { card: obj.card });
    let target = entry.target;
    if (target === undefined) {
      // CR 508.1b: each attacker attacks an opponent; with only one opponent left, which one goes without saying.
      const opponents = state.players.filter((p) => p !== state.active && !state.playerState[p]?.lost);
      if (opponents.length > 1) return reject('attackTargetNeeded', { ref: String(entry.card), players: opponents.join(', ') });
      target = opponents[0];
    }
    if (typeof target !== 'string' || !Object.hasOwn(state.playerState, target) || state.playerState[target]!.lost || target === state.active)
      return reject('notAnOpponent', { player: String(target) });
    const unmet = unmetAttackRestriction(ctx, obj, target);
    if (unmet) return reject('attackRestricted', { card: obj.card, player: target, ...(unmet.subtypes?.[0] ? { subtype: unmet.subtypes[0] } : {}) });
    declared.push({ obj, defender: target });
  }
  return declared;
}

/**
 * CR 508.1c: a restriction the attack would disobey, "can't attack unless defending player controls an Island"
 * (Dandân): the filter the defender controls nothing matching, or null when the attack is allowed.
 */
export function unmetAttackRestriction(ctx: Ctx, obj: GameObject, defender: PlayerId): ObjectFilter | null {
  for (const ability of abilitiesOf(ctx, obj)) {
    const needed = ability.kind === 'static' ? ability.attacksOnlyIfDefenderControls : undefined;
    if (needed && !controlsMatching(ctx, defender, needed, snapshot(ctx, obj), obj.controller)) return needed;
  }
  return null;
}

/** CR 508.1: as the declare attackers step begins, the active player declares the attackers the action carries (none after `advance` or `pass`). */
export function declareAttackers(ctx: Ctx): void {
  const plan = ctx.combatPlan;
  if (plan?.judge) {
    plan.verdicts = plan.judge.map((p) => !('ok' in checkAttackers(ctx, p.attackers ?? [])));
    return;
  }
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
    if (!blocker) return reject('cardNotFound', notFoundParams(state, String(entry.card), ['battlefield']));
    const attacker = typeof entry.blocks === 'string' ? resolveRef(state, entry.blocks, ['battlefield']) : null;
    if (!attacker) return reject('cardNotFound', notFoundParams(state, String(entry.blocks), ['battlefield']));
    const attack = combat.attackers.find((a) => a.object === attacker.id);
    if (!attack || !creatureHere(ctx, attacker.id)) return reject('notAttacking', { card: attacker.card, ref: String(entry.blocks) });
    if (!isCreature(ctx, blocker)) return reject('notACreature', { card: blocker.card });
    // CR 509.1a: the defending player blocks with creatures they control, each blocking a creature attacking them.
    // Named as the scenario names them (labels), with who attacks and who is attacked.
    if (blocker.controller !== attack.defender) {
      const named = { card: blocker.card, attacker: attacker.card, ref: String(entry.card), attackerRef: String(entry.blocks), player: blocker.controller, defender: attack.defender };
      return reject('notDefending', { ...named, reason: blocker.controller === state.active ? 'attackingPlayer' : 'otherDefender' });
    }
    if (blocker.tapped) return reject('alreadyTapped', { card: blocker.card, ref: String(entry.card), reason: 'blocking' }); // CR 509.1a
    // CR 702.9b: a creature with flying can be blocked only by creatures with flying or reach.
    if (hasKeyword(ctx, attacker, 'flying') && !hasKeyword(ctx, blocker, 'flying') && !hasKeyword(ctx, blocker, 'reach'))
      return reject('cannotBlock', { card: blocker.card, attacker: attacker.card, ref: String(entry.card), attackerRef: String(entry.blocks) });
    if (declared.some((d) => d.blocker.id === blocker.id && d.attacker.id === attacker.id))
      return reject('duplicateBlocker', { card: blocker.card, ref: String(entry.card) });
    if (declared.some((d) => d.blocker.id === blocker.id) && !canBlockSeveral(ctx, blocker))
      return reject('blocksOnlyOne', { card: blocker.card, ref: String(entry.card) });
    declared.push({ blocker, attacker });
  }
  return declared;
}

/**
 * CR 509.1a: a creature blocks one attacker, unless an ability lets it block more. That ability is a static ability
 * of the creature: one that has lost all its abilities (Humility, layer 6, 613.1f) blocks one attacker.
 */
function canBlockSeveral(ctx: Ctx, blocker: GameObject): boolean {
  return Boolean(definition(ctx, cardOf(blocker)).canBlockAny) && !lostAllAbilities(ctx, blocker);
}

/** CR 509.1: as the declare blockers step begins, the defending players declare the blockers the action carries. */
export function declareBlockers(ctx: Ctx): void {
  const { state } = ctx;
  const combat = state.combat;
  const plan = ctx.combatPlan;
  if (!combat) return;
  if (plan?.judge) {
    plan.verdicts = plan.judge.map((p) => !('ok' in checkBlockers(ctx, combat, p.blockers ?? [])));
    return;
  }
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
