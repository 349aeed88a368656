// A judge's rulings on copies and "as it enters" (707.2, 614.12, 603.6d), casting and the stack (601.2,
// 608.2b, 701.6a, 702.40a, 702.85a, 702.88a, 707.10c), each written as a scenario and run through the runner.
import { describe, expect, it } from 'vitest';
import type { Action, SetupCard } from '../engine';
import { engine } from '../test/harness';
import { runScenario, scenarioOutput } from './run';
import { parseScenario } from './schema';

type Output = ReturnType<typeof scenarioOutput>;
type Entry = Output['log'][number] & Record<string, unknown>;

function run(cards: SetupCard[], actions: Action[], setup: Record<string, unknown> = {}) {
  const parsed = parseScenario({ format: 'stacklab-scenario/1', setup: { players: ['alice', 'bob'], freeMana: true, ...setup, cards }, actions });
  if (!parsed.ok) return { ok: false as const, error: parsed.error, action: parsed.action };
  const result = runScenario(engine, parsed.scenario);
  if (!result.ok) return { ok: false as const, error: result.error, action: result.action };
  return { ok: true as const, out: scenarioOutput(engine, result.state, result.log) };
}

function ok(cards: SetupCard[], actions: Action[], setup: Record<string, unknown> = {}): Output {
  const r = run(cards, actions, setup);
  if (!r.ok) throw new Error(`${r.error} at action ${r.action}`);
  return r.out;
}

function refused(cards: SetupCard[], actions: Action[], setup: Record<string, unknown> = {}) {
  const r = run(cards, actions, setup);
  if (r.ok) throw new Error('expected a refusal');
  return r;
}

const bf = (card: string, owner: string, label?: string, extra: Partial<SetupCard> = {}): SetupCard =>
  ({ card, zone: 'battlefield', owner, ...(label ? { label } : {}), ...extra }) as SetupCard;
const hand = (card: string, owner: string, label?: string): SetupCard => ({ card, zone: 'hand', owner, ...(label ? { label } : {}) });
const lib = (card: string, owner: string, label?: string): SetupCard => ({ card, zone: 'library', owner, ...(label ? { label } : {}) });
const cast = (player: string, card: string, extra: Record<string, unknown> = {}): Action => ({ type: 'cast', player, card, ...extra }) as Action;
const choose = (player: string, answer: unknown): Action => ({ type: 'choose', player, answer }) as Action;
const resolve: Action = { type: 'resolve' };
const pass: Action = { type: 'pass' };
const auto: Action = { type: 'auto' };
const sneak: Action = { type: 'activate', player: 'alice', card: 'sa', ability: 0 };
/** Both players have cards to draw, so a scenario can run into later turns. */
const libraries = [lib('island', 'alice'), lib('island', 'alice'), lib('island', 'bob'), lib('island', 'bob')];

const events = (out: Output, event: string) => (out.log as Entry[]).filter((e) => e.event === event);
const permanent = (out: Output, label: string) => out.battlefield.find((p) => p.label === label);
const life = (out: Output, player: string) => out.players[player]!.life;

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
