import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

const library = (owner: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ card: i % 2 ? 'island' : 'forest', zone: 'library' as const, owner, label: `${owner}-lib${i}` }));

describe('603.10b — "phases out" abilities look back in time: Ertai\'s Familiar (702.26)', () => {
  const familiar = (active = 'alice') =>
    new Game({
      active,
      step: 'end',
      cards: [
        { card: 'ertais-familiar', zone: 'battlefield', owner: 'alice', label: 'ef' },
        { card: 'grafted-wargear', zone: 'battlefield', owner: 'alice', label: 'gw', attachedTo: 'ef' },
        ...library('alice', 8),
        ...library('bob', 8),
      ],
    });

  it('phases out in its controller\'s untap step (502.1); its ability sees it phase out and mills three', () => {
    const game = familiar('bob').do({ type: 'advance', to: 'upkeep' });
    expect(game.state.active).toBe('alice');
    expect(game.events('phasedOut')).toMatchObject([
      { card: 'ertais-familiar', rule: '502.1' },
      { card: 'grafted-wargear', reason: 'indirectly' },
    ]);
    expect(game.events('triggered')).toMatchObject([{ source: 'ertais-familiar', reason: 'lookBack', rule: '603.10b' }]);
    game.do({ type: 'resolve' });
    expect(game.view.graveyard.alice).toHaveLength(3);
    expect(game.events('milled')).toMatchObject([{ player: 'alice', count: 3, rule: '701.17a' }]);
  });

  it('phased out, it is treated as though it didn\'t exist, and phasing in is no zone change: same object, no "enters"', () => {
    const game = familiar('bob').do({ type: 'advance', to: 'upkeep' }, { type: 'resolve' });
    const id = game.state.objects[Object.keys(game.state.objects).find((k) => game.state.objects[k]!.label === 'ef')!]!.id;
    expect(game.state.battlefield).not.toContain(id);
    expect(game.view.battlefield.find((p) => p.label === 'ef')).toMatchObject({ phasedOut: true });
    expect(game.reject({ type: 'destroy', cards: ['ef'] })).toBe('errors.cardNotFound');
    // Next turn of Alice: it phases in with its Equipment still attached, then can't phase out twice at once.
    game.do({ type: 'advance', to: 'end' }, { type: 'advance', to: 'cleanup' }).do({ type: 'advance', to: 'end' }, { type: 'advance', to: 'cleanup' });
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.events('phasedIn').map((e) => e.card)).toEqual(['ertais-familiar', 'grafted-wargear']);
    expect(game.state.objects[id]?.zone).toBe('battlefield');
    expect(game.view.battlefield.find((p) => p.label === 'gw')).toMatchObject({ attachedTo: 'ef' });
    expect(game.events('entered')).toEqual([]);
  });

  it('702.26d: a creature phasing in doesn\'t enter, so "enters" abilities don\'t trigger, and the log says why', () => {
    const game = new Game({
      cards: [
        { card: 'ertais-familiar', zone: 'battlefield', owner: 'alice', label: 'ef' },
        { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'sa' },
        { card: 'plains', zone: 'library', owner: 'alice' },
      ],
    }).do({ type: 'phase', cards: ['ef'] }, { type: 'resolve' }, { type: 'phase', cards: ['ef'] });
    expect(game.last.filter((e) => e.event === 'triggered')).toEqual([]);
    expect(game.last.filter((e) => e.event === 'notTriggered')).toMatchObject([
      { source: 'souls-attendant', card: 'ertais-familiar', reason: 'phasedIn', rule: '702.26d' },
    ]);
  });

  it('{U}: until its controller\'s next upkeep it can\'t phase out, so nothing triggers', () => {
    const game = familiar('bob');
    game.do({ type: 'pass' }, { type: 'activate', player: 'alice', card: 'ef', ability: 0 }, { type: 'resolve' });
    expect(game.events('phasingPrevented')).toMatchObject([{ card: 'ertais-familiar', player: 'alice', rule: '702.26a' }]);
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.state.active).toBe('alice');
    expect(game.events('phasedOut')).toEqual([]);
    expect(game.events('triggered')).toEqual([]);
    // The effect has ended with that upkeep.
    expect(game.state.durationEffects).toEqual([]);
  });

  it('leaving the battlefield triggers it too (603.6c), and a phased-out Familiar can be phased in by the `phase` action', () => {
    const game = familiar().do({ type: 'phase', cards: ['ef'] });
    expect(game.events('triggered')).toMatchObject([{ source: 'ertais-familiar', reason: 'lookBack', rule: '603.10b' }]);
    game.do({ type: 'resolve' }, { type: 'phase', cards: ['ef'] }, { type: 'destroy', cards: ['ef'] });
    expect(game.last.filter((e) => e.event === 'triggered' && e.source === 'ertais-familiar')).toMatchObject([{ rule: '603.10a', reason: 'lookBack' }]);
    game.do({ type: 'auto' }, { type: 'resolve' }, { type: 'resolve' });
    expect(game.view.graveyard.alice!.filter((c) => c.label?.startsWith('alice-lib'))).toHaveLength(6);
  });
});

