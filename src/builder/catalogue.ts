// The card catalogue: every card of the pool with what it is searched by — its name in the current language and
// in the other one, its type line and types, its keywords, the rules it illustrates (card-rules.ts) and the
// lessons that use it. Pure: the texts come in as parameters, so the UI and the tests share it.
import type { CardDefinition, CardId, CardPool } from '../engine';
import { lessonCatalogue } from '../lessons/catalogue.generated';
import { cardKeywords, cardRules } from './card-rules';

export interface CardTexts {
  /** The card's name in the current language, and in the other one (absent until that language is loaded). */
  name: string;
  otherName?: string;
  /** The type line and rules text in the current language. */
  type?: string;
  text?: string;
}

export interface CatalogueCard {
  id: CardId;
  def: CardDefinition;
  rules: string[];
  keywords: string[];
  /** The ids of the lessons whose board uses it. */
  lessons: string[];
  texts: CardTexts;
  /** Everything it is found by, folded (lower case, no accents). */
  haystack: string;
}

/** Lower case, without accents, with one kind of apostrophe: « Suivante de l’âme » = "suivante de l'ame". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’`]/g, "'").toLowerCase();
}

/** The lessons whose board uses each card. */
export function lessonsByCard(): Map<CardId, string[]> {
  const out = new Map<CardId, string[]>();
  for (const lesson of lessonCatalogue)
    for (const card of new Set(Object.values(lesson.cards))) out.set(card, [...(out.get(card) ?? []), lesson.id]);
  return out;
}

/** Every card of the pool, in the current language's alphabetical order. */
export function catalogueCards(pool: CardPool, texts: (id: CardId) => CardTexts): CatalogueCard[] {
  const lessons = lessonsByCard();
  return Object.values(pool)
    .map((def) => {
      const t = texts(def.id);
      const rules = cardRules(def);
      const keywords = cardKeywords(def);
      const haystack = fold(
        [def.id, t.name, t.otherName ?? '', t.type ?? '', t.text ?? '', def.types.join(' '), (def.subtypes ?? []).join(' '), keywords.join(' '), rules.join(' ')].join('\n'),
      );
      return { id: def.id, def, rules, keywords, lessons: lessons.get(def.id) ?? [], texts: t, haystack };
    })
    .sort((a, b) => a.texts.name.localeCompare(b.texts.name));
}

/**
 * The cards every word of the query is found in (names in both languages, type, text, keywords, rule numbers);
 * the cards whose name starts with the query first. An empty query gives them all.
 */
export function searchCards(cards: readonly CatalogueCard[], query: string): CatalogueCard[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...cards];
  const found = cards.filter((c) => words.every((w) => c.haystack.includes(w)));
  const q = fold(query.trim());
  const rank = (c: CatalogueCard) => (fold(c.texts.name).startsWith(q) || fold(c.texts.otherName ?? '').startsWith(q) ? 0 : 1);
  return found.sort((a, b) => rank(a) - rank(b));
}

/** Words that open a triggered ability's condition ("When …,", « À chaque fois que …, »). */
const OPENERS = /^(whenever|when|at|au debut|a chaque fois|chaque fois|quand|lorsque|des que)\b/;

/**
 * A line of rules text cut into its trigger condition and the rest, when the line is a triggered ability
 * ("Whenever another creature enters the battlefield," / "you may gain 1 life."); null otherwise.
 */
export function splitTrigger(line: string): { condition: string; effect: string } | null {
  if (!OPENERS.test(fold(line))) return null;
  const comma = line.indexOf(',');
  if (comma < 0) return null;
  return { condition: line.slice(0, comma + 1), effect: line.slice(comma + 1).trim() };
}
