// Conditions of intervening "if" clauses (CR 603.4), checked as the event happens and again on resolution.
import { power, toughness } from '../characteristics/characteristics';
import type { Ctx } from '../state/context';
import type { Condition } from '../effects/reference-types';
import type { PlayerId } from '../state/basic-types';
import type { Snapshot } from '../state/object-types';
import type { TriggerContext } from './trigger-types';

/** An object's power and toughness now, or as it last existed if it has left the battlefield (CR 608.2h). */
function sizeOf(ctx: Ctx, id: string | null | undefined, last: Snapshot | undefined): { power: number; toughness: number } {
  const now = id ? ctx.state.objects[id] : undefined;
  if (now && now.zone === 'battlefield') return { power: power(ctx, now) ?? 0, toughness: toughness(ctx, now) ?? 0 };
  return { power: last?.power ?? 0, toughness: last?.toughness ?? 0 };
}

export function conditionHolds(ctx: Ctx, condition: Condition, you: PlayerId, context: TriggerContext, source?: Snapshot): boolean {
  if ('life' in condition) return (ctx.state.playerState[you]?.life ?? 0) >= condition.atLeast;
  if ('notDeclaredAsAttacker' in condition) return context.cause !== 'attack';
  if ('eventObjectHadNo' in condition) return !context.eventObject?.counters[condition.eventObjectHadNo];
  if ('controlledSinceYourLastUpkeep' in condition) {
    const now = source ? ctx.state.objects[source.id] : undefined;
    const since = now?.controlledSince;
    const [previous] = ctx.state.playerState[you]?.upkeeps ?? [0, 0];
    // Permanents of the starting board have been there since before the game: never "since".
    return since !== undefined && since >= previous;
  }
  if ('selfHasCounter' in condition) {
    const now = source ? ctx.state.objects[source.id] : undefined;
    return Boolean((now ?? source)?.counters[condition.selfHasCounter]);
  }
  // Raid (an ability word, CR 207.2c): you declared at least one attacker this turn.
  if ('youAttackedThisTurn' in condition) return Boolean(ctx.state.playerState[you]?.attackedThisTurn);
  if ('eventObjectIsBigger' in condition) {
    // CR 702.100b–c: compare the newcomer (as it last existed, if it left) with this creature now.
    const them = sizeOf(ctx, context.eventObjectNewId ?? context.eventObject?.id, context.eventObjectLastKnown ?? context.eventObject);
    const me = sizeOf(ctx, source?.id, source);
    return them.power > me.power || them.toughness > me.toughness;
  }
  return false;
}