describe('702.26b, 608.2b — a target that phases out is illegal as the spell or ability resolves', () => {
  it('Murderous Redcap\'s ability: the Bears phase out in response, the ability doesn\'t resolve, the Bears phase in undamaged', () => {
    const game = new Game({
      freeMana: true,
      cards: [
        { card: 'murderous-redcap', zone: 'hand', owner: 'alice', label: 'mr' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'mr' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'gb' }, { type: 'phase', cards: ['gb'] });
    game.do({ type: 'resolve' });
    expect(game.events('didNotResolve')).toMatchObject([{ source: 'murderous-redcap', reason: 'illegalTargets', rule: '608.2b' }]);
    expect(game.events('damageDealt')).toEqual([]);
    game.do({ type: 'phase', cards: ['gb'] });
    expect(game.zoneOf('gb')).toBe('battlefield');
    expect(game.view.battlefield.find((p) => p.label === 'gb')?.damage ?? 0).toBe(0);
  });

  it('Lightning Bolt: its target phased out, it doesn\'t resolve and deals no damage', () => {
    const game = new Game({
      freeMana: true,
      cards: [
        { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'bolt' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'bolt', targets: ['gb'] }, { type: 'phase', cards: ['gb'] }, { type: 'resolve' });
    expect(game.events('didNotResolve')).toMatchObject([{ card: 'lightning-bolt', reason: 'illegalTargets', rule: '608.2b' }]);
    expect(game.events('damageDealt')).toEqual([]);
    expect(game.zoneOf('bolt')).toBe('graveyard');
  });
});

describe('603.10d — "when you lose control" looks back in time; 607.2a linked abilities: Duplicity', () => {
  const duplicity = () =>
    new Game({
      cards: [
        { card: 'duplicity', zone: 'hand', owner: 'alice', label: 'dup' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'h1' },
        { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'h2' },
        ...library('alice', 7),
        ...library('bob', 3),
      ],
    }).do({ type: 'cast', player: 'alice', card: 'dup' }, { type: 'resolve' }, { type: 'resolve' });

  it("609.3: its end-step discard with an empty hand does nothing, and isn't logged as a \"may\" declined", () => {
    const game = new Game({ step: 'main2', cards: [{ card: 'duplicity', zone: 'battlefield', owner: 'alice', label: 'dup' }] })
      .do({ type: 'advance', to: 'end' });
    expect(game.view.stack).toMatchObject([{ kind: 'trigger', source: 'duplicity' }]);
    game.do({ type: 'resolve' });
    expect(game.events('mayDeclined')).toEqual([]);
    expect(game.events('effectFailed').at(-1)).toMatchObject({ source: 'duplicity', reason: 'nothingToChoose', rule: '609.3' });
  });

  it('enters: the top five cards of the library are exiled face down, linked to it', () => {
    const game = duplicity();
    expect(game.events('exiledLinked')).toMatchObject([{ source: 'duplicity', count: 5, reason: 'faceDown', rule: '607.2a' }]);
    expect(game.view.exile.alice).toHaveLength(5);
    expect(game.view.exile.alice!.every((c) => c.faceDown && c.exiledWith === 'dup')).toBe(true);
  });

  it('upkeep: its controller may swap their hand for the other cards exiled with it', () => {
    const game = duplicity().do({ type: 'advance', to: 'end' });
    // End step: discard a card (a mandatory `card` choice from the hand).
    game.do({ type: 'resolve' });
    expect(game.view.pending).toMatchObject({ kind: 'card', optional: false });
    game.do({ type: 'choose', player: 'alice', answer: 'h2' });
    expect(game.zoneOf('h2')).toBe('graveyard');
    game.do({ type: 'advance', to: 'cleanup' }, { type: 'advance', to: 'end' }, { type: 'advance', to: 'cleanup' }, { type: 'advance', to: 'upkeep' });
    expect(game.state.active).toBe('alice');
    expect(game.view.pending).toMatchObject({ kind: 'may', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: true });
    // The hand (Grizzly Bears: the draw step comes later) is exiled; the five cards come back.
    expect(game.zoneOf('h1')).toBe('exile');
    expect(game.view.hand.alice).toHaveLength(5);
    expect(game.view.exile.alice!.map((c) => c.label)).toEqual(['h1']);
  });

  it('losing control of it (a `control` action): the ability triggers for the player who lost control, looking back', () => {
    const game = duplicity().do({ type: 'control', card: 'dup', player: 'bob' });
    expect(game.last.filter((e) => e.event === 'triggered')).toMatchObject([{ source: 'duplicity', player: 'alice', reason: 'lookBack', rule: '603.10d' }]);
    game.do({ type: 'resolve' });
    expect(game.view.exile.alice).toEqual([]);
    expect(game.view.graveyard.alice).toHaveLength(5);
  });

  it('leaving the battlefield is losing control of it too: the exiled cards go to the graveyard', () => {
    const game = duplicity().do({ type: 'destroy', cards: ['dup'] });
    expect(game.last.filter((e) => e.event === 'triggered')).toMatchObject([{ source: 'duplicity', rule: '603.10a' }]);
    game.do({ type: 'resolve' });
    expect(game.view.graveyard.alice!.length).toBe(6);
    expect(game.view.exile.alice).toEqual([]);
  });
});
