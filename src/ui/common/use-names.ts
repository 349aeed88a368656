// How the UI names things: translated card names, player names, and references (labels, object ids).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardId, GameView, PlayerId } from '../../engine';
import { useStacklab } from '../../store/game-store';
import { cardOfObject, useView } from '../../store/selectors';

export interface Names {
  card: (id: CardId) => string;
  player: (id: PlayerId) => string;
  /** A player id, a label or an object id → a player's or a card's name. */
  ref: (ref: string) => string;
  /** Names joined the way the language lists things ("Alice and Bob"). */
  list: (items: readonly string[]) => string;
  /** The possessive form of a name ("Alice's", « d'Alice »), for `{{ofPlayer}}`-style parameters. */
  of: (name: string) => string;
  /**
   * Adds `ofPlayer`, `ofCard`, `ofSource` … beside the `player`, `card`, `source` … parameters, so that
   * each language can use the form its grammar needs.
   */
  withOf: <P extends Record<string, unknown>>(params: P) => P & Record<string, unknown>;
}

/** French elides « de » before a vowel sound: « d'Alice », « d'Artiste de sang ». */
const STARTS_WITH_VOWEL = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;

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
    const of = (name: string) => t(STARTS_WITH_VOWEL.test(name) ? 'common:grammar.ofVowel' : 'common:grammar.of', { name });
    return {
      card,
      player,
      ref: (ref) => {
        if (view.order.includes(ref)) return player(ref);
        const id = cardInView(view, ref) ?? cardOfObject({ state, past }, ref);
        return id ? card(id) : ref;
      },
      list: (items) => format.format(items),
      of,
      withOf: (params) => {
        const extra: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(params))
          if (typeof value === 'string' && value) extra[`of${key.charAt(0).toUpperCase()}${key.slice(1)}`] = of(value);
        return { ...params, ...extra };
      },
    };
  }, [t, language, view, state, past]);
}
