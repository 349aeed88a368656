// Zones and objects: creating objects, finding them from a reference, moving them between zones.
import { snapshot } from '../characteristics/characteristics';
import { asEntersOptions, asItWouldEnter } from '../effects/as-enters';
import { cardOf, definition, newId, type Ctx } from '../state/context';
import { editObject, editObjects, editZoneList } from '../state/draft';
import { pileReplace, pileToArray } from '../state/pile';
import type { StackItem } from '../stack/stack-types';
import type { GameEvent } from './events';
import { detectTriggers } from '../triggers/triggers';
import { graveyardSources } from '../triggers/trigger-match';
import type { CardId, ObjectId, PlayerId, TapCause, Zone } from '../state/basic-types';
import type { CardRef } from '../actions/action-types';
import type { GameObject, Snapshot } from '../state/object-types';
import type { GameState } from '../state/game-types';
import type { Move } from '../state/move-types';
import type { TriggerContext } from '../triggers/trigger-types';

export type { Move };

export function objectAt(state: GameState, id: ObjectId): GameObject | undefined {
  return state.objects[id];
}

/** The list an object sits in (the stack holds its cards outside any list: see `state.stack`). */
export function zoneList(state: GameState, zone: Zone, owner: PlayerId): ObjectId[] | null {
  if (zone === 'battlefield') return state.battlefield;
  if (zone === 'stack') return null;
  const zones = state.zones[owner];
  if (!zones) throw new Error(`unknown player ${owner}`);
  return zones[zone];
}

/** Every object in the order a person reads the table: battlefield, hands, stack, graveyards, exile, libraries. */
export function objectsInReadingOrder(state: GameState): GameObject[] {
  const ids: ObjectId[] = [...state.battlefield];
  for (const p of state.players) for (const id of state.zones[p]?.hand ?? []) ids.push(id);
  for (const item of pileToArray(state.stack)) if (item.kind === 'spell') ids.push(item.id);
  for (const zone of ['graveyard', 'exile', 'library'] as const)
    for (const p of state.players) for (const id of state.zones[p]?.[zone] ?? []) ids.push(id);
  return ids.map((id) => state.objects[id]).filter((o): o is GameObject => o !== undefined);
}

/**
 * A card reference: a label (which follows its physical card from zone to zone), an object id (`#12`),
 * or a card id meaning the first such card, optionally only among the given zones.
 */
export function resolveRef(state: GameState, ref: CardRef, zones?: readonly Zone[]): GameObject | null {
  const all = objectsInReadingOrder(state);
  // CR 702.26b: a phased-out permanent is treated as though it didn't exist.
  const inZones = (o: GameObject) => !o.phasedOut && (!zones || zones.includes(o.zone));
  return (
    all.find((o) => o.label === ref && inZones(o)) ??
    (Object.hasOwn(state.objects, ref) && inZones(state.objects[ref] as GameObject) ? state.objects[ref] : undefined) ??
    all.find((o) => o.card === ref && inZones(o)) ??
    null
  );
}

/** How an object is named in views and outputs: its label, or its id when it has none. */
/** A phased-out permanent named by a reference (label, object id or card id), for the `phase` action. */
export function resolvePhasedOut(state: GameState, ref: CardRef): GameObject | null {
  const out = (state.phasedOut ?? []).map((id) => state.objects[id]).filter((o): o is GameObject => o !== undefined);
  return out.find((o) => o.label === ref) ?? out.find((o) => o.id === ref) ?? out.find((o) => o.card === ref) ?? null;
}

/**
 * The params of `errors.cardNotFound` for a reference that names nothing where an action looks: with
 * `reason: 'phasedOut'` when it names a phased-out permanent and the action looks on the battlefield, which
 * treats it as though it didn't exist (CR 702.26b).
 */
export function notFoundParams(state: GameState, ref: string, zones?: readonly Zone[]): Record<string, string> {
  const onBattlefield = !zones || zones.includes('battlefield');
  if (onBattlefield && resolvePhasedOut(state, ref)) return { ref, reason: 'phasedOut' };
  // An action that works on permanents, given a card that is in another zone: the message says where it is.
  if (zones?.length === 1 && zones[0] === 'battlefield') {
    const elsewhere = resolveRef(state, ref);
    if (elsewhere) return { ref, reason: ELSEWHERE[elsewhere.zone as Exclude<Zone, 'battlefield'>], player: elsewhere.owner };
  }
  return { ref };
}

/** The reason variant of `errors.cardNotFound` (and `errors.illegalTarget`) for a card found outside the battlefield. */
export const ELSEWHERE = { hand: 'inHand', graveyard: 'inGraveyard', library: 'inLibrary', exile: 'inExile', stack: 'onStack' } as const;

