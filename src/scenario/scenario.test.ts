import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engine } from '../test/harness';
import { englishMessage } from './messages';
import { runScenario, scenarioOutput } from './run';
import { parseScenario, parseScenarioText } from './schema';

const example = (name: string) => readFileSync(join(import.meta.dirname, 'examples', name), 'utf8');

function run(text: string) {
  const parsed = parseScenarioText(text);
  if (!parsed.ok) return parsed;
  const result = runScenario(engine, parsed.scenario);
  return result.ok ? { ok: true as const, out: scenarioOutput(engine, result.state, result.log) } : result;
}

describe('scenarios', () => {
  it('Wrath of God, Blood Artist and two Grizzly Bears: three Blood Artist triggers wait to be ordered (603.10a, 603.2c)', () => {
    const result = run(example('wrath-blood-artist.json'));
    if (!result.ok) throw new Error(result.error);
    const { out } = result;
    expect(out.pending?.kind).toBe('order');
    expect(out.pending && 'options' in out.pending && out.pending.options).toHaveLength(3);
    expect(out.graveyard.alice!.map((c) => c.card).sort()).toEqual(['blood-artist', 'grizzly-bears', 'wrath-of-god']);
    expect(out.log.filter((e) => e.event === 'triggered' && e.rule === '603.10a')).toHaveLength(3);
  });

  it('writes the documented output shape', () => {
    const result = run(example('lesson-1-souls-attendant.json'));
    if (!result.ok) throw new Error(result.error);
    const { out } = result;
    expect(Object.keys(out)).toEqual([
      'turn', 'active', 'step', 'priority', 'players', 'battlefield', 'stack', 'hand', 'library', 'graveyard', 'exile',
      'pending', 'log', 'winner',
    ]);
    expect(out.players.alice).toEqual({ life: 21, lost: false });
    expect(out.battlefield).toContainEqual({
      card: 'grizzly-bears', label: 'bears', owner: 'alice', controller: 'alice', tapped: false, counters: {}, power: 2, toughness: 2, attachedTo: null,
    });
    expect(out.pending).toBeNull();
    expect(out.winner).toBeNull();
  });

  it('a card with no label is shown with label null; non-creatures have no power', () => {
    const result = run(JSON.stringify({
      format: 'stacklab-scenario/1',
      setup: { players: ['alice', 'bob'], cards: [{ card: 'dingus-egg', zone: 'battlefield', owner: 'bob' }] },
    }));
    if (!result.ok) throw new Error(result.error);
    expect(result.out.battlefield[0]).toEqual({
      card: 'dingus-egg', label: null, owner: 'bob', controller: 'bob', tapped: false, counters: {}, attachedTo: null,
    });
  });

  it('names the failing action of an illegal sequence', () => {
    const result = run(example('invalid/illegal-action.json'));
    expect(result).toMatchObject({ ok: false, error: 'errors.notYourPriority', action: 2 });
  });

  it('rejects malformed files with a clear message and the place', () => {
    expect(run('{ not json')).toMatchObject({ ok: false, error: 'errors.badJson', action: null });
    expect(run('[]')).toMatchObject({ ok: false, error: 'errors.badFormat' });
    expect(run('{"format":"other/1"}')).toMatchObject({ ok: false, error: 'errors.badFormat' });
    const missing = parseScenario({ format: 'stacklab-scenario/1', setup: { players: ['alice'] } });
    expect(missing).toMatchObject({ ok: false, error: 'errors.invalidScenario', params: { path: 'setup.players' } });
    const badAction = parseScenario({
      format: 'stacklab-scenario/1',
      setup: { players: ['alice', 'bob'], cards: [] },
      actions: [{ type: 'pass' }, { type: 'destroy', cards: 'x' }],
    });
    expect(badAction).toMatchObject({ ok: false, action: 1 });
    expect(run(example('invalid/unknown-card.json'))).toMatchObject({ ok: false, error: 'errors.unknownCard', action: null });
  });

  it('error messages read as English sentences', () => {
    expect(englishMessage('errors.notYourPriority', { player: 'bob' })).toBe("bob doesn't have priority.");
  });
});

describe('npm run scenario', () => {
  const cli = (file: string) => {
    try {
      return { code: 0, out: execFileSync('npx', ['tsx', 'src/scenario/cli.ts', file], { encoding: 'utf8' }) };
    } catch (e) {
      const err = e as { status: number; stdout: string };
      return { code: err.status, out: err.stdout };
    }
  };

  it('prints the resulting state as JSON', () => {
    const { code, out } = cli('src/scenario/examples/wrath-kalastria.json');
    expect(code).toBe(0);
    const state = JSON.parse(out);
    expect(state.pending.kind).toBe('order');
    expect(state.graveyard.alice.map((c: { card: string }) => c.card)).toContain('kalastria-highborn');
  }, 30_000);

  it('prints {"error", "action"} and exits 1 on an illegal action', () => {
    const { code, out } = cli('src/scenario/examples/invalid/illegal-action.json');
    expect(code).toBe(1);
    expect(JSON.parse(out)).toMatchObject({ error: expect.stringContaining('priority'), action: 2 });
  }, 30_000);

  it('exits 1 with action null on a malformed file', () => {
    const { code, out } = cli('package.json');
    expect(code).toBe(1);
    expect(JSON.parse(out)).toMatchObject({ action: null });
  }, 30_000);
});
