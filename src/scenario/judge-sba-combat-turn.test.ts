// Judge's rulings for state-based actions, the turn, summoning sickness, combat and players leaving the
// game, each written as a scenario file would be and run through the scenario runner.
import { describe, expect, it } from 'vitest';
import { engine } from '../test/harness';
import { runScenario, scenarioOutput } from './run';
import { parseScenario } from './schema';

type Card = Record<string, unknown>;
const bf = (card: string, owner: string, label: string, extra: Card = {}): Card => ({ card, zone: 'battlefield', owner, label, ...extra });
const hand = (card: string, owner: string, label: string): Card => ({ card, zone: 'hand', owner, label });
const lib = (card: string, owner: string): Card => ({ card, zone: 'library', owner });
const P3 = ['alice', 'bob', 'carol'];
const P4 = ['alice', 'bob', 'carol', 'dave'];

function attempt(setup: Record<string, unknown>, actions: unknown[] = []) {
  const parsed = parseScenario({ format: 'stacklab-scenario/1', setup: { players: ['alice', 'bob'], ...setup }, actions });
  if (!parsed.ok) return parsed;
  const result = runScenario(engine, parsed.scenario);
  return result.ok ? { ok: true as const, out: scenarioOutput(engine, result.state, result.log) } : result;
}

function run(setup: Record<string, unknown>, actions: unknown[] = []) {
  const result = attempt(setup, actions);
  if (!result.ok) throw new Error(`${result.error} at action ${result.action}`);
  return result.out;
}

type Out = ReturnType<typeof run>;
const perm = (out: Out, label: string) => out.battlefield.find((p) => p.label === label);
const graveyard = (out: Out, player: string) => out.graveyard[player]!.map((c) => c.label);
const events = (out: Out, event: string) => out.log.filter((e) => e.event === event);
const attack = (...pairs: [string, string][]) => ({ type: 'attack', attackers: pairs.map(([card, target]) => ({ card, target })) });
const block = (...pairs: [string, string][]) => ({ type: 'block', blockers: pairs.map(([card, blocks]) => ({ card, blocks })) });