export function refOf(obj: { id: ObjectId; label: string | null }): string {
  return obj.label ?? obj.id;
}

export function createObject(
  ctx: Ctx,
  init: Pick<GameObject, 'physical' | 'card' | 'label' | 'owner' | 'controller' | 'zone'> & Partial<GameObject>,
): GameObject {
  const obj: GameObject = { tapped: false, damage: 0, counters: {}, attachedTo: null, ...init, id: newId(ctx) };
  editObjects(ctx)[obj.id] = obj;
  ctx.owned.add(obj);
  return obj;
}

export interface Moved {
  before: Snapshot;
  after: GameObject;
}

/**
 * Moves objects simultaneously (one event, several occurrences: CR 603.2c). Each becomes a new object
 * (CR 400.7). Leaves-the-battlefield abilities are then checked against the battlefield as it was
 * before the event (CR 603.10a); enters-the-battlefield abilities against the battlefield after it,
 * newcomers included (CR 603.6a).
 */
export function moveObjects(ctx: Ctx, moves: readonly Move[]): Moved[] {
  const { state } = ctx;
  const lookBack = [...state.battlefield.map((id) => snapshot(ctx, state.objects[id] as GameObject)), ...graveyardSources(ctx)];
  // CR 603.10a: every object is seen as it was before any of them moved (a Forest that was a creature only
  // because of a Living Lands leaving at the same time was still a creature).
  const onBattlefield = new Map(lookBack.map((snap) => [snap.id, snap]));
  const befores = moves.map((move) => {
    const obj = state.objects[move.id];
    return obj ? (onBattlefield.get(obj.id) ?? snapshot(ctx, obj)) : undefined;
  });
  // CR 614.12: how each permanent enters is decided on it as it would be on the battlefield, before any moves.
  const entries = moves.map((move) => {
    const obj = state.objects[move.id];
    return obj && move.to === 'battlefield' ? howItEnters(ctx, obj, move) : undefined;
  });
  const moved: Moved[] = [];
  for (const [index, move] of moves.entries()) {
    const obj = state.objects[move.id];
    const before = befores[index];
    if (!obj || !before || obj.id !== before.id) continue;
    if (obj.zone === 'battlefield') (ctx.lastKnown ??= new Map()).set(obj.id, obj);
    const list = editZoneList(ctx, obj.zone, obj.owner);
    if (list) list.splice(list.indexOf(obj.id), 1);
    delete editObjects(ctx)[obj.id];
    const entry = entries[index];
    const entering = entry !== undefined;
    const after = createObject(ctx, {
      physical: obj.physical,
      card: obj.card,
      label: obj.label,
      owner: obj.owner,
      controller: entering ? (move.controller ?? obj.owner) : move.to === 'stack' ? obj.controller : obj.owner,
      zone: move.to,
      tapped: entry?.tapped ?? false,
      counters: entry?.counters ?? {},
      ...(entering && move.attachedTo ? { attachedTo: move.attachedTo } : {}),
      ...(entry?.copyOf ? { copyOf: entry.copyOf } : {}),
      ...(entry?.chosenName ? { chosenName: entry.chosenName } : {}),
      // CR 302.6: a creature can attack only once its controller has controlled it since their turn began.
      ...(entering ? { controlledSince: state.turn } : {}),
      ...(obj.token ? { token: true } : {}),
    });
    const target = editZoneList(ctx, move.to, after.owner);
    if (target) {
      if (move.to === 'library' && !move.bottom) target.unshift(after.id);
      else target.push(after.id);
    }
    // CR 704.5d: a token that left the battlefield ceases to exist at the next state-based action check.
    if (after.token && move.to !== 'battlefield') state.tokensAway = [...(state.tokensAway ?? []), after.id];
    // Auras and equipment attached to something that left stay where they are; state-based actions decide.
    moved.push({ before, after });
    logMove(ctx, before, after, entry, move.why);
  }
  const events: GameEvent[] = moved.map(({ before, after }) => ({
    type: 'zoneChanged',
    object: before,
    after: snapshot(ctx, after),
    from: before.zone,
    to: after.zone,
  }));
  rememberLastKnown(ctx, moved.filter((m) => m.before.zone === 'battlefield').map((m) => m.before));
  // What was attached to a permanent that left, or was attached and left itself, became unattached (603.10c).
  const gone = new Map(moved.filter((m) => m.before.zone === 'battlefield').map((m) => [m.before.id, m.before]));
  const unattached: GameEvent[] = [];
  for (const snap of lookBack) {
    if (!snap.attachedTo || snap.zone !== 'battlefield') continue;
    const host = gone.get(snap.attachedTo) ?? lookBack.find((s) => s.id === snap.attachedTo);
    if (!host || (!gone.has(snap.id) && !gone.has(host.id))) continue;
    unattached.push({ type: 'becameUnattached', object: snap, from: host });
    // CR 704.5n: an Equipment left behind stays on the battlefield, unattached (an Aura goes by 704.5m).
    const left = state.objects[snap.id];
    if (left && left.zone === 'battlefield' && !definition(ctx, cardOf(left)).subtypes?.includes('Aura')) editObject(ctx, snap.id).attachedTo = null;
  }
  for (const event of unattached) events.push(event);
  detectTriggers(ctx, events, lookBack);
  return moved;
}

