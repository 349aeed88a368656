// Combat in the sandbox: declaring attackers and blockers through the combat panel, in both languages.
import { expect, test } from '@playwright/test';
import { StacklabPage } from './pages/stacklab-page';

for (const lang of ['en', 'fr'] as const) {
  test(`declare an attacker and a blocker; both creatures die in combat (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open();
    await app.button('common:mode.sandbox').click();
    const combat = page.getByRole('region', { name: app.t('common:combat.title'), exact: true });
    await expect(combat).toBeVisible();

    // alice attacks with Kalastria Highborn.
    await combat.getByRole('checkbox', { name: app.card('kalastria-highborn') }).check();
    await combat.getByRole('button', { name: app.t('common:combat.declareAttackers'), exact: true }).click();
    const highborn = app.zone('battlefield', 'Alice').getByRole('article', { name: app.card('kalastria-highborn') });
    await expect(highborn).toHaveAttribute('data-tapped', 'true');

    // bob blocks it with his Grizzly Bears.
    await expect(combat.getByRole('button', { name: app.t('common:combat.noBlockers'), exact: true })).toBeVisible();
    await combat.getByRole('combobox').first().selectOption({ label: app.t('common:combat.blocks', { card: app.card('kalastria-highborn') }) });
    await app.screenshot(`test-results/combat-block-${lang}.png`);
    await combat.getByRole('button', { name: app.t('common:combat.declareBlockers'), exact: true }).click();

    // On to combat damage: 2 damage each way, both die, and the dies triggers wait to be ordered.
    await app.button('common:controls.next').click();
    await expect(app.zone('graveyard', 'Alice')).toContainText(app.card('kalastria-highborn'));
    await expect(app.zone('graveyard', 'Bob')).toContainText(app.card('grizzly-bears'));
    await expect(app.choice).toBeVisible();
  });
}
