// The JSON scenario format (`stacklab-scenario/1`): a starting board and a list of actions.
// Validation turns any malformed input into an error code with the path where it went wrong.
import * as v from 'valibot';
import { cardPool } from '../cards';
import { CARD_ZONES, STEPS, type Action, type CardPool, type Setup } from '../engine';
import { checkScenario, pathText, reservedKey } from './checks';

const str = v.pipe(v.string(), v.minLength(1));
const refs = v.pipe(v.array(str), v.minLength(1));
const int = v.pipe(v.number(), v.integer());
const zone = v.picklist(CARD_ZONES);
const step = v.picklist(STEPS);
/** A record whose keys are names: a list is refused (valibot would read [1, 2] as the keys "0" and "1"). */
const record = <T extends v.GenericSchema>(value: T) =>
  v.pipe(
    v.unknown(),
    v.check((input) => !Array.isArray(input), 'Invalid type: Expected Object but received Array'),
    v.record(str, value),
  );

const setupCard = v.strictObject({
  card: str,
  zone,
  owner: str,
  label: v.optional(str),
  controller: v.optional(str),
  tapped: v.optional(v.boolean()),
  counters: v.optional(record(v.pipe(int, v.minValue(0)))),
  attachedTo: v.optional(str),
  // Only for a permanent on the battlefield; the engine says which cards can have which (errors.notOnBattlefield …).
  sick: v.optional(v.boolean()),
  // Any whole number: the engine refuses a negative one with its own code (errors.badAmount), as the docs say.
  damage: v.optional(int),
  chosenName: v.optional(str),
  copyOf: v.optional(str),
});

export const setupSchema = v.strictObject({
  players: v.pipe(v.array(str), v.minLength(2), v.maxLength(4)),
  // The engine checks the range (errors.lifeOutOfRange: from -LIFE_LIMIT to LIFE_LIMIT).
  life: v.optional(record(int)),
  active: v.optional(str),
  step: v.optional(step),
  turn: v.optional(v.pipe(int, v.minValue(1))),
  freeMana: v.optional(v.boolean()),
  seed: v.optional(int),
  cards: v.optional(v.array(setupCard), []),
});

const action = v.variant('type', [
  v.strictObject({ type: v.literal('cast'), player: str, card: str, targets: v.optional(v.array(str)), mode: v.optional(int), x: v.optional(v.pipe(int, v.minValue(0))) }),
  v.strictObject({ type: v.literal('play'), player: str, card: str }),
  v.strictObject({ type: v.literal('activate'), player: str, card: str, ability: v.optional(v.pipe(int, v.minValue(0)), 0), targets: v.optional(v.array(str)) }),
  v.strictObject({ type: v.literal('pass') }),
  v.strictObject({ type: v.literal('resolve') }),
  v.strictObject({ type: v.literal('advance'), to: step }),
  v.strictObject({
    type: v.literal('choose'),
    player: str,
    // One message for every shape that isn't an answer (a list of true/false, a list of lists…): the validator's own
    // would say it expected an Array and received an Array.
    answer: v.union(
      [v.array(str), v.array(int), v.string(), v.boolean(), int],
      'An answer is a card reference or a player id, a list of them, true or false, a whole number, or a list of whole numbers',
    ),
  }),
  v.strictObject({ type: v.literal('auto'), policy: v.optional(v.picklist(['first', 'sensible'])) }),
  v.strictObject({ type: v.literal('destroy'), cards: refs }),
  v.strictObject({ type: v.literal('exile'), cards: refs }),
  v.strictObject({ type: v.literal('bounce'), cards: refs }),
  v.strictObject({ type: v.literal('sacrifice'), cards: refs }),
  v.strictObject({
    type: v.literal('move'),
    card: v.optional(str),
    cards: v.optional(refs),
    to: zone,
    controller: v.optional(str),
    tapped: v.optional(v.boolean()),
    entersAs: v.optional(str),
    attachTo: v.optional(str),
  }),
  v.strictObject({ type: v.literal('tap'), cards: refs }),
  v.strictObject({ type: v.literal('untap'), cards: refs }),
  v.strictObject({ type: v.literal('damage'), source: str, target: str, amount: v.pipe(int, v.minValue(0)) }),
  v.strictObject({ type: v.literal('life'), player: str, amount: int }),
  v.strictObject({ type: v.literal('draw'), player: str, count: v.optional(v.pipe(int, v.minValue(0)), 1) }),
  v.strictObject({ type: v.literal('discard'), player: str, cards: refs }),
  v.strictObject({ type: v.literal('lose'), player: str }),
  v.strictObject({ type: v.literal('control'), card: str, player: str }),
  v.strictObject({ type: v.literal('attach'), card: str, to: str }),
  v.strictObject({ type: v.literal('counters'), card: str, kind: str, amount: int }),
  v.strictObject({ type: v.literal('phase'), cards: refs }),
  // `target` may be left out with one opponent in the game (the engine says errors.attackTargetNeeded otherwise).
  v.strictObject({ type: v.literal('attack'), attackers: v.array(v.strictObject({ card: str, target: v.optional(str) })) }),
  v.strictObject({ type: v.literal('block'), blockers: v.array(v.strictObject({ card: str, blocks: str })) }),
]);