/** The object an ability's event was about, as it is now (the new object, if the event moved it). */
function eventObjectId(context: TriggerContext): ObjectId | undefined {
  return context.eventObjectNewId ?? context.eventObject?.id;
}

const objectsOfChunk = new WeakMap<readonly StackItem[], Set<ObjectId>>();
/** The sources of a stack chunk's abilities and the objects their events were about. */
function abilityObjects(chunk: readonly StackItem[]): Set<ObjectId> {
  let objects = objectsOfChunk.get(chunk);
  if (!objects) {
    objects = new Set();
    for (const item of chunk) {
      if (item.kind === 'spell') continue;
      objects.add(item.source.id);
      const about = eventObjectId(item.context);
      if (about) objects.add(about);
    }
    objectsOfChunk.set(chunk, objects);
  }
  return objects;
}

/**
 * CR 608.2h: an ability whose source has left the battlefield uses the source as it last existed there, and one
 * whose event was about a permanent that has left since uses that permanent as it last existed (Engulfing
 * Slagwurm's "that creature's toughness" after the creature was bounced). Abilities on the stack or waiting to go
 * there keep those last snapshots.
 */
function rememberLastKnown(ctx: Ctx, left: readonly Snapshot[]): void {
  if (left.length === 0) return;
  const last = new Map(left.map((s) => [s.id, s]));
  const { state } = ctx;
  const update = <A extends { source: Snapshot; context: TriggerContext }>(ability: A): A | undefined => {
    const source = last.get(ability.source.id);
    const about = last.get(eventObjectId(ability.context) ?? '');
    if (!source && !about) return undefined;
    return { ...ability, ...(source ? { source } : {}), ...(about ? { context: { ...ability.context, eventObjectLastKnown: about } } : {}) };
  };
  // Read chunk by chunk: a full chunk made by an earlier action never changes, so the objects its abilities are
  // about are gathered once (`abilityObjects`) and a growing stack is not read whole each time a permanent leaves.
  const mayHold = (chunk: readonly StackItem[]) => ctx.owned.has(chunk) || left.some((s) => abilityObjects(chunk).has(s.id));
  state.stack = pileReplace(state.stack, (i) => (i.kind !== 'spell' ? update(i) : undefined), mayHold);
  if (state.pendingTriggers.some((t) => update(t) !== undefined)) state.pendingTriggers = state.pendingTriggers.map((t) => update(t) ?? t);
}

/** CR 603.6d: "enters with N (or X) counters", applied as it enters. */
function countersItEntersWith(counters: Record<string, number | 'X'> | undefined, x: number | undefined): Record<string, number> {
  if (!counters) return {};
  const result: Record<string, number> = {};
  for (const [kind, n] of Object.entries(counters)) {
    const amount = n === 'X' ? (x ?? 0) : n;
    if (amount > 0) result[kind] = amount;
  }
  return result;
}

/** How a permanent enters: what its static abilities and the choices made for it give it as it enters. */
interface Entering {
  tapped: boolean;
  counters: Record<string, number>;
  copyOf?: CardId;
  chosenName?: CardId;
  /** Its own "enters tapped" applied (logged as a static ability, CR 603.6d). */
  tappedByItself: boolean;
  /** The kinds of counters its own "enters with" put on it. */
  countersByItself: string[];
}

/**
 * CR 603.6d, 614.12, 707.2: "enters tapped", "enters with counters" and "as it enters" are part of the
 * event, applied to the permanent as it would exist on the battlefield: a Clone is already a copy as it
 * enters (so it enters tapped, or with counters, or names a card, if what it copies does, and the copied
 * enters-the-battlefield abilities trigger); a creature entering under Humility has none of its own.
 */
