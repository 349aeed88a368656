// Legal targets (CR 115, 601.2c): what a spell or ability may target, and whether a target is still legal.
import { hasKeyword, isCreature, snapshot } from '../characteristics/characteristics';
import type { Ctx } from '../state/context';
import { matchesFilter } from '../characteristics/filters';
import { parseCost } from '../effects/mana';
import { pileFind, pileToArray } from '../state/pile';
import { resolveRef } from '../events/zones';
import type { GameObject, Snapshot } from '../state/object-types';
import type { PlayerId } from '../state/basic-types';
import type { StackItem } from './stack-types';
import type { ObjectFilter, TargetSpec } from '../effects/reference-types';

function livingPlayers(ctx: Ctx): PlayerId[] {
  return ctx.state.players.filter((p) => !ctx.state.playerState[p]?.lost);
}

/**
 * CR 702.18a, 702.16b: a permanent the source can't target: one with shroud, or one with protection from
 * colored spells when the source is a spell (it isn't on the battlefield) with a colored mana symbol in its
 * cost (CR 202.2; a copy has the colors of what it copies).
 */
function untargetable(ctx: Ctx, obj: GameObject, source: Snapshot): boolean {
  if (hasKeyword(ctx, obj, 'shroud')) return true;
  if (source.zone === 'battlefield' || !hasKeyword(ctx, obj, 'protectionFromColoredSpells')) return false;
  const cost = parseCost(ctx.cards[source.card]?.cost);
  return cost.colored.length > 0 || cost.hybrid.length > 0;
}

/** Every legal choice for one target, players first (in turn order), then permanents. */
export function legalTargets(ctx: Ctx, spec: TargetSpec, source: Snapshot, controller: PlayerId): string[] {
  const { state } = ctx;
  // CR 702.18a: a permanent with shroud can't be the target of spells or abilities (702.16b: nor one protected from the source).
  const permanents = () => state.battlefield.map((id) => state.objects[id] as GameObject).filter((o) => !untargetable(ctx, o, source));
  switch (spec.kind) {
    case 'player':
      return livingPlayers(ctx).filter((p) => !spec.opponent || p !== controller);
    case 'permanent':
      return permanents()
        .filter((o) => !spec.filter || matchesFilter(spec.filter, snapshot(ctx, o), source, controller))
        .map((o) => o.id);
    case 'any':
      return [...livingPlayers(ctx), ...permanents().filter((o) => isCreature(ctx, o)).map((o) => o.id)];
    case 'spell':
      // Top of the stack first: the spell a player most often means to answer.
      return pileToArray(state.stack)
        .filter((item) => isTargetableSpell(item, spec, source, controller))
        .map((item) => item.id)
        .reverse();
  }
}

/**
 * What a target reference names: a player (by id), a permanent or a card's spell on the stack (by label, object id or
 * card id), or a spell on the stack by its id (a copy, which no card stands for). Undefined when it names none of them.
 */
export function targetNamed(ctx: Ctx, ref: string): string | undefined {
  const { state } = ctx;
  if (Object.hasOwn(state.playerState, ref)) return ref;
  return resolveRef(state, ref, ['battlefield', 'stack'])?.id ?? pileFind(state.stack, (i) => i.id === ref)?.id;
}

/**
 * The spell or ability on the stack as it chooses or checks its targets. A copy of a spell keeps the snapshot of the
 * card it copies (its name, its colours, its label in the log) but is another object (CR 707.10): it may target that
 * card's spell, never itself (115.5), so it chooses as an object of its own id.
 */
export function targetingSource(item: StackItem): Snapshot {
  return item.kind === 'spell' && item.id !== item.source.id ? { ...item.source, id: item.id } : item.source;
}

/**
 * CR 115.1a, 701.6a: a spell on the stack (a copy is a spell too, CR 707.10; abilities are not spells), other
 * than the one choosing its targets (CR 115.5), that matches the spec's filter as it is on the stack.
 */
function isTargetableSpell(item: StackItem, spec: Extract<TargetSpec, { kind: 'spell' }>, source: Snapshot, controller: PlayerId): boolean {
  if (item.kind !== 'spell' || item.id === source.id) return false;
  const spell = { ...item.source, controller: item.controller };
  return !spec.filter || matchesFilter(spec.filter, spell, source, controller);
}

