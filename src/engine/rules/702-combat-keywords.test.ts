import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

const card = (id: string, owner: string, label: string, zone: 'battlefield' | 'hand' | 'library' | 'graveyard' = 'battlefield') => ({
  card: id,
  zone,
  owner,
  label,
});
const bears = (owner: string, label: string) => card('grizzly-bears', owner, label);

function pt(game: Game, label: string): string {
  const p = game.view.battlefield.find((x) => x.label === label);
  return p ? `${p.power}/${p.toughness}` : 'gone';
}

describe('702.83 — exalted', () => {
  it('a creature attacking alone: each instance of exalted triggers, and that creature gets +1/+1 for each', () => {
    const game = new Game({ cards: [card('akrasan-squire', 'alice', 'sq1'), card('akrasan-squire', 'alice', 'sq2'), bears('alice', 'gb')] }).do({
      type: 'attack',
      attackers: [{ card: 'gb', target: 'bob' }],
    });
    expect(game.events('triggered')).toMatchObject([
      { source: 'akrasan-squire', sourceLabel: 'sq1', label: 'gb', rule: '702.83a' },
      { source: 'akrasan-squire', sourceLabel: 'sq2', label: 'gb', rule: '702.83a' },
    ]);
    game.do({ type: 'auto' }, { type: 'resolve' }, { type: 'resolve' });
    expect(pt(game, 'gb')).toBe('4/4');
    game.do({ type: 'block', blockers: [] }, { type: 'advance', to: 'combatDamage' });
    expect(game.life('bob')).toBe(16);
  });

  it('doesn\'t trigger when two creatures attack (702.83b)', () => {
    const game = new Game({ cards: [card('akrasan-squire', 'alice', 'sq'), bears('alice', 'gb')] }).do({
      type: 'attack',
      attackers: [{ card: 'gb', target: 'bob' }, { card: 'sq', target: 'bob' }],
    });
    expect(game.events('triggered')).toHaveLength(0);
    expect(game.events('notTriggered')).toMatchObject([{ source: 'akrasan-squire', reason: 'notAlone', rule: '506.5' }]);
  });

  it('the exalted creature itself attacking alone gets the bonus; an opponent\'s exalted doesn\'t care', () => {
    const game = new Game({ cards: [card('akrasan-squire', 'alice', 'sq'), card('akrasan-squire', 'bob', 'theirs')] }).do(
      { type: 'attack', attackers: [{ card: 'sq', target: 'bob' }] },
      { type: 'resolve' },
    );
    expect(game.events('triggered')).toMatchObject([{ sourceLabel: 'sq' }]);
    expect(pt(game, 'sq')).toBe('2/2');
  });
});

describe('702.25 — flanking', () => {
  it('Suq\'Ata Lancer, cast this turn, attacks thanks to haste (702.10b); a blocker without flanking gets -1/-1 and dies to it', () => {
    const game = new Game({ cards: [card('suqata-lancer', 'alice', 'lancer', 'hand'), bears('bob', 'gb')] }).do(
      { type: 'cast', player: 'alice', card: 'lancer' },
      { type: 'resolve' },
      { type: 'attack', attackers: [{ card: 'lancer', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'gb', blocks: 'lancer' }] },
    );
    expect(game.events('triggered')).toMatchObject([{ source: 'suqata-lancer', label: 'gb', rule: '702.25a' }]);
    game.do({ type: 'resolve' });
    expect(pt(game, 'gb')).toBe('1/1');
    game.do({ type: 'advance', to: 'combatDamage' });
    expect(game.zoneOf('gb')).toBe('graveyard');
    expect(game.zoneOf('lancer')).toBe('battlefield');
  });

  it('a blocker with flanking is not affected', () => {
    const game = new Game({ cards: [card('suqata-lancer', 'alice', 'l1'), card('suqata-lancer', 'bob', 'l2')] }).do(
      { type: 'attack', attackers: [{ card: 'l1', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'l2', blocks: 'l1' }] },
    );
    expect(game.events('triggered')).toHaveLength(0);
  });

  it('without haste, a creature cast this turn can\'t attack', () => {
    const game = new Game({ cards: [card('akrasan-squire', 'alice', 'sq', 'hand')] }).do({ type: 'cast', player: 'alice', card: 'sq' }, { type: 'resolve' });
    expect(game.reject({ type: 'attack', attackers: [{ card: 'sq', target: 'bob' }] })).toBe('errors.summoningSick');
  });
});

describe('702.45 — bushido', () => {
  it('Devoted Retainer blocks: +1/+1 until end of turn', () => {
    const game = new Game({ cards: [bears('alice', 'gb'), card('devoted-retainer', 'bob', 'dr')] }).do(
      { type: 'attack', attackers: [{ card: 'gb', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'dr', blocks: 'gb' }] },
    );
    expect(game.events('triggered')).toMatchObject([{ source: 'devoted-retainer', rule: '702.45a' }]);
    game.do({ type: 'resolve' });
    expect(pt(game, 'dr')).toBe('2/2');
  });

  it('Devoted Retainer becomes blocked by two creatures: one trigger', () => {
    const game = new Game({ cards: [card('devoted-retainer', 'alice', 'dr'), bears('bob', 'b1'), bears('bob', 'b2')] }).do(
      { type: 'attack', attackers: [{ card: 'dr', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'b1', blocks: 'dr' }, { card: 'b2', blocks: 'dr' }] },
    );
    expect(game.events('triggered')).toMatchObject([{ source: 'devoted-retainer', rule: '702.45a' }]);
    game.do({ type: 'resolve' });
    expect(pt(game, 'dr')).toBe('2/2');
  });
});

