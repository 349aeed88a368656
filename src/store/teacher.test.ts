// The teacher's store logic: set a life total (a difference for the engine), and act on a selection together.
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameView } from '../engine';
import { useStacklab } from './game-store';
import { selectedIds, useSelection } from './selection';
import { selectView } from './selectors';
import { isPermanentCard, setLifeAction, togetherActions } from './teacher';

const store = () => useStacklab.getState();
const selection = () => useSelection.getState();
const view = (): GameView => selectView(store());
const idOf = (label: string) => {
  const v = view();
  const all = [...v.battlefield, ...Object.values(v.hand).flat(), ...Object.values(v.graveyard).flat(), ...Object.values(v.exile).flat()];
  const found = all.find((o) => o.label === label);
  if (!found) throw new Error(`no object labelled ${label}`);
  return found.id;
};
const selected = () => selectedIds(selection(), store().state);

describe('setting a life total', () => {
  beforeEach(() => {
    store().openSandbox('combat');
    store().openSandbox('wrath');
  });

  it('CR 119.5: "set to N" is the life action with the difference, up or down', () => {
    expect(setLifeAction(view(), 'alice', 39)).toEqual({ type: 'life', player: 'alice', amount: 19 });
    expect(setLifeAction(view(), 'bob', 3)).toEqual({ type: 'life', player: 'bob', amount: -17 });
    expect(setLifeAction(view(), 'bob', -2)).toEqual({ type: 'life', player: 'bob', amount: -22 });
  });

  it('nothing to do for the same total, a number that is not whole, or an unknown player', () => {
    expect(setLifeAction(view(), 'alice', 20)).toBeNull();
    expect(setLifeAction(view(), 'alice', 2.5)).toBeNull();
    expect(setLifeAction(view(), 'alice', Number.NaN)).toBeNull();
    expect(setLifeAction(view(), 'nobody', 10)).toBeNull();
  });

  it('the store sets the total through the engine: logged, undoable, and the same total changes nothing', () => {
    expect(store().setLife('alice', 39)).toBe(true);
    expect(view().players.alice?.life).toBe(39);
    expect(store().past.at(-1)?.action).toEqual({ type: 'life', player: 'alice', amount: 19 });
    expect(store().log.at(-1)?.event).toBe('lifeGained');
    expect(store().setLife('bob', 7)).toBe(true);
    expect(view().players.bob?.life).toBe(7);
    const pastLength = store().past.length;
    expect(store().setLife('bob', 7)).toBe(true);
    expect(store().past).toHaveLength(pastLength);
    store().undo();
    expect(view().players.bob?.life).toBe(20);
  });
});

describe('acting on several cards together', () => {
  beforeEach(() => {
    store().openSandbox('combat');
    store().openSandbox('wrath');
    selection().clear();
  });

  it('CR 603.2c: permanents selected together are destroyed in one action, and Dingus Egg sees its land go', () => {
    selection().toggle(idOf('bobBears'));
    selection().toggle(idOf('egg'));
    selection().toggle(idOf('artist'));
    selection().toggle(idOf('egg'));
    expect(selected()).toEqual([idOf('bobBears'), idOf('artist')]);
    const keys = togetherActions(view(), selected()).map((a) => a.key);
    expect(keys).toEqual(['destroy', 'exile', 'bounce', 'sacrifice', 'tap']);
    expect(selection().act('destroy')).toBe(true);
    expect(store().past.at(-1)?.action).toEqual({ type: 'destroy', cards: [expect.any(String), expect.any(String)] });
    expect(view().graveyard.bob?.map((c) => c.card)).toEqual(['grizzly-bears']);
    expect(view().graveyard.alice?.map((c) => c.card)).toEqual(['blood-artist']);
    // The selection is over once acted on.
    expect(selected()).toEqual([]);
  });

  it('cards from a hand are put onto the battlefield together; instants and sorceries are not offered that', () => {
    selection().toggle(idOf('aliceBears'));
    selection().toggle(idOf('attendant'));
    expect(togetherActions(view(), selected()).map((a) => a.key)).toEqual(['putOntoBattlefield', 'exile']);
    selection().toggle(idOf('wrath'));
    expect(togetherActions(view(), selected()).map((a) => a.key)).toEqual(['exile']);
    selection().toggle(idOf('wrath'));
    expect(selection().act('putOntoBattlefield')).toBe(true);
    const cards = view().battlefield.filter((p) => p.controller === 'alice').map((p) => p.card);
    expect(cards).toEqual(expect.arrayContaining(['grizzly-bears', 'souls-attendant']));
    // Soul's Attendant entered with the Bears: it sees them enter (CR 603.6a).
    expect(store().log.some((e) => e.event === 'triggered' && e.source === 'souls-attendant')).toBe(true);
    expect(isPermanentCard('lightning-bolt')).toBe(false);
    expect(isPermanentCard('forest')).toBe(true);
  });

  it('a permanent and a hand card together can only be exiled; tapped permanents offer untap', () => {
    selection().toggle(idOf('egg'));
    selection().toggle(idOf('bobAttendant'));
    expect(togetherActions(view(), selected()).map((a) => a.key)).toEqual(['exile']);
    store().dispatch({ type: 'tap', cards: ['egg'] });
    selection().toggle(idOf('egg'));
    expect(togetherActions(view(), selected()).map((a) => a.key)).toEqual(['destroy', 'exile', 'bounce', 'sacrifice', 'untap']);
  });

  it('any action, undo or new board starts a new selection (objects change ids, CR 400.7)', () => {
    selection().toggle(idOf('egg'));
    expect(selected()).toHaveLength(1);
    store().dispatch({ type: 'pass' });
    expect(selected()).toEqual([]);
    expect(selection().act('destroy')).toBe(false);
    selection().toggle(idOf('egg'));
    store().undo();
    expect(selected()).toEqual([]);
    // The store itself is emptied (rows read its ids without following every state of the game).
    expect(selection().ids).toEqual([]);
    expect(selection().on).toBeNull();
  });

  it('an action the engine refuses (a choice is waiting) keeps the selection, and the refusal is shown', () => {
    store().dispatch({ type: 'cast', player: 'alice', card: 'wrath' });
    store().dispatch({ type: 'resolve' });
    expect(view().pending?.kind).toBe('order');
    selection().toggle(idOf('egg'));
    expect(selection().act('destroy')).toBe(false);
    expect(store().lastError?.code).toBe('errors.choicePending');
    expect(selected()).toEqual([idOf('egg')]);
    // And what is not offered for this selection does nothing.
    expect(selection().act('putOntoBattlefield')).toBe(false);
  });
});
