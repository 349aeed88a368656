// `npm run scenario -- FILE.json`: runs a scenario with the engine alone and prints the result as JSON.
// On a malformed file or an illegal action: prints {"error": "...", "action": N|null, "code"} and exits 1.
import { readFileSync } from 'node:fs';
import { cardPool } from '../cards';
import { createEngine } from '../engine';
import { englishMessage } from './messages';
import { runScenario, scenarioOutput } from './run';
import { parseScenarioText } from './schema';

function fail(error: string, action: number | null, code?: string): never {
  process.stdout.write(`${JSON.stringify({ error, action, ...(code ? { code } : {}) })}\n`);
  process.exit(1);
}

const file = process.argv[2];
if (!file) fail('Usage: npm run scenario -- FILE.json', null, 'errors.noScenarioFile');
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (e) {
  fail(`Cannot read ${file}: ${(e as Error).message}`, null, 'errors.cannotReadFile');
}
const parsed = parseScenarioText(text);
if (!parsed.ok) fail(englishMessage(parsed.error, parsed.params), parsed.action, parsed.error);
const engine = createEngine(cardPool);
const run = runScenario(engine, parsed.scenario);
if (!run.ok) {
  const where = run.action === null ? '' : `Action ${run.action} (${parsed.scenario.actions[run.action]?.type}): `;
  fail(`${where}${englishMessage(run.error, run.params)}`, run.action, run.error);
}
process.stdout.write(`${JSON.stringify(scenarioOutput(engine, run.state, run.log), null, 2)}\n`);
