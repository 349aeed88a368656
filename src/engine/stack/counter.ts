// Countering (CR 701.6a): a spell or ability is removed from the stack by an effect; a countered spell card
// goes to its owner's graveyard. Being countered is an event of its own, which "whenever a spell is
// countered" abilities look back at (CR 603.10e). A spell whose targets have all become illegal isn't
// countered: it doesn't resolve (608.2b, see resolve.ts), and nothing that waits for a counter sees it.
import { snapshot } from '../characteristics/characteristics';
import type { Ctx } from '../state/context';
import type { GameEvent } from '../events/events';
import { pileFind, pileRemove } from '../state/pile';
import { detectTriggers } from '../triggers/triggers';
import { graveyardSources } from '../triggers/trigger-match';
import type { LogEntry } from '../state/log-types';
import type { ObjectId } from '../state/basic-types';
import type { Snapshot } from '../state/object-types';
import { moveObjects } from '../events/zones';

/** What countered it: an effect's source (Counterspell), or a reason code for the log (`ward`). */
export type CounteredBy = { source: Snapshot } | { reason: string };

/**
 * Counters the spell or ability `id` if it is still on the stack. A spell card goes to its owner's
 * graveyard; a copy or an ability simply leaves the stack. Returns false if there was nothing to counter.
 */
export function counterOnStack(ctx: Ctx, id: ObjectId, by: CounteredBy): boolean {
  const { state } = ctx;
  const item = pileFind(state.stack, (i) => i.id === id);
  if (!item) return false;
  // "This spell can't be countered": a "can't" beats the effect that tries (CR 101.2); it stays on the stack.
  if (item.kind === 'spell' && ctx.cards[item.source.card]?.uncounterable) {
    ctx.log.push({ event: 'counterFailed', card: item.source.card, label: item.source.label, object: item.id, player: item.controller, rule: '101.2' });
    return false;
  }
  // CR 603.10e: abilities that trigger on a counter are looked for as the game was just before it.
  const lookBack = [...state.battlefield.map((b) => snapshot(ctx, state.objects[b]!)), ...graveyardSources(ctx)];
  state.stack = pileRemove(state.stack, (i) => i.id === id);
  const entry: LogEntry = { event: 'countered', card: item.source.card, label: item.source.label, object: item.id, player: item.controller, rule: '701.6a' };
  if ('source' in by) {
    entry.source = by.source.card;
    entry.sourceLabel = by.source.label;
  } else entry.reason = item.kind === 'spell' || by.reason !== 'ward' ? by.reason : 'wardAbility'; // the log names an ability apart
  ctx.log.push(entry);
  if (item.kind === 'spell' && !item.copy) moveObjects(ctx, [{ id: item.id, to: 'graveyard' }]);
  const event: GameEvent = {
    type: 'countered',
    // The spell as it was on the stack, under the control it had there.
    object: { ...item.source, controller: item.controller },
    item: item.id,
    kind: item.kind,
    // CR 707.10: a copy isn't cast; an ability isn't a spell.
    caster: item.kind === 'spell' && !item.copy ? item.controller : null,
  };
  detectTriggers(ctx, [event], lookBack);
  return true;
}
