// Structural sharing between two derived values: what is equal keeps its old identity, so React.memo and
// selectors see "unchanged" for every permanent, card, stack item or action that an action left as it was.
// (The engine makes a fresh view for each state; without this every row of the table renders again.)

type Plain = Record<string, unknown>;

function isPlain(x: unknown): x is Plain {
  if (x === null || typeof x !== 'object' || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x) as unknown;
  return proto === Object.prototype || proto === null;
}

const idOf = (x: unknown): string | undefined => (isPlain(x) && typeof x.id === 'string' ? x.id : undefined);

/** Lists of things with ids (the stack, the waiting triggers, zones) are matched by id, not by position. */
function shareArray(prev: readonly unknown[], next: readonly unknown[]): readonly unknown[] {
  let byId: Map<string, unknown> | undefined;
  if (next.length > 0 && idOf(next[0]) !== undefined && prev.length > 0) {
    byId = new Map();
    for (const p of prev) {
      const id = idOf(p);
      if (id !== undefined) byId.set(id, p);
    }
  }
  let same = prev.length === next.length;
  const out = new Array<unknown>(next.length);
  for (let i = 0; i < next.length; i++) {
    const n = next[i];
    const id = byId ? idOf(n) : undefined;
    const shared = shareEqual(id !== undefined ? byId!.get(id) : prev[i], n);
    out[i] = shared;
    if (shared !== prev[i]) same = false;
  }
  return same ? prev : out;
}

/** `next`, with every part deeply equal to the same part of `prev` replaced by that part of `prev`. */
export function shareEqual<T>(prev: unknown, next: T): T {
  if (Object.is(prev, next)) return next;
  if (Array.isArray(prev) && Array.isArray(next)) return shareArray(prev, next) as T;
  if (!isPlain(prev) || !isPlain(next)) return next;
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(prev).length;
  const out: Plain = {};
  for (const key of keys) {
    const had = Object.hasOwn(prev, key);
    const shared = shareEqual(had ? prev[key] : undefined, next[key]);
    out[key] = shared;
    if (!had || shared !== prev[key]) same = false;
  }
  return (same ? prev : out) as T;
}
