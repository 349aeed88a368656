import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

const library = [
  ...Array.from({ length: 4 }, () => ({ card: 'mountain', zone: 'library' as const, owner: 'alice' })),
  ...Array.from({ length: 4 }, () => ({ card: 'forest', zone: 'library' as const, owner: 'bob' })),
];

/** Staggershock cast from alice's hand at bob, resolved. */
const shocked = () =>
  new Game({
    cards: [
      { card: 'staggershock', zone: 'hand', owner: 'alice', label: 'ss' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ...library,
    ],
  }).do({ type: 'cast', player: 'alice', card: 'ss', targets: ['bob'] }, { type: 'resolve' });

/** On to alice's next upkeep (turn 3): the rebound trigger is on the stack. */
const toNextUpkeep = (game: Game) => game.do({ type: 'advance', to: 'upkeep' }, { type: 'advance', to: 'upkeep' });

describe('702.88a — rebound: Staggershock', () => {
  it('cast from the hand, it is exiled as it resolves instead of going to the graveyard', () => {
    const game = shocked();
    expect(game.life('bob')).toBe(18);
    expect(game.zoneOf('ss')).toBe('exile');
    expect(game.events('rebounded')).toMatchObject([{ card: 'staggershock', player: 'alice', rule: '702.88a' }]);
  });

  it('603.7f: the delayed trigger\'s source is the spell with the rebound ability, its controller the spell\'s controller', () => {
    const game = shocked();
    expect(game.events('delayedTriggerCreated')).toMatchObject([{ source: 'staggershock', sourceLabel: 'ss', player: 'alice', reason: 'rebound', rule: '603.7f' }]);
    // The source is the object that had the static ability: the spell on the stack, not a permanent or the card in exile.
    expect(game.state.delayedTriggers).toMatchObject([{ source: { card: 'staggershock', zone: 'stack', controller: 'alice' }, controller: 'alice' }]);
    // Not at bob's upkeep: "your next upkeep" is alice's.
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.state).toMatchObject({ turn: 2, active: 'bob' });
    expect(game.view.stack).toHaveLength(0);
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.state).toMatchObject({ turn: 3, active: 'alice', step: 'upkeep' });
    expect(game.view.stack).toMatchObject([{ kind: 'trigger', source: 'staggershock', label: 'ss', controller: 'alice' }]);
  });

  it('CR 601.2c, 608.2n: the cast is optional (a "may") and its target is chosen as it is cast; cast from exile, it doesn\'t rebound again', () => {
    const game = toNextUpkeep(shocked()).do({ type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'may', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: true });
    expect(game.state.pending).toMatchObject({ kind: 'newTargets', player: 'alice', reason: 'cast' });
    // CR 608.2n: the rebound trigger is still resolving, on the stack under the spell it casts.
    expect(game.view.stack.map((s) => `${s.kind}:${s.source}`)).toEqual(['spell:staggershock', 'trigger:staggershock']);
    game.do({ type: 'choose', player: 'alice', answer: ['gb'] });
    expect(game.view.stack.map((s) => `${s.kind}:${s.source}`)).toEqual(['spell:staggershock']);
    expect(game.events('spellCast').at(-1)).toMatchObject({ card: 'staggershock', reason: 'free' });
    game.do({ type: 'resolve' });
    expect(game.zoneOf('gb')).toBe('graveyard');
    // Cast from exile, not from the hand: no rebound this time; it goes to the graveyard.
    expect(game.zoneOf('ss')).toBe('graveyard');
    expect(game.events('rebounded')).toHaveLength(1);
    expect(game.state.delayedTriggers).toHaveLength(0);
  });

  it('declining leaves the card in exile', () => {
    const game = toNextUpkeep(shocked()).do({ type: 'resolve' }, { type: 'choose', player: 'alice', answer: false });
    expect(game.events('mayDeclined')).toMatchObject([{ source: 'staggershock', rule: '603.5' }]);
    expect(game.zoneOf('ss')).toBe('exile');
  });

  it('603.7c: if the card has left exile, the delayed trigger finds nothing to cast', () => {
    const game = shocked().do({ type: 'move', card: 'ss', to: 'graveyard' }, { type: 'move', card: 'ss', to: 'exile' });
    toNextUpkeep(game).do({ type: 'resolve' }, { type: 'choose', player: 'alice', answer: true });
    expect(game.events('effectFailed')).toMatchObject([{ source: 'staggershock', reason: 'castWithoutPaying' }]);
    expect(game.zoneOf('ss')).toBe('exile');
  });

  it('a spell not cast from the hand doesn\'t rebound: Staggershock cast by cascade goes to the graveyard', () => {
    const game = new Game({
      cards: [
        { card: 'bloodbraid-elf', zone: 'hand', owner: 'alice', label: 'be' },
        { card: 'staggershock', zone: 'library', owner: 'alice', label: 'ss' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'be' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'ss' });
    game.do({ type: 'choose', player: 'alice', answer: ['bob'] }, { type: 'resolve' });
    expect(game.life('bob')).toBe(18);
    expect(game.zoneOf('ss')).toBe('graveyard');
    expect(game.events('rebounded')).toHaveLength(0);
    expect(game.state.delayedTriggers).toHaveLength(0);
  });

  it('countered on resolution (its target gone), it doesn\'t resolve, so it doesn\'t rebound', () => {
    const game = new Game({
      cards: [
        { card: 'staggershock', zone: 'hand', owner: 'alice', label: 'ss' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'ss', targets: ['gb'] }, { type: 'destroy', cards: ['gb'] }, { type: 'resolve' });
    expect(game.events('didNotResolve')).toMatchObject([{ card: 'staggershock', rule: '608.2b' }]);
    expect(game.zoneOf('ss')).toBe('graveyard');
  });
});
