import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../engine';
import { useStacklab } from './game-store';
import { actionsPlayed, playScenario } from './scenario-board';

const store = () => useStacklab.getState();

const wrathBoard: Setup = {
  players: ['alice', 'bob'],
  freeMana: true,
  cards: [
    { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'artist' },
    { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bears' },
    { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'wrath' },
  ],
};
const castWrath: Action[] = [{ type: 'cast', player: 'alice', card: 'wrath' }, { type: 'resolve' }];

describe('a board of the user’s own (the sandbox’s custom board)', () => {
  it('plays the setup then the actions, each undoable, and gives back the actions played', () => {
    const played = playScenario(wrathBoard, castWrath);
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    expect(played.board.past).toHaveLength(2);
    expect(actionsPlayed(played.board.past)).toEqual(castWrath);
    // CR 603.10a: both Blood Artist triggers (its own death and the Bears') are waiting or on the stack.
    expect(played.board.log.filter((e) => e.event === 'triggered')).toHaveLength(2);
  });

  it('is all or nothing: a refused action names its index and opens no board', () => {
    store().openSandbox('combat');
    const before = store().state;
    const result = store().openScenario(wrathBoard, [castWrath[0]!, { type: 'cast', player: 'bob', card: 'wrath' }]);
    expect(result).toMatchObject({ ok: false, refusal: { action: 1 } });
    expect(store().state).toBe(before);
    expect(store().sandboxBoard).toBe('combat');
  });

  it('a refused setup names no action', () => {
    const result = playScenario({ ...wrathBoard, cards: [{ card: 'no-such-card', zone: 'hand', owner: 'alice' }] });
    expect(result).toMatchObject({ ok: false, refusal: { action: null } });
  });

  it('opens in the sandbox as `custom`; undo walks back its actions; Reset starts its setup again; the board stays selectable', () => {
    expect(store().openScenario(wrathBoard, castWrath)).toEqual({ ok: true });
    expect(store().mode).toBe('sandbox');
    expect(store().sandboxBoard).toBe('custom');
    expect(store().setup).toBe(wrathBoard);
    store().undo();
    expect(store().past).toHaveLength(1);
    store().reset();
    expect(store().past).toHaveLength(0);
    expect(Object.keys(store().state.objects)).toHaveLength(3);
    store().openSandbox('wrath');
    expect(store().sandboxBoard).toBe('wrath');
    store().openSandbox('custom');
    expect(store().sandboxBoard).toBe('custom');
    expect(store().setup).toBe(wrathBoard);
  });
});
