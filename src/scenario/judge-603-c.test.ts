// Judge rulings for CR 603 (triggered abilities), part 3: delayed triggers, malformed answers and mixed
// interactions, each played as a scenario through the runner, as the acceptance suite does. Each test names
// the rule(s) it checks.
import { describe, expect, it } from 'vitest';
import { attempt, bf, events, gy, hand, labels, lib, life, onBattlefield, run, triggers } from '../test/scenarios';

describe('judge 603: delayed triggers, answers and interactions', () => {
  it('CR 603.7a: Sneak Attack: the creature put onto the battlefield is sacrificed at the beginning of the next end step', () => {
    const out = run([bf('sneak-attack', 'alice', 'sa'), hand('grizzly-bears', 'alice', 'g')], [
      { type: 'activate', player: 'alice', card: 'sa', ability: 0 }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' }, { type: 'advance', to: 'end' }, { type: 'resolve' },
    ]);
    expect(events(out, 'delayedTriggerCreated')).toMatchObject([{ rule: '603.7a' }]);
    expect(triggers(out, 'sa')).toMatchObject([{ reason: 'delayed', rule: '603.7' }]);
    expect(labels(out.graveyard.alice)).toEqual(['g']);
  });

  it('CR 603.7c, 400.7: Sneak Attack: a creature that left and came back is a new object; the delayed trigger does not sacrifice it', () => {
    const out = run([bf('sneak-attack', 'alice', 'sa'), hand('grizzly-bears', 'alice', 'g')], [
      { type: 'activate', player: 'alice', card: 'sa', ability: 0 }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' },
      { type: 'bounce', cards: ['g'] }, { type: 'move', card: 'g', to: 'battlefield' }, { type: 'advance', to: 'end' }, { type: 'resolve' },
    ]);
    expect(onBattlefield(out)).toContain('g');
    expect(events(out, 'effectFailed')).toMatchObject([{ rule: '603.7c' }]);
  });

  it('CR 603.7b: Howl of the Horde copies only the next instant or sorcery spell; a later one is not copied', () => {
    const out = run([hand('howl-of-the-horde', 'alice', 'h'), hand('lightning-bolt', 'alice', 'lb'), hand('lightning-bolt', 'alice', 'lb2')], [
      { type: 'cast', player: 'alice', card: 'h' }, { type: 'resolve' }, { type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] },
      { type: 'resolve' }, { type: 'auto' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'cast', player: 'alice', card: 'lb2', targets: ['bob'] }, { type: 'resolve' },
    ]);
    expect(events(out, 'spellCopied')).toHaveLength(1);
    expect(life(out, 'bob')).toBe(11);
  });

  it('CR 603.7a: Howl of the Horde\'s delayed trigger ends unused at the end of the turn', () => {
    const out = run([hand('howl-of-the-horde', 'alice', 'h'), hand('lightning-bolt', 'alice', 'lb'), lib('plains', 'alice'), lib('plains', 'bob')], [
      { type: 'cast', player: 'alice', card: 'h' }, { type: 'resolve' }, { type: 'advance', to: 'upkeep' }, { type: 'pass' }, { type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] },
    ]);
    expect(events(out, 'delayedTriggerEnded')).toHaveLength(1);
    expect(out.stack).toHaveLength(1);
  });

  it('CR 603.7f: rebound: Staggershock is exiled and cast again at its owner\'s next upkeep, not the opponent\'s', () => {
    const libs = [lib('plains', 'alice'), lib('plains', 'alice'), lib('plains', 'bob'), lib('plains', 'bob')];
    const bobs = run([hand('staggershock', 'alice', 'ss'), ...libs], [{ type: 'cast', player: 'alice', card: 'ss', targets: ['bob'] }, { type: 'resolve' }, { type: 'advance', to: 'upkeep' }]);
    expect(bobs.active).toBe('bob');
    expect(bobs.stack).toEqual([]);
    const out = run([hand('staggershock', 'alice', 'ss'), ...libs], [
      { type: 'cast', player: 'alice', card: 'ss', targets: ['bob'] }, { type: 'resolve' }, { type: 'advance', to: 'upkeep' }, { type: 'advance', to: 'upkeep' }, { type: 'resolve' },
      { type: 'choose', player: 'alice', answer: true }, { type: 'choose', player: 'alice', answer: ['bob'] }, { type: 'resolve' },
    ]);
    expect(out.active).toBe('alice');
    expect(life(out, 'bob')).toBe(16);
    expect(labels(out.graveyard.alice)).toEqual(['ss']);
  });

  // ---- 603.2g ----
  it('CR 603.2g: Fog prevents Thieving Magpie\'s combat damage, so "deals damage to an opponent" does not trigger', () => {
    const out = run([bf('thieving-magpie', 'alice', 'tm'), hand('fog', 'bob', 'f'), lib('plains', 'alice')], [
      { type: 'attack', attackers: [{ card: 'tm', target: 'bob' }] }, { type: 'pass' }, { type: 'cast', player: 'bob', card: 'f' }, { type: 'resolve' }, { type: 'advance', to: 'combatDamage' },
    ]);
    expect(triggers(out, 'tm')).toHaveLength(0);
    expect(labels(out.hand.alice)).toEqual([]);
    const hit = run([bf('thieving-magpie', 'alice', 'tm'), lib('plains', 'alice')], [{ type: 'attack', attackers: [{ card: 'tm', target: 'bob' }] }, { type: 'advance', to: 'combatDamage' }, { type: 'resolve' }]);
    expect(triggers(hit, 'tm')).toHaveLength(1);
    expect(life(hit, 'bob')).toBe(19);
  });

  // ---- malformed answers in this area ----
  it('refuses a malformed order answer with a clear error and leaves the choice pending (CR 603.3b)', () => {
    const cards = [bf('blood-artist', 'alice', 'ba1'), bf('blood-artist', 'alice', 'ba2'), bf('grizzly-bears', 'bob', 'g')];
    const missing = attempt(cards, [{ type: 'destroy', cards: ['g'] }, { type: 'choose', player: 'alice', answer: ['ba1'] }]);
    expect(missing).toMatchObject({ ok: false, error: 'errors.badOrder', action: 1 });
    const twice = attempt(cards, [{ type: 'destroy', cards: ['g'] }, { type: 'choose', player: 'alice', answer: ['ba1', 'ba1'] }]);
    expect(twice).toMatchObject({ ok: false, error: 'errors.badOrder', action: 1 });
    const wrongPlayer = attempt(cards, [{ type: 'destroy', cards: ['g'] }, { type: 'choose', player: 'bob', answer: ['ba1', 'ba2'] }]);
    expect(wrongPlayer).toMatchObject({ ok: false, action: 1 });
    const byLabel = run(cards, [{ type: 'destroy', cards: ['g'] }, { type: 'choose', player: 'alice', answer: ['ba2', 'ba1'] }]);
    expect(byLabel.pending).toMatchObject({ kind: 'target' });
  });

  it('refuses an illegal target for a trigger, a "may" answered with a number, and a choice when nothing is pending', () => {
    const chupa = [hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob', 'g'), bf('grizzly-bears', 'bob', 'g2'), bf('grizzly-bears', 'alice', 'mine')];
    const own = attempt(chupa, [{ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'mine' }]);
    expect(own).toMatchObject({ ok: false, error: 'errors.illegalTarget', action: 2 });
    const may = attempt([bf('souls-attendant', 'alice', 'sa'), hand('grizzly-bears', 'alice', 'g')], [
      { type: 'cast', player: 'alice', card: 'g' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 3 },
    ]);
    expect(may).toMatchObject({ ok: false, error: 'errors.badYesNo', action: 3 });
    const nothing = attempt([], [{ type: 'choose', player: 'alice', answer: true }]);
    expect(nothing).toMatchObject({ ok: false, error: 'errors.nothingToChoose', action: 0 });
  });

  it('CR 603.3c: a mode may be answered as a list of one (`[1]`, like the other one-answer choices); a list of two is refused', () => {
    const out = run([hand('charming-prince', 'alice', 'cp')], [{ type: 'cast', player: 'alice', card: 'cp' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: [1] }, { type: 'resolve' }]);
    expect(life(out, 'alice')).toBe(23);
    const two = attempt([hand('charming-prince', 'alice', 'cp')], [{ type: 'cast', player: 'alice', card: 'cp' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: [0, 1] }]);
    expect(two).toMatchObject({ ok: false, error: 'errors.illegalChoice', params: { choice: '[0,1]' }, action: 2 });
  });

  // ---- a "when you cast" trigger: Emrakul's extra turn (CR 603.2, 500.7) ----
  it('CR 603.2, 500.7: Emrakul\'s "when you cast this spell" triggers on the stack above it; its controller takes the next turn, then play goes on in turn order', () => {
    const libs = ['alice', 'alice', 'alice', 'bob', 'bob', 'carol', 'carol'].map((p) => lib('plains', p));
    const cast = run([hand('emrakul-the-aeons-torn', 'alice', 'e'), ...libs], [{ type: 'cast', player: 'alice', card: 'e' }], { players: ['alice', 'bob', 'carol'] });
    expect(cast.stack.map((s) => s.kind)).toEqual(['trigger', 'spell']);
    const extra = run([hand('emrakul-the-aeons-torn', 'alice', 'e'), ...libs], [
      { type: 'cast', player: 'alice', card: 'e' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'advance', to: 'main1' },
    ], { players: ['alice', 'bob', 'carol'] });
    expect(events(extra, 'extraTurnAdded')).toMatchObject([{ player: 'alice', rule: '500.7' }]);
    expect(extra).toMatchObject({ turn: 2, active: 'alice' });
    const after = run([hand('emrakul-the-aeons-torn', 'alice', 'e'), ...libs], [
      { type: 'cast', player: 'alice', card: 'e' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'advance', to: 'main1' }, { type: 'advance', to: 'main1' },
    ], { players: ['alice', 'bob', 'carol'] });
    expect(after).toMatchObject({ turn: 3, active: 'bob' });
  });

  it('CR 603.2, 500.7: countering Emrakul fails, and its cast trigger still gives the extra turn; a player who left the game takes no extra turn', () => {
    const libs = ['alice', 'alice', 'bob', 'bob', 'carol', 'carol'].map((p) => lib('plains', p));
    const out = run([hand('emrakul-the-aeons-torn', 'alice', 'e'), hand('counterspell', 'bob', 'cs'), ...libs], [
      { type: 'cast', player: 'alice', card: 'e' }, { type: 'pass' }, { type: 'cast', player: 'bob', card: 'cs', targets: ['e'] }, { type: 'resolve' }, { type: 'resolve' }, { type: 'resolve' },
    ], { players: ['alice', 'bob', 'carol'] });
    expect(onBattlefield(out)).toEqual(['e']);
    expect(events(out, 'extraTurnAdded')).toHaveLength(1);
    const left = run([hand('emrakul-the-aeons-torn', 'alice', 'e'), ...libs], [
      { type: 'cast', player: 'alice', card: 'e' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'lose', player: 'alice' }, { type: 'advance', to: 'main1' },
    ], { players: ['alice', 'bob', 'carol'] });
    expect(left).toMatchObject({ turn: 2, active: 'bob' });
  });

  // ---- more interactions ----
  it('CR 603.2h, 603.2d: Panharmonicon can\'t make "triggers only once each turn" trigger twice', () => {
    const out = run([bf('welcoming-vampire', 'alice', 'wv'), bf('panharmonicon', 'alice', 'p'), gy('grizzly-bears', 'alice', 'g1'), lib('plains', 'alice'), lib('plains', 'alice')], [
      { type: 'move', card: 'g1', to: 'battlefield' },
    ]);
    expect(triggers(out, 'wv')).toHaveLength(1);
    expect(out.stack).toHaveLength(1);
  });

  it('CR 603.2d: Panharmonicon does not double a "dies" trigger; Teysa doubles each of two Kalastria Highborns seeing both die (8 triggers)', () => {
    const pan = run([bf('blood-artist', 'alice', 'ba'), bf('panharmonicon', 'alice', 'p'), bf('grizzly-bears', 'alice', 'g1')], [{ type: 'destroy', cards: ['g1'] }]);
    expect(triggers(pan, 'ba')).toHaveLength(1);
    const teysa = run([bf('teysa-karlov', 'alice', 't'), bf('kalastria-highborn', 'alice', 'k1'), bf('kalastria-highborn', 'alice', 'k2')], [{ type: 'destroy', cards: ['k1', 'k2'] }]);
    expect(triggers(teysa)).toHaveLength(8);
    expect(teysa.pending).toMatchObject({ kind: 'order', player: 'alice' });
  });

  it('CR 603.7a, 603.6a: Charming Prince exiles a creature; at the next end step it returns and Soul\'s Attendant sees it enter', () => {
    const out = run([hand('charming-prince', 'alice', 'cp'), bf('grizzly-bears', 'alice', 'g'), bf('souls-attendant', 'alice', 'sa')], [
      { type: 'cast', player: 'alice', card: 'cp' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: ['sa', 'cp'] }, { type: 'choose', player: 'alice', answer: 2 },
      { type: 'choose', player: 'alice', answer: 'g' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: false },
      { type: 'advance', to: 'end' }, { type: 'resolve' },
    ]);
    expect(onBattlefield(out)).toContain('g');
    expect(out.step).toBe('end');
    expect(triggers(out, 'sa').map((e) => e.label)).toEqual(['cp', 'g']);
  });

  it('CR 603.7c, 603.6e: Gift of Immortality\'s delayed trigger finds no creature to attach to (it left again): the Aura stays in the graveyard', () => {
    const out = run([bf('gift-of-immortality', 'alice', 'gi', { attachedTo: 'g' }), bf('grizzly-bears', 'alice', 'g')], [
      { type: 'destroy', cards: ['g'] }, { type: 'resolve' }, { type: 'exile', cards: ['g'] }, { type: 'advance', to: 'end' }, { type: 'resolve' },
    ]);
    expect(labels(out.graveyard.alice)).toEqual(['gi']);
    expect(out.battlefield).toEqual([]);
    expect(events(out, 'effectFailed')).toHaveLength(1);
  });

  it('CR 603.8, 613.1f: Dandân under Humility has no state trigger: losing the last Island does nothing', () => {
    const out = run([bf('dandan', 'alice', 'd'), bf('island', 'alice', 'i'), bf('humility', 'bob', 'h')], [{ type: 'destroy', cards: ['i'] }]);
    expect(triggers(out)).toHaveLength(0);
    expect(onBattlefield(out)).toContain('d');
  });

  it('CR 603.6a, 702.26d: a creature phasing in does not enter the battlefield (no Soul\'s Attendant trigger); phasing out is not dying (no Blood Artist trigger)', () => {
    const out = run([bf('souls-attendant', 'alice', 'sa'), bf('grizzly-bears', 'alice', 'g'), bf('blood-artist', 'alice', 'ba')], [{ type: 'phase', cards: ['g'] }, { type: 'phase', cards: ['g'] }]);
    expect(triggers(out)).toHaveLength(0);
    expect(events(out, 'notTriggered')).toMatchObject([{ reason: 'phasedIn', sourceLabel: 'sa' }]);
  });

  it('CR 603.2e, 603.3a: Pooling Venom triggers when the enchanted land is tapped for mana; the Aura\'s controller controls the trigger', () => {
    const out = run([bf('pooling-venom', 'bob', 'pv', { attachedTo: 's' }), bf('swamp', 'alice', 's')], [{ type: 'activate', player: 'alice', card: 's', ability: 0 }, { type: 'resolve' }]);
    expect(triggers(out, 'pv')).toMatchObject([{ player: 'bob', rule: '603.2e' }]);
    expect(life(out, 'alice')).toBe(18);
  });

  it('CR 603.3a: Soul\'s Attendant under an opponent\'s control: the new controller controls its trigger, even for its owner\'s creature', () => {
    const out = run([bf('souls-attendant', 'alice', 'sa'), gy('grizzly-bears', 'alice', 'g')], [{ type: 'control', card: 'sa', player: 'bob' }, { type: 'move', card: 'g', to: 'battlefield' }, { type: 'resolve' }, { type: 'choose', player: 'bob', answer: true }]);
    expect(triggers(out, 'sa')).toMatchObject([{ player: 'bob' }]);
    expect(life(out, 'bob')).toBe(21);
    expect(life(out, 'alice')).toBe(20);
  });

  it('CR 603.3b: the active player\'s single trigger goes on the stack first; the nonactive player then orders their two', () => {
    const out = run([bf('blood-artist', 'alice', 'a'), bf('blood-artist', 'bob', 'b1'), bf('blood-artist', 'bob', 'b2'), bf('grizzly-bears', 'alice', 'g')], [
      { type: 'destroy', cards: ['g'] }, { type: 'choose', player: 'alice', answer: 'bob' },
    ]);
    expect(out.stack).toMatchObject([{ controller: 'alice', targets: ['bob'] }]);
    expect(out.pending).toMatchObject({ kind: 'order', player: 'bob' });
    const ordered = run([bf('blood-artist', 'alice', 'a'), bf('blood-artist', 'bob', 'b1'), bf('blood-artist', 'bob', 'b2'), bf('grizzly-bears', 'alice', 'g')], [
      { type: 'destroy', cards: ['g'] }, { type: 'choose', player: 'alice', answer: 'bob' }, { type: 'choose', player: 'bob', answer: ['b2', 'b1'] }, { type: 'auto' },
    ]);
    expect(ordered.stack.map((s) => s.label)).toEqual(['b1', 'b2', 'a']);
  });

  it('CR 603.9, 704.5a: two players of a four-player game losing at once trigger Blood Tyrant twice (4 + 5 + 5 counters)', () => {
    const libs = ['alice', 'bob', 'carol', 'dave'].flatMap((p) => [lib('plains', p), lib('plains', p)]);
    const out = run([bf('blood-tyrant', 'alice', 'bt'), ...libs], [
      { type: 'advance', to: 'upkeep' }, { type: 'resolve' }, { type: 'auto' }, { type: 'resolve' }, { type: 'resolve' },
    ], { players: ['alice', 'bob', 'carol', 'dave'], life: { bob: 1, carol: 1 }, step: 'cleanup', active: 'dave' });
    expect(triggers(out, 'bt').filter((e) => e.rule === '603.9')).toHaveLength(2);
    expect(out.battlefield.find((c) => c.label === 'bt')?.counters).toEqual({ '+1/+1': 14 });
    expect(out.winner).toBeNull();
  });

  it('CR 603.3, 800.4a: a player who concedes takes their triggered ability off the stack with them', () => {
    const out = run([bf('blood-artist', 'carol', 'c'), bf('grizzly-bears', 'alice', 'g')], [
      { type: 'destroy', cards: ['g'] }, { type: 'choose', player: 'carol', answer: 'alice' }, { type: 'lose', player: 'carol' },
    ], { players: ['alice', 'bob', 'carol'] });
    expect(out.stack).toEqual([]);
    expect(life(out, 'alice')).toBe(20);
  });

  it('CR 603.10a, 603.10d: Duplicity leaving the battlefield is also losing control of it: the trigger goes on the stack', () => {
    const out = run([bf('duplicity', 'alice', 'd')], [{ type: 'destroy', cards: ['d'] }]);
    expect(triggers(out, 'd')).toMatchObject([{ player: 'alice', reason: 'lookBack' }]);
    expect(out.stack).toMatchObject([{ source: 'duplicity', controller: 'alice' }]);
  });

  it('CR 603.12, 608.2h: the reflexive damage uses the sacrificed creature\'s power as it last existed (+1/+1 counters included)', () => {
    const out = run([hand('heart-piercer-manticore', 'alice', 'hm'), bf('grizzly-bears', 'alice', 'g', { counters: { '+1/+1': 2 } })], [
      { type: 'cast', player: 'alice', card: 'hm' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' }, { type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' },
    ]);
    expect(life(out, 'bob')).toBe(16);
  });
});
