// Object filters: the data half of "another creature", "a Vampire you control", "a land".
import type { ObjectFilter } from '../effects/reference-types';
import type { PlayerId } from '../state/basic-types';
import type { Snapshot } from '../state/object-types';

/** Do the two lists have an item in common? (No closure: every trigger match asks this.) */
function shareAny<T>(wanted: readonly T[], has: readonly T[]): boolean {
  for (let i = 0; i < wanted.length; i++) if (has.includes(wanted[i]!)) return true;
  return false;
}

/** Does `object` match `filter`, for an ability whose source is `source` controlled by `you`? */
export function matchesFilter(filter: ObjectFilter, object: Snapshot, source: Snapshot, you: PlayerId): boolean {
  if (filter.self && object.id !== source.id) return false;
  if (filter.other && object.id === source.id) return false;
  if (filter.types && !shareAny(filter.types, object.types)) return false;
  if (filter.notTypes && shareAny(filter.notTypes, object.types)) return false;
  if (filter.subtypes && !shareAny(filter.subtypes, object.subtypes)) return false;
  if (filter.controller === 'you' && object.controller !== you) return false;
  if (filter.controller === 'opponent' && object.controller === you) return false;
  if (filter.owner === 'you' && object.owner !== you) return false;
  if (filter.owner === 'opponent' && object.owner === you) return false;
  if (filter.enchanted && (source.attachedTo === null || object.id !== source.attachedTo)) return false;
  if (filter.anyOf && !filter.anyOf.some((f) => matchesFilter(f, object, source, you))) return false;
  if (filter.hasKeyword && !object.keywords.includes(filter.hasKeyword)) return false;
  if (filter.lacksKeyword && object.keywords.includes(filter.lacksKeyword)) return false;
  if (filter.token && !object.token) return false;
  if (filter.powerAtMost !== undefined && (object.power === undefined || object.power > filter.powerAtMost)) return false;
  return true;
}

/** CR 110.4, 304.4, 307.4: instants and sorceries can't enter the battlefield; every other card can (a permanent card). */
export function isPermanentCardType(types: readonly string[]): boolean {
  return !types.includes('instant') && !types.includes('sorcery');
}
