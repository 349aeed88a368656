// Spells put on the stack by an effect: copies (CR 707.10) and spells cast without paying their mana cost
// (cascade, rebound). A copy's controller may choose new targets for it (707.10c); a spell being cast has
// its targets chosen as it is cast (601.2c). Either way the engine asks (a `newTargets` choice) only when
// a target slot has another legal choice; `auto` keeps the targets it has.
import { spellTargets } from './spell-targets';
import { snapshot } from '../characteristics/characteristics';
import { definition, newId, type Ctx } from '../state/context';
import { pushOnStack } from '../state/draft';
import { pileFromArray, pileRemove, pileToArray } from '../state/pile';
import { illegalTargetParams, legalTargets, targetNamed, targetingSource } from './targets';
import { detectTriggers, targetEvents } from '../triggers/triggers';
import type { LogEntry } from '../state/log-types';
import type { ObjectId, PlayerId } from '../state/basic-types';
import type { PendingChoice } from '../state/choice-types';
import type { Rejection } from '../actions/action-types';
import type { StackItem } from './stack-types';
import type { GameObject } from '../state/object-types';
import { moveObjects } from '../events/zones';
import { castIsForbidden } from '../effects/cast-restrictions';
import { putOnBottomInRandomOrder } from '../effects/basic-effects';

type NewTargetsPending = Extract<PendingChoice, { kind: 'newTargets' }>;

function findItem(ctx: Ctx, id: ObjectId): StackItem | undefined {
  return pileToArray(ctx.state.stack).find((i) => i.id === id);
}

/** Replaces one object on the stack (it may be below the top: copies are put on the stack together). */
function replaceItem(ctx: Ctx, item: StackItem): void {
  ctx.state.stack = pileFromArray(pileToArray(ctx.state.stack).map((i) => (i.id === item.id ? item : i)));
}

/** The legal targets of each target slot of a spell (or copy) on the stack, for its controller. */
function slotOptions(ctx: Ctx, item: StackItem): string[][] {
  const specs = spellTargets(definition(ctx, item.source.card));
  const source = targetingSource(item);
  return specs.map((spec) => legalTargets(ctx, spec, source, item.controller));
}

/** Some slot has a legal target other than the one it has: only then is there anything to choose. */
function hasChoice(current: readonly string[], options: readonly string[][]): boolean {
  return options.some((slot, i) => slot.some((t) => t !== current[i]));
}

/**
 * CR 707.10: puts `times` copies of a spell on the stack under `controller`'s control, then lets that
 * player choose new targets for each, in the order they were created (707.10c).
 */
export function copySpell(ctx: Ctx, spell: StackItem, times: number, controller: PlayerId, reason?: 'lastKnownInformation'): void {
  const ids: ObjectId[] = [];
  for (let i = 0; i < times; i++) {
    const copy: StackItem = { ...spell, id: newId(ctx), copy: true, controller, decision: null, context: {} };
    delete copy.castFrom; // a copy isn't cast (CR 707.10): it came from no zone
    pushOnStack(ctx, copy);
    ctx.pushed += 1;
    ids.push(copy.id);
    const entry: LogEntry = { event: 'spellCopied', card: spell.source.card, label: spell.source.label, object: copy.id, player: controller, targets: copy.targets, rule: '707.10' };
    if (reason) entry.reason = reason;
    ctx.log.push(entry);
  }
  askNewTargets(ctx, ids);
}

/**
 * Asks for the new targets of the first of these copies that has a choice; copies without one keep their
 * targets and become targets' sources at once (a copy targeting a permanent makes it "become the target").
 */
function askNewTargets(ctx: Ctx, ids: readonly ObjectId[]): void {
  for (const [index, id] of ids.entries()) {
    const item = findItem(ctx, id);
    if (!item) continue;
    const options = slotOptions(ctx, item);
    if (hasChoice(item.targets, options)) {
      if (!ctx.autoAnswer) {
        ctx.state.pending = { kind: 'newTargets', player: item.controller, item: id, reason: 'copy', current: [...item.targets], options, next: ids.slice(index + 1) };
        return;
      }
      // `auto` keeps them on the spot: logged as its answer to the choice would be.
      ctx.log.push({ event: 'targetsKept', card: item.source.card, label: item.source.label, object: id, player: item.controller, targets: item.targets, rule: '707.10c' });
    }
    detectTriggers(ctx, targetEvents(ctx, item), null);
  }
}

/**
 * Casts a card without paying its mana cost (cascade, rebound): it goes on the stack as a spell; its
 * targets are chosen as it is cast (CR 601.2c) — the first legal ones, or the player's choice when there
 * is one (a `newTargets` choice); then it becomes cast (601.2i), triggering "whenever you cast".
 */
export function castWithoutPaying(ctx: Ctx, id: ObjectId, player: PlayerId): boolean {
  const card = ctx.state.objects[id];
  if (!card || cannotBeCast(ctx, card, player)) return false;
  const from = card.zone;
  const [moved] = moveObjects(ctx, [{ id, to: 'stack' }]);
  if (!moved) return false;
  const source = snapshot(ctx, moved.after);
  const specs = spellTargets(definition(ctx, moved.after.card));
  const targets = specs.map((spec) => legalTargets(ctx, spec, source, player)[0]).filter((t): t is string => t !== undefined);
  const item: StackItem = {
    id: moved.after.id,
    kind: 'spell',
    controller: player,
    source,
    abilityIndex: null,
    targets,
    context: {},
    decision: null,
    ...(from ? { castFrom: from } : {}),
  };
  pushOnStack(ctx, item);
  ctx.pushed += 1;
  const options = slotOptions(ctx, item);
  if (hasChoice(targets, options)) {
    if (!ctx.autoAnswer) {
      ctx.state.pending = { kind: 'newTargets', player, item: item.id, reason: 'cast', current: targets, options };
      return true;
    }
    // `auto` takes the first legal ones on the spot: logged as its answer to the choice would be.
    ctx.log.push({ event: 'targetsChosen', card: source.card, label: source.label, object: item.id, player, targets, rule: '601.2c' });
  }
  finishCast(ctx, item);
  return true;
}

