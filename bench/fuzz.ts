// npm run fuzz: the hardening figures (docs/architecture.md, "Hostile input and fuzzing").
//   1. every file of the bad-input corpus (src/scenario/bad-inputs/) and every example scenario, run as the
//      command line runs them: how each ended (the clear error its name promises, or accepted);
//   2. random games (PROPERTY_RUNS, from PROPERTY_SEED): boards from the card pool and setups from the
//      scenario schema's whole space, random actions, the invariants checked after each; breaks counted;
//   3. the growing-stack loop (CR 104.4b): the time to declare it a draw, and the cost of a resolution on a
//      shallow and on a deep stack.
// Exit code 1 when a bad input ended otherwise than its name says, or any invariant broke.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { BUDGET_KIB, measure } from '../scripts/first-paint.mjs';
import { cliMain } from '../src/scenario/cli-main';
import { stackSize, type GameState } from '../src/engine';
import { engine } from '../src/test/harness';
import { legalBoardArb, PLAYERS, propertyConfig, stepArb, wideScenarioArb } from '../src/test/fuzz-boards';
import { playRandomGame, validateAndStart } from '../src/test/fuzz-games';
import { loopBoard, loopEngine } from '../src/test/loop-cards';

let failed = false;
const out = (line = '') => console.log(line);

// 1. The corpus.
const NAME = /^\d{3}-(\w+)(?:@(\d+))?--[\w.-]+\.json$/;
function corpus(dir: string): void {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const ended = new Map<string, number>();
  const wrong: string[] = [];
  for (const file of files) {
    const [, code, action] = NAME.exec(file) ?? [];
    const answer = cliMain([join(dir, file)]);
    const result = JSON.parse(answer.stdout) as { code?: string; action?: number | null; error?: string };
    const how = answer.exitCode === 0 ? 'accepted' : `clear error ${result.code}`;
    ended.set(how, (ended.get(how) ?? 0) + 1);
    const expected = answer.exitCode === 1 && result.code === `errors.${code}` && (result.action ?? null) === (action === undefined ? null : Number(action));
    if (!expected || result.code === 'errors.internal') wrong.push(`${file}: ${how}${result.action != null ? ` at action ${result.action}` : ''}`);
  }
  out(`Bad inputs: ${files.length} files from ${dir}`);
  for (const [how, n] of [...ended].sort((a, b) => b[1] - a[1])) out(`  ${String(n).padStart(4)}  ${how}`);
  out(`  ${wrong.length === 0 ? 'every one ended as its name says' : `${wrong.length} ended otherwise:`}`);
  for (const w of wrong) out(`    ${w}`);
  if (wrong.length > 0) failed = true;
}

function examples(dir: string): void {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const accepted = files.filter((f) => cliMain([join(dir, f)]).exitCode === 0).length;
  out(`Example scenarios: ${accepted} of ${files.length} accepted and run (${dir})`);
  if (accepted !== files.length) failed = true;
}

