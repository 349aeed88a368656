// Abilities triggering an additional time (CR 603.2d: Panharmonicon, Teysa Karlov).
import { snapshot } from '../characteristics/characteristics';
import { cardOf, definition, type Ctx } from '../state/context';
import type { GameEvent } from '../events/events';
import { matchesFilter } from '../characteristics/filters';
import type { CardDefinition, StaticAbility } from '../state/card-types';
import type { GameObject, Snapshot } from '../state/object-types';
import type { TriggerEvent } from './trigger-event-types';

/** A static ability that makes triggered abilities trigger an additional time (CR 603.2d), and its source. */
export interface Multiplier {
  source: Snapshot;
  ability: StaticAbility & { additionalTrigger: NonNullable<StaticAbility['additionalTrigger']> };
}

/** The "additional time" abilities of each card definition, worked out once. */
const multipliersOfCard = new WeakMap<CardDefinition, Multiplier['ability'][]>();
function multiplierAbilities(ctx: Ctx, card: string): Multiplier['ability'][] {
  const def = definition(ctx, card);
  let found = multipliersOfCard.get(def);
  if (!found) {
    found = (def.abilities ?? []).filter((a): a is Multiplier['ability'] => a.kind === 'static' && a.additionalTrigger !== undefined);
    multipliersOfCard.set(def, found);
  }
  return found;
}

/**
 * CR 603.2d: the abilities that make triggered abilities trigger additional times, on the battlefield as it
 * is just after the event (`after`, CR 603.10: the objects and continuous effects that exist then are the
 * ones looked at, so a Panharmonicon entering at the same time counts) and as it was just before (`before`:
 * for abilities that look back in time, 603.10a).
 */
export function findMultipliers(ctx: Ctx, lookBack: readonly Snapshot[] | null): { after: Multiplier[]; before: Multiplier[] } {
  const { state } = ctx;
  const after: Multiplier[] = [];
  for (const id of state.battlefield) {
    const obj = state.objects[id] as GameObject;
    const abilities = multiplierAbilities(ctx, cardOf(obj));
    if (abilities.length === 0) continue;
    const source = snapshot(ctx, obj);
    if (!source.noAbilities) for (const ability of abilities) after.push({ source, ability });
  }
  if (!lookBack) return { after, before: after };
  const before: Multiplier[] = [];
  for (const source of lookBack)
    if (source.zone === 'battlefield' && !source.noAbilities) for (const ability of multiplierAbilities(ctx, source.card)) before.push({ source, ability });
  return { after, before };
}

export const NONE: readonly Multiplier[] = [];

/** The "additional time" abilities that apply to an ability of `source` triggering on this zone change. */
export function multipliersFor(
  list: readonly Multiplier[],
  event: Extract<GameEvent, { type: 'zoneChanged' }>,
  trigger: Extract<TriggerEvent, { on: 'zoneChange' }>,
  source: Snapshot,
): readonly Multiplier[] {
  if (list.length === 0 || source.zone !== 'battlefield') return NONE;
  const object = event.to === 'battlefield' ? (event.after ?? event.object) : event.object;
  return list.filter(({ source: by, ability }) => {
    const cause = ability.additionalTrigger;
    if (cause.from !== undefined && cause.from !== event.from) return false;
    if (cause.to !== undefined && cause.to !== event.to) return false;
    // The ability must trigger on that part of the event: a card leaving a graveyard to enter the
    // battlefield makes a "leaves your graveyard" ability trigger, but not because something entered. Every zone
    // the ability names is the cause's, and it names one: "leaves the battlefield" is set off by a creature dying,
    // so Teysa Karlov doubles it (her ruling); "enters" is not set off by leaving a graveyard.
    if ((trigger.from !== undefined && trigger.from !== cause.from) || (trigger.to !== undefined && trigger.to !== cause.to)) return false;
    if (!((trigger.from !== undefined && trigger.from === cause.from) || (trigger.to !== undefined && trigger.to === cause.to))) return false;
    return matchesFilter(cause.object, object, by, by.controller) && matchesFilter(ability.affects, source, by, by.controller);
  });
}
