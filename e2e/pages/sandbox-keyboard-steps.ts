// The sandbox's keyboard-only journeys' steps (e2e/sandbox-keyboard.spec.ts): a card's menu item, a target, R,
// an order row moved by the drag library's keyboard mode, a <select> moved with the arrows, every choice answered.
// Only `page.keyboard` acts; locators are read.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../fixtures';
import { expectFocusKept, hasFocus, openMenu, press, reach } from './keyboard-nav';
import { StacklabPage } from './stacklab-page';

/** The menu button ("Actions for …") of the first card named `name` in this zone, and the group it opens. */
export function menuOf(app: StacklabPage, zone: Locator, name: string) {
  const label = app.t('common:card.actionsFor', { card: name });
  return { button: zone.locator(`button.menu-button[aria-label="${label}"]`).first(), group: zone.getByRole('group', { name: label, exact: true }).first() };
}

/** Opens the card's menu and presses one of its items, with the keyboard; the focus stays on the table. */
export async function menuItem(app: StacklabPage, zone: Locator, name: string, key: string, params: Record<string, string> = {}) {
  const menu = menuOf(app, zone, name);
  await openMenu(app.page, menu.button);
  await press(app.page, menu.group.getByRole('button', { name: app.t(key, params), exact: true }));
  await expectFocusKept(app.page);
}

/** Answers the target choice with `name` (the focus is on its first answer). */
export async function target(app: StacklabPage, name: string) {
  await expect(app.choice).toBeVisible();
  await expect(app.choice.locator('.choice-buttons button').first()).toBeFocused();
  await press(app.page, app.choice.getByRole('button', { name, exact: true }));
  await expectFocusKept(app.page);
}

/** R: the top of the stack resolves. */
export async function resolve(page: Page) {
  await page.keyboard.press('r');
  await expectFocusKept(page);
}

export async function open(page: Page, lang: Lang, path = 'sandbox/wrath') {
  const app = new StacklabPage(page, lang);
  await page.setViewportSize({ width: 1366, height: 900 });
  await app.open(`?lang=${lang}`, path);
  return app;
}


export const rowsOf = (app: StacklabPage) => app.choice.locator('li.order-item');
export const keysOf = (app: StacklabPage) => rowsOf(app).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-trigger')));
export const dndLive = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** The order row's name with its cause, as its handle and the drag library's announcements say it. */
export async function rowLabel(app: StacklabPage, row: Locator): Promise<string> {
  const name = (await row.locator('.order-name strong').textContent()) ?? '';
  const cause = (await row.locator('.trigger-cause').textContent()) ?? '';
  return app.t('table:choice.order.itemWithCause', { item: name, causes: cause });
}

/**
 * Moves the focused row's handle with the drag library's keyboard mode: Space picks it up, the arrow key moves it
 * (pressed again while the library still announces the old place: it listens a moment after the pick-up), Space drops.
 */
export async function dragByKeyboard(page: Page, app: StacklabPage, label: string, from: number, to: number, total: number) {
  const over = (position: number) => app.t('table:choice.order.announce.over', { item: label, position, total });
  await page.keyboard.press('Space');
  await expect(dndLive(page)).toContainText(over(from));
  const key = to < from ? 'ArrowUp' : 'ArrowDown';
  for (let at = from; at !== to; at += to < from ? -1 : 1) {
    const next = at + (to < from ? -1 : 1);
    await expect(async () => {
      if ((await dndLive(page).textContent())?.includes(over(at))) await page.keyboard.press(key);
      await expect(dndLive(page)).toContainText(over(next), { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
  await page.keyboard.press('Space');
  await expect(dndLive(page)).toContainText(app.t('table:choice.order.announce.end', { item: label, position: to, total }));
}

/** A closed <select> moved with the arrow keys until it shows `text`. */
export async function chooseOption(page: Page, select: Locator, text: string) {
  await reach(page, select);
  const shown = () => select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');
  for (const key of ['ArrowDown', 'ArrowUp']) for (let i = 0; i < 12 && (await shown()) !== text; i++) await page.keyboard.press(key);
  await expect(select.locator('option:checked')).toHaveText(text);
}

/**
 * Answers whatever the game waits for and resolves the stack, by keyboard, until nothing is left: an order is
 * confirmed as offered, any other choice takes its first answer (where the focus already is). Returns the kinds met.
 */
export async function settleByKeyboard(app: StacklabPage): Promise<string[]> {
  const page = app.page;
  const met: string[] = [];
  for (let i = 0; i < 16; i++) {
    await expectFocusKept(page);
    if (await app.choice.isVisible()) {
      if ((await app.choice.locator('.order-list').count()) > 0) {
        met.push('order');
        await press(page, app.choice.getByRole('button', { name: app.t('table:choice.order.confirm'), exact: true }));
      } else {
        const first = app.choice.locator('.choice-buttons button, .choice-panel select, .choice-panel input').first();
        if (await app.choice.getByRole('button', { name: app.t('table:choice.may.yes'), exact: true }).isVisible()) met.push('may');
        else met.push('other');
        await expect.poll(() => app.choice.evaluate((c) => c.contains(document.activeElement))).toBe(true);
        if (!(await hasFocus(first))) await reach(page, first);
        await page.keyboard.press('Enter');
      }
    } else if ((await app.stack.getByRole('listitem').count()) > 0) await page.keyboard.press('r');
    else return met;
    // The answer or the resolution has been taken before the next look.
    await page.waitForTimeout(50);
  }
  return met;
}
