// Howl of the Horde in the sandbox: the next instant is copied, and the copy gets a new target (CR 603.7a,
// 707.10c), in both languages, with screenshots of the choice; and cascade, whose ability stays on the stack,
// marked as resolving, while its choice is asked (CR 608.2d, 608.2n).
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

for (const lang of ['en', 'fr'] as const) {
  test(`cascade asks its choice while it resolves: the ability is marked as resolving on the stack (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open(`?lang=${lang}`, 'lessons/cast-triggers/cascade');
    // The step's prediction first, then the cascade ability resolves and asks whether to cast Grizzly Bears.
    await app.lesson.getByRole('radio', { name: app.card('grizzly-bears'), exact: true }).check();
    await app.lesson.getByRole('button', { name: app.t('common:lesson.answer'), exact: true }).click();
    await app.button('common:controls.resolve').click();
    await expect(app.choice).toBeVisible();
    const cascade = app.stack.getByRole('listitem').first();
    await expect(cascade).toContainText(app.t('common:stack.kind.trigger'));
    await expect(cascade).toContainText(app.t('common:stack.awaiting.resolving'));
    await app.screenshot(`test-results/cascade-resolving-${lang}.png`);
    // Cast: the Bears go on the stack and the ability, done, leaves it.
    await app.choice.getByRole('button', { name: app.card('grizzly-bears'), exact: true }).click();
    await expect(app.stack.getByRole('listitem')).toHaveCount(2);
    await expect(app.stack.getByRole('listitem').first()).toContainText(app.card('grizzly-bears'));
    await expect(app.stack.getByText(app.t('common:stack.awaiting.resolving'))).toHaveCount(0);
  });
}
