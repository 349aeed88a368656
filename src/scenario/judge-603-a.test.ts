// Judge rulings for CR 603 (triggered abilities), part 1: events, additional times, once each turn, APNAP, modes and targets.
// Each is played as a scenario through the runner, as the acceptance suite does. Each test names the rule(s) it checks.
import { describe, expect, it } from 'vitest';
import { attempt, bf, events, gy, hand, labels, lib, life, onBattlefield, run, triggers } from '../test/scenarios';

describe('judge 603: triggered abilities', () => {
  // ---- 603.2c, 603.10a, 603.3b ----
  it('CR 603.2c, 603.10a: Wrath of God kills three Blood Artists in a three-player game: each Blood Artist sees all three die (9 triggers)', () => {
    const out = run(
      [bf('blood-artist', 'alice', 'a'), bf('blood-artist', 'bob', 'b'), bf('blood-artist', 'carol', 'c'), hand('wrath-of-god', 'alice', 'w')],
      [{ type: 'cast', player: 'alice', card: 'w' }, { type: 'resolve' }],
      { players: ['alice', 'bob', 'carol'] },
    );
    const t = triggers(out);
    expect(t).toHaveLength(9);
    expect(t.every((e) => e.rule === '603.10a' && e.reason === 'lookBack')).toBe(true);
    for (const source of ['a', 'b', 'c']) expect(triggers(out, source).map((e) => e.label).sort()).toEqual(['a', 'b', 'c']);
    // Alice, the active player, orders her three first (603.3b).
    expect(out.pending).toMatchObject({ kind: 'order', player: 'alice' });
  });

  it('CR 603.3b: three players, Bob active: Bob\'s trigger goes on the stack first, then Carol\'s, then Alice\'s on top (APNAP)', () => {
    const out = run(
      [bf('blood-artist', 'alice', 'a'), bf('blood-artist', 'bob', 'b'), bf('blood-artist', 'carol', 'c'), bf('grizzly-bears', 'dave', 'g')],
      [{ type: 'destroy', cards: ['g'] }, { type: 'auto' }],
      { players: ['alice', 'bob', 'carol', 'dave'], active: 'bob' },
    );
    expect(out.stack.map((s) => s.controller)).toEqual(['alice', 'carol', 'bob']);
    expect(out.priority).toBe('bob');
  });

  it('CR 603.3b: four players, Carol active: top of the stack is the last player in turn order after her (Bob), the bottom is Carol', () => {
    const out = run(
      [bf('blood-artist', 'alice', 'a'), bf('blood-artist', 'bob', 'b'), bf('blood-artist', 'carol', 'c'), bf('blood-artist', 'dave', 'd'), bf('grizzly-bears', 'alice', 'g')],
      [{ type: 'destroy', cards: ['g'] }, { type: 'auto' }],
      { players: ['alice', 'bob', 'carol', 'dave'], active: 'carol' },
    );
    expect(out.stack.map((s) => s.controller)).toEqual(['bob', 'alice', 'dave', 'carol']);
  });

  it('CR 603.3b: the active player is asked first, and only about their own triggers', () => {
    const out = run(
      [bf('blood-artist', 'alice', 'a'), bf('blood-artist', 'bob', 'b'), bf('grizzly-bears', 'carol', 'g')],
      [{ type: 'destroy', cards: ['g'] }],
      { players: ['alice', 'bob', 'carol'], active: 'bob' },
    );
    expect(out.pending).toMatchObject({ kind: 'target', player: 'bob' });
    expect(out.pending && 'options' in out.pending && out.pending.options).toEqual(['alice', 'bob', 'carol']);
  });

  // ---- 603.6a ----
  it('CR 603.6a: Soul\'s Attendant entering together with Grizzly Bears sees the Bears enter, but not itself ("another")', () => {
    const out = run([gy('souls-attendant', 'alice', 'sa'), gy('grizzly-bears', 'alice', 'g')], [{ type: 'move', cards: ['sa', 'g'], to: 'battlefield' }]);
    expect(triggers(out, 'sa').map((e) => e.label)).toEqual(['g']);
    expect(out.stack).toHaveLength(1);
  });

  it('CR 603.5: Soul\'s Attendant\'s "you may gain 1 life" is asked on resolution; declining gains nothing', () => {
    const out = run(
      [bf('souls-attendant', 'alice', 'sa'), hand('grizzly-bears', 'alice', 'g')],
      [{ type: 'cast', player: 'alice', card: 'g' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: false }],
    );
    expect(life(out, 'alice')).toBe(20);
    expect(events(out, 'mayDeclined')).toHaveLength(1);
  });

  // ---- 603.2d ----
  it('CR 603.2d: Panharmonicon makes Soul\'s Attendant trigger an additional time; an opponent\'s Panharmonicon does not', () => {
    const mine = run(
      [bf('souls-attendant', 'alice', 'sa'), bf('panharmonicon', 'alice', 'p'), hand('grizzly-bears', 'alice', 'g')],
      [{ type: 'cast', player: 'alice', card: 'g' }, { type: 'resolve' }],
    );
    expect(triggers(mine, 'sa')).toHaveLength(2);
    expect(triggers(mine, 'sa').filter((e) => e.rule === '603.2d')).toHaveLength(1);
    const theirs = run(
      [bf('souls-attendant', 'alice', 'sa'), bf('panharmonicon', 'bob', 'p'), hand('grizzly-bears', 'alice', 'g')],
      [{ type: 'cast', player: 'alice', card: 'g' }, { type: 'resolve' }],
    );
    expect(triggers(theirs, 'sa')).toHaveLength(1);
  });

  it('CR 603.2d: Teysa Karlov doubles Blood Artist\'s death trigger for its controller only', () => {
    const mine = run([bf('teysa-karlov', 'alice', 't'), bf('blood-artist', 'alice', 'ba'), bf('grizzly-bears', 'bob', 'g')], [{ type: 'destroy', cards: ['g'] }, { type: 'auto' }, { type: 'resolve' }, { type: 'resolve' }]);
    expect(triggers(mine, 'ba')).toHaveLength(2);
    expect(life(mine, 'alice') + life(mine, 'bob')).toBe(40);
    expect(life(mine, 'alice')).toBe(20); // auto targets alice herself: -1 +1, twice
    const theirs = run([bf('teysa-karlov', 'alice', 't'), bf('blood-artist', 'bob', 'ba'), bf('grizzly-bears', 'bob', 'g')], [{ type: 'destroy', cards: ['g'] }]);
    expect(triggers(theirs, 'ba')).toHaveLength(1);
  });

  // ---- 603.2e ----
  it('CR 603.2e: Verity Circle triggers when an opponent\'s untapped creature becomes tapped, not for an already tapped one, nor its controller\'s own', () => {
    const out = run(
      [bf('verity-circle', 'alice', 'v'), bf('grizzly-bears', 'bob', 'gb'), bf('grizzly-bears', 'bob', 'gt', { tapped: true }), bf('grizzly-bears', 'alice', 'ga')],
      [{ type: 'tap', cards: ['gb', 'gt', 'ga'] }],
    );
    expect(triggers(out, 'v').map((e) => e.label)).toEqual(['gb']);
    expect(triggers(out, 'v')[0]!.rule).toBe('603.2e');
  });

  it('CR 603.2e, 603.6d: a permanent that enters tapped never "becomes tapped"', () => {
    const out = run([bf('verity-circle', 'alice', 'v'), hand('grizzly-bears', 'bob', 'gb')], [
      { type: 'move', card: 'gb', to: 'battlefield', tapped: true },
    ]);
    expect(triggers(out)).toHaveLength(0);
    expect(out.battlefield.find((c) => c.label === 'gb')?.tapped).toBe(true);
  });

  // ---- 603.4 ----
  it('CR 603.4: Felidar Sovereign does not trigger below 40 life (logged notTriggered)', () => {
    const out = run([bf('felidar-sovereign', 'alice', 'f')], [{ type: 'advance', to: 'upkeep' }], { life: { alice: 39 }, step: 'cleanup', active: 'bob' });
    expect(triggers(out, 'f')).toHaveLength(0);
    expect(events(out, 'notTriggered')).toMatchObject([{ reason: 'interveningIf', rule: '603.4' }]);
  });

  it('CR 603.4: Felidar Sovereign triggers at 40 but does nothing if its controller is below 40 on resolution', () => {
    const out = run([bf('felidar-sovereign', 'alice', 'f')], [{ type: 'advance', to: 'upkeep' }, { type: 'life', player: 'alice', amount: -1 }, { type: 'resolve' }], {
      life: { alice: 40 }, step: 'cleanup', active: 'bob',
    });
    expect(out.winner).toBeNull();
    expect(events(out, 'conditionFalse')).toHaveLength(1);
  });

  it('CR 603.4: Felidar Sovereign still at 40 on resolution wins the game', () => {
    const out = run([bf('felidar-sovereign', 'alice', 'f')], [{ type: 'advance', to: 'upkeep' }, { type: 'resolve' }], { life: { alice: 40 }, step: 'cleanup', active: 'bob' });
    expect(out.winner).toBe('alice');
  });

  // ---- 603.5 ----
  it('CR 603.5: Rhystic Study: the opponent who cast the spell pays {1}, so its controller gets no "may" question and draws nothing', () => {
    const out = run(
      [bf('rhystic-study', 'alice', 'r'), hand('lightning-bolt', 'bob', 'lb'), bf('mountain', 'bob', 'm1'), bf('mountain', 'bob', 'm2'), lib('plains', 'alice', 'p1')],
      [{ type: 'pass' }, { type: 'cast', player: 'bob', card: 'lb', targets: ['alice'] }, { type: 'resolve' }, { type: 'choose', player: 'bob', answer: true }],
      { freeMana: false },
    );
    expect(labels(out.hand.alice)).toEqual([]);
    expect(events(out, 'costPaid')).toMatchObject([{ player: 'bob', reason: 'unless' }]);
    expect(out.stack.map((s) => s.source)).toEqual(['lightning-bolt']);
  });

  it('CR 603.5: Rhystic Study: an opponent who can\'t pay is not asked; the controller then chooses whether to draw', () => {
    const out = run(
      [bf('rhystic-study', 'alice', 'r'), hand('lightning-bolt', 'bob', 'lb'), bf('mountain', 'bob', 'm1'), lib('plains', 'alice', 'p1')],
      [{ type: 'pass' }, { type: 'cast', player: 'bob', card: 'lb', targets: ['alice'] }, { type: 'resolve' }],
      { freeMana: false },
    );
    expect(out.pending).toMatchObject({ kind: 'may', player: 'alice' });
    const drawn = run(
      [bf('rhystic-study', 'alice', 'r'), hand('lightning-bolt', 'bob', 'lb'), bf('mountain', 'bob', 'm1'), lib('plains', 'alice', 'p1')],
      [{ type: 'pass' }, { type: 'cast', player: 'bob', card: 'lb', targets: ['alice'] }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: true }],
      { freeMana: false },
    );
    expect(labels(drawn.hand.alice)).toEqual(['p1']);
  });

  it('CR 603.2: Rhystic Study does not trigger on its controller\'s own spell', () => {
    const out = run([bf('rhystic-study', 'alice', 'r'), hand('lightning-bolt', 'alice', 'lb'), lib('plains', 'alice')], [{ type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] }]);
    expect(triggers(out)).toHaveLength(0);
  });

  it('CR 603.5, 603.10a: Kalastria Highborn dies: its controller may pay {B} with an untapped Swamp; paying drains 2', () => {
    const out = run(
      [bf('kalastria-highborn', 'alice', 'k'), bf('swamp', 'alice', 's')],
      [{ type: 'destroy', cards: ['k'] }, { type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: true }],
      { freeMana: false },
    );
    expect(life(out, 'bob')).toBe(18);
    expect(life(out, 'alice')).toBe(22);
    expect(out.battlefield.find((c) => c.label === 's')?.tapped).toBe(true);
  });

  it('CR 603.5: Kalastria Highborn with no way to pay {B}: the ability resolves and does nothing (costNotPaid, no question)', () => {
    const out = run([bf('kalastria-highborn', 'alice', 'k')], [{ type: 'destroy', cards: ['k'] }, { type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' }], { freeMana: false });
    expect(out.pending).toBeNull();
    expect(life(out, 'bob')).toBe(20);
    expect(events(out, 'costNotPaid')).toHaveLength(1);
  });

  it('CR 603.2: Kalastria Highborn does not see an opponent\'s Vampire die ("another Vampire you control")', () => {
    const out = run([bf('kalastria-highborn', 'alice', 'k'), bf('blood-artist', 'bob', 'ba')], [{ type: 'destroy', cards: ['ba'] }]);
    expect(triggers(out, 'k')).toHaveLength(0);
    expect(triggers(out, 'ba')).toHaveLength(1);
  });

  // ---- 603.3c, 603.3d ----
  it('CR 603.3d: Ravenous Chupacabra with no creature an opponent controls: the trigger is removed; with one, it is targeted automatically', () => {
    const none = run([hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'alice', 'g')], [{ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }]);
    expect(events(none, 'triggerRemoved')).toMatchObject([{ reason: 'noLegalTarget', rule: '603.3d' }]);
    expect(onBattlefield(none)).toContain('g');
    const one = run([hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob', 'g')], [{ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }, { type: 'resolve' }]);
    expect(labels(one.graveyard.bob)).toEqual(['g']);
  });

  it('CR 603.3c, 603.3d: Charming Prince: the mode needing "another target creature you own" can\'t be chosen without one', () => {
    const out = run([hand('charming-prince', 'alice', 'cp')], [{ type: 'cast', player: 'alice', card: 'cp' }, { type: 'resolve' }]);
    expect(out.pending).toMatchObject({ kind: 'mode', player: 'alice', options: [0, 1] });
    const refused = attempt([hand('charming-prince', 'alice', 'cp')], [{ type: 'cast', player: 'alice', card: 'cp' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 2 }]);
    expect(refused).toMatchObject({ ok: false, error: 'errors.illegalChoice', action: 2 });
  });

  it('CR 603.3c: Charming Prince\'s mode is chosen as the trigger goes on the stack; "gain 3 life" resolves', () => {
    const out = run([hand('charming-prince', 'alice', 'cp')], [{ type: 'cast', player: 'alice', card: 'cp' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 1 }, { type: 'resolve' }]);
    expect(life(out, 'alice')).toBe(23);
  });

  // ---- 603.8 ----
  it('CR 603.8: Dandân\'s state trigger triggers once and does not trigger again while it is on the stack', () => {
    const out = run([bf('dandan', 'alice', 'd'), bf('island', 'alice', 'i')], [{ type: 'destroy', cards: ['i'] }, { type: 'pass' }]);
    expect(triggers(out, 'd')).toHaveLength(1);
    expect(triggers(out, 'd')[0]!.rule).toBe('603.8');
    expect(out.stack).toHaveLength(1);
  });

  it('CR 603.8: Dandân is sacrificed even if an Island came back before its trigger resolves (no intervening "if")', () => {
    const out = run([bf('dandan', 'alice', 'd'), bf('island', 'alice', 'i'), gy('island', 'alice', 'i2')], [
      { type: 'destroy', cards: ['i'] }, { type: 'move', card: 'i2', to: 'battlefield' }, { type: 'resolve' },
    ]);
    expect(labels(out.graveyard.alice)).toContain('d');
  });

  // ---- 603.9 ----
  it('CR 603.9: Blood Tyrant gets five counters when a player of a three-player game concedes', () => {
    const out = run([bf('blood-tyrant', 'alice', 'bt')], [{ type: 'lose', player: 'carol' }, { type: 'resolve' }], { players: ['alice', 'bob', 'carol'] });
    expect(triggers(out, 'bt')[0]!.rule).toBe('603.9');
    expect(out.battlefield.find((c) => c.label === 'bt')?.counters).toEqual({ '+1/+1': 5 });
  });

  // ---- 603.2d with look-back, 603.6a ----
  it('CR 603.2d, 603.10a: Teysa Karlov dying in the same Wrath as Blood Artist still doubles the death triggers (looking back)', () => {
    const out = run([bf('teysa-karlov', 'alice', 't'), bf('blood-artist', 'alice', 'ba'), hand('wrath-of-god', 'alice', 'w')], [{ type: 'cast', player: 'alice', card: 'w' }, { type: 'resolve' }]);
    expect(triggers(out, 'ba')).toHaveLength(4);
    expect(triggers(out, 'ba').filter((e) => e.rule === '603.2d')).toHaveLength(2);
  });

  it('CR 603.2d, 603.6a: Panharmonicon entering at the same time as a creature already doubles the triggers of that entering', () => {
    const out = run([gy('panharmonicon', 'alice', 'p'), gy('grizzly-bears', 'alice', 'g'), bf('souls-attendant', 'alice', 'sa')], [{ type: 'move', cards: ['p', 'g'], to: 'battlefield' }]);
    // Soul's Attendant sees only the Bears (Panharmonicon is not a creature), twice.
    expect(triggers(out, 'sa').map((e) => e.label)).toEqual(['g', 'g']);
  });

  // ---- 603.2h ----
  it('CR 603.2h: Welcoming Vampire triggers once for two creatures entering together, not again that turn, and again next turn', () => {
    const cards = [bf('welcoming-vampire', 'alice', 'wv'), gy('grizzly-bears', 'alice', 'g1'), gy('grizzly-bears', 'alice', 'g2'), gy('grizzly-bears', 'alice', 'g3'), lib('plains', 'alice'), lib('plains', 'alice'), lib('plains', 'alice'), lib('plains', 'bob'), lib('plains', 'bob')];
    const together = run(cards, [{ type: 'move', cards: ['g1', 'g2'], to: 'battlefield' }]);
    expect(triggers(together, 'wv')).toHaveLength(1);
    const again = run(cards, [{ type: 'move', cards: ['g1', 'g2'], to: 'battlefield' }, { type: 'resolve' }, { type: 'move', card: 'g3', to: 'battlefield' }]);
    expect(triggers(again, 'wv')).toHaveLength(1);
    expect(events(again, 'notTriggered')).toMatchObject([{ reason: 'onceEachTurn', rule: '603.2h' }]);
    const nextTurn = run(cards, [{ type: 'move', card: 'g1', to: 'battlefield' }, { type: 'resolve' }, { type: 'advance', to: 'main1' }, { type: 'move', card: 'g3', to: 'battlefield' }]);
    expect(nextTurn.turn).toBe(2);
    expect(triggers(nextTurn, 'wv')).toHaveLength(2);
  });

  it('CR 603.2: Welcoming Vampire ignores a creature with power 3 or more and a creature entering under an opponent\'s control', () => {
    const out = run([bf('welcoming-vampire', 'alice', 'wv'), gy('felidar-sovereign', 'alice', 'ar'), gy('grizzly-bears', 'bob', 'gb')], [
      { type: 'move', card: 'ar', to: 'battlefield' }, { type: 'auto' }, { type: 'move', card: 'gb', to: 'battlefield' },
    ]);
    expect(triggers(out, 'wv')).toHaveLength(0);
  });

  // ---- 603.3a ----
});
