import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { createEngine, type CardDefinition } from '..';
import { Game } from '../../test/harness';

// A card made up for this test: "When this enters, create a 1/1 Soldier token."
const maker: CardDefinition = {
  id: 'test-token-maker',
  types: ['artifact'],
  abilities: [{ kind: 'triggered', trigger: { on: 'zoneChange', to: 'battlefield', object: { self: true } }, effects: [{ do: 'createToken', token: 'soldier-token' }] }],
};
const withMaker = createEngine({ ...cardPool, 'test-token-maker': maker });

// A creature whose +1/+1 and -1/-1 counters cancel out as the next check begins (CR 704.5q).
const pair = { '+1/+1': 1, '-1/-1': 1 };

/**
 * The starting board is settled before anyone gets priority (CR 117.5), so a condition that a check should
 * find is written into the state after the start, as an effect that left it for the next check would.
 */
function unsettled(game: Game, counters: Record<string, Record<string, number>>): Game {
  const state = structuredClone(game.state);
  for (const [label, kinds] of Object.entries(counters)) {
    const obj = Object.values(state.objects).find((o) => o.label === label)!;
    obj.counters = { ...obj.counters, ...kinds };
  }
  game.state = state;
  return game;
}

describe('704.3 — every state-based action that applies is performed in the same check', () => {
  it('704.3, 704.5q, 704.5h: counters cancelling out don\'t stop a creature dealt deathtouch damage from being destroyed in that check', () => {
    const game = new Game({
      cards: [
        { card: 'typhoid-rats', zone: 'battlefield', owner: 'alice', label: 'tr' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
        { card: 'murderous-redcap', zone: 'battlefield', owner: 'bob', label: 'mr' },
      ],
    });
    unsettled(game, { mr: pair }).do({ type: 'damage', source: 'tr', target: 'gb', amount: 1 });
    expect(game.last.filter((e) => e.event === 'stateBasedAction').map((e) => [e.label, e.rule])).toEqual([
      ['gb', '704.5h'],
      ['mr', '704.5q'],
    ]);
    expect(game.zoneOf('gb')).toBe('graveyard');
    expect(game.view.battlefield.find((p) => p.label === 'mr')?.counters).toEqual({});
  });

  it('704.3, 704.5q, 704.5b: a player who drew from an empty library loses in the check where counters cancel out', () => {
    const game = unsettled(new Game({ cards: [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' }] }), { gb: pair });
    game.do({ type: 'draw', player: 'alice', count: 1 });
    expect(game.events('playerLost')).toMatchObject([{ player: 'alice', rule: '704.5b' }]);
    expect(game.state.winner).toBe('bob');
    expect(game.last.some((e) => e.rule === '704.5q')).toBe(true);
  });

  it('704.3, 704.5q, 704.5f: a creature with 0 toughness dies in the same check, while its counters stay as they were (it left)', () => {
    // Grizzly Bears 2/2 with one +1/+1 and three -1/-1 counters: 0/0. It dies with all of them; persist-like
    // look-back abilities would see its -1/-1 counters.
    const game = unsettled(
      new Game({
        cards: [
          { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
          { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb2' },
        ],
      }),
      { gb: { '+1/+1': 1, '-1/-1': 3 }, gb2: pair },
    ).do({ type: 'pass' });
    const sba = game.last.filter((e) => e.event === 'stateBasedAction');
    expect(sba.map((e) => [e.label, e.rule])).toEqual([
      ['gb', '704.5f'],
      ['gb2', '704.5q'],
    ]);
    expect(game.zoneOf('gb')).toBe('graveyard');
  });

  it('704.3, 704.5j, 704.5f, 603.10a: the legend rule and a death happen at once, so "dies" abilities see each other', () => {
    // Blood Artist (0/1) with a -1/-1 counter has 0 toughness; alice controls two Isamaru.
    const game = unsettled(
      new Game({
        cards: [
          { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
          { card: 'isamaru-hound-of-konda', zone: 'battlefield', owner: 'alice', label: 'i1' },
          { card: 'isamaru-hound-of-konda', zone: 'hand', owner: 'alice', label: 'i2' },
        ],
      }),
      { ba: { '-1/-1': 1 } },
    ).do({ type: 'move', card: 'i2', to: 'battlefield' });
    // The legend rule's choice comes first; nothing has happened yet.
    expect(game.state.pending).toMatchObject({ kind: 'legend', player: 'alice' });
    expect(game.zoneOf('ba')).toBe('battlefield');
    game.do({ type: 'choose', player: 'alice', answer: 'i2' });
    expect(game.zoneOf('ba')).toBe('graveyard');
    expect(game.zoneOf('i1')).toBe('graveyard');
    expect(game.zoneOf('i2')).toBe('battlefield');
    // Blood Artist sees itself and the Isamaru die: one batch of events.
    expect(game.events('triggered').map((e) => [e.source, e.label])).toEqual([
      ['blood-artist', 'ba'],
      ['blood-artist', 'i1'],
    ]);
  });

  it('704.3, 704.5j: with two legend rule choices in one check, both are asked before either is carried out', () => {
    const game = new Game({
      cards: [
        { card: 'isamaru-hound-of-konda', zone: 'battlefield', owner: 'alice', label: 'a1' },
        { card: 'isamaru-hound-of-konda', zone: 'hand', owner: 'alice', label: 'a2' },
        { card: 'isamaru-hound-of-konda', zone: 'battlefield', owner: 'bob', label: 'b1' },
        { card: 'isamaru-hound-of-konda', zone: 'hand', owner: 'bob', label: 'b2' },
      ],
    }).do({ type: 'move', cards: ['a2', 'b2'], to: 'battlefield' }, { type: 'choose', player: 'alice', answer: 'a1' });
    expect(game.state.pending).toMatchObject({ kind: 'legend', player: 'bob' });
    expect(game.zoneOf('a2')).toBe('battlefield');
    game.do({ type: 'choose', player: 'bob', answer: 'b2' });
    expect([game.zoneOf('a1'), game.zoneOf('a2'), game.zoneOf('b1'), game.zoneOf('b2')]).toEqual(['battlefield', 'graveyard', 'graveyard', 'battlefield']);
    // One move of both: a single batch.
    expect(game.last.filter((e) => e.event === 'stateBasedAction').map((e) => e.label)).toEqual(['a2', 'b1']);
  });

  it('704.3, 704.5d, 704.5m: a token that left the battlefield ceases to exist in the same check where an Aura left unattached goes to the graveyard', () => {
    const game = new Game(
      {
        cards: [
          { card: 'test-token-maker', zone: 'hand', owner: 'alice', label: 'tm' },
          { card: 'swamp', zone: 'battlefield', owner: 'bob', label: 'sw' },
          { card: 'pooling-venom', zone: 'battlefield', owner: 'alice', label: 'pv', attachedTo: 'sw' },
        ],
      },
      withMaker,
    ).do({ type: 'move', card: 'tm', to: 'battlefield' }, { type: 'resolve' });
    const token = game.view.battlefield.find((p) => p.card === 'soldier-token')!;
    game.do({ type: 'destroy', cards: [token.id, 'sw'] });
    const check = game.last.filter((e) => e.event === 'tokenCeased' || e.event === 'stateBasedAction');
    expect(check.map((e) => e.rule)).toEqual(['704.5d', '704.5m']);
    expect(game.zoneOf('pv')).toBe('graveyard');
    expect(Object.values(game.state.objects).some((o) => o.card === 'soldier-token')).toBe(false);
  });

  it('704.3: with nothing to perform, a check changes nothing', () => {
    const game = new Game({ cards: [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb', counters: { '+1/+1': 2 } }] }).do({ type: 'pass' });
    expect(game.last.some((e) => e.event === 'stateBasedAction')).toBe(false);
    expect(game.view.battlefield[0]!.counters).toEqual({ '+1/+1': 2 });
  });
});

describe('704.5m, 704.5n, 704.5p — attachments in illegal places', () => {
  it('303.4a: every Aura of the card pool says what it may enchant', () => {
    const auras = Object.values(cardPool).filter((c) => c.subtypes?.includes('Aura'));
    expect(auras.length).toBeGreaterThan(0);
    expect(auras.filter((c) => !c.enchant).map((c) => c.id)).toEqual([]);
  });

  it('704.5n: an Equipment whose creature stops being one comes off and stays; Grafted Wargear\'s "becomes unattached" makes its controller sacrifice the land (603.10c)', () => {
    // Living Lands makes the Forest a creature, equipped with Grafted Wargear; Living Lands leaves: the Forest is no
    // longer a creature, so the Wargear becomes unattached (704.5n).
    const game = new Game({
      cards: [
        { card: 'living-lands', zone: 'battlefield', owner: 'alice', label: 'll' },
        { card: 'forest', zone: 'battlefield', owner: 'alice', label: 'f' },
        { card: 'grafted-wargear', zone: 'battlefield', owner: 'alice', label: 'gw', attachedTo: 'f' },
      ],
    }).do({ type: 'destroy', cards: ['ll'] });
    expect(game.last).toContainEqual(expect.objectContaining({ event: 'stateBasedAction', label: 'gw', rule: '704.5n' }));
    expect(game.view.battlefield.find((p) => p.label === 'gw')).toMatchObject({ attachedTo: null });
    expect(game.events('triggered')).toMatchObject([{ source: 'grafted-wargear', rule: '603.10c' }]);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('f')).toBe('graveyard');
  });

  it('704.5m: an Aura whose enchanted permanent stops being a creature goes to the graveyard; "dies" doesn\'t trigger, "put into a graveyard" does', () => {
    // Living Lands makes the Forest a creature; Fool's Demise enchants it. Living Lands leaves: the Forest
    // is no longer a creature, so Fool's Demise ("Enchant creature") is put into its owner's graveyard.
    const game = new Game({
      cards: [
        { card: 'living-lands', zone: 'battlefield', owner: 'alice', label: 'll' },
        { card: 'forest', zone: 'battlefield', owner: 'bob', label: 'f' },
        { card: 'fools-demise', zone: 'battlefield', owner: 'alice', label: 'fd', attachedTo: 'f' },
      ],
    }).do({ type: 'destroy', cards: ['ll'] });
    expect(game.last).toContainEqual(expect.objectContaining({ event: 'stateBasedAction', label: 'fd', rule: '704.5m' }));
    expect(game.zoneOf('f')).toBe('battlefield');
    // Only its "when Fool's Demise is put into a graveyard from the battlefield" ability triggers.
    expect(game.events('triggered').map((e) => e.source)).toEqual(['fools-demise']);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('fd')).toBe('hand');
  });

  it('701.3b: attaching an Aura to a permanent its enchant ability doesn\'t allow is refused (it doesn\'t move, so 704.5m has nothing to undo)', () => {
    const game = new Game({
      cards: [
        { card: 'swamp', zone: 'battlefield', owner: 'bob', label: 'sw' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
        { card: 'pooling-venom', zone: 'battlefield', owner: 'alice', label: 'pv', attachedTo: 'sw' },
      ],
    });
    expect(game.reject({ type: 'attach', card: 'pv', to: 'gb' })).toBe('errors.cannotAttach');
    expect(game.view.battlefield.find((p) => p.label === 'pv')).toMatchObject({ attachedTo: 'sw' });
  });

  it('704.5m: an Aura attached to what it may enchant stays', () => {
    const game = new Game({
      cards: [
        { card: 'swamp', zone: 'battlefield', owner: 'bob', label: 'sw' },
        { card: 'swamp', zone: 'battlefield', owner: 'bob', label: 'sw2' },
        { card: 'pooling-venom', zone: 'battlefield', owner: 'alice', label: 'pv', attachedTo: 'sw' },
      ],
    }).do({ type: 'attach', card: 'pv', to: 'sw2' });
    expect(game.view.battlefield.find((p) => p.label === 'pv')).toMatchObject({ attachedTo: 'sw2' });
  });

  it('704.5n, 603.10c: an Equipment on a permanent that stops being a creature becomes unattached and stays; its "becomes unattached" ability looks back', () => {
    const game = new Game({
      cards: [
        { card: 'living-lands', zone: 'battlefield', owner: 'alice', label: 'll' },
        { card: 'forest', zone: 'battlefield', owner: 'alice', label: 'f' },
        { card: 'grafted-wargear', zone: 'battlefield', owner: 'alice', label: 'gw', attachedTo: 'f' },
      ],
    });
    expect(game.view.battlefield.find((p) => p.label === 'f')).toMatchObject({ power: 4, toughness: 3 });
    game.do({ type: 'destroy', cards: ['ll'] });
    expect(game.last).toContainEqual(expect.objectContaining({ event: 'stateBasedAction', label: 'gw', reason: 'illegalAttachment', rule: '704.5n' }));
    expect(game.view.battlefield.find((p) => p.label === 'gw')).toMatchObject({ attachedTo: null });
    expect(game.events('triggered')).toMatchObject([{ source: 'grafted-wargear', reason: 'lookBack' }]);
    // "Sacrifice that permanent": the Forest.
    game.do({ type: 'resolve' });
    expect(game.zoneOf('f')).toBe('graveyard');
    expect(game.zoneOf('gw')).toBe('battlefield');
  });

  it('704.5n: an Equipment attached to a creature stays attached', () => {
    const game = new Game({
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
        { card: 'grafted-wargear', zone: 'battlefield', owner: 'alice', label: 'gw', attachedTo: 'gb' },
      ],
    }).do({ type: 'pass' });
    expect(game.view.battlefield.find((p) => p.label === 'gw')).toMatchObject({ attachedTo: 'gb' });
    expect(game.events('triggered')).toHaveLength(0);
  });

  it('701.3b: attaching an Equipment to a land is refused: it stays on its creature, and nothing "becomes unattached"', () => {
    const game = new Game({
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
        { card: 'swamp', zone: 'battlefield', owner: 'alice', label: 'sw' },
        { card: 'grafted-wargear', zone: 'battlefield', owner: 'alice', label: 'gw', attachedTo: 'gb' },
      ],
    });
    expect(game.reject({ type: 'attach', card: 'gw', to: 'sw' })).toBe('errors.cannotAttach');
    expect(game.view.battlefield.find((p) => p.label === 'gw')).toMatchObject({ attachedTo: 'gb' });
    expect(game.events('triggered')).toHaveLength(0);
  });

  it('701.3b: attaching a permanent that is neither an Aura nor an Equipment is refused (704.5p has nothing to undo)', () => {
    const game = new Game({
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
        { card: 'swamp', zone: 'battlefield', owner: 'alice', label: 'sw' },
      ],
    });
    expect(game.reject({ type: 'attach', card: 'sw', to: 'gb' })).toBe('errors.cannotAttach');
    expect(game.view.battlefield.find((p) => p.label === 'sw')).toMatchObject({ attachedTo: null });
  });
});
