// Mana symbols in the usual notation: `{2}{W}{W}` → ['2', 'W', 'W'].
export function manaSymbols(cost: string | undefined): string[] {
  return [...(cost ?? '').matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
}

const COLORED = new Set(['W', 'U', 'B', 'R', 'G', 'C']);

/** The frame colour of a card: its colours (from its mana cost, or given: an embalmed token's white), `multi`, `colorless` or `land`. */
export function frameOf(cost: string | undefined, isLand: boolean, given?: readonly string[]): string {
  if (isLand) return 'land';
  // A hybrid symbol such as {B/R} counts as both its colours.
  const colors = given?.length ? [...new Set(given)] : [...new Set(manaSymbols(cost).flatMap((s) => s.split('/')).filter((s) => COLORED.has(s) && s !== 'C'))];
  if (colors.length === 0) return 'colorless';
  if (colors.length > 1) return 'multi';
  return colors[0] as string;
}

/** Splits rules text into plain runs and mana symbols. */
export function textRuns(text: string): { symbol?: string; text?: string }[] {
  return text
    .split(/(\{[^}]+\})/g)
    .filter(Boolean)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? { symbol: part.slice(1, -1) } : { text: part }));
}
