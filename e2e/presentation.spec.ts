// Presentation mode, in both languages: a ruling opened from the library is shown for a projector (F): large
// type (every heading and text of the board at least 20px), the sandbox panel hidden, the arrow keys and Page
// Up/Down (a presenter remote) step through the moments, what just changed is outlined, L shows the other
// language's card names, Escape leaves; axe finds no violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { card } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';
import { atRest } from './pages/axe';

/** The visible texts of the turn bar, the board and the stack column set under 20px (none in presentation mode). */
function smallTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const root of document.querySelectorAll('.turn-bar, #table-board, .column-stack')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || !n.textContent?.trim() || el.closest('.visually-hidden')) continue;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        if (size < 20) found.push(`${el.className || el.tagName} "${n.textContent.trim().slice(0, 20)}" ${size}px`);
      }
    }
    return found;
  });
}

for (const lang of ['en', 'fr'] as const) {
  const other = lang === 'en' ? 'fr' : 'en';

  test(`presentation mode shows a ruling for a projector and steps through it with a remote's keys (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1920, height: 1080 });
    // Each action is shown at once: the keys below do the stepping.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await app.open(`?lang=${lang}`, 'rulings');
    const list = page.locator('.rulings-list');
    await list.getByRole('button', { name: app.t('rulings:wrath-two-blood-artists-apnap.title'), exact: true }).click();
    await expect(page).toHaveURL(/\/sandbox\/custom/);
    const panel = page.getByRole('region', { name: app.t('common:sandbox.region'), exact: true });
    await expect(panel).toBeVisible();
    await expect(app.stack.getByRole('listitem')).toHaveCount(4);

    // Enter with the key: large type, only the board, the triggers, the stack and the last log lines.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('f');
    await expect(page.locator('html')).toHaveClass(/presenting/);
    await expect(panel).toBeHidden();
    await expect(app.log).toBeHidden();
    await expect(app.button('table:presentation.leave')).toHaveAttribute('aria-pressed', 'true');
    const shortLog = page.getByRole('region', { name: app.t('table:presentation.log'), exact: true });
    await expect(shortLog).toBeVisible();
    expect(await shortLog.locator('.log-line').count()).toBeLessThanOrEqual(3);
    const fontSize = (selector: string) => page.locator(selector).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    for (const selector of ['.presentation-log .log-text', '.stack-object .stack-text', '.panel-title']) {
      expect(await fontSize(selector), selector).toBeGreaterThanOrEqual(24);
    }
    await expect(shortLog.locator('.rule-ref').first()).toBeVisible();
    // The last lines and the way out sit above the controls, which stick to the window's foot: nothing covers them.
    const beforeControls = await page.evaluate(() => {
      const controls = document.querySelector('.column-stack > .controls');
      return ['.presentation-log', '.presentation-toggle'].every((selector) => {
        const el = document.querySelector(selector);
        return el !== null && controls !== null && (el.compareDocumentPosition(controls) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      });
    });
    expect(beforeControls).toBe(true);
    for (const shown of [shortLog.locator('.log-line').last(), app.button('table:presentation.leave')]) {
      await shown.scrollIntoViewIfNeeded();
      const free = await shown.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && (el === top || el.contains(top));
      });
      expect(free).toBe(true);
    }
    // Every heading and label of the table too (zone titles, player names, life totals, panel headings, steps,
    // badges, type lines, counts): at least 20px; and no visible text of the board, the stack column or the
    // turn bar under that.
    for (const selector of ['.zone-title', '.zone-title .count', '.player-name', '.player-life', '.panel-title', '.panel-title .count', '.step-track .step', '.badge', '.kind-badge', '.top-badge', '.presentation-keys']) {
      expect(await fontSize(selector), selector).toBeGreaterThanOrEqual(20);
    }
    expect(await smallTexts(page)).toEqual([]);
    await page.screenshot({ path: `test-results/presentation-headings-${lang}.png` });

    // Play on (R resolves the top ability), then step back and forth through its moments.
    await page.keyboard.press('r');
    await expect(app.stack.getByRole('listitem')).toHaveCount(3);
    const bar = page.getByRole('region', { name: app.t('table:timeline.playback'), exact: true });
    const caption = bar.locator('.moment-caption');
    await page.keyboard.press('ArrowLeft');
    await expect(bar).toBeVisible();
    const last = await caption.textContent();
    await page.keyboard.press('PageUp');
    await expect(caption).not.toHaveText(last ?? '');
    const earlier = await caption.textContent();
    await page.keyboard.press('ArrowLeft');
    await expect(caption).not.toHaveText(earlier ?? '');
    await page.keyboard.press('ArrowRight');
    await expect(caption).toHaveText(earlier ?? '');
    await page.keyboard.press('PageDown');
    await expect(caption).toHaveText(last ?? '');
    // What the latest line names is outlined.
    await expect(page.locator('[data-presented]').first()).toBeVisible();
    await app.screenshot(`test-results/presentation-${lang}.png`);

    // L: each card's name in the other language under its name.
    await page.keyboard.press('l');
    await expect(page.locator('.other-name', { hasText: card(other, 'blood-artist') }).first()).toBeVisible();
    await atRest(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await app.screenshot(`test-results/presentation-bilingual-${lang}.png`);

    // Escape leaves: the panel and the whole log are back, the other names gone.
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).not.toHaveClass(/presenting/);
    await expect(panel).toBeVisible();
    await expect(app.log).toBeVisible();
    await expect(page.locator('.other-name')).toHaveCount(0);
  });

  test(`presentation mode: every heading and text of a board full of cards is at least 20px (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await app.open(`?lang=${lang}`, 'sandbox/wrath');
    await app.castFromHand('Alice', 'wrath-of-god');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('f');
    await expect(page.locator('html')).toHaveClass(/presenting/);
    const fontSize = (selector: string) => page.locator(selector).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    for (const selector of ['.card-name', '.card-type', '.card-text', '.card-pt', '.zone-title', '.player-name', '.step-track .step', '.kind-badge']) {
      expect(await fontSize(selector), selector).toBeGreaterThanOrEqual(20);
    }
    expect(await smallTexts(page)).toEqual([]);
    // The steps keep their whole names, on one row of the window's width at 1920px.
    const clipped = () => page.locator('.step-track .step').evaluateAll((steps) => steps.filter((s) => s.scrollWidth > s.clientWidth + 1).map((s) => s.textContent));
    const rows = () => page.locator('.step-track .step').evaluateAll((steps) => steps.map((s) => Math.round(s.getBoundingClientRect().top)));
    expect(await clipped()).toEqual([]);
    expect(new Set(await rows()).size).toBe(1);
    await page.screenshot({ path: `test-results/presentation-board-${lang}.png` });
    // On a laptop's 1366px, two even rows of six.
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect.poll(async () => new Set(await rows()).size).toBe(2);
    const tops = await rows();
    expect(tops.filter((top) => top === tops[0])).toHaveLength(6);
    expect(await clipped()).toEqual([]);
    await page.screenshot({ path: `test-results/presentation-board-1366-${lang}.png` });
  });

  for (const size of [
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    test(`presenting, an order choice shows two rows and its confirm button above short controls at ${size.width}×${size.height} (${lang})`, async ({ page }) => {
      const app = new StacklabPage(page, lang);
      await page.setViewportSize(size);
      await app.open(`?lang=${lang}`, 'sandbox/wrath');
      await app.button('table:presentation.enter').click();
      await app.castFromHand('Alice', 'wrath-of-god');
      await app.button('common:controls.resolve').click();
      const rows = app.choice.locator('li.order-item');
      await expect(rows).toHaveCount(5);
      await atRest(page);
      const inWindow = async (box: { y: number; height: number } | null) => box !== null && box.y >= 0 && box.y + box.height <= size.height;
      for (const row of [0, 1]) expect(await inWindow(await rows.nth(row).locator('.drag-handle').boundingBox()), `row ${row + 1}'s handle in the window`).toBe(true);
      expect(await inWindow(await app.choice.locator('.choice-confirm button').first().boundingBox()), 'confirm in the window').toBe(true);
      // The controls keep what works while the choice is answered: answering automatically and the history.
      await expect(app.button('common:controls.pass')).toBeHidden();
      await expect(app.button('common:controls.auto')).toBeVisible();
      await expect(app.button('common:controls.undo')).toBeVisible();
      await page.mouse.move(1, 1);
      await page.screenshot({ path: `test-results/presentation-order-${size.width}-${lang}.png` });
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
    });
  }

  test(`the presentation button hands the focus to the way out, and that one back to the way in (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 768 });
    await app.open(`?lang=${lang}`, 'sandbox/wrath');
    await app.button('table:presentation.enter').click();
    await expect(page.locator('html')).toHaveClass(/presenting/);
    await expect(app.button('table:presentation.leave')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).not.toHaveClass(/presenting/);
    await expect(app.button('table:presentation.enter')).toBeFocused();
  });
}
