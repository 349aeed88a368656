// CR 601.3: a player can't begin to cast a spell that an effect forbids — whether they cast it from their
// hand or an effect lets them cast it (cascade, rebound: "cast it without paying its mana cost").
import { abilitiesOf } from '../characteristics/characteristics';
import { cardOf, type Ctx } from '../state/context';
import type { CardId, PlayerId } from '../state/basic-types';
import type { GameObject } from '../state/object-types';

/** The permanent whose "spells with the chosen name can't be cast" forbids casting this card, if any (Meddling Mage). */
export function castForbiddenBy(ctx: Ctx, card: CardId): CardId | null {
  const { state } = ctx;
  for (const id of state.battlefield) {
    const obj = state.objects[id]!;
    if (obj.chosenName !== card) continue;
    if (abilitiesOf(ctx, obj).some((a) => a.kind === 'static' && a.cantCastChosenName)) return cardOf(obj);
  }
  return null;
}

/**
 * For a spell an effect would cast: true if it can't be cast (CR 601.3), saying so in the log; the card
 * then stays where it is, or goes where the effect puts what isn't cast (cascade: to the bottom).
 */
export function castIsForbidden(ctx: Ctx, card: GameObject, player: PlayerId): boolean {
  const forbidding = castForbiddenBy(ctx, card.card);
  if (!forbidding) return false;
  ctx.log.push({ event: 'effectFailed', card: card.card, label: card.label, object: card.id, player, target: forbidding, reason: 'castForbidden', rule: '601.3' });
  return true;
}
