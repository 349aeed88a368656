// Scenario helpers for rulings written as a judge would: a board, actions, and the runner's output.
import type { Action, SetupCard } from '../engine';
import { runScenario, scenarioOutput } from '../scenario/run';
import { parseScenario } from '../scenario/schema';
import { engine } from './harness';

export type Output = ReturnType<typeof scenarioOutput>;

/**
 * Parses and runs a scenario as the CLI does, from its setup (alice and bob unless it names players) and its
 * actions; a refusal (of the file or of an action) is returned, not thrown.
 */
export function play(setup: Record<string, unknown>, actions: readonly unknown[] = []) {
  const parsed = parseScenario({ format: 'stacklab-scenario/1', setup: { players: ['alice', 'bob'], ...setup }, actions });
  if (!parsed.ok) return parsed;
  const result = runScenario(engine, parsed.scenario);
  return result.ok ? { ok: true as const, out: scenarioOutput(engine, result.state, result.log) } : result;
}

/** Runs a scenario of these cards (free mana unless `setup` says otherwise); a refusal is returned, not thrown. */
export function attempt(cards: SetupCard[], actions: Action[], setup: Record<string, unknown> = {}) {
  return play({ freeMana: true, ...setup, cards }, actions);
}

/** Runs a scenario that must be accepted to its end, and returns its output. */
export function run(cards: SetupCard[], actions: Action[], setup: Record<string, unknown> = {}): Output {
  const result = attempt(cards, actions, setup);
  if (!result.ok) throw new Error(`${result.error} at action ${String((result as { action?: unknown }).action)}`);
  return result.out;
}

export const bf = (card: string, owner: string, label: string, extra: Partial<SetupCard> = {}): SetupCard => ({ card, zone: 'battlefield', owner, label, ...extra });
export const hand = (card: string, owner: string, label: string): SetupCard => ({ card, zone: 'hand', owner, label });
export const lib = (card: string, owner: string, label?: string): SetupCard => ({ card, zone: 'library', owner, ...(label ? { label } : {}) });
export const gy = (card: string, owner: string, label: string): SetupCard => ({ card, zone: 'graveyard', owner, label });

export const events = (out: Output, event: string) => out.log.filter((e) => e.event === event);
export const triggers = (out: Output, source?: string) => events(out, 'triggered').filter((e) => !source || e.sourceLabel === source);
export const labels = (cards: { label: string | null; card: string }[] | undefined) => (cards ?? []).map((c) => c.label ?? c.card);
export const onBattlefield = (out: Output) => labels(out.battlefield);
export const life = (out: Output, p: string) => out.players[p]!.life;
