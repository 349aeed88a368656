// Plays a lesson's scripted solutions through the page, as a learner would: each engine action of a step's
// `solution` becomes the clicks (or key presses) that make the app dispatch it. A copy of the engine runs
// beside the page on the same board (the engine is deterministic), so the driver knows what the page shows:
// which hand card is which object, which button of a menu casts with which target, which choice is waiting.
// In `keyboard` mode nothing is clicked or focused directly: every element is reached with Tab and the arrow
// keys (pages/keyboard.ts), the table's shortcuts pass, resolve and go on, and the focus must stay on the page.
import { expect, type Locator } from '@playwright/test';
import { createEngine, type Action, type GameState, type GameView, type PlayerId } from '../../src/engine';
import { cardPool } from '../../src/cards';
import { resolveRef } from '../../src/engine/events/zones';
import type { Lesson, LessonStep, PredictionAnswer } from '../../src/lessons/types';
import { activationsFor, handActionsFor } from '../../src/store/selectors';
import { answerOf, orderRows, rowsForAnswer } from '../../src/ui/stack/order-groups';
import { activate, checkRadio, expectFocusKept, selectByKeyboard, typeInto } from './keyboard';
import type { StacklabPage } from './stacklab-page';

const engine = createEngine(cardPool);

/** The teacher's one-permanent events of the permanent menu, by the locale key of their button. */
const MENU_EVENTS: Partial<Record<Action['type'], string>> = {
  destroy: 'destroy',
  exile: 'exile',
  bounce: 'bounce',
  sacrifice: 'sacrifice',
  tap: 'tap',
  untap: 'untap',
};

/** How the driver uses the page: clicks and key presses on located elements, or the keyboard only. */
export type DriverMode = 'mouse' | 'keyboard';

/** The table's shortcuts (src/ui/a11y/ShortcutLayer.tsx) for the controls' buttons, in keyboard mode. */
const SHORTCUTS = { pass: 'p', resolve: 'r', next: 't' } as const;

export class LessonDriver {
  state: GameState;
  /** Alternates clicks and key presses, so both ways of using the page are exercised. */
  private presses = 0;

  constructor(
    readonly app: StacklabPage,
    readonly lesson: Lesson,
    readonly mode: DriverMode = 'mouse',
  ) {
    const started = engine.start(lesson.setup);
    if (!started.ok) throw new Error(`${lesson.id}: the board does not start (${started.error})`);
    this.state = started.state;
  }

  /** The board the app rebuilds for step `index` (a reload, an address): the earlier steps' solutions played. */
  replayTo(index: number) {
    const started = engine.start(this.lesson.setup);
    if (!started.ok) throw new Error(`${this.lesson.id}: the board does not start`);
    let state = started.state;
    for (const step of this.lesson.steps.slice(0, index))
      for (const action of step.solution) {
        const result = engine.apply(state, action);
        if (!result.ok) throw new Error(`${this.lesson.id}/${step.id}: ${result.error}`);
        state = result.state;
      }
    this.state = state;
  }

  get view(): GameView {
    return engine.view(this.state);
  }

  private get controls(): Locator {
    return this.app.page.getByRole('region', { name: this.app.t('common:controls.title'), exact: true });
  }

  /**
   * A click, or focus and Enter (Space for a checkbox): every other press uses the keyboard. When the press
   * played an action step by step (the lessons' default), "Show all" then brings the table to its end, as a
   * learner in a hurry would: what the driver clicks next is on the board the engine copy knows.
   */
  async press(target: Locator, key: 'Enter' | 'Space' = 'Enter') {
    if (this.mode === 'keyboard') {
      await activate(this.app.page, target, key);
      await expectFocusKept(this.app.page);
      return;
    }
    this.presses += 1;
    if (this.presses % 2 === 0) {
      await target.focus();
      await target.press(key);
    } else await target.click();
    const showAll = this.app.page
      .getByRole('region', { name: this.app.t('table:timeline.playback'), exact: true })
      .getByRole('button', { name: this.app.t('table:timeline.showAll'), exact: true });
    if (await showAll.count()) await showAll.click();
  }

