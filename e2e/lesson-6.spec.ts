// Lesson 6, played like a learner in both languages: Felidar Sovereign at 40 life triggers as Alice's upkeep
// begins ("does it trigger?" — yes, rightly); Alice passes, Bob bolts her to 37 in response; the ability then
// does nothing ("does Alice win?" — yes, wrongly); at Alice's next upkeep, at 37, it does not trigger at all
// ("could she answer it by gaining life?" — no, rightly).
import { expect, test } from '@playwright/test';
import type { Lang } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  test(`lesson 6 can be completed with its predictions (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await app.open();
    const total = 7;
    const names = { sovereign: app.card('felidar-sovereign'), bolt: app.card('lightning-bolt') };
    const question = (step: string) => app.lesson.getByRole('group', { name: app.t(`lessons:lesson6.steps.${step}.question`, names) });
    const yesNo = async (step: string, yes: boolean) => {
      const group = question(step);
      await group.getByRole('radio', { name: app.t(yes ? 'common:lesson.yes' : 'common:lesson.no'), exact: true }).check();
      await group.getByRole('button', { name: app.t('common:lesson.answer') }).click();
    };
    const reveal = app.lesson.locator('.prediction-reveal');
    const top = app.stack.getByRole('listitem').first();

    await app.lesson.getByRole('combobox', { name: app.t('common:lesson.lessonPicker') }).selectOption('lesson-6');
    await expect(app.lesson.getByRole('heading', { name: app.t('lessons:lesson6.title') })).toBeVisible();
    await app.expectLessonStep(1, total);
    await app.button('common:lesson.next').click();

    // "At exactly 40, does it trigger?" — yes, rightly; the upkeep begins and the ability is on the stack.
    await app.expectLessonStep(2, total);
    await yesNo('upkeep', true);
    await app.button('common:controls.next').click();
    await app.expectLessonStep(3, total);
    await expect(reveal).toContainText(app.t('common:lesson.right', { answer: app.t('common:lesson.yes') }));
    await expect(top).toContainText(names.sovereign);

    // Alice passes; Bob casts Lightning Bolt at Alice.
    await app.button('common:controls.pass').click();
    await app.castFromHand('Bob', 'lightning-bolt');
    await page.getByRole('button', { name: `${app.t('common:card.cast', { card: names.bolt })} → Alice`, exact: true }).click();
    await app.expectLessonStep(4, total);
    await expect(app.stack.getByRole('listitem')).toHaveCount(2);
    await expect(top).toContainText(names.bolt);

    // The Bolt resolves: 37 life, the ability still waits.
    await app.button('common:controls.resolve').click();
    await app.expectLessonStep(5, total);
    await expect(app.life('alice')).toHaveText('37');
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);

    // "Does Alice win?" — yes, wrongly: the condition is false on resolution, the ability does nothing.
    await yesNo('resolveTrigger', true);
    await app.button('common:controls.resolve').click();
    await app.expectLessonStep(6, total);
    await expect(reveal).toContainText(app.t('common:lesson.wrong', { answer: app.t('common:lesson.yes'), right: app.t('common:lesson.no') }));
    await expect(reveal).toContainText('603.4');
    await expect(app.log.locator('[data-event="conditionFalse"]')).toHaveCount(1);
    await expect(app.stack.getByRole('listitem')).toHaveCount(0);

    // "Could she answer it by gaining life?" — no, rightly; Next step through Bob's turn to Alice's upkeep.
    await yesNo('nextUpkeep', false);
    // Eight steps to Bob's upkeep (his untap step has no priority), eight more to Alice's upkeep of turn 3.
    for (let i = 0; i < 16; i++) await app.button('common:controls.next').click();
    await app.expectLessonStep(7, total);
    await expect(reveal).toContainText(app.t('common:lesson.right', { answer: app.t('common:lesson.no') }));
    await expect(app.log.locator('[data-event="notTriggered"]')).toHaveCount(1);
    await expect(app.stack.getByRole('listitem')).toHaveCount(0);
    await expect(app.life('alice')).toHaveText('37');
    if (lang === 'fr') await app.screenshot('test-results/lesson-6-wrap-up-fr.png');
    await expect(app.lesson.getByText(app.t('common:lesson.score', { right: 2, total: 3 }))).toBeVisible();
  });
}
