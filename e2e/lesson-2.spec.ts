// Lesson 2, played like a learner in both languages: picked from the lesson list, three predictions (one
// wrong, two right), Armageddon, four Dingus Egg triggers ordered by Bob, both players at 16.
import { expect, test } from '@playwright/test';
import type { Lang } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  test(`lesson 2 can be completed with its predictions (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await app.open();
    const total = 6;
    await app.lesson.getByRole('combobox', { name: app.t('common:lesson.lessonPicker') }).selectOption('lesson-2');
    await expect(app.lesson.getByRole('heading', { name: app.t('lessons:lesson2.title') })).toBeVisible();
    await app.expectLessonStep(1, total);
    await app.button('common:lesson.next').click();

    // Cast Armageddon.
    await app.expectLessonStep(2, total);
    await app.castFromHand('Alice', 'armageddon');
    await app.expectLessonStep(3, total);

    // "How many times does the Egg trigger?" — answered wrongly (one spell, one trigger?).
    const names = { egg: app.card('dingus-egg'), armageddon: app.card('armageddon') };
    const count = app.lesson.getByRole('group', { name: app.t('lessons:lesson2.steps.resolve.question', names) });
    await count.getByRole('spinbutton', { name: app.t('common:lesson.yourNumber') }).fill('1');
    await count.getByRole('button', { name: app.t('common:lesson.answer') }).click();
    await app.button('common:controls.resolve').click();
    await app.expectLessonStep(4, total);
    const reveal = app.lesson.locator('.prediction-reveal');
    await expect(reveal).toContainText(app.t('common:lesson.wrong', { answer: '1', right: '4' }));
    await expect(reveal).toContainText('603.2c');
    await expect(app.log.locator('[data-event="triggered"]')).toHaveCount(4);

    // "Who controls the two that hurt Alice?" — Bob, rightly; then Bob orders his four abilities.
    const who = app.lesson.getByRole('group', { name: app.t('lessons:lesson2.steps.order.question', names) });
    await who.getByRole('radio', { name: 'Bob', exact: true }).check();
    if (lang === 'fr') await app.screenshot('test-results/lesson-2-choice-fr.png');
    await who.getByRole('button', { name: app.t('common:lesson.answer') }).click();
    await app.choice.getByRole('button', { name: app.t('table:choice.order.confirm') }).click();
    await app.expectLessonStep(5, total);
    await expect(reveal).toContainText(app.t('common:lesson.right', { answer: 'Bob' }));
    await expect(app.stack.getByRole('listitem')).toHaveCount(4);

    // "Alice's life once they have all resolved?" — 16; four resolutions.
    const life = app.lesson.getByRole('group', { name: app.t('lessons:lesson2.steps.damage.question') });
    await life.getByRole('spinbutton').fill('16');
    await life.getByRole('button', { name: app.t('common:lesson.answer') }).click();
    for (let i = 0; i < 4; i++) await app.button('common:controls.resolve').click();
    await app.expectLessonStep(6, total);
    await expect(app.life('alice')).toHaveText('16');
    await expect(app.life('bob')).toHaveText('16');
    await expect(reveal).toContainText(app.t('common:lesson.right', { answer: '16' }));
    await expect(app.lesson.getByText(app.t('common:lesson.score', { right: 2, total: 3 }))).toBeVisible();
  });
}
