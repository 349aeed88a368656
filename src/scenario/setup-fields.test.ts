// The setup fields added for judges (sick, damage, chosenName, copyOf, wider life totals), as the
// scenario file format reads them and reports their errors.
import { describe, expect, it } from 'vitest';
import { engine } from '../test/harness';
import { englishMessage } from './messages';
import { runScenario, scenarioOutput } from './run';
import { parseScenario } from './schema';

function run(setup: Record<string, unknown>, actions: unknown[] = []) {
  const parsed = parseScenario({ format: 'stacklab-scenario/1', setup: { players: ['alice', 'bob'], ...setup }, actions });
  if (!parsed.ok) return parsed;
  const result = runScenario(engine, parsed.scenario);
  return result.ok ? { ok: true as const, out: scenarioOutput(engine, result.state, result.log) } : result;
}

describe('setup fields of the scenario format', () => {
  it('reads sick, damage, chosenName and copyOf on battlefield cards', () => {
    const result = run({
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb', sick: true, damage: 1 },
        { card: 'meddling-mage', zone: 'battlefield', owner: 'bob', label: 'mm', chosenName: 'grizzly-bears' },
        { card: 'clone', zone: 'battlefield', owner: 'bob', label: 'cl', copyOf: 'gb' },
      ],
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.out.battlefield).toEqual([
      // CR 120.3e: the damage marked on it is in the output, as a judge checks it.
      { card: 'grizzly-bears', label: 'gb', owner: 'alice', controller: 'alice', tapped: false, counters: {}, power: 2, toughness: 2, damage: 1, attachedTo: null },
      { card: 'meddling-mage', label: 'mm', owner: 'bob', controller: 'bob', tapped: false, counters: {}, power: 2, toughness: 2, attachedTo: null, chosenName: 'grizzly-bears' },
      { card: 'grizzly-bears', label: 'cl', owner: 'bob', controller: 'bob', tapped: false, counters: {}, power: 2, toughness: 2, attachedTo: null, printed: 'clone' },
    ]);
    expect(result.out.log).toEqual([{ event: 'gameStarted', turn: 1, player: 'alice', step: 'main1', rule: '103.1' }]);
  });

  it('a game set up in a step starts after its beginning: its "at the beginning of" abilities trigger only when advanced to', () => {
    const cards = [{ card: 'felidar-sovereign', zone: 'battlefield', owner: 'alice' }];
    const inUpkeep = run({ step: 'upkeep', life: { alice: 40 }, cards });
    if (!inUpkeep.ok) throw new Error(inUpkeep.error);
    expect(inUpkeep.out.stack).toEqual([]);
    const advanced = run({ step: 'untap', life: { alice: 40 }, cards }, [{ type: 'advance', to: 'upkeep' }]);
    if (!advanced.ok) throw new Error(advanced.error);
    expect(advanced.out.stack).toMatchObject([{ kind: 'trigger', source: 'felidar-sovereign' }]);
  });

  it('reports each wrong use with its code, the setup card and an English message', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ card: 'grizzly-bears', zone: 'hand', owner: 'alice', sick: true }, 'errors.notOnBattlefield'],
      [{ card: 'forest', zone: 'battlefield', owner: 'alice', damage: 2 }, 'errors.damageNotCreature'],
      [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', chosenName: 'forest' }, 'errors.noAsEntersChoice'],
      [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', copyOf: 'forest' }, 'errors.noAsEntersChoice'],
      [{ card: 'meddling-mage', zone: 'battlefield', owner: 'alice', chosenName: 'forest' }, 'errors.cannotBeNamed'],
      [{ card: 'clone', zone: 'battlefield', owner: 'alice', copyOf: 'nobody' }, 'errors.unknownCopyOf'],
      [{ card: 'clone', zone: 'battlefield', owner: 'alice', copyOf: 'forest' }, 'errors.cannotCopy'],
    ];
    for (const [card, error] of cases) {
      const result = run({ cards: [{ card: 'plains', zone: 'library', owner: 'bob' }, card] });
      expect(result).toMatchObject({ ok: false, error, action: null, params: { index: 1 } });
      if (result.ok) continue;
      const message = englishMessage(result.error, result.params);
      expect(message).not.toMatch(/\{\{|errors\./);
      expect(message).toContain('setup card 1');
    }
  });

  it('checks the types of the new fields', () => {
    expect(run({ cards: [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', sick: 'yes' }] }))
      .toMatchObject({ ok: false, error: 'errors.invalidScenario', params: { path: 'setup.cards[0].sick' } });
    expect(run({ cards: [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', damage: -1 }] })).toMatchObject({ ok: false, error: 'errors.badAmount' });
    expect(run({ cards: [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', damage: 1.5 }] }))
      .toMatchObject({ ok: false, error: 'errors.invalidScenario', params: { path: 'setup.cards[0].damage' } });
  });

  it('life: any whole number from -1,000,000 to 1,000,000', () => {
    const ok = run({ life: { alice: 1_000_000, bob: 999_999 } });
    expect(ok.ok && ok.out.players).toEqual({ alice: { life: 1_000_000, lost: false }, bob: { life: 999_999, lost: false } });
    const tooHigh = run({ life: { alice: 1_000_001 } });
    expect(tooHigh).toMatchObject({ ok: false, error: 'errors.lifeOutOfRange', action: null });
    if (!tooHigh.ok) expect(englishMessage(tooHigh.error, tooHigh.params)).toBe("alice's starting life (1000001) must be between -1000000 and 1000000.");
    expect(run({ life: { bob: -1_000_001 } })).toMatchObject({ ok: false, error: 'errors.lifeOutOfRange' });
    expect(run({ life: { bob: 1.5 } })).toMatchObject({ ok: false, error: 'errors.invalidScenario', params: { path: 'setup.life.bob' } });
  });
});
