import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engine } from '../test/harness';
import { runScenario, scenarioOutput } from './run';
import { parseScenario, parseScenarioText } from './schema';

function run(name: string) {
  const parsed = parseScenarioText(readFileSync(join(import.meta.dirname, 'examples', name), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  const result = runScenario(engine, parsed.scenario);
  if (!result.ok) throw new Error(`${result.error} at action ${result.action}`);
  return scenarioOutput(engine, result.state, result.log);
}

describe('combat scenarios (CR 508–510)', () => {
  it('Felidar Sovereign double-blocked: 2 lethal damage to each Bears, 4 life from lifelink, two Blood Artist triggers to order', () => {
    const out = run('combat-double-block.json');
    expect(out.step).toBe('combatDamage');
    expect(out.players.alice!.life).toBe(24);
    expect(out.graveyard.bob!.map((c) => c.label)).toEqual(['b1', 'b2']);
    expect(out.battlefield.find((p) => p.label === 'fs')).toMatchObject({ attacking: 'bob', blocked: true, tapped: false });
    expect(out.pending?.kind).toBe('order');
    expect(out.log.filter((e) => e.event === 'blockerDeclared')).toHaveLength(2);
  });

  it('Craw Giant (trample) blocked by Typhoid Rats (deathtouch): the output names the damage assignment choice (510.1c, 702.19b)', () => {
    const out = run('damage-assignment-trample.json');
    expect(out.step).toBe('combatDamage');
    expect(out.pending).toEqual({
      kind: 'damageAssignment',
      player: 'alice',
      attacker: 'craw-giant',
      label: 'giant',
      amount: 6,
      trample: true,
      options: ['rats', 'bob'],
      lethal: [1, 0],
    });
    // Answered with a list of amounts, one per option, then the damage is dealt at once.
    const parsed = parseScenario({
      format: 'stacklab-scenario/1',
      setup: { players: ['alice', 'bob'], cards: [] },
      actions: [{ type: 'choose', player: 'alice', answer: [1, 5] }],
    });
    expect(parsed.ok).toBe(true);
  });

  it('Rabid Elephant and Sustainer of the Realm: one "becomes blocked" trigger and one "blocks" trigger, APNAP order (509.3)', () => {
    const out = run('block-triggers-rabid-elephant.json');
    expect(out.step).toBe('declareBlockers');
    // Alice's trigger went on the stack first, so Bob's is on top.
    expect(out.stack.map((s) => [s.source, s.controller])).toEqual([
      ['sustainer-of-the-realm', 'bob'],
      ['rabid-elephant', 'alice'],
    ]);
    expect(out.log.filter((e) => e.event === 'triggered').map((e) => e.rule)).toEqual(['509.3a', '509.3c']);
    expect(out.battlefield.find((p) => p.label === 'sustainer')).toMatchObject({ blocking: ['elephant'] });
  });

  it('Emrakul with an exalted Squire: exalted resolves first, then annihilator waits for Bob to choose six permanents (702.86a)', () => {
    const out = run('annihilator-emrakul.json');
    expect(out.battlefield.find((p) => p.label === 'emrakul')).toMatchObject({ power: 16, toughness: 16, attacking: 'bob' });
    expect(out.pending).toEqual({
      kind: 'sacrifice',
      player: 'bob',
      count: 6,
      options: ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'sustainer'],
      source: 'emrakul-the-aeons-torn',
      label: 'emrakul',
    });
    expect(out.log.filter((e) => e.event === 'triggered').map((e) => e.rule)).toEqual(['702.86a', '702.83a']);
  });

  it('validates attack and block actions, naming the place of a mistake', () => {
    const scenario = (actions: unknown[]) => ({ format: 'stacklab-scenario/1', setup: { players: ['alice', 'bob'] }, actions });
    // An attacker's `target` may be left out (the engine takes the only opponent); a blocker's `blocks` may not.
    expect(parseScenario(scenario([{ type: 'attack', attackers: [{ card: 'a' }] }]))).toMatchObject({ ok: true });
    expect(parseScenario(scenario([{ type: 'block', blockers: [{ card: 'b' }] }]))).toMatchObject({
      ok: false,
      error: 'errors.invalidScenario',
      params: { path: 'actions[0].blockers[0].blocks', reason: 'missingField', field: 'blocks' },
      action: 0,
    });
    expect(parseScenario(scenario([{ type: 'block', blockers: [{ card: 'b', blocks: 'a', extra: 1 }] }]))).toMatchObject({
      ok: false,
      params: { reason: 'unknownField', field: 'extra', fields: 'card, blocks' },
      action: 0,
    });
    expect(parseScenario(scenario([{ type: 'attack', attackers: [] }, { type: 'block', blockers: [] }]))).toMatchObject({ ok: true });
  });
});
