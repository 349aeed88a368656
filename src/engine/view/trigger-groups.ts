// CR 603.3b: which waiting triggers are interchangeable, so a player ordering them may treat them as one
// group: the same ability of the same source object, no targets and no modes (nothing is chosen for them as
// they go on the stack), and an effect that does not depend on which event made it trigger — except through
// a player it names (Dingus Egg's "that land's controller"), who is then part of the group's key.
import { definition, type Ctx } from '../state/context';
import type { TriggeredAbility } from '../state/card-types';
import type { PendingTrigger } from '../triggers/trigger-types';

/** How an ability's resolution depends on its event: not at all, through a player, or through the event's object. */
type Dependence = { players: ('eventObjectController' | 'defendingPlayer' | 'eventPlayer')[] } | 'object';

/** Words of an ability's text (as data) that read the event's object, spell or remembered objects. */
const READS_EVENT = /^(event|remembered$|unattachedFrom$|cascade$|notDeclaredAsAttacker$)/;

const dependences = new WeakMap<TriggeredAbility, Dependence>();

function dependenceOf(ability: TriggeredAbility): Dependence {
  let found = dependences.get(ability);
  if (found) return found;
  const players = new Set<'eventObjectController' | 'defendingPlayer' | 'eventPlayer'>();
  let object = false;
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value === 'eventObjectController' || value === 'defendingPlayer') players.add(value);
      else if (READS_EVENT.test(value)) object = true;
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (READS_EVENT.test(key)) object = true;
        walk(inner);
      }
  };
  // What triggers it (`trigger`) is the same for all; what it does and checks on resolution is read.
  const { trigger: _trigger, keyword: _keyword, rule: _rule, ...rest } = ability;
  walk(rest);
  // CR 603.5: "unless that player pays": the player who caused the event decides.
  if (ability.unless && ability.unless.payer !== 'you') players.add('eventPlayer');
  found = object ? 'object' : { players: [...players] };
  dependences.set(ability, found);
  return found;
}

/**
 * The key shared by interchangeable pending triggers, or null when this trigger is unlike any other: a
 * delayed or reflexive trigger, one another ability watches, one with targets or modes, or one whose
 * effect reads the object of its event.
 */
export function interchangeKey(ctx: Ctx, trigger: PendingTrigger): string | null {
  if (trigger.delayed || trigger.watched) return null;
  const ability = definition(ctx, trigger.source.card).abilities?.[trigger.abilityIndex];
  if (!ability || ability.kind !== 'triggered' || ability.modes || (ability.targets?.length ?? 0) > 0) return null;
  const dependence = dependenceOf(ability);
  if (dependence === 'object') return null;
  const { context } = trigger;
  const players = dependence.players.map((p) =>
    p === 'eventObjectController' ? context.eventObject?.controller : p === 'defendingPlayer' ? context.defender : context.eventPlayer,
  );
  return [trigger.source.id, trigger.abilityIndex, trigger.controller, ...players.map((p) => p ?? '-')].join('/');
}
