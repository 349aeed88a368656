// The app as a learner sees it, through roles and accessible names.
import { expect, type Locator, type Page } from '@playwright/test';
import { card, of, tr, withForms, type Lang } from '../fixtures';

export class StacklabPage {
  /**
   * How the page plays actions (the timeline's setting, kept in localStorage): journeys about the lessons' moves
   * see each action's end at once; null keeps the app's default (step by step in lessons).
   */
  playback: 'step' | 'slow' | 'normal' | 'fast' | 'instant' | null = 'instant';
  private playbackSet = false;

  constructor(
    readonly page: Page,
    public lang: Lang,
  ) {}

  /** A translated text, with the `theX`, `ofX` … forms of every name parameter, as the app fills them in. */
  t(key: string, params: Record<string, string | number> = {}) {
    return tr(this.lang, key, withForms(this.lang, params));
  }

  card(id: string) {
    return card(this.lang, id);
  }

  /** Opens an address (by default the first lesson; `course` is the course page), in this language. */
  async open(query = `?lang=${this.lang}`, path = 'lessons/lesson-1') {
    if (this.playback && !this.playbackSet) {
      this.playbackSet = true;
      await this.page.addInitScript((value) => {
        if (!localStorage.getItem('stacklab-playback')) localStorage.setItem('stacklab-playback', value);
      }, this.playback);
    }
    await this.page.goto(`/${path}${query}`);
    await expect(this.page.getByRole('heading', { name: 'Stacklab' })).toBeVisible();
    // The table is a chunk of its own, with its texts: wait until it has replaced the loading status.
    await expect(this.page.locator('.loading-state')).toHaveCount(0);
  }

  zone(zone: 'hand' | 'battlefield' | 'graveyard' | 'exile', player: string): Locator {
    return this.page.getByRole('region', { name: this.t(`common:zoneOf.${zone}`, { player, ofPlayer: of(this.lang, player) }), exact: true });
  }

  get lesson(): Locator {
    return this.page.getByRole('region', { name: this.t('common:lesson.region'), exact: true });
  }

  get stack(): Locator {
    return this.page.getByRole('region', { name: this.t('common:stack.title'), exact: true });
  }

  get choice(): Locator {
    return this.page.getByRole('region', { name: this.t('table:choice.title'), exact: true });
  }

  get log(): Locator {
    return this.page.getByRole('region', { name: this.t('common:log.title'), exact: true });
  }

  get alert(): Locator {
    return this.page.getByRole('alert');
  }

  button(key: string, params: Record<string, string | number> = {}): Locator {
    return this.page.getByRole('button', { name: this.t(key, params), exact: true });
  }

  life(player: string): Locator {
    return this.page.getByTestId(`life-${player}`);
  }

  /** The table's "leave this board?" question (src/ui/dialogs/LeaveBoardDialog.tsx). */
  get leaveDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: this.t('table:leaveBoard.title'), exact: true });
  }

  /** Answers the "leave this board?" question: leave (the other board replaces this one). */
  async leaveBoard() {
    await this.leaveDialog.getByRole('button', { name: this.t('table:leaveBoard.leave'), exact: true }).click();
    await expect(this.leaveDialog).toHaveCount(0);
  }

  async castFromHand(player: string, cardId: string) {
    await this.zone('hand', player).getByRole('button', { name: this.card(cardId), exact: true }).click();
  }

  async switchLanguage(lang: Lang) {
    await this.page
      .getByRole('group', { name: this.t('common:language.label'), exact: true })
      .getByRole('button', { name: lang.toUpperCase(), exact: true })
      .click();
    this.lang = lang;
  }

  async expectLessonStep(index: number, total: number) {
    await expect(this.lesson.getByText(this.t('common:lesson.progress', { current: index, total }), { exact: true })).toBeVisible();
  }

  async screenshot(path: string) {
    await this.page.mouse.move(1, 1);
    // Chromium's full-page capture shrinks the window to 1×1 for a moment: the layout crosses its wide width,
    // the side panels are mounted again and a half-made choice (a blocker, a new target) is lost. Grow the
    // viewport to the page's height instead, keeping its width, and capture that.
    const size = this.page.viewportSize();
    const height = await this.page.evaluate(() => document.documentElement.scrollHeight);
    const grow = size !== null && height > size.height;
    if (grow) await this.page.setViewportSize({ width: size.width, height });
    const shot = await this.page.screenshot({ path, animations: 'disabled' });
    if (grow) await this.page.setViewportSize(size);
    return shot;
  }
}
