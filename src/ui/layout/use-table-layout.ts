import { useSyncExternalStore } from 'react';
import { mediaQuery } from '../../store/media';

/**
 * The table's three shapes: `wide` (≥ 1280px: lesson, board, stack in three columns), `medium` (900–1279px:
 * the stack in the middle of the board, the lesson beside it), `narrow` (< 900px, tablets and phones: tabs,
 * with the pending choice and the controls docked at the bottom of the screen).
 */
export type TableLayout = 'wide' | 'medium' | 'narrow';

const WIDE = '(min-width: 1280px)';
const MEDIUM = '(min-width: 900px)';

function subscribe(onChange: () => void): () => void {
  const lists = [mediaQuery(WIDE), mediaQuery(MEDIUM)];
  for (const list of lists) list?.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list?.removeEventListener('change', onChange);
  };
}

function current(): TableLayout {
  if (mediaQuery(WIDE)?.matches ?? true) return 'wide';
  return mediaQuery(MEDIUM)?.matches ? 'medium' : 'narrow';
}

export function useTableLayout(): TableLayout {
  return useSyncExternalStore(subscribe, current, () => 'wide');
}