describe('702.23 — rampage', () => {
  it('Craw Giant blocked by three creatures gets +2/+2 for each beyond the first', () => {
    const game = new Game({ cards: [card('craw-giant', 'alice', 'cg'), bears('bob', 'b1'), bears('bob', 'b2'), bears('bob', 'b3')] }).do(
      { type: 'attack', attackers: [{ card: 'cg', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'b1', blocks: 'cg' }, { card: 'b2', blocks: 'cg' }, { card: 'b3', blocks: 'cg' }] },
    );
    expect(game.events('triggered')).toMatchObject([{ source: 'craw-giant', rule: '702.23a' }]);
    game.do({ type: 'resolve' });
    expect(pt(game, 'cg')).toBe('10/8');
    // Trample (702.19b): Alice is asked; by default, 2 lethal damage to each Bears, the other 4 to Bob.
    game.do({ type: 'advance', to: 'combatDamage' });
    expect(game.state.pending).toMatchObject({ kind: 'damageAssignment', player: 'alice', amount: 10, lethal: [2, 2, 2, 0], trample: true });
    game.do({ type: 'auto' });
    expect(game.life('bob')).toBe(16);
    expect(['b1', 'b2', 'b3', 'cg'].map((l) => game.zoneOf(l))).toEqual(['graveyard', 'graveyard', 'graveyard', 'battlefield']);
  });

  it('blocked by one creature: it triggers but gives nothing; trample carries the rest over', () => {
    const game = new Game({ cards: [card('craw-giant', 'alice', 'cg'), bears('bob', 'b1')] }).do(
      { type: 'attack', attackers: [{ card: 'cg', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'b1', blocks: 'cg' }] },
      { type: 'resolve' },
    );
    expect(game.events('triggered')).toHaveLength(1);
    expect(pt(game, 'cg')).toBe('6/4');
    expect(game.events('ptChanged')).toHaveLength(0);
    game.do({ type: 'advance', to: 'combatDamage' }, { type: 'auto' });
    expect(game.life('bob')).toBe(16);
  });

  it('702.19b: lethal damage counts what the other attackers assign to the blocker in the same step, whichever was declared first', () => {
    // Guardian of the Gateless (5/5 once its trigger resolves) blocks Craw Giant (6/4, trample) and Grizzly Bears (2).
    for (const order of [['cg', 'gb'], ['gb', 'cg']]) {
      const game = new Game({ cards: [card('craw-giant', 'alice', 'cg'), bears('alice', 'gb'), card('guardian-of-the-gateless', 'bob', 'gg')] }).do(
        { type: 'attack', attackers: order.map((a) => ({ card: a, target: 'bob' })) },
        { type: 'block', blockers: [{ card: 'gg', blocks: 'cg' }, { card: 'gg', blocks: 'gb' }] },
        { type: 'resolve' },
        { type: 'advance', to: 'combatDamage' },
      );
      // The Bears' 2 count: 3 more is lethal, in either order.
      expect(game.state.pending, order.join()).toMatchObject({ kind: 'damageAssignment', attacker: game.state.combat!.attackers.find((a) => game.state.objects[a.object]!.label === 'cg')!.object, lethal: [3, 0] });
      game.do({ type: 'choose', player: 'alice', answer: [3, 3] });
      // Then Bob divides the Guardian's 5 between the two attackers (510.1d).
      game.do({ type: 'auto' });
      expect(game.life('bob'), order.join()).toBe(17);
      expect(game.zoneOf('gg'), order.join()).toBe('graveyard');
    }
  });

  it('trample with every blocker gone: all the damage goes to the player (702.19d)', () => {
    const game = new Game({ cards: [card('craw-giant', 'alice', 'cg'), bears('bob', 'b1')] }).do(
      { type: 'attack', attackers: [{ card: 'cg', target: 'bob' }] },
      { type: 'block', blockers: [{ card: 'b1', blocks: 'cg' }] },
      { type: 'resolve' },
      { type: 'destroy', cards: ['b1'] },
      { type: 'advance', to: 'combatDamage' },
    );
    expect(game.life('bob')).toBe(14);
  });
});

