import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

const riders = (extra: { card: string; label: string }[] = []) =>
  new Game({
    cards: [
      { card: 'stormfront-riders', zone: 'hand', owner: 'alice', label: 'sr' },
      ...extra.map((c) => ({ ...c, zone: 'battlefield' as const, owner: 'alice' })),
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bob-bears' },
    ],
  });

const tokens = (game: Game) => game.view.battlefield.filter((p) => p.card === 'soldier-token');
/** Resolves the Riders' ability on top of the stack, paying its {1}{W} (CR 603.5; mana is free in these games). */
const resolvePaying = { do: [{ type: 'resolve' }, { type: 'choose', player: 'alice', answer: true }] } as const;

describe('603.6c — "returned to your hand from the battlefield" looks back in time: Stormfront Riders', () => {
  it('with two other creatures, its controller chooses which two go back (a `return` choice), then a token for each', () => {
    const game = riders([
      { card: 'grizzly-bears', label: 'gb' },
      { card: 'isamaru-hound-of-konda', label: 'sa' },
      { card: 'blood-artist', label: 'ba' },
    ]).do({ type: 'cast', player: 'alice', card: 'sr' }, { type: 'resolve' }, { type: 'resolve' });
    expect(game.view.pending).toMatchObject({ kind: 'return', player: 'alice', count: 2, source: 'stormfront-riders' });
    expect(game.view.pending?.kind === 'return' && game.view.pending.options).toHaveLength(4); // the Riders too
    game.do({ type: 'choose', player: 'alice', answer: ['gb', 'sa'] });
    expect([game.zoneOf('gb'), game.zoneOf('sa'), game.zoneOf('ba')]).toEqual(['hand', 'hand', 'battlefield']);
    // One event, two occurrences: two triggers (CR 603.2c), each seeing a creature leave (603.10a).
    expect(game.last.filter((e) => e.event === 'triggered')).toMatchObject([
      { source: 'stormfront-riders', card: 'grizzly-bears', reason: 'lookBack', rule: '603.10a' },
      { source: 'stormfront-riders', card: 'isamaru-hound-of-konda', reason: 'lookBack', rule: '603.10a' },
    ]);
    game.do({ type: 'auto' }, ...resolvePaying.do, ...resolvePaying.do);
    expect(tokens(game)).toHaveLength(2);
    expect(tokens(game)[0]).toMatchObject({ controller: 'alice', power: 1, toughness: 1, types: ['creature'], token: true });
    expect(game.events('tokenCreated')).toMatchObject([{ card: 'soldier-token', rule: '111.1' }, { card: 'soldier-token' }]);
  });

  it('608.2: the ability stays on the stack, resolving, while alice chooses; it has resolved once the creatures are back', () => {
    const game = riders([
      { card: 'grizzly-bears', label: 'gb' },
      { card: 'isamaru-hound-of-konda', label: 'sa' },
    ]).do({ type: 'cast', player: 'alice', card: 'sr' }, { type: 'resolve' }, { type: 'resolve' });
    expect(game.view.pending).toMatchObject({ kind: 'return', player: 'alice', count: 2 });
    expect(game.view.stack).toMatchObject([{ kind: 'trigger', source: 'stormfront-riders' }]);
    expect(game.events('resolved').filter((e) => e.source === 'stormfront-riders')).toEqual([]);
    game.do({ type: 'choose', player: 'alice', answer: ['gb', 'sa'] });
    expect([game.zoneOf('gb'), game.zoneOf('sa')]).toEqual(['hand', 'hand']);
    const kinds = game.log.map((e) => e.event);
    // The creatures leave as the ability resolves, and it has resolved after that.
    expect(kinds.lastIndexOf('resolved')).toBeGreaterThan(game.log.findIndex((e) => e.event === 'movedZone' || e.event === 'leftBattlefield'));
    expect(game.view.stack.every((s) => s.source === 'stormfront-riders' && s.kind === 'trigger')).toBe(true);
  });

  it('returning itself, it still sees itself leave: its ability looks back at the battlefield as it was', () => {
    const game = riders([{ card: 'grizzly-bears', label: 'gb' }])
      .do({ type: 'cast', player: 'alice', card: 'sr' }, { type: 'resolve' }, { type: 'resolve' });
    // Only two creatures: both go, no choice of creatures to make (only the order of the two triggers).
    expect(game.view.pending).toMatchObject({ kind: 'order' });
    expect([game.zoneOf('sr'), game.zoneOf('gb')]).toEqual(['hand', 'hand']);
    expect(game.last.filter((e) => e.event === 'triggered').map((e) => e.card).sort()).toEqual(['grizzly-bears', 'stormfront-riders']);
    game.do({ type: 'auto' }, ...resolvePaying.do, ...resolvePaying.do);
    expect(tokens(game)).toHaveLength(2);
  });

  it('603.5: "you may pay {1}{W}": asked as each ability resolves; declined, or with no mana to pay, no token', () => {
    const game = riders([{ card: 'grizzly-bears', label: 'gb' }]).do({ type: 'cast', player: 'alice', card: 'sr' }, { type: 'resolve' }, { type: 'resolve' });
    game.do({ type: 'auto' }, { type: 'resolve' });
    expect(game.view.pending).toMatchObject({ kind: 'pay', player: 'alice', cost: '{1}{W}' });
    game.do({ type: 'choose', player: 'alice', answer: false });
    expect(game.last.filter((e) => e.event === 'costNotPaid')).toMatchObject([{ source: 'stormfront-riders', rule: '603.5' }]);
    game.do(...resolvePaying.do);
    expect(tokens(game)).toHaveLength(1);

    // Mana not free: five Plains pay for the Riders and leave nothing, so the abilities make no token and ask nothing.
    const poor = new Game({
      freeMana: false,
      cards: [
        { card: 'stormfront-riders', zone: 'hand', owner: 'alice', label: 'sr' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
        ...Array.from({ length: 5 }, (_, i) => ({ card: 'plains', zone: 'battlefield' as const, owner: 'alice', label: `p${i}` })),
      ],
    }).do({ type: 'cast', player: 'alice', card: 'sr' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'auto' }, { type: 'resolve' }, { type: 'resolve' });
    expect(poor.view.pending).toBeNull();
    expect(poor.events('costNotPaid')).toHaveLength(2);
    expect(tokens(poor)).toEqual([]);
  });

  it('a creature going to its owner\'s hand from another zone, or to another player\'s hand, makes no token', () => {
    const game = new Game({
      cards: [
        { card: 'stormfront-riders', zone: 'battlefield', owner: 'alice', label: 'sr' },
        { card: 'grizzly-bears', zone: 'graveyard', owner: 'alice', label: 'gy' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'theirs' },
      ],
    }).do({ type: 'move', card: 'gy', to: 'hand' }, { type: 'bounce', cards: ['theirs'] });
    expect(game.events('triggered')).toEqual([]);
  });

  it('a creature that is not a creature any more as it leaves is not a creature returned: no token', () => {
    const game = new Game({
      cards: [
        { card: 'stormfront-riders', zone: 'battlefield', owner: 'alice', label: 'sr' },
        { card: 'forest', zone: 'battlefield', owner: 'alice', label: 'f' },
      ],
    }).do({ type: 'bounce', cards: ['f'] });
    expect(game.events('triggered')).toEqual([]);
  });
});

describe('603.6c — from the battlefield to a library is leaving the battlefield too', () => {
  it("Ertai's Familiar put on top of its owner's library sees itself leave; Stormfront Riders makes no token for it", () => {
    const game = new Game({
      cards: [
        { card: 'stormfront-riders', zone: 'battlefield', owner: 'alice', label: 'sr' },
        { card: 'ertais-familiar', zone: 'battlefield', owner: 'alice', label: 'ef' },
        { card: 'plains', zone: 'library', owner: 'alice' },
      ],
    }).do({ type: 'move', card: 'ef', to: 'library' });
    expect(game.events('triggered')).toMatchObject([{ source: 'ertais-familiar', reason: 'lookBack', rule: '603.10a' }]);
    game.do({ type: 'resolve' });
    // It mills itself: it was on top.
    expect(game.zoneOf('ef')).toBe('graveyard');
    expect(game.view.battlefield.filter((p) => p.card === 'soldier-token')).toEqual([]);
  });
});

describe('704.5d — a token that leaves the battlefield ceases to exist', () => {
  it('a token that dies is seen dying (Blood Artist triggers), then ceases to exist in the graveyard', () => {
    const game = riders([{ card: 'grizzly-bears', label: 'gb' }, { card: 'blood-artist', label: 'ba' }, { card: 'isamaru-hound-of-konda', label: 'sa' }])
      .do({ type: 'cast', player: 'alice', card: 'sr' }, { type: 'resolve' }, { type: 'resolve' })
      .do({ type: 'choose', player: 'alice', answer: ['gb', 'sa'] }, { type: 'auto' }, ...resolvePaying.do, ...resolvePaying.do);
    const token = tokens(game)[0]!;
    game.do({ type: 'destroy', cards: [token.id] });
    expect(game.last.filter((e) => e.event === 'triggered')).toMatchObject([{ source: 'blood-artist', card: 'soldier-token' }]);
    expect(game.last.filter((e) => e.event === 'tokenCeased')).toMatchObject([{ card: 'soldier-token', reason: 'graveyard', rule: '704.5d' }]);
    expect(game.view.graveyard.alice!.some((c) => c.card === 'soldier-token')).toBe(false);
    expect(Object.values(game.state.objects).filter((o) => o.card === 'soldier-token')).toHaveLength(1);
  });

  it('a token returned to a hand makes a new token (Stormfront Riders) and ceases to exist', () => {
    const game = riders([{ card: 'grizzly-bears', label: 'gb' }, { card: 'isamaru-hound-of-konda', label: 'sa' }, { card: 'blood-artist', label: 'ba' }])
      .do({ type: 'cast', player: 'alice', card: 'sr' }, { type: 'resolve' }, { type: 'resolve' })
      .do({ type: 'choose', player: 'alice', answer: ['gb', 'sa'] }, { type: 'auto' }, ...resolvePaying.do, ...resolvePaying.do);
    const [token] = tokens(game);
    game.do({ type: 'bounce', cards: [token!.id] });
    expect(game.view.hand.alice!.some((c) => c.card === 'soldier-token')).toBe(false);
    game.do(...resolvePaying.do);
    expect(tokens(game)).toHaveLength(2);
  });
});
