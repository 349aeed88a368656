// CR 603.11, 607.2h: a static ability linked to a triggered ability. Primitive Etchings' static ability
// reveals the first card its controller draws each turn; its triggered ability ("whenever you reveal a
// creature card this way") looks only at the reveals of that static ability of that same object.
import { lostAllAbilities, snapshot } from '../characteristics/characteristics';
import { definition, type Ctx } from '../state/context';
import { detectTriggers } from '../triggers/triggers';
import type { GameEvent } from '../events/events';
import type { ObjectId, PlayerId } from '../state/basic-types';

/**
 * The first card `player` draws this turn has just been drawn: each permanent they control with a
 * "reveal the first card you draw each turn" ability reveals it — each ability its own reveal, logged with
 * the rule — and those reveals are events its linked ability can trigger on.
 */
export function revealFirstDraw(ctx: Ctx, player: PlayerId, drawn: ObjectId): void {
  const { state } = ctx;
  const card = state.objects[drawn];
  if (!card) return;
  const events: GameEvent[] = [];
  for (const id of state.battlefield) {
    const source = state.objects[id]!;
    if (source.controller !== player) continue;
    const abilities = definition(ctx, source.card).abilities ?? [];
    abilities.forEach((ability, index) => {
      if (ability.kind !== 'static' || !ability.revealFirstDraw) return;
      if (lostAllAbilities(ctx, source)) return; // CR 613.1f: no ability, no reveal
      ctx.log.push({ event: 'revealed', card: card.card, label: card.label, object: card.id, player, source: source.card, sourceLabel: source.label, rule: '603.11' });
      events.push({ type: 'revealed', object: snapshot(ctx, card), player, source: source.id, ability: index });
    });
  }
  detectTriggers(ctx, events, null);
}
