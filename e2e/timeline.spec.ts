// Inner steps made visible and the rewind timeline, in both languages: lesson 1 played step by step shows Soul's
// Attendant's ability waiting in the tray before it is on the stack; stepping back and forward (buttons and
// Alt+arrows, the focus kept among the steps at either end of time); jumping to an earlier action; going on from
// there after a warning; reset undone; switching boards asks first; reduced motion plays at once with no
// animation; axe on the playback bar and the timeline.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import type { Lang } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';
import { atRest } from './pages/axe';

function regions(app: StacklabPage) {
  const page = app.page;
  return {
    bar: page.getByRole('region', { name: app.t('table:timeline.playback'), exact: true }),
    timeline: page.getByRole('region', { name: app.t('table:timeline.title'), exact: true }),
    tray: page.getByRole('region', { name: app.t('common:pendingTriggers.title'), exact: true }),
  };
}

/** Lesson 1 up to Grizzly Bears resolving (the lesson's own default: step by step). */
async function resolveBears(app: StacklabPage) {
  app.playback = null;
  await app.open();
  await app.button('common:lesson.next').click();
  const names = { attendant: app.card('souls-attendant'), bears: app.card('grizzly-bears') };
  const castQuestion = app.lesson.getByRole('group', { name: app.t('lessons:lesson1.steps.cast.question', names) });
  await castQuestion.getByRole('radio', { name: app.t('common:lesson.no'), exact: true }).check();
  await castQuestion.getByRole('button', { name: app.t('common:lesson.answer') }).click();
  await app.castFromHand('Alice', 'grizzly-bears');
  // Casting sets nothing off: no playback.
  await expect(regions(app).bar).toHaveCount(0);
  const countQuestion = app.lesson.getByRole('group', { name: app.t('lessons:lesson1.steps.resolve.question', names) });
  await countQuestion.getByRole('spinbutton', { name: app.t('common:lesson.yourNumber') }).fill('1');
  await countQuestion.getByRole('spinbutton').press('Enter');
  await app.button('common:controls.resolve').click();
}