describe('judge: state-based actions (CR 704)', () => {
  it('CR 704.5a, 104.4a: both players at 0 life on the starting board lose at once: the game is a draw', () => {
    const out = run({ life: { alice: 0, bob: 0 } });
    expect(out.winner).toBe('draw');
    expect(out.priority).toBeNull();
    expect(events(out, 'playerLost').map((e) => e.rule)).toEqual(['704.5a', '704.5a']);
  });

  it('CR 704.5a, 800.4a, 104.2a: in a three-player game two players at 0 life lose together and the third wins', () => {
    const out = run({ players: P3, life: { alice: 0, bob: 0 } });
    expect(out.winner).toBe('carol');
    expect(out.players.alice!.lost && out.players.bob!.lost).toBe(true);
  });

  it('CR 704.5b: the active player drawing from an empty library in the draw step loses at the next check', () => {
    const out = run({ step: 'upkeep', cards: [lib('plains', 'bob')] }, [{ type: 'advance', to: 'main1' }]);
    expect(out.winner).toBe('bob');
    expect(events(out, 'playerLost')).toEqual([expect.objectContaining({ player: 'alice', reason: 'emptyLibrary', rule: '704.5b' })]);
  });

  it('CR 704.5g, 120.3e: damage set up as already marked adds up with new damage; the creature dies', () => {
    const out = run({ cards: [bf('grizzly-bears', 'bob', 'gb', { damage: 1 }), bf('grizzly-bears', 'alice', 'src')] }, [
      { type: 'damage', source: 'src', target: 'gb', amount: 1 },
    ]);
    expect(graveyard(out, 'bob')).toEqual(['gb']);
    expect(events(out, 'stateBasedAction')).toEqual([expect.objectContaining({ label: 'gb', reason: 'lethalDamage', rule: '704.5g' })]);
  });

  it('CR 704.5g, 117.5: lethal damage on the starting board kills before anyone gets priority, and Blood Artist triggers', () => {
    const out = run({ cards: [bf('grizzly-bears', 'bob', 'gb', { damage: 2 }), bf('blood-artist', 'alice', 'ba')] });
    expect(graveyard(out, 'bob')).toEqual(['gb']);
    expect(out.pending).toMatchObject({ kind: 'target', player: 'alice', options: ['alice', 'bob'] });
  });

  it('CR 514.2, 704.5g: marked damage wears off in the cleanup step, so the same damage next turn does not kill', () => {
    const out = run({ step: 'end', cards: [bf('grizzly-bears', 'bob', 'gb', { damage: 1 }), lib('plains', 'bob')] }, [
      { type: 'advance', to: 'upkeep' },
      { type: 'damage', source: 'gb', target: 'gb', amount: 1 },
    ]);
    expect(out.turn).toBe(2);
    expect(perm(out, 'gb')).toBeDefined();
  });

  it('CR 704.5j: the legend rule with three copies asks once; the other two go to the graveyard together', () => {
    const first = run({ cards: [0, 1, 2].map((i) => bf('isamaru-hound-of-konda', 'alice', `i${i}`)) });
    expect(first.pending).toMatchObject({ kind: 'legend', player: 'alice', options: ['i0', 'i1', 'i2'] });
    const out = run({ cards: [0, 1, 2].map((i) => bf('isamaru-hound-of-konda', 'alice', `i${i}`)) }, [{ type: 'choose', player: 'alice', answer: 'i1' }]);
    expect(out.battlefield.map((p) => p.label)).toEqual(['i1']);
    expect(graveyard(out, 'alice')).toEqual(['i0', 'i2']);
    expect(events(out, 'stateBasedAction').map((e) => e.rule)).toEqual(['704.5j', '704.5j']);
  });

  it('CR 704.5j: two legends with the same name under different controllers both stay', () => {
    const out = run({ cards: [bf('isamaru-hound-of-konda', 'alice', 'i1'), bf('isamaru-hound-of-konda', 'bob', 'i2')] });
    expect(out.pending).toBeNull();
    expect(out.battlefield).toHaveLength(2);
  });

  it('CR 704.5j: casting a second copy of your legend asks you which to keep', () => {
    const out = run({ freeMana: true, cards: [bf('isamaru-hound-of-konda', 'alice', 'i1'), hand('isamaru-hound-of-konda', 'alice', 'i2')] }, [
      { type: 'cast', player: 'alice', card: 'i2' },
      { type: 'resolve' },
      { type: 'choose', player: 'alice', answer: 'i1' },
    ]);
    expect(out.battlefield.map((p) => p.label)).toEqual(['i1']);
    expect(graveyard(out, 'alice')).toEqual(['i2']);
  });

  it('CR 704.5q, 702.79a: a +1/+1 counter cancels the -1/-1 counter of a persisted Redcap, which then returns again when it dies', () => {
    const out = run({ cards: [bf('murderous-redcap', 'alice', 'rc', { counters: { '-1/-1': 1 } })] }, [
      { type: 'counters', card: 'rc', kind: '+1/+1', amount: 1 },
      { type: 'destroy', cards: ['rc'] },
      { type: 'resolve' },
    ]);
    expect(events(out, 'stateBasedAction')).toEqual([expect.objectContaining({ reason: 'countersCancel', rule: '704.5q' })]);
    // Persist returned it with a -1/-1 counter (its enters ability now waits for a target).
    expect(perm(out, 'rc')).toMatchObject({ counters: { '-1/-1': 1 }, power: 1, toughness: 1 });
  });
});

describe('judge: turn structure (CR 500–514)', () => {
  it('CR 603.2b, 104.2b: Felidar Sovereign checks life at the beginning of its controller\'s upkeep and wins', () => {
    const out = run({ active: 'bob', step: 'end', life: { alice: 40 }, cards: [bf('felidar-sovereign', 'alice', 'fs'), lib('plains', 'alice'), lib('plains', 'bob')] }, [
      { type: 'advance', to: 'upkeep' },
      { type: 'resolve' },
    ]);
    expect(out).toMatchObject({ turn: 2, active: 'alice', winner: 'alice' });
  });

  it('CR 502.1, 603.10b: Ertai\'s Familiar phases out as its controller\'s untap step begins (it stays tapped) and its ability triggers', () => {
    const out = run({ active: 'bob', step: 'end', cards: [bf('ertais-familiar', 'alice', 'ef', { tapped: true }), lib('plains', 'alice'), lib('plains', 'bob')] }, [
      { type: 'advance', to: 'upkeep' },
    ]);
    expect(perm(out, 'ef')).toMatchObject({ phasedOut: true, tapped: true });
    expect(out.stack).toEqual([expect.objectContaining({ kind: 'trigger', source: 'ertais-familiar' })]);
    expect(events(out, 'triggered')).toEqual([expect.objectContaining({ reason: 'lookBack', rule: '603.10b' })]);
  });

  it('CR 514.1: the active player with nine cards discards two in the cleanup step, with no priority meanwhile', () => {
    const cards = Array.from({ length: 9 }, (_, i) => hand('plains', 'alice', `p${i}`));
    const out = run({ step: 'end', cards }, [{ type: 'advance', to: 'cleanup' }]);
    expect(out.pending).toMatchObject({ kind: 'discard', player: 'alice', count: 2 });
    expect(out.priority).toBeNull();
    const done = run({ step: 'end', cards }, [{ type: 'advance', to: 'cleanup' }, { type: 'choose', player: 'alice', answer: ['p3', 'p8'] }]);
    expect(graveyard(done, 'alice')).toEqual(['p3', 'p8']);
    expect(done.hand.alice).toHaveLength(7);
  });

  it('CR 514.1: a nonactive player keeps more than seven cards', () => {
    const cards = [...Array.from({ length: 9 }, (_, i) => hand('plains', 'bob', `p${i}`)), lib('plains', 'bob')];
    const out = run({ step: 'end', cards }, [{ type: 'advance', to: 'upkeep' }]);
    expect(out).toMatchObject({ turn: 2, active: 'bob', pending: null });
    expect(out.hand.bob).toHaveLength(9);
  });

  it('CR 514.3a: discarding Emrakul in the cleanup step triggers it, so the active player gets priority in that step', () => {
    const cards = [...Array.from({ length: 7 }, (_, i) => hand('plains', 'alice', `p${i}`)), hand('emrakul-the-aeons-torn', 'alice', 'em')];
    const out = run({ step: 'end', cards }, [{ type: 'advance', to: 'cleanup' }, { type: 'choose', player: 'alice', answer: ['em'] }]);
    expect(out).toMatchObject({ step: 'cleanup', priority: 'alice' });
    expect(out.stack).toEqual([expect.objectContaining({ source: 'emrakul-the-aeons-torn' })]);
    expect(events(out, 'cleanupPriority')).toEqual([expect.objectContaining({ player: 'alice', rule: '514.3a' })]);
  });
});

