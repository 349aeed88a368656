// The course page, saved progress and addresses, in both languages: the sections and each lesson's progress,
// opening a lesson from the page, a reload mid-lesson, a step's address opened directly, the Back button,
// a damaged saved progress, the reset, and axe on the course page and a lesson page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Lang } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';
import { atRest } from './pages/axe';

const KEY = 'stacklab-progress';

async function expectNoAxeViolations(page: Page) {
  await atRest(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

class CoursePage extends StacklabPage {
  get heading() {
    return this.page.getByRole('heading', { name: this.t('common:course.title'), level: 2 });
  }

  entry(lessonId: string) {
    return this.page.locator(`li[data-lesson="${lessonId}"]`);
  }

  status(lessonId: string) {
    return this.page.getByTestId(`status-${lessonId}`);
  }

  async openCourse() {
    await this.open(`?lang=${this.lang}`, 'course');
    await expect(this.heading).toBeVisible();
  }

  async savedProgress(): Promise<unknown> {
    return this.page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown, KEY);
  }
}

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  test(`the course page lists the sections; a lesson opened from it resumes after a reload, and Back retraces its steps (${lang})`, async ({ page }, testInfo) => {
    const app = new CoursePage(page, lang);
    // A first visit to `/`: the course page.
    await app.open(`?lang=${lang}`, '');
    await expect(app.heading).toBeVisible();
    await expect(page).toHaveURL(/\/course\?lang=/);
    for (const section of ['s1', 's2', 's3', 's4', 's5']) {
      await expect(page.getByRole('heading', { level: 3, name: app.t(`common:course.sections.${section}`) })).toBeVisible();
    }
    await expect(app.entry('lesson-1').getByRole('heading', { name: app.t('lessons:lesson1.title') })).toBeVisible();
    await expect(app.entry('lesson-1')).toContainText('603.5');
    await expect(app.status('lesson-1')).toHaveText(app.t('common:course.status.notStarted'));
    await expect(page.getByRole('link', { name: new RegExp(app.t('common:course.resume', { lesson: '', current: 1, total: 6 }).slice(0, 12)) })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Open lesson 1 from its entry: its first step has an address of its own.
    await app.entry('lesson-1').getByRole('link', { name: app.t('common:course.open.notStarted') }).click();
    await expect(page).toHaveURL(/\/lessons\/lesson-1\/intro\?lang=/);
    await app.expectLessonStep(1, 6);
    await app.button('common:lesson.next').click();
    await expect(page).toHaveURL(/\/lessons\/lesson-1\/cast\b/);
    await app.lesson.getByRole('radio', { name: app.t('common:lesson.no'), exact: true }).check();
    await app.button('common:lesson.answer').click();
    await app.castFromHand('Alice', 'grizzly-bears');
    await app.expectLessonStep(3, 6);
    await expect(page).toHaveURL(/\/lessons\/lesson-1\/resolve\b/);
    const countQuestion = app.lesson.getByRole('spinbutton', { name: app.t('common:lesson.yourNumber') });
    await countQuestion.fill('1');
    await countQuestion.press('Enter');
    await expectNoAxeViolations(page);

    // Reload mid-lesson: the same step, the same board (the Bears on the stack), the same answers.
    await page.reload();
    await app.expectLessonStep(3, 6);
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);
    await expect(app.stack.getByRole('listitem').first()).toContainText(app.card('grizzly-bears'));
    await expect(app.lesson.locator('.prediction-reveal')).toContainText(app.t('common:lesson.right', { answer: app.t('common:lesson.no') }));
    await expect(app.lesson.getByRole('spinbutton')).toHaveCount(0);

    // The course page shows where the learner is, with the score, and offers to resume there.
    await app.button('common:mode.course').click();
    await expect(app.heading).toBeVisible();
    await expect(app.status('lesson-1')).toContainText(app.t('common:course.status.inProgress', { current: 3, total: 6 }));
    await expect(app.status('lesson-1')).toContainText(app.t('common:course.score', { right: 2, answered: 2 }));
    await expect(app.status('lesson-2')).toHaveText(app.t('common:course.status.notStarted'));
    const resume = page.getByRole('link', { name: app.t('common:course.resume', { lesson: app.t('lessons:lesson1.title'), current: 3, total: 6 }) });
    await expect(resume).toBeVisible();
    await app.screenshot(`test-results/course-page-${lang}.png`);
    await testInfo.attach(`course-page-${lang}`, { path: `test-results/course-page-${lang}.png`, contentType: 'image/png' });
    await expectNoAxeViolations(page);

    // Back: to the lesson's step 3; again: step 2's address and the board where it began; again: step 1;
    // again: the course page the lesson was opened from.
    await page.goBack();
    await expect(page).toHaveURL(/\/lessons\/lesson-1\/resolve\b/);
    await app.expectLessonStep(3, 6);
    await page.goBack();
    await expect(page).toHaveURL(/\/lessons\/lesson-1\/cast\b/);
    await app.expectLessonStep(2, 6);
    await expect(app.stack.getByRole('listitem')).toHaveCount(0);
    await expect(app.zone('hand', 'Alice').getByRole('button', { name: app.card('grizzly-bears'), exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/lessons\/lesson-1\/intro\b/);
    await app.expectLessonStep(1, 6);
    await page.goBack();
    await expect(app.heading).toBeVisible();
    await expect(page).toHaveURL(/\/course\b/);
    // Forward again: the board is brought to step 2 by replaying step 1.
    await page.goForward();
    await page.goForward();
    await app.expectLessonStep(2, 6);
    await expect(page).toHaveURL(/\/lessons\/lesson-1\/cast\b/);

    // `/` is the last place, over the course page: Back from there goes to the course page.
    await page.goto(`/?lang=${lang}`);
    await expect(page).toHaveURL(/\/lessons\/lesson-1\/cast\b/);
    await app.expectLessonStep(2, 6);
    await page.goBack();
    await expect(page).toHaveURL(/\/course\b/);
    await expect(app.heading).toBeVisible();
  });

  test(`a step's address opened directly brings the board there, skipped questions unanswered (${lang})`, async ({ page }) => {
    const app = new CoursePage(page, lang);
    await app.open(`?lang=${lang}`, 'lessons/lesson-1/may');
    await app.expectLessonStep(5, 6);
    await expect(app.choice).toBeVisible();
    await expect(app.life('alice')).toHaveText('20');
    await expectNoAxeViolations(page);
    await app.choice.getByRole('button', { name: app.t('table:choice.may.yes'), exact: true }).click();
    await app.expectLessonStep(6, 6);
    await expect(page).toHaveURL(/\/lessons\/lesson-1\/wrapUp\b/);
    await expect(app.lesson.getByText(app.t('common:lesson.finished'))).toBeVisible();
    // The two questions were skipped: no score, and none counted wrong.
    await expect(app.lesson.locator('.lesson-score')).toHaveCount(0);
    await app.button('common:mode.course').click();
    await expect(app.status('lesson-1')).toHaveText(app.t('common:course.status.done'));

    // A later lesson's step, reloaded: lesson 3 at its Tyrant step.
    await app.open(`?lang=${lang}`, 'lessons/lesson-3/tyrant');
    await expect(app.lesson.getByRole('heading', { name: app.t('lessons:lesson3.title') })).toBeVisible();
    const stepText = await app.lesson.locator('.lesson-kicker').textContent();
    await page.reload();
    await expect(app.lesson.locator('.lesson-kicker')).toHaveText(stepText ?? '');
    await expect(page).toHaveURL(/\/lessons\/lesson-3\/tyrant\b/);

    // Addresses that name nothing: a notice and the course page, never a blank page.
    await app.open(`?lang=${lang}`, 'lessons/lesson-99');
    await expect(page.locator('[data-notice="unknownLesson"]')).toHaveText(new RegExp(app.t('common:notice.unknownLesson').slice(0, 30)));
    await expect(app.heading).toBeVisible();
    await app.open(`?lang=${lang}`, 'lessons/lesson-1/no-such-step');
    await expect(page.locator('[data-notice="unknownStep"]')).toContainText(app.t('common:notice.unknownStep'));
    await expect(app.heading).toBeVisible();
    await app.open(`?lang=${lang}`, 'no/such/page');
    await expect(page.locator('[data-notice="unknownPage"]')).toContainText(app.t('common:notice.unknownPage'));
    await expect(page).toHaveURL(/\/course\b/);

    // The sandbox's boards have addresses too; opening one clears the notice about a bad address.
    await app.open(`?lang=${lang}`, 'sandbox/combat');
    await expect(app.zone('battlefield', 'Carol')).toBeVisible();
    await expect(page.locator('[data-notice]')).toHaveCount(0);
    await page.getByRole('combobox', { name: app.t('common:sandbox.board'), exact: true }).selectOption({ label: app.t('common:sandbox.boards.wrath') });
    await expect(page).toHaveURL(/\/sandbox\/wrath\b/);
    await expect(app.zone('battlefield', 'Carol')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/sandbox\/combat\b/);
    await expect(app.zone('battlefield', 'Carol')).toBeVisible();
    await app.open(`?lang=${lang}`, 'sandbox/nowhere');
    await expect(page.locator('[data-notice="unknownPage"]')).toBeVisible();
    await expect(app.heading).toBeVisible();
  });

  test(`a damaged saved progress is set aside with a notice; the reset asks first (${lang})`, async ({ page }, testInfo) => {
    const app = new CoursePage(page, lang);
    await app.openCourse();
    await page.evaluate((key) => window.localStorage.setItem(key, '{"state": {"lessons": '), KEY);
    await page.reload();
    await expect(page.locator('[data-notice="progressDropped"]')).toContainText(app.t('common:notice.progressDropped'));
    await expect(app.status('lesson-1')).toHaveText(app.t('common:course.status.notStarted'));
    await page.screenshot({ path: `test-results/course-notice-${lang}.png` });
    await testInfo.attach(`course-notice-${lang}`, { path: `test-results/course-notice-${lang}.png`, contentType: 'image/png' });
    await page.getByRole('button', { name: app.t('common:notice.dismiss') }).click();
    await expect(page.locator('[data-notice]')).toHaveCount(0);

    // A state from an unknown version of the app: set aside too.
    await page.evaluate((key) => window.localStorage.setItem(key, JSON.stringify({ state: { lessons: {}, lastLesson: null }, version: 99 })), KEY);
    await page.reload();
    await expect(page.locator('[data-notice="progressDropped"]')).toBeVisible();

    // A good one: lesson 1 at its third step, one answer.
    const good = { state: { lessons: { 'lesson-1': { step: 2, done: false, answers: { cast: true } } }, lastLesson: 'lesson-1' }, version: 1 };
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [KEY, JSON.stringify(good)] as const);
    await page.reload();
    await expect(page.locator('[data-notice]')).toHaveCount(0);
    await expect(app.status('lesson-1')).toContainText(app.t('common:course.status.inProgress', { current: 3, total: 6 }));
    await expect(app.status('lesson-1')).toContainText(app.t('common:course.score', { right: 0, answered: 1 }));

    // Reset: asked first; Cancel keeps everything, Yes forgets it.
    await app.button('common:course.reset.button').click();
    await app.button('common:course.reset.cancel').click();
    await expect(app.status('lesson-1')).toContainText(app.t('common:course.status.inProgress', { current: 3, total: 6 }));
    await app.button('common:course.reset.button').click();
    await expect(page.getByRole('group', { name: app.t('common:course.reset.title') })).toContainText(app.t('common:course.reset.question'));
    await app.button('common:course.reset.confirm').click();
    await expect(page.getByText(app.t('common:course.reset.done'))).toBeVisible();
    await expect(app.status('lesson-1')).toHaveText(app.t('common:course.status.notStarted'));
    expect(await app.savedProgress()).toEqual({ state: { lessons: {}, lastLesson: null }, version: 1 });
    await page.reload();
    await expect(app.status('lesson-1')).toHaveText(app.t('common:course.status.notStarted'));
  });
}

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  test(`the course page fits a 390 px phone without scrolling sideways (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const app = new StacklabPage(page, lang);
    await page.goto(`/course?lang=${lang}`);
    await expect(page.getByRole('heading', { name: app.t('common:course.title'), exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await app.screenshot(`test-results/course-390-${lang}.png`);
  });
}