describe('702.86 — annihilator', () => {
  const board = (bobPermanents: number) => ({
    cards: [
      card('emrakul-the-aeons-torn', 'alice', 'emrakul'),
      card('blood-artist', 'bob', 'ba'),
      ...Array.from({ length: bobPermanents - 1 }, (_, i) => card('forest', 'bob', `f${i + 1}`)),
    ],
  });

  it('Emrakul attacks: the defending player chooses six permanents to sacrifice', () => {
    const game = new Game(board(8)).do({ type: 'attack', attackers: [{ card: 'emrakul', target: 'bob' }] });
    expect(game.events('triggered')).toMatchObject([{ source: 'emrakul-the-aeons-torn', rule: '702.86a' }]);
    game.do({ type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'sacrifice', player: 'bob', count: 6, source: 'emrakul-the-aeons-torn' });
    const pending = game.state.pending as { options: string[] };
    expect(pending.options).toHaveLength(8);
    expect(game.reject({ type: 'choose', player: 'bob', answer: ['f1', 'f2'] })).toBe('errors.badSacrifice');
    game.do({ type: 'choose', player: 'bob', answer: ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'] });
    expect(game.events('sacrificed')).toHaveLength(6);
    expect(game.events('sacrificed')[0]).toMatchObject({ player: 'bob', rule: '701.21a' });
    expect(game.view.battlefield.filter((p) => p.controller === 'bob').map((p) => p.label)).toEqual(['ba', 'f7']);
  });

  it('with six permanents or fewer, all are sacrificed at once and Blood Artist sees itself die', () => {
    const game = new Game(board(4)).do({ type: 'attack', attackers: [{ card: 'emrakul', target: 'bob' }] }, { type: 'resolve' });
    expect(game.events('sacrificed')).toHaveLength(4);
    // Blood Artist's trigger now asks Bob for its target: no sacrifice choice was needed.
    expect(game.state.pending).toMatchObject({ kind: 'target', player: 'bob' });
    expect(game.events('triggered').filter((e) => e.source === 'blood-artist')).toMatchObject([{ reason: 'lookBack', rule: '603.10a' }]);
  });

  it('CR 608.2, 800.4a: the trigger stays on the stack while bob chooses; if bob concedes then (three players), it resolves doing nothing', () => {
    const three = { players: ['alice', 'bob', 'carol'], ...board(8) };
    const game = new Game(three).do({ type: 'attack', attackers: [{ card: 'emrakul', target: 'bob' }] }, { type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'sacrifice', player: 'bob' });
    expect(game.view.stack).toMatchObject([{ kind: 'trigger', source: 'emrakul-the-aeons-torn' }]);
    game.do({ type: 'lose', player: 'bob' });
    expect(game.state.pending).toBeNull();
    expect(game.view.stack).toEqual([]);
    expect(game.events('sacrificed')).toEqual([]);
    expect(game.events('resolved').at(-1)).toMatchObject({ source: 'emrakul-the-aeons-torn', rule: '608.2' });
    expect(game.state.priority).toBe('alice');
  });

  it('auto sacrifices the first permanents offered', () => {
    const game = new Game(board(7)).do({ type: 'attack', attackers: [{ card: 'emrakul', target: 'bob' }] }, { type: 'resolve' }, { type: 'auto' });
    expect(game.view.battlefield.filter((p) => p.controller === 'bob').map((p) => p.label)).toEqual(['f6']);
  });

});

describe('702.9 — flying', () => {
  it('a creature with flying can be blocked only by a creature with flying or reach', () => {
    const game = new Game({
      cards: [card('sustainer-of-the-realm', 'alice', 'sus'), bears('bob', 'gb'), card('guardian-of-the-gateless', 'bob', 'gg')],
    }).do({ type: 'attack', attackers: [{ card: 'sus', target: 'bob' }] });
    expect(game.reject({ type: 'block', blockers: [{ card: 'gb', blocks: 'sus' }] })).toBe('errors.cannotBlock');
    game.do({ type: 'block', blockers: [{ card: 'gg', blocks: 'sus' }] });
    expect(game.state.combat?.blocked).toHaveLength(1);
  });
});

describe('603.6c — "put into a graveyard from anywhere" is not a leaves-the-battlefield ability', () => {
  it('Emrakul destroyed: its ability triggers from the graveyard and its owner shuffles the graveyard into the library', () => {
    const game = new Game({
      cards: [card('emrakul-the-aeons-torn', 'alice', 'emrakul'), card('grizzly-bears', 'alice', 'dead', 'graveyard'), card('forest', 'alice', 'top', 'library')],
    }).do({ type: 'destroy', cards: ['emrakul'] });
    expect(game.events('triggered')).toMatchObject([{ source: 'emrakul-the-aeons-torn', rule: '603.6' }]);
    expect(game.events('triggered')[0]?.reason).toBeUndefined();
    game.do({ type: 'resolve' });
    expect(game.view.graveyard.alice).toEqual([]);
    expect(game.view.library.alice!.map((c) => c.label).sort()).toEqual(['dead', 'emrakul', 'top']);
    expect(game.events('shuffled')).toMatchObject([{ player: 'alice', count: 2, rule: '701.24a' }]);
  });

  it('it triggers when discarded from the hand too', () => {
    const game = new Game({ cards: [card('emrakul-the-aeons-torn', 'alice', 'emrakul', 'hand')] }).do({ type: 'discard', player: 'alice', cards: ['emrakul'] });
    expect(game.stackSources()).toEqual(['emrakul-the-aeons-torn']);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('emrakul')).toBe('library');
  });
});
