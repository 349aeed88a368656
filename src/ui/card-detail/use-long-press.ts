// A long press (touch or mouse held ~½ s) as a second gesture on a control whose click already does something
// (a hand card's click casts it): it calls `onLongPress` and swallows the click that follows.
import { useRef, type PointerEvent as ReactPointerEvent, type MouseEvent as ReactMouseEvent } from 'react';

const DELAY_MS = 500;

export interface LongPress {
  handlers: LongPressHandlers;
  /** Wrap the control's click with this: it returns true just after a long press (that click is not a click). */
  wasLongPress: () => boolean;
}

export interface LongPressHandlers {
  onPointerDown: (e: ReactPointerEvent<HTMLElement>) => void;
  onPointerUp: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onContextMenu: (e: ReactMouseEvent<HTMLElement>) => void;
}

export function useLongPress(onLongPress: (target: HTMLElement) => void): LongPress {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fired = useRef(false);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const handlers: LongPressHandlers = {
    onPointerDown: (e) => {
      if (e.button !== 0) return;
      fired.current = false;
      const target = e.currentTarget;
      cancel();
      timer.current = setTimeout(() => {
        fired.current = true;
        onLongPress(target);
      }, DELAY_MS);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    // A touch held long opens the system menu in some browsers: ours replaces it.
    onContextMenu: (e) => {
      if (fired.current) e.preventDefault();
    },
  };
  const wasLongPress = () => {
    const was = fired.current;
    fired.current = false;
    return was;
  };
  return { handlers, wasLongPress };
}
