// How a name sits in a sentence: with its article (« la Suivante de l'âme »), after « de » (« des Ours
// runcinés »), after « à » (« au Clone »), and which agreement a verb about it takes (« se résolvent »).
//
// The data is `grammar` in `locales/<language>/cards.json` (only French has it: English names take no
// article). The sentences are `common:grammar.<form>.<article>` in each language, so this file holds no
// word of any language. A name without grammar data (a player, English, a label) is a proper name.

/** `grammar` of a card in `locales/fr/cards.json`. */
export interface CardGrammar {
  gender: 'm' | 'f';
  /** `p` for names that are plural nouns (« les Ours runcinés »). */
  number: 's' | 'p';
  /** Takes no article, like a person (legendary names: « Isamaru, chien de Konda »). */
  proper?: boolean;
  /** Forces (h muet: « l'Humilité ») or forbids (h aspiré: « le Hurlement de la horde ») the elision. */
  elision?: boolean;
}

/** Which form of `common:grammar.<the|of|to>` a name takes. */
export type Article = 'proper' | 'properElided' | 'masculine' | 'feminine' | 'elided' | 'plural';

/** The forms added beside each name parameter `x`: `theX`, `TheX` (sentence start), `ofX`, `toX`. */
export const FORMS = ['the', 'of', 'to'] as const;

/** Elision before a vowel sound (« l'Œuf », « d'Isamaru »); a leading h is listed in the data. */
const STARTS_WITH_VOWEL = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;

export function article(name: string, grammar: CardGrammar | undefined): Article {
  const elided = grammar?.elision ?? STARTS_WITH_VOWEL.test(name);
  if (!grammar || grammar.proper) return elided ? 'properElided' : 'proper';
  if (grammar.number === 'p') return 'plural';
  if (elided) return 'elided';
  return grammar.gender === 'f' ? 'feminine' : 'masculine';
}

/**
 * The i18next contexts a sentence about this name may use for agreement, most specific first:
 * `key_female_plural`, then `key_plural` (« se résolvent »), or `key_female` (« est morte »).
 * Masculine singular is the key itself.
 */
export function agreements(grammar: CardGrammar | undefined): string[] {
  if (!grammar) return [];
  if (grammar.number === 'p') return grammar.gender === 'f' ? ['female_plural', 'plural'] : ['plural'];
  return grammar.gender === 'f' ? ['female'] : [];
}

/** `{ "Suivante de l'âme": { gender: 'f', … } }` from a language's `cards` namespace. */
export function grammarByName(cards: unknown): Map<string, CardGrammar> {
  const out = new Map<string, CardGrammar>();
  if (!cards || typeof cards !== 'object') return out;
  for (const card of Object.values(cards as Record<string, { name?: unknown; grammar?: CardGrammar }>))
    if (typeof card?.name === 'string' && card.grammar) out.set(card.name, card.grammar);
  return out;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type T = (key: string, options?: Record<string, unknown>) => string;

/** One form of one name: `form(t, 'of', "Œuf de Dingus", g)` → « de l'Œuf de Dingus ». */
export function form(t: T, which: (typeof FORMS)[number], name: string, grammar: CardGrammar | undefined): string {
  // A name ending in s has a form of its own, for English: « Grizzly Bears' », not « Grizzly Bears's » (French keeps
  // « des Ours runcinés »); the key exists in every language.
  const key = which === 'of' && name.endsWith('s') ? 'ofEndsInS' : which;
  return t(`common:grammar.${key}.${article(name, grammar)}`, { name });
}

/**
 * Adds `theX`, `TheX`, `ofX` and `toX` beside every non-empty string parameter `x`
 * (`card` → `theCard`, `TheCard`, `ofCard`, `toCard`), so that each language uses the form its grammar needs.
 */
export function withForms<P extends Record<string, unknown>>(t: T, grammarOf: (name: string) => CardGrammar | undefined, params: P): P & Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string' || !value) continue;
    const g = grammarOf(value);
    const suffix = capitalize(key);
    for (const which of FORMS) extra[`${which}${suffix}`] = form(t, which, value, g);
    extra[`The${suffix}`] = capitalize(extra[`the${suffix}`] as string);
  }
  return { ...params, ...extra };
}

/** The grammatical part of `Names` (use-names.ts), from a translation function and its `cards` namespace. */
export function nameForms(t: T, cards: unknown) {
  const grammars = grammarByName(cards);
  const grammar = (name: string) => grammars.get(name);
  // One language's forms of a name never change: each is worked out once (a big board asks for thousands).
  const forms = new Map<string, string>();
  const cached: T = (key, options) => {
    const id = `${key}\u0000${JSON.stringify(options ?? null)}`;
    let found = forms.get(id);
    if (found === undefined) forms.set(id, (found = t(key, options)));
    return found;
  };
  return {
    of: (name: string) => form(cached, 'of', name, grammar(name)),
    the: (name: string) => form(cached, 'the', name, grammar(name)),
    grammar,
    agreements: (name: string) => agreements(grammar(name)),
    withOf: <P extends Record<string, unknown>>(params: P) => withForms(cached, grammar, params),
  };
}
