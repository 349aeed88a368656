// The table at the four sizes it must serve — a projector (1920×1080), a laptop (1366×768), a tablet (768×1024)
// and a phone (390×844) — in both languages: lesson 1, lesson 2's order choice, and the sandbox's Wrath of God
// (five triggers to order) and three-player combat boards. Nothing scrolls sideways, the controls and the
// pending choice are on screen, axe finds nothing; each state is kept as a screenshot in test-results/layouts/.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { StacklabPage } from './pages/stacklab-page';
import { atRest } from './pages/axe';

const SIZES = [
  { name: 'projector', width: 1920, height: 1080 },
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Is the whole box inside the window? */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
}

/** On a narrow screen the parts of the table are tabs: show one (a no-op where every part is in view). */
async function showTab(app: StacklabPage, key: 'tabBoard' | 'tabStack' | 'learn') {
  const tab = app.page.getByRole('tab', { name: app.t(`common:layout.${key}`) });
  if ((await tab.count()) > 0) {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
}

async function expectFits(app: StacklabPage, shot: string, { choice = false } = {}) {
  const { page } = app;
  // No sideways scrolling.
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, `${shot}: page width`).toBeLessThanOrEqual(widths.inner);
  // The controls are on screen, and the pending choice's title with them. While a choice is answered, the docked
  // controls of a narrow screen, and the stack column's in a laptop's short window, keep only what can be used then:
  // "answer automatically" and the history.
  const shortWide = await page.evaluate(() => document.documentElement.dataset.table === 'wide' && window.innerHeight <= 820);
  const docked = choice && ((await page.locator('.table-dock').count()) > 0 || shortWide);
  const controlKeys = docked ? ['common:controls.auto', 'common:controls.undo', 'common:controls.reset'] : ['common:controls.resolve', 'common:controls.pass'];
  for (const key of controlKeys) await expect.poll(() => inViewport(page, app.button(key)), { message: `${shot}: ${key} on screen` }).toBe(true);
  if (docked) await expect(app.button('common:controls.pass')).toBeHidden();
  if (choice) {
    await expect(app.choice).toBeVisible();
    await expect.poll(() => inViewport(page, app.choice.getByRole('heading', { name: app.t('table:choice.title') })), { message: `${shot}: choice on screen` }).toBe(true);
    // Its confirm button too, however long the list it ends, and the controls never cover the choice.
    await expect.poll(() => inViewport(page, app.choice.locator('.choice-confirm button').first()), { message: `${shot}: confirm on screen` }).toBe(true);
    const controls = page.getByRole('region', { name: app.t('common:controls.title'), exact: true });
    const [choiceBox, controlsBox] = await Promise.all([app.choice.boundingBox(), controls.boundingBox()]);
    expect(choiceBox && controlsBox, `${shot}: choice and controls shown`).toBeTruthy();
    const overlap = Math.min(choiceBox!.y + choiceBox!.height, controlsBox!.y + controlsBox!.height) - Math.max(choiceBox!.y, controlsBox!.y);
    expect(overlap, `${shot}: the controls cover the choice`).toBeLessThanOrEqual(0.5);
  }
  // No name in a graveyard or exile is broken in the middle of a word (« Armaguedo-n » beside a projector's battlefield).
  expect(await namesBrokenMidWord(page), `${shot}: names broken mid-word`).toEqual([]);
  await page.mouse.move(1, 1);
  await page.screenshot({ path: `test-results/layouts/${shot}.png` });
  await atRest(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`), shot).toEqual([]);
}

/** The graveyard and exile names with a word wider than the name's own box (so broken across lines). */
function namesBrokenMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.pile-name')].flatMap((name) => {
      if (name.clientWidth === 0) return [];
      const probe = document.createElement('span');
      probe.style.cssText = 'position: absolute; visibility: hidden; white-space: nowrap; font: inherit';
      name.append(probe);
      const words = (name.textContent ?? '').split(/\s+/).filter(Boolean);
      const wide = words.filter((word) => {
        probe.textContent = word;
        return probe.getBoundingClientRect().width > name.clientWidth + 0.5;
      });
      probe.remove();
      return wide;
    }),
  );
}

/** Is the middle of the element shown, not under anything (the choice's sticky title or confirm row)? */
function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && el.contains(top);
  });
}

/**
 * A card's name in a graveyard or exile row breaks between its words, never inside one: its column is wide enough
 * for the longest word ("Patricienne" once broke as "Patrici-enne" in a 120 px column under 1,280 px).
 */
async function expectWholeWords(app: StacklabPage, shot: string) {
  const broken = await app.page.locator('.pile-name').evaluateAll((names) =>
    names.flatMap((name) => {
      const text = name.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE || !text.textContent) return [];
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      return lines > text.textContent.trim().split(/\s+/).length ? [`${text.textContent}: ${lines} lines`] : [];
    }),
  );
  expect(broken, `${shot}: names broken inside a word`).toEqual([]);
}

/**
 * The wheel over the order list brings its last row into view: where the whole choice scrolls in its panel, the list
 * is not a second scroller inside it (on a laptop's window that one showed a row at a time, and the wheel over it
 * never moved the panel).
 */
async function expectRowsReachable(app: StacklabPage) {
  const { page } = app;
  const rows = app.choice.locator('li.order-item');
  await rows.first().scrollIntoViewIfNeeded();
  const box = await rows.first().boundingBox();
  expect(box).toBeTruthy();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + Math.min(box!.height / 2, 10));
  await expect
    .poll(async () => {
      if (await uncovered(rows.last())) return true;
      await page.mouse.wheel(0, 120);
      return false;
    }, { message: 'the last row brought into view by the wheel' })
    .toBe(true);
}

for (const lang of ['en', 'fr'] as const) {
  for (const size of SIZES) {
    test(`the table fits a ${size.name} (${size.width}×${size.height}): lessons 1 and 2, the Wrath and combat boards (${lang})`, async ({ page }) => {
      test.slow();
      const app = new StacklabPage(page, lang);
      await page.setViewportSize({ width: size.width, height: size.height });
      const shot = (state: string) => `${lang}-${size.name}-${state}`;

      // Lesson 1, as it opens.
      await app.open();
      await expect(app.lesson).toBeVisible();
      await expectFits(app, shot('lesson-1'));

      // Lesson 2: Armageddon, then Bob orders his four Dingus Egg abilities (CR 603.3b).
      await app.open(`?lang=${lang}`, 'lessons/lesson-2');
      await expect(app.lesson.getByRole('heading', { name: app.t('lessons:lesson2.title') })).toBeVisible();
      await app.button('common:lesson.next').click();
      await showTab(app, 'tabBoard');
      await app.castFromHand('Alice', 'armageddon');
      await showTab(app, 'learn');
      const names = { egg: app.card('dingus-egg'), armageddon: app.card('armageddon') };
      const count = app.lesson.getByRole('group', { name: app.t('lessons:lesson2.steps.resolve.question', names) });
      await count.getByRole('spinbutton', { name: app.t('common:lesson.yourNumber') }).fill('4');
      await count.getByRole('button', { name: app.t('common:lesson.answer') }).click();
      await app.button('common:controls.resolve').click();
      const who = app.lesson.getByRole('group', { name: app.t('lessons:lesson2.steps.order.question', names) });
      await who.getByRole('radio', { name: 'Bob', exact: true }).check();
      await who.getByRole('button', { name: app.t('common:lesson.answer') }).click();
      await expectFits(app, shot('lesson-2-order'), { choice: true });

      // The sandbox's Wrath of God: five triggers wait while Alice orders them.
      await app.open(`?lang=${lang}`, 'sandbox/wrath');
      await expectFits(app, shot('wrath'));
      await app.castFromHand('Alice', 'wrath-of-god');
      await app.button('common:controls.resolve').click();
      await expect(app.choice.locator('li.order-item')).toHaveCount(5);
      await expectFits(app, shot('wrath-order'), { choice: true });
      await expectWholeWords(app, shot('wrath-order'));
      if (size.name === 'laptop') {
        // A laptop's short window: how the list reads and what resolves first are the rows' own notes, and the rows
        // have the room. Unscrolled, the first two rows' handles are in view, neither under the panel's title (there was
        // less than one row under those two lines).
        await expect(app.choice.locator('.choice-prompt-list')).toBeHidden();
        await expect(app.choice.locator('.order-preview')).toBeHidden();
        await expect(app.choice.locator('li.order-item').first()).toContainText(app.t('table:choice.order.lastOnStack'));
        await atRest(page);
        expect(await app.choice.evaluate((el) => el.scrollTop)).toBe(0);
        for (const row of [0, 1]) expect(await uncovered(app.choice.locator('li.order-item').nth(row).locator('.drag-handle'))).toBe(true);
      }
      if (size.name === 'projector') await expect(app.choice.locator('.order-preview')).toBeVisible();
      await expectRowsReachable(app);
      await showTab(app, 'tabStack');
      await expect(page.getByRole('region', { name: app.t('common:pendingTriggers.title'), exact: true }).getByRole('listitem')).toHaveCount(5);
      // On a narrow screen the Stack tab counts the empty stack and the five waiting abilities apart (CR 603.3).
      if (size.width < 900) {
        const stackTab = page.getByRole('tab', { name: app.t('common:layout.tabStack') });
        await expect(stackTab).toContainText(app.t('common:layout.tabStackCounts', { stack: 0, waiting: 5 }));
        await expect(stackTab.locator('.count-waiting')).toHaveText('5');
        await expect(stackTab.locator('.count:not(.count-waiting)')).toHaveCount(0);
      }
      await expectFits(app, shot('wrath-order-stack'), { choice: true });

      // The three-player combat board: on the projector, the active player's side is in view with the others.
      await app.open(`?lang=${lang}`, 'sandbox/combat');
      await expect(page.locator('.player-area')).toHaveCount(3);
      if (size.name === 'projector') {
        const active = page.locator('.player-area.is-active .player-header');
        await expect.poll(() => inViewport(page, active), { message: 'the active player on screen' }).toBe(true);
      }
      await expectFits(app, shot('combat'));
      // The attack form comes before the empty stack, and its button stays above the controls at the window's foot
      // however many creatures it lists (in French, on a laptop, the list once ran under them).
      await showTab(app, 'tabStack');
      const declare = page.getByRole('button', { name: app.t('common:combat.declareAttackers'), exact: true });
      await expect.poll(() => inViewport(page, declare), { message: `${shot('combat')}: Declare attackers on screen` }).toBe(true);
      expect(await uncovered(declare), `${shot('combat')}: Declare attackers uncovered`).toBe(true);
      await page.screenshot({ path: `test-results/layouts/${shot('combat-stack')}.png` });
    });
  }
}

// A phone held in the hand: a touch screen with no mouse, where nothing answers the keyboard's shortcuts.
test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const lang of ['en', 'fr'] as const) {
    test(`the docked controls leave out what only a keyboard uses (${lang})`, async ({ page }) => {
      const app = new StacklabPage(page, lang);
      await app.open();
      await expect(app.button('common:controls.resolve')).toBeVisible();
      await expect(page.locator('.shortcuts-button')).toBeHidden();
      await showTab(app, 'learn');
      await expect(page.getByText(app.t('table:timeline.keys'), { exact: true })).toBeHidden();
      await expectFits(app, `touch-phone-lesson-1-${lang}`);
      // The turn's steps are one row, the current step whole in its middle (not three rows above the board).
      const track = page.locator('.step-track');
      const current = track.locator('.step.current');
      const [trackBox, currentBox] = [(await track.boundingBox())!, (await current.boundingBox())!];
      expect(trackBox.height).toBeLessThan(currentBox.height * 1.5);
      expect(currentBox.x).toBeGreaterThanOrEqual(trackBox.x);
      expect(currentBox.x + currentBox.width).toBeLessThanOrEqual(trackBox.x + trackBox.width);
      // The shortcuts still answer a keyboard, should one be plugged in.
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: app.t('table:a11y.shortcuts.title'), exact: true })).toBeVisible();
    });

    test(`the docked order choice opens on its first row (${lang})`, async ({ page }) => {
      const app = new StacklabPage(page, lang);
      await app.open(`?lang=${lang}`, 'sandbox/wrath');
      await app.castFromHand('Alice', 'wrath-of-god');
      await app.button('common:controls.resolve').click();
      const rows = app.choice.locator('li.order-item');
      await expect(rows).toHaveCount(5);
      await atRest(page);
      // The prompt's first sentence; how the list reads and what resolves first are the rows' own notes here.
      await expect(app.choice.locator('.choice-prompt')).toContainText(app.t('table:choice.order.prompt', { player: 'Alice' }));
      await expect(app.choice.locator('.choice-prompt-list')).toBeHidden();
      await expect(app.choice.locator('.order-preview')).toBeHidden();
      await expect(rows.first()).toContainText(app.t('table:choice.order.lastOnStack'));
      // Unscrolled, the first row's handle and buttons are shown, not under the panel's sticky title or confirm row.
      expect(await app.choice.evaluate((el) => el.scrollTop)).toBe(0);
      for (const part of [rows.first().locator('.drag-handle'), rows.first().locator('[data-move="down"]')]) expect(await uncovered(part)).toBe(true);
      await page.screenshot({ path: `test-results/layouts/touch-phone-order-${lang}.png` });
    });

    test(`a rule number in a sentence answers a touch a little above and below its line (${lang})`, async ({ page }) => {
      const app = new StacklabPage(page, lang);
      // The rule of an order choice's prompt (CR 603.3b).
      await app.open(`?lang=${lang}`, 'sandbox/wrath');
      await app.castFromHand('Alice', 'wrath-of-god');
      await app.button('common:controls.resolve').click();
      const rule = app.choice.locator('.choice-prompt button.rule-ref').first();
      await expect(rule).toBeVisible();
      await atRest(page);
      await rule.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const box = (await rule.boundingBox())!;
      expect(box.height).toBeLessThan(24);
      // Hit-tested 4 px outside its box, above and below: still the rule number.
      for (const y of [box.y - 4, box.y + box.height + 4]) {
        const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.className ?? '', [box.x + box.width / 2, y]);
        expect(hit).toContain('rule-ref');
      }
    });

    test(`the header is two lines, and a 320 px phone scrolls no page sideways (${lang})`, async ({ page }) => {
      const app = new StacklabPage(page, lang);
      await app.open();
      // The brand and the language switch share the first line, the four modes the second.
      const header = page.locator('.app-header');
      const brand = (await header.locator('.brand').boundingBox())!;
      const languages = (await page.getByRole('group', { name: app.t('common:language.label') }).boundingBox())!;
      expect(Math.abs(brand.y + brand.height / 2 - (languages.y + languages.height / 2))).toBeLessThan(12);
      const modes = header.getByRole('navigation').getByRole('button');
      const tops = await modes.evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(new Set(tops).size, 'the modes on one line').toBe(1);
      await page.setViewportSize({ width: 320, height: 640 });
      for (const path of ['lessons/lesson-1', 'sandbox/wrath', 'course', 'rulings']) {
        await app.open(`?lang=${lang}`, path);
        await expect(page.locator('.app-header')).toBeVisible();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} at 320 px`).toBeLessThanOrEqual(320);
      }
      await app.open(`?lang=${lang}`, 'lessons/lesson-1');
      await page.screenshot({ path: `test-results/layouts/small-phone-${lang}.png` });
    });
  }
});