export const actionSchema = action;

export const scenarioSchema = v.strictObject({
  format: v.literal('stacklab-scenario/1'),
  title: v.optional(v.string()),
  description: v.optional(v.string()),
  setup: setupSchema,
  actions: v.optional(v.array(action), []),
});

export interface Scenario {
  format: 'stacklab-scenario/1';
  title?: string;
  description?: string;
  setup: Setup;
  actions: Action[];
}

export interface ScenarioError {
  ok: false;
  /** A locale key in `errors`. */
  error: string;
  params?: Record<string, string | number>;
  /** The index of the failing action, or null when the problem is elsewhere. */
  action: number | null;
}

function pathOf(issue: v.BaseIssue<unknown>): (string | number)[] {
  return (issue.path ?? []).map((p) => p.key as string | number);
}

/** What this file reads of a valibot schema to find the fields an object may have. */
interface SchemaShape {
  type: string;
  entries?: Record<string, SchemaShape>;
  item?: SchemaShape;
  wrapped?: SchemaShape;
  key?: string;
  options?: SchemaShape[];
  literal?: unknown;
}

/**
 * The fields the object at `path` may have (an action's by its `type`), or null where they aren't fixed (a record
 * such as `life`) or can't be told.
 */
function fieldsAt(input: unknown, path: readonly (string | number)[]): string[] | null {
  let schema = scenarioSchema as unknown as SchemaShape;
  let value = input;
  const object = (): SchemaShape | null => {
    while (schema.type === 'optional' && schema.wrapped) schema = schema.wrapped;
    if (schema.type !== 'variant') return schema.type === 'strict_object' ? schema : null;
    const kind = value && typeof value === 'object' ? (value as Record<string, unknown>)[schema.key ?? ''] : undefined;
    return schema.options?.find((o) => o.entries?.[schema.key ?? '']?.literal === kind) ?? null;
  };
  for (const key of path) {
    if (typeof key === 'number') {
      while (schema.type === 'optional' && schema.wrapped) schema = schema.wrapped;
      if (schema.type !== 'array' || !schema.item) return null;
      schema = schema.item;
    } else {
      const found = object()?.entries?.[key];
      if (!found) return null;
      schema = found;
    }
    value = value && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined;
  }
  const fields = object()?.entries;
  return fields ? Object.keys(fields) : null;
}

/**
 * The params of `errors.invalidScenario`: where, the validator's own words (`detail`), and for a field that is
 * missing or not allowed its name and a `reason` whose message says so in every language (with the fields allowed).
 */
function invalidParams(input: unknown, issue: v.BaseIssue<unknown>, path: readonly (string | number)[]): Record<string, string> {
  const params = { path: pathText(path), detail: issue.message.length > 200 ? `${issue.message.slice(0, 199)}…` : issue.message };
  const field = path[path.length - 1];
  if (typeof field !== 'string') return params;
  if (issue.received === 'undefined') return { ...params, reason: 'missingField', field };
  if (issue.type === 'strict_object' && issue.expected === 'never') {
    const fields = fieldsAt(input, path.slice(0, -1));
    if (fields) return { ...params, reason: 'unknownField', field, fields: fields.join(', ') };
  }
  return params;
}


/**
 * Checks that unknown input is a well-formed scenario: its shape, then its names and limits (checks.ts), card ids
 * against `cards` (the card pool by default).
 */
export function parseScenario(input: unknown, cards: CardPool = cardPool): { ok: true; scenario: Scenario } | ScenarioError {
  if (typeof input === 'object' && input !== null && (input as { format?: unknown }).format !== 'stacklab-scenario/1')
    return { ok: false, error: 'errors.badFormat', action: null };
  const reserved = reservedKey(input);
  if (reserved) return reserved;
  const result = v.safeParse(scenarioSchema, input);
  if (result.success) {
    const scenario = result.output as Scenario;
    return checkScenario(scenario, cards) ?? { ok: true, scenario };
  }
  const issue = result.issues[0];
  const path = pathOf(issue);
  const action = path[0] === 'actions' && typeof path[1] === 'number' ? path[1] : null;
  return { ok: false, error: 'errors.invalidScenario', params: invalidParams(input, issue, path), action };
}

/** Parses scenario text (JSON). */
export function parseScenarioText(text: string, cards: CardPool = cardPool): { ok: true; scenario: Scenario } | ScenarioError {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: 'errors.badJson', params: { detail: (e as Error).message.slice(0, 200) }, action: null };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, error: 'errors.badFormat', action: null };
  return parseScenario(json, cards);
}
