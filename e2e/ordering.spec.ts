// Ordering triggers (CR 603.3b) in both languages: rows moved with the keyboard (the drag-and-drop library's
// keyboard sensor, announced in the page's language) and with the mouse, a live preview of what resolves
// first, and a board where Dingus Egg triggers 103 times: 100 identical abilities make one row with a count.
// The answer reaches the engine: the stack's top, and the first resolution, are what the list showed on top.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { StacklabPage } from './pages/stacklab-page';

const rowsOf = (app: StacklabPage) => app.choice.locator('li.order-item');
const keysOf = (app: StacklabPage) => rowsOf(app).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-trigger')));
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** A row's name and cause, as the list shows them ("Blood Artist", "triggered by Bob's Grizzly Bears"), and both together. */
async function described(app: StacklabPage, row: Locator): Promise<{ name: string; cause: string; label: string }> {
  const name = (await row.locator('.order-name strong').textContent()) ?? '';
  const cause = (await row.locator('.trigger-cause').textContent()) ?? '';
  return { name, cause, label: app.t('table:choice.order.itemWithCause', { item: name, causes: cause }) };
}

/**
 * Presses a key while the library still announces `before`, until it announces `after`: the keyboard sensor
 * starts listening a moment after a row is picked up, and measures the rows between moves.
 */
