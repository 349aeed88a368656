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

for (const lang of ['en', 'fr'] as const) {
  test(`three players: choose whom each creature attacks, then divide the damage of a double-blocked attacker (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open();
    await app.button('common:mode.sandbox').click();
    await page.getByRole('combobox', { name: app.t('common:sandbox.board'), exact: true }).selectOption({ label: app.t('common:sandbox.boards.combat') });
    const combat = page.getByRole('region', { name: app.t('common:combat.title'), exact: true });
    await expect(combat).toBeVisible();

    // Felidar Sovereign attacks Bob, Youthful Knight attacks Carol (CR 508.1b).
    const sovereign = app.card('felidar-sovereign');
    // Carol has a Youthful Knight too: the form names Alice's with its controller.
    const knight = `${app.card('youthful-knight')} (Alice)`;
    await combat.getByRole('checkbox', { name: sovereign }).check();
    await combat.getByRole('checkbox', { name: knight }).check();
    await combat.getByRole('combobox', { name: app.t('common:combat.defender', { card: sovereign }), exact: true }).selectOption({ label: app.t('common:combat.attacks', { player: 'Bob' }) });
    await combat.getByRole('combobox', { name: app.t('common:combat.defender', { card: knight }), exact: true }).selectOption({ label: app.t('common:combat.attacks', { player: 'Carol' }) });
    await app.screenshot(`test-results/combat-defenders-${lang}.png`);
    await combat.getByRole('button', { name: app.t('common:combat.declareAttackers'), exact: true }).click();

    // Bob's two Grizzly Bears block the Sovereign; Carol doesn't block.
    const blocksSovereign = { label: app.t('common:combat.blocks', { card: sovereign }) };
    await expect(combat.getByRole('button', { name: app.t('common:combat.noBlockers'), exact: true })).toBeVisible();
    await combat.getByRole('combobox').nth(0).selectOption(blocksSovereign);
    await combat.getByRole('combobox').nth(1).selectOption(blocksSovereign);
    await combat.getByRole('button', { name: app.t('common:combat.declareBlockers'), exact: true }).click();

    // The first-strike damage step: only the Knight deals damage, to Carol (CR 510.4).
    await app.button('common:controls.next').click();
    await expect(page.getByTestId('current-step')).toHaveText(app.t('common:steps.firstStrikeDamage'));
    await expect(app.life('carol')).toHaveText('18');

    // The regular step: Alice divides the Sovereign's 4 damage between the two Bears (CR 510.1c).
    await app.button('common:controls.next').click();
    await expect(app.choice).toBeVisible();
    await expect(app.choice).toContainText('510.1c');
    const bears = app.card('grizzly-bears');
    const first = app.choice.getByRole('spinbutton', { name: app.t('table:choice.damage.input', { target: app.t('table:choice.damage.blocker', { card: bears, n: 1 }) }), exact: true });
    const second = app.choice.getByRole('spinbutton', { name: app.t('table:choice.damage.input', { target: app.t('table:choice.damage.blocker', { card: bears, n: 2 }) }), exact: true });
    await expect(first).toHaveValue('2');
    await expect(second).toHaveValue('2');
    const confirm = app.choice.getByRole('button', { name: app.t('table:choice.damage.confirm'), exact: true });
    await first.fill('3');
    await expect(confirm).toBeDisabled();
    await second.fill('1');
    await expect(confirm).toBeEnabled();
    await app.screenshot(`test-results/combat-damage-assignment-${lang}.png`);
    await confirm.click();

    // 3 damage kills the first Bears, 1 leaves the second alive; lifelink gains Alice all 4.
    await expect(app.zone('graveyard', 'Bob')).toContainText(bears);
    await expect(app.zone('battlefield', 'Bob').getByRole('article', { name: bears })).toHaveCount(1);
    await expect(app.life('alice')).toHaveText('24');
    await expect(app.log).toContainText(app.t('log:share', { count: 3, target: bears }));
  });
}
