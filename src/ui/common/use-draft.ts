// A choice being made in a panel, kept across remounts. The layout moves the choice panel between columns
// when the window crosses the wide-layout width (a full-page screenshot does so for a moment), and React
// then mounts it again: plain component state would lose what the player had picked so far.
import { useCallback, useState } from 'react';

const drafts = new Map<string, unknown>();

/** Like `useState`, but the value outlives a remount for the same `key`; `valid` discards a stale one. */
export function useDraft<T>(key: string, initial: T, valid: (value: T) => boolean = () => true): [T, (update: (value: T) => T) => void] {
  const [value, setValue] = useState<T>(() => {
    const kept = drafts.get(key) as T | undefined;
    return kept !== undefined && valid(kept) ? kept : initial;
  });
  const update = useCallback(
    (change: (value: T) => T) =>
      setValue((v) => {
        const next = change(v);
        drafts.set(key, next);
        return next;
      }),
    [key],
  );
  return [value, update];
}
