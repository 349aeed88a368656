import { describe, expect, it } from 'vitest';
import { WhyGame, codes } from '../../test/why-game';

const board = () =>
  new WhyGame({
    cards: [
      { card: 'verity-circle', zone: 'battlefield', owner: 'alice', label: 'circle' },
      { card: 'boros-guildgate', zone: 'hand', owner: 'alice', label: 'gate' },
      { card: 'grizzly-bears', zone: 'hand', owner: 'bob', label: 'bears' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'other' },
    ],
  });

describe('why didn\'t it trigger? — entering tapped (CR 603.2e, 603.6d)', () => {
  it('CR 603.2e: a creature put onto the battlefield tapped never became tapped: Verity Circle says so', () => {
    const game = board().do({ type: 'move', card: 'bears', to: 'battlefield', tapped: true });
    const answer = game.why('circle');
    expect(answer.triggered).toBe(false);
    expect(answer.reasons).toMatchObject([{ code: 'enteredTapped', rule: '603.2e', source: { card: 'verity-circle' }, about: { card: 'grizzly-bears', label: 'bears' } }]);
  });

  it('CR 603.2e: the same creature becoming tapped later does make it trigger (the positive case)', () => {
    const game = board().do({ type: 'tap', cards: ['other'] });
    expect(codes(game.why('circle'))).toEqual(['triggered@603.2e']);
  });

  it('CR 603.6d: Boros Guildgate\'s "enters tapped" is a static ability, and entering tapped is not becoming tapped (603.2e)', () => {
    const game = board().do({ type: 'play', player: 'alice', card: 'gate' });
    const answer = game.why('gate');
    expect(answer.triggered).toBe(false);
    expect(codes(answer)).toEqual(['staticEnters@603.6d', 'enteredTapped@603.2e']);
    expect(answer.reasons[0]).toMatchObject({ detail: 'tapped', about: { card: 'boros-guildgate' } });
  });

  it('CR 603.6d: the "why?" of the Guildgate\'s entering line gives the same two reasons', () => {
    const game = board().do({ type: 'play', player: 'alice', card: 'gate' });
    expect(codes(game.whyLine(game.lineOf('enteredTapped', 'boros-guildgate')))).toEqual(['staticEnters@603.6d', 'enteredTapped@603.2e']);
  });

  it('CR 603.2e: the "didn\'t trigger" log line written for Verity Circle answers with its own reason', () => {
    const game = board().do({ type: 'move', card: 'bears', to: 'battlefield', tapped: true });
    expect(codes(game.whyLine(game.lineOf('notTriggered', 'verity-circle')))).toEqual(['enteredTapped@603.2e']);
  });
});
