// The teacher's actions from the table's menus, in both languages: give control, act on several cards
// together (one event, CR 603.2c), a graveyard's and exile's cards, discard, and a player's life total, draw
// and loss. Each checks the board and the log; screenshots of the menus go to test-results/.
import { expect, test, type Locator } from '@playwright/test';
import type { Lang } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';

/** The menu of the (first) card named `name` in this zone: its button, and the group of actions it opens. */
function menu(app: StacklabPage, zone: Locator, name: string) {
  const label = app.t('common:card.actionsFor', { card: name });
  return {
    toggle: zone.locator(`button.menu-button[aria-label="${label}"]`).first(),
    group: zone.getByRole('group', { name: label, exact: true }),
  };
}

async function pick(app: StacklabPage, zone: Locator, name: string, key: string, params: Record<string, string> = {}) {
  const m = menu(app, zone, name);
  await m.toggle.click();
  await m.group.getByRole('button', { name: app.t(key, params), exact: true }).click();
}

async function openSandbox(app: StacklabPage) {
  await app.page.setViewportSize({ width: 1366, height: 900 });
  await app.open();
  await app.button('common:mode.sandbox').click();
}

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  test(`give control, and act on several permanents and hand cards together (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await openSandbox(app);
    const egg = app.card('dingus-egg');
    const bears = app.card('grizzly-bears');
    const forest = app.card('forest');

    // Give control: Bob's Dingus Egg to Alice; the menu offers every other player.
    const eggMenu = menu(app, app.zone('battlefield', 'Bob'), egg);
    await eggMenu.toggle.click();
    await expect(eggMenu.group.getByRole('button', { name: app.t('common:card.giveControl', { player: 'Alice' }), exact: true })).toBeVisible();
    await app.screenshot(`test-results/teacher-permanent-menu-${lang}.png`);
    await eggMenu.group.getByRole('button', { name: app.t('common:card.giveControl', { player: 'Alice' }), exact: true }).click();
    await expect(app.zone('battlefield', 'Alice').getByRole('article', { name: egg })).toBeVisible();
    await expect(app.zone('battlefield', 'Bob').getByRole('article', { name: egg })).toHaveCount(0);
    await expect(app.log.locator('[data-event="controlChanged"]')).toContainText('Alice');

    // Select Bob's Grizzly Bears and Forest from their menus, the Forest with the keyboard only.
    await pick(app, app.zone('battlefield', 'Bob'), bears, 'common:card.select');
    const forestMenu = menu(app, app.zone('battlefield', 'Bob'), forest);
    await forestMenu.toggle.focus();
    await page.keyboard.press('Enter');
    const select = forestMenu.group.getByRole('button', { name: app.t('common:card.select'), exact: true });
    await expect(select).toHaveAttribute('aria-pressed', 'false');
    await select.focus();
    await page.keyboard.press('Enter');
    await expect(forestMenu.group).toBeHidden();
    const bar = page.getByRole('region', { name: app.t('common:selection.region'), exact: true });
    await expect(bar).toContainText(app.t('common:selection.count_other', { count: 2 }));
    await expect(bar).toContainText(bears);
    await expect(bar).toContainText(forest);
    await app.screenshot(`test-results/teacher-selection-${lang}.png`);

    // Destroy them all: one action, two deaths seen together; Alice's Dingus Egg sees the Forest go.
    await bar.getByRole('button', { name: app.t('common:selection.destroy'), exact: true }).click();
    await expect(bar).toBeHidden();
    await expect(app.log.locator('[data-event="destroyed"]')).toHaveCount(2);
    await expect(app.zone('graveyard', 'Bob')).toContainText(bears);
    await expect(app.zone('graveyard', 'Bob')).toContainText(forest);
    // One undo brings both back: they were one action.
    await app.button('common:controls.undo').click();
    await expect(app.zone('battlefield', 'Bob').getByRole('article', { name: bears })).toBeVisible();
    await expect(app.zone('battlefield', 'Bob').getByRole('article', { name: forest })).toBeVisible();

    // From Alice's hand: Grizzly Bears and Soul's Attendant onto the battlefield together.
    const hand = app.zone('hand', 'Alice');
    const attendant = app.card('souls-attendant');
    const handMenu = menu(app, hand, bears);
    await handMenu.toggle.click();
    await expect(handMenu.group.getByRole('button', { name: app.t('common:card.putOntoBattlefield'), exact: true })).toBeVisible();
    await app.screenshot(`test-results/teacher-hand-menu-${lang}.png`);
    await handMenu.group.getByRole('button', { name: app.t('common:card.select'), exact: true }).click();
    await pick(app, hand, attendant, 'common:card.select');
    await bar.getByRole('button', { name: app.t('common:selection.putOntoBattlefield'), exact: true }).click();
    const alice = app.zone('battlefield', 'Alice');
    await expect(alice.getByRole('article', { name: bears })).toBeVisible();
    await expect(alice.getByRole('article', { name: attendant })).toBeVisible();
    await expect(app.log.locator('[data-event="entered"]')).toHaveCount(2);
    // Soul's Attendant entered with the Bears, so it saw them enter (CR 603.6a).
    await expect(app.log.locator('[data-event="triggered"]').last()).toContainText(attendant);
  });

  test(`a graveyard's and exile's cards, a hand card discarded, one put onto the battlefield (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await openSandbox(app);
    const bears = app.card('grizzly-bears');
    const attendant = app.card('souls-attendant');
    const graveyard = app.zone('graveyard', 'Bob');

    // Bob discards Soul's Attendant from his hand.
    await pick(app, app.zone('hand', 'Bob'), attendant, 'common:card.discard', { card: attendant });
    await expect(graveyard).toContainText(attendant);
    await expect(app.log.locator('[data-event="discarded"]')).toContainText(attendant);

    // The graveyard card's menu: put it on top of its owner's library (Bob's library grows by one).
    const library = page.getByLabel(app.t('common:player.library_other', { count: 4 }), { exact: true });
    const m = menu(app, graveyard, attendant);
    await m.toggle.click();
    for (const key of ['exile', 'toOwnersHand', 'putOntoBattlefield', 'toLibraryTop', 'select'])
      await expect(m.group.getByRole('button', { name: app.t(`common:card.${key}`), exact: true })).toBeVisible();
    await app.screenshot(`test-results/teacher-graveyard-menu-${lang}.png`);
    await m.group.getByRole('button', { name: app.t('common:card.toLibraryTop'), exact: true }).click();
    await expect(library).toBeVisible();
    await expect(graveyard).not.toContainText(attendant);

    // Bob's Grizzly Bears: destroyed (Blood Artist's trigger answered automatically), then exiled from the
    // graveyard, then put onto the battlefield from exile, then returned to Bob's hand from the graveyard.
    await pick(app, app.zone('battlefield', 'Bob'), bears, 'common:card.destroy');
    await app.button('common:controls.auto').click();
    await pick(app, graveyard, bears, 'common:card.exile');
    const exile = app.zone('exile', 'Bob');
    await expect(exile).toContainText(bears);
    await expect(graveyard).not.toContainText(bears);
    await menu(app, exile, bears).toggle.click();
    await app.screenshot(`test-results/teacher-exile-menu-${lang}.png`);
    await menu(app, exile, bears).group.getByRole('button', { name: app.t('common:card.putOntoBattlefield'), exact: true }).click();
    await expect(app.zone('battlefield', 'Bob').getByRole('article', { name: bears })).toBeVisible();
    await expect(exile).toBeHidden();
    await pick(app, app.zone('battlefield', 'Bob'), bears, 'common:card.sacrifice');
    await app.button('common:controls.auto').click();
    await pick(app, graveyard, bears, 'common:card.toOwnersHand');
    await expect(app.zone('hand', 'Bob').getByRole('button', { name: bears, exact: true })).toHaveCount(2);

    // A single hand card put onto the battlefield: Alice's Grizzly Bears.
    await pick(app, app.zone('hand', 'Alice'), bears, 'common:card.putOntoBattlefield');
    await expect(app.zone('battlefield', 'Alice').getByRole('article', { name: bears })).toBeVisible();
    await expect(app.log.locator('[data-event="entered"]').last()).toContainText(bears);
  });

  test(`a player's life total (keyboard), a card drawn, the game lost (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await openSandbox(app);
    const playerMenu = (player: string) => {
      const label = app.t('common:player.actionsFor', { player });
      const area = page.getByRole('region', { name: app.t('common:player.area', { player }), exact: true });
      return { toggle: area.getByLabel(label, { exact: true }).first(), group: area.getByRole('group', { name: label, exact: true }) };
    };

    // Alice's life set to 39 with the keyboard: open the menu, type, Enter.
    const aliceMenu = playerMenu('Alice');
    await aliceMenu.toggle.focus();
    await page.keyboard.press('Enter');
    const field = aliceMenu.group.getByRole('spinbutton', { name: app.t('common:player.lifeOf', { player: 'Alice' }), exact: true });
    await expect(field).toHaveValue('20');
    await app.screenshot(`test-results/teacher-player-menu-${lang}.png`);
    await field.fill('39');
    await field.press('Enter');
    await expect(app.life('alice')).toHaveText('39');
    await expect(app.log.locator('[data-event="lifeGained"]').last()).toContainText('19');
    // Escape closes a menu and gives the focus back to its button.
    await aliceMenu.toggle.focus();
    await page.keyboard.press('Enter');
    await expect(aliceMenu.group).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(aliceMenu.group).toBeHidden();
    await expect(aliceMenu.toggle).toBeFocused();

    // Down to 5: a loss of 34.
    const bobMenu = playerMenu('Bob');
    await bobMenu.toggle.click();
    await bobMenu.group.getByRole('spinbutton').fill('5');
    await bobMenu.group.getByRole('button', { name: app.t('common:player.setLife'), exact: true }).click();
    await expect(app.life('bob')).toHaveText('5');
    await expect(app.log.locator('[data-event="lifeLost"]').last()).toContainText('15');

    // Bob draws a card, then loses the game.
    await bobMenu.toggle.click();
    await bobMenu.group.getByRole('button', { name: app.t('common:player.draw'), exact: true }).click();
    await expect(app.zone('hand', 'Bob').getByRole('listitem')).toHaveCount(3);
    await expect(app.log.locator('[data-event="drew"]').last()).toContainText('Bob');
    await bobMenu.toggle.click();
    await bobMenu.group.getByRole('button', { name: app.t('common:player.loses'), exact: true }).click();
    await expect(app.log.locator('[data-event="playerLost"]')).toContainText('Bob');
    await expect(page.getByTestId('priority')).toHaveText(app.t('common:turn.winner', { player: 'Alice' }));
  });
}

test('the teacher menus are there during a lesson too', async ({ page }) => {
  const app = new StacklabPage(page, 'fr');
  await app.open();
  const area = page.getByRole('region', { name: app.t('common:player.area', { player: 'Alice' }), exact: true });
  await area.getByLabel(app.t('common:player.actionsFor', { player: 'Alice' }), { exact: true }).first().click();
  await expect(area.getByRole('spinbutton', { name: app.t('common:player.lifeOf', { player: 'Alice' }), exact: true })).toBeVisible();
  await expect(area.getByRole('button', { name: app.t('common:player.setLife'), exact: true })).toBeVisible();
});
