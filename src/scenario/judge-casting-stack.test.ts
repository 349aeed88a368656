// A judge's rulings on copies of spells, storm, cascade, rebound and raid (702.40a, 702.85a, 702.88a, 707.10c), protection, extra turns,
// each written as a scenario and run through the runner. Each test names the rule(s) it checks.
import { describe, expect, it } from 'vitest';
import type { Action, SetupCard } from '../engine';
import { auto, bf, cast, choose, events, hand, lib, libraries, life, ok, type Output, pass, permanent, refused, resolve, sneak } from '../test/casting';

describe('judge: copies of spells, storm, cascade, rebound, Howl of the Horde (707.10, 702.40a, 702.85a, 702.88a)', () => {
  const storm = (extra: Action[] = []) => [
    cast('alice', 'b1', { targets: ['bob'] }), resolve, cast('alice', 'gs', { targets: ['bob'] }), resolve, ...extra,
  ];

  it('CR 702.40a, 707.10c: storm copies Grapeshot once per earlier spell; the copy may get a new target', () => {
    const cards = [bf('grizzly-bears', 'bob', 'gb'), hand('lightning-bolt', 'alice', 'b1'), hand('grapeshot', 'alice', 'gs')];
    const asked = ok(cards, storm());
    expect(asked.pending).toMatchObject({ kind: 'newTargets', reason: 'copy', current: ['bob'], options: [['alice', 'bob', 'gb']] });
    expect(asked.stack[0]).toMatchObject({ kind: 'spell', copy: true });
    const out = ok(cards, storm([choose('alice', ['gb']), resolve, resolve]));
    expect(permanent(out, 'gb')!.counters).toEqual({});
    expect(events(out, 'targetsChosen')[0]).toMatchObject({ targets: ['#1'], rule: '707.10c' });
    expect(life(out, 'bob')).toBe(20 - 3 - 1);
  });

  it('CR 702.40a: storm counts the spells every player cast this turn, never copies', () => {
    const out = ok(
      [hand('lightning-bolt', 'bob', 'b1'), hand('lightning-bolt', 'alice', 'b0'), hand('grapeshot', 'alice', 'gs'), hand('grapeshot', 'alice', 'gs2')],
      [cast('alice', 'b0', { targets: ['bob'] }), pass, cast('bob', 'b1', { targets: ['alice'] }), resolve, resolve,
        cast('alice', 'gs', { targets: ['bob'] }), resolve, auto, resolve, resolve, resolve,
        cast('alice', 'gs2', { targets: ['bob'] }), resolve, auto],
    );
    const copied = events(out, 'spellCopied');
    expect(copied.filter((e) => e.label === 'gs')).toHaveLength(2); // b0, b1 (bob's)
    expect(copied.filter((e) => e.label === 'gs2')).toHaveLength(3); // b0, b1, gs — not gs's copies
  });

  it('CR 702.40a, 113.7a: storm copies Grapeshot even after Grapeshot itself was countered (last known information)', () => {
    const out = ok(
      [hand('counterspell', 'bob', 'cs'), hand('lightning-bolt', 'alice', 'b1'), hand('grapeshot', 'alice', 'gs')],
      [cast('alice', 'b1', { targets: ['bob'] }), resolve, cast('alice', 'gs', { targets: ['bob'] }), pass, cast('bob', 'cs', { targets: ['gs'] }), pass, pass, resolve, auto, resolve],
    );
    expect(events(out, 'spellCopied')[0]).toMatchObject({ reason: 'lastKnownInformation', rule: '707.10' });
    expect(life(out, 'bob')).toBe(20 - 3 - 1);
  });

  it('CR 707.10, 701.6a: Counterspell on a storm copy counters only the copy; it ceases to exist and Multani\'s Presence doesn\'t trigger (a copy isn\'t cast)', () => {
    const out = ok(
      [hand('counterspell', 'bob', 'cs'), hand('lightning-bolt', 'alice', 'b1'), hand('grapeshot', 'alice', 'gs'), bf('multanis-presence', 'alice'), lib('island', 'alice')],
      [cast('alice', 'b1', { targets: ['bob'] }), resolve, cast('alice', 'gs', { targets: ['bob'] }), resolve, choose('alice', false), pass, cast('bob', 'cs', { targets: ['#11'] }), resolve],
    );
    expect(events(out, 'countered')[0]).toMatchObject({ object: '#11', card: 'grapeshot' });
    expect(out.stack).toEqual([expect.objectContaining({ label: 'gs', kind: 'spell' })]);
    expect(out.stack[0]!.copy).toBeUndefined();
    expect(out.graveyard.alice).toEqual([{ card: 'lightning-bolt', label: 'b1' }]);
    expect(events(out, 'triggered')).toHaveLength(1); // storm only
  });

  it('CR 702.85a, 601.2c: cascade skips lands and cards of equal or greater mana value; the spell cast asks its targets', () => {
    const cards = [bf('grizzly-bears', 'bob', 'gb'), hand('bloodbraid-elf', 'alice', 'bbe'), lib('island', 'alice', 'l1'), lib('wrath-of-god', 'alice', 'w'), lib('lightning-bolt', 'alice', 'b'), lib('grizzly-bears', 'alice', 'g2')];
    const asked = ok(cards, [cast('alice', 'bbe'), resolve]);
    expect(asked.pending).toMatchObject({ kind: 'card', options: ['b'], optional: true });
    const out = ok(cards, [cast('alice', 'bbe'), resolve, choose('alice', 'b'), choose('alice', ['gb']), resolve]);
    expect(events(out, 'spellCast').find((e) => e.label === 'b')).toMatchObject({ reason: 'free' });
    expect(permanent(out, 'gb')).toBeUndefined();
    // The Island and Wrath of God went to the bottom; the Grizzly Bears below them was never revealed.
    expect(out.library.alice![0]).toMatchObject({ label: 'g2' });
    expect(out.library.alice!.map((c) => c.label).sort()).toEqual(['g2', 'l1', 'w']);
  });

  it('CR 702.85a, 601.3: cascade hitting a card Meddling Mage named can\'t cast it; it goes to the bottom with the rest', () => {
    const out = ok(
      [bf('meddling-mage', 'bob', 'mm', { chosenName: 'lightning-bolt' }), hand('bloodbraid-elf', 'alice', 'bbe'), lib('island', 'alice', 'l1'), lib('lightning-bolt', 'alice', 'b'), lib('grizzly-bears', 'alice', 'g2')],
      [cast('alice', 'bbe'), resolve],
    );
    expect(events(out, 'effectFailed')[0]).toMatchObject({ label: 'b', reason: 'castForbidden', rule: '601.3' });
    expect(out.library.alice!.map((c) => c.label)).toEqual(['g2', 'l1', 'b']);
  });

  it('CR 702.88a: a spell cast by cascade wasn\'t cast from a hand, so Staggershock doesn\'t rebound', () => {
    const out = ok([hand('bloodbraid-elf', 'alice', 'bbe'), lib('staggershock', 'alice', 'ss')], [cast('alice', 'bbe'), resolve, choose('alice', 'ss'), choose('alice', ['bob']), resolve]);
    expect(life(out, 'bob')).toBe(18);
    expect(out.graveyard.alice).toEqual([{ card: 'staggershock', label: 'ss' }]);
    expect(events(out, 'rebounded')).toHaveLength(0);
  });

  it('CR 702.88a, 603.7f: rebound exiles Staggershock; at its owner\'s next upkeep it may be cast again, then goes to the graveyard', () => {
    const cards = [hand('staggershock', 'alice', 'ss'), bf('grizzly-bears', 'bob', 'gb'), ...libraries];
    const out = ok(cards, [cast('alice', 'ss', { targets: ['bob'] }), resolve, { type: 'advance', to: 'upkeep' }, { type: 'advance', to: 'upkeep' }, resolve, choose('alice', true), choose('alice', ['gb']), resolve]);
    expect(out.turn).toBe(3);
    expect(life(out, 'bob')).toBe(18);
    expect(permanent(out, 'gb')).toBeUndefined();
    expect(out.graveyard.alice).toEqual([{ card: 'staggershock', label: 'ss' }]);
    expect(events(out, 'rebounded')).toHaveLength(1);
  });

  it('CR 702.88a: a countered Staggershock doesn\'t resolve, so it goes to the graveyard instead of exile', () => {
    const out = ok(
      [hand('staggershock', 'alice', 'ss'), hand('counterspell', 'bob', 'cs')],
      [cast('alice', 'ss', { targets: ['bob'] }), pass, cast('bob', 'cs', { targets: ['ss'] }), resolve],
    );
    expect(out.graveyard.alice).toEqual([{ card: 'staggershock', label: 'ss' }]);
    expect(out.exile.alice).toEqual([]);
  });

  it('CR 601.3, 702.88a: a Meddling Mage naming Staggershock stops the rebound cast; the card stays in exile', () => {
    const out = ok(
      [hand('staggershock', 'alice', 'ss'), hand('meddling-mage', 'bob', 'mm'), ...libraries],
      [cast('alice', 'ss', { targets: ['bob'] }), resolve, { type: 'advance', to: 'upkeep' }, { type: 'advance', to: 'main1' }, cast('bob', 'mm'), resolve, choose('bob', 'staggershock'),
        { type: 'advance', to: 'upkeep' }, resolve, choose('alice', true)],
    );
    expect(events(out, 'effectFailed')[0]).toMatchObject({ label: 'ss', reason: 'castForbidden', target: 'meddling-mage' });
    expect(out.exile.alice).toEqual([{ card: 'staggershock', label: 'ss' }]);
    expect(life(out, 'bob')).toBe(18);
  });

  it('CR 707.10, 702.88a: Howl of the Horde copies Staggershock; the copy deals its damage but doesn\'t rebound, the original does', () => {
    const out = ok(
      [hand('howl-of-the-horde', 'alice', 'howl'), hand('staggershock', 'alice', 'ss'), ...libraries],
      [cast('alice', 'howl'), resolve, cast('alice', 'ss', { targets: ['bob'] }), resolve, choose('alice', false), resolve, resolve],
    );
    expect(life(out, 'bob')).toBe(16);
    expect(events(out, 'rebounded')).toHaveLength(1);
    expect(out.exile.alice).toEqual([{ card: 'staggershock', label: 'ss' }]);
  });

  it('CR 207.2c, 603.7: Howl of the Horde without raid copies once; a creature spell cast in between doesn\'t use the trigger', () => {
    const out = ok(
      [hand('howl-of-the-horde', 'alice', 'howl'), hand('grizzly-bears', 'alice', 'g'), hand('lightning-bolt', 'alice', 'b')],
      [cast('alice', 'howl'), resolve, cast('alice', 'g'), resolve, cast('alice', 'b', { targets: ['bob'] }), resolve, auto, resolve, resolve],
    );
    expect(events(out, 'spellCopied')).toHaveLength(1);
    expect(life(out, 'bob')).toBe(14);
  });

  it('CR 207.2c: with raid (a creature attacked this turn) Howl of the Horde copies the next instant twice', () => {
    const out = ok(
      [bf('grizzly-bears', 'alice', 'raider'), hand('howl-of-the-horde', 'alice', 'howl'), hand('lightning-bolt', 'alice', 'b')],
      [{ type: 'attack', attackers: [{ card: 'raider', target: 'bob' }] }, { type: 'advance', to: 'main2' }, cast('alice', 'howl'), resolve,
        cast('alice', 'b', { targets: ['bob'] }), auto, resolve, auto, resolve, resolve, auto, resolve, resolve],
    );
    expect(events(out, 'spellCopied')).toHaveLength(2);
    expect(out.stack).toEqual([]);
    expect(life(out, 'bob')).toBe(20 - 2 - 9);
  });

  it('CR 603.3b, 702.40a: storm and Howl of the Horde trigger on the same cast; the player orders them; storm doesn\'t count Howl\'s copies', () => {
    const cards = [hand('howl-of-the-horde', 'alice', 'howl'), hand('grapeshot', 'alice', 'gs')];
    const asked = ok(cards, [cast('alice', 'howl'), resolve, cast('alice', 'gs', { targets: ['bob'] })]);
    expect(asked.pending).toMatchObject({ kind: 'order', player: 'alice' });
    const out = ok(cards, [cast('alice', 'howl'), resolve, cast('alice', 'gs', { targets: ['bob'] }), auto, resolve, auto, resolve, resolve, auto, resolve, resolve]);
    expect(out.stack).toEqual([]);
    expect(events(out, 'spellCopied')).toHaveLength(2); // one for Howl, one for storm (Howl was cast before)
    expect(life(out, 'bob')).toBe(17);
  });
});

