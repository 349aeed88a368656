// Limits on what a scenario, a share link or any other untrusted input may ask of the engine (docs/scenarios.md,
// "Limits"). Beyond them, the input is refused with a clear error rather than run for hours or crash.

/** Life totals, life changes, damage and counters: from -AMOUNT_LIMIT to AMOUNT_LIMIT. */
export const AMOUNT_LIMIT = 1_000_000;
/** Counts in actions (cards to draw, X, a mode, an ability number) and the turn number: at most COUNT_LIMIT. */
export const COUNT_LIMIT = 10_000;
/** Cards in a setup, and items of any list in an action. */
export const CARD_LIMIT = 2_000;
/** Actions in a scenario. */
export const ACTION_LIMIT = 10_000;
/** Labels, player ids, card ids and references, counter kinds and any other short string. */
export const NAME_LIMIT = 64;
/** A scenario's title. */
export const TITLE_LIMIT = 200;
/** A scenario's description. */
export const DESCRIPTION_LIMIT = 10_000;

/**
 * A life total or marked damage that effects change (lifelink, triggers, repeated damage) stays a whole number
 * JavaScript counts exactly: beyond ±(2^53 − 1) it stays at that bound instead of losing precision.
 */
export function saturated(n: number): number {
  return Math.max(-Number.MAX_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, n));
}

/** Names that are properties of every plain object: never a key taken from input. */
export function isReservedName(name: string): boolean {
  return name in Object.prototype || name === '__proto__';
}

/** A counter kind: `+1/+1`, `-1/-1`, `charge`, `time`, … (lower-case letters, digits, `/`, `+`, `-`; 1 to 20 characters). */
const COUNTER_KIND = /^[+-]?[a-z0-9/+-]{1,20}$/;

export function isCounterKind(kind: unknown): kind is string {
  return typeof kind === 'string' && COUNTER_KIND.test(kind) && !isReservedName(kind);
}
