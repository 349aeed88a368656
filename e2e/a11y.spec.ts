// axe (WCAG 2.2 AA rules) finds no violation on the course page, a lesson, the sandbox, the shortcuts help
// panel, and with each kind of pending choice the sandbox boards reach: order, target, pay, may, new
// targets, copy and name. Both languages.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { StacklabPage } from './pages/stacklab-page';
import { atRest } from './pages/axe';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, what: string) {
  await atRest(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(
    violations.map((v) => `${what} — ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`),
  ).toEqual([]);
}

async function resolveUntilChoice(app: StacklabPage) {
  const resolve = app.button('common:controls.resolve');
  for (let i = 0; i < 10 && !(await app.choice.isVisible()) && (await resolve.isEnabled()); i++) await resolve.click();
  await expect(app.choice).toBeVisible();
}

/** Answers every choice automatically and resolves until the stack is empty. */
async function settle(app: StacklabPage) {
  const resolve = app.button('common:controls.resolve');
  for (let i = 0; i < 30; i++) {
    if (await app.choice.isVisible()) await app.button('common:controls.auto').click();
    else if (await resolve.isEnabled()) await resolve.click();
    else return;
  }
}

async function sandbox(app: StacklabPage, board?: string) {
  await app.button('common:mode.sandbox').click();
  if (board) await app.page.locator('.sandbox-board select').selectOption(board);
}

// axe is slow on a loaded machine: each test runs it a few times.
test.describe.configure({ timeout: 180_000 });

for (const lang of ['en', 'fr'] as const) {
  test(`axe: the course page, a lesson, the sandbox and the shortcuts help (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open(`?lang=${lang}`, 'course');
    await expectNoViolations(page, 'course');
    await app.open();
    await expectNoViolations(page, 'lesson');
    await sandbox(app);
    await expectNoViolations(page, 'sandbox');
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: app.t('table:a11y.shortcuts.title'), exact: true })).toBeVisible();
    await expectNoViolations(page, 'shortcuts help');
  });

  test(`axe: every kind of pending choice on the sandbox boards (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open();
    await sandbox(app);
    // A "may" (Soul's Attendant, when Grizzly Bears enters).
    await app.castFromHand('Alice', 'souls-attendant');
    await app.button('common:controls.resolve').click();
    await app.castFromHand('Alice', 'grizzly-bears');
    await resolveUntilChoice(app);
    await expectNoViolations(page, 'may');
    await app.choice.getByRole('button').last().click();
    await expect(app.choice).toHaveCount(0);
    // Order, target and pay (Wrath of God).
    await app.castFromHand('Alice', 'wrath-of-god');
    await app.button('common:controls.resolve').click();
    await expect(app.choice).toContainText('603.3b');
    await expectNoViolations(page, 'order');
    await app.choice.getByRole('button', { name: app.t('table:choice.order.confirm'), exact: true }).click();
    await expect(app.choice.getByRole('button', { name: 'Bob', exact: true })).toBeVisible();
    await expectNoViolations(page, 'target');
    for (let i = 0; i < 20 && (await app.choice.getByRole('button', { name: 'Bob', exact: true }).count()) > 0; i++)
      await app.choice.getByRole('button', { name: 'Bob', exact: true }).click();
    for (let i = 0; i < 20 && !(await app.choice.isVisible()); i++) await app.button('common:controls.resolve').click();
    await expect(app.choice.getByRole('button', { name: app.t('table:choice.pay.yes'), exact: true })).toBeVisible();
    await expectNoViolations(page, 'pay');
  });

  test(`axe: new targets, copy and name choices (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open();
    await sandbox(app);
    // New targets (Howl of the Horde, then Lightning Bolt: the copy may change its target).
    await app.castFromHand('Alice', 'howl-of-the-horde');
    await app.button('common:controls.resolve').click();
    const bolt = app.zone('hand', 'Alice').getByRole('button', { name: app.card('lightning-bolt'), exact: true });
    await bolt.click();
    const popover = bolt.locator('xpath=..').locator('.popover');
    if (await popover.isVisible()) await popover.getByRole('button').first().click();
    await resolveUntilChoice(app);
    await expectNoViolations(page, 'newTargets');

    // Name and copy (Meddling Mage, Clone) on the "entering" board.
    // Actions were played on this board: switching asks first (the table's dialog), and we leave.
    await app.page.locator('.sandbox-board select').selectOption('entering');
    await app.leaveBoard();
    await app.castFromHand('Alice', 'meddling-mage');
    await resolveUntilChoice(app);
    await expectNoViolations(page, 'name');
    await settle(app);
    await app.castFromHand('Alice', 'clone');
    await resolveUntilChoice(app);
    await expectNoViolations(page, 'copy');
  });

  test(`axe: the division of combat damage on the combat board (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open();
    await sandbox(app, 'combat');
    const combat = page.getByRole('region', { name: app.t('common:combat.title'), exact: true });
    const sovereign = app.card('felidar-sovereign');
    await combat.getByRole('checkbox', { name: sovereign }).check();
    await combat.getByRole('combobox', { name: app.t('common:combat.defender', { card: sovereign }), exact: true }).selectOption({ label: app.t('common:combat.attacks', { player: 'Bob' }) });
    await combat.getByRole('button', { name: app.t('common:combat.declareAttackers'), exact: true }).click();
    const blocksSovereign = { label: app.t('common:combat.blocks', { card: sovereign }) };
    await combat.getByRole('combobox').nth(0).selectOption(blocksSovereign);
    await combat.getByRole('combobox').nth(1).selectOption(blocksSovereign);
    await combat.getByRole('button', { name: app.t('common:combat.declareBlockers'), exact: true }).click();
    for (let i = 0; i < 4 && !(await app.choice.isVisible()); i++) await app.button('common:controls.next').click();
    await expect(app.choice).toContainText('510.1c');
    // The focus went to the choice's first field.
    await expect(app.choice.getByRole('spinbutton').first()).toBeFocused();
    await expectNoViolations(page, 'damageAssignment');
  });
}

// WCAG 2.4.11 (focus not obscured): with an order choice pending, the sticky parts of the table (on a laptop the
// choice at the top of the stack column and the controls at its foot; on a phone the dock) and the choice's confirm
// row never cover the element the keyboard focuses.
const FOCUS_SIZES = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;
for (const [lang, size] of [['en', FOCUS_SIZES[0]], ['fr', FOCUS_SIZES[0]], ['en', FOCUS_SIZES[1]], ['fr', FOCUS_SIZES[1]]] as const) {
  test(`a focused element is never hidden behind the sticky choice, its confirm row or the controls: ${size.name} (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: size.width, height: size.height });
    await app.open(`?lang=${lang}`, 'sandbox/wrath');
    await app.castFromHand('Alice', 'wrath-of-god');
    await app.button('common:controls.resolve').click();
    await expect(app.choice.locator('li.order-item')).toHaveCount(5);
    const covered: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement;
        if (!(el instanceof HTMLElement) || el === document.body) return null;
        const box = el.getBoundingClientRect();
        const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
        const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
        const top = document.elementFromPoint(x, y);
        return { name: el.getAttribute('aria-label') ?? el.textContent ?? el.tagName, shown: top !== null && (el === top || el.contains(top)) };
      });
      if (stop && !stop.shown) covered.push(stop.name.slice(0, 60));
    }
    expect(covered).toEqual([]);
  });
}

// The side columns of the wide layout stay where they are as the page scrolls, so a button at the foot of one, once
// focused, is in view without the page moving: the board stays where the user left it (before, a scroll padding of
// the page scrolled the board away each time the focus reached a button near the window's foot).
for (const lang of ['en', 'fr'] as const) {
  test(`focusing a button at the foot of a side column leaves the page where it is: laptop (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 768 });
    await app.open(`?lang=${lang}`, 'sandbox/big');
    const shortcuts = page.getByRole('button', { name: app.t('table:a11y.shortcuts.open'), exact: true });
    const timelineStep = page.getByRole('button', { name: app.t('table:timeline.stepBack'), exact: true });
    // A step to go back to: the timeline's buttons are enabled.
    await app.castFromHand('Alice', 'grizzly-bears');
    await expect(timelineStep).toBeEnabled();
    await expect(page.locator('html[data-window="short"]')).toHaveCount(1);
    for (const button of [shortcuts, timelineStep]) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await button.focus();
      await expect(button).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // And it is in view, not under anything.
      const shown = await button.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.bottom <= innerHeight && top !== null && (el === top || el.contains(top));
      });
      expect(shown).toBe(true);
    }
  });
}
