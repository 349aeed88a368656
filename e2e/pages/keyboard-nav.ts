// Moving around the table with the keyboard only, for the journeys that may not click: Tab and Shift+Tab between
// tab stops, the arrow keys inside a roving zone (one tab stop per zone, src/ui/a11y/use-roving-zone.ts). Locators
// are only read here (where the focus is, which way the target lies), never clicked or focused.
import { expect, type Locator, type Page } from '@playwright/test';
import { reachByKeyboard } from './keyboard';

/** Presses Tab until `target` has the focus; returns how many presses it took. */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`not reached in ${max} presses of Tab`);
}

/** The focus is on an element of the table, never on the page itself (one check for every keyboard journey). */
export { expectFocusKept, tabStopsPerZone } from './keyboard';

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
 * Brings the focus to `target` as a keyboard user would (`reachByKeyboard`: Tab or Shift+Tab, a skip link when it
 * is shorter, the arrow keys inside a roving zone or a radio group), once it is visible. Returns how many keys it took.
 */
export async function reach(page: Page, target: Locator, max = 150): Promise<number> {
  await expect(target).toBeVisible();
  return reachByKeyboard(page, target, max);
}

/** Opens a menu (`.action-menu`) from its button (`.menu-button`) with the keyboard. */
export async function openMenu(page: Page, button: Locator) {
  await reach(page, button);
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** Reaches `target` and presses Enter on it. */
export async function press(page: Page, target: Locator, key = 'Enter') {
  await reach(page, target);
  await page.keyboard.press(key);
}
