// What a well-formed scenario must also satisfy before it runs (docs/scenarios.md, "Limits"): names taken from the
// input are never keys of every object (`constructor`, `__proto__`, …), ids are those of the card pool and of the
// setup's players, counter kinds follow their pattern, and every number, text and list stays within its limit.
import {
  ACTION_LIMIT,
  AMOUNT_LIMIT,
  CARD_LIMIT,
  COUNT_LIMIT,
  DESCRIPTION_LIMIT,
  NAME_LIMIT,
  TITLE_LIMIT,
  isCounterKind,
  isReservedName,
  type Action,
  type CardPool,
  type Setup,
} from '../engine';

/** A scenario as schema.ts shapes it (kept here so that the two files don't import each other). */
interface Scenario {
  title?: string;
  description?: string;
  setup: Setup;
  actions: Action[];
}

/** The same shape as schema.ts's ScenarioError. */
interface ScenarioError {
  ok: false;
  error: string;
  params?: Record<string, string | number>;
  action: number | null;
}

type Params = Record<string, string | number>;
type Path = readonly (string | number)[];

export function pathText(path: Path): string {
  return path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('') || '(root)';
}

/** Number fields of actions and setup cards: [min, max]; a value beyond is `errors.outOfRange`. */
const RANGES: Record<string, readonly [number, number]> = {
  count: [0, COUNT_LIMIT],
  x: [0, COUNT_LIMIT],
  mode: [0, COUNT_LIMIT],
  ability: [0, COUNT_LIMIT],
  turn: [1, COUNT_LIMIT],
};

class Refusal {
  constructor(
    readonly error: string,
    readonly params: Params,
    readonly action: number | null,
  ) {}
}

/** Checks the limits and the names of a scenario that has the right shape; null when it may run. */
export function checkScenario(scenario: Scenario, cards?: CardPool): ScenarioError | null {
  try {
    check(scenario, cards);
    return null;
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    return { ok: false, error: e.error, params: e.params, action: e.action };
  }
}

function check(scenario: Scenario, cards: CardPool | undefined) {
  let action: number | null = null;
  const refuse = (error: string, params: Params): never => {
    throw new Refusal(`errors.${error}`, params, action);
  };
  const text = (value: unknown, path: Path, limit = NAME_LIMIT) => {
    if (typeof value === 'string' && value.length > limit) refuse('tooLong', { path: pathText(path), limit });
  };
  const list = (value: readonly unknown[], path: Path, limit = CARD_LIMIT) => {
    if (value.length > limit) refuse('tooMany', { path: pathText(path), limit });
  };
  const { setup } = scenario;
  text(scenario.title, ['title'], TITLE_LIMIT);
  text(scenario.description, ['description'], DESCRIPTION_LIMIT);
  const players = setup.players;
  for (const p of players)
    if (!/^[A-Za-z][\w-]{0,31}$/.test(p) || isReservedName(p)) refuse('badPlayerName', { player: p });
  const isPlayer = (p: unknown) => typeof p === 'string' && players.includes(p);
  const player = (p: unknown) => {
    if (p !== undefined && !isPlayer(p)) refuse('unknownPlayer', { player: String(p) });
  };
  player(setup.active);
  for (const [p, life] of Object.entries(setup.life ?? {})) {
    player(p);
    if (!Number.isInteger(life)) refuse('badAmount', {});
    if (Math.abs(life) > AMOUNT_LIMIT) refuse('lifeOutOfRange', { player: p, life, limit: AMOUNT_LIMIT });
  }
  if (setup.turn !== undefined && setup.turn > COUNT_LIMIT) refuse('outOfRange', { path: 'setup.turn', min: 1, max: COUNT_LIMIT });
  if (setup.seed !== undefined && !Number.isSafeInteger(setup.seed)) refuse('outOfRange', { path: 'setup.seed', min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
  list(setup.cards, ['setup', 'cards']);
  for (const [index, c] of setup.cards.entries()) {
    const at = (field: string) => ['setup', 'cards', index, field];
    for (const field of ['card', 'owner', 'controller', 'label', 'attachedTo', 'chosenName', 'copyOf'] as const) text(c[field], at(field));
    if (cards && !Object.hasOwn(cards, c.card)) refuse('unknownCard', { card: c.card, index });
    player(c.owner);
    player(c.controller);
    if (c.label !== undefined && (c.label.startsWith('#') || isReservedName(c.label))) refuse('badLabel', { label: c.label });
    for (const [kind, n] of Object.entries(c.counters ?? {})) {
      if (!isCounterKind(kind)) refuse('badCounterKind', { kind });
      if (n > AMOUNT_LIMIT) refuse('outOfRange', { path: pathText([...at('counters'), kind]), min: 0, max: AMOUNT_LIMIT });
    }
    if (c.damage !== undefined && c.damage > AMOUNT_LIMIT) refuse('outOfRange', { path: pathText(at('damage')), min: 0, max: AMOUNT_LIMIT });
  }
  list(scenario.actions, ['actions'], ACTION_LIMIT);
  for (const [index, a] of scenario.actions.entries()) {
    action = index;
    walk(a, ['actions', index]);
    if ('player' in a) player(a.player);
    if (a.type === 'move') player(a.controller);
    if ((a.type === 'life' || a.type === 'damage') && !Number.isSafeInteger(a.amount)) refuse('badAmount', {});
    if (a.type === 'counters') {
      if (!isCounterKind(a.kind)) refuse('badCounterKind', { kind: a.kind });
      if (Math.abs(a.amount) > AMOUNT_LIMIT) refuse('outOfRange', { path: pathText(['actions', index, 'amount']), min: -AMOUNT_LIMIT, max: AMOUNT_LIMIT });
    }
  }

  /** Every string, list and counted number inside an action. */
  function walk(value: unknown, path: Path) {
    if (typeof value === 'string') text(value, path);
    else if (typeof value === 'number') {
      const range = RANGES[String(path[path.length - 1])];
      if (range && Object.hasOwn(RANGES, String(path[path.length - 1])) && (value < range[0] || value > range[1]))
        refuse('outOfRange', { path: pathText(path), min: range[0], max: range[1] });
      if (path[2] === 'answer' && Math.abs(value) > AMOUNT_LIMIT) refuse('outOfRange', { path: pathText(path), min: -AMOUNT_LIMIT, max: AMOUNT_LIMIT });
    } else if (Array.isArray(value)) {
      list(value, path);
      value.forEach((item, i) => walk(item, [...path, i]));
    } else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  }
}

/**
 * The first key of the raw input (before its shape is checked, which would drop `__proto__`) that is a property of
 * every object (`__proto__`, `constructor`, `toString`, …): such a key is never data.
 */
export function reservedKey(input: unknown, path: (string | number)[] = [], depth = 0): ScenarioError | null {
  if (typeof input !== 'object' || input === null || depth > 20) return null;
  for (const [key, value] of Object.entries(input)) {
    const at = [...path, Array.isArray(input) ? Number(key) : key];
    if (!Array.isArray(input) && isReservedName(key)) {
      const action = at[0] === 'actions' && typeof at[1] === 'number' ? at[1] : null;
      return { ok: false, error: 'errors.reservedKey', params: { path: pathText(at), key }, action };
    }
    const found = reservedKey(value, at, depth + 1);
    if (found) return found;
  }
  return null;
}
