// The app's "Answer automatically" (`auto` with `policy: 'sensible'`, `sensibleAnswer`): each rule of the
// policy documented in docs/scenarios.md, "The app's button". The plain `auto` keeps the first option.
import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { sandboxSetup } from '../../lessons/sandbox';
import { Game, engine } from '../../test/harness';
import { play } from '../../test/scenarios';
import { createEngine, sensibleAnswer, type Action, type CardDefinition, type GameState, type PendingChoice, type SetupCard } from '..';

const sensible: Action = { type: 'auto', policy: 'sensible' };
const bf = (card: string, owner: string, label: string, extra: Partial<SetupCard> = {}): SetupCard => ({ card, zone: 'battlefield', owner, label, ...extra });
const inHand = (card: string, owner: string, label: string): SetupCard => ({ card, zone: 'hand', owner, label });
const lib = (card: string, owner: string): SetupCard => ({ card, zone: 'library', owner });

/** Drains of the log: which player each Blood Artist or Kalastria made lose life. */
const lifeLost = (game: Game) => game.events('lifeLost').map((e) => e.player);

/** The answer to a choice set by hand on a started board (for choices that are long to reach). */
function answerTo(pending: PendingChoice, game = new Game({ cards: [bf('grizzly-bears', 'alice', 'gb'), bf('craw-giant', 'bob', 'cg')] })) {
  const state: GameState = { ...game.state, pending };
  return sensibleAnswer(engine, Object.freeze(state));
}

