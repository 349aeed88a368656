// The sandbox: Wrath of God, every death seen at once, trigger ordering, targets, optional costs,
// and the teacher's menu. Ends with screenshots of the board in both languages.
import { expect, test } from '@playwright/test';
import { StacklabPage } from './pages/stacklab-page';

test('Wrath of God: order the triggers, choose targets, pay or not, and see the life totals move', async ({ page }) => {
  const app = new StacklabPage(page, 'en');
  await app.open();
  await app.button('common:mode.sandbox').click();
  await expect(page.getByRole('region', { name: app.t('common:sandbox.region'), exact: true })).toBeVisible();

  await app.castFromHand('Alice', 'wrath-of-god');
  await expect(app.stack.getByRole('listitem').first()).toContainText(app.card('wrath-of-god'));
  await app.button('common:controls.resolve').click();

  // Every creature died at once: Alice's five triggers wait, and she orders them (CR 603.3b).
  const waiting = page.getByRole('region', { name: app.t('common:pendingTriggers.title'), exact: true });
  await expect(waiting.getByRole('listitem')).toHaveCount(5);
  await expect(app.choice).toContainText('603.3b');
  const order = app.choice.getByRole('listitem');
  const firstBefore = await order.first().textContent();
  await app.choice.getByRole('button', { name: /down|Descendre/ }).first().click();
  await expect(order.nth(1)).toContainText(firstBefore?.replace(/^1\.\s*/, '').split(' — ')[0] ?? '');

  await app.screenshot('test-results/sandbox-order-en.png');

  await app.choice.getByRole('button', { name: app.t('table:choice.order.confirm'), exact: true }).click();

  // Then each ability needs a target as it goes on the stack: always Bob.
  for (let i = 0; i < 5; i++) {
    await expect(app.choice).toBeVisible();
    await app.choice.getByRole('button', { name: 'Bob', exact: true }).click();
  }
  await expect(app.stack.getByRole('listitem')).toHaveCount(5);
  await expect(waiting.getByRole('listitem')).toHaveCount(0);

  // Resolve them all, paying for Kalastria Highborn when asked.
  for (let i = 0; i < 20 && (await app.stack.getByRole('listitem').count()) > 0; i++) {
    if (await app.choice.isVisible()) await app.choice.getByRole('button', { name: app.t('table:choice.pay.yes'), exact: true }).click();
    else await app.button('common:controls.resolve').click();
  }
  await expect(app.stack.getByText(app.t('common:stack.empty'))).toBeVisible();
  // 3 Blood Artist triggers (-1 each) and 2 paid Highborn triggers (-2 each).
  await expect(app.life('bob')).toHaveText('13');
  await expect(app.life('alice')).toHaveText('27');
});

test('the teacher menu: destroying a land makes Dingus Egg trigger', async ({ page }) => {
  const app = new StacklabPage(page, 'en');
  await app.open();
  await app.button('common:mode.sandbox').click();
  const forest = app.zone('battlefield', 'Bob').getByRole('article', { name: app.card('forest') });
  await forest.getByLabel(app.t('common:card.actionsFor', { card: app.card('forest') })).first().click();
  await forest.getByRole('button', { name: app.t('common:card.destroy'), exact: true }).click();
  await expect(app.zone('graveyard', 'Bob')).toContainText(app.card('forest'));
  await expect(app.stack.getByRole('listitem').first()).toContainText(app.card('dingus-egg'));
  await app.button('common:controls.resolve').click();
  await expect(app.life('bob')).toHaveText('18');

  // Tap, then untap, through the same menu.
  const egg = app.zone('battlefield', 'Bob').getByRole('article', { name: app.card('dingus-egg') });
  await egg.getByLabel(app.t('common:card.actionsFor', { card: app.card('dingus-egg') })).first().click();
  await egg.getByRole('button', { name: app.t('common:card.tap'), exact: true }).click();
  await expect(egg).toHaveAttribute('data-tapped', 'true');
});

for (const lang of ['en', 'fr'] as const) {
  test(`screenshot of the board (${lang})`, async ({ page }, testInfo) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open();
    await app.button('common:mode.sandbox').click();
    // A tapped permanent, to see it turned sideways.
    const egg = app.zone('battlefield', 'Bob').getByRole('article', { name: app.card('dingus-egg') });
    await egg.getByLabel(app.t('common:card.actionsFor', { card: app.card('dingus-egg') })).first().click();
    await egg.getByRole('button', { name: app.t('common:card.tap'), exact: true }).click();
    await expect(egg).toHaveAttribute('data-tapped', 'true');
    await app.castFromHand('Alice', 'wrath-of-god');
    await app.button('common:controls.resolve').click();
    await app.choice.getByRole('button', { name: app.t('table:choice.order.confirm'), exact: true }).click();
    await app.choice.getByRole('button', { name: 'Bob', exact: true }).click();
    await app.choice.getByRole('button', { name: 'Bob', exact: true }).click();
    await expect(app.stack.getByRole('listitem')).toHaveCount(2);
    const path = `test-results/board-${lang}.png`;
    await app.screenshot(path);
    await testInfo.attach(`board-${lang}`, { path, contentType: 'image/png' });

    // The narrow layout (1024px) as well.
    await page.setViewportSize({ width: 1024, height: 768 });
    const narrow = `test-results/board-${lang}-1024.png`;
    await app.screenshot(narrow);
    await testInfo.attach(`board-${lang}-1024`, { path: narrow, contentType: 'image/png' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
