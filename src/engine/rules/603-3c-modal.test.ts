import { describe, expect, it } from 'vitest';
import { Game, type Board } from '../../test/harness';

const prince = (extra: Board['cards'] = []) =>
  new Game({
    cards: [
      { card: 'charming-prince', zone: 'hand', owner: 'alice', label: 'cp' },
      { card: 'island', zone: 'library', owner: 'alice', label: 'l1' },
      { card: 'swamp', zone: 'library', owner: 'alice', label: 'l2' },
      { card: 'forest', zone: 'library', owner: 'alice', label: 'l3' },
      { card: 'plains', zone: 'library', owner: 'bob' },
      ...extra,
    ],
  }).do({ type: 'cast', player: 'alice', card: 'cp' }, { type: 'resolve' });

describe('603.3c — modal triggered abilities: Charming Prince', () => {
  it('the mode is chosen as the ability is put on the stack', () => {
    const game = prince([{ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' }]);
    expect(game.state.pending).toMatchObject({ kind: 'mode', player: 'alice', options: [0, 1, 2] });
    expect(game.view.stack).toHaveLength(0);
    game.do({ type: 'choose', player: 'alice', answer: 1 });
    expect(game.view.stack).toMatchObject([{ source: 'charming-prince' }]);
    game.do({ type: 'resolve' });
    expect(game.life('alice')).toBe(23);
  });

  it('a mode whose target cannot be chosen is not offered', () => {
    // No other creature alice owns: "exile another target creature you own" can't be chosen.
    const game = prince([{ card: 'grizzly-bears', zone: 'battlefield', owner: 'bob' }]);
    expect(game.state.pending).toMatchObject({ kind: 'mode', options: [0, 1] });
    expect(game.reject({ type: 'choose', player: 'alice', answer: 2 })).toBe('errors.illegalChoice');
  });

  it('the exile mode: the creature leaves, and returns under alice\'s control at the next end step (603.7)', () => {
    const game = prince([{ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' }]);
    game.do({ type: 'choose', player: 'alice', answer: 2 });
    expect(game.view.stack).toMatchObject([{ source: 'charming-prince', targets: ['gb'] }]);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('gb')).toBe('exile');
    game.do({ type: 'advance', to: 'end' }, { type: 'resolve' });
    expect(game.zoneOf('gb')).toBe('battlefield');
  });

  it('the scry mode: alice puts the cards she picks on the bottom, the others stay on top in order', () => {
    const game = prince().do({ type: 'choose', player: 'alice', answer: 0 }, { type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'scry', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: ['l1'] });
    expect(game.view.library.alice!.map((c) => c.label)).toEqual(['l2', 'l3', 'l1']);
    expect(game.events('scried')).toMatchObject([{ rule: '701.22a' }]);
  });

  it('auto takes the first legal mode', () => {
    const game = prince().do({ type: 'auto' }, { type: 'resolve' }, { type: 'auto' });
    expect(game.view.library.alice!.map((c) => c.label)).toEqual(['l1', 'l2', 'l3']);
  });

  it('CR 603.3c: a mode auto chooses on the spot (the second of two triggers, Panharmonicon) is logged as an answered mode choice is', () => {
    const twice = () => prince([{ card: 'panharmonicon', zone: 'battlefield', owner: 'alice' }]);
    const oneByOne = twice();
    const ids = (oneByOne.state.pending as { kind: 'order'; options: { id: string }[] }).options.map((o) => o.id);
    oneByOne.do({ type: 'choose', player: 'alice', answer: ids }, { type: 'choose', player: 'alice', answer: 0 }, { type: 'choose', player: 'alice', answer: 0 });
    const atOnce = twice().do({ type: 'auto' });
    expect(atOnce.events('modeChosen')).toMatchObject(ids.map((trigger) => ({ trigger, amount: 0, player: 'alice', rule: '603.3c' })));
    expect(atOnce.log).toEqual(oneByOne.log);
  });
});
