// Lesson 1, played like a learner: clicking the card, the Resolve button and Yes — in both languages, with
// one prediction answered wrongly and one rightly, and a wrong move put back.
import { expect, test } from '@playwright/test';
import type { Lang } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  test(`lesson 1 can be completed by clicking (${lang})`, async ({ page }, testInfo) => {
    const app = new StacklabPage(page, lang);
    await app.open();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const total = 6;

    // 1. Introduction: read, then Next.
    await app.expectLessonStep(1, total);
    await expect(app.lesson.getByRole('heading', { name: app.t('lessons:lesson1.title') })).toBeVisible();
    await expect(app.zone('battlefield', 'Alice').getByRole('article', { name: app.card('souls-attendant') })).toBeVisible();
    await app.lesson.getByRole('button', { name: app.t('common:lesson.hint'), exact: true }).click();
    await expect(app.lesson.getByText(app.t('lessons:lesson1.steps.intro.hint', { attendant: app.card('souls-attendant') }))).toBeVisible();
    await app.button('common:lesson.next').click();

    // 2. Predict first (wrongly: "yes, it triggers when cast"); acting before answering is refused.
    await app.expectLessonStep(2, total);
    const names = { attendant: app.card('souls-attendant'), bears: app.card('grizzly-bears') };
    const castQuestion = app.lesson.getByRole('group', { name: app.t('lessons:lesson1.steps.cast.question', names) });
    await expect(castQuestion).toBeVisible();
    await app.castFromHand('Alice', 'grizzly-bears');
    await expect(app.lesson.getByText(app.t('common:lesson.predictFirst'))).toBeVisible();
    await expect(app.stack.getByRole('listitem')).toHaveCount(0);
    await castQuestion.getByRole('radio', { name: app.t('common:lesson.yes'), exact: true }).check();
    if (lang === 'fr') {
      await app.screenshot('test-results/lesson-prediction-fr.png');
      await testInfo.attach('lesson-prediction-fr', { path: 'test-results/lesson-prediction-fr.png', contentType: 'image/png' });
    }
    await castQuestion.getByRole('button', { name: app.t('common:lesson.answer') }).click();
    await expect(app.lesson.getByRole('status').filter({ hasText: app.t('common:lesson.answered', { answer: app.t('common:lesson.yes') }) })).toBeVisible();
    // Cast Grizzly Bears from the hand: a spell on the stack.
    await app.castFromHand('Alice', 'grizzly-bears');
    const top = app.stack.getByRole('listitem').first();
    await expect(top).toContainText(app.t('common:stack.kind.spell'));
    await expect(top).toContainText(app.card('grizzly-bears'));
    await expect(app.zone('hand', 'Alice').getByRole('button')).toHaveCount(0);

    // 3. The first prediction is revealed: wrong, with its explanation and rules.
    await app.expectLessonStep(3, total);
    const reveal = app.lesson.locator('.prediction-reveal');
    await expect(reveal).toContainText(app.t('common:lesson.wrong', { answer: app.t('common:lesson.yes'), right: app.t('common:lesson.no') }));
    await expect(reveal).toContainText('603.6a');
    // The second, answered rightly with the keyboard: once.
    const countQuestion = app.lesson.getByRole('group', { name: app.t('lessons:lesson1.steps.resolve.question', names) });
    await countQuestion.getByRole('spinbutton', { name: app.t('common:lesson.yourNumber') }).fill('1');
    await countQuestion.getByRole('spinbutton').press('Enter');
    // Both players pass: the spell resolves, Soul's Attendant triggers and its ability goes on the stack.
    await app.button('common:controls.resolve').click();
    await app.expectLessonStep(4, total);
    await expect(reveal).toContainText(app.t('common:lesson.right', { answer: '1' }));
    await expect(app.zone('battlefield', 'Alice').getByRole('article', { name: app.card('grizzly-bears') })).toBeVisible();
    await expect(top).toContainText(app.t('common:stack.kind.trigger'));
    await expect(top).toContainText(app.card('souls-attendant'));
    await expect(app.log.getByRole('listitem').filter({ hasText: '603.3' }).last()).toBeVisible();
    await expect(app.log.locator('[data-event="triggered"]')).toHaveCount(1);

    await app.screenshot(`test-results/lesson-trigger-${lang}.png`);
    await testInfo.attach(`lesson-trigger-${lang}`, { path: `test-results/lesson-trigger-${lang}.png`, contentType: 'image/png' });

    // 4. Pass again: the ability starts to resolve and asks its "may" question (CR 603.5).
    await app.button('common:controls.resolve').click();
    await app.expectLessonStep(5, total);
    await expect(app.choice).toBeVisible();
    await expect(app.choice).toContainText('603.5');

    // 5. A wrong move: No. The lesson says so and puts the board back where the step began.
    await app.choice.getByRole('button', { name: app.t('table:choice.may.no'), exact: true }).click();
    await expect(app.lesson.getByText(app.t('common:lesson.offTrack'))).toBeVisible();
    await expect(app.life('alice')).toHaveText('20');
    await app.expectLessonStep(5, total);
    await app.button('common:lesson.restoreBoard').click();
    await expect(app.lesson.getByText(app.t('common:lesson.offTrack'))).toHaveCount(0);
    await expect(app.choice).toBeVisible();
    // Yes: Alice gains 1 life.
    await app.choice.getByRole('button', { name: app.t('table:choice.may.yes'), exact: true }).click();
    await expect(app.life('alice')).toHaveText('21');
    await expect(app.choice).toHaveCount(0);
    await expect(app.stack.getByText(app.t('common:stack.empty'))).toBeVisible();

    // 6. Conclusion.
    await app.expectLessonStep(6, total);
    await expect(app.lesson.getByText(app.t('common:lesson.finished'))).toBeVisible();
    await expect(app.lesson.getByText(app.t('common:lesson.score', { right: 1, total: 2 }))).toBeVisible();
    await expect(page.locator('.error-alert')).toHaveText('');
  });
}

