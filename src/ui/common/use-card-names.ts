// How the UI names cards and players without a game: what the course page and the rule panel need, with no
// game store or engine behind it (use-names.ts adds the names of a game's objects on top of it).
import { useTexts, type Texts } from '../../i18n/use-t';
import type { CardId, PlayerId } from '../../engine';
import { nameForms, type CardGrammar } from './grammar';

export interface CardNames {
  card: (id: CardId) => string;
  player: (id: PlayerId) => string;
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

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const shared = new WeakMap<Texts, CardNames>();

/** The names in the current language: one object shared by every component until the language or the texts change. */
export function useCardNames(): CardNames {
  const texts = useTexts();
  let names = shared.get(texts);
  if (!names) {
    const { t, i18n, language } = texts;
    const card = (id: CardId) => t(`cards:${id}.name`, { defaultValue: id });
    const player = (id: PlayerId) => t(`common:players.${id}`, { defaultValue: capitalize(id) });
    const format = new Intl.ListFormat(language, { type: 'conjunction' });
    names = {
      card,
      player,
      list: (items) => format.format(items),
      ...nameForms((key, options) => t(key, options), i18n.getResourceBundle(language, 'cards')),
    };
    shared.set(texts, names);
  }
  return names;
}
