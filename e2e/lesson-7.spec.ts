// Lesson 7, played like a learner in both languages: Bob casts Lightning Bolt at Kalastria Highborn. "Does
// Rhystic Study's ability still go on the stack if Bob means to pay?" (answered wrongly: no); "who is asked
// first as it resolves?" (Bob, rightly); Bob does not pay and Alice draws; the Highborn dies, her ability
// gets Bob as its target; "when are the target and the payment chosen?" (rightly: target now, payment on
// resolution); Alice pays {B} as it resolves.
import { expect, test } from '@playwright/test';
import type { Lang } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  test(`lesson 7 can be completed with its predictions (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await app.open();
    const total = 7;
    const names = { study: app.card('rhystic-study'), highborn: app.card('kalastria-highborn'), bolt: app.card('lightning-bolt') };
    const question = (step: string) => app.lesson.getByRole('group', { name: app.t(`lessons:lesson7.steps.${step}.question`, names) });
    const answer = (step: string) => question(step).getByRole('button', { name: app.t('common:lesson.answer') }).click();
    const reveal = app.lesson.locator('.prediction-reveal');

    await app.lesson.getByRole('combobox', { name: app.t('common:lesson.lessonPicker') }).selectOption('lesson-7');
    await expect(app.lesson.getByRole('heading', { name: app.t('lessons:lesson7.title') })).toBeVisible();
    await app.expectLessonStep(1, total);
    await app.button('common:lesson.next').click();

    // "Does the ability still go on the stack?" — No, wrongly; then Bob casts Lightning Bolt at the Highborn.
    await app.expectLessonStep(2, total);
    await question('cast').getByRole('radio', { name: app.t('common:lesson.no'), exact: true }).check();
    await answer('cast');
    await app.castFromHand('Bob', 'lightning-bolt');
    await page.getByRole('button', { name: `${app.t('common:card.cast', { card: names.bolt })} → ${names.highborn}`, exact: true }).click();
    await app.expectLessonStep(3, total);
    await expect(reveal).toContainText(app.t('common:lesson.wrong', { answer: app.t('common:lesson.no'), right: app.t('common:lesson.yes') }));
    await expect(reveal).toContainText('603.5');
    await expect(app.stack.getByRole('listitem')).toHaveCount(2);
    await expect(app.stack.getByRole('listitem').first()).toContainText(names.study);

    // "Who is asked first?" — Bob, rightly; the decision box asks Bob whether he pays {1}.
    await question('resolveStudy').getByRole('radio', { name: 'Bob', exact: true }).check();
    await answer('resolveStudy');
    await app.button('common:controls.resolve').click();
    await app.expectLessonStep(4, total);
    await expect(reveal).toContainText(app.t('common:lesson.right', { answer: 'Bob' }));
    await expect(app.choice).toContainText(app.t('table:choice.pay.unlessPrompt', { player: 'Bob', card: names.study }));
    if (lang === 'fr') await app.screenshot('test-results/lesson-7-unless-fr.png');

    // Bob does not pay; Alice chooses to draw.
    await app.choice.getByRole('button', { name: app.t('table:choice.pay.no'), exact: true }).click();
    await expect(app.choice).toContainText(app.t('table:choice.may.prompt', { player: 'Alice', card: names.study }));
    await app.choice.getByRole('button', { name: app.t('table:choice.may.yes'), exact: true }).click();
    await app.expectLessonStep(5, total);
    await expect(app.zone('hand', 'Alice')).toContainText(app.card('plains'));
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);

    // "When are the target and the payment chosen?" — the target now, the payment later, rightly.
    const targetNow = app.t('lessons:lesson7.steps.resolveBolt.optionTargetNow', names);
    await question('resolveBolt').getByRole('radio', { name: targetNow, exact: true }).check();
    await answer('resolveBolt');
    await app.button('common:controls.resolve').click();
    await app.choice.getByRole('button', { name: 'Bob', exact: true }).click();
    await app.expectLessonStep(6, total);
    await expect(reveal).toContainText(app.t('common:lesson.right', { answer: targetNow }));
    await expect(reveal).toContainText('603.3d');
    await expect(app.zone('graveyard', 'Alice')).toContainText(names.highborn);
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);
    await expect(app.stack.getByRole('listitem').first()).toContainText(names.highborn);

    // The Highborn's ability resolves: only now is Alice asked about {B}; she pays.
    await app.button('common:controls.resolve').click();
    await expect(app.choice).toContainText(app.t('table:choice.pay.prompt', { player: 'Alice', card: names.highborn }));
    await app.choice.getByRole('button', { name: app.t('table:choice.pay.yes'), exact: true }).click();
    await app.expectLessonStep(7, total);
    await expect(app.life('bob')).toHaveText('18');
    await expect(app.life('alice')).toHaveText('22');
    await expect(app.lesson.getByText(app.t('common:lesson.score', { right: 2, total: 3 }))).toBeVisible();
    if (lang === 'fr') await app.screenshot('test-results/lesson-7-end-fr.png');
  });
}
