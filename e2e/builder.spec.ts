// The board builder and its card catalogue, in both languages: a board of three players built from the catalogue
// with the keyboard only, started, then a simultaneous destroy (CR 603.2c) whose triggers are checked; the
// catalogue finds a card by its name in the other language and by a rule number; a refused board keeps the
// builder open with the engine's error; axe finds nothing in the builder. Screenshots go to test-results/.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Lang } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';
import { atRest } from './pages/axe';

async function press(target: Locator, key: string) {
  await target.focus();
  await target.press(key);
}

async function openBuilder(app: StacklabPage): Promise<Locator> {
  await app.page.setViewportSize({ width: 1366, height: 900 });
  await app.open();
  await press(app.button('common:mode.sandbox'), 'Enter');
  await press(app.button('builder:open'), 'Enter');
  const dialog = app.page.getByRole('dialog', { name: app.t('builder:title'), exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chooses an option of a <select> with the arrow keys, until it shows `text`. */
async function choose(page: Page, select: Locator, text: string) {
  await select.focus();
  for (let i = 0; i < 8 && (await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)) !== text; i++) await page.keyboard.press('ArrowDown');
  await expect(select.locator('option:checked')).toHaveText(text);
}

/** Types a search and presses Enter: the first card found is added to the chosen player and zone. */
async function addByKeyboard(app: StacklabPage, dialog: Locator, query: string, cardId: string) {
  const search = dialog.getByRole('searchbox', { name: app.t('builder:search'), exact: true });
  await search.focus();
  await search.fill('');
  await app.page.keyboard.type(query);
  await expect(dialog.locator('.catalogue-card').first()).toHaveAttribute('data-card', cardId);
  await app.page.keyboard.press('Enter');
}

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  test(`on a phone the builder is one column: no field cut off, the launch button in view (${lang})`, async ({ page }, testInfo) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 390, height: 844 });
    await app.open();
    await app.button('common:mode.sandbox').click();
    const learn = page.getByRole('tab', { name: app.t('common:layout.learnSandbox') });
    if ((await learn.count()) > 0) await learn.click();
    await app.button('builder:open').click();
    const dialog = page.getByRole('dialog', { name: app.t('builder:title'), exact: true });
    await expect(dialog).toBeVisible();
    await atRest(page);
    await page.screenshot({ path: testInfo.outputPath(`builder-phone-${lang}.png`) });
    const box = (await dialog.boundingBox())!;
    // Every field of the first column ends inside the dialog (the step's select and the free mana note were cut).
    const fields = dialog.locator('.builder-left').locator('input, select, label');
    for (let i = 0; i < (await fields.count()); i++) {
      const field = fields.nth(i);
      if (!(await field.isVisible())) continue;
      const f = (await field.boundingBox())!;
      expect(f.x + f.width, await field.evaluate((el) => el.outerHTML.slice(0, 80))).toBeLessThanOrEqual(box.x + box.width);
    }
    // The board column comes below the first one, and the launch button stays at the dialog's foot.
    const left = (await dialog.locator('.builder-left').boundingBox())!;
    const board = (await dialog.locator('.builder-board').boundingBox())!;
    expect(board.y).toBeGreaterThanOrEqual(left.y + left.height - 1);
    await expect(dialog.locator('.builder-foot button.primary')).toBeInViewport();
  });

  test(`a player's name typed with an accent becomes the name without it, as the field says first (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    const dialog = await openBuilder(app);
    const field = dialog.getByRole('textbox', { name: app.t('builder:playerId', { n: 2 }), exact: true });
    await field.fill('Zoé');
    await expect(field).toHaveAccessibleDescription(app.t('builder:playerIdAs', { id: 'Zoe' }));
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await field.press('Tab');
    await expect(dialog.getByRole('textbox', { name: app.t('builder:playerId', { n: 2 }), exact: true })).toHaveValue('Zoe');
    await expect(dialog.getByRole('combobox', { name: app.t('builder:addTo'), exact: true }).getByRole('option', { name: 'Zoe', exact: true })).toHaveCount(1);
    // A name no id can come from is refused, and the field says why.
    const again = dialog.getByRole('textbox', { name: app.t('builder:playerId', { n: 2 }), exact: true });
    await again.fill('2 Zoé');
    await expect(again).toHaveAccessibleDescription(app.t('builder:playerIdRule'));
    await expect(again).toHaveAttribute('aria-invalid', 'true');
  });

  test(`builds a board of three players by keyboard, starts it and destroys several permanents together (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    const dialog = await openBuilder(app);
    await press(dialog.getByRole('button', { name: app.t('builder:addPlayer'), exact: true }), 'Enter');
    await expect(dialog.getByRole('button', { name: app.t('builder:addPlayer'), exact: true })).toBeEnabled();
    const player = dialog.getByRole('combobox', { name: app.t('builder:addTo'), exact: true });

    // Alice: Blood Artist (searched by its English name in both languages). Bob: Kalastria Highborn and
    // Grizzly Bears. Carol: Grizzly Bears and, in her hand, a Wrath of God found by its rule.
    await addByKeyboard(app, dialog, 'blood artist', 'blood-artist');
    await choose(page, player, 'Bob');
    await addByKeyboard(app, dialog, app.card('kalastria-highborn'), 'kalastria-highborn');
    await addByKeyboard(app, dialog, app.card('grizzly-bears'), 'grizzly-bears');
    await choose(page, player, 'Carol');
    await addByKeyboard(app, dialog, app.card('grizzly-bears'), 'grizzly-bears');
    await expect(dialog.getByRole('heading', { name: app.t('builder:board_other', { count: 4 }), exact: true })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(
      app.t('builder:added', { card: app.card('grizzly-bears'), player: 'Carol', zone: app.t('builder:zones.battlefield') }),
    );
    await app.screenshot(`test-results/builder-three-players-${lang}.png`);
    await atRest(page);
    const { violations } = await new AxeBuilder({ page }).include('.builder-dialog').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

    await press(dialog.getByRole('button', { name: app.t('builder:start'), exact: true }), 'Enter');
    await expect(dialog).toBeHidden();
    await expect(app.zone('battlefield', 'Carol').getByRole('article', { name: app.card('grizzly-bears') })).toBeVisible();
    await expect(page).toHaveURL(/\/sandbox\/custom/);

    // Select Bob's two creatures and Carol's Bears from their menus, then destroy them together (CR 603.2c).
    const select = async (zone: Locator, cardId: string) => {
      const label = app.t('common:card.actionsFor', { card: app.card(cardId) });
      await press(zone.locator(`button.menu-button[aria-label="${label}"]`).first(), 'Enter');
      await press(zone.getByRole('group', { name: label, exact: true }).getByRole('button', { name: app.t('common:card.select'), exact: true }), 'Enter');
    };
    await select(app.zone('battlefield', 'Bob'), 'kalastria-highborn');
    await select(app.zone('battlefield', 'Bob'), 'grizzly-bears');
    await select(app.zone('battlefield', 'Carol'), 'grizzly-bears');
    const bar = page.getByRole('region', { name: app.t('common:selection.region'), exact: true });
    await expect(bar).toContainText(app.t('common:selection.count_other', { count: 3 }));
    await press(bar.getByRole('button', { name: app.t('common:selection.destroy'), exact: true }), 'Enter');

    // One event: three creatures died together; Blood Artist sees each (three triggers), the Highborn sees
    // itself die (603.10a): four triggers.
    await expect(app.zone('battlefield', 'Bob').getByRole('article')).toHaveCount(0);
    await expect(app.log.locator('[data-event="destroyed"], [data-event="dies"]').first()).toBeVisible();
    await expect(app.log.locator('[data-event="triggered"]')).toHaveCount(4);
    await app.screenshot(`test-results/builder-destroy-together-${lang}.png`);
  });

  test(`the builder asked for again before the late close event of Escape stays open (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    const dialog = await openBuilder(app);
    // Closed as Escape closes it, and asked for again before its close event (which comes a task later): under
    // load, the click can be handled first.
    await page.evaluate((name) => {
      document.querySelector<HTMLDialogElement>('dialog.builder-dialog')?.close();
      [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name)?.click();
    }, app.t('builder:open'));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test(`the catalogue finds a card by its name in the other language and by a rule number (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    const dialog = await openBuilder(app);
    const search = dialog.getByRole('searchbox', { name: app.t('builder:search'), exact: true });
    await search.fill(lang === 'fr' ? 'Attendant' : 'Suivante');
    const first = dialog.locator('.catalogue-card').first();
    await expect(first).toHaveAttribute('data-card', 'souls-attendant');
    await expect(first).toContainText(app.card('souls-attendant'));
    // Its trigger condition is set apart from what it does.
    const text = app.t('cards:souls-attendant.text');
    await expect(first.locator('.catalogue-condition')).toHaveText(text.slice(0, text.indexOf(',') + 1));
    await expect(first.locator('.catalogue-condition')).toHaveText(lang === 'fr' ? /^À chaque fois/ : /^Whenever/);
    await search.fill('603.6d');
    await expect(dialog.locator('.catalogue-card[data-card="clone"]')).toBeVisible();
    await expect(dialog.locator('.catalogue-card[data-card="grizzly-bears"]')).toHaveCount(0);
    await search.fill('persist');
    await expect(dialog.locator('.catalogue-card').first()).toHaveAttribute('data-card', 'murderous-redcap');
    await app.screenshot(`test-results/builder-catalogue-${lang}.png`);
    await atRest(page);
    const { violations } = await new AxeBuilder({ page }).include('.builder-dialog').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });

  test(`a board the engine refuses keeps the builder open with its error and the draft (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    const dialog = await openBuilder(app);
    const search = dialog.getByRole('searchbox', { name: app.t('builder:search'), exact: true });
    await search.fill('clone');
    await search.press('Enter');
    await search.press('Enter');
    // Each Clone a copy of the other: no card to copy in the end (a loop).
    const clone = app.card('clone');
    for (const [label, other] of [
      ['clone', 'clone-2'],
      ['clone-2', 'clone'],
    ] as const) {
      await dialog.getByRole('button', { name: app.t('builder:optionsOf', { card: clone, label }), exact: true }).click();
      const editor = dialog.getByRole('group', { name: app.t('builder:optionsOf', { card: clone, label }), exact: true });
      await editor.getByRole('combobox', { name: app.t('builder:copyOf'), exact: true }).selectOption(other);
    }
    await dialog.getByRole('button', { name: app.t('builder:start'), exact: true }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(app.t('builder:refused'));
    await expect(alert).toContainText(app.t('errors:unknownCopyOf', { card: clone, copyOf: 'clone-2', index: 0 }));
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: app.t('builder:board_other', { count: 2 }), exact: true })).toBeVisible();
    await app.screenshot(`test-results/builder-refused-${lang}.png`);
  });

  test(`an instant or a sorcery is never put onto the battlefield, by Enter, its button or a move (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    const dialog = await openBuilder(app);
    const search = dialog.getByRole('searchbox', { name: app.t('builder:search'), exact: true });
    const wrath = app.card('wrath-of-god');
    const refused = app.t('builder:notPermanent', { card: wrath });
    await search.fill('Wrath of God');
    await expect(dialog.locator('.catalogue-card').first()).toHaveAttribute('data-card', 'wrath-of-god');
    await search.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(refused);
    await dialog.getByRole('button', { name: app.t('builder:addCard', { card: wrath, player: 'Alice', zone: app.t('builder:zones.battlefield') }), exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText(refused);
    await expect(dialog.getByRole('heading', { name: app.t(lang === 'fr' ? 'builder:board_one' : 'builder:board_other', { count: 0 }), exact: true })).toBeVisible();
    // In the hand it is added; its options then offer every zone but the battlefield.
    await dialog.getByRole('combobox', { name: app.t('builder:zone'), exact: true }).selectOption('hand');
    await search.press('Enter');
    await expect(dialog.getByRole('heading', { name: app.t('builder:board_one', { count: 1 }), exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: app.t('builder:optionsOf', { card: wrath, label: 'wrath-of-god' }), exact: true }).click();
    const editor = dialog.getByRole('group', { name: app.t('builder:optionsOf', { card: wrath, label: 'wrath-of-god' }), exact: true });
    const zone = editor.getByRole('combobox', { name: app.t('builder:zone'), exact: true });
    await expect(zone.locator('option[value="battlefield"]')).toBeDisabled();
    await expect(zone.locator('option[value="graveyard"]')).toBeEnabled();
  });
}

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  test(`an Aura's row names the card it is enchanting, with its label (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    const dialog = await openBuilder(app);
    await addByKeyboard(app, dialog, app.card('grizzly-bears'), 'grizzly-bears');
    await addByKeyboard(app, dialog, app.card('gift-of-immortality'), 'gift-of-immortality');
    const bears = dialog.locator('.builder-card', { hasText: app.card('grizzly-bears') });
    const label = ((await bears.locator('.muted').textContent()) ?? '').replace(/[()]/g, '');
    expect(label).not.toBe('');
    const gift = dialog.locator('.builder-card', { hasText: app.card('gift-of-immortality') });
    await gift.locator('button[aria-expanded]').click();
    await gift.getByRole('combobox', { name: app.t('builder:attachedTo'), exact: true }).selectOption(label);
    await expect(gift.locator('.builder-notes')).toContainText(app.t('builder:on', { card: app.card('grizzly-bears'), label }));
    await app.screenshot(`test-results/builder-aura-${lang}.png`);
  });

  test(`events on demand, then the builder starts from the board as it is now (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open();
    await press(app.button('common:mode.sandbox'), 'Enter');
    // A player loses 1 life (CR 119.3); a +1/+1 counter is put on Bob's Grizzly Bears (CR 122.1).
    const aliceMenu = app.t('common:player.actionsFor', { player: 'Alice' });
    await page.locator(`button.menu-button[aria-label="${aliceMenu}"]`).click();
    await page.getByRole('group', { name: aliceMenu, exact: true }).getByRole('button', { name: app.t('builder:teacherEvents.loseLife'), exact: true }).click();
    await expect(app.life('alice')).toHaveText('19');
    const bears = app.card('grizzly-bears');
    const bearsMenu = app.t('common:card.actionsFor', { card: bears });
    await app.zone('battlefield', 'Bob').locator(`button.menu-button[aria-label="${bearsMenu}"]`).first().click();
    await app
      .zone('battlefield', 'Bob')
      .getByRole('group', { name: bearsMenu, exact: true })
      .getByRole('button', { name: app.t('builder:teacherEvents.addCounter', { kind: '+1/+1' }), exact: true })
      .click();
    await expect(app.log.locator('[data-event="countersChanged"]')).toHaveCount(1);

    await app.button('builder:open').click();
    const dialog = page.getByRole('dialog', { name: app.t('builder:title'), exact: true });
    await dialog.getByRole('button', { name: app.t('builder:current'), exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText(app.t('builder:fromNow'));
    await expect(dialog.getByRole('spinbutton', { name: app.t('builder:lifeOf', { player: 'Alice' }), exact: true })).toHaveValue('19');
    await expect(dialog.getByRole('region', { name: 'Bob', exact: true }).locator('.builder-card', { hasText: bears }).first()).toContainText(app.t('common:card.counter', { kind: '+1/+1', count: 1 }));
    await dialog.getByRole('button', { name: app.t('builder:start'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(app.life('alice')).toHaveText('19');
    await expect(app.zone('battlefield', 'Bob').getByRole('article', { name: bears }).first()).toContainText('3/3');
    await app.screenshot(`test-results/builder-from-now-${lang}.png`);
  });
}

test('adding a card to a board of 100 permanents stays quick (prints the time)', async ({ page }) => {
  const app = new StacklabPage(page, 'en');
  const dialog = await openBuilder(app);
  const search = dialog.getByRole('searchbox', { name: app.t('builder:search'), exact: true });
  await search.fill('forest');
  for (let i = 0; i < 100; i++) await search.press('Enter');
  const heading = (count: number) => dialog.getByRole('heading', { name: app.t('builder:board_other', { count }), exact: true });
  await expect(heading(100)).toBeVisible();
  await page.evaluate(() => {
    const w = window as unknown as { builderChanged?: number };
    new MutationObserver(() => (w.builderChanged ??= performance.now())).observe(document.getElementById('draft-title')!, { childList: true, subtree: true, characterData: true });
  });
  const t0 = await page.evaluate(() => performance.now());
  await search.press('Enter');
  await expect(heading(101)).toBeVisible();
  const ms = (await page.evaluate(() => (window as unknown as { builderChanged: number }).builderChanged)) - t0;
  console.log(`builder: adding a card from the catalogue to a board of 100 permanents took ${ms.toFixed(0)} ms in the browser`);
  expect(ms).toBeLessThan(1000);
  await app.screenshot('test-results/builder-100-permanents.png');
  await atRest(page);
  const { violations } = await new AxeBuilder({ page }).include('.builder-dialog').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
});
