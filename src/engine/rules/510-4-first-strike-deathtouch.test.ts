// The combat damage steps with first strike and double strike (CR 510.4, 702.7, 702.4), deathtouch
// (702.2, 704.5h) and the attacking player's division of damage among blockers (510.1c, 702.19b).
import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { Game } from '../../test/harness';
import { createEngine, type CardDefinition } from '..';

type Zone = 'battlefield' | 'hand' | 'library' | 'graveyard';
const card = (id: string, owner: string, label: string, zone: Zone = 'battlefield') => ({ card: id, zone, owner, label });
const bears = (owner: string, label: string) => card('grizzly-bears', owner, label);
const knight = (owner: string, label: string) => card('youthful-knight', owner, label);
const ace = (owner: string, label: string) => card('fencing-ace', owner, label);
const rats = (owner: string, label: string) => card('typhoid-rats', owner, label);

const steps = (game: Game) => game.events('stepBegan').map((e) => e.step);
const damageBy = (game: Game, label: string) =>
  game.events('damageDealt').filter((e) => e.sourceLabel === label).map((e) => [e.label ?? e.player, e.amount]);

function fight(game: Game, attacker: string, blockers: string[]): Game {
  return game.do(
    { type: 'attack', attackers: [{ card: attacker, target: 'bob' }] },
    { type: 'block', blockers: blockers.map((b) => ({ card: b, blocks: attacker })) },
  );
}

describe('CR 510.4 first strike (702.7b)', () => {
  it('Youthful Knight blocked by Grizzly Bears: a first-strike damage step comes first; the Bears dies before dealing damage', () => {
    const game = fight(new Game({ cards: [knight('alice', 'yk'), bears('bob', 'gb')] }), 'yk', ['gb']).do({ type: 'advance', to: 'endCombat' });
    expect(steps(game)).toEqual(['beginCombat', 'declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endCombat']);
    expect(game.events('stepBegan').find((e) => e.step === 'firstStrikeDamage')).toMatchObject({ rule: '510.4' });
    expect(damageBy(game, 'yk')).toEqual([['gb', 2]]);
    expect(damageBy(game, 'gb')).toEqual([]);
    expect(game.zoneOf('gb')).toBe('graveyard');
    expect(game.zoneOf('yk')).toBe('battlefield');
  });

  it('a blocker with first strike kills the attacker first', () => {
    const game = fight(new Game({ cards: [bears('alice', 'gb'), knight('bob', 'yk')] }), 'gb', ['yk']).do({ type: 'advance', to: 'endCombat' });
    expect(game.zoneOf('gb')).toBe('graveyard');
    expect(game.zoneOf('yk')).toBe('battlefield');
    expect(damageBy(game, 'gb')).toEqual([]);
  });

  it('two creatures with first strike deal their damage to each other at the same time, in the first step', () => {
    const game = fight(new Game({ cards: [knight('alice', 'a'), knight('bob', 'b')] }), 'a', ['b']).do({ type: 'advance', to: 'firstStrikeDamage' });
    expect(game.state.step).toBe('firstStrikeDamage');
    expect([game.zoneOf('a'), game.zoneOf('b')]).toEqual(['graveyard', 'graveyard']);
  });

  it('state-based actions and triggers happen between the two steps: Blood Artist\'s trigger resolves before regular damage', () => {
    const game = new Game({ cards: [knight('alice', 'yk'), bears('alice', 'a2'), card('blood-artist', 'alice', 'ba'), bears('bob', 'gb')] }).do(
      { type: 'attack', attackers: [{ card: 'yk', target: 'bob' }, { card: 'a2', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'gb', blocks: 'yk' }] },
    );
    // The Bears dies in the first step: advance stops there, as the trigger goes on the stack (its target chosen).
    game.do({ type: 'advance', to: 'combatDamage' });
    expect(game.state).toMatchObject({ step: 'firstStrikeDamage', pending: { kind: 'target', player: 'alice' } });
    game.do({ type: 'choose', player: 'alice', answer: 'bob' });
    expect(game.stackSources()).toEqual(['blood-artist']);
    expect(game.life('bob')).toBe(20); // the Knight's damage went to the Bears
    game.do({ type: 'resolve' });
    expect(game.life('bob')).toBe(19);
    game.do({ type: 'advance', to: 'combatDamage' });
    expect(game.state.step).toBe('combatDamage');
    expect(game.life('bob')).toBe(17); // the other Bears' 2, in the regular step
    const order = game.log.map((e) => (e.event === 'stepBegan' ? e.step : e.event)).filter((e) => ['firstStrikeDamage', 'combatDamage', 'resolved'].includes(e!));
    expect(order).toEqual(['firstStrikeDamage', 'combatDamage', 'resolved', 'combatDamage', 'combatDamage']);
    expect(damageBy(game, 'gb')).toEqual([]);
  });

  it('without first strike or double strike in combat, no first-strike step is created; advance to it stops at the regular step', () => {
    const game = fight(new Game({ cards: [bears('alice', 'a'), bears('bob', 'b')] }), 'a', ['b']).do({ type: 'advance', to: 'firstStrikeDamage' });
    expect(game.state.step).toBe('combatDamage');
    expect(steps(game)).not.toContain('firstStrikeDamage');
    expect(game.events('stepSkipped')).toEqual([]);
  });

  it('an unblocked creature without first strike deals its damage in the regular step, after the first strikers', () => {
    const game = new Game({ cards: [knight('alice', 'yk'), bears('alice', 'gb')] }).do(
      { type: 'attack', attackers: [{ card: 'yk', target: 'bob' }, { card: 'gb', target: 'bob' }] },
      { type: 'block', blockers: [] },
      { type: 'advance', to: 'firstStrikeDamage' },
    );
    expect(game.life('bob')).toBe(18);
    game.do({ type: 'advance', to: 'combatDamage' });
    expect(game.life('bob')).toBe(16);
  });
});