describe('judge: more interactions (107.3, 601.3, 702.21a, 800.4)', () => {
  it('CR 107.3, 702.85a: Chimeric Mass cast by cascade is cast without paying its mana cost, so X is 0 and it enters with no charge counters', () => {
    const out = ok([hand('bloodbraid-elf', 'alice', 'bbe'), lib('chimeric-mass', 'alice', 'cm')], [cast('alice', 'bbe'), resolve, choose('alice', 'cm'), resolve]);
    expect(permanent(out, 'cm')).toMatchObject({ counters: {} });
    expect(events(out, 'spellCast').find((e) => e.label === 'cm')).toMatchObject({ reason: 'free' });
  });

  it('CR 601.3: once Meddling Mage has left the battlefield the named spell can be cast again', () => {
    const out = ok(
      [bf('meddling-mage', 'bob', 'mm', { chosenName: 'lightning-bolt' }), hand('lightning-bolt', 'alice', 'b')],
      [{ type: 'destroy', cards: ['mm'] }, cast('alice', 'b', { targets: ['bob'] }), resolve],
    );
    expect(life(out, 'bob')).toBe(17);
  });

  it('CR 603.3d, 707.2: in a three-player game the copied "target opponent" ability of a Clone asks which opponent', () => {
    const cards = [bf('geralfs-messenger', 'bob', 'gm'), hand('clone', 'alice', 'cl')];
    const setup = { players: ['alice', 'bob', 'carol'] };
    const asked = ok(cards, [cast('alice', 'cl'), resolve, choose('alice', 'gm')], setup);
    expect(asked.pending).toMatchObject({ kind: 'target', player: 'alice', options: ['bob', 'carol'] });
    const out = ok(cards, [cast('alice', 'cl'), resolve, choose('alice', 'gm'), choose('alice', 'carol'), resolve], setup);
    expect(life(out, 'carol')).toBe(18);
    expect(life(out, 'bob')).toBe(20);
  });

  it('CR 702.21a, 707.10c: a storm copy given a new target with ward makes ward trigger; unpaid, the copy is countered and ceases to exist', () => {
    const cards = [bf('waterfall-aerialist', 'bob', 'wa'), hand('lightning-bolt', 'alice', 'b1'), hand('grapeshot', 'alice', 'gs')];
    const actions = [cast('alice', 'b1', { targets: ['bob'] }), resolve, cast('alice', 'gs', { targets: ['bob'] }), resolve, choose('alice', ['wa'])];
    const asked = ok(cards, actions);
    expect(asked.stack[0]).toMatchObject({ kind: 'trigger', source: 'waterfall-aerialist' });
    const out = ok(cards, [...actions, resolve, choose('alice', false)]);
    expect(events(out, 'countered')[0]).toMatchObject({ card: 'grapeshot', reason: 'ward' });
    expect(permanent(out, 'wa')).toBeDefined();
    expect(out.stack).toEqual([expect.objectContaining({ label: 'gs', kind: 'spell' })]);
    expect(out.stack[0]!.copy).toBeUndefined();
  });
});

