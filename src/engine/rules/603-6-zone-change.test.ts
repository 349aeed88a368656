import { stackItems } from '..';
import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

describe('603.10a — leaves-the-battlefield abilities look back in time', () => {
  it('Blood Artist sees itself and two Grizzly Bears die to one Wrath of God: three triggers (603.10a, 603.2c)', () => {
    const game = new Game({
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'b1' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'b2' },
        { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'w' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'w' }, { type: 'resolve' });

    expect(game.zoneOf('ba')).toBe('graveyard');
    const triggered = game.events('triggered');
    expect(triggered).toHaveLength(3);
    expect(triggered.every((t) => t.source === 'blood-artist' && t.rule === '603.10a')).toBe(true);
    expect(triggered.map((t) => t.label).sort()).toEqual(['b1', 'b2', 'ba']);
    // All three are alice's: she orders them before they go on the stack (603.3b).
    expect(game.state.pending).toMatchObject({ kind: 'order', player: 'alice' });
    expect(game.state.pendingTriggers).toHaveLength(3);
  });

  it('Kalastria Highborn sees a Vampire that died with it, and itself', () => {
    const game = new Game({
      cards: [
        { card: 'kalastria-highborn', zone: 'battlefield', owner: 'alice', label: 'k1' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'w' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'w' }, { type: 'resolve' });
    const kalastria = game.events('triggered').filter((t) => t.source === 'kalastria-highborn');
    expect(kalastria.map((t) => t.label).sort()).toEqual(['ba', 'k1']);
  });

  it('does not see a Vampire an opponent controls', () => {
    const game = new Game({
      cards: [
        { card: 'kalastria-highborn', zone: 'battlefield', owner: 'alice', label: 'k1' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'bob', label: 'ba' },
      ],
    }).do({ type: 'destroy', cards: ['ba'] });
    expect(game.events('triggered').filter((t) => t.source === 'kalastria-highborn')).toHaveLength(0);
  });
});

describe('603.6a — enters-the-battlefield abilities', () => {
  it("Soul's Attendant triggers when another creature enters", () => {
    const game = new Game({
      cards: [
        { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'sa' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'bears' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'bears' }, { type: 'resolve' });
    expect(game.events('triggered')).toMatchObject([{ source: 'souls-attendant', card: 'grizzly-bears', rule: '603.6a' }]);
    expect(game.view.stack).toMatchObject([{ kind: 'trigger', source: 'souls-attendant', label: 'sa' }]);
  });

  it('newcomers see each other: two Attendants entering together trigger for each other', () => {
    const game = new Game({
      cards: [
        { card: 'souls-attendant', zone: 'hand', owner: 'alice', label: 'a1' },
        { card: 'souls-attendant', zone: 'hand', owner: 'alice', label: 'a2' },
      ],
    }).do({ type: 'move', cards: ['a1', 'a2'], to: 'battlefield' });
    const triggered = game.events('triggered');
    expect(triggered.map((t) => `${t.sourceLabel}→${t.label}`).sort()).toEqual(['a1→a2', 'a2→a1']);
  });

  it('a newcomer does not trigger for itself ("another creature")', () => {
    const game = new Game({ cards: [{ card: 'souls-attendant', zone: 'hand', owner: 'alice', label: 'a1' }] }).do({
      type: 'move',
      card: 'a1',
      to: 'battlefield',
    });
    expect(game.events('triggered')).toHaveLength(0);
  });
});

describe('603.6d — "enters tapped" is a static ability, not a trigger', () => {
  it('Boros Guildgate enters tapped as part of the event, and the log says which rule applied', () => {
    const game = new Game({ cards: [{ card: 'boros-guildgate', zone: 'hand', owner: 'alice', label: 'gate' }] }).do({
      type: 'play',
      player: 'alice',
      card: 'gate',
    });
    expect(game.view.battlefield).toMatchObject([{ card: 'boros-guildgate', tapped: true }]);
    expect(game.events('enteredTapped')).toMatchObject([{ card: 'boros-guildgate', rule: '603.6d' }]);
    expect(stackItems(game.state.stack)).toHaveLength(0);
  });

  it('a permanent returned under another player\'s control enters tapped under that player (Fool\'s Demise, Geralf\'s Messenger)', () => {
    const game = new Game({
      cards: [
        { card: 'geralfs-messenger', zone: 'battlefield', owner: 'alice', label: 'gm' },
        { card: 'fools-demise', zone: 'battlefield', owner: 'bob', label: 'fd', attachedTo: 'gm' },
      ],
    }).do({ type: 'destroy', cards: ['gm'] }, { type: 'auto' }, { type: 'resolve' }, { type: 'auto' }, { type: 'resolve' });
    expect(game.view.battlefield.find((p) => p.label === 'gm')).toMatchObject({ controller: 'bob', tapped: true });
    expect(game.events('entered').at(-1)).toMatchObject({ label: 'gm', player: 'bob' });
    expect(game.events('enteredTapped')).toMatchObject([{ label: 'gm', player: 'bob', rule: '603.6d' }]);
  });
});
