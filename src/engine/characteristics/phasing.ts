// Phasing (CR 702.26): a phased-out permanent stays on the battlefield but is treated as though it didn't
// exist. It is kept out of `state.battlefield`, in `state.phasedOut`, so that no rule sees it; phasing
// is no zone change (702.26d): it keeps its object id, counters, tapped status and attachments.
import { hasKeyword, snapshot } from './characteristics';
import { removeFromCombat } from '../combat/combat';
import type { Ctx } from '../state/context';
import { editObject } from '../state/draft';
import type { GameEvent } from '../events/events';
import { detectTriggers, explainPhasedIn } from '../triggers/triggers';
import type { ObjectId, PlayerId } from '../state/basic-types';

/** Can't phase out now: an effect such as Ertai's Familiar's holds it. */
function heldIn(ctx: Ctx, id: ObjectId): boolean {
  return ctx.state.durationEffects.some((e) => e.kind === 'noPhasing' && e.object === id);
}

/**
 * Phases permanents out, with everything attached to them, which phases out "indirectly" and will
 * phase in with them (CR 702.26g). "When [this] phases out" abilities look back in time (603.10b).
 */
export function phaseOut(ctx: Ctx, ids: readonly ObjectId[], rule: string): void {
  const { state } = ctx;
  const direct = ids.filter((id) => state.objects[id]?.zone === 'battlefield' && !state.objects[id]?.phasedOut && !heldIn(ctx, id));
  if (direct.length === 0) return;
  const lookBack = state.battlefield.map((id) => snapshot(ctx, state.objects[id]!));
  const going = new Set(direct);
  const indirect = state.battlefield.filter((id) => !going.has(id) && attachedToAny(ctx, id, going));
  const events: GameEvent[] = [];
  for (const id of [...direct, ...indirect]) {
    events.push({ type: 'phasedOut', object: lookBack.find((s) => s.id === id)! });
    const obj = editObject(ctx, id);
    obj.phasedOut = true;
    if (!going.has(id)) obj.phasedOutWith = state.objects[id]!.attachedTo!;
    ctx.log.push({ event: 'phasedOut', card: obj.card, label: obj.label, object: id, player: obj.controller, ...(going.has(id) ? {} : { reason: 'indirectly' }), rule });
  }
  const out = new Set([...direct, ...indirect]);
  state.battlefield = state.battlefield.filter((id) => !out.has(id));
  state.phasedOut = [...(state.phasedOut ?? []), ...out];
  removeFromCombat(ctx, [...out], 'phasedOut'); // CR 506.4
  detectTriggers(ctx, events, lookBack);
}

/** Does this permanent hang, directly or through others, on one of `hosts`? */
function attachedToAny(ctx: Ctx, id: ObjectId, hosts: ReadonlySet<ObjectId>): boolean {
  const seen = new Set<ObjectId>();
  let at = ctx.state.objects[id]?.attachedTo ?? null;
  while (at && !seen.has(at)) {
    if (hosts.has(at)) return true;
    seen.add(at);
    at = ctx.state.objects[at]?.attachedTo ?? null;
  }
  return false;
}

/**
 * Phases permanents back in, with what phased out indirectly along with them (CR 702.26g). Phasing in
 * is no zone change: nothing "enters the battlefield" (702.26d).
 */
export function phaseIn(ctx: Ctx, ids: readonly ObjectId[], rule: string): void {
  const { state } = ctx;
  const direct = new Set(ids.filter((id) => state.objects[id]?.phasedOut));
  if (direct.size === 0) return;
  const all = new Set(direct);
  for (let grew = true; grew; ) {
    grew = false;
    for (const id of state.phasedOut ?? []) {
      const host = state.objects[id]?.phasedOutWith;
      if (!all.has(id) && host && all.has(host)) {
        all.add(id);
        grew = true;
      }
    }
  }
  for (const id of all) {
    const obj = editObject(ctx, id);
    delete obj.phasedOut;
    delete obj.phasedOutWith;
    ctx.log.push({ event: 'phasedIn', card: obj.card, label: obj.label, object: id, player: obj.controller, ...(direct.has(id) ? {} : { reason: 'indirectly' }), rule });
  }
  state.phasedOut = (state.phasedOut ?? []).filter((id) => !all.has(id));
  state.battlefield = [...state.battlefield, ...all];
  explainPhasedIn(ctx, [...all].map((id) => snapshot(ctx, state.objects[id]!)));
}

/**
 * CR 502.1: as the untap step begins, the active player's permanents with phasing phase out and their
 * phased-out permanents phase in, all at once.
 */
export function phaseInUntapStep(ctx: Ctx, active: PlayerId): void {
  const { state } = ctx;
  const goingIn = (state.phasedOut ?? []).filter((id) => state.objects[id]?.controller === active && !state.objects[id]?.phasedOutWith);
  const goingOut = state.battlefield.filter((id) => {
    const obj = state.objects[id]!;
    return obj.controller === active && hasKeyword(ctx, obj, 'phasing');
  });
  phaseIn(ctx, goingIn, '502.1');
  phaseOut(ctx, goingOut, '502.1');
}

/** CR 702.26: the `phase` action: permanents on the battlefield phase out, phased-out ones phase in. */
export function togglePhasing(ctx: Ctx, ids: readonly ObjectId[]): void {
  const out = ids.filter((id) => !ctx.state.objects[id]?.phasedOut);
  const back = ids.filter((id) => ctx.state.objects[id]?.phasedOut);
  phaseIn(ctx, back, '702.26a');
  phaseOut(ctx, out, '702.26a');
}

/** CR 702.26b: the noPhasing effects of this player end as their upkeep begins. */
export function endNoPhasing(ctx: Ctx, player: PlayerId): void {
  const { state } = ctx;
  if (state.durationEffects.some((e) => e.kind === 'noPhasing' && e.player === player))
    state.durationEffects = state.durationEffects.filter((e) => !(e.kind === 'noPhasing' && e.player === player));
}
