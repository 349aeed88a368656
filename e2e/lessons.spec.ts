// Every lesson of the catalogue, completed through the page in English and in French as a learner would:
// clicks and key presses, never "Show me". Each step's scripted solution is turned into the clicks that do
// it (pages/lesson-driver.ts). On the way, each lesson's questions are answered wrongly once and rightly
// once, Next is pressed before a step is done (the lesson must say so), and Back is used once after a step
// is done (the board must go back to where that step began); a move during a reading step is noticed and
// undone; the page is reloaded mid-lesson and resumes; a step's address is opened directly. The first revealed
// answer of each lesson is kept as a screenshot in test-results/lessons/.
import { expect, test } from '@playwright/test';
import { lessons } from '../src/lessons';
import type { Lang } from './fixtures';
import { LessonDriver } from './pages/lesson-driver';
import { StacklabPage } from './pages/stacklab-page';

/** The names a lesson's texts use (`{{bears}}` …), in the page's language. */
function lessonNames(app: StacklabPage, lesson: (typeof lessons)[number]): Record<string, string> {
  return Object.fromEntries(Object.entries(lesson.cards).map(([key, id]) => [key, app.card(id)]));
}

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  for (const lesson of lessons) {
    test(`${lesson.id} can be completed through the page (${lang})`, async ({ page }) => {
      // Long lessons on a busy machine: each press also brings a step-by-step playback to its end.
      test.setTimeout(120_000);
      const app = new StacklabPage(page, lang);
      // The lessons' own way: each action step by step (the driver presses "Show all").
      app.playback = null;
      await app.open();
      await app.lesson.getByRole('combobox', { name: app.t('common:lesson.lessonPicker') }).selectOption(lesson.id);
      await expect(app.lesson.getByRole('heading', { name: app.t(`lessons:${lesson.title}`), exact: true })).toBeVisible();
      const driver = new LessonDriver(app, lesson);
      const total = lesson.steps.length;
      const lessonButton = (key: string) => app.lesson.getByRole('button', { name: app.t(key), exact: true });
      let asked = 0;
      let rightCount = 0;
      let nextTooEarly = false;
      let wentBack = false;
      let shot = false;

      // A wrong move on the first page, which only asks to read: passing priority changes the board. The lesson
      // says so and puts the board back.
      const pass = app.page.getByRole('region', { name: app.t('common:controls.title'), exact: true }).getByRole('button', { name: app.t('common:controls.pass'), exact: true });
      if (!lesson.steps[0]!.goal && (await pass.isEnabled())) {
        await driver.press(pass);
        await expect(app.lesson.getByRole('alert')).toContainText(app.t('common:lesson.offTrack'));
        await driver.press(lessonButton('common:lesson.restoreBoard'));
        await expect(app.lesson.getByRole('alert')).toHaveCount(0);
      }
      const middle = Math.floor(total / 2);

      for (const [index, step] of lesson.steps.entries()) {
        await app.expectLessonStep(index + 1, total);
        if (index === middle && index > 0) {
          // A reload mid-lesson: the same step, its board rebuilt from the earlier steps' solutions.
          await page.reload();
          await app.expectLessonStep(index + 1, total);
          await expect(page).toHaveURL(new RegExp(`/lessons/${lesson.id}/${step.id}(\\?|$)`));
          driver.replayTo(index);
        }
        if (!step.goal) {
          if (index < total - 1) await driver.press(lessonButton('common:lesson.next'));
          continue;
        }
        if (!nextTooEarly && !step.predict && index < total - 1) {
          // A wrong move: Next before the step is done. The lesson says so and stays.
          await driver.press(lessonButton('common:lesson.next'));
          await expect(app.lesson.getByRole('alert')).toContainText(app.t('common:lesson.notDone'));
          await app.expectLessonStep(index + 1, total);
          nextTooEarly = true;
        }
        let right: boolean | undefined;
        if (step.predict) {
          right = (asked + (lang === 'fr' ? 1 : 0)) % 2 === 1;
          await driver.predict(step, right);
          asked += 1;
          if (right) rightCount += 1;
        }
        const start = driver.state;
        for (const action of step.solution) await driver.perform(action);
        if (index === total - 1) break;
        await app.expectLessonStep(index + 2, total);
        if (right !== undefined) {
          await expect(app.lesson.locator('.prediction-reveal')).toHaveClass(new RegExp(right ? '\\bright\\b' : '\\bwrong\\b'));
          if (!shot) {
            await app.screenshot(`test-results/lessons/${lesson.id}-${lang}.png`);
            shot = true;
          }
        } else if (!wentBack) {
          // Back after a step is done: the board goes back to where that step began; then do it again.
          await driver.press(lessonButton('common:lesson.previous'));
          await app.expectLessonStep(index + 1, total);
          driver.state = start;
          for (const action of step.solution) await driver.perform(action);
          await app.expectLessonStep(index + 2, total);
          wentBack = true;
        }
      }
      await expect(app.lesson.getByText(app.t('common:lesson.finished'), { exact: true })).toBeVisible();
      if (asked > 0) await expect(app.lesson.getByText(app.t('common:lesson.score', { right: rightCount, total: asked }))).toBeVisible();

      // A step's address opened directly: that step, on the board its earlier steps lead to.
      const target = lesson.steps.findIndex((s, i) => i > 0 && s.goal !== undefined);
      if (target > 0) {
        await page.goto(`/lessons/${lesson.id}/${lesson.steps[target]!.id}?lang=${lang}`);
        await app.expectLessonStep(target + 1, total);
        await expect(app.lesson.getByRole('heading', { name: app.t(`lessons:${lesson.steps[target]!.title}`, lessonNames(app, lesson)), exact: true })).toBeVisible();
      }
    });
  }
}
