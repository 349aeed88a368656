// The command line never crashes: any input gets the documented JSON answer on stdout, exit code 1 on error.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardPool } from '../engine';
import { cliMain } from './cli-main';

const files: Record<string, string> = {
  'constructor.json':
    '{"format":"stacklab-scenario/1","setup":{"players":["alice","bob"],"cards":[{"card":"constructor","zone":"battlefield","owner":"alice"}]},"actions":[]}',
  'bears.json':
    '{"format":"stacklab-scenario/1","setup":{"players":["alice","bob"],"cards":[{"card":"grizzly-bears","zone":"battlefield","owner":"alice"}]}}',
  'ok.json': '{"format":"stacklab-scenario/1","setup":{"players":["alice","bob"]},"actions":[]}',
};
const read = (f: string) => {
  const text = files[f];
  if (text === undefined) throw new Error('ENOENT');
  return text;
};

describe('scenario CLI', () => {
  it('answers a card id "constructor" with a JSON error, not a stack trace', () => {
    const answer = cliMain(['constructor.json'], { readFile: read });
    expect(answer.exitCode).toBe(1);
    expect(JSON.parse(answer.stdout)).toMatchObject({ action: null, code: 'errors.unknownCard' });
  });

  it('answers a bug (an exception) with errors.internal', () => {
    const answer = cliMain(['x.json'], {
      readFile: () => {
        throw new Error('disk on fire');
      },
    });
    // A read error is the user's: cannotReadFile. A throw later is internal.
    expect(JSON.parse(answer.stdout)).toMatchObject({ code: 'errors.cannotReadFile' });
    const boom = () => {
      throw new Error('boom');
    };
    const broken = new Proxy({}, { get: boom, getOwnPropertyDescriptor: boom, has: boom, ownKeys: boom }) as CardPool;
    const crash = cliMain(['bears.json'], { readFile: read, cards: broken });
    expect(crash.exitCode).toBe(1);
    const out = JSON.parse(crash.stdout) as { code: string; error: string; action: null };
    expect(out.code).toBe('errors.internal');
    expect(out.error).toMatch(/bug in Stacklab/);
  });

  it('runs a valid file with exit code 0', () => {
    const answer = cliMain(['ok.json'], { readFile: read });
    expect(answer.exitCode).toBe(0);
    expect(JSON.parse(answer.stdout)).toMatchObject({ turn: 1, active: 'alice' });
  });

  it('end to end: tsx src/scenario/cli.ts (what `npm run scenario` runs) prints the JSON error, exit 1, nothing on stderr', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stacklab-cli-'));
    const file = join(dir, 'a.json');
    writeFileSync(file, files['constructor.json']!);
    // tsx itself, not through npx: npm's own warnings about the environment would land on stderr.
    const root = join(import.meta.dirname, '..', '..');
    const child = spawnSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'src', 'scenario', 'cli.ts'), file], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.status).toBe(1);
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toMatchObject({ action: null, code: 'errors.unknownCard' });
  }, 60_000);
});

describe('scenario CLI, huge input', () => {
  it('quotes input only up to a short length: a 1 MB name is not echoed back whole', () => {
    const huge = 'q'.repeat(1_000_000);
    const texts: Record<string, string> = {
      'player.json': JSON.stringify({ format: 'stacklab-scenario/1', setup: { players: ['alice', `p${huge}`] } }),
      'field.json': JSON.stringify({ format: 'stacklab-scenario/1', setup: { players: ['alice', 'bob'] }, [huge]: 1 }),
      'zone.json': JSON.stringify({ format: 'stacklab-scenario/1', setup: { players: ['alice', 'bob'], cards: [{ card: 'forest', zone: huge, owner: 'alice' }] } }),
    };
    for (const file of Object.keys(texts)) {
      const answer = cliMain([file], { readFile: (f) => texts[f]! });
      expect(answer.exitCode).toBe(1);
      expect(answer.stdout.length).toBeLessThan(1_000);
      expect(JSON.parse(answer.stdout)).toHaveProperty('code');
    }
  });
});

describe('a choose answer of no documented shape', () => {
  const scenario = (answer: unknown) =>
    JSON.stringify({ format: 'stacklab-scenario/1', setup: { players: ['alice', 'bob'] }, actions: [{ type: 'choose', player: 'alice', answer }] });

  it.each([[[true]], [[['gb']]], [null], [[1, 'a']]])('documented answer shapes: %j is refused, saying what an answer is', (answer) => {
    const out = JSON.parse(cliMain(['a.json'], { readFile: () => scenario(answer) }).stdout);
    expect(out).toMatchObject({ action: 0, code: 'errors.invalidScenario' });
    expect(out.error).toContain('An answer is a card reference or a player id, a list of them, true or false');
    expect(out.error).not.toMatch(/Expected .*Array.* but received Array/);
  });
});

/** Runs the command line as `npm run` does: in the project's folder, with INIT_CWD saying where it was typed. */
function runTypedIn(dir: string, path: string) {
  const root = join(import.meta.dirname, '..', '..');
  return spawnSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'src', 'scenario', 'cli.ts'), path], {
    encoding: 'utf8',
    timeout: 60_000,
    cwd: root,
    env: { ...process.env, INIT_CWD: dir },
  });
}

describe('npm run scenario -- path: a relative path is read from where the command was typed', () => {
  it('documented usage: with INIT_CWD (set by npm run) a relative path names the file in that folder, not in the project', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stacklab-cli-'));
    writeFileSync(join(dir, 'mine.json'), files['ok.json']!);
    const child = runTypedIn(dir, 'mine.json');
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    expect(JSON.parse(child.stdout)).toMatchObject({ turn: 1, active: 'alice' });
  }, 60_000);

  it('a relative path that names no file where it was typed is read from the project, as before (npm --prefix)', () => {
    const child = runTypedIn(mkdtempSync(join(tmpdir(), 'stacklab-cli-')), 'src/scenario/examples/wrath-kalastria.json');
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    expect(JSON.parse(child.stdout)).toMatchObject({ turn: 1 });
  }, 60_000);
});