/** Is `target` among `legalTargets`? Checked for that one target, without listing the others. */
export function isLegalTarget(ctx: Ctx, spec: TargetSpec, target: string, source: Snapshot, controller: PlayerId): boolean {
  const { state } = ctx;
  const player = state.players.includes(target) && !state.playerState[target]?.lost;
  if (spec.kind === 'player') return player && (!spec.opponent || target !== controller);
  if (spec.kind === 'spell') {
    const item = pileFind(state.stack, (i) => i.id === target);
    return item !== undefined && isTargetableSpell(item, spec, source, controller);
  }
  if (spec.kind === 'any' && player) return true;
  const obj = state.objects[target];
  // CR 702.26b: a phased-out permanent is treated as though it doesn't exist: a target that phased out since it was
  // chosen is illegal as the spell or ability resolves (608.2b).
  if (!obj || obj.zone !== 'battlefield' || obj.phasedOut || untargetable(ctx, obj, source)) return false;
  if (spec.kind === 'any') return isCreature(ctx, obj);
  return !spec.filter || matchesFilter(spec.filter, snapshot(ctx, obj), source, controller);
}

/**
 * Why a target refused by `isLegalTarget` is illegal, when a short reason says it: the variant of the
 * `errors.illegalTarget` message (`illegalTarget_<reason>` in locales/<language>/errors.json). Asked only once a
 * target is refused, so legality checks stay as they are.
 */
export type IllegalTargetReason =
  | 'lost'
  | 'notPlayer'
  | 'notOpponent'
  | 'notSpell'
  | 'notPermanent'
  | 'notCreatureOrPlayer'
  | 'shroud'
  | 'protection'
  | 'notCreature'
  | 'notLand'
  | 'notYours'
  | 'notOpponents'
  | 'notOwned'
  | 'source'
  | 'hasFlying'
  | 'itself';

/** The reason `target` can't be chosen for `spec`, or null when none of the simple ones applies (or it is legal). */
export function illegalTargetReason(ctx: Ctx, spec: TargetSpec, target: string, source: Snapshot, controller: PlayerId): IllegalTargetReason | null {
  const { state } = ctx;
  const player = state.players.includes(target);
  // CR 800.4a: a player who has left the game can't be targeted.
  if (player && state.playerState[target]?.lost) return 'lost';
  if (spec.kind === 'player') {
    if (!player) return 'notPlayer';
    return spec.opponent && target === controller ? 'notOpponent' : null;
  }
  if (spec.kind === 'spell') {
    const item = pileFind(state.stack, (i) => i.id === target);
    if (!item || item.kind !== 'spell') return 'notSpell';
    // CR 115.5: a spell is never a target for itself (a copy choosing new targets included).
    if (item.id === source.id) return 'itself';
    return spec.filter ? filterReason(spec.filter, { ...item.source, controller: item.controller }, source, controller) : null;
  }
  if (player) return spec.kind === 'any' ? null : 'notPermanent';
  const obj = state.objects[target];
  if (!obj || obj.zone !== 'battlefield') return spec.kind === 'any' ? 'notCreatureOrPlayer' : 'notPermanent';
  if (hasKeyword(ctx, obj, 'shroud')) return 'shroud';
  if (untargetable(ctx, obj, source)) return 'protection';
  if (spec.kind === 'any') return isCreature(ctx, obj) ? null : 'notCreatureOrPlayer';
  return spec.filter ? filterReason(spec.filter, snapshot(ctx, obj), source, controller) : null;
}

/** The first part of a filter ("target creature an opponent controls") the object fails that has a reason of its own. */
function filterReason(filter: ObjectFilter, object: Snapshot, source: Snapshot, you: PlayerId): IllegalTargetReason | null {
  if (filter.types && !filter.types.some((t) => object.types.includes(t))) {
    const [only, ...others] = filter.types;
    if (others.length > 0) return null;
    return only === 'creature' ? 'notCreature' : only === 'land' ? 'notLand' : null;
  }
  // "Another target creature": the ability's own source is not among its choices.
  if (filter.other && object.id === source.id) return 'source';
  if (filter.controller === 'you' && object.controller !== you) return 'notYours';
  if (filter.controller === 'opponent' && object.controller === you) return 'notOpponents';
  if (filter.owner === 'you' && object.owner !== you) return 'notOwned';
  // "Target creature without flying" (CR 702.9).
  if (filter.lacksKeyword === 'flying' && object.keywords.includes('flying')) return 'hasFlying';
  return null;
}

/**
 * The params of `errors.illegalTarget`: the target as the player named it (`named`: a label, a card id, a player
 * id, or the object id they gave), the reason when there is one, and the player the reason is about.
 */
export function illegalTargetParams(ctx: Ctx, spec: TargetSpec | undefined, named: string, target: string, source: Snapshot, controller: PlayerId): Record<string, string> {
  const reason = spec ? illegalTargetReason(ctx, spec, target, source, controller) : null;
  if (!reason) return { target: named };
  const aboutPlayer = reason === 'notOpponent' || reason === 'notYours' || reason === 'notOpponents' || reason === 'notOwned';
  return { target: named, reason, ...(aboutPlayer ? { player: controller } : {}) };
}
