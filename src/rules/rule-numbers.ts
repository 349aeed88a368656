// Reading a Comprehensive Rules number: a subrule's letter ("603.10a") sits under its rule ("603.10").

/** The rule a subrule belongs to (603.10a → 603.10), or null for a rule that is not a lettered subrule. */
export function parentRule(rule: string): string | null {
  const match = /^(\d{3}\.\d+)[a-z]+$/.exec(rule);
  return match ? match[1]! : null;
}
