// Figures, not a timed test: how long a board with 1,024 waiting triggers (32 Blood Artists and Wrath of God,
// none of them interchangeable) takes from a click to the next paint, at normal CPU speed and slowed down 4×
// through the DevTools protocol. Printed for the record; only what the page shows is asserted.
import { expect, test, type Page } from '@playwright/test';
import { StacklabPage } from './pages/stacklab-page';

/** Milliseconds from the click `act` makes to the first paint where `selector` is on the page (with `text`, if given). */
async function clickToPaint(page: Page, act: () => Promise<void>, selector: string, text?: string): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { clickedAt?: number };
    delete w.clickedAt;
    document.addEventListener('click', () => (w.clickedAt = performance.now()), { capture: true, once: true });
  });
  await act();
  return page.evaluate(
    ([sel, want]) =>
      new Promise<number>((resolve) => {
        const check = () => {
          const found = document.querySelector(sel);
          if (!found || (want !== undefined && found.textContent !== want)) return requestAnimationFrame(check);
          // The frame that shows it: the next animation frame, then a task after its paint.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - ((window as unknown as { clickedAt?: number }).clickedAt ?? 0)), 0));
        };
        check();
      }),
    [selector, text] as const,
  );
}

for (const rate of [1, 4]) {
  test(`figures: 1,024 triggers, CPU ×${rate}`, async ({ page }) => {
    test.setTimeout(180_000);
    const app = new StacklabPage(page, 'en');
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open();
    await app.button('common:mode.sandbox').click();
    await page.locator('.sandbox-board select').selectOption('thousand');
    await app.castFromHand('Alice', 'wrath-of-god');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });

    const ordered = await clickToPaint(page, () => app.button('common:controls.resolve').click(), '.choice-panel li.order-item');
    await expect(app.choice.locator('li.order-item')).toHaveCount(5);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);

    const targeted = await clickToPaint(page, () => app.choice.getByRole('button', { name: app.t('table:choice.order.confirm'), exact: true }).click(), '.choice-panel button[data-ref="bob"]');

    const stacked = await clickToPaint(page, () => app.button('common:controls.auto').click(), '.stack-zone .count', '1024');
    await expect(app.stack.locator('.count').first()).toHaveText('1024');
    await expect(app.stack.getByRole('listitem')).toHaveCount(5);

    console.log(
      `[CPU ×${rate}] Wrath resolved → order list of 512 painted: ${ordered.toFixed(0)} ms; order confirmed → first target choice: ${targeted.toFixed(0)} ms; ` +
        `answer all → stack of 1,024 painted: ${stacked.toFixed(0)} ms; page height with the order list: ${height} px`,
    );
  });
}
