// How the UI names things in a game: translated card names, player names (use-card-names.ts), and references
// (labels, object ids) to the game's objects.
import { useMemo } from 'react';
import type { CardId, GameView } from '../../engine';
import { useStacklab, type StacklabStore } from '../../store/game-store';
import { cardOfObject, useView, viewOf } from '../../store/selectors';
import { useDisplayedState } from '../../store/playback-store';
import { useCardNames, type CardNames } from './use-card-names';
import { distinctNamer, objectsInView } from './distinct-name';

export interface Names extends CardNames {
  /** A player id, a label or an object id → a player's or a card's name. */
  ref: (ref: string) => string;
  /** Like `ref`, with the controller (and the label) when another object in view has the same name. */
  distinct: (ref: string) => string;
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
  const state = useDisplayedState();
  const past = useStacklab((s) => s.past);
  return useMemo(() => gameNames(names, view, state, past), [names, view, state, past]);
}

function gameNames(names: CardNames, view: GameView, state: StacklabStore['state'], past: StacklabStore['past']): Names {
  {
    const ref = (r: string) => {
      if (view.order.includes(r)) return names.player(r);
      const id = cardInView(view, r) ?? cardOfObject({ state, past }, r);
      return id ? names.card(id) : r;
    };
    let namer: ((r: string) => string | undefined) | undefined;
    const distinct = (r: string) => {
      if (view.order.includes(r)) return names.player(r);
      namer ??= distinctNamer(objectsInView(view), names.card, names.player);
      return namer(r) ?? ref(r);
    };
    return { ...names, ref, distinct };
  }
}

/**
 * The same names, read from the game as it is when a name is asked for, whose identity changes only with the
 * language: for rows that are rendered again only when their own props change (a permanent, a stack object, a
 * log line), so that every action doesn't render them all again.
 */
const stable = new WeakMap<CardNames, Names>();

export function useStableNames(): Names {
  const names = useCardNames();
  // One object for every row, made once per language.
  let found = stable.get(names);
  if (!found) {
    let at: { state: StacklabStore['state']; names: Names } | undefined;
    const now = (): Names => {
      const s = useStacklab.getState();
      if (at?.state !== s.state) at = { state: s.state, names: gameNames(names, viewOf(s.state), s.state, s.past) };
      return at.names;
    };
    found = { ...names, ref: (r) => now().ref(r), distinct: (r) => now().distinct(r) };
    stable.set(names, found);
  }
  return found;
}
