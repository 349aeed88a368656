// A teacher's named boards: scenarios kept in the browser (localStorage `stacklab-boards`, a versioned
// envelope), listed, opened, renamed, deleted, and exported or imported all together as one file
// (`stacklab-boards/1`). Every board, stored or imported, is checked with the runner's `parseScenario`.
// Stored data that can't be read is set aside under `stacklab-boards-dropped` (never overwritten silently)
// and the rest kept; an imported file is all or nothing.
import * as v from 'valibot';
import { create } from 'zustand';
import { parseScenario, type Scenario } from '../scenario/schema';
import { scenarioFromText, utf8 } from '../share/json-text';
import { FILE_LIMIT } from '../share/limits';
import { refuse, type ShareRefusal } from '../share/refusal';
import type { KeyValueStorage } from './sandbox-save';

export const BOARDS_KEY = 'stacklab-boards';
export const BOARDS_DROPPED_KEY = 'stacklab-boards-dropped';
export const BOARDS_VERSION = 1;
export const BOARDS_FORMAT = 'stacklab-boards/1';
export const BOARD_NAME_LIMIT = 100;
export const BOARD_COUNT_LIMIT = 200;

export interface NamedBoard {
  id: string;
  name: string;
  scenario: Scenario;
}

const entry = v.strictObject({ name: v.string(), scenario: v.unknown() });
const StoredSchema = v.strictObject({ version: v.number(), boards: v.array(v.looseObject({ id: v.string(), name: v.string(), scenario: v.unknown() })) });
const FileSchema = v.strictObject({ format: v.literal(BOARDS_FORMAT), boards: v.array(entry) });

let counter = 0;
const newId = () => `b${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A board name as kept: trimmed, cut to its limit; empty stays empty (the caller refuses it). */
export const cleanName = (name: string) => name.trim().slice(0, BOARD_NAME_LIMIT);

/** Reads the stored list: the boards that are valid, and whether anything was dropped. */
export function readBoards(raw: string | null): { boards: NamedBoard[]; dropped: boolean; corrupt: boolean } {
  if (raw === null) return { boards: [], dropped: false, corrupt: false };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { boards: [], dropped: true, corrupt: true };
  }
  const parsed = v.safeParse(StoredSchema, json);
  if (!parsed.success || parsed.output.version !== BOARDS_VERSION) return { boards: [], dropped: true, corrupt: true };
  const boards: NamedBoard[] = [];
  let dropped = false;
  for (const b of parsed.output.boards.slice(0, BOARD_COUNT_LIMIT)) {
    const scenario = parseScenario(b.scenario);
    const name = cleanName(b.name);
    if (scenario.ok && name && b.id.length <= 40 && !boards.some((o) => o.id === b.id)) boards.push({ id: b.id, name, scenario: scenario.scenario });
    else dropped = true;
  }
  return { boards, dropped: dropped || parsed.output.boards.length > BOARD_COUNT_LIMIT, corrupt: false };
}

/** The file of all the boards, as exported. */
export function boardsFileText(boards: readonly NamedBoard[]): string {
  return `${JSON.stringify({ format: BOARDS_FORMAT, boards: boards.map((b) => ({ name: b.name, scenario: b.scenario })) }, null, 2)}\n`;
}

export type BoardsRefusal = ShareRefusal & { board?: number; boardName?: string };

/** Reads a file of boards: every board valid, or the refusal naming the first one that isn't. */
export function readBoardsFile(bytes: Uint8Array): { ok: true; boards: { name: string; scenario: Scenario }[] } | BoardsRefusal {
  if (bytes.byteLength > FILE_LIMIT) return refuse('fileTooBig', { limit: FILE_LIMIT });
  const text = utf8(bytes);
  if (text === null) return refuse('notUtf8');
  // The same guards as a scenario file (nesting, JSON), then the envelope, then each board as the runner checks it.
  const probe = scenarioFromText(text);
  if (!probe.ok && (probe.error === 'errors.tooDeep' || probe.error === 'errors.badJson')) return probe;
  const json = JSON.parse(text) as unknown;
  const parsed = v.safeParse(FileSchema, json);
  if (!parsed.success) return refuse('badBoardsFile', { format: BOARDS_FORMAT });
  if (parsed.output.boards.length > BOARD_COUNT_LIMIT) return refuse('tooMany', { path: 'boards', limit: BOARD_COUNT_LIMIT });
  const boards: { name: string; scenario: Scenario }[] = [];
  for (const [index, b] of parsed.output.boards.entries()) {
    const name = cleanName(b.name);
    const scenario = parseScenario(b.scenario);
    if (!scenario.ok) return { ...scenario, board: index, boardName: name.slice(0, 80) };
    if (!name) return { ...refuse('badBoardName'), board: index, boardName: '' };
    boards.push({ name, scenario: scenario.scenario });
  }
  return { ok: true, boards };
}

interface BoardsStore {
  boards: NamedBoard[];
  save: (name: string, scenario: Scenario) => NamedBoard | null;
  rename: (id: string, name: string) => boolean;
  remove: (id: string) => void;
  add: (boards: readonly { name: string; scenario: Scenario }[]) => void;
}

export function createBoardsStore(storage: () => KeyValueStorage | null, onDropped: () => void) {
  const safely = (work: (s: KeyValueStorage) => void) => {
    try {
      const s = storage();
      if (s) work(s);
    } catch {
      /* full or disabled storage: the boards live on in memory */
    }
  };
  let raw: string | null = null;
  safely((s) => (raw = s.getItem(BOARDS_KEY)));
  const read = readBoards(raw);
  if (read.dropped) {
    onDropped();
    // Set aside what couldn't be read (a corrupt list whole), never silently lost.
    if (read.corrupt && raw !== null) safely((s) => s.setItem(BOARDS_DROPPED_KEY, raw!));
  }
  const write = (boards: NamedBoard[]) => safely((s) => s.setItem(BOARDS_KEY, JSON.stringify({ version: BOARDS_VERSION, boards })));
  if (read.dropped) write(read.boards);
  return create<BoardsStore>()((set, get) => {
    const put = (boards: NamedBoard[]) => {
      set({ boards });
      write(boards);
    };
    return {
      boards: read.boards,
      save(name, scenario) {
        const clean = cleanName(name);
        if (!clean || get().boards.length >= BOARD_COUNT_LIMIT) return null;
        const board = { id: newId(), name: clean, scenario: { ...scenario, title: clean } };
        put([...get().boards, board]);
        return board;
      },
      rename(id, name) {
        const clean = cleanName(name);
        if (!clean) return false;
        put(get().boards.map((b) => (b.id === id ? { ...b, name: clean, scenario: { ...b.scenario, title: clean } } : b)));
        return true;
      },
      remove(id) {
        put(get().boards.filter((b) => b.id !== id));
      },
      add(boards) {
        const room = BOARD_COUNT_LIMIT - get().boards.length;
        put([...get().boards, ...boards.slice(0, Math.max(room, 0)).map((b) => ({ id: newId(), name: b.name, scenario: b.scenario }))]);
      },
    };
  });
}
