// The library's filters: by rule number (a prefix: "603.10" finds 603.10a…, "CR 603.10" too) and by card (a
// part of its name in either language, accents and case ignored, or of its id).
import type { Ruling } from '../../rulings';

export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

export function citesRule(ruling: Ruling, query: string): boolean {
  const rule = fold(query).replace(/^(cr|rc)\s*/, '');
  return rule === '' || ruling.rules.some((r) => r.startsWith(rule));
}

/** `names(card)`: the card's names, in every language the app has. */
export function usesCard(ruling: Ruling, query: string, names: (card: string) => readonly string[]): boolean {
  const wanted = fold(query);
  return wanted === '' || ruling.cards.some((card) => card.includes(wanted) || names(card).some((name) => fold(name).includes(wanted)));
}

export function filterRulings(rulings: readonly Ruling[], rule: string, card: string, names: (card: string) => readonly string[]): Ruling[] {
  return rulings.filter((r) => citesRule(r, rule) && usesCard(r, card, names));
}
