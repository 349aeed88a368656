import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

describe('603.6d — "enters with", "as it enters" and "enters as a copy" are static abilities, never triggers', () => {
  it('Chimeric Mass enters with X charge counters, part of the event; the log says it is no trigger', () => {
    const game = new Game({ cards: [{ card: 'chimeric-mass', zone: 'hand', owner: 'alice', label: 'cm' }] })
      .do({ type: 'cast', player: 'alice', card: 'cm', x: 3 }, { type: 'resolve' });
    expect(game.view.battlefield.find((p) => p.label === 'cm')).toMatchObject({ counters: { charge: 3 }, types: ['artifact'] });
    expect(game.events('enteredWithCounters')).toMatchObject([{ card: 'chimeric-mass', counter: 'charge', amount: 3, reason: 'staticAbility', rule: '603.6d' }]);
    expect(game.events('triggered')).toEqual([]);
  });

  it('X is paid with the cost; without free mana, X = 2 needs two mana', () => {
    const game = new Game({
      freeMana: false,
      cards: [
        { card: 'chimeric-mass', zone: 'hand', owner: 'alice', label: 'cm' },
        { card: 'island', zone: 'battlefield', owner: 'alice' },
      ],
    });
    expect(game.reject({ type: 'cast', player: 'alice', card: 'cm', x: 2 })).toBe('errors.cannotPay');
    expect(game.reject({ type: 'cast', player: 'alice', card: 'cm', x: -1 })).toBe('errors.badX');
    game.do({ type: 'cast', player: 'alice', card: 'cm', x: 1 }, { type: 'resolve' });
    expect(game.view.battlefield.find((p) => p.label === 'cm')?.counters).toEqual({ charge: 1 });
  });

  it('{1}: it becomes a Construct artifact creature with P/T equal to its charge counters until end of turn', () => {
    const game = new Game({ cards: [{ card: 'chimeric-mass', zone: 'battlefield', owner: 'alice', label: 'cm', counters: { charge: 4 } }] })
      .do({ type: 'activate', player: 'alice', card: 'cm', ability: 0 }, { type: 'resolve' });
    expect(game.view.battlefield.find((p) => p.label === 'cm')).toMatchObject({ power: 4, toughness: 4, types: ['artifact', 'creature'] });
    game.do({ type: 'advance', to: 'cleanup' });
    expect(game.view.battlefield.find((p) => p.label === 'cm')).toMatchObject({ types: ['artifact'] });
    expect(game.view.battlefield.find((p) => p.label === 'cm')?.power).toBeUndefined();
  });

  it('Meddling Mage: the name is chosen as it enters (a `name` choice); spells with that name can\'t be cast', () => {
    const game = new Game({
      cards: [
        { card: 'meddling-mage', zone: 'hand', owner: 'alice', label: 'mm' },
        { card: 'lightning-bolt', zone: 'hand', owner: 'bob', label: 'bolt' },
        { card: 'fog', zone: 'hand', owner: 'bob', label: 'fog' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'mm' }, { type: 'resolve' });
    expect(game.view.pending).toMatchObject({ kind: 'name', player: 'alice', card: 'meddling-mage' });
    const options = game.view.pending?.kind === 'name' ? game.view.pending.options : [];
    expect(options).toContain('lightning-bolt');
    expect(options).not.toContain('forest'); // a nonland card name
    expect(game.zoneOf('mm')).toBe('stack'); // it hasn't entered yet: the choice is part of entering
    game.do({ type: 'choose', player: 'alice', answer: 'lightning-bolt' });
    expect(game.events('nameChosen')).toMatchObject([{ card: 'meddling-mage', target: 'lightning-bolt', rule: '603.6d' }]);
    expect(game.view.battlefield.find((p) => p.label === 'mm')).toMatchObject({ chosenName: 'lightning-bolt' });
    game.do({ type: 'pass' });
    expect(game.reject({ type: 'cast', player: 'bob', card: 'bolt', targets: ['alice'] })).toBe('errors.nameForbidden');
    game.do({ type: 'cast', player: 'bob', card: 'fog' });
    // Once it's gone, the name is free again.
    game.do({ type: 'resolve' }, { type: 'destroy', cards: ['mm'] }, { type: 'pass' }, { type: 'cast', player: 'bob', card: 'bolt', targets: ['alice'] });
    expect(game.zoneOf('bolt')).toBe('stack');
  });

  it('Clone enters as a copy of a creature (a `copy` choice): the copied enters-the-battlefield ability triggers', () => {
    const game = new Game({
      cards: [
        { card: 'clone', zone: 'hand', owner: 'alice', label: 'cl' },
        { card: 'ravenous-chupacabra', zone: 'battlefield', owner: 'bob', label: 'rc' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'cl' }, { type: 'resolve' });
    expect(game.view.pending).toMatchObject({ kind: 'copy', optional: true });
    game.do({ type: 'choose', player: 'alice', answer: 'rc' });
    expect(game.events('enteredAsCopy')).toMatchObject([{ card: 'clone', source: 'ravenous-chupacabra', reason: 'staticAbility', rule: '603.6d' }]);
    expect(game.view.battlefield.find((p) => p.label === 'cl')).toMatchObject({ card: 'ravenous-chupacabra', printed: 'clone', controller: 'alice', power: 2, toughness: 2 });
    // CR 603.6a: its ETB ability (the copied one) triggers; Alice controls it.
    expect(game.events('triggered')).toMatchObject([{ source: 'ravenous-chupacabra', sourceLabel: 'cl', player: 'alice' }]);
  });

  it('a Clone that copies nothing enters as a 0/0 and dies; copying a legend makes two with the same name (704.5j)', () => {
    const nothing = new Game({ cards: [{ card: 'clone', zone: 'hand', owner: 'alice', label: 'cl' }] })
      .do({ type: 'cast', player: 'alice', card: 'cl' }, { type: 'resolve' });
    expect(nothing.zoneOf('cl')).toBe('graveyard');
    expect(nothing.events('stateBasedAction')).toMatchObject([{ card: 'clone', reason: 'zeroToughness' }]);
    const legend = new Game({
      cards: [
        { card: 'clone', zone: 'hand', owner: 'alice', label: 'cl' },
        { card: 'isamaru-hound-of-konda', zone: 'battlefield', owner: 'alice', label: 'isa' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'cl' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'isa' });
    expect(legend.view.pending).toMatchObject({ kind: 'legend', card: 'isamaru-hound-of-konda' });
  });

  it('leaving the battlefield, a Clone is looked back at as the copy it was, and is a Clone again in the graveyard', () => {
    const game = new Game({
      cards: [
        { card: 'clone', zone: 'hand', owner: 'alice', label: 'cl' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'bob', label: 'ba' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'cl' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'ba' });
    game.do({ type: 'destroy', cards: ['cl'] });
    // Both Blood Artists see it die: the copy (its own ability, looking back) and Bob's.
    expect(game.last.filter((e) => e.event === 'triggered').map((e) => e.sourceLabel).sort()).toEqual(['ba', 'cl']);
    expect(game.view.graveyard.alice).toMatchObject([{ card: 'clone', label: 'cl' }]);
  });

  it('the `move` action can make the choice too (entersAs)', () => {
    const game = new Game({
      cards: [
        { card: 'clone', zone: 'hand', owner: 'alice', label: 'cl' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'move', card: 'cl', to: 'battlefield', entersAs: 'gb' });
    expect(game.view.battlefield.find((p) => p.label === 'cl')).toMatchObject({ card: 'grizzly-bears', power: 2 });
  });

  it('put onto the battlefield by an ability (Sneak Attack), Clone still chooses what to copy as it enters', () => {
    const game = new Game({
      cards: [
        { card: 'sneak-attack', zone: 'battlefield', owner: 'alice', label: 'sneak' },
        { card: 'clone', zone: 'hand', owner: 'alice', label: 'cl' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'bob', label: 'ba' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'activate', player: 'alice', card: 'sneak', ability: 0 }, { type: 'resolve' });
    expect(game.view.pending).toMatchObject({ kind: 'card' });
    game.do({ type: 'choose', player: 'alice', answer: 'cl' });
    expect(game.view.pending).toMatchObject({ kind: 'copy', card: 'clone', options: expect.arrayContaining([expect.any(String)]) });
    expect(game.zoneOf('cl')).toBe('hand');
    game.do({ type: 'choose', player: 'alice', answer: 'gb' });
    expect(game.view.battlefield.find((p) => p.label === 'cl')).toMatchObject({ card: 'grizzly-bears', printed: 'clone', power: 2 });
  });

  it('returned by persist, a Clone that copied Murderous Redcap chooses again: it may copy the Redcap once more', () => {
    const game = new Game({
      cards: [
        { card: 'clone', zone: 'hand', owner: 'alice', label: 'cl' },
        { card: 'murderous-redcap', zone: 'battlefield', owner: 'bob', label: 'rc' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'cl' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'rc' });
    // Its copied enters ability: 2 damage to Bob.
    game.do({ type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' });
    game.do({ type: 'destroy', cards: ['cl'] }, { type: 'resolve' });
    // Persist returns it: the choice is asked again, by Alice, and nothing has entered yet.
    expect(game.view.pending).toMatchObject({ kind: 'copy', player: 'alice', card: 'clone', optional: true });
    expect(game.zoneOf('cl')).toBe('graveyard');
    game.do({ type: 'choose', player: 'alice', answer: 'gb' });
    const back = game.view.battlefield.find((p) => p.label === 'cl');
    expect(back).toMatchObject({ card: 'grizzly-bears', printed: 'clone' });
    // A copy of Grizzly Bears with a -1/-1 counter: 1/1.
    expect(back).toMatchObject({ power: 1, toughness: 1 });
  });

  it("returned by Charming Prince's delayed trigger, Meddling Mage names a card again as it enters", () => {
    const game = new Game({
      cards: [
        { card: 'charming-prince', zone: 'hand', owner: 'alice', label: 'cp' },
        { card: 'meddling-mage', zone: 'battlefield', owner: 'alice', label: 'mm' },
        { card: 'plains', zone: 'library', owner: 'alice' },
        { card: 'plains', zone: 'library', owner: 'bob' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'cp' }, { type: 'resolve' });
    // The third mode; its only legal target, Alice's own Meddling Mage, is chosen for her.
    game.do({ type: 'choose', player: 'alice', answer: 2 }, { type: 'resolve' });
    expect(game.zoneOf('mm')).toBe('exile');
    game.do({ type: 'advance', to: 'end' }, { type: 'resolve' });
    expect(game.view.pending).toMatchObject({ kind: 'name', player: 'alice', card: 'meddling-mage' });
    game.do({ type: 'choose', player: 'alice', answer: 'lightning-bolt' });
    expect(game.zoneOf('mm')).toBe('battlefield');
    expect(game.events('nameChosen')).toMatchObject([{ target: 'lightning-bolt' }]);
  });
});


describe('603.6d — a card the sandbox\'s `move` puts onto the battlefield without `entersAs` makes its "as it enters" choice', () => {
  const board = () =>
    new Game({
      cards: [
        { card: 'meddling-mage', zone: 'hand', owner: 'alice', label: 'mm' },
        { card: 'clone', zone: 'hand', owner: 'alice', label: 'cl' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    });

  it('Meddling Mage asks its name of the player it enters under; the move waits, then it enters naming it', () => {
    const game = board().do({ type: 'move', card: 'mm', to: 'battlefield' });
    expect(game.state.pending).toMatchObject({ kind: 'name', player: 'alice', card: 'meddling-mage' });
    expect(game.zoneOf('mm')).toBe('hand');
    game.do({ type: 'choose', player: 'alice', answer: 'lightning-bolt' });
    expect(game.view.battlefield.find((p) => p.label === 'mm')).toMatchObject({ chosenName: 'lightning-bolt' });
    expect(game.events('nameChosen')).toMatchObject([{ card: 'meddling-mage', target: 'lightning-bolt', rule: '603.6d' }]);
  });

  it('Clone asks what it copies: the Bears, or nothing (then it is a 0/0 and dies)', () => {
    const copying = board().do({ type: 'move', card: 'cl', to: 'battlefield', controller: 'bob' });
    expect(copying.state.pending).toMatchObject({ kind: 'copy', player: 'bob', optional: true });
    copying.do({ type: 'choose', player: 'bob', answer: 'gb' });
    expect(copying.view.battlefield.find((p) => p.label === 'cl')).toMatchObject({ card: 'grizzly-bears', controller: 'bob', power: 2 });
    const declining = board().do({ type: 'move', card: 'cl', to: 'battlefield' }, { type: 'choose', player: 'alice', answer: false });
    expect(declining.zoneOf('cl')).toBe('graveyard');
  });

  it('auto takes the first option; under Humility a creature entering has no choice to make', () => {
    const auto = board().do({ type: 'move', card: 'cl', to: 'battlefield' }, { type: 'auto' });
    expect(auto.view.battlefield.find((p) => p.label === 'cl')).toMatchObject({ card: 'grizzly-bears' });
    const humbled = new Game({
      cards: [
        { card: 'humility', zone: 'battlefield', owner: 'bob' },
        { card: 'meddling-mage', zone: 'hand', owner: 'alice', label: 'mm' },
      ],
    }).do({ type: 'move', card: 'mm', to: 'battlefield' });
    expect(humbled.state.pending).toBeNull();
    expect(humbled.zoneOf('mm')).toBe('battlefield');
  });
});
