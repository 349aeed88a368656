// The EN/FR switch: visible texts change at once, ?lang= follows, and the choice survives a reload.
import { expect, test } from '@playwright/test';
import { tr } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('starts in English, switches to French and remembers it', async ({ page }) => {
    const app = new StacklabPage(page, 'en');
    await app.open('');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(app.button('common:controls.pass')).toBeVisible();
    await expect(page).toHaveURL(/[?&]lang=en\b/);
    await expect(page.getByTestId('cr-edition')).toHaveText(tr('en', 'common:about.edition', { date: 'August 7, 2026' }));

    // Something in the log first, so that we can see it re-translated.
    await app.button('common:lesson.next').click();
    // The step asks its prediction first.
    await app.lesson.getByRole('radio', { name: tr('en', 'common:lesson.no'), exact: true }).check();
    await app.button('common:lesson.answer').click();
    await app.castFromHand('Alice', 'grizzly-bears');
    // `app.log` is found by its (translated) name, so look it up again after each switch.
    const castLine = () => app.log.locator('[data-event="spellCast"]');
    await expect(castLine()).toContainText('Alice casts Grizzly Bears');

    await app.switchLanguage('fr');
    await expect(page).toHaveURL(/[?&]lang=fr\b/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(app.button('common:controls.pass')).toBeVisible();
    await expect(page.getByRole('button', { name: tr('en', 'common:controls.pass') })).toHaveCount(0);
    await expect(castLine()).toContainText(`Alice lance les ${app.card('grizzly-bears')}`);
    await expect(castLine()).toContainText('(RC 601.2)');
    await expect(app.lesson.getByRole('heading', { name: tr('fr', 'lessons:lesson1.title') })).toBeVisible();
    // The footer names the one edition of the rules that every number cites, dated in French.
    await expect(page.getByTestId('cr-edition')).toHaveText(tr('fr', 'common:about.edition', { date: '7 août 2026' }));
    await expect(page.getByTestId('current-step')).toHaveText(tr('fr', 'common:steps.main1'));
    // The game itself is untouched by the switch.
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);

    // Reload without ?lang=: localStorage remembers French.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(app.button('common:controls.pass')).toBeVisible();
    await expect(page).toHaveURL(/[?&]lang=fr\b/);

    // And back to English.
    await app.switchLanguage('en');
    await expect(app.button('common:controls.pass')).toBeVisible();
    await expect(page).toHaveURL(/[?&]lang=en\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('?lang=fr in the address wins over the browser', async ({ page }) => {
    const app = new StacklabPage(page, 'fr');
    await app.open('?lang=fr');
    await expect(app.button('common:controls.resolve')).toBeVisible();
    await expect(page.getByRole('button', { name: 'FR', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('with a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('starts in French', async ({ page }) => {
    const app = new StacklabPage(page, 'fr');
    await app.open('');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(app.button('common:mode.sandbox')).toBeVisible();
    await expect(page.getByTestId('current-step')).toHaveText(tr('fr', 'common:steps.main1'));
  });
});
