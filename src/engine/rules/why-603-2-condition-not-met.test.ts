import { describe, expect, it } from 'vitest';
import { WhyGame, codes } from '../../test/why-game';

const board = () =>
  new WhyGame({
    cards: [
      { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'artist' },
      { card: 'kalastria-highborn', zone: 'battlefield', owner: 'alice', label: 'highborn' },
      { card: 'kalastria-highborn', zone: 'battlefield', owner: 'bob', label: 'bobHighborn' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bears' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'aliceBears' },
      { card: 'blood-artist', zone: 'hand', owner: 'alice', label: 'inHand' },
    ],
  });

describe('why didn\'t it trigger? — the condition did not match (CR 603.2, 700.4, 113.6, 702.26b)', () => {
  it('CR 603.2: Kalastria Highborn waits for a Vampire you control: an opponent\'s Vampire dying is the wrong controller', () => {
    const game = board().do({ type: 'destroy', cards: ['bobHighborn'] });
    const answer = game.why('highborn');
    expect(answer.triggered).toBe(false);
    expect(answer.reasons).toMatchObject([{ code: 'wrongController', rule: '603.2', about: { card: 'kalastria-highborn', label: 'bobHighborn' } }]);
  });

  it('CR 603.2: Alice\'s Grizzly Bears dying is the wrong type for Kalastria Highborn, while Blood Artist triggers on it', () => {
    const game = board().do({ type: 'destroy', cards: ['aliceBears'] });
    expect(codes(game.why('highborn'))).toEqual(['wrongType@603.2']);
    expect(codes(game.why('artist'))).toEqual(['triggered@603.10a']);
  });

  it('CR 603.2: Bob\'s Grizzly Bears is neither a Vampire nor Alice\'s: the condition as a whole did not match', () => {
    const game = board().do({ type: 'destroy', cards: ['bears'] });
    expect(codes(game.why('highborn'))).toEqual(['conditionNotMet@603.2']);
  });

  it('CR 700.4: an exiled creature did not die: the move shares its start with "dies" but not its end', () => {
    const game = board().do({ type: 'exile', cards: ['bears'] });
    expect(game.why('artist').reasons).toMatchObject([{ code: 'otherZones', rule: '700.4', from: 'battlefield', to: 'exile', about: { card: 'grizzly-bears' } }]);
  });

  it('CR 700.4: a creature card discarded from the hand goes to the graveyard without dying', () => {
    const game = new WhyGame({
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'artist' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'discarded' },
      ],
    }).do({ type: 'discard', player: 'alice', cards: ['discarded'] });
    expect(game.why('artist').reasons).toMatchObject([{ code: 'otherZones', rule: '700.4', from: 'hand', to: 'graveyard', about: { card: 'grizzly-bears' } }]);
  });

  it('CR 603.2: a land entering beside Welcoming Vampire is the wrong type (it has no power to compare), a 3-power creature misses the condition', () => {
    const game = new WhyGame({
      cards: [
        { card: 'welcoming-vampire', zone: 'battlefield', owner: 'alice', label: 'vampire' },
        { card: 'forest', zone: 'hand', owner: 'alice', label: 'forest' },
        { card: 'rabid-elephant', zone: 'hand', owner: 'alice', label: 'elephant' },
      ],
    });
    game.do({ type: 'play', player: 'alice', card: 'forest' });
    expect(codes(game.why('vampire'))).toEqual(['wrongType@603.2']);
    game.do({ type: 'cast', player: 'alice', card: 'elephant' }, { type: 'resolve' });
    expect(codes(game.why('vampire'))).toEqual(['conditionNotMet@603.2']);
  });

  it('CR 113.6: a Blood Artist in the hand was not on the battlefield when the Bears died', () => {
    const game = board().do({ type: 'destroy', cards: ['bears'] });
    expect(game.why('inHand').reasons).toMatchObject([{ code: 'notOnBattlefield', rule: '113.6', zone: 'hand', about: { card: 'grizzly-bears' } }]);
  });

  it('CR 702.26b: a phased-out Blood Artist is treated as though it did not exist', () => {
    const game = board().do({ type: 'phase', cards: ['artist'] }, { type: 'destroy', cards: ['bears'] });
    const answer = game.why('artist');
    expect(answer.triggered).toBe(false);
    expect(answer.reasons).toMatchObject([{ code: 'phasedOut', rule: '702.26b', about: { card: 'grizzly-bears' } }]);
  });
});
