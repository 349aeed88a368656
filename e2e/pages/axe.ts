// axe judges a page at rest: a panel fading or sliding in (the choice panel's and the lesson feedback's entrance,
// a moment's items) has, for a fraction of a second, colours between its own and what is behind it.
import type { Page } from '@playwright/test';

/** Waits until no CSS animation or transition of the page is running. */
export async function atRest(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}
