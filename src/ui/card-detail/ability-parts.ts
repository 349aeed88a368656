// A card's rules text cut into its abilities, each one classified, and a triggered ability split into its
// trigger condition and its effect (CR 603.1: "[When/Whenever/At] [trigger event or condition], [effect]";
// an intervening "if" clause, CR 603.4, comes first in the effect and is shown apart). Pure: it reads only
// the text of the language shown, so it works for every card without a word of card-specific code.

export type AbilityKind = 'triggered' | 'activated' | 'keyword' | 'other';

export interface AbilityPart {
  kind: AbilityKind;
  /** The whole line, as printed. */
  text: string;
  /** Triggered only: from the trigger word to the comma that ends the condition. */
  condition?: string;
  /** Triggered only: an intervening "if" clause (CR 603.4), when the effect starts with one. */
  intervening?: string;
  /** Triggered: what happens; activated: what the ability does (after the colon). */
  effect?: string;
  /** Activated only: the cost, before the colon. */
  cost?: string;
}

// The words that open a trigger condition, in each language (English Oracle wording; French printed wording).
const TRIGGER_START = /^(when|whenever|at the beginning|at the end|at end|quand|lorsque|chaque fois|à chaque fois|au début|à la fin)\b/iu;
const IF_START = /^(if|only if|si|seulement si)\b/iu;
// A keyword line: short words separated by commas, no sentence ("Vigilance, lifelink", « Vol, vigilance »).
const KEYWORD = String.raw`[\p{L}'’ -]+(\s(\d+|(\{[^}]+\})+))?`;
const KEYWORDS = new RegExp(`^${KEYWORD}(,\\s*${KEYWORD})*$`, 'u');

/** The index of the first comma outside quotation marks and parentheses, or -1. */
function firstTopLevelComma(text: string, from = 0): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '“' || c === '«' || c === '(') depth++;
    else if ((c === '”' || c === '»' || c === ')') && depth > 0) depth--;
    else if (c === '"') depth = depth > 0 ? depth - 1 : depth + 1;
    else if (c === ',' && depth === 0) return i;
  }
  return -1;
}

/** The first colon outside quotation marks (an activated ability's "cost: effect"), or -1. */
function costColon(text: string): number {
  const quote = text.search(/[“«"]/u);
  const colon = text.indexOf(':');
  return colon > 0 && (quote < 0 || colon < quote) ? colon : -1;
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * One line of rules text, classified and split. `name` is the card's name in the same language: a comma in it
 * ("Emrakul, the Aeons Torn") does not end a condition.
 */
export function abilityPart(line: string, name = ''): AbilityPart {
  const text = line.trim();
  // Reminder text in parentheses is not part of the ability's wording for this test; neither is an ability
  // word ("Raid — ", CR 207.2c).
  const bare = text
    .replace(/\s*\([^)]*\)/gu, '')
    .replace(/^[\p{L} ]{2,30} — (?=\S)/u, '')
    .trim();
  // The same text with the commas of the card's own name hidden, so that positions match.
  const masked = name.includes(',') ? bare.split(name).join(name.replaceAll(',', '\u0000')) : bare;
  if (TRIGGER_START.test(bare)) {
    const comma = firstTopLevelComma(masked);
    if (comma > 0) {
      const condition = bare.slice(0, comma).trim();
      let effect = bare.slice(comma + 1).trim();
      let intervening: string | undefined;
      if (IF_START.test(effect)) {
        const next = firstTopLevelComma(masked.slice(comma + 1).trim());
        if (next > 0) {
          intervening = effect.slice(0, next).trim();
          effect = capitalise(effect.slice(next + 1).trim());
        }
      }
      return { kind: 'triggered', text, condition, ...(intervening ? { intervening } : {}), effect: capitalise(effect) };
    }
  }
  const colon = costColon(bare);
  if (colon > 0 && /[{}]|^[^.]{1,40}$/u.test(bare.slice(0, colon))) {
    return { kind: 'activated', text, cost: bare.slice(0, colon).trim(), effect: capitalise(bare.slice(colon + 1).trim()) };
  }
  if (bare.length > 0 && bare.length <= 60 && !TRIGGER_START.test(bare) && KEYWORDS.test(bare)) return { kind: 'keyword', text };
  return { kind: 'other', text };
}

/** Every line of a card's rules text (one ability or keyword list per line), classified and split. */
export function abilityParts(text: string, name = ''): AbilityPart[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => abilityPart(line, name));
}
