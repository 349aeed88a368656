// Every sandbox journey with the keyboard only, in both languages: Tab, Shift+Tab, the arrow keys inside a zone,
// Enter, Space, Escape, the table's shortcuts and its skip links — never a click, nor a focus() or fill() on an
// element. Each journey checks what it changed on the table and that the focus never fell to the page.
//  1. The teacher's menus on the Wrath board: destroy, tap, counters, exile, undo and redo, sacrifice (a target
//     chosen), several permanents returned together, a player's life total, reset and its undo; a spell cast
//     from the hand with a choice of targets, its copy given a new target (radio buttons).
//  2. The Wrath of God's triggers ordered by the drag library's keyboard mode and by the ↑/↓ buttons, targets;
//     the card detail; "why?" on a graveyard card and on a log line; the rule panel from a rule number; the
//     timeline: a moment back and forward (Alt+arrows), a jump to an earlier action, back to now.
//  3. Combat on the three-player board, picked from the board list: attackers ticked, each one's defender, a
//     double block, the first-strike step (T), the damage of the double-blocked attacker divided.
//  4. The "entering" board, picked from the list: Clone's copy, "may", phasing out and in, an activated ability
//     from a permanent's menu, Meddling Mage's name typed into its list.
//  5. The "many" board: a group of 100 identical triggers moved (keyboard mode, ↓ and ↑) and confirmed.
//  6. A ruling opened from the library: a mode chosen (undo back to it), then presentation mode (F, arrows, L, Escape).
import { expect, test } from '@playwright/test';
import type { Lang } from './fixtures';
import { expectFocusKept, openMenu, press, reach } from './pages/keyboard-nav';
import { chooseOption, dragByKeyboard, keysOf, menuItem, menuOf, open, resolve, rowLabel, rowsOf, settleByKeyboard, target } from './pages/sandbox-keyboard-steps';
import { StacklabPage } from './pages/stacklab-page';

