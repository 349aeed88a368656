// How the UI names things in a game: translated card names, player names (use-card-names.ts), and references
// (labels, object ids) to the game's objects.
import { useMemo } from 'react';
import type { CardId, GameView } from '../../engine';
import { useStacklab } from '../../store/game-store';
import { cardOfObject, useView } from '../../store/selectors';
import { useCardNames, type CardNames } from './use-card-names';

export interface Names extends CardNames {
  /** A player id, a label or an object id → a player's or a card's name. */
  ref: (ref: string) => string;
}

function cardInView(view: GameView, ref: string): CardId | undefined {
  const match = (o: { id: string; label: string | null }) => o.id === ref || o.label === ref;
  const onBattlefield = view.battlefield.find(match);
  if (onBattlefield) return onBattlefield.card;
  for (const zone of [view.hand, view.graveyard, view.exile, view.library]) {
    for (const cards of Object.values(zone)) {
      const found = cards.find(match);
      if (found) return found.card;
    }
  }
  const onStack = view.stack.find((s) => s.id === ref || s.sourceId === ref || s.label === ref);
  return onStack?.source;
}

export function useNames(): Names {
  const names = useCardNames();
  const view = useView();
  const state = useStacklab((s) => s.state);
  const past = useStacklab((s) => s.past);
  return useMemo(
    () => ({
      ...names,
      ref: (ref: string) => {
        if (view.order.includes(ref)) return names.player(ref);
        const id = cardInView(view, ref) ?? cardOfObject({ state, past }, ref);
        return id ? names.card(id) : ref;
      },
    }),
    [names, view, state, past],
  );
}
