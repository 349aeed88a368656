// Moving around the table with the keyboard only, for the journeys that may not click: Tab and Shift+Tab between
// tab stops, the arrow keys inside a roving zone (one tab stop per zone, src/ui/a11y/use-roving-zone.ts). Locators
// are only read here (where the focus is, which way the target lies), never clicked or focused.
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus; returns how many presses it took. */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`not reached in ${max} presses of Tab`);
}

/** The focus is on an element of the table, never on the page itself (one check for every keyboard journey). */
export { expectFocusKept } from './keyboard';

/** The focused element's accessible name, roughly (its aria-label, else its text). */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });
}

/** `target` has the focus now. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/**
 * Brings the focus to `target` as a keyboard user would: Tab (or Shift+Tab when it lies before the focus) from
 * tab stop to tab stop, and once in its roving zone the arrow keys. What a zone's item opens (a menu's panel, a
 * hand card's popover) is reached by Tab from that item. Inside a zone, several arrow presses are made between
 * two looks (most of the way, the next look corrects any overshoot). Returns how many keys it took.
 */
export async function reach(page: Page, target: Locator, max = 150): Promise<number> {
  await expect(target).toBeVisible();
  let presses = 0;
  let last: string | null = null;
  let careful = false;
  while (presses <= max) {
    const move = await target.evaluate((el) => {
      const active = document.activeElement;
      if (el === active) return null;
      const onPage = active !== null && active !== document.body;
      // Forward when the focus is before the target in the document (Tab follows the document's order).
      const forward = !onPage || (el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
      const zone = el.closest('[data-roving-zone]');
      const opened = (node: Element) => {
        const nested = node.closest('.menu-panel, .popover, [data-roving-skip]');
        return nested !== null && zone !== null && zone.contains(nested);
      };
      const between = (list: Element[], a: Element | null, b: Element) => {
        const i = a ? list.indexOf(a) : -1;
        const j = list.indexOf(b);
        return i < 0 || j < 0 ? 1 : Math.abs(j - i);
      };
      const times = (n: number) => Math.max(1, Math.floor(n * 0.8));
      if (zone && onPage && zone.contains(active) && !opened(el) && !opened(active)) {
        const items = Array.from(zone.querySelectorAll('[tabindex]')).filter((x) => x !== zone && !opened(x) && x.getClientRects().length > 0);
        return { key: forward ? 'ArrowRight' : 'ArrowLeft', times: times(between(items, active, el)) };
      }
      // Tab stops are not counted (what Tab stops on is the browser's business): one Tab at a time.
      return { key: forward ? 'Tab' : 'Shift+Tab', times: 1 };
    });
    if (move === null) return presses;
    // Once it has gone past the target, one key at a time.
    const opposite: Record<string, string> = { Tab: 'Shift+Tab', 'Shift+Tab': 'Tab', ArrowRight: 'ArrowLeft', ArrowLeft: 'ArrowRight' };
    if (last === opposite[move.key]) careful = true;
    last = move.key;
    const times = careful ? 1 : move.times;
    for (let i = 0; i < times; i++) await page.keyboard.press(move.key);
    presses += times;
  }
  throw new Error(`not reached in ${max} keys`);
}

/** Opens a menu (`details.action-menu`) from its button with the keyboard. */
export async function openMenu(page: Page, summary: Locator) {
  await reach(page, summary);
  await page.keyboard.press('Enter');
  await expect(summary.locator('xpath=..')).toHaveAttribute('open', '');
}

/** Reaches `target` and presses Enter on it. */
export async function press(page: Page, target: Locator, key = 'Enter') {
  await reach(page, target);
  await page.keyboard.press(key);
}
