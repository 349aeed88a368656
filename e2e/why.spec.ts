// "Why did (or didn't) it trigger?", in both languages: on a Boros Guildgate that entered tapped (lesson 13),
// asked from its menu; on a Blood Artist in the graveyard after a Wrath of God, asked from its menu and from
// a log line's "why?" button. Each answer names its rules as RuleRefs (one opens the rule panel), axe finds
// no violation on the panel, Escape gives focus back, and screenshots are kept.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { StacklabPage } from './pages/stacklab-page';
import { atRest } from './pages/axe';

async function expectNoAxeViolations(page: Page) {
  await atRest(page);
  const { violations } = await new AxeBuilder({ page }).include('#why-panel').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const lang of ['en', 'fr'] as const) {
  test(`why didn't it trigger? on a Boros Guildgate that entered tapped (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const app = new StacklabPage(page, lang);
    await app.open(`?lang=${lang}`, 'lessons/lesson-13/gate');
    await app.castFromHand('Alice', 'boros-guildgate');
    const gate = app.zone('battlefield', 'Alice').locator('.permanent').filter({ hasText: app.card('boros-guildgate') });
    const menu = gate.getByLabel(app.t('common:card.actionsFor', { card: app.card('boros-guildgate') })).first();
    await menu.click();
    await page.getByRole('button', { name: app.t('why:menu'), exact: true }).click();

    const panel = page.getByRole('dialog', { name: app.t('why:titleNone', { card: app.card('boros-guildgate') }), exact: true });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading')).toBeFocused();
    const about = { about: app.card('boros-guildgate') };
    await expect(panel.locator('[data-code="staticEnters"]')).toContainText(app.t('why:reason.staticEnters', { ...about, detail: app.t('why:enters.tapped') }));
    await expect(panel.locator('[data-code="enteredTapped"]')).toContainText(app.t('why:reason.enteredTappedSelf', about));
    for (const rule of ['603.6d', '603.2e']) await expect(panel.locator(`button.rule-ref[data-rule="${rule}"]`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.mouse.move(1, 1);
    await page.screenshot({ path: `test-results/why-guildgate-${lang}.png`, animations: 'disabled' });

    // A rule number opens the rule panel; Escape closes it, then the why panel, and focus is back on the menu.
    await panel.locator('button.rule-ref[data-rule="603.2e"]').click();
    const rulePanel = page.getByRole('dialog', { name: app.t('common:log.rule', { rule: '603.2e' }), exact: true });
    await expect(rulePanel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(rulePanel).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(gate.locator('.menu-button').first()).toBeFocused();
  });

  test(`why did it trigger? on a Blood Artist after a Wrath of God (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const app = new StacklabPage(page, lang);
    await app.open();
    await app.button('common:mode.sandbox').click();
    await app.castFromHand('Alice', 'wrath-of-god');
    await app.button('common:controls.resolve').click();
    await expect(app.choice).toBeVisible();

    // Blood Artist is in Alice's graveyard now: its card's menu asks why.
    const graveyard = app.zone('graveyard', 'Alice');
    await graveyard.getByLabel(app.t('common:card.actionsFor', { card: app.card('blood-artist') })).first().click();
    await graveyard.getByRole('button', { name: app.t('why:menu'), exact: true }).click();
    const panel = page.getByRole('dialog', { name: app.t('why:titleDid', { card: app.card('blood-artist') }), exact: true });
    await expect(panel).toBeVisible();
    const looked = panel.locator('[data-code="lookedBack"]');
    // Alice's Blood Artist saw every creature die, itself included: three creatures on the wrath board, one line
    // that names the three, not the same sentence three times.
    await expect(looked).toHaveCount(1);
    await expect(looked).toContainText(app.t('why:reason.lookedBack', { source: app.card('blood-artist') }));
    for (const card of ['blood-artist', 'kalastria-highborn', 'grizzly-bears']) await expect(looked.locator('.why-about')).toContainText(app.card(card));
    await expect(looked.first().locator('button.rule-ref[data-rule="603.10a"]')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.mouse.move(1, 1);
    await page.screenshot({ path: `test-results/why-blood-artist-${lang}.png`, animations: 'disabled' });
    await panel.getByRole('button', { name: app.t('common:rulePanel.close') }).click();
    await expect(panel).toBeHidden();

    // The log's first line, the game being set up, has nothing to ask "why?" about: no button.
    await expect(app.log.locator('li[data-event="gameStarted"] button.why-button')).toHaveCount(0);

    // The same from the log: the "why?" button of the first "triggered" line.
    const line = app.log.locator('li[data-event="triggered"]').first();
    const number = Number(await line.evaluate((li) => [...li.parentElement!.children].indexOf(li) + Number((li.parentElement as HTMLOListElement).start)));
    await line.getByRole('button', { name: app.t('why:lineButtonLabel', { number }), exact: true }).click();
    const linePanel = page.getByRole('dialog', { name: app.t('why:titleLine', { number }), exact: true });
    await expect(linePanel).toBeVisible();
    await expect(linePanel.locator('.why-reason')).toHaveCount(1);
    await expect(linePanel.locator('.why-reason button.rule-ref')).toHaveAttribute('data-rule', /^603\./);
    await expectNoAxeViolations(page);
    await page.mouse.move(1, 1);
    await page.screenshot({ path: `test-results/why-log-line-${lang}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await expect(linePanel).toBeHidden();
  });
}