describe("CR 603.3d — the app's button chooses targets like a player", () => {
  it('the wrath board: every Blood Artist and Kalastria trigger targets Bob, never their own controller', () => {
    const game = new Game(sandboxSetup).do({ type: 'cast', player: 'alice', card: 'wrath' }, { type: 'resolve' });
    expect(game.state.pending?.kind).toBe('order');
    game.do(sensible);
    expect(game.state.pending).toBeNull();
    const targets = game.view.stack.map((item) => item.targets);
    expect(targets.length).toBe(5);
    expect(targets.every((t) => t.length === 1 && t[0] === 'bob')).toBe(true);
    for (let i = 0; i < 5; i++) game.do({ type: 'resolve' }, sensible);
    expect(new Set(lifeLost(game))).toEqual(new Set(['bob']));
    expect(game.life('bob')).toBe(20 - 3 - 2 * 2);
    expect(game.life('alice')).toBe(20 + 3 + 2 * 2);
  });

  it("the scenario format's plain auto still answers with the first option (Alice, her own controller)", () => {
    const game = new Game(sandboxSetup).do({ type: 'cast', player: 'alice', card: 'wrath' }, { type: 'resolve' }, { type: 'auto' });
    expect(game.view.stack.every((item) => item.targets[0] === 'alice')).toBe(true);
  });

  it('a drain targets the opponent with the lowest life', () => {
    const game = new Game({ players: ['alice', 'bob', 'carol'], life: { alice: 20, bob: 15, carol: 9 }, cards: [bf('blood-artist', 'alice', 'ba'), bf('grizzly-bears', 'alice', 'gb')] });
    game.do({ type: 'destroy', cards: ['gb'] });
    expect(sensibleAnswer(engine, game.state)).toEqual({ type: 'choose', player: 'alice', answer: 'carol' });
    game.do(sensible, { type: 'resolve' });
    expect(game.life('carol')).toBe(8);
  });

  it("Ravenous Chupacabra destroys the opponent's strongest creature", () => {
    const game = new Game({ cards: [inHand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob', 'gb'), bf('craw-giant', 'bob', 'cg'), bf('typhoid-rats', 'bob', 'tr')] });
    game.do({ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' });
    expect(game.state.pending?.kind).toBe('target');
    game.do(sensible, { type: 'resolve' });
    expect(game.zoneOf('cg')).toBe('graveyard');
    expect(game.zoneOf('gb')).toBe('battlefield');
  });

  it('damage to "any target" goes to an opponent rather than a creature (Murderous Redcap)', () => {
    const game = new Game({ cards: [inHand('murderous-redcap', 'alice', 'mr'), bf('grizzly-bears', 'bob', 'gb')] });
    game.do({ type: 'cast', player: 'alice', card: 'mr' }, { type: 'resolve' }, sensible, { type: 'resolve' });
    expect(game.life('bob')).toBe(18);
    expect(game.life('alice')).toBe(20);
  });

  it('sensibleAnswer reads the state only (a frozen state) and names the target', () => {
    const fresh = new Game({ cards: [bf('blood-artist', 'alice', 'ba'), bf('grizzly-bears', 'alice', 'gb')] }).do({ type: 'destroy', cards: ['gb'] });
    expect(sensibleAnswer(engine, Object.freeze(fresh.state))).toEqual({ type: 'choose', player: 'alice', answer: 'bob' });
    expect(sensibleAnswer(engine, new Game({ cards: [] }).state)).toBeNull();
  });
});

describe('CR 603.5 — "may" and optional costs, answered for their effect', () => {
  it('CR 603.3d: two removal triggers of one player (Ravenous Chupacabra with Panharmonicon) aim at two creatures, the strongest first, not one twice', () => {
    const game = new Game({
      cards: [bf('panharmonicon', 'alice', 'ph'), inHand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob', 'gb'), bf('craw-giant', 'bob', 'cg')],
    });
    game.do({ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }, sensible);
    const targets = game.view.stack.map((item) => item.targets).flat();
    expect(targets.sort()).toEqual(['cg', 'gb']);
    game.do({ type: 'resolve' }, { type: 'resolve' });
    expect([game.zoneOf('gb'), game.zoneOf('cg')]).toEqual(['graveyard', 'graveyard']);
  });

  it('CR 603.3d: with one creature to destroy, both triggers have no better target than it', () => {
    const game = new Game({ cards: [bf('panharmonicon', 'alice', 'ph'), inHand('ravenous-chupacabra', 'alice', 'rc'), bf('craw-giant', 'bob', 'cg')] });
    game.do({ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }, sensible);
    expect(game.view.stack.map((item) => item.targets).flat()).toEqual(['cg', 'cg']);
  });

  it('CR 603.3c: Charming Prince\'s mode is the one that helps its controller most: 3 life rather than a scry', () => {
    const game = new Game({ cards: [inHand('charming-prince', 'alice', 'cp'), bf('grizzly-bears', 'alice', 'gb')] });
    game.do({ type: 'cast', player: 'alice', card: 'cp' }, { type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'mode' });
    game.do(sensible, { type: 'resolve' });
    expect(game.life('alice')).toBe(23);
  });

  it('a "may draw" says yes (Verity Circle)', () => {
    const game = new Game({ cards: [bf('verity-circle', 'alice', 'vc'), bf('grizzly-bears', 'bob', 'gb'), lib('island', 'alice')] });
    game.do({ type: 'tap', cards: ['gb'] }, { type: 'resolve' });
    expect(game.state.pending?.kind).toBe('may');
    game.do(sensible);
    expect(game.state.zones.alice!.hand).toHaveLength(1);
  });

  it('a "may draw" from an empty library says no (drawing would lose the game)', () => {
    const game = new Game({ cards: [bf('verity-circle', 'alice', 'vc'), bf('grizzly-bears', 'bob', 'gb')] });
    game.do({ type: 'tap', cards: ['gb'] }, { type: 'resolve' }, sensible);
    expect(game.events('mayDeclined')).toHaveLength(1);
    expect(game.state.playerState.alice!.drewFromEmpty).toBe(false);
  });

  it('a "may" that hurts its controller says no', () => {
    const penance = {
      id: 'penance-test',
      cost: '{B}',
      types: ['creature'],
      power: 1,
      toughness: 1,
      abilities: [{ kind: 'triggered', trigger: { on: 'zoneChange', to: 'battlefield', object: { self: true } }, optional: true, effects: [{ do: 'loseLife', player: 'you', amount: 2 }] }],
    } satisfies CardDefinition;
    const own = createEngine({ ...cardPool, [penance.id]: penance });
    const game = new Game({ cards: [inHand('penance-test', 'alice', 'p')] }, own).do({ type: 'cast', player: 'alice', card: 'p' }, { type: 'resolve' }, { type: 'resolve' });
    expect(game.state.pending?.kind).toBe('may');
    game.do(sensible);
    expect(game.life('alice')).toBe(20);
  });

  it("Kalastria Highborn's {B} is paid when affordable: the drain helps", () => {
    const game = new Game({ freeMana: false, cards: [bf('kalastria-highborn', 'alice', 'k'), bf('swamp', 'alice', 's')] });
    game.do({ type: 'destroy', cards: ['k'] }, sensible, { type: 'resolve' }, sensible);
    expect(game.life('bob')).toBe(18);
    expect(game.life('alice')).toBe(22);
  });

  it("Kalastria's {B} is not paid (nor asked) without a Swamp", () => {
    const game = new Game({ freeMana: false, cards: [bf('kalastria-highborn', 'alice', 'k')] });
    game.do({ type: 'destroy', cards: ['k'] }, sensible, { type: 'resolve' }, sensible);
    expect(game.life('bob')).toBe(20);
  });

  it('"unless that player pays": the caster pays {1} against Rhystic Study, whose draw helps an opponent', () => {
    const game = new Game({ active: 'bob', cards: [bf('rhystic-study', 'alice', 'rs'), inHand('grizzly-bears', 'bob', 'gb'), lib('island', 'alice')] });
    game.do({ type: 'cast', player: 'bob', card: 'gb' }, { type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'pay', player: 'bob', unless: true });
    game.do(sensible);
    expect(game.state.zones.alice!.hand).toHaveLength(0);
  });
});

describe('CR 603.3b, 603.3d — answers given where they are asked', () => {
  it('the button answers each order and target as the triggers go on the stack: the same stack as answering them one at a time', () => {
    // Six Blood Artists, three a side, see the six deaths: 36 triggers, each with a target to choose.
    const artists = {
      players: ['alice', 'bob'],
      active: 'alice',
      step: 'main1' as const,
      freeMana: true,
      cards: [
        ...Array.from({ length: 6 }, (_, i) => bf('blood-artist', i % 2 ? 'bob' : 'alice', `ba${i}`)),
        inHand('wrath-of-god', 'alice', 'wrath'),
        lib('plains', 'alice'),
        lib('swamp', 'bob'),
      ],
    };
    for (const setup of [sandboxSetup, artists]) {
      const start = new Game(setup).do({ type: 'cast', player: 'alice', card: 'wrath' }, { type: 'resolve' });
      expect(start.state.pending?.kind).toBe('order');
      const atOnce = new Game(setup).do({ type: 'cast', player: 'alice', card: 'wrath' }, { type: 'resolve' }, sensible);
      // One answer per action, each a stop of the process and a new start.
      const oneByOne = start;
      let answers = 0;
      for (let answer = sensibleAnswer(engine, oneByOne.state); answer; answer = sensibleAnswer(engine, oneByOne.state)) {
        oneByOne.do(answer);
        answers++;
      }
      expect(answers).toBeGreaterThan(2);
      expect(atOnce.state.pending).toBeNull();
      const items = (g: Game) => g.view.stack.map((item) => ({ label: item.label, cause: item.cause?.label, controller: item.controller, targets: item.targets }));
      expect(items(atOnce)).toEqual(items(oneByOne));
      expect(items(atOnce).every((item) => item.targets.every((t) => t !== item.controller))).toBe(true);
    }
  });
});

describe('the other choices', () => {
  it('CR 603.3b: the order of your own triggers is kept as given', () => {
    const options = [{ id: 't1', source: 'blood-artist', label: null }, { id: 't2', source: 'blood-artist', label: null }];
    expect(answerTo({ kind: 'order', player: 'alice', options })).toMatchObject({ answer: ['t1', 't2'] });
  });

  it('CR 701.21a: a sacrifice gives up the least valuable permanent', () => {
    const tithe = {
      id: 'tithe-test',
      cost: '{B}',
      types: ['creature'],
      power: 3,
      toughness: 3,
      abilities: [{ kind: 'triggered', trigger: { on: 'zoneChange', to: 'battlefield', object: { self: true } }, effects: [{ do: 'sacrificePermanents', player: 'you', count: 1 }] }],
    } satisfies CardDefinition;
    const own = createEngine({ ...cardPool, [tithe.id]: tithe });
    const game = new Game({ cards: [inHand('tithe-test', 'alice', 't'), bf('craw-giant', 'alice', 'cg'), bf('forest', 'alice', 'f'), bf('grizzly-bears', 'alice', 'gb')] }, own);
    game.do({ type: 'cast', player: 'alice', card: 't' }, { type: 'resolve' }, { type: 'resolve' });
    expect(game.state.pending?.kind).toBe('sacrifice');
    game.do(sensible);
    expect(game.zoneOf('f')).toBe('graveyard');
    expect(['cg', 'gb', 't'].map((l) => game.zoneOf(l))).toEqual(['battlefield', 'battlefield', 'battlefield']);
  });

  it('CR 514.1: discarding to hand size gives up the least valuable cards', () => {
    const pending: PendingChoice = { kind: 'discard', player: 'alice', count: 1, options: [] };
    const game = new Game({ cards: [inHand('craw-giant', 'alice', 'cg'), inHand('forest', 'alice', 'f'), inHand('grizzly-bears', 'alice', 'gb')] });
    const hand = game.state.zones.alice!.hand;
    expect(answerTo({ ...pending, count: 2, options: hand }, game)).toMatchObject({ answer: ['f', 'gb'] });
  });

  it('returning permanents gives back the least valuable, a token last (it would cease to exist)', () => {
    const game = new Game({ cards: [inHand('stormfront-riders', 'alice', 'sr'), bf('soldier-token', 'alice', 'tok'), bf('grizzly-bears', 'alice', 'gb'), bf('craw-giant', 'alice', 'cg')] });
    game.do({ type: 'cast', player: 'alice', card: 'sr' }, { type: 'resolve' }, { type: 'resolve' });
    expect(game.state.pending?.kind).toBe('return');
    game.do(sensible);
    expect(game.zoneOf('gb')).toBe('hand');
    expect(game.zoneOf('sr')).toBe('hand');
    expect(game.zoneOf('tok')).toBe('battlefield');
  });

  it('a card chosen to put onto the battlefield is the strongest (Sneak Attack)', () => {
    const game = new Game({ cards: [bf('sneak-attack', 'alice', 'sa'), inHand('grizzly-bears', 'alice', 'gb'), inHand('craw-giant', 'alice', 'cg')] });
    game.do({ type: 'activate', player: 'alice', card: 'sa', ability: 0 }, { type: 'resolve' });
    expect(game.state.pending?.kind).toBe('card');
    game.do(sensible);
    expect(game.zoneOf('cg')).toBe('battlefield');
    expect(game.zoneOf('gb')).toBe('hand');
  });

  it('CR 603.6d: a Clone copies the most valuable creature', () => {
    const game = new Game({ cards: [inHand('clone', 'alice', 'cl'), bf('grizzly-bears', 'bob', 'gb'), bf('craw-giant', 'bob', 'cg')] });
    game.do({ type: 'cast', player: 'alice', card: 'cl' }, { type: 'resolve' });
    expect(game.state.pending?.kind).toBe('copy');
    game.do(sensible);
    expect(game.view.battlefield.find((p) => p.label === 'cl')?.card).toBe('craw-giant');
  });

  it('CR 704.5j: a Clone does not copy a legend its controller already has, which the legend rule would take away', () => {
    const game = new Game({ cards: [inHand('clone', 'alice', 'cl'), bf('teysa-karlov', 'alice', 'te'), bf('grizzly-bears', 'bob', 'gb')] });
    game.do({ type: 'cast', player: 'alice', card: 'cl' }, { type: 'resolve' }, sensible);
    expect(game.view.battlefield.find((p) => p.label === 'cl')?.card).toBe('grizzly-bears');
    expect(game.zoneOf('te')).toBe('battlefield');
    // Bob's legend is another matter: the legend rule looks at each player's own (704.5j).
    const theirs = new Game({ cards: [inHand('clone', 'alice', 'cl'), bf('teysa-karlov', 'bob', 'te'), bf('grizzly-bears', 'bob', 'gb')] });
    theirs.do({ type: 'cast', player: 'alice', card: 'cl' }, { type: 'resolve' }, sensible);
    expect(theirs.view.battlefield.find((p) => p.label === 'cl')?.card).toBe('teysa-karlov');
  });

  it('CR 603.3b, 603.4: a trigger that would win resolves first, before another of the same player spoils its "if"', () => {
    // Both trigger at Alice's upkeep: Blood Tyrant makes each player lose 1 life, Felidar Sovereign wins if she has 40.
    const board = { life: { alice: 40, bob: 20 }, step: 'untap' as const, cards: [bf('felidar-sovereign', 'alice', 'fs'), bf('blood-tyrant', 'alice', 'bt'), lib('plains', 'alice'), lib('plains', 'alice')] };
    const game = new Game(board).do({ type: 'advance', to: 'upkeep' });
    expect(game.state.pending?.kind).toBe('order');
    game.do(sensible, { type: 'resolve' });
    expect(game.state.winner).toBe('alice');
    // In the order listed (the plain auto), the Tyrant resolves first and the Sovereign's "if" is false.
    const plain = new Game(board).do({ type: 'advance', to: 'upkeep' }, { type: 'auto' }, { type: 'resolve' }, { type: 'resolve' });
    expect(plain.state.winner).toBeNull();
    expect(plain.events('conditionFalse')).toMatchObject([{ source: 'felidar-sovereign', rule: '603.4' }]);
  });

  it('CR 704.5j: the legend rule keeps the newest', () => {
    const game = new Game({ cards: [bf('grizzly-bears', 'alice', 'gb')] });
    const answer = answerTo({ kind: 'legend', player: 'alice', card: 'grizzly-bears', options: ['x1', 'x2'] }, game);
    expect(answer).toMatchObject({ answer: 'x2' });
  });

  it('CR 510.1c: combat damage is divided lethal damage first, in the order of the blockers', () => {
    const pending: PendingChoice = { kind: 'damageAssignment', player: 'alice', attacker: 'a', amount: 5, options: ['b1', 'b2'], lethal: [2, 2], trample: false };
    expect(answerTo(pending)).toMatchObject({ answer: [2, 3] });
  });

  it('CR 707.10c: a copy keeps its targets', () => {
    const pending: PendingChoice = { kind: 'newTargets', player: 'alice', item: 's1', reason: 'copy', current: ['bob'], options: [['alice', 'bob']] };
    expect(answerTo(pending)).toMatchObject({ answer: false });
  });

  it('CR 601.2c, 702.85a: a Lightning Bolt cast by cascade gets its target as it is cast: an opponent, not its caster', () => {
    const game = new Game({ freeMana: true, cards: [inHand('bloodbraid-elf', 'alice', 'bbe'), { card: 'lightning-bolt', zone: 'library', owner: 'alice', label: 'b1' }] });
    game.do({ type: 'cast', player: 'alice', card: 'bbe' }, { type: 'resolve' }, sensible);
    game.do({ type: 'resolve' }, { type: 'resolve' });
    expect(game.life('alice')).toBe(20);
    expect(game.life('bob')).toBe(17);
  });

  it('CR 702.85a: cascade into a Counterspell whose only target is its caster\'s own spell is declined', () => {
    const cards = [inHand('bloodbraid-elf', 'alice', 'bbe'), { card: 'counterspell', zone: 'library' as const, owner: 'alice', label: 'cs' }, lib('plains', 'alice')];
    const game = new Game({ freeMana: true, cards }).do({ type: 'cast', player: 'alice', card: 'bbe' }, { type: 'resolve' });
    expect(game.state.pending?.kind).toBe('card');
    game.do(sensible);
    expect(game.events('mayDeclined')).toMatchObject([{ source: 'bloodbraid-elf', reason: 'card' }]);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('bbe')).toBe('battlefield');
    // The plain auto casts it, as its first option, and counters the Elf.
    const plain = new Game({ freeMana: true, cards }).do({ type: 'cast', player: 'alice', card: 'bbe' }, { type: 'resolve' }, { type: 'auto' }, { type: 'resolve' });
    expect(plain.zoneOf('bbe')).toBe('graveyard');
  });

  it('CR 601.2c, 702.88a: Staggershock cast again by rebound aims at an opponent', () => {
    const libraries = ['alice', 'bob', 'alice', 'bob'].map((owner) => lib('plains', owner));
    const game = new Game({ freeMana: true, cards: [inHand('staggershock', 'alice', 'shock'), ...libraries] });
    game.do({ type: 'cast', player: 'alice', card: 'shock', targets: ['bob'] }, { type: 'resolve' });
    expect(game.zoneOf('shock')).toBe('exile');
    game.do({ type: 'advance', to: 'upkeep' }, { type: 'advance', to: 'upkeep' });
    expect(game.state.active).toBe('alice');
    game.do({ type: 'resolve' }, sensible, { type: 'resolve' });
    expect(game.life('alice')).toBe(20);
    expect(game.life('bob')).toBe(16);
  });

  it('CR 603.3c: a mode of an unknown trigger, a name and a scry keep the first option and the top of the library', () => {
    expect(answerTo({ kind: 'mode', player: 'alice', trigger: 't', options: [1, 2] })).toMatchObject({ answer: 1 });
    expect(answerTo({ kind: 'name', player: 'alice', item: 's', card: 'meddling-mage', options: ['wrath-of-god', 'lightning-bolt'] })).toMatchObject({ answer: 'wrath-of-god' });
    expect(answerTo({ kind: 'scry', player: 'alice', item: 's', options: ['x'] })).toMatchObject({ answer: [] });
  });

  it('a scenario file may ask for the policy by name; an unknown policy is refused', () => {
    const cards = [bf('blood-artist', 'alice', 'ba'), bf('grizzly-bears', 'alice', 'gb')];
    const asked = play({ freeMana: true, cards }, [{ type: 'destroy', cards: ['gb'] }, { type: 'auto', policy: 'sensible' }, { type: 'resolve' }]);
    expect(asked.ok && asked.out.players.bob!.life).toBe(19);
    const plain = play({ freeMana: true, cards }, [{ type: 'destroy', cards: ['gb'] }, { type: 'auto' }, { type: 'resolve' }]);
    expect(plain.ok && plain.out.players.alice!.life).toBe(20);
    expect(play({ freeMana: true, cards }, [{ type: 'auto', policy: 'clever' }]).ok).toBe(false);
  });
});
