// The stack: triggered abilities put on it in APNAP order (CR 603.3b), their modes and targets chosen.
// The top object resolving (CR 608) is in resolve.ts.
import { definition, newId, type Ctx } from '../state/context';
import { legalTargets } from './targets';
import type { TriggeredAbility } from '../state/card-types';
import type { PendingTrigger } from '../triggers/trigger-types';
import type { LogEntry } from '../state/log-types';
import type { ObjectId, PlayerId } from '../state/basic-types';
import type { Snapshot } from '../state/object-types';
import type { StackItem } from './stack-types';
import type { TargetSpec } from '../effects/reference-types';
import { editPendingTrigger, pushOnStack } from '../state/draft';
import { detectTriggers, targetEvents } from '../triggers/triggers';

/** The ability a stack object stands for; an activated ability reads like a trigger with no condition or option. */
export function abilityOnStack(ctx: Ctx, item: StackItem): Omit<TriggeredAbility, 'kind' | 'trigger'> {
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
  // Those of players who have left go first: the others' are then put on the stack.
  dropTriggersOfPlayersGone(ctx);
  // Most of the time no waiting ability triggers on another one: a single part, as before.
  const twoParts = state.pendingTriggers.some((t) => !t.late && inSecondPart(ctx, t));
  for (const second of twoParts ? [false, true] : [null]) {
    if (!putPartOnStack(ctx, second)) return false;
  }
  // The process is over: what triggered during it goes on the stack the next time (the caller's next round).
  if (state.pendingTriggers.some((t) => t.late))
    state.pendingTriggers = state.pendingTriggers.map((t) => {
      if (!t.late) return t;
      const { late: _late, ...waiting } = t;
      return waiting;
    });
  dropTriggersOfPlayersGone(ctx);
  return true;
}

/**
 * CR 800.4a: abilities of players who have left the game cease to exist. Some triggered only as they left (a Blood
 * Tyrant of theirs looking back at the players who lost with them, 603.10a): the log says why each one goes.
 */
function dropTriggersOfPlayersGone(ctx: Ctx): void {
  const { state } = ctx;
  const gone = (t: PendingTrigger) => state.playerState[t.controller]?.lost === true;
  if (!state.pendingTriggers.some(gone)) return;
  for (const t of state.pendingTriggers) if (gone(t)) ctx.log.push(ceasedWithController(t.source, { trigger: t.id }, t.controller));
  state.pendingTriggers = state.pendingTriggers.filter((t) => !gone(t));
}

/** CR 800.4a: the log line of an ability, waiting (`trigger`) or on the stack (`object`), gone with its controller. */
export function ceasedWithController(source: Snapshot, at: { trigger: string } | { object: ObjectId }, player: PlayerId): LogEntry {
  return { event: 'triggerRemoved', source: source.card, sourceLabel: source.label, ...at, player, reason: 'controllerLeft', rule: '800.4a' };
}

/** One part of CR 603.3b (`second`: the second part; null: both at once, when there is no second part). */
function putPartOnStack(ctx: Ctx, second: boolean | null): boolean {
  const { state } = ctx;
  // What triggered during the process waits for its end (CR 603.3b), whoever controls it.
  const inPart = (t: PendingTrigger) => !t.late && (second === null || inSecondPart(ctx, t) === second);
  for (const player of apnapOrder(ctx)) {
    const mine = state.pendingTriggers.filter((t) => t.controller === player && inPart(t));
    if (mine.length === 0) continue;
    if (mine.length > 1 && mine.some((t) => !t.ordered) && !ctx.autoAnswer) {
      state.pending = {
        kind: 'order',
        player,
        options: mine.map((t) => ({ id: t.id, source: t.source.card, label: t.source.label })),
      };
      // Ordered on the spot: this part starts again with the order given.
      return ctx.answerInPlace?.(ctx) ? putPartOnStack(ctx, second) : false;
    }
    // The player's triggers go last in the list, the next one to put on the stack at the very end, so each
    // leaves the list as it goes on the stack without the list being copied each time.
    const others = state.pendingTriggers.filter((t) => !(t.controller === player && inPart(t)));
    state.pendingTriggers = [...others, ...mine.reverse()];
    ctx.owned.add(state.pendingTriggers);
    // The batch is the end of the list, from `start`; what triggers meanwhile is moved just before it, marked late.
    let start = others.length;
    while (state.pendingTriggers.length > start) {
      const before = state.pendingTriggers.length;
      if (!putLastOnStack(ctx, second === true)) {
        // Waiting for a target: show the remaining triggers in their order again.
        const list = state.pendingTriggers;
        state.pendingTriggers = [...list.slice(0, start), ...list.slice(start).reverse()];
        ctx.owned.add(state.pendingTriggers);
        return false;
      }
      // One trigger left the list (put on the stack, or removed); any beyond that triggered as it went on the stack.
      const list = state.pendingTriggers;
      const added = list.length - (before - 1);
      if (added > 0) {
        const late = list.splice(list.length - added, added).map((t) => ({ ...t, late: true }));
        list.splice(start, 0, ...late);
        start += added;
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
      // Chosen on the spot: the trigger, still last in the list, goes on with its mode.
      return ctx.answerInPlace?.(ctx) ? putLastOnStack(ctx, secondPart) : false;
    }
    trigger = { ...trigger, mode: legal[0]! };
    list[index] = trigger;
    // `auto` chose on the spot: logged as its answer to the `mode` choice would be (nothing tells the mode otherwise).
    if (legal.length > 1)
      ctx.log.push({ event: 'modeChosen', trigger: trigger.id, source: trigger.source.card, sourceLabel: trigger.source.label, player: trigger.controller, amount: legal[0]!, rule: '603.3c' });
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
      // Chosen on the spot: the trigger, still last in the list, goes on with this target.
      return ctx.answerInPlace?.(ctx) ? putLastOnStack(ctx, secondPart) : false;
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
/** The target a trigger waiting for a `target` choice asks for next, with the trigger (its source and controller). */
export function nextTargetOf(ctx: Ctx, triggerId: string): { spec: TargetSpec; trigger: PendingTrigger } | null {
  const trigger = ctx.state.pendingTriggers.find((t) => t.id === triggerId);
  if (!trigger) return null;
  const ability = trigger.delayed ?? triggeredAbility(ctx, trigger.source.card, trigger.abilityIndex);
  const specs = (trigger.mode !== undefined ? ability.modes?.[trigger.mode]?.targets : ability.targets) ?? [];
  const spec = specs[trigger.targets.length];
  return spec ? { spec, trigger } : null;
}

export function chooseTriggerTarget(ctx: Ctx, triggerId: string, target: string): void {
  editPendingTrigger(ctx, triggerId)?.targets.push(target);
}
