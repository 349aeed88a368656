import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engine } from '../test/harness';
import { runScenario, scenarioOutput } from './run';
import { parseScenarioText } from './schema';

function example(name: string) {
  const parsed = parseScenarioText(readFileSync(join(import.meta.dirname, 'examples', name), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  const result = runScenario(engine, parsed.scenario);
  if (!result.ok) throw new Error(result.error);
  return scenarioOutput(engine, result.state, result.log);
}

describe('spell scenarios (CR 603.7, 707.10c)', () => {
  it('Howl of the Horde with raid: the output shows the copy on the stack and the newTargets choice', () => {
    const out = example('howl-of-the-horde-raid.json');
    expect(out.stack.map((s) => `${s.kind}:${s.source}${s.copy ? ':copy' : ''}`)).toEqual([
      'spell:lightning-bolt:copy',
      'trigger:howl-of-the-horde',
      'spell:lightning-bolt',
    ]);
    expect(out.pending).toEqual({
      kind: 'newTargets',
      player: 'alice',
      reason: 'copy',
      source: 'lightning-bolt',
      label: 'bolt',
      current: ['bob'],
      options: [['alice', 'bob', 'raider', 'gb']],
    });
    expect(out.log.filter((e) => e.event === 'delayedTriggerCreated')).toHaveLength(2);
  });
});

describe('scenarios of the course cards (CR 603.10a, 603.6d)', () => {
  it('a phased-out permanent is listed as such, and Clone asks what to copy before it enters', () => {
    const out = example('clone-and-phasing.json');
    expect(out.battlefield.find((p) => p.label === 'ef')).toMatchObject({ card: 'ertais-familiar', phasedOut: true });
    expect(out.graveyard.alice).toEqual([{ card: 'plains', label: null }]);
    expect(out.pending).toEqual({ kind: 'copy', player: 'alice', card: 'clone', optional: true, options: ['rc'] });
  });
});
