// Saved work: the sandbox board in progress survives a reload (a versioned envelope in localStorage), an old or
// corrupt one is dropped and nothing else is touched; named boards are kept, renamed, deleted, exported and
// imported, every board checked as the runner checks a scenario.
import { describe, expect, it } from 'vitest';
import { sandboxSetup } from '../lessons/sandbox';
import { boardScenario } from './board-scenario';
import { useStacklab } from './game-store';
import { BOARDS_DROPPED_KEY, BOARDS_KEY, boardsFileText, createBoardsStore, readBoardsFile } from './named-boards';
import { keepSandboxSaved, restoreSandbox, SANDBOX_KEY, type KeyValueStorage } from './sandbox-save';

function memory(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (Object.hasOwn(data, k) ? data[k]! : null),
    setItem: (k, v) => void (data[k] = v),
    removeItem: (k) => void delete data[k],
  };
}

const store = () => useStacklab.getState();
const custom = { players: ['alice', 'bob'], freeMana: true, cards: [{ card: 'grizzly-bears', zone: 'battlefield' as const, owner: 'bob', label: 'gb' }] };
const bytes = (text: string) => new TextEncoder().encode(text);

describe('the sandbox board survives a reload', () => {
  it('an app board with its actions comes back under its own name, each action undoable', () => {
    const storage = memory({ other: 'kept' });
    const stop = keepSandboxSaved(storage);
    store().openSandbox('combat');
    store().openSandbox('wrath');
    store().reset();
    store().dispatch({ type: 'cast', player: 'alice', card: 'wrath' });
    const state = store().state;
    stop();
    store().openSandbox('combat');
    expect(restoreSandbox(storage, undefined)).toBe('restored');
    expect(store().sandboxBoard).toBe('wrath');
    expect(store().state).toEqual(state);
    expect(store().past).toHaveLength(1);
    expect(storage.data.other).toBe('kept');
  });

  it('a custom board comes back as `custom`; another board named by the address is left alone', () => {
    const storage = memory();
    const stop = keepSandboxSaved(storage);
    store().openScenario(custom, [{ type: 'destroy', cards: ['gb'] }]);
    stop();
    store().openSandbox('combat');
    expect(restoreSandbox(storage, 'wrath')).toBe('none');
    expect(store().sandboxBoard).toBe('combat');
    expect(restoreSandbox(storage, 'custom')).toBe('restored');
    expect(store().setup).toEqual(custom);
    expect(boardScenario(store()).actions).toEqual([{ type: 'destroy', cards: ['gb'] }]);
  });

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 2, board: 'custom', scenario: { format: 'stacklab-scenario/1', setup: custom } })],
    ['a scenario the runner refuses', JSON.stringify({ version: 1, board: 'custom', scenario: { format: 'stacklab-scenario/1', setup: { players: ['alice'] } } })],
    ['an unknown board', JSON.stringify({ version: 1, board: 'nope', scenario: { format: 'stacklab-scenario/1', setup: custom } })],
    ['an action the engine refuses', JSON.stringify({ version: 1, board: 'wrath', scenario: { format: 'stacklab-scenario/1', setup: sandboxSetup, actions: [{ type: 'resolve' }] } })],
  ])('%s is dropped, the board left as it was, other data kept', (_, raw) => {
    const storage = memory({ [SANDBOX_KEY]: raw, 'stacklab-progress': 'mine' });
    store().openSandbox('combat');
    store().reset();
    const before = store().state;
    expect(restoreSandbox(storage, undefined)).toBe('dropped');
    expect(storage.data[SANDBOX_KEY]).toBeUndefined();
    expect(storage.data['stacklab-progress']).toBe('mine');
    expect(store().sandboxBoard).toBe('combat');
    expect(store().state).toBe(before);
  });
});

describe('named boards', () => {
  const scenario = { format: 'stacklab-scenario/1' as const, setup: custom, actions: [] };

  it('save, rename, delete, kept in storage', () => {
    const storage = memory();
    const boards = createBoardsStore(() => storage, () => undefined);
    const saved = boards.getState().save('  Bears  ', scenario)!;
    expect(saved.name).toBe('Bears');
    expect(boards.getState().save('   ', scenario)).toBeNull();
    boards.getState().rename(saved.id, 'Grizzly');
    const again = createBoardsStore(() => storage, () => undefined);
    expect(again.getState().boards.map((b) => b.name)).toEqual(['Grizzly']);
    again.getState().remove(saved.id);
    expect(createBoardsStore(() => storage, () => undefined).getState().boards).toEqual([]);
  });

  it('a bad stored board is dropped with a notice, the others kept; a corrupt list is set aside', () => {
    const good = { id: 'a', name: 'Good', scenario };
    const bad = { id: 'b', name: 'Bad', scenario: { ...scenario, setup: { players: ['alice'] } } };
    const storage = memory({ [BOARDS_KEY]: JSON.stringify({ version: 1, boards: [good, bad] }) });
    let dropped = 0;
    const boards = createBoardsStore(() => storage, () => (dropped += 1));
    expect(dropped).toBe(1);
    expect(boards.getState().boards.map((b) => b.name)).toEqual(['Good']);
    const corrupt = memory({ [BOARDS_KEY]: '{oops' });
    expect(createBoardsStore(() => corrupt, () => (dropped += 1)).getState().boards).toEqual([]);
    expect(corrupt.data[BOARDS_DROPPED_KEY]).toBe('{oops');
  });

  it('export then import all: the same boards; a file with one bad board is refused whole, naming it', () => {
    const file = boardsFileText([{ id: 'x', name: 'One', scenario }, { id: 'y', name: 'Two', scenario }]);
    const read = readBoardsFile(bytes(file));
    expect(read).toEqual({ ok: true, boards: [{ name: 'One', scenario }, { name: 'Two', scenario }] });
    const bad = JSON.parse(file) as { boards: { scenario: { setup: unknown } }[] };
    bad.boards[1]!.scenario.setup = { players: ['alice', 'bob'], cards: [{ card: 'no-such-card', zone: 'hand', owner: 'alice' }] };
    expect(readBoardsFile(bytes(JSON.stringify(bad)))).toMatchObject({ ok: false, error: 'errors.unknownCard', board: 1, boardName: 'Two' });
    expect(readBoardsFile(bytes('{"format":"stacklab-scenario/1"}'))).toMatchObject({ ok: false, error: 'errors.badBoardsFile' });
    expect(readBoardsFile(bytes('[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]'))).toMatchObject({ ok: false, error: 'errors.tooDeep' });
    expect(readBoardsFile(new Uint8Array([0xff]))).toMatchObject({ ok: false, error: 'errors.notUtf8' });
  });
});
