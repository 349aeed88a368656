// The built page carries a Content-Security-Policy (vite.config.ts), and playing a lesson and the sandbox
// breaks none of it: every `securitypolicyviolation` event the page fires is recorded and must be absent.
import { expect, test } from '@playwright/test';
import { lessons } from '../src/lessons';
import { CONTENT_SECURITY_POLICY } from '../vite.config';
import { LessonDriver } from './pages/lesson-driver';
import { StacklabPage } from './pages/stacklab-page';

test('the page has a strict Content-Security-Policy and nothing violates it while a lesson is played', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const app = new StacklabPage(page, 'en');
  await app.open();
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toBe(CONTENT_SECURITY_POLICY);
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');

  // A lesson played through to its end, then the sandbox, then the other language.
  const lesson = lessons[0]!;
  await app.lesson.getByRole('combobox', { name: app.t('common:lesson.lessonPicker') }).selectOption(lesson.id);
  const driver = new LessonDriver(app, lesson);
  for (const step of lesson.steps) {
    if (step.predict) await driver.predict(step, true);
    for (const action of step.solution) await driver.perform(action);
    if (!step.goal && step !== lesson.steps[lesson.steps.length - 1]) await app.lesson.getByRole('button', { name: app.t('common:lesson.next'), exact: true }).click();
  }
  await expect(app.lesson.getByText(app.t('common:lesson.finished'), { exact: true })).toBeVisible();
  await app.button('common:mode.sandbox').click();
  await app.switchLanguage('fr');
  await expect(page.getByRole('heading', { name: 'Stacklab' })).toBeVisible();

  // An inline script, as an attacker would inject one, is refused: the policy is really enforced.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  expect(violations.filter((v) => !v.startsWith('script-src-elem inline'))).toEqual([]);
  expect(violations.length).toBe(1);
});
