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

/** Subscribes to changes of the given media queries' answers. */
function subscribeTo(...queries: string[]): (onChange: () => void) => () => void {
  return (onChange) => {
    const lists = queries.map(mediaQuery);
    for (const list of lists) list?.addEventListener('change', onChange);
    return () => {
      for (const list of lists) list?.removeEventListener('change', onChange);
    };
  };
}

const subscribeLayout = subscribeTo(WIDE, MEDIUM);

function current(): TableLayout {
  if (mediaQuery(WIDE)?.matches ?? true) return 'wide';
  return mediaQuery(MEDIUM)?.matches ? 'medium' : 'narrow';
}

export function useTableLayout(): TableLayout {
  return useSyncExternalStore(subscribeLayout, current, () => 'wide');
}

const PHONE = '(max-width: 560px)';
const SHORT = '(max-height: 820px)';

/**
 * The window's size where the table's shape alone does not say enough: `phone` (560 px wide or less), `short` (a
 * laptop's window, 820 px tall or less), else `tall`. Marked on the page's root (GameTable.tsx) for the controls'
 * compact look while a choice is answered (controls-choosing.css).
 */
export type WindowSize = 'phone' | 'short' | 'tall';

const subscribeSize = subscribeTo(PHONE, SHORT);

function currentSize(): WindowSize {
  if (mediaQuery(PHONE)?.matches) return 'phone';
  return mediaQuery(SHORT)?.matches ? 'short' : 'tall';
}

export function useWindowSize(): WindowSize {
  return useSyncExternalStore(subscribeSize, currentSize, () => 'tall');
}
