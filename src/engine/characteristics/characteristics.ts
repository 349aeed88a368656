// An object's current characteristics: its card's printed values modified by continuous effects from
// static abilities (CR 613, in layer order) and by counters. Every rule reads objects through this file,
// so an effect applies the moment a permanent is on the battlefield (CR 603.6b).
import { cardOf, definition, type Ctx } from '../state/context';
import { ptChange } from '../effects/duration-effects';
import { matchesFilter } from './filters';
import type { Ability, StaticAbility } from '../state/card-types';
import type { CardType, Keyword, PlayerId } from '../state/basic-types';
import type { ObjectFilter } from '../effects/reference-types';
import type { DurationEffect } from '../effects/effect-types';
import type { GameObject, Snapshot } from '../state/object-types';

interface ActiveStatic {
  source: Snapshot;
  ability: StaticAbility;
}

/** The static abilities of the permanents on the battlefield, kept by the context until an object changes. */
function activeStatics(ctx: Ctx): ActiveStatic[] {
  if (ctx.statics) return ctx.statics as ActiveStatic[];
  const { state } = ctx;
  const list: ActiveStatic[] = [];
  for (const id of state.battlefield) {
    const obj = state.objects[id];
    if (!obj) continue;
    for (const ability of definition(ctx, cardOf(obj)).abilities ?? [])
      if (ability.kind === 'static') list.push({ source: printed(ctx, obj), ability });
  }
  ctx.statics = list;
  return list;
}

/** The object with its printed characteristics only: what static abilities' filters look at first. */
function printed(ctx: Ctx, obj: GameObject, withTypes?: CardType[]): Snapshot {
  const def = definition(ctx, cardOf(obj));
  return {
    id: obj.id,
    physical: obj.physical,
    card: cardOf(obj),
    label: obj.label,
    owner: obj.owner,
    controller: obj.controller,
    zone: obj.zone,
    types: withTypes ?? def.types,
    subtypes: def.subtypes ?? [],
    tapped: obj.tapped,
    attachedTo: obj.attachedTo,
    counters: obj.counters,
    keywords: definition(ctx, cardOf(obj)).keywords ?? [],
    ...(obj.token ? { token: true } : {}),
  };
}

function applyingStatics(ctx: Ctx, obj: GameObject, types: CardType[] | undefined, pick: (a: StaticAbility) => boolean): ActiveStatic[] {
  if (obj.zone !== 'battlefield') return [];
  const statics = activeStatics(ctx);
  if (statics.length === 0) return [];
  const me = printed(ctx, obj, types);
  return statics.filter((s) => pick(s.ability) && matchesFilter(s.ability.affects, me, s.source, s.source.controller));
}

function applying(ctx: Ctx, obj: GameObject, types: CardType[] | undefined, pick: (a: StaticAbility) => boolean): StaticAbility[] {
  return applyingStatics(ctx, obj, types, pick).map((s) => s.ability);
}

/** Layer 4: card types, with those that effects add. */
export function types(ctx: Ctx, obj: GameObject): CardType[] {
  const base = definition(ctx, cardOf(obj)).types;
  const added = applying(ctx, obj, undefined, (a) => Boolean(a.addTypes)).flatMap((a) => a.addTypes ?? []);
  // "Until end of turn, [it] becomes an artifact creature" (Chimeric Mass): layer 4 too.
  if (animation(ctx, obj)) added.push('artifact', 'creature');
  return added.length === 0 ? base : [...new Set([...base, ...added])];
}

/** The "becomes a creature until end of turn" effect on this permanent, if any (the latest applies). */
function animation(ctx: Ctx, obj: GameObject): Extract<DurationEffect, { kind: 'animate' }> | undefined {
  if (obj.zone !== 'battlefield' || ctx.state.durationEffects.length === 0) return undefined;
  return ctx.state.durationEffects.findLast((e): e is Extract<DurationEffect, { kind: 'animate' }> => e.kind === 'animate' && e.object === obj.id);
}

export function isCreature(ctx: Ctx, obj: GameObject): boolean {
  return types(ctx, obj).includes('creature');
}

/** A legendary permanent, which the legend rule looks at (CR 704.5j; a Clone that copied a legend is one, 707.2). */
export function isLegendary(ctx: Ctx, obj: GameObject): boolean {
  return definition(ctx, cardOf(obj)).supertypes?.includes('legendary') ?? false;
}

/** Layer 6: has the object lost all its abilities? */
export function lostAllAbilities(ctx: Ctx, obj: GameObject): boolean {
  return applying(ctx, obj, types(ctx, obj), (a) => Boolean(a.loseAllAbilities)).length > 0;
}

/** The abilities the object has now (none if an effect removed them all, CR 613.1f). */
export function abilitiesOf(ctx: Ctx, obj: GameObject): readonly Ability[] {
  return lostAllAbilities(ctx, obj) ? [] : (definition(ctx, cardOf(obj)).abilities ?? []);
}

