// An object's current characteristics: its card's printed values modified by counters.
// Continuous effects (CR 613) will be applied here, so every rule reads objects through this file.
import { definition, type Ctx } from './context';
import { ptChange } from './duration-effects';
import type { CardType, GameObject, Keyword, Snapshot } from './types';

export function types(ctx: Ctx, obj: GameObject): CardType[] {
  return definition(ctx, obj.card).types;
}

export function isCreature(ctx: Ctx, obj: GameObject): boolean {
  return types(ctx, obj).includes('creature');
}

export function keywords(ctx: Ctx, obj: GameObject): readonly Keyword[] {
  return definition(ctx, obj.card).keywords ?? [];
}

export function hasKeyword(ctx: Ctx, obj: GameObject, keyword: Keyword): boolean {
  return keywords(ctx, obj).includes(keyword);
}

export function power(ctx: Ctx, obj: GameObject): number | undefined {
  const base = definition(ctx, obj.card).power;
  if (base === undefined || !isCreature(ctx, obj)) return undefined;
  return base + (obj.counters['+1/+1'] ?? 0) - (obj.counters['-1/-1'] ?? 0) + ptChange(ctx.state, obj.id).power;
}

export function toughness(ctx: Ctx, obj: GameObject): number | undefined {
  const base = definition(ctx, obj.card).toughness;
  if (base === undefined || !isCreature(ctx, obj)) return undefined;
  return base + (obj.counters['+1/+1'] ?? 0) - (obj.counters['-1/-1'] ?? 0) + ptChange(ctx.state, obj.id).toughness;
}

/** The object as it is now, kept for look-back (CR 603.6d) and for the log. */
export function snapshot(ctx: Ctx, obj: GameObject): Snapshot {
  const def = definition(ctx, obj.card);
  return {
    id: obj.id,
    physical: obj.physical,
    card: obj.card,
    label: obj.label,
    owner: obj.owner,
    controller: obj.controller,
    zone: obj.zone,
    types: [...types(ctx, obj)],
    subtypes: [...(def.subtypes ?? [])],
    keywords: [...keywords(ctx, obj)],
    tapped: obj.tapped,
    attachedTo: obj.attachedTo,
  };
}