async function noAxeViolations(app: StacklabPage, ...selectors: string[]) {
  await atRest(app.page);
  let builder = new AxeBuilder({ page: app.page });
  for (const s of selectors) builder = builder.include(s);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function nextUntil(next: Locator, done: () => Promise<boolean>) {
  for (let i = 0; i < 12 && !(await done()); i++) await next.click();
}

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  test(`lesson 1 step by step: the trigger waits in the tray, then goes on the stack (${lang})`, async ({ page }, testInfo) => {
    const app = new StacklabPage(page, lang);
    await resolveBears(app);
    const { bar, tray } = regions(app);
    await expect(bar).toBeVisible();
    const next = bar.getByRole('button', { name: app.t('table:timeline.next'), exact: true });
    const previous = bar.getByRole('button', { name: app.t('table:timeline.previous'), exact: true });
    // The first moment: the spell resolves; nothing has triggered yet.
    await expect(tray.getByRole('listitem')).toHaveCount(0);
    await nextUntil(next, async () => (await tray.getByRole('listitem').count()) > 0);
    // The moment the ability has triggered: it waits in the tray, the stack does not have it (CR 603.3).
    await expect(tray.getByRole('listitem')).toHaveCount(1);
    await expect(tray).toContainText(app.card('souls-attendant'));
    await expect(app.stack.getByRole('listitem')).toHaveCount(0);
    await expect(bar).toContainText(app.t('table:timeline.why.triggered'));
    await expect(bar.locator('button[data-rule="603.3"]')).toBeVisible();
    await app.screenshot(`test-results/timeline-waiting-${lang}.png`);
    await testInfo.attach(`timeline-waiting-${lang}`, { path: `test-results/timeline-waiting-${lang}.png`, contentType: 'image/png' });
    await noAxeViolations(app, '.playback-bar', '.timeline-panel');

    // One moment on: it is on the stack (APNAP, 603.3b), the tray is empty.
    await next.click();
    await expect(tray.getByRole('listitem')).toHaveCount(0);
    await expect(app.stack.getByRole('listitem').first()).toContainText(app.card('souls-attendant'));
    await expect(bar).toContainText(app.t('table:timeline.why.onStack'));
    // Back one moment, with the button, then forward and back with Alt+arrows.
    await previous.click();
    await expect(tray.getByRole('listitem')).toHaveCount(1);
    await page.keyboard.press('Alt+ArrowRight');
    await expect(tray.getByRole('listitem')).toHaveCount(0);
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(tray.getByRole('listitem')).toHaveCount(1);
    await expect(page).toHaveURL(/lessons\/lesson-1/);

    // Show all: the live game, the lesson's step done.
    await bar.getByRole('button', { name: app.t('table:timeline.showAll'), exact: true }).click();
    await expect(bar).toHaveCount(0);
    await expect(app.stack.getByRole('listitem').first()).toContainText(app.card('souls-attendant'));
    await app.expectLessonStep(4, 6);
  });

  test(`what arrives going forward comes in with an entrance; a step back shows the moment at once (${lang})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // Every entrance started, by the class of the element it plays on (they end too fast to be caught running).
    await page.addInitScript(() => {
      const w = window as unknown as { arrivals: string[] };
      w.arrivals = [];
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (...args: Parameters<Element['animate']>) {
        w.arrivals.push(this.className);
        return animate.apply(this, args);
      };
    });
    const arrivals = async () => {
      const seen = await page.evaluate(() => (window as unknown as { arrivals: string[] }).arrivals.splice(0));
      return seen.map((c) => c.split(' ')[0]).sort();
    };
    const app = new StacklabPage(page, lang);
    await resolveBears(app);
    const { bar, tray } = regions(app);
    const next = bar.getByRole('button', { name: app.t('table:timeline.next'), exact: true });
    const previous = bar.getByRole('button', { name: app.t('table:timeline.previous'), exact: true });
    await nextUntil(next, async () => (await tray.getByRole('listitem').count()) > 0);
    // Forward: the waiting ability arrives in the tray, with the moment's caption.
    expect(await arrivals()).toEqual(expect.arrayContaining(['moment-caption', 'trigger-chip']));
    await next.click();
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);
    expect(await arrivals()).toEqual(['moment-caption', 'stack-object']);
    // Back: the ability is in the tray again, as it was; nothing comes in.
    await previous.click();
    await expect(tray.getByRole('listitem')).toHaveCount(1);
    await expect(app.stack.getByRole('listitem')).toHaveCount(0);
    expect(await arrivals()).toEqual([]);
    // Forward again: it goes on the stack, and arrives there.
    await page.keyboard.press('Alt+ArrowRight');
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);
    expect(await arrivals()).toEqual(['moment-caption', 'stack-object']);
  });

  test(`a choice shown again by a step back does not pop up as new (${lang})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const app = new StacklabPage(page, lang);
    await app.open(`?lang=${lang}`, 'sandbox/wrath');
    const { timeline } = regions(app);
    await app.castFromHand('Alice', 'wrath-of-god');
    await app.button('common:controls.resolve').click();
    await expect(app.choice).toBeVisible();
    // Asked in the live game, the choice pops up.
    await expect(app.choice).not.toHaveClass(/shown-again/);
    expect(await app.choice.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
    await app.button('common:controls.auto').click();
    await expect(app.choice).toHaveCount(0);
    // Back through the answer's moments (each ability put on the stack) to the question.
    const back = timeline.getByRole('button', { name: app.t('table:timeline.stepBack'), exact: true });
    await nextUntil(back, () => app.choice.isVisible());
    await expect(app.choice).toBeVisible();
    await expect(app.choice).toHaveClass(/shown-again/);
    expect(await app.choice.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    // A choice of the past is a record: it says so, and its answers take no click and no focus (the live game,
    // whose stack is now full, would have been asked instead).
    await expect(app.choice).toContainText(app.t('table:choice.past'));
    await expect(app.choice.locator('.choice-body')).toHaveAttribute('inert', '');
    const confirm = app.choice.getByRole('button', { name: app.t('table:choice.order.confirm'), exact: true });
    await confirm.focus();
    await expect(confirm).not.toBeFocused();
    await page.keyboard.press('c');
    await expect(confirm).not.toBeFocused();
    await noAxeViolations(app, '.choice-panel');
    await app.screenshot(`test-results/timeline-past-choice-${lang}.png`);
    // Back to now: no choice is pending there.
    await timeline.getByRole('button', { name: app.t('table:timeline.toLive'), exact: true }).click();
    await expect(app.choice).toHaveCount(0);
  });

  test(`the timeline jumps to an earlier action and goes on from there after a warning (${lang})`, async ({ page }, testInfo) => {
    const app = new StacklabPage(page, lang);
    await resolveBears(app);
    const { bar, timeline, tray } = regions(app);
    // Acting while an earlier moment is shown plays on from the end: Resolve resolves the ability on the stack.
    await expect(bar).toBeVisible();
    await app.button('common:controls.resolve').click();
    await expect(app.choice).toBeVisible();
    await expect(bar).toHaveCount(0);

    const actions = timeline.getByRole('list', { name: app.t('table:timeline.title'), exact: true }).locator(':scope > li');
    await expect(actions).toHaveCount(4); // the board as set up, then three actions
    // Jump to the end of the cast: the spell alone on the stack.
    await actions.nth(1).getByRole('button').first().click();
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);
    await expect(app.stack.getByRole('listitem').first()).toContainText(app.t('common:stack.kind.spell'));
    await expect(app.choice).toHaveCount(0);
    // Step forward through the resolution's inner steps, then back to the cast.
    const forward = timeline.getByRole('button', { name: app.t('table:timeline.stepForward'), exact: true });
    const back = timeline.getByRole('button', { name: app.t('table:timeline.stepBack'), exact: true });
    await nextUntil(forward, async () => (await tray.getByRole('listitem').count()) > 0);
    await expect(tray.getByRole('listitem')).toHaveCount(1);
    await expect(timeline.getByRole('list', { name: app.t('table:timeline.momentsOf', { number: 2 }) })).toBeVisible();
    await back.click();
    await expect(tray.getByRole('listitem')).toHaveCount(0);
    await actions.nth(1).getByRole('button').first().click();

    // Go on from the cast: a warning says two actions will be undone; Cancel keeps everything.
    await timeline.getByRole('button', { name: app.t('table:timeline.fork'), exact: true }).click();
    const warning = timeline.getByRole('alertdialog');
    await expect(warning).toContainText(app.t('table:timeline.forkWarning_other', { count: 2 }));
    await app.screenshot(`test-results/timeline-fork-${lang}.png`);
    await testInfo.attach(`timeline-fork-${lang}`, { path: `test-results/timeline-fork-${lang}.png`, contentType: 'image/png' });
    await noAxeViolations(app, '.timeline-panel');
    await warning.getByRole('button', { name: app.t('table:timeline.cancel'), exact: true }).click();
    await expect(warning).toHaveCount(0);
    await timeline.getByRole('button', { name: app.t('table:timeline.fork'), exact: true }).click();
    await warning.getByRole('button', { name: app.t('table:timeline.forkConfirm_other', { count: 2 }), exact: true }).click();
    // The game goes on from the cast; the two later actions are listed as undone, and can be redone.
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);
    await expect(timeline.locator('li.is-undone')).toHaveCount(2);
    await app.expectLessonStep(3, 6);
    await timeline.locator('li.is-undone').last().getByRole('button').click();
    await expect(app.choice).toBeVisible();
    await expect(timeline.locator('li.is-undone')).toHaveCount(0);

    // Reset, then undo it: the board comes back.
    await app.button('common:controls.reset').click();
    await app.expectLessonStep(1, 6);
    await app.button('common:controls.undo').click();
    await expect(app.choice).toBeVisible();
    await app.expectLessonStep(5, 6);
  });

  test(`stepping by keyboard keeps the focus among the steps at either end of time (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await app.open(`?lang=${lang}`, 'sandbox/wrath');
    await app.castFromHand('Alice', 'wrath-of-god');
    const { timeline } = regions(app);
    const step = (key: string) => timeline.getByRole('button', { name: app.t(key), exact: true });
    const back = step('table:timeline.stepBack');
    const forward = step('table:timeline.stepForward');
    // Enter on « Step back » until the board as set up: that button is disabled, the focus moves on to « Step forward ».
    await back.focus();
    for (let i = 0; i < 12 && (await back.isEnabled()); i++) await page.keyboard.press('Enter');
    await expect(back).toBeDisabled();
    await expect(forward).toBeFocused();
    // Enter on « Step forward » until now: it and « Back to now » are disabled, the focus goes back to « Step back ».
    for (let i = 0; i < 12 && (await forward.isEnabled()); i++) await page.keyboard.press('Enter');
    await expect(forward).toBeDisabled();
    await expect(back).toBeFocused();
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);
  });

  test(`switching boards asks first when actions were played (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await app.open(`?lang=${lang}`, 'sandbox/wrath');
    const picker = page.getByRole('combobox', { name: app.t('common:sandbox.board'), exact: true });
    await app.castFromHand('Alice', 'wrath-of-god');
    // The table's own dialog asks (e2e/leave-board.spec.ts checks it in detail): stay, then leave.
    await picker.selectOption({ label: app.t('common:sandbox.boards.combat') });
    await expect(app.leaveDialog).toHaveAccessibleDescription(app.t('table:leaveBoard.lost_one', { count: 1 }));
    await app.leaveDialog.getByRole('button', { name: app.t('table:leaveBoard.stay'), exact: true }).click();
    await expect(app.leaveDialog).toHaveCount(0);
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);
    await expect(picker).toHaveValue('wrath');
    await picker.selectOption({ label: app.t('common:sandbox.boards.combat') });
    await app.leaveBoard();
    await expect(picker).toHaveValue('combat');
    await expect(app.stack.getByRole('listitem')).toHaveCount(0);
  });
}

test('reduced motion: the sandbox plays each action at once, with no animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const app = new StacklabPage(page, 'en');
  app.playback = null;
  await app.open('?lang=en', 'sandbox/wrath');
  const { bar, tray } = regions(app);
  await app.castFromHand('Alice', 'wrath-of-god');
  await app.button('common:controls.resolve').click();
  await expect(tray.getByRole('listitem')).toHaveCount(5);
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
});

test('without reduced motion the sandbox animates the inner steps, then shows the end', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const app = new StacklabPage(page, 'en');
  app.playback = 'fast';
  await app.open('?lang=en', 'sandbox/wrath');
  const { bar, tray } = regions(app);
  await app.castFromHand('Alice', 'wrath-of-god');
  await app.button('common:controls.resolve').click();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCount(0, { timeout: 20_000 });
  await expect(tray.getByRole('listitem')).toHaveCount(5);
});