// Many keys each, on a shared machine: more time than the default minute.
test.describe.configure({ timeout: 120_000 });

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  test(`the teacher's menus, undo, redo, reset and a spell with targets, by keyboard only (${lang})`, async ({ page }) => {
    const app = await open(page, lang);
    const bobField = app.zone('battlefield', 'Bob');
    const bobGraveyard = app.zone('graveyard', 'Bob');
    const [forest, egg, bears, artist] = ['forest', 'dingus-egg', 'grizzly-bears', 'blood-artist'].map((id) => app.card(id)) as [string, string, string, string];

    // Destroy Bob's Forest from its menu: Dingus Egg triggers; R resolves it (2 damage to Bob).
    await menuItem(app, bobField, forest, 'common:card.destroy');
    await expect(bobGraveyard).toContainText(forest);
    await expect(app.stack.getByRole('listitem').first()).toContainText(egg);
    await resolve(page);
    await expect(app.life('bob')).toHaveText('18');

    // Tap the Egg; a +1/+1 counter on Bob's Grizzly Bears.
    await menuItem(app, bobField, egg, 'common:card.tap');
    await expect(bobField.getByRole('article', { name: egg })).toHaveAttribute('data-tapped', 'true');
    await menuItem(app, bobField, bears, 'builder:teacherEvents.addCounter', { kind: '+1/+1' });
    await expect(bobField.getByRole('article', { name: bears })).toContainText(app.t('common:card.counter', { count: 1, kind: '+1/+1' }));

    // Exile the Bears (no death: Blood Artist stays quiet); undo (Ctrl+Z) and redo (Shift+U), undo again (U).
    await menuItem(app, bobField, bears, 'common:card.exile');
    await expect(app.zone('exile', 'Bob')).toContainText(bears);
    await expect(app.choice).toHaveCount(0);
    await page.keyboard.press('Control+z');
    await expect(bobField.getByRole('article', { name: bears })).toBeVisible();
    await page.keyboard.press('Shift+U');
    await expect(bobField.getByRole('article', { name: bears })).toHaveCount(0);
    await page.keyboard.press('u');
    await expect(bobField.getByRole('article', { name: bears })).toBeVisible();
    await expectFocusKept(page);

    // Sacrifice them: Blood Artist triggers and asks for a target (Bob), R resolves it.
    await menuItem(app, bobField, bears, 'common:card.sacrifice');
    await expect(bobGraveyard).toContainText(bears);
    await target(app, 'Bob');
    await expect(app.stack.getByRole('listitem').first()).toContainText(artist);
    await resolve(page);
    await expect(app.life('bob')).toHaveText('17');

    // Several permanents together: Alice's Blood Artist and Kalastria Highborn selected from their menus, then
    // returned to her hand by the selection bar, as one action.
    const aliceField = app.zone('battlefield', 'Alice');
    const highborn = app.card('kalastria-highborn');
    await menuItem(app, aliceField, artist, 'common:card.select');
    await menuItem(app, aliceField, highborn, 'common:card.select');
    const bar = page.getByRole('region', { name: app.t('common:selection.region'), exact: true });
    await expect(bar).toContainText(app.t('common:selection.count_other', { count: 2 }));
    await app.screenshot(`test-results/sandbox-keyboard-selection-${lang}.png`);
    await press(page, bar.getByRole('button', { name: app.t('common:selection.bounce'), exact: true }));
    await expectFocusKept(page);
    await expect(bar).toHaveCount(0);
    const aliceHand = app.zone('hand', 'Alice');
    await expect(aliceHand.getByRole('button', { name: artist, exact: true })).toBeVisible();
    await expect(aliceHand.getByRole('button', { name: highborn, exact: true })).toBeVisible();
    await expect(aliceField.getByRole('article', { name: artist })).toHaveCount(0);
    await expect(aliceField.getByRole('article', { name: highborn })).toHaveCount(0);

    // A player's menu: Bob gains 1 life; Alice's life total typed in its field.
    const playerMenu = (player: string) => {
      const label = app.t('common:player.actionsFor', { player });
      const area = page.getByRole('region', { name: app.t('common:player.area', { player }), exact: true });
      return { button: area.locator(`button.menu-button[aria-label="${label}"]`), group: area.getByRole('group', { name: label, exact: true }) };
    };
    const bobMenu = playerMenu('Bob');
    await openMenu(page, bobMenu.button);
    await press(page, bobMenu.group.getByRole('button', { name: app.t('builder:teacherEvents.gainLife'), exact: true }));
    await expect(app.life('bob')).toHaveText('18');
    await expectFocusKept(page);
    const aliceMenu = playerMenu('Alice');
    await openMenu(page, aliceMenu.button);
    await reach(page, aliceMenu.group.getByRole('spinbutton'));
    await page.keyboard.press('Control+a');
    await page.keyboard.type('31');
    await page.keyboard.press('Enter');
    await expect(app.life('alice')).toHaveText('31');
    await expectFocusKept(page);

    // Reset (its button), then undo the reset (U): the board as it was.
    await press(page, app.button('common:controls.reset'));
    await expect(app.life('alice')).toHaveText('20');
    await expect(bobField.getByRole('article', { name: forest })).toBeVisible();
    await expectFocusKept(page);
    await page.keyboard.press('u');
    await expect(app.life('alice')).toHaveText('31');
    await page.keyboard.press('Control+Shift+z');
    await expect(app.life('alice')).toHaveText('20');

    // Howl of the Horde from the hand (Enter), R; then Lightning Bolt: its targets in a popover, Bob chosen.
    await press(page, aliceHand.getByRole('button', { name: app.card('howl-of-the-horde'), exact: true }));
    await expect(app.stack.getByRole('listitem').first()).toContainText(app.card('howl-of-the-horde'));
    await expectFocusKept(page);
    await resolve(page);
    await press(page, aliceHand.getByRole('button', { name: app.card('lightning-bolt'), exact: true }));
    const castAtBob = `${app.t('common:card.cast', { card: app.card('lightning-bolt') })} → Bob`;
    await press(page, aliceHand.getByRole('button', { name: castAtBob, exact: true }));
    await expect(app.stack.getByRole('listitem')).toHaveCount(2);
    await expectFocusKept(page);
    // The copy may get a new target: the radio buttons (arrow keys), then confirm.
    await resolve(page);
    await expect(app.choice).toContainText('707.10c');
    const bearsRadio = app.choice.getByRole('radio', { name: bears });
    await reach(page, app.choice.getByRole('radio').first());
    for (let i = 0; i < 6 && !(await bearsRadio.isChecked()); i++) await page.keyboard.press('ArrowDown');
    await expect(bearsRadio).toBeChecked();
    await app.screenshot(`test-results/sandbox-keyboard-new-targets-${lang}.png`);
    await press(page, app.choice.getByRole('button', { name: app.t('table:choice.newTargets.confirm'), exact: true }));
    await expect(app.choice).toHaveCount(0);
    await expectFocusKept(page);
    // The copy kills the Bears; Blood Artist's drain at Bob; the Bolt hits Bob.
    await resolve(page);
    await expect(bobGraveyard).toContainText(bears);
    await target(app, 'Bob');
    await resolve(page);
    await resolve(page);
    await expect(app.stack.getByText(app.t('common:stack.empty'))).toBeVisible();
    await expect(app.life('bob')).toHaveText('16');
  });

  test(`order the triggers, card detail, why, the rule panel and the timeline, by keyboard only (${lang})`, async ({ page }) => {
    const app = await open(page, lang);
    const dialog = page.getByRole('dialog');
    const openLabel = (id: string) => app.t('table:cardDetail.open', { card: app.card(id) });
    const aliceField = app.zone('battlefield', 'Alice');
    const aliceHand = app.zone('hand', 'Alice');

    // The card detail: Blood Artist's card (Enter), Escape gives the focus back; a hand card's ⓘ button.
    const artistCard = aliceField.getByRole('button', { name: openLabel('blood-artist'), exact: true });
    await press(page, artistCard);
    await expect(dialog.getByRole('heading', { name: app.card('blood-artist'), level: 2 })).toBeVisible();
    await expect(dialog).toContainText(app.t('table:cardDetail.controller', { player: 'Alice' }));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(artistCard).toBeFocused();
    const howlInfo = aliceHand.getByRole('button', { name: openLabel('howl-of-the-horde'), exact: true });
    await press(page, howlInfo);
    await expect(dialog).toContainText(app.t('table:cardDetail.zone', { zone: app.t('common:zones.hand') }));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The focus is back on the button that opened it before the next keys are pressed (a late return would take them).
    await expect(howlInfo).toBeFocused();

    // Wrath of God (Enter), R: five triggers to order; the focus is on the first row's handle.
    await press(page, aliceHand.getByRole('button', { name: app.card('wrath-of-god'), exact: true }));
    await page.keyboard.press('r');
    await expect(rowsOf(app)).toHaveCount(5);
    const handle = rowsOf(app).first().locator('.drag-handle');
    await expect(handle).toBeFocused();
    const before = await keysOf(app);
    // The drag library's keyboard mode: the top row picked up, moved two places down, dropped.
    await dragByKeyboard(page, app, await rowLabel(app, rowsOf(app).first()), 1, 3, 5);
    await expect.poll(() => keysOf(app)).toEqual([before[1], before[2], before[0], before[3], before[4]]);
    await expectFocusKept(page);
    // The ↑ button of the third row, twice: it is back on top, the focus on its handle.
    await press(page, rowsOf(app).nth(2).locator('button[data-move="up"]'));
    await expect.poll(() => keysOf(app)).toEqual([before[1], before[0], before[2], before[3], before[4]]);
    await press(page, rowsOf(app).nth(1).locator('button[data-move="up"]'));
    await expect.poll(() => keysOf(app)).toEqual(before);
    await expect(rowsOf(app).first().locator('.drag-handle')).toBeFocused();
    await app.screenshot(`test-results/sandbox-keyboard-order-${lang}.png`);
    await press(page, app.choice.getByRole('button', { name: app.t('table:choice.order.confirm'), exact: true }));
    for (let i = 0; i < 5; i++) await target(app, 'Bob');
    await expect(app.stack.getByRole('listitem')).toHaveCount(5);

    // Why did it trigger? Blood Artist's menu in Alice's graveyard; its answer's rule number opens the rule
    // panel; Escape closes one, then the other, and the focus is back on the menu's button.
    const graveyard = app.zone('graveyard', 'Alice');
    const artistMenu = menuOf(app, graveyard, app.card('blood-artist'));
    await openMenu(page, artistMenu.button);
    await press(page, artistMenu.group.getByRole('button', { name: app.t('why:menu'), exact: true }));
    const why = page.getByRole('dialog', { name: app.t('why:titleDid', { card: app.card('blood-artist') }), exact: true });
    await expect(why).toBeVisible();
    await expect(why.getByRole('heading')).toBeFocused();
    // One line for the three creatures Blood Artist saw die (the same sentence and rule).
    await expect(why.locator('[data-code="lookedBack"]')).toHaveCount(1);
    await expect(why.locator('[data-code="lookedBack"] .why-about')).toContainText(app.card('grizzly-bears'));
    const ruleInWhy = why.locator('button.rule-ref[data-rule="603.10a"]').first();
    await press(page, ruleInWhy);
    const rulePanel = page.getByRole('dialog', { name: app.t('common:log.rule', { rule: '603.10a' }), exact: true });
    await expect(rulePanel).toBeVisible();
    await expect(rulePanel.getByRole('heading', { level: 2 })).toBeFocused();
    await app.screenshot(`test-results/sandbox-keyboard-why-rule-${lang}.png`);
    await page.keyboard.press('Escape');
    await expect(rulePanel).toBeHidden();
    await expect(ruleInWhy).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(why).toBeHidden();
    await expect(artistMenu.button).toBeFocused();

    // Why? on the log's first "triggered" line (its button, reached with the arrow keys inside the log).
    const line = app.log.locator('li[data-event="triggered"]').first();
    const whyButton = line.locator('button.why-button');
    await press(page, whyButton);
    const number = Number(await whyButton.getAttribute('data-why')) + 1;
    const linePanel = page.getByRole('dialog', { name: app.t('why:titleLine', { number }), exact: true });
    await expect(linePanel).toBeVisible();
    await expect(linePanel.locator('.why-reason button.rule-ref')).toHaveAttribute('data-rule', /^603\./);
    await page.keyboard.press('Escape');
    await expect(linePanel).toBeHidden();
    await expect(whyButton).toBeFocused();

    // The rule panel from a rule number of the log: Enter opens it, Escape gives the focus back.
    const ruleInLog = app.log.locator('button.rule-ref[data-rule="603.10a"]').first();
    await press(page, ruleInLog);
    const orderRule = page.getByRole('dialog', { name: app.t('common:log.rule', { rule: '603.10a' }), exact: true });
    await expect(orderRule).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(orderRule).toBeHidden();
    await expect(ruleInLog).toBeFocused();

    // The timeline: Alt+← shows the moment before (a playback bar), once more, Alt+→ one moment on.
    const bar = page.getByRole('region', { name: app.t('table:timeline.playback'), exact: true });
    // (Each target chosen was one action of one moment: one ability fewer on the stack each step back.)
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(bar).toBeVisible();
    await expect(app.stack.getByRole('listitem')).toHaveCount(4);
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(app.stack.getByRole('listitem')).toHaveCount(3);
    await page.keyboard.press('Alt+ArrowRight');
    await expect(app.stack.getByRole('listitem')).toHaveCount(4);
    // "Show all": the live game.
    await press(page, bar.getByRole('button', { name: app.t('table:timeline.showAll'), exact: true }));
    await expect(bar).toHaveCount(0);
    await expectFocusKept(page);
    // A jump to the first action (the cast): Wrath alone on the stack; "Back to now".
    const timeline = page.getByRole('region', { name: app.t('table:timeline.title'), exact: true });
    const actions = timeline.getByRole('list', { name: app.t('table:timeline.title'), exact: true }).locator(':scope > li');
    await press(page, actions.nth(1).getByRole('button').first());
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);
    await expect(app.stack.getByRole('listitem').first()).toContainText(app.card('wrath-of-god'));
    await expectFocusKept(page);
    await app.screenshot(`test-results/sandbox-keyboard-timeline-${lang}.png`);
    await press(page, timeline.getByRole('button', { name: app.t('table:timeline.toLive'), exact: true }));
    await expect(app.stack.getByRole('listitem')).toHaveCount(5);
    await expectFocusKept(page);
  });

  test(`combat on the three-player board, picked from the board list, by keyboard only (${lang})`, async ({ page }) => {
    const app = await open(page, lang);
    // Pick the board: the list's arrow keys (nothing has been played on this one).
    await chooseOption(page, page.getByRole('combobox', { name: app.t('common:sandbox.board'), exact: true }), app.t('common:sandbox.boards.combat'));
    const combat = page.getByRole('region', { name: app.t('common:combat.title'), exact: true });
    await expect(combat).toBeVisible();
    await expect(app.zone('battlefield', 'Carol')).toBeVisible();

    // Felidar Sovereign attacks Bob, Alice's Youthful Knight attacks Carol: Space ticks, the arrows choose.
    const sovereign = app.card('felidar-sovereign');
    const knight = `${app.card('youthful-knight')} (Alice)`;
    await press(page, combat.getByRole('checkbox', { name: sovereign }), 'Space');
    await press(page, combat.getByRole('checkbox', { name: knight }), 'Space');
    await expect(combat.getByRole('checkbox', { name: sovereign })).toBeChecked();
    await chooseOption(page, combat.getByRole('combobox', { name: app.t('common:combat.defender', { card: sovereign }), exact: true }), app.t('common:combat.attacks', { player: 'Bob' }));
    await chooseOption(page, combat.getByRole('combobox', { name: app.t('common:combat.defender', { card: knight }), exact: true }), app.t('common:combat.attacks', { player: 'Carol' }));
    await press(page, combat.getByRole('button', { name: app.t('common:combat.declareAttackers'), exact: true }));
    // The Knight taps (the Sovereign has vigilance).
    await expect(app.zone('battlefield', 'Alice').getByRole('article', { name: app.card('youthful-knight') })).toHaveAttribute('data-tapped', 'true');
    await expectFocusKept(page);

    // Bob's two Grizzly Bears block the Sovereign.
    await expect(combat.getByRole('button', { name: app.t('common:combat.noBlockers'), exact: true })).toBeVisible();
    const blocks = app.t('common:combat.blocks', { card: sovereign });
    await chooseOption(page, combat.getByRole('combobox').nth(0), blocks);
    await chooseOption(page, combat.getByRole('combobox').nth(1), blocks);
    await app.screenshot(`test-results/sandbox-keyboard-blockers-${lang}.png`);
    await press(page, combat.getByRole('button', { name: app.t('common:combat.declareBlockers'), exact: true }));
    await expectFocusKept(page);

    // T: the first-strike damage step (the Knight hits Carol); T again: Alice divides the Sovereign's 4 damage.
    await page.keyboard.press('t');
    await expect(page.getByTestId('current-step')).toHaveText(app.t('common:steps.firstStrikeDamage'));
    await expect(app.life('carol')).toHaveText('18');
    await page.keyboard.press('t');
    await expect(app.choice).toContainText('510.1c');
    const bears = app.card('grizzly-bears');
    const field = (n: number) => app.choice.getByRole('spinbutton', { name: app.t('table:choice.damage.input', { target: app.t('table:choice.damage.blocker', { card: bears, n }) }), exact: true });
    // The focus is on the first number: ↑ makes it 3; Tab, ↓ makes the second 1.
    await expect(field(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(field(1)).toHaveValue('3');
    await reach(page, field(2));
    await page.keyboard.press('ArrowDown');
    await expect(field(2)).toHaveValue('1');
    await app.screenshot(`test-results/sandbox-keyboard-damage-${lang}.png`);
    await press(page, app.choice.getByRole('button', { name: app.t('table:choice.damage.confirm'), exact: true }));
    await expect(app.zone('graveyard', 'Bob')).toContainText(bears);
    await expect(app.life('alice')).toHaveText('24');
    await expectFocusKept(page);
  });

  test(`entering: a copy, "may", phasing, an activated ability, a name, by keyboard only (${lang})`, async ({ page }) => {
    const app = await open(page, lang);
    await chooseOption(page, page.getByRole('combobox', { name: app.t('common:sandbox.board'), exact: true }), app.t('common:sandbox.boards.entering'));
    const aliceField = app.zone('battlefield', 'Alice');
    const aliceHand = app.zone('hand', 'Alice');
    await expect(aliceHand.getByRole('button', { name: app.card('clone'), exact: true })).toBeVisible();

    // Clone (Enter), R: the copy is chosen as it enters (the focus on the first answer); then every trigger is
    // answered by keyboard, Soul's Attendant's "may" among them.
    await press(page, aliceHand.getByRole('button', { name: app.card('clone'), exact: true }));
    await page.keyboard.press('r');
    await expect(app.choice).toContainText('603.6d');
    await press(page, app.choice.getByRole('button', { name: app.card('ravenous-chupacabra'), exact: true }));
    await expect(aliceField.getByRole('article', { name: app.card('ravenous-chupacabra') })).toContainText(app.t('common:card.printed', { card: app.card('clone') }));
    expect(await settleByKeyboard(app)).toContain('may');

    // Ertai's Familiar phases out from its menu (its ability triggers), phases in, then its own ability is
    // activated from the same menu.
    const familiar = app.card('ertais-familiar');
    await menuItem(app, aliceField, familiar, 'common:card.phaseOut');
    await expect(aliceField.getByRole('article', { name: familiar })).toContainText(app.t('common:card.phasedOut'));
    await settleByKeyboard(app);
    await menuItem(app, aliceField, familiar, 'common:card.phaseIn');
    await expect(aliceField.getByRole('article', { name: familiar })).not.toContainText(app.t('common:card.phasedOut'));
    await menuItem(app, aliceField, familiar, 'common:card.activate');
    await expect(app.stack.getByRole('listitem').first()).toContainText(familiar);
    await resolve(page);
    await expect(app.log.locator('[data-event="phasingPrevented"]')).toHaveCount(1);

    // Meddling Mage: the name typed into the list (its own type-ahead), confirmed.
    await press(page, aliceHand.getByRole('button', { name: app.card('meddling-mage'), exact: true }));
    await page.keyboard.press('r');
    const names = app.choice.getByRole('combobox');
    await expect(names).toBeFocused();
    const bolt = app.card('lightning-bolt');
    await page.keyboard.type(bolt.slice(0, 6));
    await expect(names.locator('option:checked')).toHaveText(bolt);
    await press(page, app.choice.getByRole('button', { name: app.t('table:choice.name.confirm', { card: bolt }), exact: true }));
    await expect(aliceField.getByRole('article', { name: app.card('meddling-mage') })).toContainText(app.t('common:card.chosenName', { card: bolt }));
    await expectFocusKept(page);
  });

  test(`a group of 100 identical triggers ordered by keyboard only (${lang})`, async ({ page }) => {
    const app = await open(page, lang, 'sandbox/many');
    await press(page, app.zone('hand', 'Alice').getByRole('button', { name: app.card('armageddon'), exact: true }));
    await page.keyboard.press('r');
    await expect(rowsOf(app)).toHaveCount(2);
    const hundred = app.choice.locator('li.order-item[data-count="100"]');
    await expect(rowsOf(app).first().locator('.drag-handle')).toBeFocused();
    // The group of 100 to the top by the drag library's keyboard mode, if it is not there; then ↓ and ↑.
    if ((await keysOf(app))[0] !== (await hundred.getAttribute('data-trigger'))) {
      await reach(page, hundred.locator('.drag-handle'));
      await dragByKeyboard(page, app, await rowLabel(app, hundred), 2, 1, 2);
    }
    await expect(rowsOf(app).first()).toHaveAttribute('data-count', '100');
    await press(page, hundred.locator('button[data-move="down"]'));
    await expect(rowsOf(app).last()).toHaveAttribute('data-count', '100');
    await expect(hundred.locator('.drag-handle')).toBeFocused();
    await press(page, hundred.locator('button[data-move="up"]'));
    await expect(rowsOf(app).first()).toHaveAttribute('data-count', '100');
    await press(page, app.choice.getByRole('button', { name: app.t('table:choice.order.confirm'), exact: true }));
    await expect(app.stack.locator('.count').first()).toHaveText('103');
    await expectFocusKept(page);
    // The first to resolve damages Alice: the engine got the order the list showed.
    await resolve(page);
    await expect(app.life('alice')).toHaveText('998');
    await expect(app.life('bob')).toHaveText('20');
  });

  test(`a ruling opened from the library, a mode chosen, then presentation mode, by keyboard only (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await app.open(`?lang=${lang}`, 'rulings');
    // The card search field: Charming Prince's name typed; its ruling opened with Enter.
    await reach(page, page.getByRole('searchbox', { name: app.t('common:rulings.searchCard'), exact: true }));
    await page.keyboard.type(app.card('charming-prince'));
    await press(page, page.getByRole('button', { name: app.t('rulings:charming-prince-modes.title'), exact: true }));
    await expect(page).toHaveURL(/\/sandbox\/custom/);
    await expect(app.life('alice')).toHaveText('23');
    // The focus is on the ruling's title beside the board.
    await expect(page.locator('#ruling-note-title')).toBeFocused();

    // Two undos (U): back to the mode choice, the focus on its first mode; the second mode chosen, R.
    await page.keyboard.press('u');
    await page.keyboard.press('u');
    await expect(app.choice).toContainText('603.3c');
    await expect(app.choice.locator('.choice-modes button').first()).toBeFocused();
    await press(page, app.choice.getByRole('button', { name: app.t('cards:charming-prince.modes.1'), exact: true }));
    await expect(app.choice).toHaveCount(0);
    await resolve(page);
    await expect(app.life('alice')).toHaveText('23');

    // Presentation mode: F; the arrows step through the moments; L the other language's names; Escape leaves.
    await page.keyboard.press('f');
    await expect(page.locator('html')).toHaveClass(/presenting/);
    const bar = page.getByRole('region', { name: app.t('table:timeline.playback'), exact: true });
    await page.keyboard.press('ArrowLeft');
    await expect(bar).toBeVisible();
    const caption = await bar.locator('.moment-caption').textContent();
    await page.keyboard.press('PageUp');
    await expect(bar.locator('.moment-caption')).not.toHaveText(caption ?? '');
    await page.keyboard.press('ArrowRight');
    await expect(bar.locator('.moment-caption')).toHaveText(caption ?? '');
    await page.keyboard.press('l');
    await expect(page.locator('.other-name').first()).toBeVisible();
    await app.screenshot(`test-results/sandbox-keyboard-presentation-${lang}.png`);
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).not.toHaveClass(/presenting/);
    await expectFocusKept(page);
  });
}