/** CR 601.2c: whether each of the spell's targets has a legal choice (a spell with a target it can't have isn't cast). */
export function hasLegalTargets(ctx: Ctx, card: GameObject, player: PlayerId): boolean {
  const source = snapshot(ctx, card);
  return spellTargets(definition(ctx, card.card)).every((spec) => legalTargets(ctx, spec, source, player).length > 0);
}

/**
 * Whether an effect's "you may cast" can't be done, and the log says why: an effect forbids it (CR 601.3: Meddling
 * Mage's name applies to a spell cast by an effect too), or one of its targets has no legal choice (601.2c:
 * cascade hitting Counterspell with no other spell on the stack).
 */
export function cannotBeCast(ctx: Ctx, card: GameObject, player: PlayerId): boolean {
  if (castIsForbidden(ctx, card, player)) return true;
  if (hasLegalTargets(ctx, card, player)) return false;
  ctx.log.push({ event: 'effectFailed', card: card.card, label: card.label, object: card.id, player, reason: 'noLegalTargets', rule: '601.2c' });
  return true;
}

/** CR 601.2i: the spell becomes cast once its targets are chosen. */
function finishCast(ctx: Ctx, item: StackItem): void {
  const { source, controller: player, targets } = item;
  ctx.log.push({ event: 'spellCast', card: source.card, label: source.label, object: item.id, player, targets, reason: 'free', rule: '601.2' });
  const spellsBefore = ctx.state.spellsCastThisTurn;
  ctx.state.spellsCastThisTurn += 1;
  detectTriggers(ctx, [{ type: 'spellCast', spell: source, item: item.id, player, spellsBefore, targets: [...targets] }, ...targetEvents(ctx, item)], null);
}

const reject = (error: string, params?: Record<string, string | number>): Rejection => ({
  ok: false,
  error: `errors.${error}`,
  ...(params ? { params } : {}),
});

/**
 * Answers a `newTargets` choice: `false` keeps the targets; otherwise one target per slot (a player id,
 * a label or an object id), each among that slot's legal targets. Giving the same targets keeps them too.
 */
export function chooseNewTargets(ctx: Ctx, pending: NewTargetsPending, answer: unknown): Rejection | null {
  const { state } = ctx;
  const item = findItem(ctx, pending.item);
  if (!item) return reject('nothingToChoose');
  let chosen: string[];
  if (answer === false) chosen = [...pending.current];
  else {
    if (!Array.isArray(answer) || answer.length !== pending.options.length)
      return reject('wrongTargetCount', { card: item.source.card, count: pending.options.length });
    chosen = [];
    for (const [i, ref] of answer.entries()) {
      const id = typeof ref !== 'string' ? undefined : ref === pending.current[i] ? ref : targetNamed(ctx, ref);
      // CR 707.10c: a target that isn't changed stays, even if it is no longer legal.
      if (!id || (!pending.options[i]!.includes(id) && id !== pending.current[i])) {
        const spec = spellTargets(definition(ctx, item.source.card))[i];
        return reject('illegalTarget', id ? illegalTargetParams(ctx, spec, String(ref), id, targetingSource(item), item.controller) : { target: String(ref) });
      }
      chosen.push(id);
    }
  }
  state.pending = null;
  state.passes = 0;
  const changed = chosen.some((t, i) => t !== pending.current[i]);
  const updated = changed ? { ...item, targets: chosen } : item;
  if (changed) replaceItem(ctx, updated);
  const about = { card: item.source.card, label: item.source.label, object: item.id, player: pending.player, targets: chosen };
  if (pending.reason === 'copy') {
    ctx.log.push(changed ? { event: 'targetsChosen', ...about, rule: '707.10c' } : { event: 'targetsKept', ...about, rule: '707.10c' });
    detectTriggers(ctx, targetEvents(ctx, updated), null);
    askNewTargets(ctx, pending.next ?? []);
  } else {
    ctx.log.push({ event: 'targetsChosen', ...about, rule: '601.2c' });
    finishCast(ctx, updated);
    // CR 702.85a: cascade's other exiled cards go to the bottom once the spell is cast; then the ability has resolved.
    if (pending.bottom) putOnBottomInRandomOrder(ctx, pending.bottom);
    if (pending.resolved) {
      // CR 608.2n: the ability that cast it leaves the stack as the last part of its resolution.
      const resolving = pending.resolved.object;
      ctx.state.stack = pileRemove(ctx.state.stack, (i) => i.id === resolving);
      ctx.log.push(pending.resolved);
    }
  }
  return null;
}

/** What `legalActions` offers: keep, and each single change of one slot to another legal target. */
export function newTargetsAnswers(pending: NewTargetsPending, named: (id: string) => string): (string[] | false)[] {
  const answers: (string[] | false)[] = [false];
  pending.options.forEach((slot, i) => {
    for (const t of slot) {
      if (t === pending.current[i]) continue;
      answers.push(pending.current.map((c, j) => named(j === i ? t : c)));
    }
  });
  return answers.slice(0, 20);
}
