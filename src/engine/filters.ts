// Object filters: the data half of "another creature", "a Vampire you control", "a land".
import type { ObjectFilter, PlayerId, Snapshot } from './types';

/** Does `object` match `filter`, for an ability whose source is `source` controlled by `you`? */
export function matchesFilter(filter: ObjectFilter, object: Snapshot, source: Snapshot, you: PlayerId): boolean {
  if (filter.self && object.id !== source.id) return false;
  if (filter.other && object.id === source.id) return false;
  if (filter.types && !filter.types.some((t) => object.types.includes(t))) return false;
  if (filter.notTypes && filter.notTypes.some((t) => object.types.includes(t))) return false;
  if (filter.subtypes && !filter.subtypes.some((s) => object.subtypes.includes(s))) return false;
  if (filter.controller === 'you' && object.controller !== you) return false;
  if (filter.controller === 'opponent' && object.controller === you) return false;
  if (filter.owner === 'you' && object.owner !== you) return false;
  if (filter.owner === 'opponent' && object.owner === you) return false;
  if (filter.enchanted && (source.attachedTo === null || object.id !== source.attachedTo)) return false;
  if (filter.anyOf && !filter.anyOf.some((f) => matchesFilter(f, object, source, you))) return false;
  if (filter.hasKeyword && !object.keywords.includes(filter.hasKeyword)) return false;
  if (filter.lacksKeyword && object.keywords.includes(filter.lacksKeyword)) return false;
  return true;
}
