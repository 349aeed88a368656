// The table's keyboard shortcuts: a small registry that any part of the table adds to while it is mounted
// (`useShortcut`), read by the one key listener (`ShortcutLayer`) and listed by the help panel. A shortcut
// never fires while the learner types in a field.
import { useEffect, useRef, useSyncExternalStore } from 'react';

/** A key, with Ctrl (or ⌘ on a Mac) and Shift when they are part of it. */
export interface KeyCombo {
  /** `KeyboardEvent.key`, lower case for letters: `p`, `?`, `z`. */
  key: string;
  ctrl?: boolean;
  shift?: boolean;
  /** With Alt (Option on a Mac): the timeline's moments, Alt+← and Alt+→. */
  alt?: boolean;
}

export interface Shortcut {
  id: string;
  /** Any of these keys runs it; the first is the one the help panel shows first. */
  keys: KeyCombo[];
  /** The locale key of what it does (`table:a11y.shortcuts.pass`). */
  label: string;
  /** Where the help panel lists it: lower first. */
  order: number;
  /** Does its work; false when it could do nothing now (the key is then left to the page). */
  run: () => boolean;
}

/** The part of a key event the matching reads (a `KeyboardEvent` has all of it). */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

const LETTER = /^[a-z]$/i;

export function matches(combo: KeyCombo, e: KeyLike): boolean {
  if (e.altKey !== (combo.alt ?? false)) return false;
  if ((e.ctrlKey || e.metaKey) !== (combo.ctrl ?? false)) return false;
  if (LETTER.test(combo.key)) return e.key.toLowerCase() === combo.key && e.shiftKey === (combo.shift ?? false);
  // A symbol (`?`) is typed with Shift on most keyboards: Shift is part of the symbol, not of the combination.
  return e.key === combo.key;
}

/** Typing in a field (or a menu's number box) is never taken for a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
}

const registry = new Map<string, Shortcut>();
let listed: Shortcut[] = [];
const listeners = new Set<() => void>();

function changed() {
  listed = [...registry.values()].sort((a, b) => a.order - b.order);
  for (const listener of listeners) listener();
}

/** Adds a shortcut (replacing one with the same id); returns what removes it. */
export function registerShortcut(shortcut: Shortcut): () => void {
  registry.set(shortcut.id, shortcut);
  changed();
  return () => {
    if (registry.get(shortcut.id) !== shortcut) return;
    registry.delete(shortcut.id);
    changed();
  };
}

/** The shortcut these keys run now, if any. */
export function shortcutFor(e: KeyLike): Shortcut | undefined {
  return listed.find((s) => s.keys.some((k) => matches(k, e)));
}

/** Every shortcut now registered, in the help panel's order. */
export function useShortcutList(): readonly Shortcut[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => listed,
  );
}

/**
 * Registers a shortcut while the component is mounted; `run` may change from one render to the next (the
 * latest one runs). A timeline's rewind: `useShortcut({ id: 'rewind', keys: [{ key: '[' }], label, order: 70, run })`.
 */
export function useShortcut(shortcut: Omit<Shortcut, 'run'> & { run: () => boolean }): void {
  const run = useRef(shortcut.run);
  run.current = shortcut.run;
  const { id, label, order } = shortcut;
  const keys = JSON.stringify(shortcut.keys);
  useEffect(
    () => registerShortcut({ id, label, order, keys: JSON.parse(keys) as KeyCombo[], run: () => run.current() }),
    [id, label, order, keys],
  );
}

/** How a combination is written in the help panel: `Ctrl + Shift + Z`. */
export function comboParts(combo: KeyCombo): string[] {
  return [...(combo.ctrl ? ['Ctrl'] : []), ...(combo.alt ? ['Alt'] : []), ...(combo.shift ? ['Shift'] : []), LETTER.test(combo.key) ? combo.key.toUpperCase() : combo.key];
}
