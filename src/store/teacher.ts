// What the teacher's menus need beyond one engine action: setting a life total, and acting on several
// cards together. Pure functions of the game view, so the store and the tests share them.
import { isPermanentCardType, type Action, type CardId, type GameView, type ObjectId, type PlayerId } from '../engine';
import { cardDefinition } from './engine';

/**
 * CR 119.5: setting a life total to a number means gaining or losing the difference, so "set to N" is the
 * engine's `life` action with the difference (null when there is nothing to change or N isn't a whole number).
 */
export function setLifeAction(view: GameView, player: PlayerId, total: number): Action | null {
  const life = view.players[player]?.life;
  if (life === undefined || !Number.isSafeInteger(total) || total === life) return null;
  return { type: 'life', player, amount: total - life };
}

/** The zones a selected card may be in. */
export type SelectableZone = 'battlefield' | 'hand' | 'graveyard' | 'exile';

/** Where this object is now (a phased-out permanent counts as nowhere: only phasing in affects it). */
export function selectableZone(view: GameView, id: ObjectId): SelectableZone | undefined {
  if (view.battlefield.some((p) => p.id === id && !p.phasedOut)) return 'battlefield';
  for (const zone of ['hand', 'graveyard', 'exile'] as const)
    if (Object.values(view[zone]).some((cards) => cards.some((c) => c.id === id))) return zone;
  return undefined;
}

/** Can this card be put onto the battlefield? (The engine's rule: instants and sorceries can't.) */
export function isPermanentCard(card: CardId): boolean {
  const types = cardDefinition(card)?.types;
  return types !== undefined && isPermanentCardType(types);
}

function cardOf(view: GameView, id: ObjectId): CardId | undefined {
  const permanent = view.battlefield.find((p) => p.id === id);
  if (permanent) return permanent.card;
  for (const zone of [view.hand, view.graveyard, view.exile])
    for (const cards of Object.values(zone)) {
      const found = cards.find((c) => c.id === id);
      if (found) return found.card;
    }
  return undefined;
}

export interface TogetherAction {
  key: 'destroy' | 'exile' | 'bounce' | 'sacrifice' | 'tap' | 'untap' | 'putOntoBattlefield';
  action: Action;
}

/**
 * What may be done to the selected cards all at once: one action naming them all, so they move (or tap)
 * in one event (CR 603.2c). Permanents: destroy, exile, return to hand, sacrifice, tap, untap. Cards in
 * hands, graveyards or exile: put onto the battlefield together (CR 603.6a), or exile. Mixed: exile only.
 */
export function togetherActions(view: GameView, ids: readonly ObjectId[]): TogetherAction[] {
  if (ids.length === 0) return [];
  const cards = [...ids];
  const zones = cards.map((id) => selectableZone(view, id));
  if (zones.some((z) => z === undefined)) return [];
  if (zones.every((z) => z === 'battlefield')) {
    const tapped = view.battlefield.filter((p) => cards.includes(p.id)).map((p) => p.tapped);
    return [
      { key: 'destroy', action: { type: 'destroy', cards } },
      { key: 'exile', action: { type: 'exile', cards } },
      { key: 'bounce', action: { type: 'bounce', cards } },
      { key: 'sacrifice', action: { type: 'sacrifice', cards } },
      ...(tapped.includes(false) ? [{ key: 'tap', action: { type: 'tap', cards } } as const] : []),
      ...(tapped.includes(true) ? [{ key: 'untap', action: { type: 'untap', cards } } as const] : []),
    ];
  }
  const out: TogetherAction[] = [];
  const offBattlefield = zones.every((z) => z !== 'battlefield');
  if (offBattlefield && cards.every((id) => isPermanentCard(cardOf(view, id) ?? '')))
    out.push({ key: 'putOntoBattlefield', action: { type: 'move', cards, to: 'battlefield' } });
  if (zones.every((z) => z !== 'exile')) out.push({ key: 'exile', action: { type: 'exile', cards } });
  return out;
}