describe('judge: a game set up in a step without priority (CR 502.4, 514.3)', () => {
  it('CR 514.1, 514.3: set up in the cleanup step with nine cards, the active player is asked to discard two; nobody has priority', () => {
    const cards = Array.from({ length: 9 }, (_, i) => hand('plains', 'alice', `p${i}`));
    const out = run({ step: 'cleanup', cards });
    expect(out).toMatchObject({ step: 'cleanup', priority: null, pending: { kind: 'discard', player: 'alice', count: 2 } });
  });

  it('CR 514.2, 514.3: set up in the cleanup step with nothing to do, damage wears off and the next turn begins', () => {
    const out = run({ step: 'cleanup', cards: [bf('grizzly-bears', 'bob', 'gb', { damage: 1 }), lib('plains', 'bob')] }, [
      { type: 'damage', source: 'gb', target: 'gb', amount: 1 },
    ]);
    expect(out).toMatchObject({ turn: 2, active: 'bob', step: 'upkeep', priority: 'bob' });
    expect(perm(out, 'gb')).toBeDefined();
  });

  it('CR 502.3, 502.4: set up in the untap step, the active player\'s permanents untap (not the opponent\'s) and the upkeep begins', () => {
    const out = run({ step: 'untap', cards: [bf('grizzly-bears', 'alice', 'gb', { tapped: true }), bf('grizzly-bears', 'bob', 'bb', { tapped: true })] });
    expect(out).toMatchObject({ step: 'upkeep', priority: 'alice' });
    expect(perm(out, 'gb')!.tapped).toBe(false);
    expect(perm(out, 'bb')!.tapped).toBe(true);
  });
});

