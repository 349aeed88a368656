// `npm run scenario -- FILE.json`: runs a scenario with the engine alone and prints the result as JSON.
// On a malformed file, an illegal action or an internal error: prints {"error": "...", "action": N|null, "code"}
// and exits 1 (see cli-main.ts; nothing is written on stderr).
import { cliMain } from './cli-main';

// A reader that stops early (`| head`) closes the pipe: that is no error of ours, and nothing goes to stderr.
process.stdout.on('error', () => {
  process.exitCode ??= 1;
});
const answer = cliMain(process.argv.slice(2));
process.stdout.write(answer.stdout);
// Set the code and let the write drain instead of process.exit(): a long answer on a pipe arrives whole.
process.exitCode = answer.exitCode;