describe('judge: Emrakul\'s protection from colored spells (702.16b)', () => {
  it('CR 702.16b: Lightning Bolt (red) can\'t target Emrakul; Ravenous Chupacabra\'s ability (not a spell) can', () => {
    expect(refused([bf('emrakul-the-aeons-torn', 'bob', 'em'), hand('lightning-bolt', 'alice', 'b')], [cast('alice', 'b', { targets: ['em'] })]))
      .toMatchObject({ error: 'errors.illegalTarget', action: 0 });
    const out = ok([bf('emrakul-the-aeons-torn', 'bob', 'em'), hand('ravenous-chupacabra', 'alice', 'rc')], [cast('alice', 'rc'), resolve, resolve]);
    expect(permanent(out, 'em')).toBeUndefined();
  });

  it('CR 702.16b, 707.10c: a storm copy of Grapeshot can\'t be given Emrakul as its new target; a Clone of Emrakul is protected too', () => {
    const out = ok(
      [bf('emrakul-the-aeons-torn', 'bob', 'em'), bf('grizzly-bears', 'bob', 'gb'), hand('lightning-bolt', 'alice', 'b1'), hand('grapeshot', 'alice', 'gs')],
      [cast('alice', 'b1', { targets: ['bob'] }), resolve, cast('alice', 'gs', { targets: ['bob'] }), resolve],
    );
    expect(out.pending).toMatchObject({ kind: 'newTargets', options: [['alice', 'bob', 'gb']] });
    expect(refused(
      [bf('emrakul-the-aeons-torn', 'bob', 'em'), bf('clone', 'alice', 'cl', { copyOf: 'em' }), hand('lightning-bolt', 'bob', 'b')],
      [pass, cast('bob', 'b', { targets: ['cl'] })],
    )).toMatchObject({ error: 'errors.illegalTarget' });
  });
});

