import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

const card = (id: string, owner: string, label: string, zone: 'battlefield' | 'library' = 'battlefield') => ({ card: id, zone, owner, label });
const bears = (owner: string, label: string) => card('grizzly-bears', owner, label);
const libraries = [card('plains', 'alice', 'lib-a', 'library'), card('plains', 'bob', 'lib-b', 'library')];

function pt(game: Game, label: string): string {
  const p = game.view.battlefield.find((x) => x.label === label);
  return p ? `${p.power}/${p.toughness}` : 'gone';
}

describe('509.3a (410.9a) — "whenever this creature blocks" triggers once per combat', () => {
  it('Sustainer of the Realm blocks: one trigger, and it gets +0/+2 until end of turn', () => {
    const game = new Game({ cards: [bears('alice', 'a1'), card('sustainer-of-the-realm', 'bob', 'sus')] }).do(
      { type: 'attack', attackers: [{ card: 'a1', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'sus', blocks: 'a1' }] },
    );
    expect(game.events('triggered')).toMatchObject([{ source: 'sustainer-of-the-realm', sourceLabel: 'sus', rule: '509.3a' }]);
    expect(game.stackSources()).toEqual(['sustainer-of-the-realm']);
    game.do({ type: 'resolve' });
    expect(pt(game, 'sus')).toBe('2/5');
    expect(game.events('ptChanged')).toMatchObject([{ label: 'sus', power: 0, toughness: 2, rule: '611.2a' }]);
  });

  it('Guardian of the Gateless blocks three attackers: it still triggers once, and counts the creatures it blocks on resolution', () => {
    const game = new Game({
      cards: [bears('alice', 'a1'), bears('alice', 'a2'), bears('alice', 'a3'), card('guardian-of-the-gateless', 'bob', 'gg')],
    }).do(
      { type: 'attack', attackers: [{ card: 'a1', target: 'bob' }, { card: 'a2', target: 'bob' }, { card: 'a3', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'gg', blocks: 'a1' }, { card: 'gg', blocks: 'a2' }, { card: 'gg', blocks: 'a3' }] },
    );
    expect(game.events('triggered')).toHaveLength(1);
    expect(game.view.battlefield.find((p) => p.label === 'gg')?.blocking).toEqual(['a1', 'a2', 'a3']);
    game.do({ type: 'resolve' });
    expect(pt(game, 'gg')).toBe('6/6');
    // CR 510.1d: Bob divides its 6 damage among the three; by default 2, lethal, to each; 3 × 2 = 6 back kills it too.
    game.do({ type: 'advance', to: 'combatDamage' });
    expect(game.state.pending).toMatchObject({ kind: 'damageAssignment', player: 'bob', amount: 6, lethal: [2, 2, 2], trample: false, blocking: true });
    game.do({ type: 'auto' });
    expect(game.events('damageAssigned').at(-1)).toMatchObject({ card: 'guardian-of-the-gateless', player: 'bob', amounts: [2, 2, 2], rule: '510.1d' });
    expect(['a1', 'a2', 'a3', 'gg'].map((l) => game.zoneOf(l))).toEqual(['graveyard', 'graveyard', 'graveyard', 'graveyard']);
  });

  it('510.1d: a creature blocking several attackers divides its damage as its controller chooses, all of it to one if they like', () => {
    const game = new Game({
      cards: [card('craw-giant', 'alice', 'cg'), bears('alice', 'a1'), card('guardian-of-the-gateless', 'bob', 'gg')],
    }).do(
      { type: 'attack', attackers: [{ card: 'a1', target: 'bob' }, { card: 'cg', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'gg', blocks: 'a1' }, { card: 'gg', blocks: 'cg' }] },
      { type: 'resolve' },
      { type: 'advance', to: 'combatDamage' },
    );
    // Alice divides the trampling Giant's 6 first (the Bears' 2 count toward lethal: 3), then Bob the Guardian's 5.
    game.do({ type: 'choose', player: 'alice', answer: [3, 3] });
    expect(game.state.pending).toMatchObject({ kind: 'damageAssignment', player: 'bob', amount: 5, lethal: [2, 4], blocking: true });
    expect(game.reject({ type: 'choose', player: 'bob', answer: [1, 3] })).toBe('errors.damageTotal');
    game.do({ type: 'choose', player: 'bob', answer: [0, 5] });
    expect(game.zoneOf('cg')).toBe('graveyard');
    expect(game.zoneOf('a1')).toBe('battlefield');
    expect(game.life('bob')).toBe(17);
  });

  it('a creature that can block only one attacker is refused a second one', () => {
    const game = new Game({ cards: [bears('alice', 'a1'), bears('alice', 'a2'), card('sustainer-of-the-realm', 'bob', 'sus')] }).do({
      type: 'attack',
      attackers: [{ card: 'a1', target: 'bob' }, { card: 'a2', target: 'bob' }],
    });
    expect(game.reject({ type: 'block', blockers: [{ card: 'sus', blocks: 'a1' }, { card: 'sus', blocks: 'a2' }] })).toBe(
      'errors.blocksOnlyOne',
    );
  });

  it('509.1a, 613.1f: under Humility, Guardian of the Gateless has lost "can block any number of creatures" and blocks one attacker', () => {
    const game = new Game({
      cards: [bears('alice', 'a1'), bears('alice', 'a2'), card('guardian-of-the-gateless', 'bob', 'gg'), card('humility', 'bob', 'hum')],
    }).do({ type: 'attack', attackers: [{ card: 'a1', target: 'bob' }, { card: 'a2', target: 'bob' }] });
    expect(game.reject({ type: 'block', blockers: [{ card: 'gg', blocks: 'a1' }, { card: 'gg', blocks: 'a2' }] })).toBe('errors.blocksOnlyOne');
    game.do({ type: 'block', blockers: [{ card: 'gg', blocks: 'a1' }] });
    expect(game.view.battlefield.find((p) => p.label === 'gg')?.blocking).toEqual(['a1']);
  });
});

