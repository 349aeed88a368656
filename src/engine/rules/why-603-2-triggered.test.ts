import { describe, expect, it } from 'vitest';
import { WhyGame, codes } from '../../test/why-game';

const wrathBoard = () =>
  new WhyGame({
    cards: [
      { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'artist' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bears' },
      { card: 'dingus-egg', zone: 'battlefield', owner: 'bob', label: 'egg' },
      { card: 'plains', zone: 'battlefield', owner: 'alice', label: 'plains' },
      { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'wrath' },
    ],
  });

describe('why did it trigger? — from the engine records (CR 603.2, 603.10a)', () => {
  it('CR 603.2: Blood Artist triggered because a creature died: the answer names the event and the rule', () => {
    const game = wrathBoard().do({ type: 'destroy', cards: ['bears'] });
    const answer = game.why('artist');
    expect(answer.triggered).toBe(true);
    expect(answer.reasons).toMatchObject([{ code: 'triggered', rule: '603.10a', source: { card: 'blood-artist' }, about: { card: 'grizzly-bears' }, eventKind: 'zoneChanged' }]);
  });

  it('CR 603.10a: after a Wrath, Blood Artist in the graveyard looked back in time: it triggered for itself and for the Bears', () => {
    const game = wrathBoard().do({ type: 'cast', player: 'alice', card: 'wrath' }, { type: 'resolve' });
    expect(game.zoneOf('artist')).toBe('graveyard');
    const answer = game.why('artist');
    expect(answer.triggered).toBe(true);
    expect(codes(answer)).toEqual(['lookedBack@603.10a', 'lookedBack@603.10a']);
    expect(answer.reasons.map((r) => r.about?.card).sort()).toEqual(['blood-artist', 'grizzly-bears']);
  });

  it('CR 603.2: a card that did nothing since it was played says so, and an object with no triggered ability says that (603.1)', () => {
    const game = wrathBoard();
    expect(codes(game.why('plains'))).toEqual(['noTriggeredAbility@603.1']);
    expect(codes(game.why('egg'))).toEqual(['noEvent@603.2']);
  });

  it('CR 603.2: the "why?" of a trigger log line is the branch that wrote it, with the same rule', () => {
    const game = wrathBoard().do({ type: 'destroy', cards: ['bears'] });
    const line = game.lineOf('triggered', 'blood-artist');
    expect(game.whyLine(line).reasons).toMatchObject([{ code: 'triggered', rule: game.log[line]!.rule, trigger: game.log[line]!.trigger }]);
  });

  it('CR 603.2: the "why?" of an event line lists what each waiting ability made of it (Dingus Egg waits for a land)', () => {
    const game = wrathBoard().do({ type: 'destroy', cards: ['bears'] });
    const answer = game.whyLine(game.lineOf('destroyed', 'grizzly-bears'));
    expect(codes(answer)).toEqual(['triggered@603.10a', 'wrongType@603.2']);
    expect(answer.reasons[1]).toMatchObject({ source: { card: 'dingus-egg' }, about: { card: 'grizzly-bears' } });
  });

  it('CR 603.2: the answer does not change the game: the same log as the first time', () => {
    const game = wrathBoard().do({ type: 'cast', player: 'alice', card: 'wrath' });
    const before = JSON.stringify(game.state);
    game.why('artist');
    expect(JSON.stringify(game.state)).toBe(before);
  });
});

describe('why? on a line that is no event of its own (CR 603.2)', () => {
  it('CR 603.2: a "passed" line has nothing to say, while the line of the creature dying does', () => {
    const game = wrathBoard().do({ type: 'cast', player: 'alice', card: 'wrath' }, { type: 'resolve' });
    const passed = game.log.findIndex((e) => e.event === 'passed');
    expect(passed).toBeGreaterThan(0);
    expect(game.whyLine(passed).reasons).toEqual([]);
    expect(game.whyLine(game.lineOf('destroyed', 'grizzly-bears')).triggered).toBe(true);
  });
});