// Wide, the header and the turn bar stay at the window's top as the board scrolls, with the side columns right under
// them (no band of bare felt above the columns once the header would have scrolled away); at the page's end the
// columns still reach the window's foot, the footer's line under the board between them; and what the keyboard
// focuses in the board comes into view below the turn bar (WCAG 2.4.11).
for (const lang of ['en', 'fr'] as const) {
  test(`a laptop's board scrolls under the header and the turn bar, which stay in view (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 768 });
    await app.open(`?lang=${lang}`, 'sandbox/big');
    const columns = ['.column-learn', '.column-stack'];
    const underTheBar = async () => {
      const bar = (await page.locator('.turn-bar').boundingBox())!;
      const header = (await page.locator('.app-header').boundingBox())!;
      expect(header.y, 'the header at the top').toBe(0);
      expect(Math.abs(bar.y - header.height), 'the turn bar under the header').toBeLessThan(1);
      for (const column of columns) {
        const box = (await page.locator(column).boundingBox())!;
        const gap = box.y - (bar.y + bar.height);
        expect(gap, `${column} right under the turn bar`).toBeGreaterThanOrEqual(0);
        expect(gap, `${column} right under the turn bar`).toBeLessThan(20);
        expect(Math.round(box.y + box.height), `${column} down to the window's foot`).toBe(768);
      }
      return bar;
    };
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const bar = await underTheBar();
    // Scrolled to the page's end: the same, and the footer's line is shown under the board, clear of both columns.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY + innerHeight >= document.documentElement.scrollHeight - 1)).toBe(true);
    await underTheBar();
    const edition = page.getByTestId('cr-edition');
    await expect(edition).toBeInViewport({ ratio: 1 });
    const text = (await edition.boundingBox())!;
    for (const column of columns) {
      const box = (await page.locator(column).boundingBox())!;
      expect(text.x + text.width <= box.x || text.x >= box.x + box.width, `the footer's line clear of ${column}`).toBe(true);
    }
    await page.screenshot({ path: `test-results/layouts/laptop-scrolled-end-${lang}.png` });
    // A button near the top of the board, scrolled out of view above, comes back below the turn bar when focused.
    const menu = page.locator('.player-area.top .menu-button').first();
    await menu.focus();
    await expect(menu).toBeFocused();
    const shown = (await menu.boundingBox())!;
    expect(shown.y - (bar.y + bar.height), 'the focused button below the turn bar').toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: `test-results/layouts/laptop-scrolled-${lang}.png` });
  });
}
