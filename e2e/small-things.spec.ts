// Small things users noticed, in both languages: the combat form only when combat comes next, "deciding"
// instead of "has priority" while a choice is answered, card menus closing on an outside click, log numbers
// past 99 shown whole, the error message kept off the bottom player's hand, a card's menu kept on a phone's screen, and no empty text box on a card without rules text.
import { expect, test } from '@playwright/test';
import { StacklabPage } from './pages/stacklab-page';

async function openSandbox(app: StacklabPage, board?: string) {
  await app.button('common:mode.sandbox').click();
  if (board) await app.page.locator('.sandbox-board select').selectOption(board);
}

for (const lang of ['en', 'fr'] as const) {
  test(`the combat form shows only when combat comes next (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open();
    await openSandbox(app);
    const combat = page.getByRole('region', { name: app.t('common:combat.title'), exact: true });
    // Alice's precombat main phase: combat is next, her creatures may attack.
    await expect(combat).toBeVisible();
    // The form comes before the stack while the stack is empty, after it while a creature spell waits there (a
    // declaration would resolve it first).
    const stack = page.getByRole('region', { name: app.t('common:stack.title'), exact: true });
    const before = async () => combat.evaluate((form, zone) => Boolean(form.compareDocumentPosition(zone) & Node.DOCUMENT_POSITION_FOLLOWING), await stack.elementHandle());
    expect(await before()).toBe(true);
    await app.castFromHand('Alice', 'grizzly-bears');
    await expect(stack.getByRole('listitem')).toHaveCount(1);
    await expect(combat).toBeVisible();
    expect(await before()).toBe(false);
    await app.button('common:controls.undo').click();
    await expect(stack.getByRole('listitem')).toHaveCount(0);
    expect(await before()).toBe(true);
    // On to Bob's upkeep: his Grizzly Bears could attack later this turn, but no form in the upkeep.
    const step = page.getByTestId('current-step');
    for (let i = 0; i < 20 && (await step.textContent()) !== app.t('common:steps.upkeep'); i++) {
      await app.button('common:controls.next').click();
    }
    await expect(step).toHaveText(app.t('common:steps.upkeep'));
    await expect(page.getByTestId('priority')).toBeVisible();
    await expect(combat).toHaveCount(0);
    await app.screenshot(`test-results/small-things-upkeep-${lang}.png`);
    // Bob's draw step: still none; his main phase: the form is back.
    await app.button('common:controls.next').click();
    await expect(step).toHaveText(app.t('common:steps.draw'));
    await expect(combat).toHaveCount(0);
    await app.button('common:controls.next').click();
    await expect(step).toHaveText(app.t('common:steps.main1'));
    await expect(combat).toBeVisible();
  });

  test(`a lesson that is not about combat leaves the combat form out (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    // Lesson 1 opens in Alice's precombat main phase; her Soul's Attendant may attack, but nothing asks it to.
    await app.open(`?lang=${lang}`, 'lessons/lesson-1');
    await expect(page.getByTestId('priority')).toHaveText(app.t('common:turn.priority', { player: 'Alice' }));
    await expect(page.getByRole('region', { name: app.t('common:combat.title'), exact: true })).toHaveCount(0);
  });

  test(`a card with no rules text shows no empty text box, its power and toughness at its foot (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open(`?lang=${lang}`, 'sandbox/wrath');
    const battlefield = app.zone('battlefield', 'Bob');
    const bears = battlefield.getByRole('article', { name: app.card('grizzly-bears') }).locator('.card-face');
    const egg = battlefield.getByRole('article', { name: app.card('dingus-egg') }).locator('.card-face');
    await expect(egg.locator('.card-text')).toBeVisible();
    await expect(bears.locator('.card-text')).toHaveCount(0);
    const [face, pt] = [(await bears.boundingBox())!, (await bears.locator('.card-pt').boundingBox())!];
    expect(face.y + face.height - (pt.y + pt.height)).toBeLessThan(12);
  });

  test(`on a laptop the stack stays in view while the board is scrolled to the bottom hand (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 768 });
    await app.open(`?lang=${lang}`, 'sandbox/wrath');
    await app.castFromHand('Alice', 'wrath-of-god');
    // The hand is at the board's foot: the page has scrolled to it, and the stack column came along.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const stack = page.getByRole('region', { name: app.t('common:stack.title'), exact: true });
    await expect(stack.getByRole('listitem')).toHaveCount(1);
    const inView = async () => {
      const box = await stack.getByRole('listitem').boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 768;
    };
    await expect.poll(inView, { message: 'the spell on the stack, in the window' }).toBe(true);
    // And the controls under it, at the window's foot.
    const resolve = (await app.button('common:controls.resolve').boundingBox())!;
    expect(resolve.y + resolve.height).toBeLessThanOrEqual(768);
    await page.screenshot({ path: `test-results/small-things-stack-in-view-${lang}.png` });
  });

  test(`a target choice says which of several waiting abilities it is for, and the tray marks that one (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open(`?lang=${lang}`, 'sandbox/wrath');
    await app.castFromHand('Alice', 'wrath-of-god');
    await app.button('common:controls.resolve').click();
    await app.choice.getByRole('button', { name: app.t('table:choice.order.confirm'), exact: true }).click();
    // Three Blood Artist abilities and two Kalastria Highborn ones waited; the first to target is named by its cause.
    await expect(app.choice.getByRole('button', { name: 'Bob', exact: true })).toBeVisible();
    const prompt = app.choice.locator('.choice-prompt');
    await expect(prompt).toContainText(app.t('table:choice.order.causedBy', { causes: '' }).trim());
    const tray = page.getByRole('region', { name: app.t('common:pendingTriggers.title'), exact: true });
    const marked = tray.locator('li.is-targeting');
    await expect(marked).toHaveCount(1);
    await expect(marked).toContainText(app.t('common:pendingTriggers.targeting'));
    // The marked row's cause is the one the prompt names.
    const cause = (await marked.locator('.trigger-cause').textContent())!;
    await expect(prompt).toContainText(cause);
    await page.screenshot({ path: `test-results/small-things-target-${lang}.png` });
  });

  test(`a card's menu opened near the right edge of a phone stays on the screen (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 390, height: 844 });
    await app.open(`?lang=${lang}`, 'sandbox/wrath');
    const egg = app.zone('battlefield', 'Bob').getByRole('article', { name: app.card('dingus-egg') });
    await egg.getByRole('button', { name: app.t('common:card.actionsFor', { card: app.card('dingus-egg') }), exact: true }).click();
    const panel = egg.locator('.menu-panel');
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app.screenshot(`test-results/small-things-menu-390-${lang}.png`);
  });

  test(`"deciding" instead of "has priority" while a choice is answered; menus close on an outside click (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open();
    await openSandbox(app);
    const badges = (cls: string) => page.locator(`.player-header .${cls}`);
    await expect(badges('badge-priority')).toHaveCount(1);
    await expect(badges('badge-deciding')).toHaveCount(0);

    // A permanent's menu: open, then closed by a click on the turn bar.
    const menu = app.zone('battlefield', 'Alice').locator('.action-menu').first();
    await menu.locator('.menu-button').click();
    await expect(menu).toHaveAttribute('data-open', '');
    await expect(menu.locator('.menu-panel')).toBeVisible();
    await page.getByRole('region', { name: app.t('common:turn.region'), exact: true }).click({ position: { x: 5, y: 5 } });
    await expect(menu).not.toHaveAttribute('data-open', '');
    // A click inside the open menu's panel (not on a button) keeps it open.
    await menu.locator('.menu-button').click();
    await menu.locator('.menu-panel').click({ position: { x: 2, y: 2 } });
    await expect(menu).toHaveAttribute('data-open', '');
    // Escape still closes it (from within the menu).
    await menu.locator('.menu-panel button').first().focus();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('data-open', '');

    // A menu whose button sits at the window's foot opens above it: all of its items are on the screen.
    const low = app.zone('hand', 'Alice').locator('.action-menu').last();
    const button = low.locator('.menu-button');
    await button.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 4));
    expect((await button.boundingBox())!.y).toBeGreaterThan(900 - 40);
    await button.click();
    const panel = low.locator('.menu-panel');
    await expect(panel).toBeVisible();
    await expect(panel.locator('button').last()).toBeInViewport({ ratio: 1 });
    const [panelBox, buttonBox] = [(await panel.boundingBox())!, (await button.boundingBox())!];
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(buttonBox.y);
    await page.screenshot({ path: `test-results/menu-opens-up-${lang}.png` });
    await page.keyboard.press('Escape');
    await expect(low).not.toHaveAttribute('data-open', '');
    await page.evaluate(() => window.scrollTo(0, 0));

    // Wrath of God resolves: the dies triggers wait for an order, and whoever decides is shown deciding.
    await app.castFromHand('Alice', 'wrath-of-god');
    await app.button('common:controls.resolve').click();
    await expect(app.choice).toBeVisible();
    await expect(badges('badge-priority')).toHaveCount(0);
    await expect(badges('badge-deciding')).toHaveCount(1);
    await expect(badges('badge-deciding')).toHaveText(app.t('common:player.deciding'));
    await app.screenshot(`test-results/small-things-deciding-${lang}.png`);
  });

  test(`on a laptop a long lesson step keeps its buttons in the window (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 768 });
    await app.open(`?lang=${lang}`, 'lessons/lesson-1');
    // The lesson, its log and its timeline run below the window: the step's buttons stay at the column's foot.
    const next = app.lesson.getByRole('button', { name: app.t('common:lesson.next'), exact: true });
    await expect(next).toBeInViewport({ ratio: 1 });
    expect(await app.lesson.evaluate((panel) => { const column = panel.closest('.column-learn')!; return column.scrollHeight > column.clientHeight; })).toBe(true);
    // Scrolled down the page, the column (and the buttons) came along.
    await page.mouse.move(683, 500);
    await page.mouse.wheel(0, 500);
    await expect(next).toBeInViewport({ ratio: 1 });
  });

  test(`Next at the foot of a long step shows the new step from its title (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 768 });
    await app.open(`?lang=${lang}`, 'lessons/lesson-1');
    const next = app.lesson.getByRole('button', { name: app.t('common:lesson.next'), exact: true });
    // The page scrolled down to Next, below the first step's long text.
    await next.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    const title = app.lesson.locator('.step-title');
    expect((await title.boundingBox())!.y).toBeLessThan(0);
    await next.click();
    await app.expectLessonStep(2, 6);
    await expect(title).toBeInViewport({ ratio: 1 });
    await expect(next).toBeFocused();
  });

  test(`log numbers past 99 are shown whole (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open();
    await openSandbox(app, 'many');
    await app.castFromHand('Alice', 'armageddon');
    await app.button('common:controls.resolve').click();
    await app.button('common:controls.auto').click();
    const lines = app.log.locator('li.log-line');
    await expect.poll(() => lines.count()).toBeGreaterThanOrEqual(100);
    const list = app.log.locator('ol.log-list');
    // Each line's left padding holds the widest number the list shows, as its numbers are drawn.
    const fits = await list.evaluate((ol) => {
      const items = ol.querySelectorAll('li');
      const last = (ol as HTMLOListElement).start + items.length - 1;
      const line = items[items.length - 1]!;
      const number = getComputedStyle(line, '::before');
      const probe = document.createElement('span');
      probe.style.font = `${number.fontWeight} ${number.fontSize} ${getComputedStyle(ol).fontFamily}`;
      probe.style.fontVariantNumeric = 'tabular-nums';
      probe.style.whiteSpace = 'pre';
      probe.textContent = `${last}. `;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return { last, width, padding: parseFloat(getComputedStyle(line).paddingLeft), shown: number.content };
    });
    expect(fits.shown).toBe('counter(list-item) "."');
    expect(fits.last).toBeGreaterThan(99);
    expect(fits.width).toBeLessThanOrEqual(fits.padding);
    await app.log.screenshot({ path: `test-results/small-things-log-${lang}.png` });
  });

  for (const size of [
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    test(`the error message never covers the bottom hand at ${size.width}×${size.height} (${lang})`, async ({ page }) => {
      const app = new StacklabPage(page, lang);
      await page.setViewportSize(size);
      await app.open();
      await openSandbox(app);
      // Bob's card while Alice has priority: refused.
      const hand = app.zone('hand', 'Alice');
      await hand.scrollIntoViewIfNeeded();
      await app.zone('hand', 'Bob').getByRole('button', { name: app.card('souls-attendant'), exact: true }).click();
      await expect(app.alert).toContainText(app.t('common:error.title'));
      await hand.scrollIntoViewIfNeeded();
      // (Polled: the message follows the header's scrolling on the scroll event, a frame after it.)
      await expect
        .poll(async () => {
          const [alert, cards] = [await app.alert.boundingBox(), await hand.boundingBox()];
          if (!alert || !cards) throw new Error('no boxes');
          return alert.x < cards.x + cards.width && cards.x < alert.x + alert.width && alert.y < cards.y + cards.height && cards.y < alert.y + alert.height;
        }, { message: 'the message over the hand' })
        .toBe(false);
      await page.screenshot({ path: `test-results/small-things-error-${size.width}-${lang}.png` });
      await app.alert.getByRole('button', { name: app.t('common:error.dismiss'), exact: true }).click();

      // Refused with the page at its top: the message opens below the header, its navigation left clear.
      await page.evaluate(() => window.scrollTo(0, 0));
      await app.zone('hand', 'Bob').getByRole('button', { name: app.card('souls-attendant'), exact: true }).click();
      await expect(app.alert).toContainText(app.t('common:error.title'));
      const header = (await page.locator('.app-header').boundingBox())!;
      await expect.poll(async () => (await app.alert.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
      await page.screenshot({ path: `test-results/small-things-error-top-${size.width}-${lang}.png`, animations: 'disabled' });
    });
  }
}