describe('509.3b (410.9b) — "whenever this creature blocks a creature" triggers once per creature blocked', () => {
  it('Wall of Frost: the creature it blocks doesn\'t untap during its controller\'s next untap step, then untaps as usual', () => {
    const game = new Game({ cards: [bears('alice', 'a1'), card('wall-of-frost', 'bob', 'wall'), ...libraries] }).do(
      { type: 'attack', attackers: [{ card: 'a1', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'wall', blocks: 'a1' }] },
    );
    expect(game.events('triggered')).toMatchObject([{ source: 'wall-of-frost', player: 'bob', label: 'a1', rule: '509.3b' }]);
    game.do({ type: 'resolve' });
    expect(game.events('untapSkipped')).toMatchObject([{ label: 'a1', player: 'alice' }]);
    // Bob's untap step doesn't concern Alice's creature; Alice's next one does.
    game.do({ type: 'advance', to: 'upkeep' }, { type: 'advance', to: 'upkeep' });
    expect(game.state).toMatchObject({ active: 'alice', turn: 3 });
    expect(game.view.battlefield.find((p) => p.label === 'a1')?.tapped).toBe(true);
    expect(game.events('stayedTapped')).toMatchObject([{ label: 'a1', rule: '502.3' }]);
    expect(game.state.durationEffects).toEqual([]);
  });

  it('Wall of Frost has defender: it can\'t attack (702.3b)', () => {
    const game = new Game({ active: 'bob', cards: [card('wall-of-frost', 'bob', 'wall')] });
    expect(game.reject({ type: 'attack', attackers: [{ card: 'wall', target: 'alice' }] })).toBe('errors.cannotAttack');
  });

  it('Engulfing Slagwurm blocks a creature: it destroys it and its controller gains life equal to its toughness', () => {
    const game = new Game({ cards: [bears('alice', 'a1'), card('engulfing-slagwurm', 'bob', 'wurm')] }).do(
      { type: 'attack', attackers: [{ card: 'a1', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'wurm', blocks: 'a1' }] },
    );
    expect(game.events('triggered')).toMatchObject([{ source: 'engulfing-slagwurm', label: 'a1', rule: '509.3b' }]);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('a1')).toBe('graveyard');
    expect(game.life('bob')).toBe(22);
  });

  it('608.2h: the creature gone before the trigger resolves is not destroyed, but its toughness as it last existed is still gained', () => {
    const game = new Game({ cards: [{ ...bears('alice', 'a1'), counters: { '+1/+1': 1 } }, card('engulfing-slagwurm', 'bob', 'wurm')] }).do(
      { type: 'attack', attackers: [{ card: 'a1', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'wurm', blocks: 'a1' }] },
      { type: 'bounce', cards: ['a1'] },
      { type: 'resolve' },
    );
    expect(game.zoneOf('a1')).toBe('hand');
    expect(game.events('effectFailed')).toMatchObject([{ source: 'engulfing-slagwurm' }]);
    expect(game.life('bob')).toBe(23);
  });

  it('608.2h: a creature that grew after the trigger and then left is read as it was when it left (bushido resolved first)', () => {
    // Devoted Retainer (1/1, bushido 1) blocks the Slagwurm: both abilities trigger; the active player's
    // Slagwurm trigger goes on the stack first, so bushido resolves first and the Retainer is 2/2 when bounced.
    const game = new Game({ cards: [card('engulfing-slagwurm', 'alice', 'wurm'), card('devoted-retainer', 'bob', 'dr'), ...libraries] }).do(
      { type: 'attack', attackers: [{ card: 'wurm', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'dr', blocks: 'wurm' }] },
      { type: 'resolve' },
    );
    expect(pt(game, 'dr')).toBe('2/2');
    game.do({ type: 'bounce', cards: ['dr'] }, { type: 'resolve' });
    expect(game.zoneOf('dr')).toBe('hand');
    expect(game.life('alice')).toBe(22);
  });
});

