import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';
import type { SetupCard } from '..';

// CR 800.4a: a player who leaves a multiplayer game (losing, or conceding: 104.3a) takes everything they own
// along, their spells and abilities cease to exist, and the game goes on; CR 800.4j: if they leave during
// their own turn, the turn goes on without an active player; CR 702.26k: their phased-out permanents leave too.

const three = ['alice', 'bob', 'carol'];
const four = ['alice', 'bob', 'carol', 'dave'];
const label = (game: Game, l: string) => Object.values(game.state.objects).find((o) => o.label === l);

describe('800.4a — the abilities of a player who leaves cease to exist, and the log says so', () => {
  it("CR 800.4a: bob's Blood Artist trigger on the stack and his waiting one are gone when he concedes, each with a log line", () => {
    const game = new Game({
      players: three,
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'bob', label: 'ba' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'carol', label: 'gb2' },
        { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'w' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'w' }, { type: 'resolve' });
    // Three creatures died: bob orders his three Blood Artist triggers, or they wait for his targets.
    const before = game.view.stack.length + game.state.pendingTriggers.length;
    expect(before).toBeGreaterThan(0);
    game.do({ type: 'lose', player: 'bob' });
    const gone = game.events('triggerRemoved').filter((e) => e.reason === 'controllerLeft');
    expect(gone.length).toBe(before);
    expect(gone.every((e) => e.source === 'blood-artist' && e.rule === '800.4a')).toBe(true);
    expect(game.view.stack).toEqual([]);
    expect(game.state.pendingTriggers).toEqual([]);
  });
});

describe('800.4a — abilities that trigger as their controller leaves', () => {
  it("CR 800.4a, 603.10a: bob's Blood Tyrant sees bob and carol lose together; its two abilities cease to exist, each with a log line, before alice's go on the stack", () => {
    const game = new Game({
      players: four,
      step: 'untap',
      life: { bob: 1, carol: 1 },
      cards: [
        { card: 'blood-tyrant', zone: 'battlefield', owner: 'alice', label: 'bt' },
        { card: 'blood-tyrant', zone: 'battlefield', owner: 'bob', label: 'bt2' },
      ],
    });
    // Alice's Tyrant makes each player lose 1 life: bob and carol lose the game at once (704.5a).
    game.do({ type: 'advance', to: 'upkeep' }, { type: 'resolve' });
    expect(game.events('playerLost').map((e) => e.player)).toEqual(['bob', 'carol']);
    // Both Tyrants look back at the moment the players lost (603.10a): each triggers twice.
    const log = game.log;
    const lost = log.findIndex((e) => e.event === 'playerLost');
    expect(log.slice(lost).filter((e) => e.event === 'triggered' && e.source === 'blood-tyrant')).toHaveLength(4);
    const gone = game.events('triggerRemoved');
    expect(gone).toMatchObject([
      { sourceLabel: 'bt2', player: 'bob', reason: 'controllerLeft', rule: '800.4a' },
      { sourceLabel: 'bt2', player: 'bob', reason: 'controllerLeft', rule: '800.4a' },
    ]);
    // Alice orders her two (or lets them go automatically): they go on the stack after bob's are gone.
    expect(game.state.pending).toMatchObject({ kind: 'order', player: 'alice' });
    game.do({ type: 'auto' });
    const lastRemoved = log.findLastIndex((e) => e.event === 'triggerRemoved');
    const firstPut = log.findIndex((e, i) => i > lost && e.event === 'triggerPutOnStack');
    expect(lastRemoved).toBeLessThan(firstPut);
    expect(game.view.stack.filter((o) => o.controller === 'alice')).toHaveLength(2);
    expect(game.state.pendingTriggers).toEqual([]);
  });
});

