// Saved work: the sandbox board in progress — which board, its setup and the actions played since — kept in
// localStorage (`stacklab-sandbox`) in a versioned envelope, so that it survives a reload. What the browser
// gives back is untrusted: bad JSON, another version, a scenario the runner would refuse or actions the engine
// refuses now are dropped with a notice (only this key is ever removed; other saved data is never touched).
import * as v from 'valibot';
import type { Setup } from '../engine';
import { sandboxBoards } from '../lessons/sandbox';
import { parseScenario, type Scenario } from '../scenario/schema';
import { boardScenario } from './board-scenario';
import { useStacklab, type SandboxChoice } from './game-store';
import { openParsed } from './open-shared';
import { playScenario } from './scenario-board';

export const SANDBOX_KEY = 'stacklab-sandbox';
export const SANDBOX_VERSION = 1;

const EnvelopeSchema = v.strictObject({ version: v.number(), board: v.string(), scenario: v.unknown() });

export interface SavedSandbox {
  board: SandboxChoice;
  scenario: Scenario;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isBoard = (board: string): board is SandboxChoice => board === 'custom' || Object.hasOwn(sandboxBoards, board);

/** Reads what the storage holds: null if nothing; `dropped` when it was there but can't be used. */
export function readSandbox(raw: string | null): { saved: SavedSandbox | null; dropped: boolean } {
  if (raw === null) return { saved: null, dropped: false };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { saved: null, dropped: true };
  }
  const envelope = v.safeParse(EnvelopeSchema, json);
  if (!envelope.success || envelope.output.version !== SANDBOX_VERSION || !isBoard(envelope.output.board)) return { saved: null, dropped: true };
  const parsed = parseScenario(envelope.output.scenario);
  if (!parsed.ok) return { saved: null, dropped: true };
  return { saved: { board: envelope.output.board, scenario: parsed.scenario }, dropped: false };
}

function safely<T>(work: () => T): T | undefined {
  try {
    return work();
  } catch {
    return undefined;
  }
}

const sameSetup = (a: Setup, b: Setup) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Brings back the saved board if the address allows it (`/sandbox`, or the address of the saved board):
 * `restored`, `none` (nothing saved, or another board asked for), or `dropped` (it couldn't be read or played:
 * removed, the board left as it was).
 */
export function restoreSandbox(storage: KeyValueStorage | null, addressBoard: string | undefined): 'restored' | 'none' | 'dropped' {
  const { saved, dropped } = readSandbox(safely(() => storage?.getItem(SANDBOX_KEY) ?? null) ?? null);
  const drop = () => {
    safely(() => storage?.removeItem(SANDBOX_KEY));
    return 'dropped' as const;
  };
  if (dropped) return drop();
  if (!saved || (addressBoard !== undefined && addressBoard !== saved.board)) return 'none';
  const { setup, actions } = saved.scenario;
  const store = useStacklab.getState;
  if (saved.board !== 'custom' && sameSetup(sandboxBoards[saved.board], setup)) {
    // One of the app's boards: checked all or nothing first, then opened under its own name and its actions
    // played again, each undoable.
    if (!playScenario(setup, actions).ok) return drop();
    store().openSandbox(saved.board);
    if (store().past.length > 0) store().reset();
    for (const action of actions)
      if (!store().dispatch(action)) {
        store().reset();
        return drop();
      }
    return 'restored';
  }
  return openParsed(saved.scenario).ok ? 'restored' : drop();
}

/** Saves the sandbox board now and each time it changes; returns the unsubscribe. */
export function keepSandboxSaved(storage: KeyValueStorage | null): () => void {
  let last: unknown = null;
  const save = () => {
    // The store as it is now (a listener may be told of a change after a later one was made within it).
    const s = useStacklab.getState();
    if (s.mode !== 'sandbox' || last === s.past) return;
    last = s.past;
    const envelope = { version: SANDBOX_VERSION, board: s.sandboxBoard, scenario: boardScenario(s) };
    // Full or refused storage: the board lives on in memory.
    safely(() => storage?.setItem(SANDBOX_KEY, JSON.stringify(envelope)));
  };
  save(); // the board already open (from a share link, say)
  return useStacklab.subscribe(save);
}
