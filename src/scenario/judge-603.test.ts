// Judge rulings for CR 603 (triggered abilities), each played as a scenario through the runner, as the
// acceptance suite does. Each test names the rule(s) it checks.
import { describe, expect, it } from 'vitest';
import type { Action, SetupCard } from '../engine';
import { engine } from '../test/harness';
import { runScenario, scenarioOutput } from './run';
import { parseScenario } from './schema';

type Output = ReturnType<typeof scenarioOutput>;

function attempt(cards: SetupCard[], actions: Action[], setup: Record<string, unknown> = {}) {
  const parsed = parseScenario({ format: 'stacklab-scenario/1', setup: { players: ['alice', 'bob'], freeMana: true, ...setup, cards }, actions });
  if (!parsed.ok) return parsed;
  const result = runScenario(engine, parsed.scenario);
  if (!result.ok) return result;
  return { ok: true as const, out: scenarioOutput(engine, result.state, result.log) };
}

function run(cards: SetupCard[], actions: Action[], setup: Record<string, unknown> = {}): Output {
  const result = attempt(cards, actions, setup);
  if (!result.ok) throw new Error(`${result.error} at action ${String((result as { action?: unknown }).action)}`);
  return result.out;
}

const bf = (card: string, owner: string, label: string, extra: Partial<SetupCard> = {}): SetupCard => ({ card, zone: 'battlefield', owner, label, ...extra });
const hand = (card: string, owner: string, label: string): SetupCard => ({ card, zone: 'hand', owner, label });
const lib = (card: string, owner: string, label?: string): SetupCard => ({ card, zone: 'library', owner, ...(label ? { label } : {}) });
const gy = (card: string, owner: string, label: string): SetupCard => ({ card, zone: 'graveyard', owner, label });

