import { describe, expect, it } from 'vitest';
import { Game, engine } from '../../test/harness';
import type { SetupCard } from '../setup/setup-types';

const library: SetupCard[] = [
  ...Array.from({ length: 3 }, () => ({ card: 'island', zone: 'library' as const, owner: 'alice' })),
  ...Array.from({ length: 3 }, () => ({ card: 'island', zone: 'library' as const, owner: 'bob' })),
];

const handSize = (game: Game, player: string) => game.state.zones[player]!.hand.length;

/** Alice casts Lightning Bolt at bob; bob answers with Counterspell. */
const boltCountered = (cards: SetupCard[] = []) =>
  new Game({
    cards: [
      { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'lb' },
      { card: 'counterspell', zone: 'hand', owner: 'bob', label: 'cs' },
      ...library,
      ...cards,
    ],
  }).do(
    { type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] },
    { type: 'pass' },
    { type: 'cast', player: 'bob', card: 'cs', targets: ['lb'] },
  );

describe('701.6a — Counterspell counters a spell', () => {
  it('a spell on the stack is a legal target: Counterspell is offered against Lightning Bolt, and only with a spell on the stack', () => {
    const before = new Game({ cards: [{ card: 'counterspell', zone: 'hand', owner: 'bob', label: 'cs' }], active: 'bob' });
    expect(before.using.legalActions(before.state).filter((a) => a.type === 'cast')).toHaveLength(0);
    const game = new Game({
      cards: [
        { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'lb' },
        { card: 'counterspell', zone: 'hand', owner: 'bob', label: 'cs' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] }, { type: 'pass' });
    expect(engine.legalActions(game.state).filter((a) => a.type === 'cast')).toEqual([{ type: 'cast', player: 'bob', card: expect.any(String), targets: ['lb'] }]);
  });

  it('the countered spell leaves the stack without resolving and goes to its owner\'s graveyard; the log cites 701.6a', () => {
    const game = boltCountered().do({ type: 'resolve' });
    expect(game.life('bob')).toBe(20);
    expect(game.zoneOf('lb')).toBe('graveyard');
    expect(game.zoneOf('cs')).toBe('graveyard');
    expect(game.view.stack).toHaveLength(0);
    expect(game.events('countered')).toMatchObject([{ card: 'lightning-bolt', label: 'lb', player: 'alice', source: 'counterspell', sourceLabel: 'cs', rule: '701.6a' }]);
    expect(game.events('resolved').map((e) => e.card)).toEqual(['counterspell']);
  });

  it('a countered creature spell goes to the graveyard: it never enters, so its enters-the-battlefield ability never triggers', () => {
    const game = new Game({
      cards: [
        { card: 'ravenous-chupacabra', zone: 'hand', owner: 'alice', label: 'rc' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'bob', label: 'ba' },
        { card: 'counterspell', zone: 'hand', owner: 'bob', label: 'cs' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'rc' }, { type: 'pass' }, { type: 'cast', player: 'bob', card: 'cs', targets: ['rc'] }, { type: 'resolve' });
    expect(game.zoneOf('rc')).toBe('graveyard');
    expect(game.zoneOf('gb')).toBe('battlefield');
    expect(game.events('entered')).toHaveLength(0);
    // Nothing triggers: no ETB, and a spell put into a graveyard from the stack didn't "die" (Blood Artist).
    expect(game.events('triggered')).toHaveLength(0);
    expect(game.view.stack).toHaveLength(0);
  });

  it('115.1a: Counterspell can\'t target an ability on the stack, only a spell', () => {
    const game = new Game({
      cards: [
        { card: 'ravenous-chupacabra', zone: 'hand', owner: 'alice', label: 'rc' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
        { card: 'counterspell', zone: 'hand', owner: 'bob', label: 'cs' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' });
    const trigger = game.view.stack[0]!;
    expect(trigger).toMatchObject({ kind: 'trigger', source: 'ravenous-chupacabra' });
    game.do({ type: 'pass' });
    expect(game.state.priority).toBe('bob');
    expect(game.reject({ type: 'cast', player: 'bob', card: 'cs', targets: [trigger.id] })).toBe('errors.illegalTarget');
    expect(engine.legalActions(game.state).filter((a) => a.type === 'cast')).toHaveLength(0);
  });

  it('a Counterspell countered by a second Counterspell: the first spell resolves after all', () => {
    const game = boltCountered([{ card: 'counterspell', zone: 'hand', owner: 'alice', label: 'cs2' }]).do(
      { type: 'pass' },
      { type: 'cast', player: 'alice', card: 'cs2', targets: ['cs'] },
      { type: 'resolve' },
    );
    expect(game.events('countered')).toMatchObject([{ card: 'counterspell', label: 'cs', source: 'counterspell', sourceLabel: 'cs2' }]);
    expect(game.view.stack).toMatchObject([{ kind: 'spell', source: 'lightning-bolt' }]);
    game.do({ type: 'resolve' });
    expect(game.life('bob')).toBe(17);
  });
});

describe('603.10e — "whenever a spell you\'ve cast is countered" looks back in time', () => {
  it('Multani\'s Presence triggers when its controller\'s spell is countered, seeing the spell as it was on the stack', () => {
    const game = boltCountered([{ card: 'multanis-presence', zone: 'battlefield', owner: 'alice', label: 'mp' }]).do({ type: 'resolve' });
    expect(game.events('triggered')).toMatchObject([
      { source: 'multanis-presence', player: 'alice', card: 'lightning-bolt', label: 'lb', reason: 'lookBack', rule: '603.10e' },
    ]);
    // What the ability remembers is the spell on the stack, not the card now in the graveyard.
    const item = game.state.stack.top[game.state.stack.top.length - 1]!;
    expect(item.context.eventObject).toMatchObject({ card: 'lightning-bolt', zone: 'stack', controller: 'alice' });
    expect(game.view.stack).toMatchObject([{ kind: 'trigger', source: 'multanis-presence', controller: 'alice' }]);
    const hand = handSize(game, 'alice');
    game.do({ type: 'resolve' });
    expect(handSize(game, 'alice')).toBe(hand + 1);
  });

  it('only for spells its controller cast: the opponent\'s Multani\'s Presence doesn\'t trigger, and neither does the counterer\'s', () => {
    const game = boltCountered([{ card: 'multanis-presence', zone: 'battlefield', owner: 'bob', label: 'mp' }]).do({ type: 'resolve' });
    expect(game.events('countered')).toHaveLength(1);
    expect(game.events('triggered')).toHaveLength(0);
    expect(game.view.stack).toHaveLength(0);
  });

  it('Counterspell countered by Counterspell: only the caster of the countered spell draws', () => {
    const game = boltCountered([
      { card: 'counterspell', zone: 'hand', owner: 'alice', label: 'cs2' },
      { card: 'multanis-presence', zone: 'battlefield', owner: 'alice', label: 'mp-a' },
      { card: 'multanis-presence', zone: 'battlefield', owner: 'bob', label: 'mp-b' },
    ]).do({ type: 'pass' }, { type: 'cast', player: 'alice', card: 'cs2', targets: ['cs'] }, { type: 'resolve' });
    // Bob's Counterspell was countered: bob's Multani's Presence triggers, alice's doesn't.
    expect(game.events('triggered')).toMatchObject([{ source: 'multanis-presence', sourceLabel: 'mp-b', player: 'bob', card: 'counterspell', rule: '603.10e' }]);
    const bobHand = handSize(game, 'bob');
    game.do({ type: 'resolve' }, { type: 'resolve' });
    expect(handSize(game, 'bob')).toBe(bobHand + 1);
    expect(game.life('bob')).toBe(17);
    expect(game.events('triggered')).toHaveLength(1);
  });

  it('three Counterspells deep: alice\'s Counterspell and then her Bolt are countered, and her Multani\'s Presence triggers for each', () => {
    const game = boltCountered([
      { card: 'counterspell', zone: 'hand', owner: 'alice', label: 'cs2' },
      { card: 'counterspell', zone: 'hand', owner: 'bob', label: 'cs3' },
      { card: 'multanis-presence', zone: 'battlefield', owner: 'alice', label: 'mp-a' },
      { card: 'multanis-presence', zone: 'battlefield', owner: 'bob', label: 'mp-b' },
    ]).do(
      { type: 'pass' },
      { type: 'cast', player: 'alice', card: 'cs2', targets: ['cs'] },
      { type: 'pass' },
      { type: 'cast', player: 'bob', card: 'cs3', targets: ['cs2'] },
    );
    const aliceHand = handSize(game, 'alice');
    game.do({ type: 'resolve' }); // cs3 counters cs2
    expect(game.view.stack.map((s) => s.source)).toEqual(['multanis-presence', 'counterspell', 'lightning-bolt']);
    game.do({ type: 'resolve' }, { type: 'resolve' }); // alice draws; cs counters the Bolt
    expect(game.view.stack.map((s) => s.source)).toEqual(['multanis-presence']);
    game.do({ type: 'resolve' });
    expect(handSize(game, 'alice')).toBe(aliceHand + 2);
    expect(game.events('triggered').map((e) => [e.sourceLabel, e.card])).toEqual([
      ['mp-a', 'counterspell'],
      ['mp-a', 'lightning-bolt'],
    ]);
    expect(game.life('bob')).toBe(20);
  });

  it('608.2b: a spell whose only target is gone doesn\'t resolve, but it isn\'t countered: Multani\'s Presence doesn\'t trigger', () => {
    const game = new Game({
      cards: [
        { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'lb' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
        { card: 'multanis-presence', zone: 'battlefield', owner: 'alice', label: 'mp' },
        ...library,
      ],
    }).do({ type: 'cast', player: 'alice', card: 'lb', targets: ['gb'] }, { type: 'destroy', cards: ['gb'] }, { type: 'resolve' });
    expect(game.events('didNotResolve')).toMatchObject([{ card: 'lightning-bolt', reason: 'illegalTargets', rule: '608.2b' }]);
    expect(game.events('countered')).toHaveLength(0);
    expect(game.zoneOf('lb')).toBe('graveyard');
    expect(game.events('triggered')).toHaveLength(0);
    expect(game.view.stack).toHaveLength(0);
  });

  it('countered by ward is countered too (701.6a): the spell\'s caster\'s Multani\'s Presence triggers', () => {
    const game = new Game({
      cards: [
        { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'lb' },
        { card: 'waterfall-aerialist', zone: 'battlefield', owner: 'bob', label: 'wa' },
        { card: 'multanis-presence', zone: 'battlefield', owner: 'alice', label: 'mp' },
        ...library,
      ],
    }).do({ type: 'cast', player: 'alice', card: 'lb', targets: ['wa'] }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: false });
    expect(game.events('countered')).toMatchObject([{ card: 'lightning-bolt', reason: 'ward', rule: '701.6a' }]);
    expect(game.events('triggered').at(-1)).toMatchObject({ source: 'multanis-presence', card: 'lightning-bolt', rule: '603.10e' });
  });

  it('a copy of a spell isn\'t cast (707.10): countering it makes nothing trigger, and it simply ceases to exist', () => {
    const game = new Game({
      cards: [
        { card: 'howl-of-the-horde', zone: 'hand', owner: 'alice', label: 'howl' },
        { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'lb' },
        { card: 'counterspell', zone: 'hand', owner: 'bob', label: 'cs' },
        { card: 'multanis-presence', zone: 'battlefield', owner: 'alice', label: 'mp' },
        ...library,
      ],
    }).do({ type: 'cast', player: 'alice', card: 'howl' }, { type: 'resolve' }, { type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] }, { type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'newTargets', reason: 'copy' });
    game.do({ type: 'choose', player: 'alice', answer: false });
    const copy = game.view.stack[0]!;
    expect(copy).toMatchObject({ kind: 'spell', copy: true, source: 'lightning-bolt' });
    game.do({ type: 'pass' });
    // The copy is a spell: Counterspell may target it, by its id on the stack.
    expect(engine.legalActions(game.state).filter((a) => a.type === 'cast').map((a) => a.type === 'cast' && a.targets)).toEqual([[copy.id], ['lb']]);
    game.do({ type: 'cast', player: 'bob', card: 'cs', targets: [copy.id] }, { type: 'resolve' });
    expect(game.events('countered')).toMatchObject([{ card: 'lightning-bolt', object: copy.id, source: 'counterspell' }]);
    expect(game.events('triggered').filter((e) => e.source === 'multanis-presence')).toHaveLength(0);
    expect(game.view.stack).toMatchObject([{ kind: 'spell', source: 'lightning-bolt', label: 'lb' }]);
    expect(game.state.zones.alice!.graveyard.map((id) => game.state.objects[id]!.card)).toEqual(['howl-of-the-horde']);
    game.do({ type: 'resolve' });
    expect(game.life('bob')).toBe(17);
  });

  it('702.88a: a rebound spell countered by Counterspell goes to the graveyard, not to exile (it never resolves)', () => {
    const game = new Game({
      cards: [
        { card: 'staggershock', zone: 'hand', owner: 'alice', label: 'ss' },
        { card: 'counterspell', zone: 'hand', owner: 'bob', label: 'cs' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'ss', targets: ['bob'] }, { type: 'pass' }, { type: 'cast', player: 'bob', card: 'cs', targets: ['ss'] }, { type: 'resolve' });
    expect(game.zoneOf('ss')).toBe('graveyard');
    expect(game.events('rebounded')).toHaveLength(0);
    expect(game.state.delayedTriggers).toHaveLength(0);
  });

  it('a countered ability is no spell: ward countering Ravenous Chupacabra\'s ability doesn\'t make Multani\'s Presence trigger', () => {
    const game = new Game({
      cards: [
        { card: 'ravenous-chupacabra', zone: 'hand', owner: 'alice', label: 'rc' },
        { card: 'waterfall-aerialist', zone: 'battlefield', owner: 'bob', label: 'wa' },
        { card: 'multanis-presence', zone: 'battlefield', owner: 'alice', label: 'mp' },
        ...library,
      ],
    }).do({ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: false });
    expect(game.events('countered')).toMatchObject([{ card: 'ravenous-chupacabra', reason: 'wardAbility', rule: '701.6a' }]);
    expect(game.zoneOf('wa')).toBe('battlefield');
    expect(game.events('triggered').filter((e) => e.source === 'multanis-presence')).toHaveLength(0);
    expect(game.view.stack).toHaveLength(0);
  });
});

describe('101.2 — "This spell can\'t be countered": Emrakul, the Aeons Torn', () => {
  it('Counterspell may target it, but resolves without countering it; nothing that waits for a counter triggers', () => {
    const game = new Game({
      cards: [
        { card: 'emrakul-the-aeons-torn', zone: 'hand', owner: 'alice', label: 'em' },
        { card: 'multanis-presence', zone: 'battlefield', owner: 'alice', label: 'mp' },
        { card: 'counterspell', zone: 'hand', owner: 'bob', label: 'cs' },
        ...library,
      ],
    }).do({ type: 'cast', player: 'alice', card: 'em' }, { type: 'pass' }, { type: 'cast', player: 'bob', card: 'cs', targets: ['em'] });
    game.do({ type: 'resolve' });
    expect(game.events('counterFailed')).toMatchObject([{ card: 'emrakul-the-aeons-torn', rule: '101.2' }]);
    expect(game.events('countered')).toEqual([]);
    // Emrakul is still there: the log doesn't also say Counterspell found nothing (603.6 is about an object gone).
    expect(game.events('effectFailed')).toEqual([]);
    // Only Emrakul's own "when you cast this spell" triggered (its extra turn, 500.7): Multani's Presence didn't.
    expect(game.events('triggered').map((e) => e.sourceLabel)).toEqual(['em']);
    expect(game.view.stack.map((s) => s.kind)).toEqual(['trigger', 'spell']);
    game.do({ type: 'resolve' }, { type: 'resolve' });
    expect(game.zoneOf('em')).toBe('battlefield');
  });
});
