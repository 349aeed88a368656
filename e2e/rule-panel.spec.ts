// The rule panel, opened from a rule number of the log with the keyboard, in both languages: our summary
// in both languages, the pinned edition, the parent rule, the lessons that cite it (one opened from there);
// Escape closes it and gives focus back. Then the app's sensible "Answer automatically" on the wrath board.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { lessonsCitingRule } from '../src/lessons/rule-citations';
import { CR_EDITION } from '../src/rules/edition';
import type { Lang } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';

const summaries = (lang: Lang) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', lang, 'rules.json'), 'utf8')) as Record<string, string>;
const other = (lang: Lang): Lang => (lang === 'en' ? 'fr' : 'en');

/** Two boxes overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

async function wrathBoard(app: StacklabPage) {
  await app.open();
  await app.button('common:mode.sandbox').click();
  await app.castFromHand('Alice', 'wrath-of-god');
  await app.button('common:controls.resolve').click();
  await expect(app.choice).toBeVisible();
}

for (const lang of ['en', 'fr'] as const) {
  test(`the rule panel from a log line, by keyboard (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const app = new StacklabPage(page, lang);
    await wrathBoard(app);

    const rule = '603.10a';
    const number = app.t('common:log.rule', { rule });
    const control = app.log.getByRole('button', { name: app.t('common:rulePanel.open', { rule: number, title: summaries(lang)[rule]! }), exact: true }).first();
    await expect(control).toHaveText(number);
    await control.focus();
    await page.keyboard.press('Enter');

    const panel = page.getByRole('dialog', { name: number, exact: true });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: number })).toBeFocused();
    // Our summary in both languages, each labelled by its language.
    for (const lng of [lang, other(lang)]) {
      const block = panel.getByRole('region', { name: app.t(`common:language.${lng}`), exact: true });
      await expect(block).toContainText(summaries(lng)[rule]!);
      await expect(block).toHaveAttribute('lang', lng);
    }
    // The pinned edition, its date written in the page's language; the rule 603.10a belongs to.
    const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${CR_EDITION.effective}T00:00:00Z`));
    await expect(panel).toContainText(app.t('common:rulePanel.edition', { date }));
    await expect(panel).toContainText(summaries(lang)['603.10']!);
    // Every lesson that cites it, derived from the catalogue.
    const citing = lessonsCitingRule(rule);
    expect(citing.length).toBeGreaterThan(0);
    const lessonsText = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', lang, 'lessons.json'), 'utf8')) as Record<string, unknown>;
    const titleOf = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], lessonsText) as string;
    const lessonButtons = panel.getByRole('list').getByRole('button');
    await expect(lessonButtons).toHaveCount(citing.length);
    for (const c of citing) await expect(panel.getByRole('button', { name: app.t('common:rulePanel.openLesson', { number: c.number, title: titleOf(c.lesson.title) }), exact: true })).toBeVisible();

    // The pending choice stays in view, not covered, on a 1366×768 screen.
    await expect(app.choice).toBeInViewport();
    expect(await overlap(panel, app.choice)).toBe(false);
    // What a 1366×768 screen shows (not the whole page): the panel beside the pending choice.
    await page.mouse.move(1, 1);
    await page.screenshot({ path: `test-results/rule-panel-${lang}.png`, animations: 'disabled' });

    // Escape closes it, and focus is back on the rule number.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(control).toBeFocused();
    await expect(control).toHaveAttribute('aria-expanded', 'false');

    // Opened again, its close button closes it too.
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: app.t('common:rulePanel.close'), exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(control).toBeFocused();

    // A lesson opened from the panel, with the keyboard: the lesson's title has focus.
    await page.keyboard.press('Enter');
    const first = citing[0]!;
    const lessonButton = panel.getByRole('button', { name: app.t('common:rulePanel.openLesson', { number: first.number, title: titleOf(first.lesson.title) }), exact: true });
    for (let i = 0; i < 10 && !(await lessonButton.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(lessonButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    const title = app.lesson.getByRole('heading', { name: titleOf(first.lesson.title), exact: true });
    await expect(title).toBeVisible();
    await expect(title).toBeFocused();
  });

  test(`the app's "Answer automatically" drains Bob, not Alice (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await wrathBoard(app);
    await app.button('common:controls.auto').click();
    await expect(app.choice).toBeHidden();
    await expect(app.stack.getByRole('listitem')).toHaveCount(5);
    for (let i = 0; i < 20 && (await app.stack.getByRole('listitem').count()) > 0; i++) {
      if (await app.choice.isVisible()) await app.button('common:controls.auto').click();
      else await app.button('common:controls.resolve').click();
    }
    await expect(app.stack.getByText(app.t('common:stack.empty'))).toBeVisible();
    // 3 Blood Artist drains (1 each) and 2 Kalastria Highborn drains, paid (2 each): all at Bob.
    await expect(app.life('bob')).toHaveText('13');
    await expect(app.life('alice')).toHaveText('27');
    await app.screenshot(`test-results/sensible-auto-${lang}.png`);
  });
}