describe('judge: summoning sickness (CR 302.6)', () => {
  it('CR 302.6: a creature set up as `sick` can\'t attack; with haste (702.10b) it can', () => {
    expect(attempt({ step: 'beginCombat', cards: [bf('grizzly-bears', 'alice', 'gb', { sick: true })] }, [attack(['gb', 'bob'])]))
      .toMatchObject({ ok: false, error: 'errors.summoningSick', action: 0 });
    const out = run({ step: 'beginCombat', cards: [bf('suqata-lancer', 'alice', 'sl', { sick: true })] }, [attack(['sl', 'bob']), { type: 'advance', to: 'main2' }]);
    expect(out.players.bob!.life).toBe(18);
  });

  it('CR 302.6: a summoning-sick creature can still block', () => {
    const out = run({ step: 'beginCombat', cards: [bf('grizzly-bears', 'alice', 'gb'), bf('grizzly-bears', 'bob', 'bb', { sick: true })] }, [
      attack(['gb', 'bob']),
      block(['bb', 'gb']),
      { type: 'advance', to: 'main2' },
    ]);
    expect(out.players.bob!.life).toBe(20);
    expect(graveyard(out, 'bob')).toEqual(['bb']);
  });

  it('CR 302.6: a `sick` creature set up on the opponent\'s turn attacks on its controller\'s next turn', () => {
    const out = run({ active: 'bob', cards: [bf('grizzly-bears', 'alice', 'gb', { sick: true }), lib('plains', 'alice'), lib('plains', 'bob')] }, [
      { type: 'advance', to: 'main1' },
      attack(['gb', 'bob']),
    ]);
    expect(out).toMatchObject({ turn: 2, active: 'alice', step: 'declareAttackers' });
    expect(perm(out, 'gb')).toMatchObject({ attacking: 'bob', tapped: true });
  });

  it('CR 302.6, 613.1b: a creature gained this turn can\'t attack for its new controller', () => {
    expect(attempt({ active: 'bob', cards: [bf('grizzly-bears', 'alice', 'gb')] }, [{ type: 'control', card: 'gb', player: 'bob' }, attack(['gb', 'alice'])]))
      .toMatchObject({ ok: false, error: 'errors.summoningSick', action: 1 });
  });

  it('CR 302.6: under Living Lands, a Forest played this turn can\'t attack, one controlled since the turn began can', () => {
    const cards = [bf('living-lands', 'alice', 'll'), bf('forest', 'alice', 'f1'), hand('forest', 'alice', 'f2')];
    expect(attempt({ cards }, [{ type: 'play', player: 'alice', card: 'f2' }, attack(['f2', 'bob'])]))
      .toMatchObject({ ok: false, error: 'errors.summoningSick', action: 1 });
    const out = run({ cards }, [{ type: 'play', player: 'alice', card: 'f2' }, attack(['f1', 'bob']), { type: 'advance', to: 'main2' }]);
    expect(out.players.bob!.life).toBe(19);
  });

  it('CR 302.6: a `sick` Chimeric Mass may animate (no {T} in the cost) but can\'t attack; one controlled since the turn began attacks for its counters', () => {
    const setup = (sick: boolean) => ({ freeMana: true, cards: [bf('chimeric-mass', 'alice', 'cm', { sick, counters: { charge: 3 } })] });
    const animate = [{ type: 'activate', player: 'alice', card: 'cm', ability: 0 }, { type: 'resolve' }];
    expect(attempt(setup(true), [...animate, attack(['cm', 'bob'])])).toMatchObject({ ok: false, error: 'errors.summoningSick', action: 2 });
    const out = run(setup(false), [...animate, attack(['cm', 'bob']), { type: 'advance', to: 'main2' }]);
    expect(out.players.bob!.life).toBe(17);
  });
});

describe('judge: summoning sickness and {T} costs (CR 302.6)', () => {
  it('CR 302.6: a `sick` Forest animated by Living Lands can\'t tap for mana; a `sick` Forest that is no creature can', () => {
    expect(attempt({ cards: [bf('living-lands', 'alice', 'll'), bf('forest', 'alice', 'f', { sick: true })] }, [{ type: 'activate', player: 'alice', card: 'f', ability: 0 }]))
      .toMatchObject({ ok: false, error: 'errors.summoningSickTap', action: 0 });
    const out = run({ cards: [bf('forest', 'alice', 'f', { sick: true })] }, [{ type: 'activate', player: 'alice', card: 'f', ability: 0 }]);
    expect(perm(out, 'f')!.tapped).toBe(true);
  });

  it('CR 302.6, 613.1b: an animated Forest whose control changes this turn can\'t pay {T} for its new controller', () => {
    expect(attempt({ active: 'bob', cards: [bf('living-lands', 'alice', 'll'), bf('forest', 'alice', 'f')] }, [
      { type: 'control', card: 'f', player: 'bob' },
      { type: 'activate', player: 'bob', card: 'f', ability: 0 },
    ])).toMatchObject({ ok: false, error: 'errors.summoningSickTap', action: 1 });
  });
});

describe('judge: combat (CR 506–511, 702)', () => {
  it('CR 702.4b, 510.4: an unblocked double striker deals damage in both combat damage steps', () => {
    const out = run({ cards: [bf('fencing-ace', 'alice', 'ace')] }, [attack(['ace', 'bob']), { type: 'advance', to: 'main2' }]);
    expect(out.players.bob!.life).toBe(18);
    expect(events(out, 'damageDealt')).toHaveLength(2);
  });

  it('CR 702.7b, 510.4: a first striker kills its blocker before the blocker deals damage', () => {
    const out = run({ cards: [bf('youthful-knight', 'alice', 'yk'), bf('grizzly-bears', 'bob', 'gb')] }, [
      attack(['yk', 'bob']), block(['gb', 'yk']), { type: 'advance', to: 'main2' },
    ]);
    expect(perm(out, 'yk')).toBeDefined();
    expect(graveyard(out, 'bob')).toEqual(['gb']);
    expect(events(out, 'damageDealt')).toHaveLength(1);
  });

  it('CR 702.4b, 702.7b: a double striker blocked by a first striker: both deal damage in the first step and both die', () => {
    const out = run({ cards: [bf('fencing-ace', 'alice', 'ace'), bf('youthful-knight', 'bob', 'yk')] }, [
      attack(['ace', 'bob']), block(['yk', 'ace']), { type: 'advance', to: 'main2' },
    ]);
    expect(graveyard(out, 'alice')).toEqual(['ace']);
    expect(graveyard(out, 'bob')).toEqual(['yk']);
    expect(events(out, 'damageDealt')).toHaveLength(2);
  });

  it('CR 702.7b, 702.2b: a deathtouch blocker killed by first-strike damage deals no damage', () => {
    const out = run({ cards: [bf('youthful-knight', 'alice', 'yk'), bf('typhoid-rats', 'bob', 'rats')] }, [
      attack(['yk', 'bob']), block(['rats', 'yk']), { type: 'advance', to: 'main2' },
    ]);
    expect(perm(out, 'yk')).toBeDefined();
    expect(graveyard(out, 'bob')).toEqual(['rats']);
  });

  it('CR 702.19b, 702.2c, 704.5h: a trampler assigns lethal damage to its blocker and the rest to the player; the deathtouch blocker\'s 1 damage destroys it', () => {
    const out = run({ cards: [bf('craw-giant', 'alice', 'cg'), bf('typhoid-rats', 'bob', 'rats')] }, [
      attack(['cg', 'bob']), block(['rats', 'cg']), { type: 'advance', to: 'combatDamage' }, { type: 'choose', player: 'alice', answer: [1, 5] },
    ]);
    expect(out.players.bob!.life).toBe(15);
    expect(graveyard(out, 'alice')).toEqual(['cg']);
    expect(events(out, 'stateBasedAction')).toContainEqual(expect.objectContaining({ label: 'cg', reason: 'deathtouch', rule: '704.5h' }));
  });
});

