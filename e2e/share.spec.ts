// Scenarios in and out of the sandbox, in both languages: export the board and import it back (the same board
// and the same file again), a share link opened in a fresh browser (and one made in French opened in English),
// bad links refused with a clear message over an empty board, the board kept across a reload, and axe.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { tr, type Lang } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';
import { atRest } from './pages/axe';

const sharePanel = (app: StacklabPage) => app.page.getByRole('region', { name: tr(app.lang, 'share:region'), exact: true });
const shareButton = (app: StacklabPage, key: string) => sharePanel(app).getByRole('button', { name: tr(app.lang, key), exact: true });

/** What the learner sees of the game: the board (every zone, life totals) and the stack. */
async function seen(page: Page): Promise<string> {
  return `${await page.locator('.board').innerText()}\n${await page.locator('.stack-zone').innerText()}`;
}

/** Wrath of God cast and resolved on the demo board: five triggers wait for Alice's order. */
async function playWrath(app: StacklabPage) {
  await app.castFromHand('Alice', 'wrath-of-god');
  await app.button('common:controls.resolve').click();
  await expect(app.choice).toBeVisible();
}

async function exportFile(app: StacklabPage): Promise<string> {
  const download = app.page.waitForEvent('download');
  await shareButton(app, 'share:export').click();
  const file = await download;
  return readFileSync((await file.path())!, 'utf8');
}

async function makeLink(app: StacklabPage): Promise<string> {
  await shareButton(app, 'share:copyLink').click();
  const field = sharePanel(app).getByRole('textbox', { name: tr(app.lang, 'share:linkLabel') });
  await expect(field).toHaveValue(/#s=/);
  return field.inputValue();
}

for (const lang of ['en', 'fr'] as const) {
  test(`export the board, import it back: the same board, the same file (${lang})`, async ({ page }, testInfo) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open(`?lang=${lang}`, 'sandbox/wrath');
    await playWrath(app);
    const before = await seen(page);
    const file = await exportFile(app);
    const scenario = JSON.parse(file) as { format: string; setup: unknown; actions: { type: string }[] };
    expect(scenario.format).toBe('stacklab-scenario/1');
    expect(scenario.actions.map((a) => a.type)).toEqual(['cast', 'resolve']);

    // Another board, then the file: the same game, on the board `custom`.
    // Actions were played on this board: switching asks first (the table's dialog), and we leave.
    await page.locator('.sandbox-board select').selectOption('combat');
    await app.leaveBoard();
    await expect(page).toHaveURL(/\/sandbox\/combat/);
    await page.getByTestId('scenario-file').setInputFiles({ name: 'wrath.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await expect(sharePanel(app).getByRole('status')).toContainText(tr(lang, 'share:imported', { file: 'wrath.json' }));
    await expect(page).toHaveURL(/\/sandbox\/custom/);
    expect(await seen(page)).toBe(before);
    expect(await exportFile(app)).toBe(file);
    await app.screenshot(`test-results/share-imported-${lang}.png`);
    await testInfo.attach(`share-imported-${lang}`, { path: `test-results/share-imported-${lang}.png`, contentType: 'image/png' });

    // A file refused: the message names the action, the board stays.
    const bad = JSON.stringify({ ...scenario, actions: [...scenario.actions, { type: 'cast', player: 'bob', card: 'wrath' }] });
    await page.getByTestId('scenario-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
    await expect(sharePanel(app).locator('.share-refused')).toContainText(tr(lang, 'share:atAction', { number: 3, type: 'cast' }));
    expect(await seen(page)).toBe(before);
    await atRest(page);
    const { violations } = await new AxeBuilder({ page }).include('.share-panel').analyze();
    expect(violations).toEqual([]);
  });

  test(`a share link opens the same board in a fresh browser (${lang})`, async ({ page, browser }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open(`?lang=${lang}`, 'sandbox/wrath');
    await playWrath(app);
    const link = await makeLink(app);
    expect(link).not.toContain('lang=');

    // A fresh context: English unless the link says otherwise (it doesn't: a link holds ids, no text).
    const context = await browser.newContext({ locale: 'en-US' });
    const other = await context.newPage();
    await other.setViewportSize({ width: 1366, height: 900 });
    await other.goto(link);
    const reader = new StacklabPage(other, 'en' as Lang);
    await expect(other.locator('.loading-state')).toHaveCount(0);
    await expect(other).toHaveURL(/\/sandbox\/custom(\?lang=en)?$/);
    await expect(reader.choice).toBeVisible();
    await expect(reader.zone('graveyard', 'Alice')).toContainText(reader.card('wrath-of-god'));
    if (lang === 'en') expect(await seen(other)).toBe(await seen(page));
    await reader.screenshot(`test-results/share-link-opened-from-${lang}.png`);
    // Reloaded, the board is kept (saved in this browser), not read from the link again.
    await other.reload();
    await expect(reader.choice).toBeVisible();
    await expect(reader.zone('graveyard', 'Alice')).toContainText(reader.card('wrath-of-god'));
    await context.close();
  });

  test(`bad links: a clear message and an empty, usable sandbox (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    const dir = join(import.meta.dirname, '..', 'src', 'share', 'bad-links');
    const cases: [string, string][] = [
      ['013-linkCorrupt--truncated-half.txt', 'errors:linkCorrupt'],
      ['017-linkTooBig--zip-bomb-spaces.txt', 'errors:linkTooBig'],
      ['040-unknownCard--no-such-card.txt', 'errors:unknownCard'],
      ['057-notYourPriority@0--bob-casts-wrath.txt', 'share:atAction'],
    ];
    for (const [file, key] of cases) {
      const fragment = readFileSync(join(dir, file), 'utf8');
      await page.goto(`/sandbox?lang=${lang}${fragment}`);
      const notice = page.locator('[data-notice="shareLinkRefused"]');
      await expect(notice).toContainText(tr(lang, 'common:notice.shareLinkRefused'));
      const expected = tr(lang, key, { limit: '1048576', card: 'no-such-card', number: 1, type: 'cast' }).split('{{')[0]!.slice(0, 20);
      await expect(notice).toContainText(expected);
      await expect(page).toHaveURL(/\/sandbox\/custom\?lang=/);
      // An empty board: the players, no card; and it still plays.
      await expect(page.locator('.board article')).toHaveCount(0);
      await app.button('common:controls.next').click();
      await expect(page.getByTestId('current-step')).not.toHaveText(tr(lang, 'common:steps.main1'));
    }
    await app.screenshot(`test-results/share-bad-link-${lang}.png`);
  });
}

for (const lang of ['en', 'fr'] as const) {
  test(`a scenario file dropped onto the page opens (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await app.open(`?lang=${lang}`, 'sandbox/combat');
    const file = JSON.stringify({
      format: 'stacklab-scenario/1',
      setup: { players: ['alice', 'bob'], freeMana: true, cards: [{ card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' }] },
      actions: [{ type: 'destroy', cards: ['ba'] }],
    });
    // What a drop from the file manager gives the page: a DataTransfer holding the file.
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
      const board = document.querySelector('.board')!;
      board.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      board.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, file);
    await expect(sharePanel(app).getByRole('status')).toContainText(tr(lang, 'share:imported', { file: 'dropped.json' }));
    await expect(page).toHaveURL(/\/sandbox\/custom/);
    await expect(app.zone('graveyard', 'Alice')).toContainText(app.card('blood-artist'));
  });
}