describe('judge: Emrakul\'s cast trigger (500.7)', () => {
  const turns = (out: Output) => events(out, 'turnBegan').map((e) => [e.turn, e.player]);

  it('CR 500.7, 603.2: casting Emrakul gives an extra turn, even when a Counterspell tries to counter it (the trigger resolves on its own)', () => {
    const out = ok(
      [hand('emrakul-the-aeons-torn', 'alice', 'em'), hand('counterspell', 'bob', 'cs'), ...libraries, lib('island', 'alice'), lib('island', 'bob')],
      [cast('alice', 'em'), pass, cast('bob', 'cs', { targets: ['em'] }), resolve, resolve, resolve, { type: 'advance', to: 'upkeep' }, { type: 'advance', to: 'upkeep' }],
    );
    expect(events(out, 'extraTurnAdded')).toEqual([expect.objectContaining({ player: 'alice', rule: '500.7' })]);
    expect(turns(out)).toEqual([[2, 'alice'], [3, 'bob']]);
  });

  it('CR 500.7, 603.2: Emrakul put onto the battlefield by Sneak Attack, or copied by a Clone, wasn\'t cast: no extra turn', () => {
    const out = ok(
      [bf('sneak-attack', 'alice', 'sa'), hand('emrakul-the-aeons-torn', 'alice', 'em'), ...libraries],
      // Sneak Attack's sacrifice trigger stops the first advance at the end step.
      [sneak, resolve, choose('alice', 'em'), { type: 'advance', to: 'upkeep' }, resolve, { type: 'advance', to: 'upkeep' }],
    );
    expect(events(out, 'extraTurnAdded')).toHaveLength(0);
    expect(turns(out)).toEqual([[2, 'bob']]);
    const clone = ok([bf('emrakul-the-aeons-torn', 'bob', 'em'), hand('clone', 'alice', 'cl'), ...libraries], [cast('alice', 'cl'), resolve, choose('alice', 'em'), { type: 'advance', to: 'upkeep' }]);
    expect(events(clone, 'extraTurnAdded')).toHaveLength(0);
    expect(turns(clone)).toEqual([[2, 'bob']]);
  });
});

