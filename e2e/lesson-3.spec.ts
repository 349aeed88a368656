// Lesson 3, played like a learner in both languages: the upkeep opened with Next step (Blood Tyrant
// triggers), Geralf's Messenger entering tapped (Verity Circle silent), Grizzly Bears tapped, untapped and
// tapped again from the teacher menu (two triggers), then an attack (the intervening "if" is false).
// Four predictions: three right, the last one wrong.
import { expect, test } from '@playwright/test';
import type { Lang } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  test(`lesson 3 can be completed with its predictions (${lang})`, async ({ page }, testInfo) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open();
    const total = 10;
    const names = {
      circle: app.card('verity-circle'),
      tyrant: app.card('blood-tyrant'),
      messenger: app.card('geralfs-messenger'),
      bears: app.card('grizzly-bears'),
      hound: app.card('isamaru-hound-of-konda'),
    };
    const question = (step: string) => app.lesson.getByRole('group', { name: app.t(`lessons:lesson3.steps.${step}.question`, names) });
    const yesNo = async (step: string, yes: boolean) => {
      const group = question(step);
      await group.getByRole('radio', { name: app.t(yes ? 'common:lesson.yes' : 'common:lesson.no'), exact: true }).check();
      await group.getByRole('button', { name: app.t('common:lesson.answer') }).click();
    };
    const reveal = app.lesson.locator('.prediction-reveal');
    const top = app.stack.getByRole('listitem').first();
    const bears = app.zone('battlefield', 'Bob').getByRole('article', { name: names.bears });
    const teacher = async (key: 'common:card.tap' | 'common:card.untap') => {
      await bears.getByLabel(app.t('common:card.actionsFor', { card: names.bears })).first().click();
      await bears.getByRole('button', { name: app.t(key), exact: true }).click();
    };

    await app.lesson.getByRole('combobox', { name: app.t('common:lesson.lessonPicker') }).selectOption('lesson-3');
    await expect(app.lesson.getByRole('heading', { name: app.t('lessons:lesson3.title') })).toBeVisible();
    await app.expectLessonStep(1, total);
    await app.button('common:lesson.next').click();

    // The upkeep begins: Blood Tyrant's ability is on the stack.
    await app.expectLessonStep(2, total);
    await app.button('common:controls.next').click();
    await app.expectLessonStep(3, total);
    await expect(top).toContainText(names.tyrant);

    // "How many counters?" — 2, rightly.
    await question('tyrant').getByRole('spinbutton').fill('2');
    await question('tyrant').getByRole('button', { name: app.t('common:lesson.answer') }).click();
    await app.button('common:controls.resolve').click();
    await app.expectLessonStep(4, total);
    await expect(reveal).toContainText(app.t('common:lesson.right', { answer: '2' }));
    await expect(app.life('alice')).toHaveText('19');
    await expect(app.life('bob')).toHaveText('19');

    // On to the main phase (draw step, then main 1) and cast Geralf's Messenger.
    await app.button('common:controls.next').click();
    await app.button('common:controls.next').click();
    await app.castFromHand('Bob', 'geralfs-messenger');
    await app.expectLessonStep(5, total);

    // "Does Verity Circle trigger when it enters tapped?" — No, rightly.
    await yesNo('enters', false);
    await app.button('common:controls.resolve').click();
    await app.expectLessonStep(6, total);
    await expect(reveal).toContainText(app.t('common:lesson.right', { answer: app.t('common:lesson.no') }));
    await expect(reveal).toContainText('603.2e');
    await expect(app.log.locator('[data-event="notTriggered"]')).toHaveCount(1);
    await expect(top).toContainText(names.messenger);
    if (lang === 'fr') {
      await app.screenshot('test-results/lesson-3-entered-tapped-fr.png');
      await testInfo.attach('lesson-3-entered-tapped-fr', { path: 'test-results/lesson-3-entered-tapped-fr.png', contentType: 'image/png' });
    }

    // Resolve the Messenger's ability, then tap the Bears: Verity Circle triggers; Alice draws.
    await app.button('common:controls.resolve').click();
    await expect(app.life('alice')).toHaveText('17');
    await teacher('common:card.tap');
    await app.expectLessonStep(7, total);
    await expect(top).toContainText(names.circle);
    await app.button('common:controls.resolve').click();
    await app.choice.getByRole('button', { name: app.t('table:choice.may.yes'), exact: true }).click();
    await app.expectLessonStep(8, total);

    // "Untapped and tapped again: does it trigger again?" — Yes, rightly.
    await yesNo('again', true);
    await teacher('common:card.untap');
    await expect(bears).toHaveAttribute('data-tapped', 'false');
    await teacher('common:card.tap');
    await app.expectLessonStep(9, total);
    await expect(reveal).toContainText(app.t('common:lesson.right', { answer: app.t('common:lesson.yes') }));
    await expect(top).toContainText(names.circle);

    // "Does it trigger when Isamaru attacks?" — answered wrongly (yes); then resolve, draw, attack.
    await yesNo('attack', true);
    await app.button('common:controls.resolve').click();
    await app.choice.getByRole('button', { name: app.t('table:choice.may.yes'), exact: true }).click();
    const combat = page.getByRole('region', { name: app.t('common:combat.title'), exact: true });
    await combat.getByRole('checkbox', { name: names.hound }).check();
    await combat.getByRole('button', { name: app.t('common:combat.declareAttackers'), exact: true }).click();
    await app.expectLessonStep(10, total);
    await expect(reveal).toContainText(app.t('common:lesson.wrong', { answer: app.t('common:lesson.yes'), right: app.t('common:lesson.no') }));
    await expect(reveal).toContainText('603.4');
    await expect(app.log.locator('[data-event="notTriggered"]')).toHaveCount(2);
    await expect(app.stack.getByRole('listitem')).toHaveCount(0);
    await expect(app.lesson.getByText(app.t('common:lesson.score', { right: 3, total: 4 }))).toBeVisible();
    if (lang === 'fr') {
      await app.screenshot('test-results/lesson-3-end-fr.png');
      await testInfo.attach('lesson-3-end-fr', { path: 'test-results/lesson-3-end-fr.png', contentType: 'image/png' });
    }
  });
}
