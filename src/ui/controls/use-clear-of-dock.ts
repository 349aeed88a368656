// A form that ends with its own button (the combat form's "Declare attackers") keeps that button above the controls
// stuck to the window's foot: the form learns their height (`--dock-height`), and its button row sticks that far
// from the bottom (combat.css). The controls' height depends on the language, the window's height and the table's
// shape, so it is measured, not written down; only the form's own elements are restyled when it changes.
import { useLayoutEffect, type RefObject } from 'react';

/** What stays at the window's foot: the stack column's controls (wide table) or the dock (narrow table). */
const DOCKED = '.column-stack > .controls, .table-dock';

export function useClearOfDock(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const form = ref.current;
    const dock = document.querySelector<HTMLElement>(DOCKED);
    // A table with nothing stuck to its foot (900 to 1,279 px wide), where the row stays in place (combat.css).
    if (!form || !dock || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? dock.offsetHeight;
      form.style.setProperty('--dock-height', `${Math.ceil(height)}px`);
    });
    observer.observe(dock);
    return () => observer.disconnect();
  }, [ref]);
}
