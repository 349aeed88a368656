// The wide layout keeps the header and the turn bar at the window's top as the board scrolls, and puts the footer's
// line under the board (sticky-frame.css). Their heights are measured here, on the root (`--app-header-height`,
// `--turn-bar-foot`, `--app-footer-height`), each time one of them changes size (a resized window, a language with
// longer names), never as the page scrolls or the game goes on.
import { useLayoutEffect } from 'react';

export function useStickyHeader(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const header = document.querySelector<HTMLElement>('.app-header');
    const turnBar = document.querySelector<HTMLElement>('.turn-bar');
    const footer = document.querySelector<HTMLElement>('.app-footer');
    if (!header || !turnBar) return;
    let shown = '';
    const measure = () => {
      const heights = `${header.offsetHeight} ${turnBar.offsetHeight} ${footer?.offsetHeight ?? 0}`;
      // A variable of the root restyles the whole page when it changes: set only when a height did.
      if (heights === shown) return;
      shown = heights;
      root.style.setProperty('--app-header-height', `${header.offsetHeight}px`);
      root.style.setProperty('--turn-bar-foot', `${header.offsetHeight + turnBar.offsetHeight}px`);
      root.style.setProperty('--app-footer-height', `${footer?.offsetHeight ?? 0}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    observer.observe(turnBar);
    if (footer) observer.observe(footer);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-header-height');
      root.style.removeProperty('--turn-bar-foot');
      root.style.removeProperty('--app-footer-height');
    };
  }, [active]);
}
