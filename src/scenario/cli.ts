// `npm run scenario -- FILE.json`: runs a scenario with the engine alone and prints the result as JSON.
// On a malformed file, an illegal action or an internal error: prints {"error": "...", "action": N|null, "code"}
// and exits 1 (see cli-main.ts; nothing is written on stderr).
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { cliMain } from './cli-main';

// A reader that stops early (`| head`) closes the pipe: that is no error of ours, and nothing goes to stderr.
process.stdout.on('error', () => {
  process.exitCode ??= 1;
});
const args = process.argv.slice(2);
// `npm run` starts the command in the project's folder and says where it was typed in INIT_CWD: a relative path is
// read from there, as whoever typed it expects; a path that names no file there is still read from the project's
// folder, as it always was (`npm --prefix <project> run scenario -- examples/…`).
const typedIn = process.env.INIT_CWD;
if (args[0] && typedIn && !isAbsolute(args[0]) && existsSync(resolve(typedIn, args[0]))) args[0] = resolve(typedIn, args[0]);
const answer = cliMain(args);
process.stdout.write(answer.stdout);
// Set the code and let the write drain instead of process.exit(): a long answer on a pipe arrives whole.
process.exitCode = answer.exitCode;
