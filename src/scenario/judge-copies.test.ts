// A judge's rulings on copies and "as it enters" (707.2, 614.12, 603.6d), casting and leaving the stack (601.2, 608.2b, 701.6a),
// each written as a scenario and run through the runner. Each test names the rule(s) it checks.
import { describe, expect, it } from 'vitest';
import { auto, bf, cast, choose, events, hand, lib, libraries, life, ok, pass, permanent, refused, resolve, sneak } from '../test/casting';

describe('judge: copies and "as it enters" (707.2, 614.12, 603.6d)', () => {
  it('CR 707.2, 614.12: a Clone copying Geralf\'s Messenger enters tapped and its copied enters ability triggers', () => {
    const out = ok([bf('geralfs-messenger', 'bob', 'gm'), hand('clone', 'alice', 'cl')], [cast('alice', 'cl'), resolve, choose('alice', 'gm'), resolve]);
    const cl = permanent(out, 'cl')!;
    expect(cl).toMatchObject({ card: 'geralfs-messenger', printed: 'clone', controller: 'alice', tapped: true });
    expect(events(out, 'enteredTapped')).toHaveLength(1);
    // Its controller's copy of "target opponent loses 2 life" targets alice's opponent.
    expect(life(out, 'bob')).toBe(18);
    expect(life(out, 'alice')).toBe(20);
  });

  it('CR 707.2: a Clone copying a Clone that copies Geralf\'s Messenger is a Geralf\'s Messenger too (the copied values include the copy effect)', () => {
    const out = ok(
      [bf('geralfs-messenger', 'bob', 'gm'), bf('clone', 'bob', 'c1', { copyOf: 'gm' }), hand('clone', 'alice', 'cl')],
      [cast('alice', 'cl'), resolve, choose('alice', 'c1')],
    );
    expect(permanent(out, 'cl')).toMatchObject({ card: 'geralfs-messenger', tapped: true });
    expect(out.stack[0]).toMatchObject({ kind: 'trigger', source: 'geralfs-messenger', label: 'cl', targets: ['bob'] });
  });

  it('CR 707.2, 107.3: a Clone copying an animated Chimeric Mass is a noncreature Chimeric Mass with no charge counters (the animation is not copied; X is 0)', () => {
    const out = ok(
      [bf('chimeric-mass', 'bob', 'cm', { counters: { charge: 3 } }), hand('clone', 'alice', 'cl')],
      [pass, { type: 'activate', player: 'bob', card: 'cm', ability: 0 }, resolve, cast('alice', 'cl'), resolve, choose('alice', 'cm')],
    );
    expect(permanent(out, 'cm')).toMatchObject({ power: 3, toughness: 3 });
    const cl = permanent(out, 'cl')!;
    expect(cl).toMatchObject({ card: 'chimeric-mass', counters: {} });
    expect(cl.power).toBeUndefined();
  });

  it('CR 704.5j: a Clone copying its controller\'s legend asks the legend rule; copying an opponent\'s legend does not', () => {
    const mine = ok([bf('isamaru-hound-of-konda', 'alice', 'is'), hand('clone', 'alice', 'cl')], [cast('alice', 'cl'), resolve, choose('alice', 'is')]);
    expect(mine.pending).toMatchObject({ kind: 'legend', player: 'alice', options: ['is', 'cl'] });
    const kept = ok([bf('isamaru-hound-of-konda', 'alice', 'is'), hand('clone', 'alice', 'cl')], [cast('alice', 'cl'), resolve, choose('alice', 'is'), choose('alice', 'is')]);
    expect(kept.battlefield.map((p) => p.label)).toEqual(['is']);
    expect(kept.graveyard.alice).toEqual([{ card: 'clone', label: 'cl' }]);
    const theirs = ok([bf('isamaru-hound-of-konda', 'bob', 'is'), hand('clone', 'alice', 'cl')], [cast('alice', 'cl'), resolve, choose('alice', 'is')]);
    expect(theirs.pending).toBeNull();
    expect(theirs.battlefield.map((p) => p.label)).toEqual(['is', 'cl']);
  });

  it('CR 614.12: under Humility a Clone has lost its ability as it would enter: no copy choice, it is a 1/1 Clone', () => {
    const out = ok([bf('humility', 'bob', 'hu'), bf('geralfs-messenger', 'bob', 'gm'), hand('clone', 'alice', 'cl')], [cast('alice', 'cl'), resolve]);
    expect(out.pending).toBeNull();
    expect(permanent(out, 'cl')).toMatchObject({ card: 'clone', tapped: false, power: 1, toughness: 1 });
    expect(events(out, 'enteredAsCopy')).toHaveLength(0);
  });

  it('CR 707.2, 613.1: Humility arriving later leaves the copy effect in place; the Clone stays a Geralf\'s Messenger, now 1/1', () => {
    const out = ok(
      [bf('geralfs-messenger', 'bob', 'gm'), bf('clone', 'alice', 'cl', { copyOf: 'gm' }), hand('humility', 'alice', 'hu')],
      [cast('alice', 'hu'), resolve],
    );
    expect(permanent(out, 'cl')).toMatchObject({ card: 'geralfs-messenger', power: 1, toughness: 1 });
  });

  it('CR 614.12, 702.100a: a Clone entering as a copy of Grizzly Bears is already a 2/2 as it enters, so Cloudfin Raptor evolves', () => {
    const out = ok([bf('cloudfin-raptor', 'alice', 'cr'), bf('grizzly-bears', 'bob', 'gb'), hand('clone', 'alice', 'cl')], [cast('alice', 'cl'), resolve, choose('alice', 'gb'), resolve]);
    expect(events(out, 'triggered')[0]).toMatchObject({ source: 'cloudfin-raptor', label: 'cl' });
    expect(permanent(out, 'cr')!.counters).toEqual({ '+1/+1': 1 });
  });

  it('CR 614.12, 614.1c: a Clone copying Calciderm enters with the four time counters of its copied vanishing', () => {
    const out = ok([bf('calciderm', 'bob', 'ca'), hand('clone', 'alice', 'cl')], [cast('alice', 'cl'), resolve, choose('alice', 'ca')]);
    expect(permanent(out, 'cl')).toMatchObject({ card: 'calciderm', counters: { time: 4 } });
    expect(events(out, 'enteredWithCounters')[0]).toMatchObject({ label: 'cl', counter: 'time', amount: 4 });
  });

  it('CR 707.2: a Clone copying a Forest that Living Lands animates copies a land, which Living Lands animates in turn', () => {
    const out = ok([bf('living-lands', 'bob', 'll'), bf('forest', 'bob', 'f'), hand('clone', 'alice', 'cl')], [cast('alice', 'cl'), resolve, choose('alice', 'f')]);
    expect(permanent(out, 'cl')).toMatchObject({ card: 'forest', printed: 'clone', power: 1, toughness: 1 });
  });

  it('CR 707.2, 603.6d: a setup Clone that copies Meddling Mage has its own chosenName; both names are forbidden', () => {
    const cards = [bf('meddling-mage', 'bob', 'mm', { chosenName: 'fog' }), bf('clone', 'alice', 'cl', { copyOf: 'mm', chosenName: 'lightning-bolt' }), hand('lightning-bolt', 'alice', 'b'), hand('fog', 'alice', 'fg')];
    expect(refused(cards, [cast('alice', 'b', { targets: ['bob'] })])).toMatchObject({ error: 'errors.nameForbidden' });
    expect(refused(cards, [cast('alice', 'fg')])).toMatchObject({ error: 'errors.nameForbidden' });
  });

  it('CR 603.6d, 704.5f: a Clone that copies nothing enters as a 0/0 and dies', () => {
    const out = ok([bf('grizzly-bears', 'bob', 'gb'), hand('clone', 'alice', 'cl')], [cast('alice', 'cl'), resolve, choose('alice', false)]);
    expect(permanent(out, 'cl')).toBeUndefined();
    expect(out.graveyard.alice).toEqual([{ card: 'clone', label: 'cl' }]);
    expect(events(out, 'stateBasedAction')[0]).toMatchObject({ label: 'cl', rule: '704.5f' });
  });

  it('CR 614.12, 603.6d: a Clone copying Meddling Mage names a card of its own; that name is forbidden as well as the original\'s', () => {
    const cards = [bf('meddling-mage', 'bob', 'mm', { chosenName: 'counterspell' }), hand('clone', 'alice', 'cl'), hand('lightning-bolt', 'bob', 'bolt')];
    const asked = ok(cards, [cast('alice', 'cl'), resolve, choose('alice', 'mm')]);
    expect(asked.pending).toMatchObject({ kind: 'name', player: 'alice', card: 'meddling-mage' });
    const r = refused(cards, [cast('alice', 'cl'), resolve, choose('alice', 'mm'), choose('alice', 'lightning-bolt'), pass, cast('bob', 'bolt', { targets: ['alice'] })]);
    expect(r).toMatchObject({ error: 'errors.nameForbidden', action: 5 });
  });

  it('CR 603.6d, 614.12: Sneak Attack putting Clone onto the battlefield asks the copy choice; the copied enters ability triggers and the Clone is sacrificed at the end step', () => {
    const cards = [bf('sneak-attack', 'alice', 'sa'), bf('avalanche-riders', 'bob', 'ar'), bf('island', 'bob', 'isl'), hand('clone', 'alice', 'cl')];
    const asked = ok(cards, [sneak, resolve, choose('alice', 'cl')]);
    expect(asked.pending).toMatchObject({ kind: 'copy', player: 'alice', options: ['ar'] });
    const out = ok(cards, [sneak, resolve, choose('alice', 'cl'), choose('alice', 'ar'), resolve, { type: 'advance', to: 'end' }, resolve]);
    expect(out.graveyard.bob).toEqual([{ card: 'island', label: 'isl' }]);
    expect(out.graveyard.alice).toEqual([{ card: 'clone', label: 'cl' }]);
    expect(events(out, 'sacrificed')[0]).toMatchObject({ label: 'cl', rule: '701.21a' });
  });

  it('CR 603.6d: Sneak Attack putting Meddling Mage onto the battlefield asks its name; an opponent then can\'t cast that spell', () => {
    const cards = [bf('sneak-attack', 'alice', 'sa'), hand('meddling-mage', 'alice', 'mm'), hand('lightning-bolt', 'bob', 'bolt')];
    const out = ok(cards, [sneak, resolve, choose('alice', 'mm'), choose('alice', 'lightning-bolt')]);
    expect(permanent(out, 'mm')).toMatchObject({ chosenName: 'lightning-bolt' });
    expect(refused(cards, [sneak, resolve, choose('alice', 'mm'), choose('alice', 'lightning-bolt'), pass, cast('bob', 'bolt', { targets: ['alice'] })]))
      .toMatchObject({ error: 'errors.nameForbidden' });
  });

  it('CR 601.3: Meddling Mage stops casting only; Sneak Attack may still put a named Clone onto the battlefield', () => {
    const out = ok(
      [bf('meddling-mage', 'bob', 'mm', { chosenName: 'clone' }), bf('sneak-attack', 'alice', 'sa'), bf('grizzly-bears', 'bob', 'gb'), hand('clone', 'alice', 'cl')],
      [sneak, resolve, choose('alice', 'cl'), choose('alice', 'gb')],
    );
    expect(permanent(out, 'cl')).toMatchObject({ card: 'grizzly-bears', printed: 'clone' });
    expect(refused([bf('meddling-mage', 'bob', 'mm', { chosenName: 'clone' }), hand('clone', 'alice', 'cl')], [cast('alice', 'cl')]))
      .toMatchObject({ error: 'errors.nameForbidden', action: 0 });
  });

  it('CR 601.3: in a three-player game Meddling Mage forbids every player, not only its controller\'s opponents', () => {
    const r = refused(
      [bf('meddling-mage', 'bob', 'mm', { chosenName: 'lightning-bolt' }), hand('lightning-bolt', 'carol', 'b')],
      [pass, pass, cast('carol', 'b', { targets: ['alice'] })],
      { players: ['alice', 'bob', 'carol'] },
    );
    expect(r).toMatchObject({ error: 'errors.nameForbidden', action: 2 });
  });

  it('CR 707.10, 601.3: copies are not cast, so storm still copies Grapeshot after a Meddling Mage names it', () => {
    const out = ok(
      [hand('lightning-bolt', 'alice', 'b1'), hand('grapeshot', 'alice', 'gs'), hand('meddling-mage', 'alice', 'mm')],
      [cast('alice', 'b1', { targets: ['bob'] }), resolve, cast('alice', 'gs', { targets: ['bob'] }), { type: 'move', card: 'mm', to: 'battlefield', entersAs: 'grapeshot' }, resolve, auto, resolve, resolve],
    );
    expect(events(out, 'spellCopied')).toHaveLength(1);
    expect(life(out, 'bob')).toBe(20 - 3 - 1 - 1);
  });
});

