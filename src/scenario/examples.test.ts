// Every example file runs: those in examples/ to the end, those in examples/invalid/ to a clear error.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engine } from '../test/harness';
import { runScenario, scenarioOutput } from './run';
import { parseScenarioText, type Scenario } from './schema';

const dir = join(import.meta.dirname, 'examples');
const jsonIn = (d: string) => readdirSync(d).filter((f) => f.endsWith('.json')).sort();

function parse(path: string): Scenario {
  const parsed = parseScenarioText(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(`${path}: ${parsed.error}`);
  return parsed.scenario;
}

function output(scenario: Scenario) {
  const result = runScenario(engine, scenario);
  if (!result.ok) throw new Error(`${result.error} at action ${result.action}`);
  return scenarioOutput(engine, result.state, result.log);
}

describe('example files', () => {
  it.each(jsonIn(dir))('%s runs to the end', (file) => {
    const out = output(parse(join(dir, file)));
    expect(out.log[0]).toMatchObject({ event: 'gameStarted' });
  });

  it.each(jsonIn(join(dir, 'invalid')))('invalid/%s is refused with an error code', (file) => {
    const parsed = parseScenarioText(readFileSync(join(dir, 'invalid', file), 'utf8'));
    const result = parsed.ok ? runScenario(engine, parsed.scenario) : parsed;
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/^errors\./) });
  });

  it('302.6, 704.5g: setup-sick-and-damage: the sick Bears stay home; 3 damage already marked on the Giant plus the Bolt kill it', () => {
    const out = output(parse(join(dir, 'setup-sick-and-damage.json')));
    expect(out.battlefield.map((p) => p.label)).toEqual(['fresh']);
    expect(out.graveyard.alice).toEqual([{ card: 'craw-giant', label: 'giant' }]);
    expect(out.log.filter((e) => e.event === 'stateBasedAction')).toMatchObject([{ label: 'giant', rule: '704.5g' }]);
    const refused = runScenario(engine, parse(join(dir, 'invalid', 'sick-attacker.json')));
    expect(refused).toMatchObject({ ok: false, error: 'errors.summoningSick', action: 0 });
  });

  it('603.6d, 707.2: setup-as-enters-choices: the Clone is a Blood Artist, and the Mage forbids its named card while it lives', () => {
    const scenario = parse(join(dir, 'setup-as-enters-choices.json'));
    const out = output(scenario);
    expect(out.battlefield).toMatchObject([{ label: 'ba', card: 'blood-artist' }, { label: 'cl', card: 'blood-artist', printed: 'clone' }]);
    expect(out.players).toEqual({ alice: { life: 22, lost: false }, bob: { life: 15, lost: false } });
    const early = runScenario(engine, { ...scenario, actions: scenario.actions.filter((a) => a.type === 'cast') });
    expect(early).toMatchObject({ ok: false, error: 'errors.nameForbidden', action: 0 });
    const invalid = runScenario(engine, parse(join(dir, 'invalid', 'chosen-name-without-choice.json')));
    expect(invalid).toMatchObject({ ok: false, error: 'errors.noAsEntersChoice', action: null, params: { field: 'chosenName' } });
  });

  it('303.4f, 303.4g: aura-moved-onto-battlefield: each Aura moved onto the battlefield enters attached, or stays where it was', () => {
    const scenario = parse(join(dir, 'aura-moved-onto-battlefield.json'));
    // The move waits for Alice's answer: a `card` choice about the Aura, among the lands it may enchant.
    const asked = output({ ...scenario, actions: scenario.actions.slice(0, 1) });
    expect(asked.pending).toEqual({ kind: 'card', player: 'alice', source: 'pooling-venom', label: 'pv', reason: 'enchant', optional: false, options: ['f1', 'f2'] });
    expect(asked.hand.alice).toContainEqual({ card: 'pooling-venom', label: 'pv' });
    const out = output(scenario);
    expect(out.battlefield.find((p) => p.label === 'pv')).toMatchObject({ attachedTo: 'f2' });
    expect(out.players.bob?.life).toBe(18);
    expect(out.log.filter((e) => e.event === 'attached')).toMatchObject([
      { label: 'pv', target: 'f2', rule: '303.4f' },
      { label: 'gift', target: 'gb', rule: '303.4f' },
    ]);
    // Gift of Immortality went to the graveyard only when its creature was exiled; Fool's Demise then had nothing to enchant.
    expect(out.hand.alice).toEqual([{ card: 'fools-demise', label: 'fd' }]);
    expect(out.log.filter((e) => e.event === 'auraStayed')).toMatchObject([{ label: 'fd', from: 'hand', rule: '303.4g' }]);
    const refused = runScenario(engine, { ...scenario, actions: [{ type: 'move', card: 'pv', to: 'battlefield', attachTo: 'gb' }] });
    expect(refused).toMatchObject({ ok: false, error: 'errors.attachToIllegal', action: 0, params: { card: 'pooling-venom', target: 'gb' } });
  });

  it('117.5, 704.5g: starting-board-settled: with no action, the Bears are already dead and the trigger waits for a target', () => {
    const out = output(parse(join(dir, 'starting-board-settled.json')));
    expect(out.graveyard.bob).toEqual([{ card: 'grizzly-bears', label: 'gb' }]);
    expect(out.pending).toMatchObject({ kind: 'target', player: 'alice', options: ['alice', 'bob'] });
    expect(out.players.alice?.life).toBe(1_000_000);
  });

  it('704.5a: starting-life-zero: players set up at 0 or less life have lost before the first action', () => {
    const out = output(parse(join(dir, 'starting-life-zero.json')));
    expect(out.winner).toBe('carol');
    expect(out.priority).toBeNull();
    expect(out.log.filter((e) => e.event === 'playerLost').map((e) => e.player)).toEqual(['alice', 'bob']);
  });
});
