// CR 603.6d: "as [this] enters" choices — a card name (Meddling Mage), a creature to copy (Clone). They are
// made before the permanent enters and applied as part of the event that puts it there, never triggers.
// CR 614.12: which of these replacement effects apply is decided on the permanent as it would exist on the
// battlefield: after its copy effect (707.2), and with the continuous effects already in play (Humility).
// CR 303.4f: an Aura entering without being cast, told by nothing what to enchant, chooses that as it enters too.
import { isCreature, lostAllAbilities, snapshot } from '../characteristics/characteristics';
import { cardOf, definition, type Ctx } from '../state/context';
import { matchesFilter } from '../characteristics/filters';
import type { AsEnters, CardDefinition } from '../state/card-types';
import type { CardId, ObjectId, PlayerId } from '../state/basic-types';
import type { GameObject, Snapshot } from '../state/object-types';
import type { StackItem } from '../stack/stack-types';

/**
 * CR 614.12: the permanent as it would be on the battlefield under `controller`, as a copy of `copyOf` if
 * given: the card whose characteristics it would have, and that card's definition, or none if it would
 * have lost all its abilities (a creature under Humility: its own "enters tapped", "enters with counters"
 * and "as it enters" don't apply; a land or a noncreature artifact keeps them).
 */
export function asItWouldEnter(ctx: Ctx, obj: GameObject, controller: PlayerId, copyOf?: CardId): { card: CardId; rules: CardDefinition | null } {
  const would: GameObject = { ...obj, zone: 'battlefield', controller };
  if (copyOf) would.copyOf = copyOf;
  else delete would.copyOf;
  const card = cardOf(would);
  return { card, rules: lostAllAbilities(ctx, would) ? null : definition(ctx, card) };
}

/**
 * The options of the choice, for the spell or ability (`source`, `controller`) putting the permanent onto
 * the battlefield; the first is the default that `auto` takes.
 */
export function asEntersOptions(ctx: Ctx, by: { source: Snapshot; controller: PlayerId }, asEnters: AsEnters): string[] {
  const { state } = ctx;
  if (asEnters.choose === 'cardName') {
    const excluded = asEnters.notTypes ?? [];
    return Object.values(ctx.cards)
      .filter((def) => !def.token && !def.types.some((t) => excluded.includes(t)))
      .map((def) => def.id)
      .sort();
  }
  return state.battlefield.filter((id) => matchesFilter(asEnters.filter, snapshot(ctx, state.objects[id]!), by.source, by.controller));
}

/** The "as it enters" answers for a permanent: its own choice, and the choice of the card it copies (614.12). */
export interface EntersAsAnswers {
  entersAs?: string | null;
  copiedEntersAs?: string | null;
}

/**
 * The "as it enters" choices for `card`, entering under `controller` as `item` resolves: the answers already
 * given, or the default when there is nothing to ask or `auto` answers; otherwise the next choice is asked
 * (a `name` or `copy` choice about `item`) and `undefined` returned: the resolution stops until it is
 * answered. A Clone that copies a permanent with an "as it enters" choice makes that choice too, as the
 * copy it will be (CR 614.12, 707.2); a creature entering under Humility makes none.
 */
export function entersAsFor(ctx: Ctx, item: StackItem, card: GameObject, controller: PlayerId): EntersAsAnswers | undefined {
  const answers: EntersAsAnswers = {};
  const own = asItWouldEnter(ctx, card, controller).rules?.asEnters;
  if (!own) return answers;
  const first = answerOrAsk(ctx, item, card.card, own, item.entersAs, controller);
  if (first === undefined) return undefined;
  answers.entersAs = first;
  const model = own.choose === 'copy' && first ? ctx.state.objects[first] : undefined;
  if (!model) return answers;
  const copied = asItWouldEnter(ctx, card, controller, cardOf(model));
  const theirs = copied.rules?.asEnters;
  // A copy of a Clone copies what that Clone copied (707.2): a nested copy choice isn't asked again.
  if (!theirs || theirs.choose !== 'cardName') return answers;
  const second = answerOrAsk(ctx, item, copied.card, theirs, item.copiedEntersAs, controller);
  if (second === undefined) return undefined;
  answers.copiedEntersAs = second;
  return answers;
}

/** The player who chooses is the one the permanent enters under ("you may have Clone enter as a copy…"). */
function answerOrAsk(ctx: Ctx, item: StackItem, card: CardId, asEnters: AsEnters, given: string | null | undefined, chooser: PlayerId): string | null | undefined {
  if (given !== undefined) return given;
  const options = asEntersOptions(ctx, item, asEnters);
  if (options.length === 0 || ctx.autoAnswer) return options[0] ?? null;
  const base = { player: chooser, item: item.id, card, options };
  ctx.state.pending = asEnters.choose === 'cardName' ? { kind: 'name', ...base } : { kind: 'copy', ...base, optional: asEnters.optional };
  return undefined;
}

/**
 * CR 303.4a, 303.4f: may this Aura (with the rules `def`, under `controller`) be attached to `host`? Only to a
 * permanent other than itself, on the battlefield and not phased out, that its enchant ability allows. This is not
 * targeting: shroud and hexproof don't matter. The state-based action for Auras (704.5m) asks the same question.
 */
export function mayEnchant(ctx: Ctx, def: CardDefinition, aura: GameObject, host: GameObject | undefined, controller: PlayerId): boolean {
  if (!host || host.zone !== 'battlefield' || host.phasedOut || host.id === aura.id) return false;
  return !def.enchant || matchesFilter(def.enchant, snapshot(ctx, host), snapshot(ctx, aura), controller);
}

/**
 * CR 701.3b, 303.4a, 303.4d, 301.5c: what is wrong with `obj` (with the rules `def`) being attached to `host`, or null
 * when nothing is: `notAttachable` (neither an Aura nor an Equipment), `isCreature` (an Aura or Equipment that is a
 * creature can't be attached), `enchant` (the Aura's enchant ability doesn't allow it), `notCreature` (an Equipment
 * goes on a creature on the battlefield). The `attach` action refuses such an attachment; the state-based actions
 * undo one that has come about (704.5m, 704.5n, 704.5p).
 */
export type AttachmentFault = 'notAttachable' | 'isCreature' | 'enchant' | 'notCreature';
export function attachmentFault(ctx: Ctx, def: CardDefinition, obj: GameObject, host: GameObject | undefined): AttachmentFault | null {
  const aura = def.subtypes?.includes('Aura') ?? false;
  if (!aura && !def.subtypes?.includes('Equipment')) return 'notAttachable';
  if (isCreature(ctx, obj)) return 'isCreature';
  if (aura) return mayEnchant(ctx, def, obj, host, obj.controller) ? null : 'enchant';
  const present = host !== undefined && host.zone === 'battlefield' && !host.phasedOut && host.id !== obj.id;
  return present && isCreature(ctx, host) ? null : 'notCreature';
}

/**
 * CR 303.4f: what an Aura put onto the battlefield under `controller` may enchant as it enters: the permanents it
 * may be attached to, in the battlefield's order, except those in `moving` (what enters or leaves in the same event
 * isn't there to be chosen).
 */
export function enchantOptions(ctx: Ctx, aura: GameObject, controller: PlayerId, moving: ReadonlySet<ObjectId>): ObjectId[] {
  // It enters as a new object (CR 400.7): with its own card's rules, whatever it was a copy of before.
  const def = definition(ctx, aura.card);
  return ctx.state.battlefield.filter((id) => !moving.has(id) && mayEnchant(ctx, def, aura, ctx.state.objects[id], controller));
}