describe('judge: combat keywords and removal from combat (CR 506.4, 702)', () => {
  it('CR 702.25a: flanking gives a blocker without flanking -1/-1, so Suq\'Ata Lancer survives a Grizzly Bears block', () => {
    const out = run({ cards: [bf('suqata-lancer', 'alice', 'sl'), bf('grizzly-bears', 'bob', 'gb')] }, [
      attack(['sl', 'bob']), block(['gb', 'sl']), { type: 'resolve' }, { type: 'advance', to: 'main2' },
    ]);
    expect(perm(out, 'sl')).toBeDefined();
    expect(graveyard(out, 'bob')).toEqual(['gb']);
    expect(events(out, 'damageDealt')).toContainEqual(expect.objectContaining({ sourceLabel: 'gb', label: 'sl', amount: 1 }));
  });

  it('CR 702.45a: bushido pumps a blocking Devoted Retainer to 2/2; it trades with Grizzly Bears', () => {
    const out = run({ cards: [bf('grizzly-bears', 'alice', 'gb'), bf('devoted-retainer', 'bob', 'dr')] }, [
      attack(['gb', 'bob']), block(['dr', 'gb']), { type: 'resolve' }, { type: 'advance', to: 'main2' },
    ]);
    expect(graveyard(out, 'alice')).toEqual(['gb']);
    expect(graveyard(out, 'bob')).toEqual(['dr']);
  });

  it('CR 702.23a, 702.19b, 510.1c: rampage 2 with three blockers makes Craw Giant 10/8; its damage is divided, lethal to each before the player', () => {
    const out = run({ cards: [bf('craw-giant', 'alice', 'cg'), ...[1, 2, 3].map((i) => bf('grizzly-bears', 'bob', `b${i}`))] }, [
      attack(['cg', 'bob']), block(['b1', 'cg'], ['b2', 'cg'], ['b3', 'cg']), { type: 'resolve' }, { type: 'advance', to: 'combatDamage' },
    ]);
    expect(out.pending).toMatchObject({ kind: 'damageAssignment', amount: 10, trample: true, options: ['b1', 'b2', 'b3', 'bob'], lethal: [2, 2, 2, 0] });
    expect(attempt({ cards: [bf('craw-giant', 'alice', 'cg'), ...[1, 2, 3].map((i) => bf('grizzly-bears', 'bob', `b${i}`))] }, [
      attack(['cg', 'bob']), block(['b1', 'cg'], ['b2', 'cg'], ['b3', 'cg']), { type: 'resolve' }, { type: 'advance', to: 'combatDamage' },
      { type: 'choose', player: 'alice', answer: [2, 2, 1, 5] },
    ])).toMatchObject({ ok: false, error: 'errors.tramplesLethalFirst', action: 4 });
    const done = run({ cards: [bf('craw-giant', 'alice', 'cg'), ...[1, 2, 3].map((i) => bf('grizzly-bears', 'bob', `b${i}`))] }, [
      attack(['cg', 'bob']), block(['b1', 'cg'], ['b2', 'cg'], ['b3', 'cg']), { type: 'resolve' }, { type: 'advance', to: 'combatDamage' },
      { type: 'choose', player: 'alice', answer: [2, 2, 2, 4] },
    ]);
    expect(done.players.bob!.life).toBe(16);
    expect(graveyard(done, 'bob')).toEqual(['b1', 'b2', 'b3']);
    expect(perm(done, 'cg')).toMatchObject({ power: 10, toughness: 8 });
  });

  it('CR 702.83a: exalted gives a creature attacking alone +1/+1 until end of turn', () => {
    const out = run({ cards: [bf('akrasan-squire', 'alice', 'sq'), bf('grizzly-bears', 'alice', 'gb')] }, [
      attack(['gb', 'bob']), { type: 'resolve' }, { type: 'advance', to: 'main2' },
    ]);
    expect(out.players.bob!.life).toBe(17);
  });

  it('CR 702.2b, 704.5h, 510.2: a lifelink attacker blocked by a deathtouch creature gains its life and is destroyed by 1 damage', () => {
    const out = run({ cards: [bf('felidar-sovereign', 'alice', 'fs'), bf('typhoid-rats', 'bob', 'rats')] }, [
      attack(['fs', 'bob']), block(['rats', 'fs']), { type: 'advance', to: 'main2' },
    ]);
    expect(out.players.alice!.life).toBe(24);
    expect(graveyard(out, 'alice')).toEqual(['fs']);
    expect(events(out, 'stateBasedAction')).toContainEqual(expect.objectContaining({ label: 'fs', reason: 'deathtouch', rule: '704.5h' }));
  });

  it('CR 509.3d: "becomes blocked by a creature" triggers once per blocker (Engulfing Slagwurm blocked by two)', () => {
    const out = run({ cards: [bf('engulfing-slagwurm', 'alice', 'sw'), bf('grizzly-bears', 'bob', 'b1'), bf('grizzly-bears', 'bob', 'b2')] }, [
      attack(['sw', 'bob']), block(['b1', 'sw'], ['b2', 'sw']),
    ]);
    expect(events(out, 'triggered').map((e) => [e.label, e.rule])).toEqual([['b1', '509.3d'], ['b2', '509.3d']]);
    expect(out.pending).toMatchObject({ kind: 'order', player: 'alice' });
  });

  it('CR 702.86a, 701.21a: a defending player with fewer permanents than annihilator\'s N sacrifices them all, without a choice', () => {
    const out = run({ cards: [bf('emrakul-the-aeons-torn', 'alice', 'em'), bf('forest', 'bob', 'f1'), bf('forest', 'bob', 'f2')] }, [attack(['em', 'bob']), { type: 'resolve' }]);
    expect(out.pending).toBeNull();
    expect(graveyard(out, 'bob')).toEqual(['f1', 'f2']);
    expect(events(out, 'sacrificed').map((e) => e.rule)).toEqual(['701.21a', '701.21a']);
  });

  it('CR 702.83a: an opponent\'s exalted doesn\'t trigger on my creature attacking alone', () => {
    const out = run({ cards: [bf('akrasan-squire', 'bob', 'sq'), bf('grizzly-bears', 'alice', 'gb')] }, [attack(['gb', 'bob'])]);
    expect(out.stack).toEqual([]);
    expect(events(out, 'triggered')).toEqual([]);
  });

  it('CR 702.86a: in a three-player game annihilator makes only the player Emrakul attacks sacrifice', () => {
    const out = run({ players: P3, cards: [bf('emrakul-the-aeons-torn', 'alice', 'em'), bf('forest', 'carol', 'cf'), ...[0, 1, 2, 3, 4, 5, 6].map((i) => bf('forest', 'bob', `f${i}`))] }, [
      attack(['em', 'bob']), { type: 'resolve' },
    ]);
    expect(out.pending).toMatchObject({ kind: 'sacrifice', player: 'bob', count: 6, options: ['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6'] });
  });

  it('CR 506.4, 509.1h: a blocker whose control changes leaves combat; the attacker stays blocked and deals no damage', () => {
    const out = run({ cards: [bf('grizzly-bears', 'alice', 'gb'), bf('grizzly-bears', 'bob', 'bb')] }, [
      attack(['gb', 'bob']), block(['bb', 'gb']), { type: 'control', card: 'bb', player: 'alice' }, { type: 'advance', to: 'main2' },
    ]);
    expect(out.players.bob!.life).toBe(20);
    expect(events(out, 'damageDealt')).toEqual([]);
    expect(events(out, 'removedFromCombat')).toEqual([expect.objectContaining({ label: 'bb', reason: 'controlChanged', rule: '506.4' })]);
  });

  it('CR 506.4: an attacker whose control changes deals no combat damage; the other attacker still does', () => {
    const out = run({ cards: [bf('grizzly-bears', 'alice', 'gb'), bf('fencing-ace', 'alice', 'ace')] }, [
      attack(['gb', 'bob'], ['ace', 'bob']), { type: 'control', card: 'gb', player: 'bob' }, { type: 'advance', to: 'main2' },
    ]);
    expect(out.players.bob!.life).toBe(18);
    expect(events(out, 'damageDealt').every((e) => e.sourceLabel === 'ace')).toBe(true);
  });
});

