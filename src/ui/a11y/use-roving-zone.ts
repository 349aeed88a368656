// One tab stop per zone (a roving tabindex): of the focusable things in a zone, only the one last focused (at
// first, the first one) is in the Tab order; the arrow keys, Home and End move among them. What opens from an
// item (a card's menu panel, a hand card's popover) keeps its own Tab order. The zone's content is read from
// the DOM, and read again when it changes, so the components inside need not know about it.
import { useCallback, useRef } from 'react';

const FOCUSABLE = 'button:not(:disabled), summary, a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]';
/** What opens from an item keeps its own Tab order. */
const NESTED = '.menu-panel, .popover, [data-roving-skip]';
const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/** An item of the zone: focusable, not inside something an item opened. */
function isItem(zone: HTMLElement, el: Element): el is HTMLElement {
  if (el === zone || !(el instanceof HTMLElement) || !el.matches(FOCUSABLE)) return false;
  const nested = el.closest(NESTED);
  return !nested || !zone.contains(nested);
}

/** The zone's items, in document order. */
export function rovingItems(zone: HTMLElement): HTMLElement[] {
  return Array.from(zone.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => isItem(zone, el));
}

function setTabIndex(item: HTMLElement, want: '0' | '-1') {
  if (item.getAttribute('tabindex') !== want) item.setAttribute('tabindex', want);
}

/** Gives the Tab stop to `current` (or the first item when it is gone), reading every item of the zone. */
function settle(zone: HTMLElement, current: HTMLElement | null): HTMLElement | null {
  const items = rovingItems(zone);
  const keep = current && items.includes(current) ? current : (items[0] ?? null);
  for (const item of items) setTabIndex(item, item === keep ? '0' : '-1');
  return keep;
}

/** Still the zone's Tab stop: in the zone and still an item. */
function stillHere(zone: HTMLElement, current: HTMLElement | null): current is HTMLElement {
  return current !== null && current.isConnected && zone.contains(current) && isItem(zone, current);
}

/**
 * After a change of the zone's content, the Tab stop still there: what was added (a card entering, a log line) or
 * enabled is taken out of the Tab order, without reading the whole zone again, which on a big board is hundreds
 * of buttons after every action. Once the Tab stop has gone, the whole zone is read again.
 */
function afterChange(zone: HTMLElement, current: HTMLElement | null, records: MutationRecord[]): HTMLElement | null {
  if (!stillHere(zone, current)) return settle(zone, current);
  const outOfTabOrder = (el: Element) => {
    if (el !== current && isItem(zone, el)) setTabIndex(el, '-1');
  };
  for (const record of records) {
    if (record.type === 'attributes') outOfTabOrder(record.target as Element);
    else
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement) || !node.isConnected) continue;
        outOfTabOrder(node);
        node.querySelectorAll(FOCUSABLE).forEach(outOfTabOrder);
      }
  }
  return current;
}

/** A ref for the zone's element: `<section ref={useRovingZone()}>`. */
export function useRovingZone<T extends HTMLElement>(): (el: T | null) => void {
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback((zone: T | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!zone) return;
    // Marks the zone, so that a journey (or a tool) can tell the arrow keys are the way around inside it.
    zone.setAttribute('data-roving-zone', '');
    let current = settle(zone, null);
    const observer = new MutationObserver((records) => {
      current = afterChange(zone, current, records);
    });
    observer.observe(zone, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as HTMLElement;
      if (target === current || !isItem(zone, target)) return;
      // The Tab stop moves from the last item focused to this one; every other item is already out of the Tab order.
      if (stillHere(zone, current)) current.setAttribute('tabindex', '-1');
      else settle(zone, target);
      setTabIndex(target, '0');
      current = target;
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement;
      if (target.matches('input, select, textarea')) return;
      const items = rovingItems(zone);
      const at = items.indexOf(target);
      if (at < 0) return;
      let next: number;
      if (NEXT.has(e.key)) next = Math.min(at + 1, items.length - 1);
      else if (PREVIOUS.has(e.key)) next = Math.max(at - 1, 0);
      else if (e.key === 'Home') next = 0;
      else if (e.key === 'End') next = items.length - 1;
      else return;
      e.preventDefault();
      const item = items[next];
      if (!item) return;
      current = settle(zone, item);
      item.focus();
    };
    zone.addEventListener('focusin', onFocusIn);
    zone.addEventListener('keydown', onKeyDown);
    cleanup.current = () => {
      observer.disconnect();
      zone.removeEventListener('focusin', onFocusIn);
      zone.removeEventListener('keydown', onKeyDown);
      zone.removeAttribute('data-roving-zone');
    };
  }, []);
}
