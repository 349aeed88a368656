// Legal targets (CR 115, 601.2c): what a spell or ability may target, and whether a target is still legal.
import { hasKeyword, isCreature, snapshot } from './characteristics';
import type { Ctx } from './context';
import { matchesFilter } from './filters';
import type { GameObject, PlayerId, Snapshot, TargetSpec } from './types';

function livingPlayers(ctx: Ctx): PlayerId[] {
  return ctx.state.players.filter((p) => !ctx.state.playerState[p]?.lost);
}

/** Every legal choice for one target, players first (in turn order), then permanents. */
export function legalTargets(ctx: Ctx, spec: TargetSpec, source: Snapshot, controller: PlayerId): string[] {
  const { state } = ctx;
  // CR 702.18a: a permanent with shroud can't be the target of spells or abilities.
  const permanents = () => state.battlefield.map((id) => state.objects[id] as GameObject).filter((o) => !hasKeyword(ctx, o, 'shroud'));
  switch (spec.kind) {
    case 'player':
      return livingPlayers(ctx).filter((p) => !spec.opponent || p !== controller);
    case 'permanent':
      return permanents()
        .filter((o) => !spec.filter || matchesFilter(spec.filter, snapshot(ctx, o), source, controller))
        .map((o) => o.id);
    case 'any':
      return [...livingPlayers(ctx), ...permanents().filter((o) => isCreature(ctx, o)).map((o) => o.id)];
  }
}

/** Is `target` among `legalTargets`? Checked for that one target, without listing the others. */
export function isLegalTarget(ctx: Ctx, spec: TargetSpec, target: string, source: Snapshot, controller: PlayerId): boolean {
  const { state } = ctx;
  const player = state.players.includes(target) && !state.playerState[target]?.lost;
  if (spec.kind === 'player') return player && (!spec.opponent || target !== controller);
  if (spec.kind === 'any' && player) return true;
  const obj = state.objects[target];
  if (!obj || obj.zone !== 'battlefield' || hasKeyword(ctx, obj, 'shroud')) return false;
  if (spec.kind === 'any') return isCreature(ctx, obj);
  return !spec.filter || matchesFilter(spec.filter, snapshot(ctx, obj), source, controller);
}
