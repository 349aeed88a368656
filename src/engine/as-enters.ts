// CR 603.6e: "as [this] enters" choices — a card name (Meddling Mage), a creature to copy (Clone). They are
// made before the permanent enters and applied as part of the event that puts it there, never triggers.
import { snapshot } from './characteristics';
import type { Ctx } from './context';
import { matchesFilter } from './filters';
import type { AsEnters, PlayerId, Snapshot } from './types';

/**
 * The options of the choice, for the spell or ability (`source`, `controller`) putting the permanent onto
 * the battlefield; the first is the default that `auto` takes.
 */
export function asEntersOptions(ctx: Ctx, by: { source: Snapshot; controller: PlayerId }, asEnters: AsEnters): string[] {
  const { state } = ctx;
  if (asEnters.choose === 'cardName') {
    const excluded = asEnters.notTypes ?? [];
    return Object.values(ctx.cards)
      .filter((def) => !def.token && !def.types.some((t) => excluded.includes(t)))
      .map((def) => def.id)
      .sort();
  }
  return state.battlefield.filter((id) => matchesFilter(asEnters.filter, snapshot(ctx, state.objects[id]!), by.source, by.controller));
}