function howItEnters(ctx: Ctx, obj: GameObject, move: Move): Entering {
  const controller = move.controller ?? obj.owner;
  const itself = asItWouldEnter(ctx, obj, controller);
  let entering = itself;
  let copyOf: CardId | undefined;
  const model = itself.rules?.asEnters?.choose === 'copy' && move.entersAs ? ctx.state.objects[move.entersAs] : undefined;
  if (model && model.zone === 'battlefield') {
    copyOf = cardOf(model);
    entering = asItWouldEnter(ctx, obj, controller, copyOf);
  }
  const rules = entering.rules;
  const counters = rules ? countersItEntersWith(rules.entersWithCounters, move.x) : {};
  const result: Entering = {
    tapped: Boolean(move.tapped) || Boolean(rules?.entersTapped),
    counters: { ...counters, ...(move.counters ?? {}) },
    tappedByItself: Boolean(rules?.entersTapped),
    countersByItself: Object.keys(counters),
  };
  if (copyOf) result.copyOf = copyOf;
  if (rules?.asEnters?.choose === 'cardName') {
    // A copy makes the copied card's choice (by default the first option); otherwise its own, if given.
    const given = copyOf ? move.copiedEntersAs : move.entersAs;
    const name = copyOf && given === undefined ? asEntersOptions(ctx, { source: snapshot(ctx, obj), controller }, rules.asEnters)[0] : given;
    if (name && Object.hasOwn(ctx.cards, name)) result.chosenName = name;
  }
  return result;
}

function logMove(ctx: Ctx, before: Snapshot, after: GameObject, entering: Entering | undefined, why: Move['why']): void {
  const base = { card: before.card, label: before.label, object: after.id, player: before.controller };
  if (before.zone === 'battlefield' && after.zone === 'graveyard' && before.types.includes('creature')) {
    // CR 700.4: "dies" means put into a graveyard from the battlefield.
    ctx.log.push({ event: 'dies', ...base, rule: '603.6c' });
  } else if (before.zone === 'battlefield') {
    ctx.log.push({ event: 'leftBattlefield', ...base, to: after.zone, ...(why ? { reason: why.reason } : {}), rule: why?.rule ?? '603.6c' });
  } else if (after.zone === 'battlefield') {
    // What it enters as, and how, is said of the player it enters under (a card returned under another's control).
    const entered = { ...base, player: after.controller };
    if (after.copyOf) ctx.log.push({ event: 'enteredAsCopy', ...entered, source: after.copyOf, reason: 'staticAbility', rule: '603.6d' });
    if (after.chosenName) ctx.log.push({ event: 'nameChosen', ...entered, target: after.chosenName, rule: '603.6d' });
    ctx.log.push({ event: 'entered', ...entered, from: before.zone, rule: '603.6a' });
    if (entering?.tappedByItself) ctx.log.push({ event: 'enteredTapped', ...entered, reason: 'staticAbility', rule: '603.6d' });
    for (const [kind, amount] of Object.entries(after.counters))
      if (entering?.countersByItself.includes(kind))
        ctx.log.push({ event: 'enteredWithCounters', ...entered, counter: kind, amount, reason: 'staticAbility', rule: '603.6d' });
  } else if (after.zone !== 'stack') {
    ctx.log.push({ event: 'movedZone', ...base, from: before.zone, to: after.zone, rule: '400.7' });
  }
}

/**
 * Attaches an Equipment or Aura to a permanent (or to nothing). Leaving a permanent is "becoming
 * unattached" from it, an event abilities look back at (CR 603.10c).
 */
export function setAttachment(ctx: Ctx, id: ObjectId, host: ObjectId | null): void {
  const obj = ctx.state.objects[id];
  if (!obj || obj.attachedTo === host) return;
  const previous = obj.attachedTo ? ctx.state.objects[obj.attachedTo] : undefined;
  const before = snapshot(ctx, obj);
  const from = previous ? snapshot(ctx, previous) : null;
  editObject(ctx, id).attachedTo = host;
  if (from) detectTriggers(ctx, [{ type: 'becameUnattached', object: before, from }], null);
}

/** Taps or untaps permanents. Only a real change of status is an event (CR 603.2e). */
export function setTapped(ctx: Ctx, ids: readonly ObjectId[], tapped: boolean, cause: TapCause = 'effect'): void {
  const events: GameEvent[] = [];
  for (const id of ids) {
    const current = ctx.state.objects[id];
    if (!current || current.zone !== 'battlefield' || current.tapped === tapped) continue;
    const obj = editObject(ctx, id);
    obj.tapped = tapped;
    const snap = snapshot(ctx, obj);
    events.push(tapped ? { type: 'becameTapped', object: snap, cause } : { type: 'becameUntapped', object: snap });
    ctx.log.push({ event: tapped ? 'tapped' : 'untapped', card: obj.card, label: obj.label, object: obj.id, rule: '701.26a' });
  }
  if (events.length) detectTriggers(ctx, events, null);
}
