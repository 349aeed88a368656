// Lesson 4, played like a learner in both languages: Wrath of God kills three Vampires; "how many times does
// Kalastria Highborn trigger?" (2, answered rightly), "whose ability resolves first?" (answered wrongly:
// Alice, the active player); Alice orders and targets her five abilities, Bob his three on top; Bob's
// resolves first.
import { expect, test } from '@playwright/test';
import type { Lang } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  test(`lesson 4 can be completed with its predictions (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await app.open();
    const total = 6;
    await app.lesson.getByRole('combobox', { name: app.t('common:lesson.lessonPicker') }).selectOption('lesson-4');
    await expect(app.lesson.getByRole('heading', { name: app.t('lessons:lesson4.title') })).toBeVisible();
    await app.expectLessonStep(1, total);
    await app.button('common:lesson.next').click();

    // Cast Wrath of God.
    await app.expectLessonStep(2, total);
    await app.castFromHand('Alice', 'wrath-of-god');
    await app.expectLessonStep(3, total);

    // "How many times does Kalastria Highborn trigger?" — 2, rightly.
    const names = { artist: app.card('blood-artist'), highborn: app.card('kalastria-highborn'), wrath: app.card('wrath-of-god') };
    const count = app.lesson.getByRole('group', { name: app.t('lessons:lesson4.steps.resolve.question', names) });
    await count.getByRole('spinbutton', { name: app.t('common:lesson.yourNumber') }).fill('2');
    await count.getByRole('button', { name: app.t('common:lesson.answer') }).click();
    await app.button('common:controls.resolve').click();
    await app.expectLessonStep(4, total);
    const reveal = app.lesson.locator('.prediction-reveal');
    await expect(reveal).toContainText(app.t('common:lesson.right', { answer: '2' }));
    await expect(reveal).toContainText('603.10a');
    await expect(app.log.locator('[data-event="triggered"]')).toHaveCount(8);

    // "Whose ability resolves first?" — Alice, wrongly (the active player's go on the stack first).
    const who = app.lesson.getByRole('group', { name: app.t('lessons:lesson4.steps.order.question', names) });
    await who.getByRole('radio', { name: 'Alice', exact: true }).check();
    await who.getByRole('button', { name: app.t('common:lesson.answer') }).click();

    // Alice orders her five abilities and targets Bob with each; then Bob orders his three and targets Alice.
    await app.choice.getByRole('button', { name: app.t('table:choice.order.confirm') }).click();
    for (let i = 0; i < 5; i++) await app.choice.getByRole('button', { name: 'Bob', exact: true }).click();
    await expect(app.stack.getByRole('listitem')).toHaveCount(5);
    if (lang === 'fr') await app.screenshot('test-results/lesson-4-bob-order-fr.png');
    await app.choice.getByRole('button', { name: app.t('table:choice.order.confirm') }).click();
    for (let i = 0; i < 3; i++) await app.choice.getByRole('button', { name: 'Alice', exact: true }).click();
    await app.expectLessonStep(5, total);
    await expect(reveal).toContainText(app.t('common:lesson.wrong', { answer: 'Alice', right: 'Bob' }));
    await expect(reveal).toContainText('101.4');
    await expect(app.stack.getByRole('listitem')).toHaveCount(8);
    if (lang === 'fr') await app.screenshot('test-results/lesson-4-stack-fr.png');

    // The top ability is Bob's: Alice loses 1 life, Bob gains 1.
    await app.button('common:controls.resolve').click();
    await app.expectLessonStep(6, total);
    await expect(app.stack.getByRole('listitem')).toHaveCount(7);
    await expect(app.life('alice')).toHaveText('19');
    await expect(app.life('bob')).toHaveText('21');
    await expect(app.lesson.getByText(app.t('common:lesson.score', { right: 1, total: 2 }))).toBeVisible();
  });
}
