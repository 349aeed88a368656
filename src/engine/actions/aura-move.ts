// CR 303.4f, 303.4g: an Aura put onto the battlefield by the sandbox's `move` is neither cast nor told by an effect
// what to enchant, so the player it enters under chooses that as it enters, among what its enchant ability allows
// (not a target). One such object: it is that one, without a question. Several: a `card` choice (with `moving`) is
// asked and the whole move waits for the answer. None: the Aura stays where it was, and the other cards still move.
import { definition, type Ctx } from '../state/context';
import { asEntersOptions, asItWouldEnter, enchantOptions } from '../effects/as-enters';
import { snapshot } from '../characteristics/characteristics';
import { isAuraSpell } from '../stack/spell-targets';
import { moveObjects, refOf } from '../events/zones';
import type { Move } from '../state/move-types';

/**
 * Carries out the moves (one event), each Aura entering attached: to what its move names (`attachedTo`: given by
 * `attachTo`, or answered), else to its one legal object; one with several is asked about, and then nothing has
 * moved yet. Returns true once the cards have moved, false when a choice is pending (answering it comes back here).
 */
export function moveAttachingAuras(ctx: Ctx, moves: readonly Move[]): boolean {
  const { state } = ctx;
  const moving = new Set(moves.map((m) => m.id));
  const going: Move[] = [];
  for (const [index, move] of moves.entries()) {
    const aura = state.objects[move.id];
    // CR 603.6d: a card with an "as it enters" choice (Meddling Mage, Clone) moved without `entersAs` makes it now,
    // by the player it enters under; a creature entering under Humility has none to make.
    const asEnters = aura && move.to === 'battlefield' && move.entersAs === undefined ? asItWouldEnter(ctx, aura, move.controller ?? aura.owner).rules?.asEnters : undefined;
    if (aura && asEnters) {
      const chooser = move.controller ?? aura.owner;
      const options = asEntersOptions(ctx, { source: snapshot(ctx, aura), controller: chooser }, asEnters).filter((id) => !moving.has(id));
      if (options.length > 0 && !ctx.autoAnswer) {
        const base = { player: chooser, item: aura.id, card: aura.card, options, moving: [...going, ...moves.slice(index)] };
        state.pending = asEnters.choose === 'cardName' ? { kind: 'name', ...base } : { kind: 'copy', ...base, optional: asEnters.optional };
        return false;
      }
      going.push({ ...move, entersAs: options[0] ?? null });
      continue;
    }
    if (!aura || move.to !== 'battlefield' || move.attachedTo !== undefined || !isAuraSpell(definition(ctx, aura.card))) {
      going.push(move);
      continue;
    }
    const chooser = move.controller ?? aura.owner;
    const options = enchantOptions(ctx, aura, chooser, moving);
    if (options.length === 0) {
      // CR 303.4g: nothing it could enchant: it doesn't enter, and stays in the zone it was in.
      ctx.log.push({ event: 'auraStayed', card: aura.card, label: aura.label, object: aura.id, player: chooser, from: aura.zone, rule: '303.4g' });
      continue;
    }
    if (options.length === 1) {
      going.push({ ...move, attachedTo: options[0]! });
      continue;
    }
    state.pending = { kind: 'card', player: chooser, item: aura.id, options, optional: false, moving: [...going, ...moves.slice(index)] };
    return false;
  }
  for (const move of going) {
    const aura = state.objects[move.id];
    const host = move.attachedTo ? state.objects[move.attachedTo] : undefined;
    if (aura && host && move.to === 'battlefield')
      ctx.log.push({ event: 'attached', card: aura.card, label: aura.label, player: move.controller ?? aura.owner, target: refOf(host), reason: 'asEnters', rule: '303.4f' });
  }
  moveObjects(ctx, going);
  return true;
}