// 2. Random games.
function randomGames(): void {
  const { runs, seed } = propertyConfig(2_000, 20261122);
  const t0 = performance.now();
  let legalGames = 0;
  let wideAccepted = 0;
  let wideRefused = 0;
  let actions = 0;
  const breaks: string[] = [];
  const refusedWith = new Map<string, number>();
  const batch = 500;
  for (let done = 0, round = 0; done < runs; done += batch, round++) {
    const n = Math.min(batch, runs - done);
    // Half the games from boards the engine accepts, half from the schema's whole space.
    const legal = fc.sample(fc.tuple(legalBoardArb, fc.array(stepArb, { maxLength: 25 })), { numRuns: Math.ceil(n / 2), seed: seed + 2 * round });
    const wide = fc.sample(fc.tuple(wideScenarioArb, fc.array(stepArb, { maxLength: 12 })), { numRuns: Math.floor(n / 2), seed: seed + 2 * round + 1 });
    for (const [board, steps] of legal) {
      try {
        const started = engine.start({ players: PLAYERS, active: 'alice', ...board });
        if (!started.ok) continue;
        legalGames++;
        const run = playRandomGame(engine, started.state, steps);
        actions += run.actions;
        breaks.push(...run.broken);
      } catch (e) {
        breaks.push(`threw: ${(e as Error).message}`);
      }
    }
    for (const [input, steps] of wide) {
      try {
        const started = validateAndStart(engine, input);
        if (!started.ok) {
          wideRefused++;
          refusedWith.set(started.error, (refusedWith.get(started.error) ?? 0) + 1);
          continue;
        }
        wideAccepted++;
        const run = playRandomGame(engine, started.state, steps);
        actions += run.actions;
        breaks.push(...run.broken);
      } catch (e) {
        breaks.push(`threw: ${(e as Error).message}`);
      }
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  out(`Random games: ${runs} (PROPERTY_RUNS), seed ${seed} (PROPERTY_SEED), ${seconds.toFixed(1)} s`);
  out(`  ${legalGames} games from pool boards, ${wideAccepted} from schema-wide setups that were accepted; ${actions} actions`);
  const top = [...refusedWith].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([code, n]) => `${code} ${n}`).join(', ');
  out(`  ${wideRefused} schema-wide setups refused with a clear error (most often: ${top})`);
  out(`  invariant breaks: ${breaks.length}`);
  for (const b of breaks.slice(0, 10)) out(`    ${b}`);
  if (breaks.length > 0) failed = true;
}

// 3. The growing-stack loop.
function resolveUntil(state: GameState, stop: (s: GameState, resolves: number) => boolean): { state: GameState; resolves: number } {
  let resolves = 0;
  while (!stop(state, resolves)) {
    const result = loopEngine.apply(state, { type: 'resolve' });
    if (!result.ok) throw new Error(result.error);
    state = result.state;
    resolves++;
  }
  return { state, resolves };
}

function growingLoop(): void {
  const times: number[] = [];
  let last = { state: loopBoard('test-keeper'), resolves: 0 };
  for (let run = 0; run < 7; run++) {
    const t0 = performance.now();
    last = resolveUntil(loopBoard('test-keeper'), (s, n) => s.winner !== null || n >= 100_000);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const drawn = last.state.winner === 'draw';
  out(`Growing-stack loop (CR 104.4b): ${drawn ? 'a draw' : 'NOT a draw'} after ${last.resolves} resolutions, the stack at ${stackSize(last.state.stack)}; ${times[3]!.toFixed(2)} ms (median of 7, board set-up included)`);
  if (!drawn) failed = true;
  // The same chain, made finite (each keeper costs 1 life): the cost of 1,000 resolutions near the bottom of the stack and 20,000 items up.
  const perResolution = (from: GameState) => {
    let best = Infinity;
    for (let run = 0; run < 5; run++) {
      const t0 = performance.now();
      resolveUntil(from, (_s, n) => n >= 1_000);
      best = Math.min(best, performance.now() - t0);
    }
    return (best / 1_000) * 1_000;
  };
  const shallow = loopBoard('test-draining-keeper', 1_000_000);
  const deep = resolveUntil(shallow, (_s, n) => n >= 20_000).state;
  const near = perResolution(shallow);
  const far = perResolution(deep);
  out(`  a resolution of a chain that never repeats: ${near.toFixed(1)} µs on a stack of 2, ${far.toFixed(1)} µs on a stack of ${stackSize(deep.stack)} (fastest of 5 × 1,000)`);
}

const root = process.cwd();
corpus(join(root, 'src/scenario/bad-inputs'));
examples(join(root, 'src/scenario/examples'));
out();
randomGames();
out();
growingLoop();
out();
// The first paint's weight is the build's figure (scripts/first-paint.mjs); shown here when a build exists.
if (existsSync(join(root, 'dist', '.vite', 'manifest.json'))) {
  const { kib, perLanguage } = measure(join(root, 'dist'));
  out(`First paint: ${kib.toFixed(1)} KiB gzip of JavaScript (budget ${BUDGET_KIB} KiB; ${perLanguage.map((l) => `${l.lng} ${l.kib.toFixed(1)}`).join(', ')})`);
  if (kib > BUDGET_KIB) failed = true;
} else out('First paint: no build in dist/ (run npm run build first to see the figure)');
process.exitCode = failed ? 1 : 0;
