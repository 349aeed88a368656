// "Leave this board?", in both languages: switching boards after playing asks in the table's own modal dialog
// (not the browser's confirm): Stay and Escape keep the board and its actions, Leave switches, "save it first"
// keeps the board among the saved boards; nothing is asked with no action played; the keyboard alone works
// (the focus lands on Stay, Tab stays inside, Enter and Escape, the focus back on the picker); axe on the dialog.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { tr } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';
import { atRest } from './pages/axe';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Whether the focused element is inside the dialog, and its text. */
const focusedInDialog = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return { inside: Boolean(active?.closest('[role="alertdialog"]')), text: active?.textContent ?? '' };
  });

for (const lang of ['en', 'fr'] as const) {
  const setUp = async (page: Page, board = 'wrath') => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open(`?lang=${lang}`, `sandbox/${board}`);
    const picker = page.getByRole('combobox', { name: app.t('common:sandbox.board'), exact: true });
    const button = (key: string) => app.leaveDialog.getByRole('button', { name: app.t(`table:leaveBoard.${key}`), exact: true });
    return { app, picker, button };
  };

  test(`switching boards after playing asks in the table's dialog: Stay, Escape, Leave (${lang})`, async ({ page }) => {
    const { app, picker, button } = await setUp(page);
    let native = false;
    page.on('dialog', (d) => {
      native = true;
      void d.dismiss();
    });
    await app.castFromHand('Alice', 'wrath-of-god');
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);

    // A click on the picker focuses it (selectOption alone does not).
    await picker.focus();
    await picker.selectOption({ label: app.t('common:sandbox.boards.combat') });
    const dialog = app.leaveDialog;
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(app.t('table:leaveBoard.lost_one', { count: 1 }));
    await expect(button('stay')).toBeFocused();
    await expect(button('leave')).toBeVisible();
    await expect(button('save')).toBeVisible();
    await app.screenshot(`test-results/leave-board-${lang}.png`);
    await atRest(page);
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Stay: the board and its action are kept, the focus is back on the picker.
    await button('stay').click();
    await expect(dialog).toHaveCount(0);
    await expect(picker).toHaveValue('wrath');
    await expect(picker).toBeFocused();
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);

    // Two actions now: the sentence says so. Escape is Stay.
    await app.button('common:controls.resolve').click();
    await expect(app.stack.getByRole('listitem')).toHaveCount(0);
    await picker.selectOption({ label: app.t('common:sandbox.boards.combat') });
    await expect(dialog).toHaveAccessibleDescription(app.t('table:leaveBoard.lost_other', { count: 2 }));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(picker).toHaveValue('wrath');
    await expect(page).toHaveURL(/\/sandbox\/wrath/);
    await expect(app.zone('graveyard', 'Alice')).toContainText(app.card('wrath-of-god'));
    // Escape closed the question only: presentation mode and the other shortcuts did nothing.
    await expect(page.locator('html')).not.toHaveClass(/presenting/);

    // Leave: the other board.
    await picker.selectOption({ label: app.t('common:sandbox.boards.combat') });
    await app.leaveBoard();
    await expect(picker).toHaveValue('combat');
    await expect(page).toHaveURL(/\/sandbox\/combat/);
    await expect(app.zone('graveyard', 'Alice')).not.toContainText(app.card('wrath-of-god'));
    expect(native).toBe(false);
  });

  test(`nothing played: the board changes without a question (${lang})`, async ({ page }) => {
    const { app, picker } = await setUp(page);
    await picker.selectOption({ label: app.t('common:sandbox.boards.combat') });
    await expect(page).toHaveURL(/\/sandbox\/combat/);
    await expect(picker).toHaveValue('combat');
    await expect(app.leaveDialog).toHaveCount(0);
  });

  test(`the keyboard alone: the focus on Stay, Tab kept inside, Enter and Escape (${lang})`, async ({ page }) => {
    const { app, picker, button } = await setUp(page);
    await app.castFromHand('Alice', 'wrath-of-god');
    await picker.focus();
    // The arrow key changes a closed select's value: the next board (Combat).
    await page.keyboard.press('ArrowDown');
    await expect(app.leaveDialog).toBeVisible();
    await expect(button('stay')).toBeFocused();
    // Tab goes round the three buttons and never leaves the dialog, both ways.
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      const focus = await focusedInDialog(page);
      expect(focus.inside).toBe(true);
      seen.push(focus.text);
    }
    expect(seen).toEqual(['save', 'leave', 'stay', 'save'].map((k) => app.t(`table:leaveBoard.${k}`)));
    await page.keyboard.press('Shift+Tab');
    await expect(button('stay')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(button('leave')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(button('stay')).toBeFocused();

    // Enter on Stay: the board stays, the focus is back on the picker.
    await page.keyboard.press('Enter');
    await expect(app.leaveDialog).toHaveCount(0);
    await expect(picker).toBeFocused();
    await expect(picker).toHaveValue('wrath');
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);

    // Escape: the same.
    await page.keyboard.press('ArrowDown');
    await expect(button('stay')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(app.leaveDialog).toHaveCount(0);
    await expect(picker).toBeFocused();
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);

    // Shift+Tab from Stay reaches Leave; Enter leaves.
    await page.keyboard.press('ArrowDown');
    await expect(button('stay')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(button('leave')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(app.leaveDialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/sandbox\/combat/);
    await expect(picker).toBeFocused();
    await expect(app.stack.getByRole('listitem')).toHaveCount(0);
  });

  test(`"save it first" keeps the board among the saved boards, then leaves (${lang})`, async ({ page }) => {
    const { app, picker, button } = await setUp(page);
    await app.castFromHand('Alice', 'wrath-of-god');
    await picker.selectOption({ label: app.t('common:sandbox.boards.combat') });
    await expect(app.leaveDialog).toContainText(app.t('table:leaveBoard.saveNote', { boards: tr(lang, 'share:boards.open'), name: app.t('common:sandbox.boards.wrath') }));
    await button('save').click();
    await expect(app.leaveDialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/sandbox\/combat/);
    await page.getByRole('button', { name: tr(lang, 'share:boards.open'), exact: true }).click();
    const saved = page.getByRole('dialog', { name: tr(lang, 'share:boards.title') });
    const name = app.t('common:sandbox.boards.wrath');
    await saved.getByRole('button', { name: tr(lang, 'share:boards.openOne', { name }), exact: true }).click();
    await expect(page).toHaveURL(/\/sandbox\/custom/);
    await expect(app.stack).toContainText(app.card('wrath-of-god'));
  });

  test(`another lesson from the lesson picker asks too, without "save it first"; at 390px wide (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 390, height: 844 });
    await app.open(`?lang=${lang}`, 'lessons/lesson-1');
    await app.button('common:controls.pass').click();
    const picker = page.getByRole('combobox', { name: app.t('common:lesson.lessonPicker'), exact: true });
    const first = await picker.inputValue();
    await picker.selectOption({ index: 1 });
    const dialog = app.leaveDialog;
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveCount(2);
    // The whole dialog is inside the window; each button is a comfortable target.
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    for (const b of await dialog.getByRole('button').all()) expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `test-results/leave-board-narrow-${lang}.png` });
    await app.leaveBoard();
    await expect(picker).not.toHaveValue(first);
    await expect(page).not.toHaveURL(new RegExp(`/lessons/${first}`));
  });
}
