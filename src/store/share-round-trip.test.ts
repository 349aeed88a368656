// Export → import → the same game: for each of the sandbox's boards, a few actions are played as the app plays
// them, the board is written as a scenario file and read back (the runner's validation, then the engine), and
// the game state, the log and the undo history's actions are compared. The same for a share link.
import { describe, expect, it } from 'vitest';
import { sandboxBoards, type SandboxBoard } from '../lessons/sandbox';
import { encodeLink } from '../share/link-codec';
import { boardScenario, scenarioJson } from './board-scenario';
import { engine } from './engine';
import { useStacklab } from './game-store';
import { openFileBytes, openLink } from './open-shared';
import { actionsPlayed } from './scenario-board';

const store = () => useStacklab.getState();

/** Plays up to `n` actions, each the first legal one that isn't a pass (a pass when nothing else is legal). */
function play(n: number) {
  for (let i = 0; i < n; i += 1) {
    const legal = engine.legalActions(store().state);
    const action = legal.find((a) => a.type !== 'pass' && a.type !== 'advance') ?? legal[0];
    if (!action || !store().dispatch(action)) break;
  }
}

const snapshot = () => ({ state: store().state, log: store().log, actions: actionsPlayed(store().past), setup: store().setup });

describe('export → import → identical state', () => {
  it.each(Object.keys(sandboxBoards) as SandboxBoard[])('the %s board, by file and by link', async (board) => {
    store().openSandbox('combat');
    store().openSandbox(board);
    store().reset();
    play(6);
    const before = snapshot();
    expect(before.actions.length).toBeGreaterThan(0);
    const scenario = boardScenario(store());
    const file = scenarioJson(scenario);

    store().openSandbox(board === 'wrath' ? 'combat' : 'wrath');
    expect(openFileBytes(new TextEncoder().encode(file))).toEqual({ ok: true });
    const afterFile = snapshot();
    expect(store().sandboxBoard).toBe('custom');
    expect(afterFile.state).toEqual(before.state);
    expect(afterFile.log).toEqual(before.log);
    expect(afterFile.actions).toEqual(before.actions);
    expect(afterFile.setup).toEqual(before.setup);
    // Exported again, the file is the same.
    expect(scenarioJson(boardScenario(store()))).toBe(file);

    store().openSandbox('wrath');
    expect(await openLink(await encodeLink(scenario))).toEqual({ ok: true });
    expect(snapshot().state).toEqual(before.state);
  });

  it('a refused file leaves the board as it was, naming the action and its type', () => {
    store().openSandbox('wrath');
    const before = store().state;
    const bad = { ...boardScenario(store()), actions: [{ type: 'resolve' }] };
    const result = openFileBytes(new TextEncoder().encode(JSON.stringify(bad)));
    expect(result).toMatchObject({ ok: false, error: 'errors.stackEmpty', action: 0, actionType: 'resolve' });
    expect(store().state).toBe(before);
  });

  it('a refused link leaves an empty sandbox: the players, nothing else', async () => {
    store().openSandbox('wrath');
    expect(await openLink('%%%')).toMatchObject({ ok: false, error: 'errors.linkNotBase64' });
    expect(store().sandboxBoard).toBe('custom');
    expect(store().setup).toEqual({ players: ['alice', 'bob'], cards: [] });
    expect(Object.keys(store().state.objects)).toHaveLength(0);
  });
});