  /** Checks a radio button: pressed with Space, or (keyboard) its group reached and walked with the arrows. */
  private async check(radio: Locator) {
    if (this.mode === 'keyboard') await checkRadio(this.app.page, radio);
    else await this.press(radio, 'Space');
  }

  /** Picks an option of a `<select>`. */
  private async select(select: Locator, value: string) {
    if (this.mode === 'keyboard') await selectByKeyboard(this.app.page, select, value);
    else await select.selectOption(value);
  }

  /** Types a number into a field, replacing its content. */
  private async type(field: Locator, text: string) {
    if (this.mode === 'keyboard') await typeInto(this.app.page, field, text);
    else await field.fill(text);
  }

  /** A button of the controls: pressed, or (keyboard) its shortcut typed wherever the focus is on the table. */
  private async control(key: keyof typeof SHORTCUTS) {
    if (this.mode === 'keyboard') {
      await this.app.page.keyboard.press(SHORTCUTS[key]);
      await expectFocusKept(this.app.page);
    } else await this.press(this.controls.getByRole('button', { name: this.app.t(`common:controls.${key}`), exact: true }));
  }

  /** Applies to the copy of the engine the action the page has just dispatched. */
  private mirror(action: Action) {
    const result = engine.apply(this.state, action);
    if (!result.ok) throw new Error(`${this.lesson.id}: the page's action ${JSON.stringify(action)} was refused (${result.error})`);
    this.state = result.state;
  }

  /** An object id for a card reference (label, id or card id); a player id or anything else is kept. */
  private id(ref: string): string {
    if (this.view.order.includes(ref as PlayerId)) return ref;
    return resolveRef(this.state, ref)?.id ?? ref;
  }