describe('CR 702.4 double strike (702.4b)', () => {
  it('Fencing Ace unblocked deals its damage in both steps', () => {
    const game = new Game({ cards: [ace('alice', 'fa')] }).do(
      { type: 'attack', attackers: [{ card: 'fa', target: 'bob' }] },
      { type: 'block', blockers: [] },
      { type: 'advance', to: 'endCombat' },
    );
    expect(damageBy(game, 'fa')).toEqual([['bob', 1], ['bob', 1]]);
    expect(game.life('bob')).toBe(18);
    expect(game.events('combatDamage')).toHaveLength(2);
  });

  it('blocked by Grizzly Bears: 1 first, then 1 more while the Bears deals its 2; both die', () => {
    const game = fight(new Game({ cards: [ace('alice', 'fa'), bears('bob', 'gb')] }), 'fa', ['gb']).do({ type: 'advance', to: 'firstStrikeDamage' });
    expect(game.view.battlefield.find((p) => p.label === 'gb')?.damage).toBe(1);
    game.do({ type: 'advance', to: 'endCombat' });
    expect([game.zoneOf('fa'), game.zoneOf('gb')]).toEqual(['graveyard', 'graveyard']);
  });

  it('its blocker gone after the first step, a double striker without trample deals no more damage (510.1c)', () => {
    const game = fight(new Game({ cards: [ace('alice', 'fa'), rats('bob', 'tr')] }), 'fa', ['tr']).do({ type: 'advance', to: 'endCombat' });
    // The Rats died to first-strike damage, so its deathtouch never touched the Ace.
    expect([game.zoneOf('fa'), game.zoneOf('tr')]).toEqual(['battlefield', 'graveyard']);
    expect(damageBy(game, 'fa')).toEqual([['tr', 1]]);
    expect(game.life('bob')).toBe(20);
  });
});

describe('CR 702.2 deathtouch (702.2b, 704.5h)', () => {
  it('Typhoid Rats blocks Grizzly Bears: 1 damage destroys it, as a state-based action citing 704.5h', () => {
    const game = fight(new Game({ cards: [bears('alice', 'gb'), rats('bob', 'tr')] }), 'gb', ['tr']).do({ type: 'advance', to: 'combatDamage' });
    expect([game.zoneOf('gb'), game.zoneOf('tr')]).toEqual(['graveyard', 'graveyard']);
    expect(game.events('stateBasedAction').map((e) => [e.label, e.reason, e.rule])).toEqual([
      ['gb', 'deathtouch', '704.5h'],
      ['tr', 'lethalDamage', '704.5g'],
    ]);
  });

  it('works for damage outside combat too (702.2d); no damage, no destruction', () => {
    const game = new Game({ cards: [rats('alice', 'tr'), card('craw-giant', 'bob', 'cg'), bears('bob', 'gb')] });
    game.do({ type: 'damage', source: 'tr', target: 'gb', amount: 0 });
    expect(game.zoneOf('gb')).toBe('battlefield');
    game.do({ type: 'damage', source: 'tr', target: 'cg', amount: 1 });
    expect(game.zoneOf('cg')).toBe('graveyard');
    expect(game.events('stateBasedAction')).toMatchObject([{ label: 'cg', reason: 'deathtouch', rule: '704.5h' }]);
    expect(Object.values(game.state.objects).some((o) => o.deathtouched)).toBe(false);
  });

  it('the same damage from a creature without deathtouch only marks damage', () => {
    const game = new Game({ cards: [card('craw-giant', 'bob', 'cg'), bears('alice', 'gb')] });
    game.do({ type: 'damage', source: 'gb', target: 'cg', amount: 1 });
    expect(game.zoneOf('cg')).toBe('battlefield');
  });
});

