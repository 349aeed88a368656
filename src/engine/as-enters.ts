// CR 603.6d: "as [this] enters" choices — a card name (Meddling Mage), a creature to copy (Clone). They are
// made before the permanent enters and applied as part of the event that puts it there, never triggers.
import { snapshot } from './characteristics';
import type { Ctx } from './context';
import { matchesFilter } from './filters';
import type { AsEnters, CardId, PlayerId, Snapshot, StackItem } from './types';

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

/**
 * The "as it enters" choice for `card`, entering as `item` resolves: the answer already given, or the
 * default when there is nothing to ask or `auto` answers; otherwise the choice is asked (a `name` or
 * `copy` choice about `item`) and `undefined` returned: the resolution stops until it is answered.
 */
export function entersAsFor(ctx: Ctx, item: StackItem, card: CardId, asEnters: AsEnters): string | null | undefined {
  if (item.entersAs !== undefined) return item.entersAs;
  const options = asEntersOptions(ctx, item, asEnters);
  if (options.length === 0 || ctx.autoAnswer) return options[0] ?? null;
  const base = { player: item.controller, item: item.id, card, options };
  ctx.state.pending = asEnters.choose === 'cardName' ? { kind: 'name', ...base } : { kind: 'copy', ...base, optional: asEnters.optional };
  return undefined;
}
