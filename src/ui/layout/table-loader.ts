// The table (a lesson or the sandbox: the engine, the cards, the lessons, the game store and their
// components) is a chunk of its own, loaded when an address needs it (TableRoute.tsx), not before the
// course page's first paint. A failed load is forgotten, so that Retry loads it again.
import type { ComponentType } from 'react';

export const onTable = (pathname: string): boolean => pathname.startsWith('/lessons/') || pathname.startsWith('/sandbox');

let loading: Promise<ComponentType> | null = null;
let loaded = false;

/** Has the table's chunk (and so the game store) been loaded in this page? */
export function gameStoreLoaded(): boolean {
  return loaded;
}

export function loadTable(): Promise<ComponentType> {
  loading ??= import('./GameTable').then(
    (module) => {
      loaded = true;
      return module.GameTable;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
