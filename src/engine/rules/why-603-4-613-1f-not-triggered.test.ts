import { describe, expect, it } from 'vitest';
import { WhyGame, codes } from '../../test/why-game';

describe('why didn\'t it trigger? — the matcher matched, a rule said no (CR 613.1f, 603.4, 603.2g)', () => {
  it('CR 613.1f, 603.10a: under Humility (layer 6) Blood Artist has no ability to trigger; a dies ability looks back, as its log line says', () => {
    const game = new WhyGame({
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'artist' },
        { card: 'humility', zone: 'battlefield', owner: 'alice', label: 'humility' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bears' },
      ],
    }).do({ type: 'destroy', cards: ['bears'] });
    const answer = game.why('artist');
    expect(answer.triggered).toBe(false);
    expect(answer.reasons).toMatchObject([{ code: 'lostAbilities', rule: '603.10a', source: { card: 'blood-artist' }, about: { card: 'grizzly-bears' } }]);
    expect(game.log[game.lineOf('notTriggered', 'blood-artist')]!.rule).toBe('603.10a');
  });

  it('CR 613.1f: once Humility is gone, the same event makes it trigger (the positive case)', () => {
    const game = new WhyGame({
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'artist' },
        { card: 'humility', zone: 'battlefield', owner: 'alice', label: 'humility' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bears' },
      ],
    }).do({ type: 'exile', cards: ['humility'] }, { type: 'destroy', cards: ['bears'] });
    expect(codes(game.why('artist'))).toEqual(['triggered@603.10a']);
  });

  it('CR 603.4: Verity Circle\'s intervening "if" is false for a creature tapped to attack', () => {
    const game = new WhyGame({
      active: 'bob',
      cards: [
        { card: 'verity-circle', zone: 'battlefield', owner: 'alice', label: 'circle' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bears' },
      ],
    }).do({ type: 'attack', attackers: [{ card: 'bears', target: 'alice' }] });
    const answer = game.why('circle');
    expect(answer.triggered).toBe(false);
    expect(answer.reasons).toMatchObject([{ code: 'interveningIf', rule: '603.4', about: { card: 'grizzly-bears' } }]);
    expect(codes(game.whyLine(game.lineOf('notTriggered', 'verity-circle')))).toEqual(['interveningIf@603.4']);
  });

  const magpie = () =>
    new WhyGame({
      cards: [
        { card: 'thieving-magpie', zone: 'battlefield', owner: 'alice', label: 'magpie' },
        { card: 'fog', zone: 'hand', owner: 'bob', label: 'fog' },
        { card: 'island', zone: 'library', owner: 'alice' },
      ],
    }).do({ type: 'attack', attackers: [{ card: 'magpie', target: 'bob' }] });

  it('CR 603.2g: after Fog the combat damage never happened, so Thieving Magpie had nothing to trigger on', () => {
    const game = magpie().do({ type: 'pass' }, { type: 'cast', player: 'bob', card: 'fog' }, { type: 'resolve' }, { type: 'advance', to: 'combatDamage' });
    const answer = game.why('magpie');
    expect(answer.triggered).toBe(false);
    expect(answer.reasons).toMatchObject([{ code: 'prevented', rule: '603.2g', source: { card: 'thieving-magpie' }, about: { card: 'thieving-magpie' } }]);
    expect(codes(game.whyLine(game.lineOf('damagePrevented')))).toEqual(['prevented@603.2g']);
  });

  it('CR 603.2g: without Fog the damage is dealt and the Magpie triggers (the positive case)', () => {
    const game = magpie().do({ type: 'advance', to: 'combatDamage' });
    expect(codes(game.why('magpie'))).toEqual(['triggered@603.2']);
  });
});
