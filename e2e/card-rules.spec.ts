// Rules of single cards as the table shows them, in both languages, on boards imported as scenario files:
// Dandân can't attack a player who controls no Island (CR 508.1c), the refusal said in words; Erebos's Titan
// keeps indestructible while the opponents control no creatures, so Wrath of God leaves it (702.12b), and the log
// says why; Verity Circle's "{4}{U}: Tap target creature without flying" sets off its own draw (603.2e); an Aura
// spell is cast aimed at what its enchant ability allows and enters attached to it (303.4a, 608.3); Heart-Piercer
// Manticore is embalmed from its graveyard's menu, and its token copy's "enters" ability triggers (702.128a); an
// Aura put onto the battlefield from the hand by the teacher asks what it will enchant (303.4f); Guardian of the
// Gateless blocking two attackers has its damage divided by Bob, all of it to one if he likes (510.1d).
import { expect, test, type Page } from '@playwright/test';
import { tr } from './fixtures';
import { StacklabPage } from './pages/stacklab-page';

type Card = { card: string; zone: string; owner: string; label?: string };

/** Opens the sandbox and imports a board with these players and cards, and the actions played on it (none by default). */
async function importBoard(app: StacklabPage, players: string[], cards: Card[], actions: unknown[] = []) {
  const page: Page = app.page;
  await page.setViewportSize({ width: 1366, height: 900 });
  await app.open(`?lang=${app.lang}`, 'sandbox/wrath');
  const file = JSON.stringify({ format: 'stacklab-scenario/1', setup: { players, freeMana: true, cards }, actions });
  await page.getByTestId('scenario-file').setInputFiles({ name: 'board.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  const share = page.getByRole('region', { name: tr(app.lang, 'share:region'), exact: true });
  await expect(share.getByRole('status')).toContainText(tr(app.lang, 'share:imported', { file: 'board.json' }));
}

for (const lang of ['en', 'fr'] as const) {
  test(`Dandân attacks only a player who controls an Island; the refusal says why (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await importBoard(app, ['alice', 'bob', 'carol'], [
      { card: 'dandan', zone: 'battlefield', owner: 'alice', label: 'd' },
      { card: 'island', zone: 'battlefield', owner: 'alice' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob' },
      { card: 'island', zone: 'battlefield', owner: 'carol' },
    ]);
    const combat = page.getByRole('region', { name: app.t('common:combat.title'), exact: true });
    const dandan = app.card('dandan');
    await combat.getByRole('checkbox', { name: dandan }).check();
    const defender = combat.getByRole('combobox', { name: app.t('common:combat.defender', { card: dandan }), exact: true });
    await defender.selectOption({ label: app.t('common:combat.attacks', { player: 'Bob' }) });
    await combat.getByRole('button', { name: app.t('common:combat.declareAttackers'), exact: true }).click();
    // Bob controls no Island: refused, in words, and nothing has moved.
    await expect(app.alert).toContainText(dandan);
    await expect(app.alert).toContainText('Bob');
    await expect(app.alert).toContainText(app.t('common:subtypes.Island'));
    const card = app.zone('battlefield', 'Alice').getByRole('article', { name: dandan });
    await expect(card).toHaveAttribute('data-tapped', 'false');
    await app.screenshot(`test-results/card-rules-dandan-${lang}.png`);
    // Carol does: Dandân attacks her.
    await defender.selectOption({ label: app.t('common:combat.attacks', { player: 'Carol' }) });
    await combat.getByRole('button', { name: app.t('common:combat.declareAttackers'), exact: true }).click();
    await expect(card).toHaveAttribute('data-tapped', 'true');
  });

  test(`Wrath of God leaves Erebos's Titan while the opponents control no creatures; the log says why (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await importBoard(app, ['alice', 'bob'], [
      { card: 'ereboss-titan', zone: 'battlefield', owner: 'alice' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice' },
      { card: 'wrath-of-god', zone: 'hand', owner: 'alice' },
    ]);
    await app.castFromHand('Alice', 'wrath-of-god');
    await app.button('common:controls.resolve').click();
    await expect(app.zone('graveyard', 'Alice')).toContainText(app.card('grizzly-bears'));
    await expect(app.zone('battlefield', 'Alice').getByRole('article', { name: app.card('ereboss-titan') })).toBeVisible();
    await expect(app.log).toContainText(lang === 'en' ? 'has indestructible' : "a l'indestructible");
    await app.screenshot(`test-results/card-rules-titan-${lang}.png`);
  });

  test(`Verity Circle taps an opponent's creature without flying, and its own ability draws (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await importBoard(app, ['alice', 'bob'], [
      { card: 'verity-circle', zone: 'battlefield', owner: 'alice' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob' },
      { card: 'plains', zone: 'library', owner: 'alice' },
    ]);
    const circle = app.zone('battlefield', 'Alice').getByRole('article', { name: app.card('verity-circle') });
    const bears = app.zone('battlefield', 'Bob').getByRole('article', { name: app.card('grizzly-bears') });
    // Its menu offers the ability aimed at the Bears (the only creature without flying).
    await circle.locator('.menu-button').click();
    const item = circle.locator('.menu-panel button', { hasText: app.card('grizzly-bears') });
    await expect(item).toHaveCount(1);
    await app.screenshot(`test-results/card-rules-circle-menu-${lang}.png`);
    await item.click();
    await app.button('common:controls.resolve').click();
    // The Bears became tapped by an effect: the Circle's first ability triggers (603.2e), then Alice may draw.
    await expect(bears).toHaveAttribute('data-tapped', 'true');
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);
    await app.button('common:controls.resolve').click();
    await app.choice.getByRole('button', { name: app.t('table:choice.may.yes'), exact: true }).click();
    await expect(app.zone('hand', 'Alice')).toContainText(app.card('plains'));
  });

  test(`Pooling Venom is cast on Bob's Forest and enters attached to it; tapped for mana, the Forest costs Bob 2 life (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await importBoard(app, ['alice', 'bob'], [
      { card: 'pooling-venom', zone: 'hand', owner: 'alice' },
      { card: 'forest', zone: 'battlefield', owner: 'bob' },
    ]);
    // Its only legal target, the Forest, is taken at once; the stack says so.
    await app.castFromHand('Alice', 'pooling-venom');
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);
    await expect(app.stack).toContainText(app.card('forest'));
    await app.button('common:controls.resolve').click();
    await expect(app.stack.getByRole('listitem')).toHaveCount(0);
    const venom = page.getByRole('article', { name: app.card('pooling-venom') });
    await expect(venom).toBeVisible();
    await app.screenshot(`test-results/card-rules-aura-${lang}.png`);
    await expect(app.zone('graveyard', 'Alice')).not.toContainText(app.card('pooling-venom'));
  });

  test(`Heart-Piercer Manticore is embalmed from Alice's graveyard: the card goes to exile, and its token copy's ability triggers (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await importBoard(app, ['alice', 'bob'], [
      { card: 'heart-piercer-manticore', zone: 'graveyard', owner: 'alice' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice' },
    ]);
    const manticore = app.card('heart-piercer-manticore');
    const graveyard = app.zone('graveyard', 'Alice');
    const menuButton = graveyard.getByRole('button', { name: app.t('common:card.actionsFor', { card: manticore }), exact: true });
    // The name fills its row, the menu's mark at the row's right end (not right after the name).
    const [row, mark] = await Promise.all([menuButton.boundingBox(), menuButton.locator('.pile-more').boundingBox()]);
    expect(row!.x + row!.width - (mark!.x + mark!.width)).toBeLessThan(12);
    await menuButton.click();
    const embalm = graveyard.locator('.menu-panel button', { hasText: app.t('common:card.activateNamed', { ability: lang === 'en' ? 'Embalm {5}{R}' : 'Embaumement {5}{R}' }) });
    await expect(embalm).toHaveCount(1);
    await app.screenshot(`test-results/card-rules-embalm-menu-${lang}.png`);
    await embalm.click();
    // Exiled as the cost is paid; the ability waits on the stack.
    await expect(app.zone('exile', 'Alice')).toContainText(manticore);
    await expect(graveyard).not.toContainText(manticore);
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);
    await app.button('common:controls.resolve').click();
    // The token is a Manticore that entered: its own "enters" ability is on the stack.
    const token = app.zone('battlefield', 'Alice').getByRole('article', { name: manticore });
    await expect(token).toBeVisible();
    // A white Zombie Manticore with no mana cost (CR 707.9b).
    await expect(token.locator('.card-face')).toHaveClass(/frame-W/);
    await expect(token).toContainText(lang === 'en' ? 'Zombie Manticore' : 'zombie et manticore');
    await expect(app.stack.getByRole('listitem')).toHaveCount(1);
    await expect(app.stack).toContainText(manticore);
    await app.screenshot(`test-results/card-rules-embalm-token-${lang}.png`);
  });

  test(`Pooling Venom put onto the battlefield from the hand asks Alice which land it enchants (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await importBoard(app, ['alice', 'bob'], [
      { card: 'pooling-venom', zone: 'hand', owner: 'alice' },
      { card: 'forest', zone: 'battlefield', owner: 'bob' },
      { card: 'swamp', zone: 'battlefield', owner: 'alice' },
    ]);
    const venom = app.card('pooling-venom');
    const hand = app.zone('hand', 'Alice');
    await hand.getByRole('button', { name: app.t('common:card.actionsFor', { card: venom }), exact: true }).click();
    await hand.locator('.menu-panel button', { hasText: app.t('common:card.putOntoBattlefield') }).first().click();
    // Two lands: the choice waits, with the rule, and nothing has moved yet.
    await expect(app.choice).toContainText(venom);
    await expect(app.choice).toContainText(lang === 'en' ? 'choose the permanent it will enchant' : 'choisissez le permanent que cette aura va enchanter');
    await expect(app.choice).toContainText('303.4f');
    await expect(hand).toContainText(venom);
    // The timeline names the waiting move for what it is, not as the board as set up.
    await expect(page.locator('.timeline-list')).toContainText(app.t('table:timeline.waiting'));
    const options = app.choice.locator('.choice-buttons button');
    await expect(options).toHaveCount(2);
    await app.screenshot(`test-results/card-rules-aura-move-${lang}.png`);
    await app.choice.getByRole('button', { name: new RegExp(app.card('forest')) }).click();
    await expect(app.choice).toHaveCount(0);
    await expect(hand).not.toContainText(venom);
    await expect(app.log).toContainText(lang === 'en' ? 'for it to enchant' : 'ce que cette aura enchante');
    await expect(page.getByRole('article', { name: venom })).toBeVisible();
    await app.screenshot(`test-results/card-rules-aura-moved-${lang}.png`);
  });

  test(`Clone put onto the battlefield from the hand asks Alice what it copies, then enters as that copy (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await importBoard(app, ['alice', 'bob'], [
      { card: 'clone', zone: 'hand', owner: 'alice' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob' },
    ]);
    const clone = app.card('clone');
    const bears = app.card('grizzly-bears');
    const hand = app.zone('hand', 'Alice');
    await hand.getByRole('button', { name: app.t('common:card.actionsFor', { card: clone }), exact: true }).click();
    await hand.locator('.menu-panel button', { hasText: app.t('common:card.putOntoBattlefield') }).first().click();
    // The "as it enters" choice (CR 603.6d) waits, and nothing has moved yet.
    await expect(app.choice).toContainText(clone);
    await expect(app.choice).toContainText('603.6d');
    await expect(hand).toContainText(clone);
    await expect(app.choice.locator('.choice-buttons button')).toHaveCount(2); // the Bears, or nothing
    await app.screenshot(`test-results/card-rules-clone-move-${lang}.png`);
    await app.choice.getByRole('button', { name: new RegExp(bears) }).click();
    await expect(app.choice).toHaveCount(0);
    await expect(hand).not.toContainText(clone);
    const copy = app.zone('battlefield', 'Alice').getByRole('article', { name: bears });
    await expect(copy).toContainText(app.t('common:card.printed', { card: clone }));
  });

  test(`Guardian of the Gateless blocks two attackers: Bob divides its damage between them as he chooses (${lang})`, async ({ page }) => {
    const app = new StacklabPage(page, lang);
    await importBoard(
      app,
      ['alice', 'bob'],
      [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
        { card: 'craw-giant', zone: 'battlefield', owner: 'alice', label: 'cg' },
        { card: 'guardian-of-the-gateless', zone: 'battlefield', owner: 'bob', label: 'gg' },
      ],
      [
        { type: 'attack', attackers: [{ card: 'gb', target: 'bob' }, { card: 'cg', target: 'bob' }] },
        { type: 'block', blockers: [{ card: 'gg', blocks: 'gb' }, { card: 'gg', blocks: 'cg' }] },
        { type: 'resolve' },
        { type: 'advance', to: 'combatDamage' },
        { type: 'choose', player: 'alice', answer: [3, 3] },
      ],
    );
    // Alice has divided the trampling Giant's damage; now Bob divides the Guardian's 5 (CR 510.1d).
    await expect(app.choice).toContainText('510.1d');
    await expect(app.choice).toContainText(lang === 'en' ? 'among the attackers it blocks' : 'entre les attaquants que cette créature bloque');
    const giant = app.card('craw-giant');
    const input = (card: string, n: number) => app.choice.getByRole('spinbutton', { name: app.t('table:choice.damage.input', { target: app.t('table:choice.damage.attacker', { card, n }) }), exact: true });
    await expect(input(app.card('grizzly-bears'), 1)).toHaveValue('2');
    await input(app.card('grizzly-bears'), 1).fill('0');
    await input(giant, 2).fill('5');
    await app.screenshot(`test-results/card-rules-blocker-division-${lang}.png`);
    await app.choice.getByRole('button', { name: app.t('table:choice.damage.confirm'), exact: true }).click();
    // All 5 on the Giant (toughness 4) kills it; the Bears live.
    await expect(app.zone('graveyard', 'Alice')).toContainText(giant);
    await expect(app.zone('battlefield', 'Alice').getByRole('article', { name: app.card('grizzly-bears') })).toHaveCount(1);
  });
}
