// Judge rulings: combat, leaving the game, malformed input, each played as a scenario through the runner, as the
// acceptance suite does. Each test names the rule(s) it checks.
import { describe, expect, it } from 'vitest';
import { attack, attempt, bf, block, events, graveyard, hand, lib, P3, P4, perm, run } from '../test/setups';

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
    // Negative damage: the engine's own code, as docs/scenarios.md's setup table says, not the validator's.
    expect(attempt({ cards: [bf('grizzly-bears', 'alice', 'gb', { damage: -1 })] })).toMatchObject({ ok: false, error: 'errors.badAmount', action: null });
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