  /** The same action with every card reference made an object id, keys sorted: to compare actions. */
  private key(action: Action): string {
    const norm = (value: unknown, field = ''): unknown => {
      if (typeof value === 'string' && ['card', 'cards', 'targets', 'source', 'target', 'blocks'].includes(field)) return this.id(value);
      if (Array.isArray(value)) return value.map((v) => norm(v, field));
      if (value && typeof value === 'object')
        return Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, norm(v, k)]),
        );
      return value;
    };
    return JSON.stringify(norm(action));
  }

  /** The legal action the solution's action stands for (a solution may leave out what the engine fills in). */
  private match(candidates: readonly Action[], wanted: Action): number {
    const exact = candidates.findIndex((c) => this.key(c) === this.key(wanted));
    if (exact >= 0) return exact;
    const want = JSON.parse(this.key(wanted)) as Record<string, unknown>;
    return candidates.findIndex((c) => {
      const has = JSON.parse(this.key(c)) as Record<string, unknown>;
      return Object.entries(want).every(([k, v]) => k === 'x' || JSON.stringify(has[k]) === JSON.stringify(v));
    });
  }

  /** One engine action of a solution, through the page. */
  async perform(action: Action) {
    const { app } = this;
    switch (action.type) {
      case 'resolve':
      case 'pass': {
        await this.control(action.type);
        this.mirror(action);
        return;
      }
      case 'advance': {
        // The page's Next goes one step at a time, and only once the stack is empty: the engine's advance passes
        // (resolving what is on the stack) until the step begins, and stops early when something happens.
        let advanced = false;
        for (let i = 0; i < 60 && (!advanced || this.view.step !== action.to); i++) {
          const legal = engine.legalActions(this.state);
          const next = legal.find((a) => a.type === 'advance');
          const key = next ? 'next' : legal.some((a) => a.type === 'resolve') ? 'resolve' : null;
          if (!key) throw new Error(`${this.lesson.id}: neither Next nor Resolve in ${this.view.step}`);
          await this.control(key);
          this.mirror(next ?? { type: 'resolve' });
          advanced ||= next !== undefined;
          const v = this.view;
          if (v.pending || v.winner || (next && v.stack.length > 0)) break;
        }
        return;
      }
      case 'cast':
      case 'play': {
        const object = this.id(action.card);
        const label = this.state.objects[object]?.label ?? null;
        const legal = handActionsFor(engine.legalActions(this.state), object, label);
        const i = this.match(legal, action);
        if (i < 0) throw new Error(`${this.lesson.id}: ${JSON.stringify(action)} is not offered by the hand card`);
        const chosen = legal[i]!;
        const card = app.page.locator(`button.card-button[data-object="${object}"]`);
        const hasX = action.type === 'cast' && action.x !== undefined;
        if (legal.length === 1 && !hasX) {
          await this.press(card);
          this.mirror(chosen);
          return;
        }
        await this.press(card);
        const popover = card.locator('xpath=..').getByRole('group');
        if (hasX) {
          await this.type(popover.getByRole('spinbutton'), String(action.x));
          await this.press(popover.getByRole('button'));
          this.mirror({ ...chosen, x: action.x } as Action);
        } else {
          await this.press(popover.getByRole('button').nth(i));
          this.mirror(chosen);
        }
        return;
      }
      case 'activate': {
        const object = this.id(action.card);
        const legal = activationsFor(engine.legalActions(this.state), object, this.state.objects[object]?.label ?? null);
        const i = this.match(legal, action);
        if (i < 0) throw new Error(`${this.lesson.id}: ${JSON.stringify(action)} is not offered by the permanent's menu`);
        await this.press(await this.cardMenu(object, `a${i}`));
        this.mirror(legal[i]!);
        return;
      }
      case 'choose':
        await this.choose(action);
        return;
      case 'attack': {
        const form = app.page.getByRole('region', { name: app.t('common:combat.title'), exact: true });
        for (const { card, target } of action.attackers) {
          await this.press(form.locator(`input[data-ref="${this.id(card)}"]`), 'Space');
          const defender = form.locator(`select[data-defender="${this.id(card)}"]`);
          if (target !== undefined && (await defender.count()) > 0) await this.select(defender, target);
        }
        await this.press(form.getByRole('button', { name: app.t('common:combat.declareAttackers'), exact: true }));
        this.mirror(action);
        return;
      }
      case 'block': {
        const form = app.page.getByRole('region', { name: app.t('common:combat.title'), exact: true });
        for (const { card, blocks } of action.blockers) await this.select(form.locator(`select[data-ref="${this.id(card)}"]`), this.id(blocks));
        const key = action.blockers.length === 0 ? 'common:combat.noBlockers' : 'common:combat.declareBlockers';
        await this.press(form.getByRole('button', { name: app.t(key), exact: true }));
        this.mirror(action);
        return;
      }
      case 'move': {
        const cards = action.cards ?? (action.card ? [action.card] : []);
        const key = { battlefield: 'putOntoBattlefield', hand: 'toHand', library: 'toLibrary' }[action.to as string];
        if (!key || action.controller || action.tapped || action.entersAs) break;
        await this.onCards(cards, key, 'putOntoBattlefield');
        this.mirror(action);
        return;
      }
      case 'discard': {
        if (action.cards.length !== 1) break;
        await this.press(await this.cardMenu(action.cards[0]!, 'discard'));
        this.mirror(action);
        return;
      }
      case 'control': {
        await this.press(await this.cardMenu(action.card, `control-${action.player}`));
        this.mirror(action);
        return;
      }
      case 'draw':
      case 'lose': {
        if (action.type === 'draw' && action.count !== 1) break;
        const menu = await this.playerMenu(action.player);
        await this.press(menu.locator(`button[data-key="${action.type}"]`));
        this.mirror(action);
        return;
      }
      case 'life': {
        const menu = await this.playerMenu(action.player);
        const total = (this.view.players[action.player]?.life ?? 0) + action.amount;
        await this.type(menu.getByRole('spinbutton'), String(total));
        if (this.mode === 'keyboard') await app.page.keyboard.press('Enter');
        else await menu.getByRole('spinbutton').press('Enter');
        this.mirror(action);
        return;
      }
      default: {
        const menuKey = MENU_EVENTS[action.type];
        const cards = 'cards' in action ? action.cards : undefined;
        if (menuKey && cards) {
          await this.onCards(cards, menuKey, menuKey);
          this.mirror(action);
          return;
        }
        if (action.type === 'phase' && action.cards.length === 1) {
          const permanent = this.state.objects[this.id(action.cards[0]!)];
          await this.press(await this.cardMenu(action.cards[0]!, permanent?.phasedOut ? 'phaseIn' : 'phaseOut'));
          this.mirror(action);
          return;
        }
      }
    }
    throw new Error(`${this.lesson.id}: the driver cannot do ${JSON.stringify(action)} through the page yet`);
  }

  /**
   * The same teacher's event on one card (its menu's item) or on several together (each selected from its
   * menu, then the selection bar's button).
   */
  private async onCards(cards: readonly string[], itemKey: string, togetherKey: string) {
    if (cards.length === 1) {
      await this.press(await this.cardMenu(cards[0]!, itemKey));
      return;
    }
    for (const card of cards) await this.press(await this.cardMenu(card, 'select'));
    const bar = this.app.page.getByRole('region', { name: this.app.t('common:selection.region'), exact: true });
    await this.press(bar.getByRole('button', { name: this.app.t(`common:selection.${togetherKey}`), exact: true }));
  }

  /** An item of a card's menu, wherever the card is (battlefield, hand, graveyard, exile), menu opened. */
  private async cardMenu(ref: string, itemKey: string): Promise<Locator> {
    const id = this.id(ref);
    const zone = this.state.objects[id]?.zone;
    const page = this.app.page;
    const menu =
      zone === 'battlefield'
        ? page.locator(`article.permanent[data-object="${id}"] .permanent-menu`)
        : zone === 'hand'
          ? page.locator(`li.hand-slot:has(button[data-object="${id}"]) .card-menu`)
          : page.locator(`li.pile-card[data-object="${id}"] .pile-menu`);
    if (!(await menu.evaluate((d) => d.hasAttribute('data-open')))) await this.press(menu.locator('.menu-button'));
    return menu.locator(`.menu-panel button[data-key="${itemKey}"]`);
  }

  private async playerMenu(player: PlayerId): Promise<Locator> {
    const menu = this.app.page.locator('.player-menu').filter({
      has: this.app.page.locator(`button.menu-button[aria-label="${this.app.t('common:player.actionsFor', { player: this.app.t(`common:players.${player}`, {}) })}"]`),
    });
    if (!(await menu.evaluate((d) => d.hasAttribute('data-open')))) await this.press(menu.locator('.menu-button'));
    return menu.locator('.menu-panel');
  }

  /** Answers the pending choice the way the step's solution does. */
  private async choose(action: Extract<Action, { type: 'choose' }>) {
    const { app } = this;
    const pending = this.view.pending;
    if (!pending) throw new Error(`${this.lesson.id}: no choice is waiting for ${JSON.stringify(action)}`);
    const panel = app.choice;
    const answer = Array.isArray(action.answer) && action.answer.length === 1 && pending.kind !== 'order' && pending.kind !== 'newTargets' && typeof action.answer[0] === 'string'
      ? action.answer[0]
      : action.answer;
    const option = (ref: string) => {
      const options: readonly string[] = 'options' in pending && pending.kind !== 'order' && pending.kind !== 'newTargets' ? (pending.options as string[]) : [];
      return options.find((o) => o === ref || this.id(o) === this.id(ref)) ?? ref;
    };
    const primary = (key: string) => panel.getByRole('button', { name: app.t(key), exact: true });
    let dispatched: Extract<Action, { type: 'choose' }>['answer'] = answer;
    switch (pending.kind) {
      case 'order': {
        // The page shows one row per trigger or group of interchangeable ones (order-groups.ts), top of the
        // stack first; each row carries its first trigger's id. A row is moved up by its ↑ button (a click or
        // a key press); the page answers with every id, a group's where its member nearest the top is wanted.
        const wanted = (answer as string[]).map((a) => pending.options.find((o) => o.id === a || o.label === a)?.id ?? a);
        const shown = orderRows(pending.options, this.view.pendingTriggers).reverse();
        const target = rowsForAnswer(shown, wanted);
        const current = shown.map((row) => row.key);
        for (let place = 0; place < target.length; place++) {
          const key = target[place]!.key;
          let at = current.indexOf(key);
          while (at > place) {
            await this.press(panel.locator(`li[data-trigger="${key}"] button[data-move="up"]`));
            [current[at - 1], current[at]] = [current[at]!, current[at - 1]!];
            at -= 1;
          }
        }
        await this.press(panel.locator('.choice-buttons button.primary'));
        dispatched = answerOf(target);
        break;
      }
      case 'may':
      case 'pay':
        await this.press(primary(`table:choice.${pending.kind}.${answer ? 'yes' : 'no'}`));
        break;
      case 'mode':
        await this.press(panel.locator(`button[data-mode="${String(answer)}"]`));
        break;
      case 'target':
      case 'legend':
      case 'card':
      case 'copy':
        if (answer === false) await this.press(panel.getByRole('button').last());
        else {
          dispatched = option(String(answer));
          await this.press(panel.locator(`button[data-ref="${dispatched}"]`));
        }
        break;
      case 'sacrifice':
      case 'return':
      case 'discard':
      case 'scry': {
        const picked = (Array.isArray(answer) ? answer : [answer]).map((a) => option(String(a)));
        for (const ref of picked) await this.press(panel.locator(`input[data-ref="${ref}"]`), 'Space');
        await this.press(panel.getByRole('button', { name: app.t(`table:choice.${pending.kind}.confirm`, { count: 'count' in pending ? pending.count : 0 }), exact: true }));
        dispatched = picked;
        break;
      }
      case 'name':
        await this.select(panel.getByRole('combobox'), String(answer));
        await this.press(panel.locator('button.primary'));
        break;
      case 'newTargets':
        if (answer === false) await this.press(primary('table:choice.newTargets.keep'));
        else {
          const wanted = typeof answer === 'string' ? [answer] : (answer as string[]);
          const targets = wanted.map((t, slot) => pending.options[slot]?.find((o) => o === t || this.id(o) === this.id(t)) ?? t);
          for (const [slot, target] of targets.entries()) {
            const radio = panel.locator(`input[data-slot="${slot}"][data-ref="${target}"]`);
            if (!(await radio.isChecked())) await this.check(radio);
          }
          await this.press(panel.locator('.choice-buttons button.primary'));
          dispatched = targets;
        }
        break;
      default:
        throw new Error(`${this.lesson.id}: the driver cannot answer a ${pending.kind} choice yet`);
    }
    this.mirror({ type: 'choose', player: action.player, answer: dispatched } as Action);
  }

  /** Answers a step's question in the lesson panel, rightly or wrongly on purpose. */
  async predict(step: LessonStep, right: boolean): Promise<PredictionAnswer> {
    const prediction = step.predict!;
    const form = this.app.lesson.locator('form.prediction');
    const options = prediction.options ?? [];
    const answer: PredictionAnswer = right ? prediction.answer : wrongAnswer(prediction.answer, options.length);
    if (typeof answer === 'boolean') await this.check(form.locator(`input[type="radio"][value="${answer ? 'yes' : 'no'}"]`));
    else if (typeof answer === 'number' && prediction.kind === 'number') await this.type(form.getByRole('spinbutton'), String(answer));
    else if (typeof answer === 'number') await this.check(form.locator(`input[type="radio"][value="${answer}"]`));
    else {
      const current = options.map((_, i) => i);
      for (let target = 0; target < answer.length; target++) {
        let at = current.indexOf(answer[target]!);
        while (at > target) {
          await this.press(form.locator('ol.prediction-order > li').nth(at).getByRole('button').first());
          [current[at - 1], current[at]] = [current[at]!, current[at - 1]!];
          at -= 1;
        }
      }
    }
    await this.press(form.getByRole('button', { name: this.app.t('common:lesson.answer'), exact: true }));
    await expect(form).toHaveCount(0);
    return answer;
  }
}

/** A wrong answer of the same kind. */
function wrongAnswer(right: PredictionAnswer, options: number): PredictionAnswer {
  if (typeof right === 'boolean') return !right;
  if (Array.isArray(right)) return right.length > 1 ? [right[1]!, right[0]!, ...right.slice(2)] : right;
  return options > 1 ? (right + 1) % options : right + 1;
}
