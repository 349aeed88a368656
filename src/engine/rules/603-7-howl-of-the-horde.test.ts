import { describe, expect, it } from 'vitest';
import type { Action } from '..';
import { Game } from '../../test/harness';

const library = [
  ...Array.from({ length: 3 }, () => ({ card: 'mountain', zone: 'library' as const, owner: 'alice' })),
  ...Array.from({ length: 3 }, () => ({ card: 'forest', zone: 'library' as const, owner: 'bob' })),
];

const board = () =>
  new Game({
    cards: [
      { card: 'howl-of-the-horde', zone: 'hand', owner: 'alice', label: 'howl' },
      { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'b1' },
      { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'b2' },
      { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'cub' },
      { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'wrath' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'raider' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ...library,
    ],
  });

const castHowl = { type: 'cast', player: 'alice', card: 'howl' } as const;
const bolt = (card: string, target = 'bob'): Action => ({ type: 'cast', player: 'alice', card, targets: [target] });

describe('603.7a — Howl of the Horde: a delayed trigger created as it resolves', () => {
  it('a spell cast in response to Howl of the Horde is not copied; the next instant after it resolves is, once', () => {
    const game = board().do(castHowl, bolt('b1'));
    // b1 resolves before Howl of the Horde: the delayed trigger doesn't exist yet (603.7a).
    game.do({ type: 'resolve' });
    expect(game.events('triggered')).toHaveLength(0);
    game.do({ type: 'resolve' });
    expect(game.events('delayedTriggerCreated')).toMatchObject([{ source: 'howl-of-the-horde', rule: '603.7a' }]);
    expect(game.state.delayedTriggers).toHaveLength(1); // no raid: alice hasn't attacked this turn
    game.do(bolt('b2'));
    expect(game.events('triggered')).toMatchObject([{ source: 'howl-of-the-horde', reason: 'delayed', rule: '603.7' }]);
    expect(game.view.stack.map((s) => `${s.kind}:${s.source}`)).toEqual(['trigger:howl-of-the-horde', 'spell:lightning-bolt']);
    game.do({ type: 'resolve' });
    // "You may choose new targets for the copy" (707.10c): alice aims the copy at bob's Grizzly Bears.
    expect(game.state.pending).toMatchObject({ kind: 'newTargets', player: 'alice', reason: 'copy', current: ['bob'] });
    game.do({ type: 'choose', player: 'alice', answer: ['gb'] }, { type: 'resolve' }, { type: 'resolve' });
    expect(game.events('spellCopied')).toHaveLength(1);
    expect(game.zoneOf('gb')).toBe('graveyard');
    expect(game.life('bob')).toBe(20 - 3 - 3);
    expect(game.state.delayedTriggers).toHaveLength(0); // 603.7b: it triggered once
  });

  it('raid: if alice attacked this turn, the next instant or sorcery is copied twice (two delayed triggers, each once)', () => {
    const game = board().do({ type: 'attack', attackers: [{ card: 'raider', target: 'bob' }] }, { type: 'advance', to: 'main2' });
    expect(game.state.playerState.alice!.attackedThisTurn).toBe(true);
    expect(game.life('bob')).toBe(18);
    game.do(castHowl, { type: 'resolve' });
    expect(game.events('delayedTriggerCreated')).toHaveLength(2);
    game.do(bolt('b1'));
    // Both delayed triggers trigger on the same spell; alice orders them (603.3b).
    expect(game.events('triggered').filter((e) => e.reason === 'delayed')).toHaveLength(2);
    expect(game.state.pending).toMatchObject({ kind: 'order', player: 'alice' });
    game.do({ type: 'auto' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: ['gb'] }, { type: 'resolve' });
    expect(game.zoneOf('gb')).toBe('graveyard');
    game.do({ type: 'resolve' }, { type: 'choose', player: 'alice', answer: false }, { type: 'resolve' }, { type: 'resolve' });
    expect(game.events('spellCopied')).toHaveLength(2);
    expect(game.life('bob')).toBe(18 - 3 - 3);
    // 603.7b: each triggered once; the next spell is not copied.
    expect(game.state.delayedTriggers).toHaveLength(0);
    game.do(bolt('b2'));
    expect(game.view.stack).toHaveLength(1);
  });

  it('a creature spell doesn\'t use it up: it waits for an instant or sorcery', () => {
    const game = board().do(castHowl, { type: 'resolve' }, { type: 'cast', player: 'alice', card: 'cub' });
    expect(game.view.stack.map((s) => s.source)).toEqual(['grizzly-bears']);
    expect(game.state.delayedTriggers).toHaveLength(1);
    game.do({ type: 'resolve' }, bolt('b1'));
    expect(game.view.stack.map((s) => s.source)).toEqual(['howl-of-the-horde', 'lightning-bolt']);
  });

  it('707.10c, 115.5: a copy of Counterspell may target the Counterspell it copies or another spell, never itself', () => {
    const game = new Game({
      cards: [
        { card: 'howl-of-the-horde', zone: 'hand', owner: 'alice', label: 'howl' },
        { card: 'counterspell', zone: 'hand', owner: 'alice', label: 'cs' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'cub' },
        { card: 'lightning-bolt', zone: 'hand', owner: 'bob', label: 'lb' },
      ],
    }).do(castHowl, { type: 'resolve' }, { type: 'cast', player: 'alice', card: 'cub' }, { type: 'pass' });
    game.do({ type: 'cast', player: 'bob', card: 'lb', targets: ['alice'] }, { type: 'pass' });
    game.do({ type: 'cast', player: 'alice', card: 'cs', targets: ['lb'] }, { type: 'resolve' });
    const copy = game.events('spellCopied')[0]!.object as string;
    // The original Counterspell is another spell; the copy itself is not among the choices.
    const onStack = (label: string) => Object.values(game.state.objects).find((o) => o.label === label && o.zone === 'stack')!.id;
    expect(game.view.pending).toMatchObject({ kind: 'newTargets', reason: 'copy', current: [onStack('lb')], options: [[onStack('cs'), onStack('lb'), onStack('cub')]] });
    expect(game.reject({ type: 'choose', player: 'alice', answer: [copy] })).toBe('errors.illegalTarget');
    // Aimed at the Counterspell it copies: it stays legal as it resolves (608.2b) and counters it; the Bolt stays.
    game.do({ type: 'choose', player: 'alice', answer: ['cs'] }, { type: 'resolve' });
    expect(game.events('countered')).toMatchObject([{ card: 'counterspell', label: 'cs' }]);
    expect(game.view.stack.map((s) => s.label)).toEqual(['lb', 'cub']);
  });

  it('a copy of a spell without targets asks nothing (707.10c applies only when there is another legal target)', () => {
    const game = board().do(castHowl, { type: 'resolve' }, { type: 'cast', player: 'alice', card: 'wrath' }, { type: 'resolve' });
    expect(game.events('spellCopied')).toHaveLength(1);
    expect(game.state.pending).toBeNull();
    game.do({ type: 'resolve' });
    expect(game.zoneOf('gb')).toBe('graveyard');
    expect(game.zoneOf('raider')).toBe('graveyard');
  });

  it('"this turn": unused, the delayed trigger ends in the cleanup step (514.2) and the next turn\'s spells are not copied', () => {
    const game = board().do(castHowl, { type: 'resolve' }, { type: 'advance', to: 'upkeep' });
    expect(game.state).toMatchObject({ turn: 2, active: 'bob' });
    expect(game.state.delayedTriggers).toHaveLength(0);
    expect(game.events('delayedTriggerEnded')).toMatchObject([{ source: 'howl-of-the-horde', rule: '514.2' }]);
    game.do({ type: 'pass' }, bolt('b1')); // bob passes priority in his upkeep; alice casts a Bolt
    expect(game.view.stack.map((s) => s.source)).toEqual(['lightning-bolt']);
  });

  it('raid counts only this turn: the flag is gone when the next turn begins', () => {
    const game = board().do({ type: 'attack', attackers: [{ card: 'raider', target: 'bob' }] }, { type: 'advance', to: 'end' }, { type: 'advance', to: 'upkeep' });
    expect(game.state.turn).toBe(2);
    expect(game.state.playerState.alice!.attackedThisTurn).toBeUndefined();
  });
});
