// Dispatch for a control that goes away with its action: a hand card cast, a choice answered. Removing the
// element that has the focus makes the browser work out the page's style and layout on the spot, in the middle
// of React's update, and again for the frame; the focus is let go first, and the focus keeper (a11y/FocusKeeper)
// moves it on once the page is updated, as it does for any focus lost. A refused action gives it back.
import { useCallback } from 'react';
import type { Action } from '../../engine';
import { useStacklab } from '../../store/game-store';

export function useLeavingDispatch(): (action: Action) => boolean {
  const dispatch = useStacklab((s) => s.dispatch);
  return useCallback(
    (action: Action) => {
      const active = document.activeElement;
      const focused = active instanceof HTMLElement && active !== document.body ? active : null;
      focused?.blur();
      const done = dispatch(action);
      if (!done && focused?.isConnected) focused.focus();
      return done;
    },
    [dispatch],
  );
}