test('the lesson "Show me" button plays a step, and Undo takes it back', async ({ page }) => {
  const app = new StacklabPage(page, 'en');
  await app.open();
  await app.button('common:lesson.next').click();
  await app.lesson.getByRole('radio', { name: app.t('common:lesson.no'), exact: true }).check();
  await app.button('common:lesson.answer').click();
  await app.button('common:lesson.showMe').click();
  await app.expectLessonStep(3, 6);
  await expect(app.stack.getByRole('listitem')).toHaveCount(1);
  await app.button('common:controls.undo').click();
  await app.expectLessonStep(2, 6);
  await expect(app.stack.getByRole('listitem')).toHaveCount(0);
  await app.button('common:controls.redo').click();
  await app.expectLessonStep(3, 6);
});

test('a refused action is explained in an alert and the app keeps running', async ({ page }) => {
  const app = new StacklabPage(page, 'en');
  await app.open();
  await app.button('common:lesson.next').click();
  await app.lesson.getByRole('radio', { name: app.t('common:lesson.no'), exact: true }).check();
  await app.button('common:lesson.answer').click();
  // Alice passes with an empty stack: Bob now has priority, so Alice can't cast her Bears.
  await app.button('common:controls.pass').click();
  await expect(page.getByTestId('priority')).toHaveText(app.t('common:turn.priority', { player: 'Bob' }));
  await app.castFromHand('Alice', 'grizzly-bears');
  const errorAlert = page.locator('.error-alert');
  await expect(errorAlert).toContainText(app.t('common:error.title'));
  await expect(errorAlert).toContainText(app.t('errors:notYourPriority_held', { player: 'Alice', holder: 'Bob' }));
  // The next accepted action clears it.
  await app.button('common:controls.undo').click();
  await expect(errorAlert).toHaveText('');
  await app.castFromHand('Alice', 'grizzly-bears');
  await expect(app.stack.getByRole('listitem')).toHaveCount(1);
});

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  test(`Next before a step is done is refused, and Back after acting puts the board back (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await app.open();
    await app.button('common:lesson.next').click();
    await app.lesson.getByRole('radio', { name: app.t('common:lesson.no'), exact: true }).check();
    await app.button('common:lesson.answer').click();
    // Next on a step whose goal is not met: the lesson stays and says why.
    await app.button('common:lesson.next').click();
    await app.expectLessonStep(2, 6);
    await expect(app.lesson.getByText(app.t('common:lesson.notDone'))).toBeVisible();
    // Act, then go back: the Bears return to the hand and the question is asked again.
    await app.castFromHand('Alice', 'grizzly-bears');
    await app.expectLessonStep(3, 6);
    await app.button('common:lesson.previous').click();
    await app.expectLessonStep(2, 6);
    await expect(app.stack.getByRole('listitem')).toHaveCount(0);
    await expect(app.zone('hand', 'Alice').getByRole('button', { name: app.card('grizzly-bears'), exact: true })).toBeVisible();
    await expect(app.lesson.getByRole('radio', { name: app.t('common:lesson.yes'), exact: true })).toBeVisible();
    // On a reading step, a move is noticed and the board can be put back.
    await app.button('common:lesson.previous').click();
    await app.expectLessonStep(1, 6);
    await app.button('common:controls.pass').click();
    await expect(app.lesson.getByText(app.t('common:lesson.offTrack'))).toBeVisible();
    await app.button('common:lesson.restoreBoard').click();
    await expect(page.getByTestId('priority')).toHaveText(app.t('common:turn.priority', { player: 'Alice' }));
    await app.button('common:lesson.next').click();
    await app.expectLessonStep(2, 6);
  });
}
