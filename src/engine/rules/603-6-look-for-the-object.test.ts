import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

describe('603.6 — a zone-change ability looks for the object in the zone it went to', () => {
  it('persist (702.79a): Murderous Redcap dies and comes back with a -1/-1 counter, its ETB trigger again', () => {
    const game = new Game({
      cards: [{ card: 'murderous-redcap', zone: 'battlefield', owner: 'alice', label: 'rc' }],
    }).do({ type: 'destroy', cards: ['rc'] });
    // A keyword ability's trigger cites its own rule, and says it looked back in time (603.10a).
    expect(game.events('triggered')).toMatchObject([{ source: 'murderous-redcap', reason: 'lookBack', rule: '702.79a' }]);
    game.do({ type: 'resolve' });
    expect(game.view.battlefield).toMatchObject([{ card: 'murderous-redcap', counters: { '-1/-1': 1 }, power: 1, toughness: 1 }]);
    // Its enters-the-battlefield ability triggered: it deals damage equal to its power (now 1).
    expect(game.state.pending).toMatchObject({ kind: 'target' });
    game.do({ type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' });
    expect(game.life('bob')).toBe(19);
  });

  it('persist does not trigger when it had a -1/-1 counter (intervening "if", 603.4)', () => {
    const game = new Game({
      cards: [{ card: 'murderous-redcap', zone: 'battlefield', owner: 'alice', label: 'rc', counters: { '-1/-1': 1 } }],
    }).do({ type: 'destroy', cards: ['rc'] });
    expect(game.zoneOf('rc')).toBe('graveyard');
    expect(game.events('notTriggered')).toMatchObject([{ source: 'murderous-redcap', reason: 'interveningIf', rule: '603.4' }]);
  });

  it('if the card leaves the graveyard before persist resolves, persist does nothing — even if it comes back', () => {
    const game = new Game({
      cards: [{ card: 'murderous-redcap', zone: 'battlefield', owner: 'alice', label: 'rc' }],
    }).do(
      { type: 'destroy', cards: ['rc'] },
      { type: 'exile', cards: ['rc'] },
      { type: 'move', card: 'rc', to: 'graveyard' },
      { type: 'resolve' },
    );
    expect(game.zoneOf('rc')).toBe('graveyard');
    expect(game.view.battlefield).toHaveLength(0);
    expect(game.events('effectFailed')).toMatchObject([{ source: 'murderous-redcap', rule: '603.6' }]);
  });

  it('undying (702.93a): Geralf\'s Messenger returns with a +1/+1 counter, tapped, and drains the opponent again', () => {
    const game = new Game({
      cards: [{ card: 'geralfs-messenger', zone: 'battlefield', owner: 'alice', label: 'gm' }],
    }).do({ type: 'destroy', cards: ['gm'] });
    expect(game.events('triggered')).toMatchObject([{ source: 'geralfs-messenger', reason: 'lookBack', rule: '702.93a' }]);
    game.do({ type: 'resolve' });
    expect(game.view.battlefield).toMatchObject([{ card: 'geralfs-messenger', counters: { '+1/+1': 1 }, tapped: true, power: 4 }]);
    // A single legal target (the only opponent) is chosen automatically.
    expect(game.view.stack).toMatchObject([{ source: 'geralfs-messenger', targets: ['bob'] }]);
    game.do({ type: 'resolve' });
    expect(game.life('bob')).toBe(18);
  });

  it('Murderous Redcap deals damage equal to the power it last had if it left before its ability resolved', () => {
    const game = new Game({
      cards: [
        { card: 'murderous-redcap', zone: 'hand', owner: 'alice', label: 'rc' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'bob' });
    game.do({ type: 'counters', card: 'rc', kind: '+1/+1', amount: 2 }, { type: 'exile', cards: ['rc'] }, { type: 'resolve' });
    expect(game.life('bob')).toBe(16);
  });
});

describe('704.5q — +1/+1 and -1/-1 counters cancel out', () => {
  it('an undying creature that returned with a +1/+1 counter and gets a -1/-1 counter has neither, and can return again', () => {
    const game = new Game({
      cards: [{ card: 'geralfs-messenger', zone: 'battlefield', owner: 'alice', label: 'gm', counters: { '+1/+1': 1 } }],
    }).do({ type: 'counters', card: 'gm', kind: '-1/-1', amount: 1 });
    expect(game.view.battlefield[0]!.counters).toEqual({});
    expect(game.events('stateBasedAction')).toMatchObject([{ reason: 'countersCancel', rule: '704.5q' }]);
  });
});

describe('704.5j — the legend rule', () => {
  const board = {
    cards: [
      { card: 'isamaru-hound-of-konda', zone: 'battlefield' as const, owner: 'alice', label: 'old' },
      { card: 'isamaru-hound-of-konda', zone: 'hand' as const, owner: 'alice', label: 'new' },
      { card: 'blood-artist', zone: 'battlefield' as const, owner: 'bob', label: 'ba' },
    ],
  };

  it('asks the controller which one to keep; the other goes to the graveyard (it dies: Blood Artist sees it)', () => {
    const game = new Game(board).do({ type: 'cast', player: 'alice', card: 'new' }, { type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'legend', player: 'alice', card: 'isamaru-hound-of-konda' });
    game.do({ type: 'choose', player: 'alice', answer: 'old' });
    expect(game.zoneOf('old')).toBe('battlefield');
    expect(game.zoneOf('new')).toBe('graveyard');
    expect(game.events('stateBasedAction')).toMatchObject([{ label: 'new', reason: 'legendRule', rule: '704.5j' }]);
    expect(game.events('triggered')).toMatchObject([{ source: 'blood-artist', label: 'new' }]);
  });

  it('auto keeps the newest', () => {
    const game = new Game(board).do({ type: 'cast', player: 'alice', card: 'new' }, { type: 'resolve' }, { type: 'auto' });
    expect(game.zoneOf('new')).toBe('battlefield');
    expect(game.zoneOf('old')).toBe('graveyard');
  });

  it('two players may each control one', () => {
    const game = new Game({
      cards: [
        { card: 'isamaru-hound-of-konda', zone: 'battlefield', owner: 'alice' },
        { card: 'isamaru-hound-of-konda', zone: 'battlefield', owner: 'bob' },
      ],
    }).do({ type: 'pass' });
    expect(game.view.battlefield).toHaveLength(2);
  });
});

describe('direct events: control, attach, counters', () => {
  it('control: Blood Artist that bob takes over gives him its triggers (603.3a)', () => {
    const game = new Game({
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
      ],
    }).do({ type: 'control', card: 'ba', player: 'bob' }, { type: 'destroy', cards: ['gb'] });
    expect(game.events('controlChanged')).toHaveLength(1);
    expect(game.state.pending).toMatchObject({ kind: 'target', player: 'bob' });
  });

  it('attach moves Pooling Venom to another land, and its trigger follows', () => {
    const game = new Game({
      cards: [
        { card: 'swamp', zone: 'battlefield', owner: 'bob', label: 's1' },
        { card: 'swamp', zone: 'battlefield', owner: 'bob', label: 's2' },
        { card: 'pooling-venom', zone: 'battlefield', owner: 'alice', label: 'pv', attachedTo: 's1' },
      ],
    }).do({ type: 'attach', card: 'pv', to: 's2' }, { type: 'tap', cards: ['s1'] });
    expect(game.events('triggered')).toHaveLength(0);
    game.do({ type: 'tap', cards: ['s2'] });
    expect(game.events('triggered')).toHaveLength(1);
    expect(game.view.battlefield.find((p) => p.label === 'pv')?.attachedTo).toBe('s2');
  });

  it('counters: -1/-1 counters can kill (704.5f)', () => {
    const game = new Game({ cards: [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' }] }).do({
      type: 'counters',
      card: 'gb',
      kind: '-1/-1',
      amount: 2,
    });
    expect(game.zoneOf('gb')).toBe('graveyard');
  });
});
