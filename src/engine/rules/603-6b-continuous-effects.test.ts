import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

describe('603.6b — continuous effects apply the moment a permanent is on the battlefield', () => {
  it('Living Lands: a Forest played is a creature as it enters, so Soul\'s Attendant triggers', () => {
    const game = new Game({
      cards: [
        { card: 'living-lands', zone: 'battlefield', owner: 'alice' },
        { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'sa' },
        { card: 'forest', zone: 'hand', owner: 'alice', label: 'f' },
      ],
    }).do({ type: 'play', player: 'alice', card: 'f' });
    expect(game.view.battlefield.find((p) => p.label === 'f')).toMatchObject({ types: ['land', 'creature'], power: 1, toughness: 1 });
    expect(game.events('triggered')).toMatchObject([{ source: 'souls-attendant', card: 'forest', rule: '603.6a' }]);
  });

  it('without Living Lands, a Forest entering triggers nothing', () => {
    const game = new Game({
      cards: [
        { card: 'souls-attendant', zone: 'battlefield', owner: 'alice' },
        { card: 'forest', zone: 'hand', owner: 'alice', label: 'f' },
      ],
    }).do({ type: 'play', player: 'alice', card: 'f' });
    expect(game.events('triggered')).toHaveLength(0);
  });

  it('Humility: a creature entering has already lost its enters-the-battlefield ability, and the log says why', () => {
    const game = new Game({
      cards: [
        { card: 'humility', zone: 'battlefield', owner: 'bob' },
        { card: 'ravenous-chupacabra', zone: 'hand', owner: 'alice', label: 'rc' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' });
    expect(game.events('triggered')).toHaveLength(0);
    expect(game.events('notTriggered')).toMatchObject([{ source: 'ravenous-chupacabra', reason: 'lostAbilities', rule: '603.6b' }]);
    expect(game.zoneOf('gb')).toBe('battlefield');
    expect(game.view.battlefield.find((p) => p.label === 'rc')).toMatchObject({ power: 1, toughness: 1 });
  });

  it("603.10a: Humility destroyed together with Blood Artist: looking back, Blood Artist had no ability then; the log cites the look-back", () => {
    const game = new Game({
      cards: [
        { card: 'humility', zone: 'battlefield', owner: 'bob', label: 'h' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'akromas-vengeance', zone: 'hand', owner: 'alice', label: 'av' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'av' }, { type: 'resolve' });
    expect(game.zoneOf('ba')).toBe('graveyard');
    expect(game.events('triggered')).toHaveLength(0);
    expect(game.events('notTriggered')).toMatchObject([{ source: 'blood-artist', reason: 'lostAbilities', rule: '603.10a' }]);
  });

  it("603.10b: Ertai's Familiar phased out under Humility: looking back, it had no ability then; the log cites phasing's look-back", () => {
    const game = new Game({
      cards: [
        { card: 'humility', zone: 'battlefield', owner: 'bob' },
        { card: 'ertais-familiar', zone: 'battlefield', owner: 'alice', label: 'ef' },
      ],
    }).do({ type: 'phase', cards: ['ef'] });
    expect(game.events('triggered')).toHaveLength(0);
    expect(game.events('notTriggered')).toMatchObject([{ source: 'ertais-familiar', reason: 'lostAbilities', rule: '603.10b' }]);
  });

  it('Humility: Blood Artist has no ability, so it sees nothing die', () => {
    const game = new Game({
      cards: [
        { card: 'humility', zone: 'battlefield', owner: 'bob' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'destroy', cards: ['gb'] });
    expect(game.events('triggered')).toHaveLength(0);
  });

  it('613.1f: a permanent already on the battlefield under Humility misses events other than its own entering; the log cites layer 6, not 603.6b', () => {
    const game = new Game({
      step: 'untap',
      cards: [
        { card: 'humility', zone: 'battlefield', owner: 'bob' },
        { card: 'blood-tyrant', zone: 'battlefield', owner: 'alice' },
        { card: 'souls-attendant', zone: 'battlefield', owner: 'alice' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
        { card: 'plains', zone: 'library', owner: 'alice' },
      ],
    }).do({ type: 'advance', to: 'main1' });
    // Blood Tyrant's upkeep ability.
    expect(game.events('notTriggered')).toMatchObject([{ source: 'blood-tyrant', reason: 'lostAbilities', rule: '613.1f' }]);
    // Soul's Attendant seeing another creature enter.
    game.do({ type: 'cast', player: 'alice', card: 'gb' }, { type: 'resolve' });
    expect(game.events('notTriggered').at(-1)).toMatchObject({ source: 'souls-attendant', reason: 'lostAbilities', rule: '613.1f' });
    expect(game.events('triggered')).toHaveLength(0);
  });

  it('613.1f: exalted under Humility is not explained as "not attacking alone": the creature has no exalted at all', () => {
    const game = new Game({
      cards: [
        { card: 'humility', zone: 'battlefield', owner: 'bob' },
        { card: 'akrasan-squire', zone: 'battlefield', owner: 'alice', label: 'sq' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
      ],
    }).do({ type: 'attack', attackers: [{ card: 'sq', target: 'bob' }, { card: 'gb', target: 'bob' }] });
    expect(game.events('notTriggered').filter((e) => e.reason === 'notAlone')).toEqual([]);
  });

  it('Humility and Living Lands: Forests are creatures and lose their mana ability', () => {
    const game = new Game({
      freeMana: false,
      cards: [
        { card: 'humility', zone: 'battlefield', owner: 'bob' },
        { card: 'living-lands', zone: 'battlefield', owner: 'bob' },
        { card: 'forest', zone: 'battlefield', owner: 'alice' },
        { card: 'forest', zone: 'battlefield', owner: 'alice' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
      ],
    });
    expect(game.reject({ type: 'cast', player: 'alice', card: 'gb' })).toBe('errors.cannotPay');
  });
});
