// Matching combat events with the trigger events of cards (CR 508.2a, 509.3): which declarations make
// which abilities trigger, and how many times.
import { snapshot } from '../characteristics/characteristics';
import { definition, type Ctx } from '../state/context';
import type { GameEvent } from '../events/events';
import { matchesFilter } from '../characteristics/filters';
import type { GameObject, Snapshot } from '../state/object-types';
import type { ObjectFilter } from '../effects/reference-types';
import type { TriggerContext } from './trigger-types';
import type { TriggerEvent } from './trigger-event-types';

type Matched = { rule: string; context: TriggerContext } | null;

const about = (object: Snapshot): TriggerContext => ({ eventObject: object, eventObjectNewId: object.id });

export function matchCombat(trigger: TriggerEvent, event: GameEvent, source: Snapshot): Matched {
  const matches = (filter: ObjectFilter, object: Snapshot) => matchesFilter(filter, object, source, source.controller);
  switch (trigger.on) {
    case 'attacks':
      // CR 508.2a: as the creature is declared as an attacker; "alone": the only one declared (506.5).
      if (event.type !== 'attacked' || (trigger.alone && !event.alone) || !matches(trigger.object, event.object)) return null;
      return { rule: '508.2a', context: { ...about(event.object), defender: event.defender } };
    case 'blocks':
      if (trigger.perCreature) {
        // CR 509.3b: "blocks a creature": once for each attacker it blocks.
        if (event.type !== 'blockedCreature' || !matches(trigger.object, event.blocker)) return null;
        if (trigger.attacker && !matches(trigger.attacker, event.attacker)) return null;
        return { rule: '509.3b', context: about(event.attacker) };
      }
      // CR 509.3a: "blocks": once per combat, however many creatures it blocks.
      if (event.type !== 'blocked' || !matches(trigger.object, event.object)) return null;
      return { rule: '509.3a', context: about(event.object) };
    case 'blockedBy':
      // CR 509.3d: "becomes blocked by a creature": once for each creature blocking it.
      if (event.type !== 'blockedCreature' || !matches(trigger.object, event.attacker)) return null;
      if (trigger.blocker && !matches(trigger.blocker, event.blocker)) return null;
      return { rule: '509.3d', context: about(event.blocker) };
    case 'becomesBlocked':
      // CR 509.3c: "becomes blocked": once, however many creatures block it.
      if (event.type !== 'becameBlocked' || !matches(trigger.object, event.object)) return null;
      return { rule: '509.3c', context: about(event.object) };
    default:
      return null;
  }
}

/**
 * CR 506.5: with several attackers, none "attacks alone": say so for each ability (exalted, 702.83b)
 * that would have triggered for one of them, so a learner sees why it didn't.
 */
export function explainNotAlone(ctx: Ctx, attackers: readonly Snapshot[]): void {
  if (attackers.length < 2) return;
  const { state } = ctx;
  for (const id of state.battlefield) {
    const source = snapshot(ctx, state.objects[id] as GameObject);
    // A permanent that has lost its abilities (Humility) has no exalted to explain (613.1f).
    if (source.noAbilities) continue;
    for (const ability of definition(ctx, source.card).abilities ?? []) {
      if (ability.kind !== 'triggered' || ability.trigger.on !== 'attacks' || !ability.trigger.alone) continue;
      const filter = ability.trigger.object;
      if (!attackers.some((a) => matchesFilter(filter, a, source, source.controller))) continue;
      ctx.log.push({ event: 'notTriggered', source: source.card, sourceLabel: source.label, player: source.controller, reason: 'notAlone', rule: '506.5' });
    }
  }
}
