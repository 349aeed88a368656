// Plays a ruling as the scenario runner plays a file (the same schema, the same engine) and compares what the
// engine did with the outcome the ruling states. Used by rulings.test.ts: a ruling can't state what the engine
// doesn't do.
import type { Engine } from '../engine';
import { runScenario, scenarioOutput } from '../scenario/run';
import { parseScenario } from '../scenario/schema';
import type { OutcomeZone, Ruling, RulingOutcome } from './types';

export type RulingOutput = ReturnType<typeof scenarioOutput>;

/** The ruling as a `stacklab-scenario/1` file (what the runner, an export or a share link would read). */
export function rulingScenario(ruling: Ruling) {
  return { format: 'stacklab-scenario/1', title: ruling.id, setup: ruling.setup, actions: ruling.actions };
}

/** Runs the ruling; a refusal (of its file or of one of its actions) is returned as a message. */
export function playRuling(engine: Engine, ruling: Ruling): { ok: true; out: RulingOutput } | { ok: false; error: string } {
  const parsed = parseScenario(JSON.parse(JSON.stringify(rulingScenario(ruling))) as unknown);
  if (!parsed.ok) return { ok: false, error: `${parsed.error} (file)` };
  const result = runScenario(engine, parsed.scenario);
  if (!result.ok) return { ok: false, error: `${result.error} at action ${String(result.action)}` };
  return { ok: true, out: scenarioOutput(engine, result.state, result.log) };
}

const sorted = (list: readonly string[]) => [...list].sort();
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function inZone(out: RulingOutput, zone: OutcomeZone): string[] {
  if (zone === 'battlefield') return out.battlefield.flatMap((p) => (p.label ? [p.label] : []));
  return Object.values(out[zone]).flatMap((cards) => cards.flatMap((c) => (c.label ? [c.label] : [])));
}

/** Every way the output differs from the outcome (empty: the engine does what the ruling says). */
export function outcomeDifferences(outcome: RulingOutcome, out: RulingOutput): string[] {
  const diffs: string[] = [];
  const expect = (what: string, expected: unknown, actual: unknown) => {
    if (!same(expected, actual)) diffs.push(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  };
  for (const [player, life] of Object.entries(outcome.life ?? {})) expect(`life of ${player}`, life, out.players[player]?.life);
  for (const [zone, labels] of Object.entries(outcome.zones ?? {}) as [OutcomeZone, readonly string[]][]) expect(`cards in ${zone}`, sorted(labels), sorted(inZone(out, zone)));
  if (outcome.stack) expect('stack (top first)', outcome.stack, out.stack.map((s) => s.label ?? s.source));
  const triggered = out.log.filter((e) => e.event === 'triggered');
  for (const [source, count] of Object.entries(outcome.triggered ?? {})) {
    expect(`triggers of ${source}`, count, triggered.filter((e) => e.sourceLabel === source || (!e.sourceLabel && e.source === source)).length);
  }
  for (const { event, rule, reason, count } of outcome.logged ?? []) {
    const found = out.log.filter((e) => e.event === event && (rule === undefined || e.rule === rule) && (reason === undefined || e.reason === reason));
    expect(`log ${event}${rule ? ` ${rule}` : ''}${reason ? ` (${reason})` : ''}`, count, found.length);
  }
  const permanent = (label: string) => out.battlefield.find((p) => p.label === label);
  for (const [label, counters] of Object.entries(outcome.counters ?? {})) expect(`counters on ${label}`, counters, permanent(label)?.counters);
  for (const [label, pt] of Object.entries(outcome.pt ?? {})) {
    const p = permanent(label);
    expect(`power/toughness of ${label}`, pt, p ? [p.power, p.toughness] : undefined);
  }
  for (const [label, player] of Object.entries(outcome.controller ?? {})) expect(`controller of ${label}`, player, permanent(label)?.controller);
  if (outcome.pending !== undefined) expect('pending choice', outcome.pending, out.pending?.kind ?? null);
  if (outcome.winner !== undefined) expect('winner', outcome.winner, out.winner);
  return diffs;
}