describe('judge: a Clone of Emrakul put into a graveyard (603.6c, 603.10a)', () => {
  it('CR 603.6c: "put into a graveyard from anywhere" is never a leaves-the-battlefield ability, so it doesn\'t look back: a dying Clone of Emrakul is a Clone in the graveyard and nothing is shuffled; Emrakul itself does trigger', () => {
    const cards = [bf('emrakul-the-aeons-torn', 'alice', 'em'), bf('clone', 'alice', 'cl', { copyOf: 'em' }), { card: 'grizzly-bears', zone: 'graveyard', owner: 'alice', label: 'gg' } as SetupCard, ...libraries];
    // The legend rule asks first (two Emrakuls under alice's control): keep the real one.
    const clone = ok(cards, [choose('alice', 'em')]);
    expect(clone.graveyard.alice).toEqual([{ card: 'grizzly-bears', label: 'gg' }, { card: 'clone', label: 'cl' }]);
    expect(events(clone, 'triggered')).toHaveLength(0);
    const real = ok(cards, [choose('alice', 'cl'), resolve]);
    expect(events(real, 'triggered')[0]).toMatchObject({ source: 'emrakul-the-aeons-torn' });
    expect(events(real, 'shuffled')[0]).toMatchObject({ player: 'alice', count: 2 });
    expect(real.graveyard.alice).toEqual([]);
  });
});