// Made up for this test: a trampler with deathtouch (CR 702.2c with 702.19b).
const trampler: CardDefinition = { id: 'test-deathtouch-trampler', types: ['creature'], power: 5, toughness: 5, keywords: ['trample', 'deathtouch'] };
const withTrampler = createEngine({ ...cardPool, [trampler.id]: trampler });

describe('CR 510.1c damage assignment among blockers', () => {
  const sovereign = card('felidar-sovereign', 'alice', 'fs');

  it('one blocker and no trample: no question, all of it to the blocker', () => {
    const game = fight(new Game({ cards: [sovereign, bears('bob', 'b1')] }), 'fs', ['b1']).do({ type: 'advance', to: 'combatDamage' });
    expect(game.state.pending).toBeNull();
    expect(damageBy(game, 'fs')).toEqual([['b1', 4]]);
  });

  it('two blockers: the attacking player divides the damage as they choose, even not lethal to the first (2024 rules)', () => {
    const game = fight(new Game({ cards: [sovereign, bears('bob', 'b1'), bears('bob', 'b2')] }), 'fs', ['b1', 'b2']).do({
      type: 'advance',
      to: 'combatDamage',
    });
    const id = (label: string) => game.view.battlefield.find((p) => p.label === label)!.id;
    expect(game.state.pending).toEqual({
      kind: 'damageAssignment',
      player: 'alice',
      attacker: id('fs'),
      amount: 4,
      options: [id('b1'), id('b2')],
      lethal: [2, 2],
      trample: false,
    });
    // Nothing is dealt until the division is known: combat damage is dealt all at once (510.2).
    expect(game.events('damageDealt')).toEqual([]);
    expect(game.using.legalActions(game.state).filter((a) => a.type === 'choose')).toHaveLength(2);
    game.do({ type: 'choose', player: 'alice', answer: [0, 4] });
    expect(game.events('damageAssigned')).toMatchObject([{ label: 'fs', player: 'alice', targets: ['b1', 'b2'], amounts: [0, 4], rule: '510.1c' }]);
    expect(damageBy(game, 'fs')).toEqual([['b2', 4]]);
    expect([game.zoneOf('b1'), game.zoneOf('b2')]).toEqual(['battlefield', 'graveyard']);
    expect(game.life('alice')).toBe(24); // lifelink: all 4 dealt
    expect(game.state.combat?.divisions).toBeUndefined();
  });

  it('refuses a division that doesn\'t add up, has the wrong length or isn\'t whole numbers; the state stays as it was', () => {
    const game = fight(new Game({ cards: [sovereign, bears('bob', 'b1'), bears('bob', 'b2')] }), 'fs', ['b1', 'b2']).do({
      type: 'advance',
      to: 'combatDamage',
    });
    const before = game.state;
    expect(game.reject({ type: 'choose', player: 'alice', answer: [2, 1] })).toBe('errors.damageTotal');
    expect(game.reject({ type: 'choose', player: 'alice', answer: [4] })).toBe('errors.badDamageAssignment');
    expect(game.reject({ type: 'choose', player: 'alice', answer: [5, -1] })).toBe('errors.badDamageAssignment');
    expect(game.reject({ type: 'choose', player: 'alice', answer: ['b1', 'b2'] })).toBe('errors.badDamageAssignment');
    expect(game.reject({ type: 'choose', player: 'bob', answer: [2, 2] })).toBe('errors.notYourChoice');
    expect(game.state).toBe(before);
  });

  it('702.19b trample: lethal damage to the blocker before any to the player; the rest as the player chooses', () => {
    const start = () => fight(new Game({ cards: [card('craw-giant', 'alice', 'cg'), bears('bob', 'b1')] }), 'cg', ['b1']).do({ type: 'resolve' }, { type: 'advance', to: 'combatDamage' });
    const game = start();
    expect(game.state.pending).toMatchObject({ kind: 'damageAssignment', amount: 6, options: [expect.any(String), 'bob'], lethal: [2, 0], trample: true });
    expect(game.reject({ type: 'choose', player: 'alice', answer: [1, 5] })).toBe('errors.tramplesLethalFirst');
    game.do({ type: 'choose', player: 'alice', answer: [3, 3] });
    expect(game.life('bob')).toBe(17);
    expect(game.events('damageAssigned')).toMatchObject([{ rule: '702.19b', targets: ['b1', 'bob'], amounts: [3, 3] }]);
    // All of it to the blocker is allowed too; auto sends the excess to the player.
    expect(start().do({ type: 'choose', player: 'alice', answer: [6, 0] }).life('bob')).toBe(20);
    expect(start().do({ type: 'auto' }).life('bob')).toBe(16);
  });

  it('trample with no more damage than is lethal to its one blocker: no question', () => {
    const game = fight(new Game({ cards: [card('craw-giant', 'alice', 'cg'), card('wall-of-frost', 'bob', 'wall')] }), 'cg', ['wall']).do(
      { type: 'resolve' },
      { type: 'auto' },
      { type: 'advance', to: 'combatDamage' },
    );
    expect(game.state.pending).toBeNull();
    expect(damageBy(game, 'cg')).toEqual([['wall', 6]]);
  });

  it('702.2c deathtouch with trample: 1 damage is lethal to each blocker, the rest may go to the player', () => {
    const game = fight(new Game({ cards: [card(trampler.id, 'alice', 'dt'), bears('bob', 'b1'), bears('bob', 'b2')] }, withTrampler), 'dt', ['b1', 'b2']).do({
      type: 'advance',
      to: 'combatDamage',
    });
    expect(game.state.pending).toMatchObject({ kind: 'damageAssignment', amount: 5, lethal: [1, 1, 0], trample: true });
    game.do({ type: 'auto' });
    expect(damageBy(game, 'dt')).toEqual([['b1', 1], ['b2', 1], ['bob', 3]]);
    expect([game.zoneOf('b1'), game.zoneOf('b2')]).toEqual(['graveyard', 'graveyard']);
    expect(game.events('stateBasedAction').map((e) => e.rule)).toEqual(['704.5h', '704.5h']);
  });

  it('two attackers to divide: one question after the other, then all the damage at once', () => {
    const game = new Game({
      cards: [sovereign, card('craw-giant', 'alice', 'cg'), bears('bob', 'b1'), bears('bob', 'b2'), bears('bob', 'b3')],
    }).do(
      { type: 'attack', attackers: [{ card: 'fs', target: 'bob' }, { card: 'cg', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'b1', blocks: 'fs' }, { card: 'b2', blocks: 'fs' }, { card: 'b3', blocks: 'cg' }] },
      { type: 'resolve' },
      { type: 'advance', to: 'combatDamage' },
    );
    expect(game.state.pending).toMatchObject({ kind: 'damageAssignment', amount: 4, trample: false });
    // auto answers both questions with their defaults, each logged like an answer.
    const auto = new Game({ cards: [] });
    auto.state = game.state;
    auto.do({ type: 'auto' });
    expect(auto.events('damageAssigned').map((e) => e.amounts)).toEqual([[2, 2], [2, 4]]);
    game.do({ type: 'choose', player: 'alice', answer: [2, 2] });
    expect(game.state.pending).toMatchObject({ kind: 'damageAssignment', amount: 6, trample: true });
    expect(game.events('damageDealt')).toEqual([]);
    game.do({ type: 'choose', player: 'alice', answer: [2, 4] });
    expect(game.events('combatDamage')).toHaveLength(1);
    expect(game.life('bob')).toBe(16);
    expect(['b1', 'b2', 'b3'].map((l) => game.zoneOf(l))).toEqual(['graveyard', 'graveyard', 'graveyard']);
  });

  it('with double strike, asked again in the regular step if there is still a choice; here the first blocker died, so not', () => {
    const game = fight(new Game({ cards: [ace('alice', 'fa'), rats('bob', 'r1'), rats('bob', 'r2')] }), 'fa', ['r1', 'r2']).do({
      type: 'advance',
      to: 'combatDamage',
    });
    expect(game.state).toMatchObject({ step: 'firstStrikeDamage', pending: { kind: 'damageAssignment', amount: 1, lethal: [1, 1] } });
    game.do({ type: 'choose', player: 'alice', answer: [1, 0] }, { type: 'advance', to: 'endCombat' });
    // Regular step: one blocker left, so no question; the Ace and the second Rats deal damage to each other.
    expect(['fa', 'r1', 'r2'].map((l) => game.zoneOf(l))).toEqual(['graveyard', 'graveyard', 'graveyard']);
    expect(game.events('damageAssigned')).toHaveLength(1);
  });
});
