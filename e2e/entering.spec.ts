// The course's harder cards in the sandbox: Clone's copy and Meddling Mage's name are chosen as they
// enter (CR 603.6d), Ertai's Familiar phases out (603.10b), in both languages.
import { expect, test } from '@playwright/test';
import { StacklabPage } from './pages/stacklab-page';

/** Answers every choice with its default and resolves the stack, until nothing is left to do. */
async function settle(app: StacklabPage) {
  for (let i = 0; i < 12; i++) {
    if (await app.choice.isVisible()) await app.button('common:controls.auto').click();
    else if (await app.button('common:controls.resolve').isEnabled()) await app.button('common:controls.resolve').click();
    else return;
  }
}

for (const lang of ['en', 'fr'] as const) {
  test(`Clone copies a creature as it enters, Meddling Mage names a card, Ertai's Familiar phases out (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open();
    await app.button('common:mode.sandbox').click();
    await page.getByRole('combobox', { name: app.t('common:sandbox.board'), exact: true }).selectOption({ label: app.t('common:sandbox.boards.entering') });

    // Clone: the choice comes as it resolves, before it is on the battlefield.
    await app.castFromHand('Alice', 'clone');
    await app.button('common:controls.resolve').click();
    await expect(app.choice).toBeVisible();
    await expect(app.choice).toContainText('603.6d');
    await app.screenshot(`test-results/entering-copy-choice-${lang}.png`);
    await app.choice.getByRole('button', { name: app.card('ravenous-chupacabra'), exact: true }).click();
    const copies = app.zone('battlefield', 'Alice').getByRole('article', { name: app.card('ravenous-chupacabra') });
    await expect(copies).toHaveCount(1);
    await expect(copies).toContainText(app.t('common:card.printed', { card: app.card('clone') }));
    // The copied "enters" ability triggered; Soul's Attendant saw a creature enter too.
    await expect(app.log).toContainText(app.t('log:enteredAsCopy', { card: app.card('clone'), source: app.card('ravenous-chupacabra') }));
    await settle(app);

    // Ertai's Familiar phases out from its menu: its ability triggers, looking back in time.
    const familiar = app.zone('battlefield', 'Alice').getByRole('article', { name: app.card('ertais-familiar') });
    await familiar.getByRole('button', { name: app.t('common:card.actionsFor', { card: app.card('ertais-familiar') }) }).or(familiar.locator('.menu-button')).first().click();
    await familiar.getByRole('button', { name: app.t('common:card.phaseOut'), exact: true }).click();
    await expect(familiar).toContainText(app.t('common:card.phasedOut'));
    // The note sits under the card, no wider than it: it hides none of the card's text.
    const face = (await familiar.locator('.card-face').boundingBox())!;
    const note = (await familiar.locator('.attached-note').boundingBox())!;
    expect(note.y).toBeGreaterThanOrEqual(face.y + face.height - 1);
    expect(note.x + note.width).toBeLessThanOrEqual(face.x + face.width + 1);
    await app.screenshot(`test-results/entering-phased-out-${lang}.png`);
    await settle(app);

    // Meddling Mage: a card name, chosen from a list as it enters.
    await app.castFromHand('Alice', 'meddling-mage');
    await app.button('common:controls.resolve').click();
    await expect(app.choice).toBeVisible();
    await app.choice.getByRole('combobox').selectOption({ label: app.card('lightning-bolt') });
    await app.screenshot(`test-results/entering-name-choice-${lang}.png`);
    await app.choice.getByRole('button', { name: app.t('table:choice.name.confirm', { card: app.card('lightning-bolt') }), exact: true }).click();
    const mage = app.zone('battlefield', 'Alice').getByRole('article', { name: app.card('meddling-mage') });
    await expect(mage).toContainText(app.t('common:card.chosenName', { card: app.card('lightning-bolt') }));
  });
}