describe('judge: casting and the stack (601.2, 107.3, 608.2b, 701.6a)', () => {
  it('CR 107.3, 601.2f: Chimeric Mass cast with X = 2 costs {2} and enters with 2 charge counters; X = 3 with two lands can\'t be paid', () => {
    const lands = [bf('island', 'alice', 'i1'), bf('island', 'alice', 'i2'), bf('island', 'alice', 'i3')];
    const out = ok([hand('chimeric-mass', 'alice', 'cm'), ...lands], [cast('alice', 'cm', { x: 2 }), resolve], { freeMana: false });
    expect(permanent(out, 'cm')!.counters).toEqual({ charge: 2 });
    expect(out.battlefield.filter((p) => p.card === 'island' && p.tapped)).toHaveLength(2);
    expect(refused([hand('chimeric-mass', 'alice', 'cm'), ...lands.slice(0, 2)], [cast('alice', 'cm', { x: 3 })], { freeMana: false }))
      .toMatchObject({ error: 'errors.cannotPay', action: 0 });
  });

  it('CR 107.3: a value of X is refused for a spell without {X}, and X must be a whole number, 0 or more', () => {
    expect(refused([hand('lightning-bolt', 'alice', 'b')], [cast('alice', 'b', { x: 3, targets: ['bob'] })])).toMatchObject({ error: 'errors.badX', action: 0 });
    expect(refused([hand('chimeric-mass', 'alice', 'cm')], [cast('alice', 'cm', { x: -1 })])).toMatchObject({ error: 'errors.invalidScenario', action: 0 });
    expect(refused([hand('chimeric-mass', 'alice', 'cm')], [cast('alice', 'cm', { x: 1.5 })])).toMatchObject({ error: 'errors.invalidScenario', action: 0 });
  });

  it('CR 307.1, 601.2: a sorcery can\'t be cast while a spell is on the stack, an instant can', () => {
    const cards = [hand('grapeshot', 'bob', 'gs'), hand('lightning-bolt', 'alice', 'b'), hand('lightning-bolt', 'bob', 'b2')];
    expect(refused(cards, [cast('alice', 'b', { targets: ['bob'] }), pass, cast('bob', 'gs', { targets: ['alice'] })])).toMatchObject({ error: 'errors.sorcerySpeed', action: 2 });
    const out = ok(cards, [cast('alice', 'b', { targets: ['bob'] }), pass, cast('bob', 'b2', { targets: ['alice'] })]);
    expect(out.stack.map((s) => s.label)).toEqual(['b2', 'b']);
  });

  it('CR 608.2b, 400.7: a Lightning Bolt whose creature left (even if it came back) doesn\'t resolve and isn\'t countered', () => {
    const gone = ok(
      [bf('grizzly-bears', 'bob', 'gb'), hand('lightning-bolt', 'alice', 'b'), bf('multanis-presence', 'alice')],
      [cast('alice', 'b', { targets: ['gb'] }), { type: 'destroy', cards: ['gb'] }, resolve],
    );
    expect(events(gone, 'didNotResolve')[0]).toMatchObject({ label: 'b', reason: 'illegalTargets', rule: '608.2b' });
    expect(events(gone, 'countered')).toHaveLength(0);
    // Multani's Presence sees no countered spell.
    expect(events(gone, 'triggered')).toHaveLength(0);
    const back = ok(
      [bf('grizzly-bears', 'bob', 'gb'), hand('lightning-bolt', 'alice', 'b')],
      [cast('alice', 'b', { targets: ['gb'] }), { type: 'bounce', cards: ['gb'] }, { type: 'move', card: 'gb', to: 'battlefield' }, resolve],
    );
    expect(permanent(back, 'gb')).toMatchObject({ power: 2, toughness: 2 });
    expect(events(back, 'didNotResolve')).toHaveLength(1);
  });

  it('CR 701.6a, 603.10e: Counterspell counters Lightning Bolt; Multani\'s Presence draws a card', () => {
    const out = ok(
      [hand('counterspell', 'bob', 'cs'), hand('lightning-bolt', 'alice', 'b'), bf('multanis-presence', 'alice'), lib('island', 'alice')],
      [cast('alice', 'b', { targets: ['bob'] }), pass, cast('bob', 'cs', { targets: ['b'] }), resolve, resolve],
    );
    expect(life(out, 'bob')).toBe(20);
    expect(events(out, 'countered')[0]).toMatchObject({ label: 'b', source: 'counterspell', rule: '701.6a' });
    expect(out.hand.alice).toHaveLength(1);
  });

  it('CR 608.2b: a second Counterspell aimed at an already countered spell doesn\'t resolve', () => {
    const out = ok(
      [hand('counterspell', 'bob', 'cs'), hand('counterspell', 'bob', 'cs2'), hand('lightning-bolt', 'alice', 'b')],
      [cast('alice', 'b', { targets: ['bob'] }), pass, cast('bob', 'cs', { targets: ['b'] }), cast('bob', 'cs2', { targets: ['b'] }), resolve, resolve],
    );
    expect(events(out, 'countered')).toHaveLength(1);
    expect(events(out, 'didNotResolve')[0]).toMatchObject({ label: 'cs', rule: '608.2b' });
  });

  it('CR 101.2, 701.6a: Emrakul can\'t be countered: Counterspell resolves and does nothing, Emrakul stays on the stack and resolves', () => {
    const cards = [hand('counterspell', 'bob', 'cs'), hand('emrakul-the-aeons-torn', 'alice', 'em'), bf('multanis-presence', 'alice'), ...libraries];
    const out = ok(cards, [cast('alice', 'em'), pass, cast('bob', 'cs', { targets: ['em'] }), resolve]);
    // Its cast trigger (an extra turn) waits above it.
    expect(out.stack).toEqual([expect.objectContaining({ kind: 'trigger', label: 'em' }), expect.objectContaining({ kind: 'spell', label: 'em' })]);
    expect(events(out, 'countered')).toHaveLength(0);
    const resolved = ok(cards, [cast('alice', 'em'), pass, cast('bob', 'cs', { targets: ['em'] }), resolve, resolve, resolve]);
    expect(permanent(resolved, 'em')).toMatchObject({ power: 15, toughness: 15 });
  });

  it('CR 702.21a, 701.6a: ward counters a Lightning Bolt unless its controller pays {2}; paying lets it resolve', () => {
    const cards = [bf('waterfall-aerialist', 'bob', 'wa'), hand('lightning-bolt', 'alice', 'b'), bf('multanis-presence', 'alice'), lib('island', 'alice')];
    const asked = ok(cards, [cast('alice', 'b', { targets: ['wa'] }), resolve]);
    expect(asked.pending).toMatchObject({ kind: 'pay', player: 'alice', unless: true, cost: '{2}' });
    const unpaid = ok(cards, [cast('alice', 'b', { targets: ['wa'] }), resolve, choose('alice', false), resolve]);
    expect(events(unpaid, 'countered')[0]).toMatchObject({ label: 'b', reason: 'ward', rule: '701.6a' });
    expect(permanent(unpaid, 'wa')).toBeDefined();
    expect(unpaid.hand.alice).toHaveLength(1); // Multani's Presence: the Bolt was countered
    const paid = ok(cards, [cast('alice', 'b', { targets: ['wa'] }), resolve, choose('alice', true), resolve]);
    expect(permanent(paid, 'wa')).toBeUndefined();
  });
});
