import { describe, expect, it } from 'vitest';
import { WhyGame, codes } from '../../test/why-game';

const library = (owner: 'alice' | 'bob') => [1, 2, 3, 4].map((i) => ({ card: 'island', zone: 'library' as const, owner, label: `${owner}${i}` }));

describe('why didn\'t it trigger? — the part of the condition that failed (CR 603.2b, 603.2, 506.5)', () => {
  it('CR 603.2b: Felidar Sovereign on the opponent\'s upkeep: not its controller\'s turn, and whose turn it was', () => {
    const game = new WhyGame({ step: 'untap', active: 'bob', life: { alice: 40, bob: 20 }, cards: [{ card: 'felidar-sovereign', zone: 'battlefield', owner: 'alice', label: 'fs' }] }).do({
      type: 'advance',
      to: 'upkeep',
    });
    const answer = game.why('fs');
    expect(answer.triggered).toBe(false);
    expect(answer.reasons).toMatchObject([{ code: 'notYourTurn', rule: '603.2b', player: 'bob', source: { card: 'felidar-sovereign' } }]);
  });

  it('CR 603.2: Thieving Magpie dealing damage to a blocking creature did not deal damage to an opponent (not a controller problem)', () => {
    const game = new WhyGame({
      cards: [
        { card: 'thieving-magpie', zone: 'battlefield', owner: 'alice', label: 'magpie' },
        { card: 'sustainer-of-the-realm', zone: 'battlefield', owner: 'bob', label: 'sus' },
        ...library('alice'),
      ],
    }).do({ type: 'attack', attackers: [{ card: 'magpie', target: 'bob' }] }, { type: 'block', blockers: [{ card: 'sus', blocks: 'magpie' }] }, { type: 'advance', to: 'combatDamage' });
    const answer = game.why('magpie');
    expect(answer.triggered).toBe(false);
    expect(answer.reasons.filter((r) => r.eventKind === 'damageDealt').map((r) => r.code)).not.toContain('wrongController');
    expect(answer.reasons[0]).toMatchObject({ code: 'conditionNotMet', rule: '603.2', about: { card: 'thieving-magpie' }, eventKind: 'damageDealt' });
  });

  it('CR 506.5, 702.83a: exalted with two attackers: no creature attacked alone, as the log line says', () => {
    const game = new WhyGame({
      cards: [
        { card: 'akrasan-squire', zone: 'battlefield', owner: 'alice', label: 'sq' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'bears' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'bears2' },
      ],
    }).do({ type: 'attack', attackers: [{ card: 'bears', target: 'bob' }, { card: 'bears2', target: 'bob' }] });
    expect(codes(game.why('sq'))).toEqual(['notAlone@506.5', 'notAlone@506.5']);
    expect(codes(game.whyLine(game.lineOf('notTriggered', 'akrasan-squire')))).toEqual(['notAlone@506.5']);
  });
});

describe('why? for an event line that made something trigger (CR 702.83a, 603.10c, 603.10e, 603.4)', () => {
  it('CR 702.83a: the "attacker declared" line of a creature attacking alone made exalted trigger', () => {
    const game = new WhyGame({
      cards: [
        { card: 'akrasan-squire', zone: 'battlefield', owner: 'alice', label: 'sq' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'bears' },
      ],
    }).do({ type: 'attack', attackers: [{ card: 'bears', target: 'bob' }] });
    const answer = game.whyLine(game.lineOf('attackerDeclared', 'grizzly-bears'));
    expect(answer.triggered).toBe(true);
    expect(codes(answer)).toContain('triggered@702.83a');
  });

  it('CR 603.10c: the "attached" line of Grafted Wargear moved to another creature made its ability trigger', () => {
    const game = new WhyGame({
      cards: [
        { card: 'grafted-wargear', zone: 'battlefield', owner: 'alice', label: 'gw', attachedTo: 'b1' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'b1' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'b2' },
      ],
    }).do({ type: 'attach', card: 'gw', to: 'b2' });
    // The event first, then what it made trigger (701.3b's action logs its attaching before the trigger).
    expect(game.lineOf('attached', 'grafted-wargear')).toBeLessThan(game.lineOf('triggered', 'grafted-wargear'));
    expect(codes(game.whyLine(game.lineOf('attached', 'grafted-wargear')))).toEqual(['triggered@603.10c']);
  });

  it('CR 603.10e: the "countered" line made Multani\'s Presence trigger', () => {
    const game = new WhyGame({
      cards: [
        { card: 'multanis-presence', zone: 'battlefield', owner: 'alice', label: 'mp' },
        { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'bolt' },
        { card: 'counterspell', zone: 'hand', owner: 'bob', label: 'cs' },
        ...library('alice'),
      ],
    }).do({ type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'] }, { type: 'pass' }, { type: 'cast', player: 'bob', card: 'cs', targets: ['bolt'] }, { type: 'resolve' });
    expect(codes(game.whyLine(game.lineOf('countered', 'lightning-bolt')))).toEqual(['triggered@603.10e']);
  });

  it('CR 603.4: Felidar Sovereign\'s intervening "if" false on resolution: the line is answered with 603.4', () => {
    const game = new WhyGame({ step: 'untap', life: { alice: 40, bob: 20 }, cards: [{ card: 'felidar-sovereign', zone: 'battlefield', owner: 'alice', label: 'fs' }] }).do(
      { type: 'advance', to: 'upkeep' },
      { type: 'life', player: 'alice', amount: -5 },
      { type: 'resolve' },
    );
    const answer = game.whyLine(game.lineOf('conditionFalse', 'felidar-sovereign'));
    expect(answer.reasons).toMatchObject([{ code: 'interveningIfOnResolution', rule: '603.4', source: { card: 'felidar-sovereign' } }]);
  });
});
