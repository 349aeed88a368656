// Lesson 1, played like a learner: clicking the card, the Resolve button and Yes — in both languages.
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

    // 2. Cast Grizzly Bears from the hand: a spell on the stack.
    await app.expectLessonStep(2, total);
    await app.castFromHand('Alice', 'grizzly-bears');
    const top = app.stack.getByRole('listitem').first();
    await expect(top).toContainText(app.t('common:stack.kind.spell'));
    await expect(top).toContainText(app.card('grizzly-bears'));
    await expect(app.zone('hand', 'Alice').getByRole('button')).toHaveCount(0);

    // 3. Both players pass: the spell resolves, Soul's Attendant triggers and its ability goes on the stack.
    await app.expectLessonStep(3, total);
    await app.button('common:controls.resolve').click();
    await app.expectLessonStep(4, total);
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

    // 5. Yes: Alice gains 1 life.
    await app.choice.getByRole('button', { name: app.t('common:choice.may.yes'), exact: true }).click();
    await expect(app.life('alice')).toHaveText('21');
    await expect(app.choice).toHaveCount(0);
    await expect(app.stack.getByText(app.t('common:stack.empty'))).toBeVisible();

    // 6. Conclusion.
    await app.expectLessonStep(6, total);
    await expect(app.lesson.getByText(app.t('common:lesson.finished'))).toBeVisible();
    await expect(app.alert).toHaveText('');
  });
}

test('the lesson "Show me" button plays a step, and Undo takes it back', async ({ page }) => {
  const app = new StacklabPage(page, 'en');
  await app.open();
  await app.button('common:lesson.next').click();
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
  // Alice passes with an empty stack: Bob now has priority, so Alice can't cast her Bears.
  await app.button('common:controls.pass').click();
  await expect(page.getByTestId('priority')).toHaveText(app.t('common:turn.priority', { player: 'Bob' }));
  await app.castFromHand('Alice', 'grizzly-bears');
  await expect(app.alert).toContainText(app.t('common:error.title'));
  await expect(app.alert).toContainText(app.t('errors:notYourPriority', { player: 'Alice' }));
  // The next accepted action clears it.
  await app.button('common:controls.undo').click();
  await expect(app.alert).toHaveText('');
  await app.castFromHand('Alice', 'grizzly-bears');
  await expect(app.stack.getByRole('listitem')).toHaveCount(1);
});