/** Layer 7: base power and toughness (printed, or set by an effect), then counters (7c). */
function powerOrToughness(ctx: Ctx, obj: GameObject, which: 'power' | 'toughness'): number | undefined {
  const kinds = types(ctx, obj);
  if (!kinds.includes('creature')) return undefined;
  // Layer 7b in timestamp order (CR 613.4b, 613.7): a static ability setting it (Humility's 1/1), and "power and
  // toughness each equal to the number of charge counters on it", which Chimeric Mass's animation grants (not printed,
  // so not a characteristic-defining ability, 604.3a) with the animation's timestamp (613.7a): activated after
  // Humility arrived, the Mass is X/X; Humility arriving later makes it 1/1 (and removes that ability, layer 6).
  const set = applyingStatics(ctx, obj, kinds, (a) => (which === 'power' ? a.setPower : a.setToughness) !== undefined).reduce<ActiveStatic | undefined>(
    (latest, s) => (latest && timestampOf(latest.source.id) > timestampOf(s.source.id) ? latest : s),
    undefined,
  );
  const animated = animation(ctx, obj);
  const fromCounters = animated && (!set || (animated.at ?? 0) > timestampOf(set.source.id));
  const base = fromCounters
    ? (obj.counters[animated.ptFromCounters] ?? 0)
    : set
      ? which === 'power'
        ? set.ability.setPower
        : set.ability.setToughness
      : definition(ctx, cardOf(obj))[which];
  if (base === undefined) return undefined;
  // 7c: static bonuses ("equipped creature gets +3/+2"), counters, and changes "until end of turn".
  const bonus = applying(ctx, obj, kinds, (a) => (which === 'power' ? a.addPower : a.addToughness) !== undefined)
    .reduce((sum, a) => sum + ((which === 'power' ? a.addPower : a.addToughness) ?? 0), 0);
  return base + bonus + (obj.counters['+1/+1'] ?? 0) - (obj.counters['-1/-1'] ?? 0) + ptChange(ctx.state, obj.id)[which];
}

export function power(ctx: Ctx, obj: GameObject): number | undefined {
  return powerOrToughness(ctx, obj, 'power');
}

export function toughness(ctx: Ctx, obj: GameObject): number | undefined {
  return powerOrToughness(ctx, obj, 'toughness');
}

/** The object as it is now, kept for look-back (CR 603.10) and for the log. */
export function snapshot(ctx: Ctx, obj: GameObject): Snapshot {
  const kinds = types(ctx, obj);
  const creature = kinds.includes('creature');
  const noAbilities = lostAllAbilities(ctx, obj);
  return {
    ...printed(ctx, obj, [...kinds]),
    subtypes: [...(definition(ctx, cardOf(obj)).subtypes ?? []), ...(animation(ctx, obj)?.subtypes ?? [])],
    keywords: [...keywords(ctx, obj)],
    ...(noAbilities ? { noAbilities } : {}),
    ...(creature ? { power: power(ctx, obj), toughness: toughness(ctx, obj) } : {}),
  };
}

/** An object's timestamp (CR 613.7): objects are numbered as they are made, a permanent as it enters (#12 after #11). */
function timestampOf(id: string): number {
  const n = Number(id.slice(1));
  return Number.isFinite(n) ? n : 0;
}

/**
 * The timestamp of an effect made now (CR 613.7a): later than every object that exists, earlier than any made next.
 * "That creature gains haste" and Chimeric Mass's animation are ordered with Humility by it.
 */
export function timestampNow(ctx: Ctx): number {
  return ctx.state.nextId + 0.5;
}

/**
 * Does a static ability that grants keywords apply now: its source still has it (613.8), its condition holds? The
 * opponents' permanents are read printed, with their types (not `controlsMatching`, whose snapshots would ask
 * their keywords, and so this again).
 */
function grantsNow(ctx: Ctx, { source, ability }: ActiveStatic): boolean {
  const obj = ctx.state.objects[source.id];
  if (!obj || lostAllAbilities(ctx, obj)) return false;
  const none = ability.onlyWhile?.opponentsControlNo;
  if (!none) return true;
  return !ctx.state.battlefield.some((id) => {
    const other = ctx.state.objects[id] as GameObject;
    return other.controller !== source.controller && matchesFilter(none, printed(ctx, other, types(ctx, other)), source, source.controller);
  });
}

/**
 * Keywords (layer 6): the printed ones, then in timestamp order (CR 613.7) each effect that removes all abilities
 * (Humility), grants keywords to a group (Teysa Karlov's tokens, Erebos's Titan's "as long as…") or that this
 * object gained ("that creature gains haste"): haste gained after Humility arrived stays; Humility arriving
 * later takes it away.
 */
export function keywords(ctx: Ctx, obj: GameObject): readonly Keyword[] {
  const printedKeywords = definition(ctx, cardOf(obj)).keywords ?? [];
  if (obj.zone !== 'battlefield') return printedKeywords;
  const steps: { at: number; add: readonly Keyword[] | null }[] = [];
  for (const s of applyingStatics(ctx, obj, types(ctx, obj), (a) => Boolean(a.loseAllAbilities || a.addKeywords))) {
    if (s.ability.loseAllAbilities) steps.push({ at: timestampOf(s.source.id), add: null });
    if (s.ability.addKeywords && grantsNow(ctx, s)) steps.push({ at: timestampOf(s.source.id), add: s.ability.addKeywords });
  }
  obj.gained?.forEach((keyword, i) => steps.push({ at: obj.gainedAt?.[i] ?? 0, add: [keyword] }));
  if (steps.length === 0) return printedKeywords;
  let result = [...printedKeywords];
  for (const step of steps.sort((a, b) => a.at - b.at)) {
    if (step.add === null) result = [];
    else for (const keyword of step.add) if (!result.includes(keyword)) result.push(keyword);
  }
  return result;
}

/**
 * Does `player` control a permanent matching `filter`, from `source`'s point of view (its controller `you`)? "When
 * you control no Islands" (Dandân's state trigger), "unless defending player controls an Island" (its attack).
 */
export function controlsMatching(ctx: Ctx, player: PlayerId, filter: ObjectFilter, source: Snapshot, you: PlayerId): boolean {
  return ctx.state.battlefield.some((id) => {
    const obj = ctx.state.objects[id] as GameObject;
    return obj.controller === player && matchesFilter(filter, snapshot(ctx, obj), source, you);
  });
}

export function hasKeyword(ctx: Ctx, obj: GameObject, keyword: Keyword): boolean {
  return keywords(ctx, obj).includes(keyword);
}

