import { useSyncExternalStore } from 'react';
import { mediaQuery } from '../../store/media';

const QUERY = '(min-width: 1280px)';

function subscribe(onChange: () => void): () => void {
  const list = mediaQuery(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Wide screens get three columns; narrower ones (down to ~1024px) two. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery(QUERY)?.matches ?? true,
    () => true,
  );
}