describe('judge: choices by option id, auto, trigger ids, odd input', () => {
  it('CR 707.2, 603.6d: an unlabelled permanent is copied by its object id, as the copy choice shows it', () => {
    const cards = [bf('grizzly-bears', 'bob'), hand('clone', 'alice', 'cl')];
    const asked = ok(cards, [cast('alice', 'cl'), resolve]);
    expect(asked.pending).toMatchObject({ kind: 'copy', options: ['#1'] });
    expect(permanent(ok(cards, [cast('alice', 'cl'), resolve, choose('alice', '#1')]), 'cl')).toMatchObject({ card: 'grizzly-bears' });
  });

  it('CR 614.12: auto answers a Clone\'s copy choice and then the copied Meddling Mage\'s name choice with their first options', () => {
    const out = ok(
      [bf('meddling-mage', 'bob', 'mm', { chosenName: 'counterspell' }), bf('grizzly-bears', 'bob', 'gb'), hand('clone', 'alice', 'cl')],
      [cast('alice', 'cl'), resolve, auto],
    );
    expect(out.pending).toBeNull();
    expect(permanent(out, 'cl')).toMatchObject({ card: 'meddling-mage', chosenName: 'akrasan-squire' });
  });

  it('CR 601.2c: auto casts a cascaded spell and keeps its first legal target', () => {
    const out = ok([hand('bloodbraid-elf', 'alice', 'bbe'), lib('staggershock', 'alice', 'ss')], [cast('alice', 'bbe'), resolve, auto]);
    expect(events(out, 'spellCast').find((e) => e.label === 'ss')).toMatchObject({ reason: 'free', targets: ['alice'] });
  });

  it('CR 603.3b: trigger ids come from the game state only: the same scenario gives the same ids and output twice', () => {
    const cards = [hand('howl-of-the-horde', 'alice', 'howl'), hand('grapeshot', 'alice', 'gs')];
    const actions = [cast('alice', 'howl'), resolve, cast('alice', 'gs', { targets: ['bob'] })];
    const a = ok(cards, actions);
    const b = ok(cards, actions);
    expect(a).toEqual(b);
    const ids = (a.pending as { options: { id: string }[] }).options.map((o) => o.id);
    expect(ids).toEqual(['t7', 't8']);
    // Answering by those ids in reverse puts the storm trigger on top.
    const out = ok(cards, [...actions, choose('alice', ['t8', 't7'])]);
    expect(out.stack[0]).toMatchObject({ kind: 'trigger', source: 'grapeshot' });
  });

  it('CR 603.6d: a move whose entersAs doesn\'t fit the card\'s own choice is refused with a clear code', () => {
    expect(refused([bf('humility', 'bob', 'hu'), hand('clone', 'alice', 'cl')], [{ type: 'move', card: 'cl', to: 'battlefield', entersAs: 'hu' }]))
      .toMatchObject({ error: 'errors.entersAsCannotCopy', action: 0 });
    expect(refused([bf('grizzly-bears', 'bob', 'gb'), hand('meddling-mage', 'alice', 'mm')], [{ type: 'move', card: 'mm', to: 'battlefield', entersAs: 'gb' }]))
      .toMatchObject({ error: 'errors.entersAsCannotName', action: 0 });
    expect(refused([hand('meddling-mage', 'alice', 'mm')], [{ type: 'move', card: 'mm', to: 'battlefield', entersAs: 'island' }]))
      .toMatchObject({ error: 'errors.entersAsCannotName' });
    expect(refused([bf('grizzly-bears', 'bob', 'gb'), hand('grizzly-bears', 'alice', 'g2')], [{ type: 'move', card: 'g2', to: 'battlefield', entersAs: 'gb' }]))
      .toMatchObject({ error: 'errors.entersAsNoChoice' });
    expect(refused([bf('grizzly-bears', 'bob', 'gb'), hand('clone', 'alice', 'cl')], [{ type: 'move', card: 'cl', to: 'graveyard', entersAs: 'gb' }]))
      .toMatchObject({ error: 'errors.entersAsNoChoice' });
  });

  it('CR 707.2: a move may name the permanent a Clone copies by card id (the first such permanent on the battlefield)', () => {
    const out = ok([bf('grizzly-bears', 'bob', 'gb'), hand('clone', 'alice', 'cl')], [{ type: 'move', card: 'cl', to: 'battlefield', entersAs: 'grizzly-bears' }]);
    expect(permanent(out, 'cl')).toMatchObject({ card: 'grizzly-bears', printed: 'clone', power: 2 });
  });

  it('CR 603.6d, 707.2: the setup refuses copyOf and chosenName that no as-enters choice allows', () => {
    expect(refused([bf('grizzly-bears', 'bob', 'gb', { copyOf: 'gb' })], [])).toMatchObject({ error: 'errors.noAsEntersChoice', action: null });
    expect(refused([bf('clone', 'alice', 'cl', { chosenName: 'fog' })], [])).toMatchObject({ error: 'errors.noAsEntersChoice' });
    expect(refused([bf('humility', 'bob', 'hu'), bf('clone', 'alice', 'cl', { copyOf: 'hu' })], [])).toMatchObject({ error: 'errors.cannotCopy' });
    expect(refused([bf('clone', 'alice', 'cl', { copyOf: 'nonsense' })], [])).toMatchObject({ error: 'errors.unknownCopyOf' });
    expect(refused([bf('meddling-mage', 'alice', 'mm', { chosenName: 'island' })], [])).toMatchObject({ error: 'errors.cannotBeNamed' });
  });

  it('CR 601.2c, 707.10c: wrong answers are refused with a code and the choice stays answerable', () => {
    const clone = [bf('grizzly-bears', 'bob', 'gb'), hand('clone', 'alice', 'cl')];
    expect(refused(clone, [cast('alice', 'cl'), resolve, choose('alice', 'cl')])).toMatchObject({ error: 'errors.illegalChoice', action: 2 });
    expect(refused(clone, [cast('alice', 'cl', { targets: ['gb'] })])).toMatchObject({ error: 'errors.wrongTargetCount', action: 0 });
    const stormCards = [bf('grizzly-bears', 'bob', 'gb'), hand('lightning-bolt', 'alice', 'b1'), hand('grapeshot', 'alice', 'gs')];
    const stormActions = [cast('alice', 'b1', { targets: ['bob'] }), resolve, cast('alice', 'gs', { targets: ['bob'] }), resolve];
    expect(refused(stormCards, [...stormActions, choose('alice', ['gb', 'bob'])])).toMatchObject({ error: 'errors.wrongTargetCount', action: 4 });
    expect(refused(stormCards, [...stormActions, choose('alice', ['nobody'])])).toMatchObject({ error: 'errors.illegalTarget', action: 4 });
    expect(refused([bf('grizzly-bears', 'bob', 'gb'), hand('counterspell', 'alice', 'cs')], [cast('alice', 'cs', { targets: ['gb'] })]))
      .toMatchObject({ error: 'errors.illegalTarget', action: 0 });
  });
});