describe('judge: leaving the game (CR 104.3a, 800.4a, 800.4j–k)', () => {
  it('CR 104.3a, 800.4a: the active player concedes with their Lightning Bolt on the stack: it ceases to exist and the next player gets priority', () => {
    const out = run({ players: P3, freeMana: true, cards: [hand('lightning-bolt', 'alice', 'lb'), bf('grizzly-bears', 'bob', 'gb')] }, [
      { type: 'cast', player: 'alice', card: 'lb', targets: ['gb'] },
      { type: 'lose', player: 'alice' },
    ]);
    expect(out).toMatchObject({ priority: 'bob', stack: [], winner: null });
    expect(perm(out, 'gb')).toBeDefined();
    expect(events(out, 'playerLeft')).toEqual([expect.objectContaining({ player: 'alice', rule: '800.4a' })]);
  });

  it('CR 800.4a: a nonactive player who holds priority and concedes: priority goes to the next player still in the game', () => {
    const out = run({ players: P3, freeMana: true, cards: [hand('lightning-bolt', 'bob', 'lb')] }, [
      { type: 'pass' },
      { type: 'cast', player: 'bob', card: 'lb', targets: ['carol'] },
      { type: 'lose', player: 'bob' },
    ]);
    expect(out).toMatchObject({ priority: 'carol', stack: [] });
    expect(out.players.carol!.life).toBe(20);
  });

  it('CR 800.4j, 800.4k: the active player of a three-player game concedes during combat: the turn goes on, then the next player\'s turn begins', () => {
    const out = run({ players: P3, step: 'beginCombat', cards: [bf('grizzly-bears', 'alice', 'gb'), bf('grizzly-bears', 'bob', 'bb'), lib('plains', 'bob'), lib('plains', 'carol')] }, [
      attack(['gb', 'bob']), block(['bb', 'gb']), { type: 'lose', player: 'alice' }, { type: 'advance', to: 'upkeep' },
    ]);
    expect(out).toMatchObject({ turn: 2, active: 'bob', step: 'upkeep', winner: null });
    expect(perm(out, 'bb')).toBeDefined();
    expect(perm(out, 'gb')).toBeUndefined();
  });

  it('CR 800.4a: the defending player of a four-player game concedes: the creature attacking them deals no damage, the one attacking another player does', () => {
    const out = run({ players: P4, step: 'beginCombat', cards: [bf('grizzly-bears', 'alice', 'gb'), bf('fencing-ace', 'alice', 'ace')] }, [
      attack(['gb', 'carol'], ['ace', 'bob']), { type: 'lose', player: 'carol' }, { type: 'advance', to: 'main2' },
    ]);
    expect(out.players.bob!.life).toBe(18);
    expect(events(out, 'damageDealt').every((e) => e.sourceLabel === 'ace')).toBe(true);
  });

  it('CR 104.3a, 800.4a: the defending player concedes while the attacker\'s damage assignment is pending: their blockers leave and no damage is dealt', () => {
    const out = run({ players: P3, cards: [bf('craw-giant', 'alice', 'cg'), bf('grizzly-bears', 'bob', 'b1'), bf('grizzly-bears', 'bob', 'b2')] }, [
      attack(['cg', 'bob']), block(['b1', 'cg'], ['b2', 'cg']), { type: 'resolve' }, { type: 'advance', to: 'combatDamage' }, { type: 'lose', player: 'bob' },
    ]);
    expect(out).toMatchObject({ pending: null, priority: 'alice', winner: null });
    expect(events(out, 'damageDealt')).toEqual([]);
    expect(out.players.carol!.life).toBe(20);
  });

  it('CR 800.4a, 514.1, 514.3: the active player concedes while discarding to hand size: the cleanup step goes on without priority and the next player\'s turn begins', () => {
    const cards = [...Array.from({ length: 9 }, (_, i) => hand('plains', 'alice', `p${i}`)), bf('grizzly-bears', 'bob', 'gb', { damage: 1 }), lib('plains', 'bob')];
    const out = run({ players: P3, step: 'end', cards }, [{ type: 'advance', to: 'cleanup' }, { type: 'lose', player: 'alice' }]);
    expect(out).toMatchObject({ turn: 2, active: 'bob', step: 'upkeep', priority: 'bob', pending: null });
    expect(events(out, 'cleanupPriority')).toEqual([]);
    // 514.2 happened in that cleanup step: the damage marked on the Bears wore off.
    const later = run({ players: P3, step: 'end', cards }, [
      { type: 'advance', to: 'cleanup' }, { type: 'lose', player: 'alice' }, { type: 'damage', source: 'gb', target: 'gb', amount: 1 },
    ]);
    expect(perm(later, 'gb')).toBeDefined();
  });

  it('CR 104.3a, 104.2a: in a two-player game, conceding with a legend rule choice pending ends the game; no choice is left pending', () => {
    const out = run({ cards: [bf('isamaru-hound-of-konda', 'alice', 'i1'), bf('isamaru-hound-of-konda', 'alice', 'i2')] }, [{ type: 'lose', player: 'alice' }]);
    expect(out).toMatchObject({ winner: 'bob', priority: null, pending: null });
  });

  it('CR 104.3a, 800.4a, 800.4j: the active player concedes while assigning their attacker\'s damage: the attacker leaves, the blockers take no damage, the turn ends and the next one begins', () => {
    const out = run({ players: P3, cards: [bf('craw-giant', 'alice', 'cg'), bf('grizzly-bears', 'bob', 'b1'), bf('grizzly-bears', 'bob', 'b2'), bf('blood-artist', 'carol', 'ba')] }, [
      attack(['cg', 'bob']), block(['b1', 'cg'], ['b2', 'cg']), { type: 'resolve' }, { type: 'advance', to: 'combatDamage' },
      { type: 'lose', player: 'alice' }, { type: 'advance', to: 'upkeep' },
    ]);
    expect(out).toMatchObject({ turn: 2, active: 'bob', step: 'upkeep', pending: null });
    expect(events(out, 'damageDealt')).toEqual([]);
    expect(out.battlefield.map((p) => p.label)).toEqual(['b1', 'b2', 'ba']);
  });

  it('CR 704.5a, 800.4a: a player brought to 0 life in a three-player game leaves; the game goes on', () => {
    const out = run({ players: P3 }, [{ type: 'life', player: 'alice', amount: -20 }]);
    expect(out).toMatchObject({ winner: null, priority: 'bob' });
    expect(events(out, 'playerLost')).toEqual([expect.objectContaining({ player: 'alice', reason: 'noLife', rule: '704.5a' })]);
  });
});

