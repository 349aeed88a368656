// Every lesson of the catalogue completed with the keyboard only, in English and in French: the lesson driver
// in keyboard mode (pages/lesson-driver.ts, pages/keyboard.ts) reaches each control with Tab, Shift+Tab and the
// arrow keys, opens menus with Enter, checks radio buttons with the arrows, types numbers, and uses the
// table's shortcuts (R resolve, P pass, T next step of the turn, N the lesson's next page). Never a click, never
// a focus() from the test. After every action the focus is still on an element of the page, each step's goal
// is reached (the lesson moves on by itself) and the lesson's end is shown. The wrong answers, Back, reloads
// and addresses are lessons.spec.ts's business; here the playback shows each action at once, to stay quick.
import { expect, test } from '@playwright/test';
import { lessons } from '../src/lessons';
import type { Lang } from './fixtures';
import { expectFocusKept, skipTo } from './pages/keyboard';
import { LessonDriver } from './pages/lesson-driver';
import { StacklabPage } from './pages/stacklab-page';

// Fifty journeys of their own: spread over the workers rather than one after another in one.
test.describe.configure({ mode: 'parallel' });

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  for (const lesson of lessons) {
    test(`${lesson.id} completed with the keyboard only (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      const app = new StacklabPage(page, lang);
      await app.open(`?lang=${lang}`, `lessons/${lesson.id}`);
      await expect(app.lesson.getByRole('heading', { name: app.t(`lessons:${lesson.title}`), exact: true })).toBeVisible();
      const driver = new LessonDriver(app, lesson, 'keyboard');
      const total = lesson.steps.length;
      const middle = Math.floor(total / 2);

      // From the top of the page, the first thing: the skip link to the board.
      await skipTo(page, app.t('table:a11y.skipToBoard'));
      await expect(page.locator('.board :focus')).toHaveCount(1);

      for (const [index, step] of lesson.steps.entries()) {
        await app.expectLessonStep(index + 1, total);
        if (index === middle) await page.screenshot({ path: `test-results/lessons-keyboard/${lesson.id}-${lang}.png`, animations: 'disabled' });
        if (!step.goal) {
          // A page to read: N goes on.
          if (index < total - 1) {
            await page.keyboard.press('n');
            await expectFocusKept(page);
          }
          continue;
        }
        if (step.predict) await driver.predict(step, true);
        for (const action of step.solution) await driver.perform(action);
        if (index === total - 1) break;
        // The goal is reached: the lesson moves on by itself, the answer revealed as right.
        await app.expectLessonStep(index + 2, total);
        if (step.predict) await expect(app.lesson.locator('.prediction-reveal')).toHaveClass(/\bright\b/);
        await expectFocusKept(page);
      }
      await expect(app.lesson.getByText(app.t('common:lesson.finished'), { exact: true })).toBeVisible();
      await expectFocusKept(page);
    });
  }
}
