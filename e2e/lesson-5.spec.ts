// Lesson 5, played like a learner in both languages: Charming Prince enters and offers two modes, not three
// (603.3c); Ravenous Chupacabra's ability finds no target and is removed (603.3d); the Prince again, now
// with three modes, exiles the Chupacabra, which is returned to hand in response: the ability doesn't
// resolve (608.2b). Four predictions: three right, one wrong (yes to the Chupacabra's ability waiting).
import { expect, test } from '@playwright/test';
import type { Lang } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  test(`lesson 5 can be completed with its predictions (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open();
    const total = 10;
    const names = { prince: app.card('charming-prince'), chupa: app.card('ravenous-chupacabra'), forest: app.card('forest') };
    const question = (step: string) => app.lesson.getByRole('group', { name: app.t(`lessons:lesson5.steps.${step}.question`, names) });
    const answer = async (step: string) => question(step).getByRole('button', { name: app.t('common:lesson.answer') }).click();
    const yesNo = async (step: string, yes: boolean) => {
      await question(step).getByRole('radio', { name: app.t(yes ? 'common:lesson.yes' : 'common:lesson.no'), exact: true }).check();
      await answer(step);
    };
    const reveal = app.lesson.locator('.prediction-reveal');
    const modes = app.choice.locator('.choice-modes').getByRole('button');
    const mode = (n: number) => app.choice.getByRole('button', { name: app.t(`cards:charming-prince.modes.${n}`), exact: true });
    const bounce = async (card: string) => {
      const permanent = app.zone('battlefield', 'Alice').getByRole('article', { name: card });
      await permanent.getByLabel(app.t('common:card.actionsFor', { card })).first().click();
      await permanent.getByRole('button', { name: app.t('common:card.bounce'), exact: true }).click();
    };

    await app.lesson.getByRole('combobox', { name: app.t('common:lesson.lessonPicker') }).selectOption('lesson-5');
    await expect(app.lesson.getByRole('heading', { name: app.t('lessons:lesson5.title') })).toBeVisible();
    await app.expectLessonStep(1, total);
    await app.button('common:lesson.next').click();

    // Cast Charming Prince.
    await app.expectLessonStep(2, total);
    await app.castFromHand('Alice', 'charming-prince');
    await app.expectLessonStep(3, total);

    // "Can Alice pick the exile mode?" — no, rightly: two modes only.
    await yesNo('resolvePrince', false);
    await app.button('common:controls.resolve').click();
    await app.expectLessonStep(4, total);
    await expect(reveal).toContainText(app.t('common:lesson.right', { answer: app.t('common:lesson.no') }));
    await expect(reveal).toContainText('603.3c');
    await expect(modes).toHaveCount(2);
    if (lang === 'fr') await app.screenshot('test-results/lesson-5-two-modes-fr.png');

    // Gain 3 life, then resolve.
    await mode(1).click();
    await app.button('common:controls.resolve').click();
    await app.expectLessonStep(5, total);
    await expect(app.life('alice')).toHaveText('23');

    // Cast Ravenous Chupacabra; "does its ability go on the stack?" — yes, wrongly: it is removed.
    await app.castFromHand('Alice', 'ravenous-chupacabra');
    await app.expectLessonStep(6, total);
    await yesNo('resolveChupa', true);
    await app.button('common:controls.resolve').click();
    await app.expectLessonStep(7, total);
    await expect(reveal).toContainText(app.t('common:lesson.wrong', { answer: app.t('common:lesson.yes'), right: app.t('common:lesson.no') }));
    await expect(reveal).toContainText('603.3d');
    await expect(app.log.locator('[data-event="triggerRemoved"]')).toHaveCount(1);
    await expect(app.stack.getByRole('listitem')).toHaveCount(0);

    // "How many modes this time?" — 3, rightly. Bounce the Prince, cast it again, resolve it.
    await question('again').getByRole('spinbutton', { name: app.t('common:lesson.yourNumber') }).fill('3');
    await answer('again');
    await bounce(names.prince);
    await app.castFromHand('Alice', 'charming-prince');
    await app.button('common:controls.resolve').click();
    await app.expectLessonStep(8, total);
    await expect(reveal).toContainText(app.t('common:lesson.right', { answer: '3' }));
    await expect(modes).toHaveCount(3);

    // The exile mode targets the Chupacabra; in response it goes back to Alice's hand.
    await mode(2).click();
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);
    await bounce(names.chupa);
    await app.expectLessonStep(9, total);

    // "What happens?" — nothing, rightly: the ability doesn't resolve.
    await question('resolveGone').getByRole('radio', { name: app.t('lessons:lesson5.steps.resolveGone.optionNothing'), exact: true }).check();
    await answer('resolveGone');
    await app.button('common:controls.resolve').click();
    await app.expectLessonStep(10, total);
    await expect(reveal).toContainText('608.2b');
    await expect(app.log.locator('[data-event="didNotResolve"]')).toHaveCount(1);
    await expect(app.zone('hand', 'Alice')).toContainText(names.chupa);
    await expect(app.lesson.getByText(app.t('common:lesson.score', { right: 3, total: 4 }))).toBeVisible();
    if (lang === 'fr') await app.screenshot('test-results/lesson-5-end-fr.png');
  });
}