describe('judge: malformed input in this area gives a clear error', () => {
  it('refuses out-of-range life, damage on a noncreature, sick off the battlefield, negative damage, and unknown attackers', () => {
    expect(attempt({ life: { alice: 1000001 } })).toMatchObject({ ok: false, error: 'errors.lifeOutOfRange', action: null });
    expect(attempt({ cards: [bf('plains', 'alice', 'p', { damage: 1 })] })).toMatchObject({ ok: false, error: 'errors.damageNotCreature', action: null });
    expect(attempt({ cards: [{ ...hand('grizzly-bears', 'alice', 'gb'), sick: true }] })).toMatchObject({ ok: false, error: 'errors.notOnBattlefield', action: null });
    expect(attempt({ cards: [bf('grizzly-bears', 'alice', 'gb', { damage: -1 })] })).toMatchObject({ ok: false, error: 'errors.invalidScenario', action: null });
    const bad = attempt({ cards: [bf('grizzly-bears', 'alice', 'gb')] }, [attack(['nobody', 'bob'])]);
    expect(bad).toMatchObject({ ok: false, action: 0 });
    expect(bad.ok ? '' : bad.error).toMatch(/^errors\./);
  });

  it('CR 800.4a: control can\'t be given to a player who has left the game (errors.alreadyLost), by `control` or by `move`', () => {
    const setup = { players: P3, cards: [bf('grizzly-bears', 'alice', 'gb'), hand('grizzly-bears', 'alice', 'g2')] };
    expect(attempt(setup, [{ type: 'lose', player: 'carol' }, { type: 'control', card: 'gb', player: 'carol' }]))
      .toMatchObject({ ok: false, error: 'errors.alreadyLost', action: 1, params: { player: 'carol' } });
    expect(attempt(setup, [{ type: 'lose', player: 'carol' }, { type: 'move', card: 'g2', to: 'battlefield', controller: 'carol' }]))
      .toMatchObject({ ok: false, error: 'errors.alreadyLost', action: 1 });
    // Still in the game: allowed.
    expect(attempt(setup, [{ type: 'lose', player: 'carol' }, { type: 'control', card: 'gb', player: 'bob' }])).toMatchObject({ ok: true });
  });

  it('refuses life and damage amounts too large to count exactly (errors.badAmount) instead of printing 1e+300', () => {
    const setup = { cards: [bf('grizzly-bears', 'alice', 'gb')] };
    expect(attempt(setup, [{ type: 'life', player: 'alice', amount: 1e300 }])).toMatchObject({ ok: false, error: 'errors.badAmount', action: 0 });
    expect(attempt(setup, [{ type: 'damage', source: 'gb', target: 'bob', amount: 1e300 }])).toMatchObject({ ok: false, error: 'errors.badAmount', action: 0 });
    expect(attempt(setup, [{ type: 'life', player: 'alice', amount: -999999999999999 }])).toMatchObject({ ok: true, out: { winner: 'bob' } });
  });
});
