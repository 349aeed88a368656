// CR 601.2c, 303.4a: the targets a spell asks for as it is cast: its own ("3 damage to any target"), or, for an
// Aura spell, one object its enchant ability allows; the Aura then enters attached to it (608.3).
import type { CardDefinition } from '../state/card-types';
import type { TargetSpec } from '../effects/reference-types';

const NONE: readonly TargetSpec[] = [];
const auraTargets = new WeakMap<CardDefinition, readonly TargetSpec[]>();

export function isAuraSpell(def: CardDefinition): boolean {
  return def.enchant !== undefined && (def.subtypes?.includes('Aura') ?? false);
}

export function spellTargets(def: CardDefinition): readonly TargetSpec[] {
  if (def.spell?.targets) return def.spell.targets;
  if (!isAuraSpell(def)) return NONE;
  let specs = auraTargets.get(def);
  if (!specs) auraTargets.set(def, (specs = [{ kind: 'permanent', filter: def.enchant! }]));
  return specs;
}
