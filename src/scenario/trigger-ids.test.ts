// Ids of triggers waiting to be put on the stack (`pending.options[].id` of an `order` choice) are made from
// the game's object counter (`nextId` in the state): the same scenario gives the same ids every time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Action } from '../engine';
import { engine } from '../test/harness';
import { runScenario, scenarioOutput } from './run';
import { parseScenarioText, type Scenario } from './schema';

const wrath = (): Scenario => {
  const parsed = parseScenarioText(readFileSync(join(import.meta.dirname, 'examples', 'wrath-blood-artist.json'), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
};

function orderIds(scenario: Scenario): string[] {
  const result = runScenario(engine, scenario);
  if (!result.ok) throw new Error(result.error);
  const out = scenarioOutput(engine, result.state, result.log);
  if (out.pending?.kind !== 'order') throw new Error(`no order choice: ${JSON.stringify(out.pending)}`);
  return out.pending.options.map((o) => o.id);
}

describe('trigger ids in pending.options', () => {
  it('are the same each time the same scenario runs, and so is the whole output', () => {
    const first = runScenario(engine, wrath());
    const second = runScenario(engine, wrath());
    if (!first.ok || !second.ok) throw new Error('scenario refused');
    const a = scenarioOutput(engine, first.state, first.log);
    const b = scenarioOutput(engine, second.state, second.log);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(orderIds(wrath())).toEqual(orderIds(wrath()));
  });

  it('are "t" and a number from the counter of the state, in the order the abilities triggered', () => {
    const scenario = wrath();
    const result = runScenario(engine, scenario);
    if (!result.ok) throw new Error(result.error);
    const ids = orderIds(scenario);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^t\d+$/);
    const triggered = result.log.filter((e) => e.event === 'triggered').map((e) => e.trigger);
    expect(ids).toEqual(triggered);
    const numbers = ids.map((id) => Number(id.slice(1)));
    expect([...numbers].sort((x, y) => x - y)).toEqual(numbers);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(result.state.nextId);
  });

  it("don't depend on earlier actions that create no object: taps, damage, life changes and their log entries", () => {
    const plain = wrath();
    const busy = wrath();
    const before: Action[] = [
      { type: 'life', player: 'bob', amount: 3 },
      { type: 'life', player: 'alice', amount: -1 },
      { type: 'tap', cards: ['ba'] },
      { type: 'untap', cards: ['ba'] },
      { type: 'damage', source: 'b1', target: 'bob', amount: 2 },
    ];
    busy.actions = [...before, ...busy.actions];
    expect(orderIds(busy)).toEqual(orderIds(plain));
  });
});
