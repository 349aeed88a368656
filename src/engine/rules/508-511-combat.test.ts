import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

const bears = (owner: string, label: string, extra: object = {}) => ({ card: 'grizzly-bears', zone: 'battlefield' as const, owner, label, ...extra });

describe('508.1 — declaring attackers', () => {
  it('attack from the main phase: the game moves to the declare attackers step, the attacker becomes tapped, the active player gets priority', () => {
    const game = new Game({ cards: [bears('alice', 'a1'), bears('bob', 'b1')] }).do({
      type: 'attack',
      attackers: [{ card: 'a1', target: 'bob' }],
    });
    expect(game.state).toMatchObject({ step: 'declareAttackers', priority: 'alice' });
    expect(game.state.combat?.attackers).toEqual([{ object: game.view.battlefield[0]!.id, defender: 'bob' }]);
    expect(game.view.battlefield.find((p) => p.label === 'a1')?.tapped).toBe(true);
    expect(game.events('attackerDeclared')).toMatchObject([{ label: 'a1', player: 'bob', rule: '508.1' }]);
    expect(game.events('stepBegan').map((e) => e.step)).toEqual(['beginCombat', 'declareAttackers']);
  });

  it('a creature with vigilance attacks without becoming tapped (702.20b)', () => {
    const game = new Game({ cards: [{ card: 'felidar-sovereign', zone: 'battlefield', owner: 'alice', label: 'fs' }] }).do({
      type: 'attack',
      attackers: [{ card: 'fs', target: 'bob' }],
    });
    expect(game.view.battlefield[0]?.tapped).toBe(false);
    expect(game.events('tapped')).toHaveLength(0);
  });

  it('attacking taps the creature as a rule, so Verity Circle does not trigger and the log says why (603.4)', () => {
    const game = new Game({
      active: 'bob',
      cards: [{ card: 'verity-circle', zone: 'battlefield', owner: 'alice', label: 'vc' }, bears('bob', 'b1')],
    }).do({ type: 'attack', attackers: [{ card: 'b1', target: 'alice' }] });
    expect(game.events('tapped')).toMatchObject([{ label: 'b1' }]);
    expect(game.events('triggered')).toHaveLength(0);
    expect(game.events('notTriggered')).toMatchObject([{ source: 'verity-circle', reason: 'interveningIf', rule: '603.4' }]);
  });

  it('302.6: a creature that came under its controller\'s control this turn can\'t attack', () => {
    const game = new Game({ cards: [{ card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'new' }, bears('alice', 'old')] }).do(
      { type: 'cast', player: 'alice', card: 'new' },
      { type: 'resolve' },
    );
    expect(game.reject({ type: 'attack', attackers: [{ card: 'new', target: 'bob' }] })).toBe('errors.summoningSick');
    game.do({ type: 'attack', attackers: [{ card: 'old', target: 'bob' }] });
    expect(game.state.combat?.attackers).toHaveLength(1);
  });

  it('the creature that entered last turn can attack this turn', () => {
    const game = new Game({
      cards: [
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
        { card: 'plains', zone: 'library', owner: 'alice' },
        { card: 'plains', zone: 'library', owner: 'bob' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'gb' }, { type: 'resolve' }, { type: 'advance', to: 'upkeep' }, { type: 'advance', to: 'upkeep' });
    expect(game.state).toMatchObject({ active: 'alice', turn: 3 });
    game.do({ type: 'attack', attackers: [{ card: 'gb', target: 'bob' }] });
    expect(game.state.step).toBe('declareAttackers');
  });

  it('refuses illegal declarations and leaves the state as it was', () => {
    const game = new Game({ cards: [bears('alice', 'a1', { tapped: true }), bears('alice', 'a2'), bears('bob', 'b1')] });
    const before = game.state;
    expect(game.reject({ type: 'attack', attackers: [{ card: 'a1', target: 'bob' }] })).toBe('errors.alreadyTapped');
    expect(game.reject({ type: 'attack', attackers: [{ card: 'b1', target: 'alice' }] })).toBe('errors.notYourCard');
    expect(game.reject({ type: 'attack', attackers: [{ card: 'a2', target: 'alice' }] })).toBe('errors.notAnOpponent');
    expect(game.reject({ type: 'attack', attackers: [{ card: 'a2', target: 'bob' }, { card: 'a2', target: 'bob' }] })).toBe(
      'errors.duplicateAttacker',
    );
    expect(game.state).toBe(before);
    game.do({ type: 'advance', to: 'main2' });
    expect(game.reject({ type: 'attack', attackers: [{ card: 'a2', target: 'bob' }] })).toBe('errors.notBeforeCombat');
  });
});

describe('508.8 — no attackers: the declare blockers and combat damage steps are skipped', () => {
  it('advancing through combat declares no attackers and skips two steps, with the rule in the log', () => {
    const game = new Game({ cards: [bears('alice', 'a1')] }).do({ type: 'advance', to: 'main2' });
    expect(game.state.step).toBe('main2');
    expect(game.events('stepBegan').map((e) => e.step)).toEqual(['beginCombat', 'declareAttackers', 'endCombat', 'main2']);
    expect(game.events('stepSkipped')).toMatchObject([
      { step: 'declareBlockers', reason: 'noAttackers', rule: '508.8' },
      { step: 'combatDamage', reason: 'noAttackers', rule: '508.8' },
    ]);
    expect(game.view.battlefield[0]?.tapped).toBe(false);
  });

  it('advance to a skipped step stops at the step that begins instead', () => {
    const game = new Game({ cards: [bears('alice', 'a1')] }).do({ type: 'advance', to: 'combatDamage' });
    expect(game.state).toMatchObject({ step: 'endCombat', turn: 1, priority: 'alice' });
  });

  it('passing priority in the declare attackers step with no attackers goes to the end of combat', () => {
    const game = new Game({ step: 'declareAttackers', cards: [] }).do({ type: 'pass' }, { type: 'pass' });
    expect(game.state.step).toBe('endCombat');
  });

  it('declaring an empty list of attackers is the same as declaring none', () => {
    const game = new Game({ cards: [bears('alice', 'a1')] }).do({ type: 'attack', attackers: [] });
    expect(game.state).toMatchObject({ step: 'declareAttackers', combat: null });
    game.do({ type: 'pass' }, { type: 'pass' });
    expect(game.state.step).toBe('endCombat');
  });
});

describe('509.1 — declaring blockers', () => {
  const board = { cards: [bears('alice', 'a1'), bears('alice', 'a2'), bears('bob', 'b1'), bears('bob', 'b2', { tapped: true })] };

  it('block moves on to the declare blockers step; the attacker becomes blocked (509.1h)', () => {
    const game = new Game(board).do(
      { type: 'attack', attackers: [{ card: 'a1', target: 'bob' }, { card: 'a2', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'b1', blocks: 'a2' }] },
    );
    expect(game.state).toMatchObject({ step: 'declareBlockers', priority: 'alice' });
    expect(game.events('blockerDeclared')).toMatchObject([{ label: 'b1', sourceLabel: 'a2', player: 'bob', rule: '509.1g' }]);
    expect(game.events('becameBlocked')).toMatchObject([{ label: 'a2', count: 1, rule: '509.1h' }]);
    const id = (label: string) => game.view.battlefield.find((p) => p.label === label)!.id;
    expect(game.state.combat).toEqual({
      attackers: [{ object: id('a1'), defender: 'bob' }, { object: id('a2'), defender: 'bob' }],
      blockers: [{ object: id('b1'), blocking: [id('a2')] }],
      blocked: [id('a2')],
    });
    // Blocking doesn't tap the blocker.
    expect(game.view.battlefield.find((p) => p.label === 'b1')?.tapped).toBe(false);
  });

  it('refuses a tapped blocker, a blocker of the attacking player, a creature that isn\'t attacking, and two attackers for one blocker', () => {
    const game = new Game(board).do({ type: 'attack', attackers: [{ card: 'a1', target: 'bob' }] });
    expect(game.reject({ type: 'block', blockers: [{ card: 'b2', blocks: 'a1' }] })).toBe('errors.alreadyTapped');
    expect(game.reject({ type: 'block', blockers: [{ card: 'a2', blocks: 'a1' }] })).toBe('errors.notDefending');
    expect(game.reject({ type: 'block', blockers: [{ card: 'b1', blocks: 'a2' }] })).toBe('errors.notAttacking');
    game.do({ type: 'advance', to: 'main2' });
    expect(game.reject({ type: 'block', blockers: [] })).toBe('errors.noAttackers');
  });

  it('refuses a block when nobody attacks, and a second declaration', () => {
    const game = new Game(board);
    expect(game.reject({ type: 'block', blockers: [{ card: 'b1', blocks: 'a1' }] })).toBe('errors.noAttackers');
    game.do({ type: 'attack', attackers: [{ card: 'a1', target: 'bob' }] }, { type: 'block', blockers: [] });
    expect(game.reject({ type: 'block', blockers: [{ card: 'b1', blocks: 'a1' }] })).toBe('errors.blockersAlreadyDeclared');
  });

  it('advance declares no blockers: the attacker stays unblocked', () => {
    const game = new Game(board).do({ type: 'attack', attackers: [{ card: 'a1', target: 'bob' }] }, { type: 'advance', to: 'declareBlockers' });
    expect(game.state.combat?.blocked).toEqual([]);
    expect(game.events('blockerDeclared')).toHaveLength(0);
  });
});

describe('510 — combat damage', () => {
  it('an unblocked attacker deals damage equal to its power to the player it attacks', () => {
    const game = new Game({ cards: [bears('alice', 'a1'), bears('bob', 'b1')] }).do(
      { type: 'attack', attackers: [{ card: 'a1', target: 'bob' }] },
      { type: 'block', blockers: [] },
      { type: 'advance', to: 'combatDamage' },
    );
    expect(game.life('bob')).toBe(18);
    expect(game.events('combatDamage')).toMatchObject([{ rule: '510.2' }]);
    expect(game.events('damageDealt')).toMatchObject([{ source: 'grizzly-bears', sourceLabel: 'a1', player: 'bob', amount: 2 }]);
  });

  it('an attacker and its blocker deal damage to each other; both die as a state-based action, and Blood Artist sees both', () => {
    const game = new Game({
      cards: [bears('alice', 'a1'), bears('bob', 'b1'), { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' }],
    }).do(
      { type: 'attack', attackers: [{ card: 'a1', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'b1', blocks: 'a1' }] },
      { type: 'advance', to: 'combatDamage' },
    );
    expect(game.life('bob')).toBe(20);
    expect(game.zoneOf('a1')).toBe('graveyard');
    expect(game.zoneOf('b1')).toBe('graveyard');
    expect(game.events('stateBasedAction')).toMatchObject([{ reason: 'lethalDamage' }, { reason: 'lethalDamage' }]);
    expect(game.events('triggered').filter((e) => e.source === 'blood-artist')).toHaveLength(2);
  });

  it('with several blockers, auto divides the damage lethal to the first before the next (510.1c); lifelink gains that much', () => {
    const game = new Game({
      cards: [
        { card: 'felidar-sovereign', zone: 'battlefield', owner: 'alice', label: 'fs' },
        bears('bob', 'b1'),
        { card: 'souls-attendant', zone: 'battlefield', owner: 'bob', label: 'sa' },
        bears('bob', 'b3'),
      ],
    }).do(
      { type: 'attack', attackers: [{ card: 'fs', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'sa', blocks: 'fs' }, { card: 'b1', blocks: 'fs' }, { card: 'b3', blocks: 'fs' }] },
      { type: 'advance', to: 'combatDamage' },
      { type: 'auto' },
    );
    const dealt = game.events('damageDealt').filter((e) => e.source === 'felidar-sovereign');
    // 4 damage: 1 is lethal to Soul's Attendant, 2 to the first Bears, the last 1 to the second Bears.
    expect(dealt.map((e) => [e.label, e.amount])).toEqual([['sa', 1], ['b1', 2], ['b3', 1]]);
    expect(game.life('alice')).toBe(24);
    expect(game.zoneOf('sa')).toBe('graveyard');
    expect(game.zoneOf('b1')).toBe('graveyard');
    expect(game.zoneOf('b3')).toBe('battlefield');
    // 1 + 2 + 2 = 5 damage on a 4/6: it survives.
    expect(game.zoneOf('fs')).toBe('battlefield');
    expect(game.view.battlefield.find((p) => p.label === 'fs')?.damage).toBe(5);
  });

  it('a blocked attacker whose blocker has left deals no combat damage', () => {
    const game = new Game({ cards: [bears('alice', 'a1'), bears('bob', 'b1')] }).do(
      { type: 'attack', attackers: [{ card: 'a1', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'b1', blocks: 'a1' }] },
      { type: 'destroy', cards: ['b1'] },
      { type: 'advance', to: 'combatDamage' },
    );
    expect(game.life('bob')).toBe(20);
    expect(game.events('damageDealt')).toHaveLength(0);
  });
});

describe('506.2, 508.1b — several defending players', () => {
  it('each attacker attacks one opponent; only the player it attacks can block it; each takes its own damage', () => {
    const game = new Game({
      players: ['alice', 'bob', 'carol'],
      cards: [bears('alice', 'a1'), bears('alice', 'a2'), bears('bob', 'b1'), bears('carol', 'c1')],
    }).do({ type: 'attack', attackers: [{ card: 'a1', target: 'bob' }, { card: 'a2', target: 'carol' }] });
    expect(game.reject({ type: 'block', blockers: [{ card: 'c1', blocks: 'a1' }] })).toBe('errors.notDefending');
    game.do({ type: 'block', blockers: [{ card: 'c1', blocks: 'a2' }] }, { type: 'advance', to: 'combatDamage' });
    expect([game.life('bob'), game.life('carol')]).toEqual([18, 20]);
    expect(game.zoneOf('a2')).toBe('graveyard');
  });

  it('508.1b: an attacker given no target attacks the only opponent; with several, it must say which', () => {
    const two = new Game({ cards: [bears('alice', 'a1')] }).do({ type: 'attack', attackers: [{ card: 'a1' }] });
    expect(two.state.combat?.attackers).toEqual([{ object: two.view.battlefield[0]!.id, defender: 'bob' }]);
    const three = new Game({ players: ['alice', 'bob', 'carol'], cards: [bears('alice', 'a1'), bears('alice', 'a2')] });
    const refused = three.using.apply(three.state, { type: 'attack', attackers: [{ card: 'a1', target: 'bob' }, { card: 'a2' }] });
    expect(refused).toEqual({ ok: false, error: 'errors.attackTargetNeeded', params: { ref: 'a2', players: 'bob, carol' } });
    // Once the other opponent has left the game (CR 800.4a), the one left goes without saying.
    three.do({ type: 'lose', player: 'carol' }, { type: 'attack', attackers: [{ card: 'a1' }, { card: 'a2' }] });
    expect(three.state.combat?.attackers.map((a) => a.defender)).toEqual(['bob', 'bob']);
  });
});

describe('511.3 — the end of combat', () => {
  it('creatures are removed from combat as the end of combat step ends; damage wears off in the cleanup step (514.2)', () => {
    const game = new Game({
      cards: [
        { card: 'felidar-sovereign', zone: 'battlefield', owner: 'alice', label: 'fs' },
        bears('bob', 'b1'),
        { card: 'plains', zone: 'library', owner: 'bob' },
      ],
    }).do(
      { type: 'attack', attackers: [{ card: 'fs', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'b1', blocks: 'fs' }] },
      { type: 'advance', to: 'endCombat' },
    );
    expect(game.state.combat).not.toBeNull();
    game.do({ type: 'advance', to: 'main2' });
    expect(game.state.combat).toBeNull();
    expect(game.view.battlefield.find((p) => p.label === 'fs')?.damage).toBe(2);
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.view.battlefield.find((p) => p.label === 'fs')?.damage).toBe(0);
  });
});

describe('302.6 — gaining control of a creature', () => {
  it('a creature that changed control this turn cannot attack for its new controller', () => {
    const game = new Game({
      cards: [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' }],
    }).do({ type: 'control', card: 'gb', player: 'alice' });
    expect(game.reject({ type: 'attack', attackers: [{ card: 'gb', target: 'bob' }] })).toBe('errors.summoningSick');
    expect(game.view.battlefield[0]).toMatchObject({ controller: 'alice' });
  });
});
