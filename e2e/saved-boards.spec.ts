// Saved work, in both languages: the sandbox board in progress survives a reload; a teacher keeps named boards
// (save as, open, rename, delete), exports them all as one file and imports it back; axe on the dialog.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { tr } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';
import { atRest } from './pages/axe';

for (const lang of ['en', 'fr'] as const) {
  const s = (key: string, params: Record<string, string | number> = {}) => tr(lang, `share:${key}`, params);

  test(`a reload keeps the sandbox board and what was played on it (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open(`?lang=${lang}`, 'sandbox/wrath');
    await app.castFromHand('Alice', 'wrath-of-god');
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(page.locator('.loading-state')).toHaveCount(0);
    await expect(page).toHaveURL(/\/sandbox\/wrath/);
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);
    await expect(app.stack).toContainText(app.card('wrath-of-god'));
    // Each action is still undoable.
    await app.button('common:controls.undo').click();
    await expect(app.stack.getByRole('listitem')).toHaveCount(0);
    // A stored board that can't be read is dropped with a notice, never fatal.
    await page.evaluate(() => localStorage.setItem('stacklab-sandbox', '{"version":1,"board":"custom"'));
    await page.reload();
    await expect(page.locator('[data-notice="sandboxDropped"]')).toContainText(tr(lang, 'common:notice.sandboxDropped'));
    await expect(app.zone('hand', 'Alice')).toContainText(app.card('wrath-of-god'));
  });

  test(`the saved boards asked for again before the late close event of Escape stay open (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await app.open(`?lang=${lang}`, 'sandbox/wrath');
    await page.getByRole('button', { name: s('boards.open'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: s('boards.title') });
    await expect(dialog).toBeVisible();
    // Closed as Escape closes it, and asked for again before its close event, which comes a task later.
    await page.evaluate((name) => {
      document.querySelector<HTMLDialogElement>('dialog.saved-boards-dialog')?.close();
      [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name)?.click();
    }, s('boards.open'));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test(`named boards: save, open, rename, delete, export and import them all (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open(`?lang=${lang}`, 'sandbox/wrath');
    await app.castFromHand('Alice', 'wrath-of-god');
    const openDialog = async () => {
      await page.getByRole('button', { name: s('boards.open'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: s('boards.title') });
      await expect(dialog).toBeVisible();
      return dialog;
    };
    let dialog = await openDialog();
    await expect(dialog).toContainText(s('boards.empty'));
    await dialog.getByRole('textbox', { name: s('boards.saveAs') }).fill('Wrath, cast');
    await dialog.getByRole('button', { name: s('boards.save'), exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText(s('boards.saved', { name: 'Wrath, cast' }));
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await app.screenshot(`test-results/saved-boards-${lang}.png`);
    await atRest(page);
    const { violations } = await new AxeBuilder({ page }).include('.saved-boards-dialog').analyze();
    expect(violations).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Another board; then the saved one opens as `custom`, Wrath of God on the stack.
    // Actions were played on this board: switching asks first (the table's dialog), and we leave.
    await page.locator('.sandbox-board select').selectOption('combat');
    await app.leaveBoard();
    await expect(app.stack.getByRole('listitem')).toHaveCount(0);
    dialog = await openDialog();
    await dialog.getByRole('button', { name: s('boards.openOne', { name: 'Wrath, cast' }), exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/sandbox\/custom/);
    await expect(app.stack).toContainText(app.card('wrath-of-god'));

    // Rename, export all, delete, import the file back.
    dialog = await openDialog();
    await dialog.getByRole('button', { name: s('boards.renameOne', { name: 'Wrath, cast' }), exact: true }).click();
    await dialog.getByRole('textbox', { name: s('boards.renameTo', { name: 'Wrath, cast' }) }).fill('Colère');
    await dialog.getByRole('button', { name: s('boards.renameSave'), exact: true }).click();
    await expect(dialog.getByRole('listitem')).toContainText('Colère');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: s('boards.exportAll'), exact: true }).click();
    const file = readFileSync((await (await download).path())!, 'utf8');
    expect(JSON.parse(file)).toMatchObject({ format: 'stacklab-boards/1', boards: [{ name: 'Colère', scenario: { format: 'stacklab-scenario/1' } }] });
    await dialog.getByRole('button', { name: s('boards.deleteOne', { name: 'Colère' }), exact: true }).click();
    await dialog.getByRole('button', { name: s('boards.confirmDelete', { name: 'Colère' }), exact: true }).click();
    await expect(dialog).toContainText(s('boards.empty'));
    await page.getByTestId('boards-file').setInputFiles({ name: 'boards.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await expect(dialog.getByRole('status')).toHaveText(s('boards.imported_one', { count: 1 }));
    await expect(dialog.getByRole('listitem')).toContainText('Colère');

    // A file with a bad board is refused whole, naming the board.
    const bad = JSON.parse(file) as { boards: { name: string; scenario: { setup: { players: string[] } } }[] };
    bad.boards.push({ name: 'Broken', scenario: { ...bad.boards[0]!.scenario, setup: { players: ['alice'] } } });
    await page.getByTestId('boards-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    await expect(dialog.getByRole('status')).toContainText(s('boards.boardRefused', { number: 2, name: 'Broken' }));
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await app.screenshot(`test-results/saved-boards-refused-${lang}.png`);

    // Kept in the browser: after a reload the list is there.
    await page.keyboard.press('Escape');
    await page.reload();
    dialog = await openDialog();
    await expect(dialog.getByRole('listitem')).toContainText('Colère');
  });
}
