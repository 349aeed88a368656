import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';
import type { SetupCard } from '..';

// CR 614.12: the replacement effects that modify how a permanent enters ("enters tapped", "enters with
// counters", "as it enters, choose") are those of the permanent as it would exist on the battlefield:
// after its copy effect (707.2), and under the continuous effects already in play.

const cloneOf = (model: SetupCard, extra: SetupCard[] = []) =>
  new Game({ cards: [{ card: 'clone', zone: 'hand', owner: 'alice', label: 'cl' }, model, ...extra] }).do(
    { type: 'cast', player: 'alice', card: 'cl' },
    { type: 'resolve' },
  );

const permanent = (game: Game, label: string) => game.view.battlefield.find((p) => p.label === label);

describe('614.12, 707.2 — a copy enters as what it copies', () => {
  it("CR 614.12: a Clone copying Geralf's Messenger enters tapped", () => {
    const game = cloneOf({ card: 'geralfs-messenger', zone: 'battlefield', owner: 'bob', label: 'gm' });
    game.do({ type: 'choose', player: 'alice', answer: 'gm' });
    expect(permanent(game, 'cl')).toMatchObject({ card: 'geralfs-messenger', printed: 'clone', tapped: true });
    expect(game.events('enteredTapped')).toMatchObject([{ card: 'clone', label: 'cl', reason: 'staticAbility'}]);
  });

  it("CR 614.12, 702.63a: a Clone copying Calciderm enters with Calciderm's four time counters", () => {
    const game = cloneOf({ card: 'calciderm', zone: 'battlefield', owner: 'bob', label: 'cd', counters: { time: 1 } });
    game.do({ type: 'choose', player: 'alice', answer: 'cd' });
    // Counters aren't copiable values: the Clone gets Calciderm's four, not the one Calciderm has now.
    expect(permanent(game, 'cl')).toMatchObject({ card: 'calciderm', counters: { time: 4 }, tapped: false });
    expect(game.events('enteredWithCounters')).toMatchObject([{ label: 'cl', counter: 'time', amount: 4}]);
  });

  it('CR 614.12, 603.6d: a Clone copying Meddling Mage must name a card, and that name is forbidden', () => {
    const game = cloneOf({ card: 'meddling-mage', zone: 'battlefield', owner: 'bob', label: 'mm' }, [
      { card: 'lightning-bolt', zone: 'hand', owner: 'bob', label: 'bolt' },
    ]);
    game.do({ type: 'choose', player: 'alice', answer: 'mm' });
    expect(game.state.pending).toMatchObject({ kind: 'name', player: 'alice', card: 'meddling-mage' });
    expect(game.zoneOf('cl')).toBe('stack'); // both choices are made before it enters
    game.do({ type: 'choose', player: 'alice', answer: 'lightning-bolt' });
    expect(permanent(game, 'cl')).toMatchObject({ card: 'meddling-mage', chosenName: 'lightning-bolt' });
    expect(game.events('nameChosen')).toMatchObject([{ label: 'cl', target: 'lightning-bolt'}]);
    game.do({ type: 'pass' });
    expect(game.reject({ type: 'cast', player: 'bob', card: 'bolt', targets: ['alice'] })).toBe('errors.nameForbidden');
  });

  it('CR 614.12: `auto` names the first option for a Clone copying Meddling Mage', () => {
    const game = cloneOf({ card: 'meddling-mage', zone: 'battlefield', owner: 'bob', label: 'mm' });
    game.do({ type: 'auto' });
    expect(permanent(game, 'cl')?.chosenName).toEqual(expect.any(String));
  });

  it('CR 707.2 (negative): a Clone copying Grizzly Bears enters untapped, with no counters and no name', () => {
    const game = cloneOf({ card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' });
    game.do({ type: 'choose', player: 'alice', answer: 'gb' });
    expect(game.state.pending).toBeNull();
    const clone = permanent(game, 'cl');
    expect(clone).toMatchObject({ card: 'grizzly-bears', tapped: false, counters: {} });
    expect(clone?.chosenName).toBeUndefined();
    expect(game.events('enteredTapped')).toEqual([]);
  });

  it('CR 614.12: put onto the battlefield by Sneak Attack, a Clone copying Meddling Mage names a card too', () => {
    const game = new Game({
      cards: [
        { card: 'sneak-attack', zone: 'battlefield', owner: 'alice', label: 'sneak' },
        { card: 'clone', zone: 'hand', owner: 'alice', label: 'cl' },
        { card: 'meddling-mage', zone: 'battlefield', owner: 'bob', label: 'mm' },
      ],
    }).do({ type: 'activate', player: 'alice', card: 'sneak', ability: 0 }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'cl' });
    game.do({ type: 'choose', player: 'alice', answer: 'mm' });
    expect(game.state.pending).toMatchObject({ kind: 'name', player: 'alice', card: 'meddling-mage' });
    expect(game.zoneOf('cl')).toBe('hand');
    game.do({ type: 'choose', player: 'alice', answer: 'fog' });
    expect(permanent(game, 'cl')).toMatchObject({ card: 'meddling-mage', chosenName: 'fog' });
  });

  it('CR 614.12: a Clone put onto the battlefield by `move` as a copy of Calciderm gets its counters too', () => {
    const game = new Game({
      cards: [
        { card: 'clone', zone: 'hand', owner: 'alice', label: 'cl' },
        { card: 'calciderm', zone: 'battlefield', owner: 'bob', label: 'cd' },
      ],
    }).do({ type: 'move', card: 'cl', to: 'battlefield', entersAs: 'cd' });
    expect(permanent(game, 'cl')).toMatchObject({ card: 'calciderm', counters: { time: 4 } });
  });

  it('CR 603.6d, 603.6a: moved with other cards, entersAs is the choice of each one that makes it; refused when none does', () => {
    const cards: SetupCard[] = [
      { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'sa' },
      { card: 'clone', zone: 'hand', owner: 'alice', label: 'cl' },
      { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
    ];
    const game = new Game({ cards }).do({ type: 'move', cards: ['cl', 'gb'], to: 'battlefield', entersAs: 'sa' });
    expect(permanent(game, 'cl')).toMatchObject({ card: 'souls-attendant' });
    expect(permanent(game, 'gb')).toMatchObject({ card: 'grizzly-bears' });
    // They entered together: the real Soul's Attendant sees both, and the copy sees the Bears (603.6a).
    expect(game.events('triggered')).toHaveLength(3);
    const none = new Game({ cards });
    expect(none.reject({ type: 'move', cards: ['gb', 'sa'], to: 'hand', entersAs: 'sa' })).toBe('errors.entersAsNoChoice');
    expect(none.reject({ type: 'move', cards: ['gb'], to: 'battlefield', entersAs: 'sa' })).toBe('errors.entersAsNoChoice');
    // A choice that doesn't fit the card that makes it is still refused.
    expect(none.reject({ type: 'move', cards: ['gb', 'cl'], to: 'battlefield', entersAs: 'nothing-here' })).toBe('errors.cardNotFound');
  });
});

describe('614.12 — under Humility, a creature enters without its own "enters" replacement effects', () => {
  const underHumility = (card: string, x?: number) =>
    new Game({
      cards: [
        { card: 'humility', zone: 'battlefield', owner: 'bob' },
        { card, zone: 'hand', owner: 'alice', label: 'it' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'it', ...(x !== undefined ? { x } : {}) }, { type: 'resolve' });

  it("CR 614.12: Geralf's Messenger enters untapped: its \"enters tapped\" is gone as it enters", () => {
    const game = underHumility('geralfs-messenger');
    expect(permanent(game, 'it')).toMatchObject({ tapped: false, power: 1, toughness: 1 });
    expect(game.events('enteredTapped')).toEqual([]);
  });

  it('CR 614.12: Calciderm enters with no time counters', () => {
    const game = underHumility('calciderm');
    expect(permanent(game, 'it')).toMatchObject({ counters: {} });
    expect(game.events('enteredWithCounters')).toEqual([]);
  });

  it('CR 614.12: Meddling Mage names no card: nothing is asked', () => {
    const game = underHumility('meddling-mage');
    expect(game.state.pending).toBeNull();
    expect(permanent(game, 'it')?.chosenName).toBeUndefined();
    expect(game.events('nameChosen')).toEqual([]);
  });

  it('CR 614.12: a Clone copies nothing (its copy ability is gone as it enters) and is a 1/1 Clone', () => {
    const game = underHumility('clone');
    expect(game.state.pending).toBeNull();
    expect(permanent(game, 'it')).toMatchObject({ card: 'clone', power: 1, toughness: 1 });
    expect(game.events('enteredAsCopy')).toEqual([]);
  });

  it('CR 614.12 (a land): Boros Guildgate still enters tapped — Humility affects only creatures', () => {
    const game = new Game({
      cards: [
        { card: 'humility', zone: 'battlefield', owner: 'bob' },
        { card: 'boros-guildgate', zone: 'hand', owner: 'alice', label: 'bg' },
      ],
    }).do({ type: 'play', player: 'alice', card: 'bg' });
    expect(permanent(game, 'bg')).toMatchObject({ tapped: true });
    expect(game.events('enteredTapped')).toMatchObject([{ card: 'boros-guildgate'}]);
  });

  it('CR 614.12 (not a creature as it enters): Chimeric Mass still enters with X charge counters', () => {
    const game = underHumility('chimeric-mass', 3);
    expect(permanent(game, 'it')).toMatchObject({ counters: { charge: 3 }, types: ['artifact'] });
  });
});
