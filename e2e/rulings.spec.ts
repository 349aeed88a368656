// The rulings library, in both languages: filter by rule number, search by a card's name in the other language,
// open a ruling (Enter on its title), read its question and explanation beside the board, play it on; axe finds
// no violation on the library page nor on the opened ruling.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { card, tr } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';
import { atRest } from './pages/axe';

async function expectNoAxeViolation(page: Page) {
  await atRest(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const lang of ['en', 'fr'] as const) {
  const other = lang === 'en' ? 'fr' : 'en';

  test(`the rulings library: filter, search, open a ruling and play it (${lang})`, async ({ page }) => {
    // A long journey with two axe scans, on a machine shared with other work.
    test.setTimeout(180_000);
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open(`?lang=${lang}`, 'course');
    await app.button('common:mode.rulings').click();
    await expect(page).toHaveURL(/\/rulings/);
    await expect(page.getByRole('heading', { name: app.t('common:rulings.title'), level: 2 })).toBeVisible();
    const list = page.locator('.rulings-list');
    const title = (id: string) => list.getByRole('button', { name: app.t(`rulings:${id}.title`), exact: true });
    await expect(title('armageddon-dingus-egg')).toBeVisible();
    const all = await list.getByRole('listitem').count();
    expect(all).toBeGreaterThanOrEqual(30);
    await expectNoAxeViolation(page);
    await app.screenshot(`test-results/rulings-library-${lang}.png`);

    // By rule: "603.10" keeps the rulings citing 603.10a…f, not Armageddon's (603.2c).
    const rule = page.getByRole('searchbox', { name: app.t('common:rulings.filterRule') });
    await rule.fill('603.10');
    await expect(title('ertais-familiar-phases-out')).toBeVisible();
    await expect(title('multanis-presence-countered')).toBeVisible();
    await expect(title('armageddon-dingus-egg')).toHaveCount(0);
    const byRule = await list.getByRole('listitem').count();
    expect(byRule).toBeLessThan(all);
    await expect(page.getByRole('status').filter({ hasText: app.t('common:rulings.count_other', { count: byRule }) })).toBeVisible();
    await app.screenshot(`test-results/rulings-filtered-${lang}.png`);
    await rule.fill('');

    // By card, named in the other language: Soul's Attendant / Suivante de l'âme.
    const search = page.getByRole('searchbox', { name: app.t('common:rulings.searchCard') });
    await search.fill(card(other, 'souls-attendant'));
    await expect(title('souls-attendants-enter-together')).toBeVisible();
    await expect(title('armageddon-dingus-egg')).toHaveCount(0);
    await search.fill('zzz');
    await expect(page.getByRole('status').filter({ hasText: app.t('common:rulings.none') })).toBeVisible();
    await search.fill(card(other, 'blood-artist'));

    // Open one with the keyboard: Wrath of God and two Blood Artists, the abilities already on the stack.
    await title('wrath-two-blood-artists-apnap').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sandbox\/custom/);
    await expect(page.locator('.loading-state')).toHaveCount(0);
    const panel = page.getByRole('region', { name: app.t('common:sandbox.region'), exact: true });
    await expect(panel.getByRole('heading', { name: app.t('rulings:wrath-two-blood-artists-apnap.title') })).toBeVisible();
    await expect(panel.getByText(app.t('rulings:wrath-two-blood-artists-apnap.question'), { exact: true })).toBeVisible();
    // The explanation waits behind a disclosure, so that the question can be asked first.
    const explanation = panel.getByText(app.t('rulings:wrath-two-blood-artists-apnap.explanation'), { exact: true });
    await expect(explanation).toBeHidden();
    await panel.getByText(app.t('common:rulings.showExplanation'), { exact: true }).click();
    await expect(explanation).toBeVisible();
    // Bob's two abilities on top of Alice's two (APNAP): four abilities on the stack.
    await expect(app.stack.getByRole('listitem')).toHaveCount(4);
    await expectNoAxeViolation(page);
    await app.screenshot(`test-results/rulings-opened-${lang}.png`);

    // Play it on: the top ability (Bob's) resolves, Alice loses 1 life and Bob gains 1.
    await app.button('common:controls.resolve').click();
    await expect(app.stack.getByRole('listitem')).toHaveCount(3);
    await expect(app.life('alice')).toContainText('19');
    await expect(app.life('bob')).toContainText('21');
    // The ruling stays beside the board while the teacher plays on; the link leads back to the library.
    await expect(panel.getByText(app.t('rulings:wrath-two-blood-artists-apnap.question'), { exact: true })).toBeVisible();
    await app.screenshot(`test-results/rulings-played-${lang}.png`);
    await panel.getByRole('link', { name: tr(lang, 'common:rulings.back') }).click();
    await expect(page.getByRole('heading', { name: app.t('common:rulings.title'), level: 2 })).toBeVisible();
  });
}
