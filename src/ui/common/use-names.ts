// How the UI names things: translated card names, player names, and references (labels, object ids).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardId, GameView, PlayerId } from '../../engine';
import { useStacklab } from '../../store/game-store';
import { cardOfObject, useView } from '../../store/selectors';
import { nameForms, type CardGrammar } from './grammar';

export interface Names {
  card: (id: CardId) => string;
  player: (id: PlayerId) => string;
  /** A player id, a label or an object id → a player's or a card's name. */
  ref: (ref: string) => string;
  /** Names joined the way the language lists things ("Alice and Bob"). */
  list: (items: readonly string[]) => string;
  /** The possessive form of a name ("Alice's", « d'Alice », « des Ours runcinés »), for `{{ofPlayer}}`-style parameters. */
  of: (name: string) => string;
  /** The name with its article (« la Suivante de l'âme », « Isamaru, chien de Konda », "Soul's Attendant"). */
  the: (name: string) => string;
  /** The grammar of a card's translated name (none for players and for English names). */
  grammar: (name: string) => CardGrammar | undefined;
  /** The i18next contexts for a sentence whose subject is this name, most specific first (see grammar.ts). */
  agreements: (name: string) => string[];
  /**
   * Adds `theX`, `TheX`, `ofX`, `toX` beside every `x` parameter (`player`, `card`, `source` …), so that
   * each language can use the form its grammar needs (« la capacité des Ours runcinés »).
   */
  withOf: <P extends Record<string, unknown>>(params: P) => P & Record<string, unknown>;
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

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function useNames(): Names {
  const { t, i18n } = useTranslation();
  const view = useView();
  const state = useStacklab((s) => s.state);
  const past = useStacklab((s) => s.past);
  const language = i18n.language;
  return useMemo(() => {
    const card = (id: CardId) => t(`cards:${id}.name`, { defaultValue: id });
    const player = (id: PlayerId) => t(`common:players.${id}`, { defaultValue: capitalize(id) });
    const format = new Intl.ListFormat(language, { type: 'conjunction' });
    return {
      card,
      player,
      ref: (ref) => {
        if (view.order.includes(ref)) return player(ref);
        const id = cardInView(view, ref) ?? cardOfObject({ state, past }, ref);
        return id ? card(id) : ref;
      },
      list: (items) => format.format(items),
      ...nameForms((key, options) => t(key, options), i18n.getResourceBundle(language, 'cards')),
    };
  }, [t, i18n, language, view, state, past]);
}
