// Random games for the property tests and `npm run fuzz`: what must hold after every action (the invariants,
// reported as a list of broken ones rather than thrown, so a script can count them), and one game played
// from a board and a list of random steps, every state frozen so that a write that skips draft.ts throws.
import { CR_RULES } from '../rules/edition';
import { parseScenario } from '../scenario/schema';
import { englishMessage } from '../scenario/messages';
import { stackItems, type Engine, type GameState } from '../engine';
import { directEvent, type RandomStep } from './fuzz-boards';

/** Freezing every state handed to the engine makes any write to a shared object throw. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The invariants every state keeps; returns what is broken (empty when all hold). */
export function brokenInvariants(engine: Engine, state: GameState): string[] {
  const broken: string[] = [];
  const listed: string[] = [...state.battlefield, ...(state.phasedOut ?? [])];
  for (const p of state.players) for (const zone of ['hand', 'library', 'graveyard', 'exile'] as const) listed.push(...state.zones[p]![zone]);
  for (const item of stackItems(state.stack)) if (item.kind === 'spell') listed.push(item.id);
  // Every object is in exactly one zone, and every listed id is an object.
  if (new Set(listed).size !== listed.length) broken.push('an object is listed in two zones');
  if (!sameList([...listed].sort(), Object.keys(state.objects).sort())) broken.push('the zones and the objects disagree');
  // Every physical card exists once.
  const physical = Object.values(state.objects).map((o) => o.physical);
  if (new Set(physical).size !== physical.length) broken.push('a physical card is two objects');
  const onField = new Set(state.battlefield);
  for (const o of Object.values(state.objects)) {
    for (const [kind, n] of Object.entries(o.counters)) if (!Number.isSafeInteger(n) || n < 0) broken.push(`${o.id} has ${String(n)} ${kind} counters`);
    if (!Number.isSafeInteger(o.damage) || o.damage < 0) broken.push(`${o.id} has ${String(o.damage)} damage`);
    // An attached permanent is attached to another permanent on the battlefield (CR 303.4, 301.5).
    if (onField.has(o.id) && o.attachedTo !== null && (o.attachedTo === o.id || !onField.has(o.attachedTo))) broken.push(`${o.id} is attached to ${o.attachedTo}`);
  }
  for (const p of state.players) if (!Number.isSafeInteger(state.playerState[p]!.life)) broken.push(`${p} has ${String(state.playerState[p]!.life)} life`);
  for (const item of stackItems(state.stack)) if (item.kind === 'spell' && state.objects[item.id]?.zone !== 'stack') broken.push(`spell ${item.id} is not on the stack`);
  if (state.winner !== null && state.priority !== null) broken.push('a game that is over gives priority');
  // When a player has priority, state-based actions have been performed (CR 117.5): no player at 0 life is still
  // in the game (704.5a), no creature has 0 toughness (704.5f).
  if (state.priority !== null && state.pending === null && state.winner === null) {
    for (const p of state.players) if (!state.playerState[p]!.lost && state.playerState[p]!.life <= 0) broken.push(`${p} has ${state.playerState[p]!.life} life and priority is given`);
    for (const card of engine.view(state).battlefield)
      if (card.toughness !== undefined && card.toughness <= 0) broken.push(`${card.label ?? card.id} has toughness ${card.toughness} and priority is given`);
  }
  // The state is plain data.
  if (JSON.stringify(JSON.parse(JSON.stringify(state))) !== JSON.stringify(state)) broken.push('the state is not plain data');
  return broken;
}

export interface GameRun {
  /** The invariants broken, each with the step after which it was seen (-1: the starting board). */
  broken: string[];
  actions: number;
  state: GameState;
}

/** Plays random steps from a started game: legal actions and direct events, checking the invariants after each. */
export function playRandomGame(engine: Engine, started: GameState, steps: readonly RandomStep[]): GameRun {
  let state = deepFreeze(started);
  const broken = brokenInvariants(engine, state).map((b) => `start: ${b}`);
  let actions = 0;
  for (const [index, step] of steps.entries()) {
    if (state.winner !== null) break;
    const legal = engine.legalActions(state);
    const action = step.kind < 7 ? directEvent(state, step.kind, step.card, step.amount) : legal[step.pick % Math.max(1, legal.length)];
    if (!action) continue;
    const result = engine.apply(state, action);
    actions++;
    // Every action legalActions offers is accepted; a refusal names an error with a message.
    if (legal.includes(action) && !result.ok) broken.push(`step ${index}: legal ${action.type} refused: ${result.error}`);
    if (!result.ok) {
      if (!hasMessage(result.error, result.params)) broken.push(`step ${index}: ${action.type} refused without a message: ${result.error}`);
      continue;
    }
    // Every log entry cites the rule it applied, by its number in the pinned edition.
    for (const entry of result.log) if (!Object.hasOwn(CR_RULES, entry.rule ?? 'none')) broken.push(`step ${index}: ${entry.event} cites ${entry.rule}`);
    state = deepFreeze(result.state);
    for (const b of brokenInvariants(engine, state)) broken.push(`step ${index} (${action.type}): ${b}`);
  }
  return { broken, actions, state };
}

/** An error code that has an English message with every placeholder filled. */
export function hasMessage(code: string, params?: Record<string, string | number>): boolean {
  if (!/^errors\.\w+$/.test(code)) return false;
  const text = englishMessage(code, params);
  return text !== code && !/\{\{|^errors\./.test(text);
}

/** A scenario through the runner's own validation, then the engine's set-up: accepted, or refused with a code. */
export function validateAndStart(engine: Engine, input: unknown): { ok: true; state: GameState } | { ok: false; error: string; params?: Record<string, string | number> } {
  const parsed = parseScenario(input);
  if (!parsed.ok) return { ok: false, error: parsed.error, ...(parsed.params ? { params: parsed.params } : {}) };
  const started = engine.start(parsed.scenario.setup);
  if (!started.ok) return { ok: false, error: started.error, ...(started.params ? { params: started.params } : {}) };
  return { ok: true, state: started.state };
}