describe('509.3d (410.9c) — "whenever this creature becomes blocked by a creature" triggers once per blocker', () => {
  it('Engulfing Slagwurm blocked by two creatures: two triggers, each destroying one blocker and gaining its toughness', () => {
    const game = new Game({ cards: [card('engulfing-slagwurm', 'alice', 'wurm'), bears('bob', 'b1'), card('wall-of-frost', 'bob', 'wall')] }).do(
      { type: 'attack', attackers: [{ card: 'wurm', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'b1', blocks: 'wurm' }, { card: 'wall', blocks: 'wurm' }] },
    );
    const wurmTriggers = game.events('triggered').filter((e) => e.source === 'engulfing-slagwurm');
    expect(wurmTriggers).toMatchObject([
      { label: 'b1', rule: '509.3d' },
      { label: 'wall', rule: '509.3d' },
    ]);
    // Wall of Frost's own "blocks a creature" trigger is Bob's; Alice orders her two.
    expect(game.state.pending).toMatchObject({ kind: 'order', player: 'alice' });
    game.do({ type: 'auto' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'resolve' });
    expect(game.zoneOf('b1')).toBe('graveyard');
    expect(game.zoneOf('wall')).toBe('graveyard');
    expect(game.life('alice')).toBe(29);
    // Its blockers gone, the blocked Slagwurm deals no combat damage (it has no trample).
    game.do({ type: 'advance', to: 'combatDamage' });
    expect(game.life('bob')).toBe(20);
  });
});

describe('509.3c — "whenever this creature becomes blocked" triggers once, however many creatures block it', () => {
  const board = { cards: [card('rabid-elephant', 'alice', 'el'), bears('bob', 'b1'), bears('bob', 'b2'), ...libraries] };

  it('Rabid Elephant blocked by two creatures triggers once and gets +4/+4', () => {
    const game = new Game(board).do(
      { type: 'attack', attackers: [{ card: 'el', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'b1', blocks: 'el' }, { card: 'b2', blocks: 'el' }] },
    );
    expect(game.events('triggered')).toMatchObject([{ source: 'rabid-elephant', rule: '509.3c' }]);
    expect(game.events('becameBlocked')).toMatchObject([{ label: 'el', count: 2, rule: '509.1h' }]);
    game.do({ type: 'resolve' });
    expect(pt(game, 'el')).toBe('7/8');
    game.do({ type: 'advance', to: 'combatDamage' }, { type: 'auto' });
    expect(game.zoneOf('b1')).toBe('graveyard');
    expect(game.zoneOf('b2')).toBe('graveyard');
    expect(game.zoneOf('el')).toBe('battlefield');
  });

  it('the blockers are counted as the ability resolves: one removed in response leaves +2/+2', () => {
    const game = new Game(board).do(
      { type: 'attack', attackers: [{ card: 'el', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'b1', blocks: 'el' }, { card: 'b2', blocks: 'el' }] },
      { type: 'destroy', cards: ['b2'] },
      { type: 'resolve' },
    );
    expect(pt(game, 'el')).toBe('5/6');
  });

  it('an unblocked Rabid Elephant doesn\'t trigger', () => {
    const game = new Game(board).do({ type: 'attack', attackers: [{ card: 'el', target: 'bob' }] }, { type: 'block', blockers: [] });
    expect(game.events('triggered')).toHaveLength(0);
    game.do({ type: 'advance', to: 'combatDamage' });
    expect(game.life('bob')).toBe(17);
  });

  it('514.2: the bonus ends in the cleanup step', () => {
    const game = new Game(board).do(
      { type: 'attack', attackers: [{ card: 'el', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'b1', blocks: 'el' }] },
      { type: 'resolve' },
    );
    expect(pt(game, 'el')).toBe('5/6');
    game.do({ type: 'advance', to: 'end' });
    expect(pt(game, 'el')).toBe('5/6');
    game.do({ type: 'advance', to: 'upkeep' });
    expect(pt(game, 'el')).toBe('3/4');
    expect(game.events('effectsEnded')).toMatchObject([{ count: 1, rule: '514.2' }]);
    expect(game.state.durationEffects).toEqual([]);
  });
});