const events = (out: Output, event: string) => out.log.filter((e) => e.event === event);
const triggers = (out: Output, source?: string) => events(out, 'triggered').filter((e) => !source || e.sourceLabel === source);
const labels = (cards: { label: string | null; card: string }[] | undefined) => (cards ?? []).map((c) => c.label ?? c.card);
const onBattlefield = (out: Output) => labels(out.battlefield);
const life = (out: Output, p: string) => out.players[p]!.life;

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
  it('CR 603.3a, 603.10a: Blood Artist dying under the control of a player who gained control of it: that player controls the trigger', () => {
    const out = run([bf('blood-artist', 'alice', 'ba')], [{ type: 'control', card: 'ba', player: 'bob' }, { type: 'destroy', cards: ['ba'] }, { type: 'choose', player: 'bob', answer: 'alice' }, { type: 'resolve' }]);
    expect(triggers(out, 'ba')).toMatchObject([{ player: 'bob' }]);
    expect(life(out, 'alice')).toBe(19);
    expect(life(out, 'bob')).toBe(21);
  });

  // ---- 603.4 ----
  it('CR 603.4: Verity Circle\'s "if it isn\'t being declared as an attacker": an attacking creature becoming tapped does not trigger it', () => {
    const out = run([bf('verity-circle', 'bob', 'v'), bf('grizzly-bears', 'alice', 'g'), lib('plains', 'bob')], [{ type: 'attack', attackers: [{ card: 'g', target: 'bob' }] }]);
    expect(triggers(out, 'v')).toHaveLength(0);
    expect(events(out, 'notTriggered')).toMatchObject([{ reason: 'interveningIf', rule: '603.4' }]);
  });

  // ---- 603.6e, 603.10a ----
  it('CR 603.10a, 603.6e: Fool\'s Demise: the enchanted creature dies and the Aura goes to the graveyard; both abilities trigger; the creature returns under the Aura\'s controller', () => {
    const out = run([bf('fools-demise', 'alice', 'fd', { attachedTo: 'g' }), bf('grizzly-bears', 'bob', 'g')], [{ type: 'destroy', cards: ['g'] }, { type: 'auto' }, { type: 'resolve' }, { type: 'resolve' }]);
    expect(triggers(out, 'fd')).toHaveLength(2);
    expect(out.battlefield.find((c) => c.label === 'g')).toMatchObject({ owner: 'bob', controller: 'alice' });
    expect(labels(out.hand.alice)).toEqual(['fd']);
  });

  it('CR 603.10a, 603.7: Gift of Immortality returns the creature, then returns itself attached to it at the next end step', () => {
    const out = run([bf('gift-of-immortality', 'alice', 'gi', { attachedTo: 'g' }), bf('grizzly-bears', 'alice', 'g')], [{ type: 'destroy', cards: ['g'] }, { type: 'resolve' }, { type: 'advance', to: 'end' }, { type: 'resolve' }]);
    expect(out.battlefield.find((c) => c.label === 'gi')?.attachedTo).toBe('g');
    expect(events(out, 'delayedTriggerCreated')).toHaveLength(1);
  });

  // ---- 603.3b two parts ----
  it('CR 603.3b: Strict Proctor\'s trigger goes on the stack after the ETB trigger it counters, so it resolves first; not paying counters it', () => {
    const out = run([bf('strict-proctor', 'bob', 'sp'), hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob', 'g')], [
      { type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' },
    ]);
    expect(out.stack.map((s) => s.source)).toEqual(['strict-proctor', 'ravenous-chupacabra']);
    const declined = run([bf('strict-proctor', 'bob', 'sp'), hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob', 'g')], [
      { type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: false },
    ]);
    expect(declined.stack).toEqual([]);
    expect(onBattlefield(declined)).toContain('g');
    expect(events(declined, 'countered')).toHaveLength(1);
  });

  it('CR 603.3b, 603.5: Strict Proctor: paying {2} lets the ETB trigger resolve', () => {
    const out = run([bf('strict-proctor', 'bob', 'sp'), hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob', 'g')], [
      { type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: true }, { type: 'resolve' },
    ]);
    expect(labels(out.graveyard.bob)).toEqual(['g']);
  });

  it('CR 603.3b, 603.2d: with Panharmonicon, Strict Proctor triggers once for each of the two Chupacabra triggers', () => {
    const out = run([bf('strict-proctor', 'bob', 'sp'), bf('panharmonicon', 'alice', 'p'), hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob', 'g')], [
      { type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' },
    ]);
    expect(triggers(out, 'sp')).toHaveLength(2);
    expect(triggers(out, 'rc')).toHaveLength(2);
  });

  it('CR 603.3b, 603.6a: Strict Proctor entering triggers Soul\'s Attendant, and sees that trigger (the Proctor is on the battlefield after the event)', () => {
    const out = run([bf('souls-attendant', 'alice', 'sa'), gy('strict-proctor', 'bob', 'sp')], [{ type: 'move', card: 'sp', to: 'battlefield' }]);
    expect(out.stack.map((s) => s.source)).toEqual(['strict-proctor', 'souls-attendant']);
  });

  it('CR 603.3b: a "dies" trigger does not trigger Strict Proctor', () => {
    const out = run([bf('strict-proctor', 'bob', 'sp'), bf('blood-artist', 'alice', 'ba'), bf('grizzly-bears', 'bob', 'g')], [{ type: 'destroy', cards: ['g'] }, { type: 'auto' }]);
    expect(triggers(out, 'sp')).toHaveLength(0);
  });

  // ---- 603.10 looking back ----
  it('CR 603.10a: Blood Artist does not trigger when a creature is bounced (it did not die)', () => {
    const out = run([bf('blood-artist', 'alice', 'ba'), bf('grizzly-bears', 'bob', 'g')], [{ type: 'bounce', cards: ['g', 'ba'] }]);
    expect(triggers(out)).toHaveLength(0);
  });

  it('CR 603.10a: Erebos\'s Titan in the graveyard sees a creature card leave an opponent\'s graveyard, not its controller\'s own', () => {
    const theirs = run([gy('ereboss-titan', 'alice', 'et'), gy('grizzly-bears', 'bob', 'gb'), hand('plains', 'alice', 'p')], [{ type: 'exile', cards: ['gb'] }]);
    expect(triggers(theirs, 'et')).toMatchObject([{ rule: '603.10a', reason: 'lookBack' }]);
    const mine = run([gy('ereboss-titan', 'alice', 'et'), gy('grizzly-bears', 'alice', 'gb'), hand('plains', 'alice', 'p')], [{ type: 'exile', cards: ['gb'] }]);
    expect(triggers(mine, 'et')).toHaveLength(0);
  });

  it('CR 603.10a, 603.5: Erebos\'s Titan: discarding a card returns it from the graveyard to its owner\'s hand', () => {
    const out = run([gy('ereboss-titan', 'alice', 'et'), gy('grizzly-bears', 'bob', 'gb'), hand('plains', 'alice', 'p')], [
      { type: 'exile', cards: ['gb'] }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'p' },
    ]);
    expect(labels(out.hand.alice)).toEqual(['et']);
    expect(labels(out.graveyard.alice)).toEqual(['p']);
  });

  it('CR 603.10b: Ertai\'s Familiar phasing out triggers its "phases out or leaves the battlefield" ability (mill three)', () => {
    const out = run([bf('ertais-familiar', 'alice', 'ef'), lib('plains', 'alice'), lib('plains', 'alice'), lib('plains', 'alice'), lib('plains', 'alice')], [{ type: 'phase', cards: ['ef'] }, { type: 'resolve' }]);
    expect(triggers(out, 'ef')).toMatchObject([{ rule: '603.10b' }]);
    expect(out.graveyard.alice).toHaveLength(3);
    expect(out.library.alice).toHaveLength(1);
  });

  it('CR 603.10c: Grafted Wargear destroyed: it becomes unattached, and its trigger sacrifices the creature it was attached to', () => {
    const out = run([bf('grafted-wargear', 'alice', 'w', { attachedTo: 'g' }), bf('grizzly-bears', 'alice', 'g')], [{ type: 'destroy', cards: ['w'] }, { type: 'resolve' }]);
    expect(triggers(out, 'w')).toMatchObject([{ rule: '603.10c' }]);
    expect(labels(out.graveyard.alice).sort()).toEqual(['g', 'w']);
  });

  it('CR 603.10c: Grafted Wargear moved to another creature (equip) sacrifices the first one', () => {
    const out = run([bf('grafted-wargear', 'alice', 'w', { attachedTo: 'g1' }), bf('grizzly-bears', 'alice', 'g1'), bf('grizzly-bears', 'alice', 'g2')], [
      { type: 'activate', player: 'alice', card: 'w', ability: 0, targets: ['g2'] }, { type: 'resolve' }, { type: 'resolve' },
    ]);
    expect(labels(out.graveyard.alice)).toEqual(['g1']);
    expect(out.battlefield.find((c) => c.label === 'w')?.attachedTo).toBe('g2');
  });

  it('CR 603.10d: Duplicity: the player who lost control controls the trigger; the cards exiled with it go to the graveyard', () => {
    const libs = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6'].map((l) => lib('plains', 'alice', l));
    const out = run([hand('duplicity', 'alice', 'd'), ...libs], [
      { type: 'cast', player: 'alice', card: 'd' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'control', card: 'd', player: 'bob' }, { type: 'resolve' },
    ]);
    expect(triggers(out, 'd').at(-1)).toMatchObject({ rule: '603.10d', player: 'alice' });
    expect(labels(out.graveyard.alice)).toEqual(['l1', 'l2', 'l3', 'l4', 'l5']);
    expect(out.exile.alice).toEqual([]);
  });

  it('CR 603.10e: Multani\'s Presence draws when its controller\'s spell is countered, not when an opponent\'s spell is', () => {
    const mine = run([bf('multanis-presence', 'alice', 'mp'), hand('lightning-bolt', 'alice', 'lb'), hand('counterspell', 'bob', 'cs'), lib('plains', 'alice', 'p1')], [
      { type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] }, { type: 'pass' }, { type: 'cast', player: 'bob', card: 'cs', targets: ['lb'] }, { type: 'resolve' }, { type: 'resolve' },
    ]);
    expect(triggers(mine, 'mp')).toMatchObject([{ rule: '603.10e' }]);
    expect(labels(mine.hand.alice)).toEqual(['p1']);
    expect(life(mine, 'bob')).toBe(20);
    const theirs = run([bf('multanis-presence', 'alice', 'mp'), hand('lightning-bolt', 'bob', 'lb'), hand('counterspell', 'alice', 'cs'), lib('plains', 'alice', 'p1')], [
      { type: 'pass' }, { type: 'cast', player: 'bob', card: 'lb', targets: ['alice'] }, { type: 'pass' }, { type: 'cast', player: 'alice', card: 'cs', targets: ['lb'] }, { type: 'resolve' },
    ]);
    expect(events(theirs, 'countered')).toHaveLength(1);
    expect(triggers(theirs, 'mp')).toHaveLength(0);
  });

  it('CR 603.10e, 603.3b: Strict Proctor countering an ability is not "a spell you\'ve cast is countered"', () => {
    const out = run([bf('multanis-presence', 'alice', 'mp'), bf('strict-proctor', 'bob', 'sp'), hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob', 'g'), lib('plains', 'alice')], [
      { type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: false },
    ]);
    expect(events(out, 'countered')).toHaveLength(1);
    expect(triggers(out, 'mp')).toHaveLength(0);
  });

  // ---- 603.11 ----
  it('CR 603.11: Primitive Etchings reveals only the first card drawn each turn; a creature card triggers the linked ability, a land does not', () => {
    const creature = run([bf('primitive-etchings', 'alice', 'pe'), lib('grizzly-bears', 'alice', 'g1'), lib('grizzly-bears', 'alice', 'g2'), lib('plains', 'alice', 'p')], [
      { type: 'draw', player: 'alice', count: 1 }, { type: 'resolve' }, { type: 'draw', player: 'alice', count: 1 },
    ]);
    expect(events(creature, 'revealed').map((e) => e.label)).toEqual(['g1']);
    expect(triggers(creature, 'pe')).toHaveLength(1);
    expect(labels(creature.hand.alice)).toEqual(['g1', 'g2', 'p']);
    const land = run([bf('primitive-etchings', 'alice', 'pe'), lib('plains', 'alice', 'p'), lib('grizzly-bears', 'alice', 'g1')], [
      { type: 'draw', player: 'alice', count: 1 }, { type: 'draw', player: 'alice', count: 1 },
    ]);
    expect(events(land, 'revealed').map((e) => e.label)).toEqual(['p']);
    expect(triggers(land, 'pe')).toHaveLength(0);
  });

  it('CR 603.11: Primitive Etchings entering after the first draw of the turn reveals nothing that turn', () => {
    const out = run([hand('primitive-etchings', 'alice', 'pe'), lib('plains', 'alice', 'p'), lib('grizzly-bears', 'alice', 'g1')], [
      { type: 'draw', player: 'alice', count: 1 }, { type: 'cast', player: 'alice', card: 'pe' }, { type: 'resolve' }, { type: 'draw', player: 'alice', count: 1 },
    ]);
    expect(events(out, 'revealed')).toHaveLength(0);
  });

  // ---- 603.12 ----
  it('CR 603.12: Heart-Piercer Manticore: sacrificing a creature creates a reflexive trigger dealing damage equal to its power', () => {
    const out = run([hand('heart-piercer-manticore', 'alice', 'hm'), bf('grizzly-bears', 'alice', 'g')], [
      { type: 'cast', player: 'alice', card: 'hm' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' }, { type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' },
    ]);
    expect(triggers(out, 'hm').at(-1)).toMatchObject({ reason: 'reflexive', rule: '603.12' });
    expect(life(out, 'bob')).toBe(18);
  });

  it('CR 603.12: Heart-Piercer Manticore: declining to sacrifice creates no reflexive trigger', () => {
    const out = run([hand('heart-piercer-manticore', 'alice', 'hm'), bf('grizzly-bears', 'alice', 'g')], [
      { type: 'cast', player: 'alice', card: 'hm' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: false },
    ]);
    expect(triggers(out, 'hm')).toHaveLength(1);
    expect(onBattlefield(out)).toContain('g');
  });

  it('CR 603.12, 603.3b: the reflexive trigger and Blood Artist\'s trigger for the sacrificed creature are put on the stack together, in the order its controller chooses', () => {
    const out = run([hand('heart-piercer-manticore', 'alice', 'hm'), bf('grizzly-bears', 'alice', 'g'), bf('blood-artist', 'alice', 'ba')], [
      { type: 'cast', player: 'alice', card: 'hm' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' },
    ]);
    expect(out.pending).toMatchObject({ kind: 'order', player: 'alice' });
    expect((out.pending as { options: { source: string }[] }).options.map((o) => o.source).sort()).toEqual(['blood-artist', 'heart-piercer-manticore']);
  });

  // ---- 603.7 delayed triggers ----
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
