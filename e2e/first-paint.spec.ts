// The first paint's weight (docs/architecture.md, "First paint"): the course page loads one language's page
// texts and no table; the other language is fetched when the learner switches, the table when a lesson opens,
// and a table chunk that fails to load says so, translated, with a Retry that works.
import { expect, test, type Page } from '@playwright/test';
import { StacklabPage } from './pages/stacklab-page';

/** The script files the page requests from now on (their names, without the hash). */
function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const m = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (m) names.push(m[1] as string);
  });
  return names;
}

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the course page loads no French texts and no table; switching to French then fetches them and works', async ({ page }) => {
    const requested = scriptsRequested(page);
    const app = new StacklabPage(page, 'en');
    await app.open('?lang=en', 'course');
    await expect(page.getByRole('heading', { name: app.t('common:course.title'), level: 2 })).toBeVisible();
    await expect(page.locator('li[data-lesson="lesson-1"] h4')).toHaveText(app.t('lessons:lesson1.title'));
    await page.waitForLoadState('networkidle');
    expect(requested).toContain('en-page');
    expect(requested.filter((name) => /^fr-/.test(name))).toEqual([]);
    expect(requested).not.toContain('en-table');
    expect(requested).not.toContain('GameTable');
    expect(requested).not.toContain('game-store');

    await app.switchLanguage('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: app.t('common:course.title'), level: 2 })).toBeVisible();
    await expect(page.locator('li[data-lesson="lesson-1"] h4')).toHaveText(app.t('lessons:lesson1.title'));
    expect(requested).toContain('fr-page');
    // No raw key anywhere on the page.
    await expect(page.locator('main')).not.toContainText(/\b(common|lessons|cards|rules):|lesson\d+\.(title|summary)/);

    // A lesson brings the table and the lessons' texts, in French.
    await page.locator('li[data-lesson="lesson-1"]').getByRole('link').click();
    await expect(app.lesson.getByRole('heading', { name: app.t('lessons:lesson1.title') })).toBeVisible();
    await expect(app.button('common:controls.pass')).toBeVisible();
    expect(requested).toEqual(expect.arrayContaining(['GameTable', 'fr-table']));
    expect(requested).not.toContain('en-table');
  });
});

test('a table chunk that fails to load shows a translated error, and Retry loads it', async ({ page }) => {
  let fail = true;
  await page.route(/\/assets\/GameTable-[\w-]+\.js$/, (route) => (fail ? route.abort() : route.continue()));
  const app = new StacklabPage(page, 'fr');
  await page.goto('/lessons/lesson-1?lang=fr');
  const alert = page.getByRole('alert').filter({ hasText: app.t('common:loading.failed') });
  await expect(alert).toBeVisible();
  fail = false;
  await alert.getByRole('button', { name: app.t('common:loading.retry'), exact: true }).click();
  await expect(app.lesson.getByRole('heading', { name: app.t('lessons:lesson1.title') })).toBeVisible();
  await expect(app.button('common:controls.pass')).toBeVisible();
});

for (const lang of ['en', 'fr'] as const) {
  test(`while the table loads, its status is legible on the felt and clear of the window's edge (${lang})`, async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/GameTable-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const app = new StacklabPage(page, lang);
    await page.goto(`/sandbox/wrath?lang=${lang}`);
    const status = page.getByRole('status').filter({ hasText: app.t('common:loading.table') });
    await expect(status).toBeVisible();
    const look = await status.evaluate((el) => {
      const [r, g, b] = getComputedStyle(el).color.match(/\d+/g)!.map(Number) as [number, number, number];
      return { light: (r + g + b) / 3, left: el.getBoundingClientRect().left };
    });
    // The felt is dark green: the text is light (the page's ink, #1c2420, was nearly invisible on it).
    expect(look.light).toBeGreaterThan(200);
    expect(look.left).toBeGreaterThanOrEqual(12);
    release();
    await expect(app.button('common:controls.pass')).toBeVisible();
  });
}
