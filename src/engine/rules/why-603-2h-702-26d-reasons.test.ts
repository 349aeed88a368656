import { describe, expect, it } from 'vitest';
import { WhyGame, codes } from '../../test/why-game';

describe('why, for a permanent: an additional time refused and a permanent phasing in (CR 603.2h, 702.26d)', () => {
  it('CR 603.2h: Welcoming Vampire beside Panharmonicon triggers once; asked about it, it says the additional time was refused', () => {
    const game = new WhyGame({
      cards: [
        { card: 'welcoming-vampire', zone: 'battlefield', owner: 'alice', label: 'vampire' },
        { card: 'panharmonicon', zone: 'battlefield', owner: 'alice', label: 'ph' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'bears' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'bears' }, { type: 'resolve' });
    const answer = game.why('vampire');
    expect(answer.triggered).toBe(true);
    expect(codes(answer)).toEqual(['triggered@603.6a', 'onceEachTurnAdditional@603.2h']);
    // The log line that says so answers with the same reason.
    const line = game.log.findIndex((e) => e.event === 'notTriggered' && e.reason === 'onceEachTurnAdditional');
    expect(codes(game.whyLine(line))).toEqual(['onceEachTurnAdditional@603.2h']);
  });

  it('CR 603.2d: without "only once each turn", the same Panharmonicon gives an additional time (the positive case)', () => {
    const game = new WhyGame({
      cards: [
        { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'attendant' },
        { card: 'panharmonicon', zone: 'battlefield', owner: 'alice', label: 'ph' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'bears' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'bears' }, { type: 'resolve' });
    expect(codes(game.why('attendant'))).toEqual(['triggered@603.6a', 'additionalTime@603.2d']);
  });

  it('CR 702.26d: Soul\'s Attendant asked after Grizzly Bears phased in: phasing in is not entering, so it did not trigger', () => {
    const game = new WhyGame({
      cards: [
        { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'attendant' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'bears' },
      ],
    }).do({ type: 'phase', cards: ['bears'] }, { type: 'phase', cards: ['bears'] });
    const answer = game.why('attendant');
    expect(answer.triggered).toBe(false);
    expect(answer.reasons).toMatchObject([{ code: 'phasedIn', rule: '702.26d', source: { card: 'souls-attendant' }, about: { card: 'grizzly-bears', label: 'bears' } }]);
    const line = game.log.findIndex((e) => e.event === 'notTriggered' && e.reason === 'phasedIn');
    expect(codes(game.whyLine(line))).toEqual(['phasedIn@702.26d']);
  });
});