async function pressUntil(page: Page, key: string, before: string, after: string) {
  await expect(async () => {
    if ((await liveRegion(page).textContent())?.includes(before)) await page.keyboard.press(key);
    await expect(liveRegion(page)).toContainText(after, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function openBoard(app: StacklabPage, board: string) {
  await app.button('common:mode.sandbox').click();
  await app.page.locator('.sandbox-board select').selectOption(board);
}

for (const lang of ['en', 'fr'] as const) {
  test(`order by keyboard and by drag, with a preview of what resolves first (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    // Tall enough for the whole choice, French included: a drag near the edge of the window or of the choice's
    // panel would scroll it as it goes (the drag library's auto-scroll) and drop the row a place too high.
    await page.setViewportSize({ width: 1366, height: 2000 });
    await app.open();
    await app.button('common:mode.sandbox').click();
    await app.castFromHand('Alice', 'wrath-of-god');
    await app.button('common:controls.resolve').click();
    // Five abilities with targets: none is grouped, five rows.
    await expect(rowsOf(app)).toHaveCount(5);
    await expect(rowsOf(app).locator('[data-count="1"]')).toHaveCount(0);
    await expect(app.choice.locator('li.order-item[data-count="1"]')).toHaveCount(5);
    const before = await keysOf(app);

    // Keyboard: the third row's handle, Space to pick it up, two arrows up, Space to drop it on top.
    const third = rowsOf(app).nth(2);
    const moved = await described(app, third);
    const handle = third.getByRole('button', { name: app.t('table:choice.order.handle', { card: moved.label }), exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    // Picked up (the library then says where it is over: its own place).
    await expect(liveRegion(page)).toContainText(app.t('table:choice.order.announce.over', { item: moved.label, position: 3, total: 5 }));
    // Each move is announced before the next key (the library measures the rows between moves).
    const over = (position: number) => app.t('table:choice.order.announce.over', { item: moved.label, position, total: 5 });
    await pressUntil(page, 'ArrowUp', over(3), over(2));
    await pressUntil(page, 'ArrowUp', over(2), over(1));
    await page.keyboard.press('Space');
    await expect(liveRegion(page)).toContainText(app.t('table:choice.order.announce.end', { item: moved.label, position: 1, total: 5 }));
    await expect.poll(() => keysOf(app)).toEqual([before[2], before[0], before[1], before[3], before[4]]);
    // The preview names what now resolves first.
    await expect(app.choice.locator('.order-preview')).toContainText(moved.cause);

    // Mouse: the last row dragged by its handle onto the second place (once the rows have settled).
    await expect.poll(() => rowsOf(app).evaluateAll((rows) => rows.every((r) => !(r as HTMLElement).style.transform))).toBe(true);
    const last = rowsOf(app).nth(4);
    const dragged = await described(app, last);
    await app.choice.locator('ol.order-list').evaluate((list) => list.scrollIntoView({ block: 'center' }));
    const from = await last.locator('.drag-handle').boundingBox();
    const to = await rowsOf(app).nth(1).boundingBox();
    if (!from || !to) throw new Error('no boxes');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 - 4, { steps: 12 });
    await page.mouse.up();
    expect(await app.choice.evaluate((panel) => panel.scrollHeight <= panel.clientHeight)).toBe(true);
    await expect.poll(() => keysOf(app)).toEqual([before[2], before[4], before[0], before[1], before[3]]);
    await app.screenshot(`test-results/ordering-rows-${lang}.png`);

    // Confirmed: each ability is then given a target (Bob) as it goes on the stack, the top row last.
    await app.choice.getByRole('button', { name: app.t('table:choice.order.confirm'), exact: true }).click();
    for (let i = 0; i < 5; i++) await app.choice.getByRole('button', { name: 'Bob', exact: true }).click();
    await expect(app.stack.getByRole('listitem')).toHaveCount(5);
    const top = app.stack.getByRole('listitem').first();
    await expect(top).toContainText(moved.cause);
    await expect(app.stack.getByRole('listitem').nth(1)).toContainText(dragged.cause);
  });

  test(`a grouped order of 100 identical triggers, answered whole (${lang})`, async ({ page }, testInfo) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open();
    await openBoard(app, 'many');
    await app.castFromHand('Alice', 'armageddon');
    const t0 = Date.now();
    await app.button('common:controls.resolve').click();
    // 103 abilities of one Dingus Egg: 100 will damage Alice (her Plains), 3 will damage Bob (his Forests).
    await expect(rowsOf(app)).toHaveCount(2);
    console.log(`[${lang}] Armageddon resolved → order list of 103 triggers painted: ${Date.now() - t0} ms`);
    // The hundred Plains leave the board a frame after the choice is shown (useRemovalsAfterPaint), and they do leave:
    // the Dingus Egg is alone on Alice's battlefield, the Plains in her graveyard.
    const battlefield = app.zone('battlefield', 'Alice');
    await expect(battlefield.locator('article.permanent')).toHaveCount(1);
    await expect(battlefield.locator('article.permanent')).toHaveAttribute('aria-label', app.card('dingus-egg'));
    const hundred = app.choice.locator('li.order-item[data-count="100"]');
    const three = app.choice.locator('li.order-item[data-count="3"]');
    await expect(hundred).toContainText(app.t('table:choice.order.itemGroup', { card: app.card('dingus-egg'), count: 100 }));
    await expect(hundred).toContainText(app.t('table:choice.order.groupNote', { count: 100 }));
    await expect(hundred.locator('.trigger-cause')).toContainText(app.t('table:choice.order.causeMany', { count: 100, card: app.card('plains'), player: 'Alice' }));
    await expect(three.locator('.trigger-cause')).toContainText(app.t('table:choice.order.causeMany', { count: 3, card: app.card('forest'), player: 'Bob' }));
    // The waiting abilities' tray shows its first 5 and a button for 10 more: the page stays short.
    const tray = page.getByRole('region', { name: app.t('common:pendingTriggers.title'), exact: true });
    await expect(tray.getByRole('listitem')).toHaveCount(5);
    await expect(tray.getByRole('button', { name: app.t('common:list.showMore', { count: 10, hidden: 98 }), exact: true })).toBeVisible();

    // The group of 100 moved to the top with the keyboard: it goes on the stack last, so it resolves first.
    if ((await keysOf(app))[0] !== (await hundred.getAttribute('data-trigger'))) {
      await hundred.locator('.drag-handle').focus();
      const item = app.t('table:choice.order.itemWithCause', {
        item: app.t('table:choice.order.itemGroup', { card: app.card('dingus-egg'), count: 100 }),
        causes: (await hundred.locator('.trigger-cause').textContent()) ?? '',
      });
      await page.keyboard.press('Enter');
      const over = (position: number) => app.t('table:choice.order.announce.over', { item, position, total: 2 });
      await expect(liveRegion(page)).toContainText(over(2));
      await pressUntil(page, 'ArrowUp', over(2), over(1));
      await page.keyboard.press('Enter');
      await expect(liveRegion(page)).toContainText(app.t('table:choice.order.announce.end', { item, position: 1, total: 2 }));
    }
    await expect(rowsOf(app).first()).toHaveAttribute('data-count', '100');
    // ↓ then ↑ with the row's buttons: to the bottom and back, focus landing on its handle each time.
    await hundred.locator('button[data-move="down"]').click();
    await expect(rowsOf(app).last()).toHaveAttribute('data-count', '100');
    await expect(hundred.locator('.drag-handle')).toBeFocused();
    await hundred.locator('button[data-move="up"]').click();
    await expect(rowsOf(app).first()).toHaveAttribute('data-count', '100');
    await expect(hundred.locator('.drag-handle')).toBeFocused();
    await expect(app.choice.locator('.order-preview')).toContainText(app.t('table:choice.order.itemGroup', { card: app.card('dingus-egg'), count: 100 }));
    const shot = `test-results/ordering-100-${lang}.png`;
    await app.choice.screenshot({ path: shot });
    await testInfo.attach(`ordering-100-${lang}`, { path: shot, contentType: 'image/png' });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`[${lang}] page height with the order choice of 103 triggers: ${height} px`);

    const t1 = Date.now();
    await app.choice.getByRole('button', { name: app.t('table:choice.order.confirm'), exact: true }).click();
    await expect(app.stack.locator('.count').first()).toHaveText('103');
    console.log(`[${lang}] order confirmed → stack of 103 painted: ${Date.now() - t1} ms`);
    // The stack shows its top 5; a press shows 10 more.
    await expect(app.stack.getByRole('listitem')).toHaveCount(5);
    await app.stack.getByRole('button', { name: app.t('common:list.showMore', { count: 10, hidden: 98 }), exact: true }).click();
    await expect(app.stack.getByRole('listitem')).toHaveCount(15);
    await expect(app.stack.getByRole('button', { name: app.t('common:list.showMore', { count: 10, hidden: 88 }), exact: true })).toBeVisible();
    await expect(app.stack.getByRole('listitem').first()).toContainText(app.t('table:choice.order.causeOne', { card: app.card('plains'), player: 'Alice' }).replace(/^./, (c) => c));
    // The first to resolve damages Alice, not Bob: the engine got the order the list showed.
    await app.button('common:controls.resolve').click();
    await expect(app.life('alice')).toHaveText('998');
    await expect(app.life('bob')).toHaveText('20');
  });
}

// On a laptop's window, the stack column's order list shows two whole rows and more: a row's number sits under its
// handle and its arrows one above the other, so its name and what set it off get the row's width (a row was four
// lines high and the list showed one and a half).
for (const lang of ['en', 'fr'] as const) {
  test(`a laptop's order choice shows two whole rows (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 768 });
    await app.open(`?lang=${lang}`, 'sandbox/wrath');
    await app.castFromHand('Alice', 'wrath-of-god');
    await app.button('common:controls.resolve').click();
    await expect(rowsOf(app)).toHaveCount(5);
    const list = await app.choice.locator('.order-list').boundingBox();
    expect(list).not.toBeNull();
    for (const index of [0, 1]) {
      const row = await rowsOf(app).nth(index).boundingBox();
      expect(row, `row ${index + 1}`).not.toBeNull();
      expect(row!.y, `row ${index + 1}'s top`).toBeGreaterThanOrEqual(list!.y - 0.5);
      expect(row!.y + row!.height, `row ${index + 1}'s foot`).toBeLessThanOrEqual(list!.y + list!.height + 0.5);
    }
    await page.screenshot({ path: `test-results/order-laptop-${lang}.png` });
  });
}
