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
  const permanents = state.battlefield.map((id) => state.objects[id] as GameObject).filter((o) => !hasKeyword(ctx, o, 'shroud'));
  switch (spec.kind) {
    case 'player':
      return livingPlayers(ctx).filter((p) => !spec.opponent || p !== controller);
    case 'permanent':
      return permanents
        .filter((o) => !spec.filter || matchesFilter(spec.filter, snapshot(ctx, o), source, controller))
        .map((o) => o.id);
    case 'any':
      return [...livingPlayers(ctx), ...permanents.filter((o) => isCreature(ctx, o)).map((o) => o.id)];
  }
}

export function isLegalTarget(ctx: Ctx, spec: TargetSpec, target: string, source: Snapshot, controller: PlayerId): boolean {
  return legalTargets(ctx, spec, source, controller).includes(target);
}