describe('800.4a — priority and the turn go on when a player leaves', () => {
  it('CR 800.4a, 104.3a: bob concedes while he has priority: carol (next in turn order) receives it, not alice', () => {
    const game = new Game({ players: three, cards: [{ card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' }] });
    game.do({ type: 'cast', player: 'alice', card: 'gb' }, { type: 'pass' });
    expect(game.state.priority).toBe('bob');
    game.do({ type: 'lose', player: 'bob' });
    expect(game.events('playerLost')).toMatchObject([{ player: 'bob', reason: 'conceded', rule: '104.3a' }]);
    expect(game.state.priority).toBe('carol');
    // The two players left pass: the spell resolves.
    game.do({ type: 'pass' });
    expect(game.state.priority).toBe('alice');
    game.do({ type: 'pass' });
    expect(game.zoneOf('gb')).toBe('battlefield');
  });

  it('CR 800.4j: the active player concedes in a four-player game: the turn goes on, the next player receives priority each time', () => {
    const game = new Game({ players: four, cards: [{ card: 'plains', zone: 'library', owner: 'bob' }] });
    game.do({ type: 'lose', player: 'alice' });
    expect(game.state.winner).toBeNull();
    expect(game.state.priority).toBe('bob');
    // bob, carol and dave pass: the step ends, and the next step of alice's turn begins.
    game.do({ type: 'pass' }, { type: 'pass' }, { type: 'pass' });
    expect(game.state.step).toBe('beginCombat');
    expect(game.state.active).toBe('alice');
    expect(game.state.priority).toBe('bob');
    // Nobody who left ever gets priority; the next turn is bob's (800.4k: alice's doesn't begin).
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.state.active).toBe('bob');
    expect(game.state.turn).toBe(2);
    const passers = game.events('passed').map((e) => e.player);
    expect(passers).not.toContain('alice');
  });

  it('CR 800.4j: the active player dies to a Blood Artist trigger as it resolves; the turn continues without them', () => {
    const game = new Game({
      players: three,
      active: 'carol',
      life: { carol: 1 },
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
        { card: 'plains', zone: 'library', owner: 'alice' },
      ],
    });
    game.do({ type: 'destroy', cards: ['gb'] });
    expect(game.state.pending).toMatchObject({ kind: 'target', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: 'carol' }, { type: 'resolve' });
    expect(game.events('playerLost')).toMatchObject([{ player: 'carol', reason: 'noLife', rule: '704.5a' }]);
    // Priority goes to alice, the player after carol: no one is stuck waiting for carol.
    expect(game.state.priority).toBe('alice');
    game.do({ type: 'pass' }, { type: 'pass' });
    expect(game.state.step).toBe('beginCombat');
    game.do({ type: 'advance', to: 'main1' });
    expect(game.state.active).toBe('alice');
  });

  it('CR 704.5b, 800.4j: in a four-player game, the active player draws from an empty library in the draw step: the turn goes on without them', () => {
    const game = new Game({
      players: four,
      active: 'carol',
      step: 'upkeep',
      cards: [
        { card: 'blood-tyrant', zone: 'battlefield', owner: 'alice', label: 'bt' },
        { card: 'plains', zone: 'library', owner: 'dave' },
      ],
    }).do({ type: 'advance', to: 'draw' });
    expect(game.events('playerLost')).toMatchObject([{ player: 'carol', reason: 'emptyLibrary', rule: '704.5b' }]);
    expect(game.view.stack.map((s) => s.source)).toEqual(['blood-tyrant']);
    expect(game.state.priority).toBe('dave');
    game.do({ type: 'resolve' });
    expect(game.state.priority).toBe('dave');
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.state.active).toBe('dave');
    const after = game.log.slice(game.log.findIndex((e) => e.event === 'playerLost'));
    expect(after.filter((e) => e.event === 'passed').map((e) => e.player)).not.toContain('carol');
  });

  it('CR 704.5b, 800.4a: drawing from an empty library makes carol lose and leave; the game goes on between the other two', () => {
    const game = new Game({ players: three, cards: [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'carol', label: 'cb' }] });
    game.do({ type: 'draw', player: 'carol', count: 1 });
    expect(game.events('playerLost')).toMatchObject([{ player: 'carol', reason: 'emptyLibrary', rule: '704.5b' }]);
    expect(game.events('playerLeft')).toMatchObject([{ player: 'carol', rule: '800.4a' }]);
    expect(label(game, 'cb')).toBeUndefined();
    expect(game.state.winner).toBeNull();
    expect(game.state.priority).toBe('alice');
  });
});

