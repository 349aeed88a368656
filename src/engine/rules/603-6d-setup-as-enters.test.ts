import { describe, expect, it } from 'vitest';
import { Game, engine } from '../../test/harness';
import type { SetupCard } from '..';

const start = (cards: SetupCard[], life?: Record<string, number>) =>
  engine.start({ players: ['alice', 'bob'], freeMana: true, cards, ...(life ? { life } : {}) });

describe('603.6d — a starting board with its "as it enters" choices already made', () => {
  it('603.6d: a Meddling Mage set up with "chosenName" stops that card from being cast; another card still can be', () => {
    const game = new Game({
      cards: [
        { card: 'meddling-mage', zone: 'battlefield', owner: 'bob', label: 'mm', chosenName: 'wrath-of-god' },
        { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'w' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
      ],
    });
    expect(game.view.battlefield[0]).toMatchObject({ card: 'meddling-mage', chosenName: 'wrath-of-god' });
    expect(game.reject({ type: 'cast', player: 'alice', card: 'w' })).toBe('errors.nameForbidden');
    game.do({ type: 'cast', player: 'alice', card: 'gb' });
  });

  it('707.2: a Clone set up with "copyOf" a label is a copy of that card: its characteristics and its abilities', () => {
    const game = new Game({
      cards: [
        { card: 'clone', zone: 'battlefield', owner: 'alice', label: 'cl', copyOf: 'ba' },
        { card: 'blood-artist', zone: 'graveyard', owner: 'bob', label: 'ba' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    });
    // A Clone copying nothing would be a 0/0 and die at once (704.5f); the copy is a 0/1 Blood Artist.
    expect(game.zoneOf('cl')).toBe('battlefield');
    expect(game.view.battlefield.find((p) => p.label === 'cl')).toMatchObject({ card: 'blood-artist', printed: 'clone', power: 0, toughness: 1 });
    game.do({ type: 'destroy', cards: ['gb'] });
    expect(game.events('triggered')).toMatchObject([{ source: 'blood-artist', sourceLabel: 'cl', label: 'gb' }]);
  });

  it('707.2: "copyOf" may be a card id, and a copy of a copy has what the first one copied', () => {
    const game = new Game({
      cards: [
        { card: 'clone', zone: 'battlefield', owner: 'alice', label: 'c1', copyOf: 'grizzly-bears' },
        { card: 'clone', zone: 'battlefield', owner: 'alice', label: 'c2', copyOf: 'c1' },
      ],
    });
    expect(game.view.battlefield.map((p) => [p.label, p.card, p.power])).toEqual([['c1', 'grizzly-bears', 2], ['c2', 'grizzly-bears', 2]]);
  });

  it('707.2: a Clone set up as a copy of a creature token is accepted, as a Clone cast can copy one, and stays a card', () => {
    const game = new Game({
      cards: [
        { card: 'teysa-karlov', zone: 'battlefield', owner: 'alice' },
        { card: 'soldier-token', zone: 'battlefield', owner: 'alice', label: 'tok' },
        { card: 'clone', zone: 'battlefield', owner: 'alice', label: 'cl', copyOf: 'tok' },
      ],
    });
    expect(game.view.battlefield.find((p) => p.label === 'cl')).toMatchObject({ card: 'soldier-token', printed: 'clone', power: 1, toughness: 1 });
    // Teysa Karlov's lifelink is for creature tokens: the Clone isn't one (111.1), so its damage gains nothing.
    game.do({ type: 'damage', source: 'cl', target: 'bob', amount: 1 });
    expect(game.events('lifeGained')).toEqual([]);
    // It dies as a card, into its owner's graveyard, and doesn't cease to exist (704.5d is for tokens).
    game.do({ type: 'destroy', cards: ['cl'] });
    expect(game.zoneOf('cl')).toBe('graveyard');
  });

  it('603.6d: a Clone that copies a Meddling Mage has its name choice too', () => {
    const game = new Game({
      cards: [
        { card: 'clone', zone: 'battlefield', owner: 'bob', label: 'cl', copyOf: 'meddling-mage', chosenName: 'grizzly-bears' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
      ],
    });
    expect(game.reject({ type: 'cast', player: 'alice', card: 'gb' })).toBe('errors.nameForbidden');
  });

  it('603.6d: the choice is refused on a card that makes no such choice, or with a value the card could not have chosen', () => {
    const cases: [SetupCard, string][] = [
      [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', chosenName: 'wrath-of-god' }, 'errors.noAsEntersChoice'],
      [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', copyOf: 'blood-artist' }, 'errors.noAsEntersChoice'],
      [{ card: 'meddling-mage', zone: 'battlefield', owner: 'alice', copyOf: 'blood-artist' }, 'errors.noAsEntersChoice'],
      [{ card: 'clone', zone: 'battlefield', owner: 'alice', chosenName: 'wrath-of-god' }, 'errors.noAsEntersChoice'],
      [{ card: 'meddling-mage', zone: 'battlefield', owner: 'alice', chosenName: 'forest' }, 'errors.cannotBeNamed'], // "nonland card name"
      [{ card: 'meddling-mage', zone: 'battlefield', owner: 'alice', chosenName: 'no-such-card' }, 'errors.cannotBeNamed'],
      [{ card: 'clone', zone: 'battlefield', owner: 'alice', copyOf: 'no-such-card' }, 'errors.unknownCopyOf'],
      [{ card: 'clone', zone: 'battlefield', owner: 'alice', copyOf: 'wrath-of-god' }, 'errors.cannotCopy'], // not a creature
      [{ card: 'meddling-mage', zone: 'hand', owner: 'alice', chosenName: 'wrath-of-god' }, 'errors.notOnBattlefield'],
      [{ card: 'clone', zone: 'graveyard', owner: 'alice', copyOf: 'grizzly-bears' }, 'errors.notOnBattlefield'],
    ];
    for (const [card, error] of cases) expect(start([card])).toMatchObject({ ok: false, error });
  });
});

describe('setup: "sick", "damage" and starting life are checked', () => {
  it('302.6, 704.5g: "sick" and "damage" are for permanents on the battlefield; damage only on creatures', () => {
    expect(start([{ card: 'grizzly-bears', zone: 'hand', owner: 'alice', sick: true }])).toMatchObject({ ok: false, error: 'errors.notOnBattlefield', params: { field: 'sick' } });
    expect(start([{ card: 'grizzly-bears', zone: 'library', owner: 'alice', damage: 1 }])).toMatchObject({ ok: false, error: 'errors.notOnBattlefield', params: { field: 'damage' } });
    expect(start([{ card: 'forest', zone: 'battlefield', owner: 'alice', damage: 1 }])).toMatchObject({ ok: false, error: 'errors.damageNotCreature' });
    expect(start([{ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', damage: -1 }])).toMatchObject({ ok: false, error: 'errors.badAmount' });
    expect(start([{ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', damage: 1, sick: true }])).toMatchObject({ ok: true });
  });

  it('starting life is any whole number from -1,000,000 to 1,000,000', () => {
    const high = start([], { alice: 1_000_000, bob: 20 });
    expect(high.ok && high.state.playerState.alice!.life).toBe(1_000_000);
    const low = start([], { alice: -1_000_000 });
    expect(low.ok && low.state.winner).toBe('bob'); // CR 704.5a, at once
    expect(start([], { alice: 1_000_001 })).toMatchObject({ ok: false, error: 'errors.lifeOutOfRange', params: { player: 'alice', limit: 1_000_000 } });
    expect(start([], { bob: -1_000_001 })).toMatchObject({ ok: false, error: 'errors.lifeOutOfRange' });
    expect(start([], { bob: 2.5 })).toMatchObject({ ok: false, error: 'errors.badAmount' });
  });
});
