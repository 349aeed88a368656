// The timeline of a game: the actions played (the undo history) and each action's inner steps ("moments"),
// from `engine.trace`. Pure functions over the game store's history; the playback store (playback-store.ts)
// keeps the cursor. The game's real state is always the final one: a cursor only says what the table shows.
import type { Action, GameState, LogEntry } from '../engine';
import { engine } from './engine';
import type { PastEntry } from './history-types';

/** One inner step of an action: a log entry and the state right after it. */
export interface Moment {
  entry: LogEntry | null;
  state: GameState;
}

/**
 * Where the table is looking: after moment `moment` of action `action` (an index into `past`), or at the
 * board before the first action (`action: -1`). `null` (no cursor) is the live game.
 */
export interface Cursor {
  action: number;
  moment: number;
}

/** What the timeline needs of the game store. */
export interface History {
  state: GameState;
  log: readonly LogEntry[];
  past: readonly PastEntry[];
}

/** Beyond this many log entries an action is shown as one moment: tracing copies the state at each entry. */
export const MAX_TRACED_ENTRIES = 200;

const traces = new WeakMap<GameState, { action: Action; moments: Moment[] }>();

/** The state right after action `i` (the next action's starting point, or the live state). */
export function stateAfter(h: History, i: number): GameState {
  return h.past[i + 1]?.state ?? h.state;
}

/** The log entries action `i` produced. */
export function entriesOf(h: History, i: number): readonly LogEntry[] {
  const entry = h.past[i];
  if (!entry) return [];
  return h.log.slice(entry.logLength, h.past[i + 1]?.logLength ?? h.log.length);
}

/**
 * The moments of action `i`: one per log entry, the last one being the very state the game reached (so the
 * end of the last action is the live game). Traced once per starting state and kept while that state lives.
 */
export function momentsOf(h: History, i: number): Moment[] {
  const entry = h.past[i];
  if (!entry) return [];
  const after = stateAfter(h, i);
  const cached = traces.get(entry.state);
  if (cached && cached.action === entry.action && cached.moments[cached.moments.length - 1]?.state === after) return cached.moments;
  const entries = entriesOf(h, i);
  let moments: Moment[];
  const traced = entries.length > 1 && entries.length <= MAX_TRACED_ENTRIES ? engine.trace(entry.state, entry.action) : undefined;
  if (traced?.ok && traced.steps && traced.steps.length === entries.length) {
    moments = traced.steps.map((s) => ({ entry: s.entry, state: s.state }));
    moments[moments.length - 1] = { entry: moments[moments.length - 1]!.entry, state: after };
  } else {
    moments = [{ entry: entries[entries.length - 1] ?? null, state: after }];
  }
  traces.set(entry.state, { action: entry.action, moments });
  return moments;
}

/** The state a cursor shows. */
export function displayedState(h: History, cursor: Cursor | null): GameState {
  if (!cursor) return h.state;
  if (cursor.action < 0) return h.past[0]?.state ?? h.state;
  return momentsOf(h, cursor.action)[cursor.moment]?.state ?? stateAfter(h, cursor.action);
}

/** The length of the log at a cursor (the lines written up to the moment shown). */
export function displayedLogLength(h: History, cursor: Cursor | null): number {
  if (!cursor) return h.log.length;
  if (cursor.action < 0) return h.past[0]?.logLength ?? h.log.length;
  const start = h.past[cursor.action]?.logLength ?? h.log.length;
  const count = entriesOf(h, cursor.action).length;
  const moments = momentsOf(h, cursor.action).length;
  // A long action shown as one moment shows all its lines.
  return moments === count ? start + cursor.moment + 1 : start + count;
}

/** Is this cursor the live game (the end of the last action)? */
export function isLive(h: History, cursor: Cursor | null): boolean {
  if (!cursor) return true;
  if (h.past.length === 0) return true;
  const last = h.past.length - 1;
  return cursor.action === last && cursor.moment >= momentsOf(h, last).length - 1;
}

/** The cursor at the end of action `i` (the start of the board for -1); null when that is the live game. */
export function endOf(h: History, i: number): Cursor | null {
  const cursor = i < 0 ? { action: -1, moment: 0 } : { action: i, moment: momentsOf(h, i).length - 1 };
  return isLive(h, cursor) ? null : cursor;
}

/** One inner step later (the last moment of the last action is the live game, caption and all); then null. */
export function nextCursor(h: History, cursor: Cursor | null): Cursor | null {
  if (!cursor) return null;
  let next: Cursor;
  if (cursor.action < 0) next = { action: 0, moment: 0 };
  else if (cursor.moment < momentsOf(h, cursor.action).length - 1) next = { action: cursor.action, moment: cursor.moment + 1 };
  else next = { action: cursor.action + 1, moment: 0 };
  return next.action >= h.past.length ? null : next;
}

/** One inner step earlier; the board before the first action is the first place (it stays there). */
export function previousCursor(h: History, cursor: Cursor | null): Cursor | null {
  if (h.past.length === 0) return null;
  const at = cursor ?? { action: h.past.length - 1, moment: momentsOf(h, h.past.length - 1).length - 1 };
  if (at.action < 0) return at;
  if (at.moment > 0) return { action: at.action, moment: at.moment - 1 };
  return at.action === 0 ? { action: -1, moment: 0 } : { action: at.action - 1, moment: momentsOf(h, at.action - 1).length - 1 };
}

/** Is place `a` earlier in the game than place `b`? The live game (null) comes after every moment. */
export function comesBefore(a: Cursor | null, b: Cursor | null): boolean {
  if (!a) return false;
  if (!b) return true;
  return a.action < b.action || (a.action === b.action && a.moment < b.moment);
}

/** Is the cursor at the end of an action in the past (a place the game can go on from)? */
export function forkPoint(h: History, cursor: Cursor | null): number | null {
  if (!cursor || isLive(h, cursor)) return null;
  if (cursor.action < 0) return -1;
  return cursor.moment === momentsOf(h, cursor.action).length - 1 ? cursor.action : null;
}

/** How many actions going on from the end of action `i` sets aside. */
export function laterActions(h: History, i: number): number {
  return h.past.length - 1 - i;
}

/**
 * Is an action worth playing moment by moment? (Something triggered, or a state-based action was performed.) Read
 * from its log lines, so that an action not worth it is never traced.
 */
export function worthPlaying(entries: readonly (LogEntry | null)[]): boolean {
  return (
    entries.length > 1 &&
    entries.length <= MAX_TRACED_ENTRIES &&
    entries.some((e) => e?.event === 'triggered' || e?.rule?.startsWith('704') === true)
  );
}

/** Where a playback begins: past the priority passes that only led up to what happens (never the last moment). */
export function firstMoment(moments: readonly Moment[]): number {
  const i = moments.findIndex((m) => m.entry?.event !== 'passed' && m.entry?.event !== 'priority');
  return i < 0 ? 0 : Math.min(i, moments.length - 1);
}

/** What kind of moment this is, for the caption's explanation (a locale key under `table:timeline.why`). */
export function momentKind(entry: LogEntry | null): 'triggered' | 'onStack' | 'sba' | 'priority' | null {
  if (!entry) return null;
  if (entry.event === 'triggered') return 'triggered';
  if (entry.event === 'triggerPutOnStack') return 'onStack';
  if (entry.event === 'priority') return 'priority';
  if (entry.rule?.startsWith('704')) return 'sba';
  return null;
}
