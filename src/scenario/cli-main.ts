// The command line's work, as a function: `cliMain(args)` returns what to print on stdout and the exit code.
// Whatever happens (a malformed file, an illegal action, or a bug that throws), the answer is JSON on stdout:
// the result, or {"error", "action", "code"} with exit code 1. Nothing is written on stderr.
import { readFileSync } from 'node:fs';
import { cardPool } from '../cards';
import { createEngine, type CardPool } from '../engine';
import { englishMessage } from './messages';
import { runScenario, scenarioOutput } from './run';
import { parseScenarioText } from './schema';

export interface CliAnswer {
  stdout: string;
  exitCode: 0 | 1;
}

const failure = (error: string, action: number | null, code: string): CliAnswer => ({
  stdout: `${JSON.stringify({ error, action, code })}\n`,
  exitCode: 1,
});

/** Runs the scenario file named by `args[0]` and returns the answer; it never throws. */
export function cliMain(
  args: readonly string[],
  { readFile = (f: string) => readFileSync(f, 'utf8'), cards = cardPool }: { readFile?: (file: string) => string; cards?: CardPool } = {},
): CliAnswer {
  let action: number | null = null;
  try {
    const file = args[0];
    if (!file) return failure('Usage: npm run scenario -- FILE.json', null, 'errors.noScenarioFile');
    let text: string;
    try {
      text = readFile(file);
    } catch (e) {
      return failure(`Cannot read ${file}: ${describe(e)}`, null, 'errors.cannotReadFile');
    }
    const parsed = parseScenarioText(text, cards);
    if (!parsed.ok) return failure(englishMessage(parsed.error, parsed.params), parsed.action, parsed.error);
    const engine = createEngine(cards);
    const run = runScenario(engine, parsed.scenario, (index) => (action = index));
    if (!run.ok) {
      const where = run.action === null ? '' : `Action ${run.action} (${parsed.scenario.actions[run.action]?.type}): `;
      return failure(`${where}${englishMessage(run.error, run.params)}`, run.action, run.error);
    }
    return { stdout: `${JSON.stringify(scenarioOutput(engine, run.state, run.log), null, 2)}\n`, exitCode: 0 };
  } catch (e) {
    // A bug, not the user's fault: still the documented JSON answer, never a stack trace.
    return failure(englishMessage('errors.internal', { detail: describe(e) }), action, 'errors.internal');
  }
}

function describe(e: unknown): string {
  try {
    return e instanceof Error ? e.message : String(e);
  } catch {
    return 'unknown error';
  }
}
