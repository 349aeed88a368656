// `npm run scenario -- FILE.json`: runs a scenario with the engine alone and prints the result as JSON.
// On a malformed file, an illegal action or an internal error: prints {"error": "...", "action": N|null, "code"}
// and exits 1 (see cli-main.ts; nothing is written on stderr).
import { cliMain } from './cli-main';

const answer = cliMain(process.argv.slice(2));
process.stdout.write(answer.stdout);
process.exitCode = answer.exitCode;