describe('800.4a — what a leaving player controls on the stack, and their pending choices', () => {
  it('CR 800.4a: a spell carol controls leaves the stack with her; its target is untouched', () => {
    const game = new Game({ players: three, active: 'carol', cards: [{ card: 'lightning-bolt', zone: 'hand', owner: 'carol', label: 'lb' }] });
    game.do({ type: 'cast', player: 'carol', card: 'lb', targets: ['alice'] }, { type: 'lose', player: 'carol' });
    expect(game.view.stack).toEqual([]);
    expect(label(game, 'lb')).toBeUndefined();
    expect(game.state.priority).toBe('alice');
    game.do({ type: 'pass' }, { type: 'pass' });
    expect(game.life('alice')).toBe(20);
  });

  it('CR 800.4a: her abilities on the stack and waiting to go on it cease to exist; the others stay', () => {
    const game = new Game({
      players: three,
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'carol', label: 'bc' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    });
    game.do({ type: 'destroy', cards: ['gb'] }, { type: 'choose', player: 'alice', answer: 'bob' });
    // Carol's trigger is waiting for her target when she concedes.
    expect(game.state.pending).toMatchObject({ kind: 'target', player: 'carol' });
    game.do({ type: 'lose', player: 'carol' });
    expect(game.state.pending).toBeNull();
    expect(game.view.stack.map((s) => s.controller)).toEqual(['alice']);
    game.do({ type: 'resolve' });
    expect(game.life('bob')).toBe(19);
  });

  it('CR 800.4a: carol concedes while ordering her two triggers: they are gone, and alice has priority', () => {
    const game = new Game({
      players: three,
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'carol', label: 'c1' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'carol', label: 'c2' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'destroy', cards: ['gb'] });
    expect(game.state.pending).toMatchObject({ kind: 'order', player: 'carol' });
    game.do({ type: 'lose', player: 'carol' });
    expect(game.state.pending).toBeNull();
    expect(game.state.pendingTriggers).toEqual([]);
    expect(game.view.stack).toEqual([]);
    expect(game.state.priority).toBe('alice');
  });

  it("CR 104.3a, 800.4a: carol concedes while her \"may\" is pending: her ability leaves, and priority goes on", () => {
    const game = new Game({
      players: three,
      cards: [
        { card: 'souls-attendant', zone: 'battlefield', owner: 'carol', label: 'sa' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
      ],
    });
    game.do({ type: 'cast', player: 'alice', card: 'gb' }, { type: 'resolve' }, { type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'may', player: 'carol' });
    game.do({ type: 'lose', player: 'carol' });
    expect(game.state.pending).toBeNull();
    expect(game.view.stack).toEqual([]);
    expect(game.state.priority).toBe('alice');
    game.do({ type: 'advance', to: 'beginCombat' });
    expect(game.state.step).toBe('beginCombat');
  });

  it("CR 800.4a: the player who could pay for Rhystic Study leaves while asked: the ability resolves on without her", () => {
    const game = new Game({
      players: three,
      active: 'carol',
      cards: [
        { card: 'rhystic-study', zone: 'battlefield', owner: 'alice', label: 'rs' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'carol', label: 'gb' },
        { card: 'plains', zone: 'library', owner: 'alice', label: 'p' },
      ],
    });
    game.do({ type: 'cast', player: 'carol', card: 'gb' }, { type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'pay', player: 'carol', unless: true });
    game.do({ type: 'lose', player: 'carol' });
    // Her Grizzly Bears left the stack; alice's ability goes on: she may draw.
    expect(game.state.pending).toMatchObject({ kind: 'may', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: true });
    expect(game.zoneOf('p')).toBe('hand');
    expect(game.view.stack).toEqual([]);
    expect(game.state.priority).toBe('alice');
  });

  it("CR 800.4a: alice is asked to pay for carol's Rhystic Study when carol leaves: the ability and the question are gone", () => {
    const game = new Game({
      players: three,
      cards: [
        { card: 'rhystic-study', zone: 'battlefield', owner: 'carol', label: 'rs' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
        { card: 'plains', zone: 'library', owner: 'carol', label: 'p' },
      ],
    });
    game.do({ type: 'cast', player: 'alice', card: 'gb' }, { type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'pay', player: 'alice', unless: true });
    game.do({ type: 'lose', player: 'carol' });
    expect(game.state.pending).toBeNull();
    expect(game.view.stack.map((s) => s.source)).toEqual(['grizzly-bears']);
    expect(game.state.priority).toBe('alice');
    game.do({ type: 'resolve' });
    expect(game.zoneOf('gb')).toBe('battlefield');
  });

  it("CR 800.4a: a choice of another player loses the options that left: alice's Blood Artist target is asked again without carol", () => {
    const game = new Game({
      players: three,
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    });
    game.do({ type: 'destroy', cards: ['gb'] });
    expect(game.state.pending).toMatchObject({ kind: 'target', player: 'alice', options: ['alice', 'bob', 'carol'] });
    game.do({ type: 'lose', player: 'carol' });
    expect(game.state.pending).toMatchObject({ kind: 'target', player: 'alice', options: ['alice', 'bob'] });
  });
});

describe('800.4a, 702.26k — what a leaving player owns or controls on the battlefield', () => {
  const board = (extra: SetupCard[]) =>
    new Game({
      players: four,
      life: { carol: 1 },
      cards: [
        { card: 'blood-tyrant', zone: 'battlefield', owner: 'alice', label: 'bt' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'bob', label: 'ba' },
        ...extra,
      ],
    });

  it("CR 702.26k: carol's phased-out Ertai's Familiar leaves with her, silently: no leaves-the-battlefield trigger", () => {
    const game = board([
      { card: 'ertais-familiar', zone: 'battlefield', owner: 'carol', label: 'ef' },
      { card: 'plains', zone: 'library', owner: 'carol' },
    ]).do({ type: 'phase', cards: ['ef'] });
    expect(game.state.phasedOut).toHaveLength(1);
    game.do({ type: 'auto' }, { type: 'resolve' }); // its "phases out" trigger mills carol
    game.do({ type: 'life', player: 'carol', amount: -1 });
    expect(label(game, 'ef')).toBeUndefined();
    expect(game.state.phasedOut).toEqual([]);
    // Only Blood Tyrant (a player lost) triggers: nothing sees the Familiar go.
    expect(game.last.filter((e) => e.event === 'triggered').map((e) => e.source)).toEqual(['blood-tyrant']);
  });

  it("CR 800.4a: a phased-out permanent carol controlled but bob owns stays, back under bob's control", () => {
    const game = board([{ card: 'ertais-familiar', zone: 'battlefield', owner: 'bob', controller: 'carol', label: 'ef' }]).do({ type: 'phase', cards: ['ef'] });
    game.do({ type: 'auto' }, { type: 'resolve' });
    game.do({ type: 'life', player: 'carol', amount: -1 });
    expect(label(game, 'ef')).toMatchObject({ owner: 'bob', controller: 'bob', phasedOut: true });
  });

  it('CR 603.9, 800.4a: in a four-player game, carol leaving triggers Blood Tyrant; her Grizzly Bears don\'t "die" (Blood Artist is silent)', () => {
    const game = board([{ card: 'grizzly-bears', zone: 'battlefield', owner: 'carol', label: 'cb' }]);
    game.do({ type: 'life', player: 'carol', amount: -1 });
    expect(game.events('triggered').map((e) => e.source)).toEqual(['blood-tyrant']);
    expect(game.events('dies')).toEqual([]);
    game.do({ type: 'resolve' });
    expect(game.state.priority).toBe('alice');
    expect(game.view.battlefield.map((p) => p.label).sort()).toEqual(['ba', 'bt']);
  });

  it("CR 800.4a, 704.5n: alice's Grafted Wargear on carol's creature stays on the battlefield, attached to nothing", () => {
    const game = new Game({
      players: three,
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'carol', label: 'cb' },
        { card: 'grafted-wargear', zone: 'battlefield', owner: 'alice', label: 'gw', attachedTo: 'cb' },
      ],
    }).do({ type: 'lose', player: 'carol' });
    expect(label(game, 'gw')).toMatchObject({ zone: 'battlefield', attachedTo: null });
    // CR 603.10c: it became unattached from the Bears as they left the game: "sacrifice that permanent" triggers,
    // looking back, and finds nothing to sacrifice.
    expect(game.last.filter((e) => e.event === 'triggered')).toMatchObject([{ source: 'grafted-wargear', sourceLabel: 'gw', player: 'alice', rule: '603.10c' }]);
    game.do({ type: 'resolve' });
    expect(label(game, 'gw')).toMatchObject({ zone: 'battlefield' });
    expect(game.events('sacrificed')).toEqual([]);
  });

  it("CR 800.4a, 603.10c: carol's Grafted Wargear on alice's creature leaves with carol; its ability ceases to exist with her", () => {
    const game = new Game({
      players: three,
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'ab' },
        { card: 'grafted-wargear', zone: 'battlefield', owner: 'carol', label: 'gw', attachedTo: 'ab' },
      ],
    }).do({ type: 'lose', player: 'carol' });
    // The Wargear looks back (603.10c) and triggers, but the ability is carol's, and her abilities cease to exist as
    // she leaves (800.4a), as her Blood Tyrant's do: the Bears stay.
    expect(game.last.filter((e) => e.event === 'triggered')).toMatchObject([{ source: 'grafted-wargear', player: 'carol', rule: '603.10c' }]);
    expect(game.events('triggerRemoved')).toMatchObject([{ sourceLabel: 'gw', player: 'carol', reason: 'controllerLeft', rule: '800.4a' }]);
    expect(game.state.pendingTriggers).toEqual([]);
    expect(game.view.stack).toEqual([]);
    expect(label(game, 'ab')).toMatchObject({ zone: 'battlefield' });
  });

  it('CR 800.4a: an attacking creature carol borrowed goes back to its owner and leaves combat', () => {
    const game = new Game({
      players: three,
      active: 'carol',
      step: 'beginCombat',
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', controller: 'carol', label: 'borrowed' },
        { card: 'plains', zone: 'library', owner: 'alice' },
      ],
    }).do({ type: 'attack', attackers: [{ card: 'borrowed', target: 'bob' }] });
    expect(game.view.battlefield[0]).toMatchObject({ attacking: 'bob' });
    game.do({ type: 'lose', player: 'carol' });
    expect(game.view.battlefield[0]).toMatchObject({ controller: 'alice' });
    expect(game.view.battlefield[0]!.attacking).toBeUndefined();
    game.do({ type: 'advance', to: 'endCombat' });
    expect(game.life('bob')).toBe(20);
  });

  it('CR 800.4a: a creature attacking carol deals no combat damage once she has left', () => {
    const game = new Game({
      players: three,
      step: 'beginCombat',
      cards: [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' }],
    }).do({ type: 'attack', attackers: [{ card: 'gb', target: 'carol' }] }, { type: 'lose', player: 'carol' });
    game.do({ type: 'advance', to: 'endCombat' });
    expect(game.state.step).toBe('endCombat');
    expect(game.events('damageDealt')).toEqual([]);
    expect(game.life('carol')).toBe(20);
  });
});
