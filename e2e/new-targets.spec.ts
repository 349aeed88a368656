// Howl of the Horde in the sandbox: the next instant is copied, and the copy gets a new target (CR 603.7a,
// 707.10c), in both languages. Ends with screenshots of the choice.
import { expect, test } from '@playwright/test';
import { StacklabPage } from './pages/stacklab-page';

for (const lang of ['en', 'fr'] as const) {
  test(`Howl of the Horde copies Lightning Bolt; the copy is aimed at Grizzly Bears (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open();
    await app.button('common:mode.sandbox').click();

    await app.castFromHand('Alice', 'howl-of-the-horde');
    await expect(app.stack.getByRole('listitem').first()).toContainText(app.card('howl-of-the-horde'));
    await app.button('common:controls.resolve').click();
    await expect(app.stack.getByText(app.t('common:stack.empty'))).toBeVisible();

    // Lightning Bolt at Bob: the delayed trigger of Howl of the Horde triggers as it is cast.
    await app.castFromHand('Alice', 'lightning-bolt');
    const castAtBob = `${app.t('common:card.cast', { card: app.card('lightning-bolt') })} → Bob`;
    await page.getByRole('button', { name: castAtBob, exact: true }).click();
    await expect(app.stack.getByRole('listitem')).toHaveCount(2);
    await expect(app.stack.getByRole('listitem').first()).toContainText(app.card('howl-of-the-horde'));
    await app.button('common:controls.resolve').click();

    // The copy is on the stack; Alice may choose a new target for it.
    await expect(app.choice).toBeVisible();
    await expect(app.choice).toContainText('707.10c');
    await expect(app.choice.getByText(app.t('table:choice.newTargets.current'))).toBeVisible();
    const confirm = app.choice.getByRole('button', { name: app.t('table:choice.newTargets.confirm'), exact: true });
    await expect(confirm).toBeDisabled();
    await app.choice.getByRole('radio', { name: app.card('grizzly-bears') }).check();
    await expect(confirm).toBeEnabled();
    // A full-page screenshot shrinks the window for a moment, which moves the panel: the pick must survive.
    await app.screenshot(`test-results/new-targets-${lang}.png`);
    await expect(app.choice.getByRole('radio', { name: app.card('grizzly-bears') })).toBeChecked();
    await confirm.click();
    await expect(app.choice).toBeHidden();

    // The copy resolves first: Bob's Grizzly Bears die; then the original Bolt hits Bob.
    await app.button('common:controls.resolve').click();
    await expect(app.zone('graveyard', 'Bob')).toContainText(app.card('grizzly-bears'));
    // Blood Artist saw them die: its ability targets Bob (1 life), then the original Bolt hits Bob (3).
    await app.choice.getByRole('button', { name: 'Bob', exact: true }).click();
    await app.button('common:controls.resolve').click();
    await app.button('common:controls.resolve').click();
    await expect(app.stack.getByText(app.t('common:stack.empty'))).toBeVisible();
    await expect(app.life('bob')).toHaveText('16');
  });
}
