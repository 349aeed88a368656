// The keyboard user's ways around the page, for journeys that never click: Tab and Shift+Tab from wherever the
// focus is, the arrow keys inside a zone that has one tab stop (src/ui/a11y/use-roving-zone.ts) or inside a
// group of radio buttons, the skip links, Enter or Space, typing. Only `page.keyboard` moves or acts: a
// locator is read (where is it, is it focused) but never clicked, focused, filled or pressed.
import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';

/** A roving zone's items, as src/ui/a11y/use-roving-zone.ts reads them: focusable, not inside what an item opened. */
const ZONE_ITEMS = {
  focusable: 'button:not(:disabled), summary, a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]',
  nested: '.menu-panel, .popover, [data-roving-skip]',
};

/** For each roving zone that has items, how many of them are in the Tab order (one, when the zone is kept right). */
export function tabStopsPerZone(page: Page): Promise<number[]> {
  return page.evaluate(
    ({ focusable, nested }) =>
      [...document.querySelectorAll<HTMLElement>('[data-roving-zone]')].flatMap((zone) => {
        const items = [...zone.querySelectorAll<HTMLElement>(focusable)].filter((el) => {
          const opened = el.closest(nested);
          return el !== zone && (!opened || !zone.contains(opened));
        });
        return items.length === 0 ? [] : [items.filter((el) => el.getAttribute('tabindex') !== '-1').length];
      }),
    ZONE_ITEMS,
  );
}

/** Tab presses allowed to reach one element: enough to cross the whole table, few enough to fail fast. */
const MAX_PRESSES = 80;

/** Where the focus is, as the browser reports it, for the error when a target is not reached. */
async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '<body>';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}${el.className ? ` class="${String(el.className)}"` : ''}> "${name}"`;
  });
}

/**
 * Where the focus stands from `target`'s point of view: on it; inside the group it belongs to (its roving zone or
 * its radio group), with how many arrow presses separate them; or away from it, with how many presses of Tab, and
 * of Shift+Tab, lead to its tab stop (the target, its zone's one stop or its radio group), counted on the page's
 * tab sequence as the browser makes it: the focusable, visible elements in document order, the page itself
 * between the last and the first (Tab from the end goes to <body>, then to the top). A count may be off when the
 * browser adds a stop of its own (a scrolling box): the caller presses, then asks again.
 */
type Position =
  | { at: 'target' }
  | { at: 'group'; delta: number; radio: boolean }
  /** `skip`: a skip link (its place among the page's `a.skip-link`) that leads there in fewer presses, all told. */
  | { at: 'away'; forward: number; backward: number; skip: { link: number; presses: number } | null };

function position(target: ElementHandle<Element>): Promise<Position> {
  return target.evaluate((el, { focusable: FOCUSABLE, nested: NESTED }): Position => {
    const active = document.activeElement === document.body ? null : document.activeElement;
    if (active === el) return { at: 'target' };
    const isRadio = (node: Element | null): node is HTMLInputElement => node instanceof HTMLInputElement && node.type === 'radio' && node.name !== '';
    const radioKey = (radio: HTMLInputElement) => `${radio.form ? 'form' : 'page'}:${radio.name}`;
    const zoneOf = (node: Element) => {
      const zone = node.closest('[data-roving-zone]');
      if (!zone) return null;
      const items = Array.from(zone.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((item) => {
        const nested = item.closest(NESTED);
        return !nested || !zone.contains(nested);
      });
      return items.includes(node as HTMLElement) ? items : null;
    };
    const group = isRadio(el)
      ? Array.from((el.form ?? document).querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]:not(:disabled)`))
      : zoneOf(el);
    if (active && group?.includes(active as HTMLElement)) return { at: 'group', delta: group.indexOf(el as never) - group.indexOf(active as never), radio: isRadio(el) };

    // The tab sequence: one stop per element that takes the focus from Tab, one per radio group.
    const stops: Element[] = [];
    const stopOf = new Map<Element, number>();
    const radioStops = new Map<string, number>();
    for (const node of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')) {
      if (node.tabIndex < 0 || node.matches(':disabled') || node.closest('[inert]') || !node.checkVisibility({ visibilityProperty: true })) continue;
      if (isRadio(node)) {
        const known = radioStops.get(radioKey(node));
        if (known !== undefined) {
          stopOf.set(node, known);
          continue;
        }
        radioStops.set(radioKey(node), stops.length);
      }
      stopOf.set(node, stops.length);
      stops.push(node);
    }
    // Places on the cycle: 0 is the page itself, stop i is i + 1.
    const cycle = stops.length + 1;
    const mod = (n: number) => ((n % cycle) + cycle) % cycle;
    const own = stopOf.get(el) ?? (group ? group.map((item) => stopOf.get(item)).find((i) => i !== undefined) : undefined);
    if (own === undefined) throw new Error('the target has no tab stop: hidden, disabled, or out of the Tab order');
    const place = (node: Element | null): number => {
      if (!node) return 0;
      const stop = stopOf.get(node);
      if (stop !== undefined) return stop + 1;
      // Something Tab does not stop on (a note given the focus): between the stops around it.
      return stops.filter((s) => s.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING).length + 0.5;
    };
    const forward = (from: number, to: number) => mod(to - Math.floor(from));
    const backward = (from: number, to: number) => mod(Math.ceil(from) - to);
    const shortest = (from: number, to: number) => Math.min(forward(from, to), backward(from, to));
    const goal = own + 1;
    const here = place(active);
    // A skip link: reached, Enter, and on from the first stop of the part it leads to.
    let skip: { link: number; presses: number } | null = null;
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a.skip-link')).forEach((link, i) => {
      const part = document.getElementById(link.hash.slice(1));
      const landing = stops.find((s) => part?.contains(s));
      if (!stopOf.has(link) || !landing || part?.contains(active)) return;
      const presses = shortest(here, place(link)) + 1 + shortest(place(landing), goal);
      if (presses < (skip?.presses ?? Infinity)) skip = { link: i, presses };
    });
    return { at: 'away', forward: forward(here, goal), backward: backward(here, goal), skip };
  }, ZONE_ITEMS);
}

/**
 * Moves the focus to `target` as a keyboard user would: Tab or Shift+Tab, whichever is shorter, until the focus is
 * on it or in its group, then the arrow keys (a radio button reached by the arrows is checked, as in any browser).
 * Returns how many keys were pressed; fails, naming where the focus is, after `max` of them.
 */
export async function reachByKeyboard(page: Page, target: Locator, max = MAX_PRESSES): Promise<number> {
  // Found once (a role and a name are costly to look up at each key); React keeps its elements as it re-renders.
  const handle = await target.elementHandle();
  if (!handle) throw new Error(`${String(target)} is not on the page`);
  let presses = 0;
  while (presses <= max) {
    const where = await position(handle);
    if (where.at === 'target') return presses;
    if (where.at === 'group') {
      const key = where.radio ? (where.delta > 0 ? 'ArrowDown' : 'ArrowUp') : where.delta > 0 ? 'ArrowRight' : 'ArrowLeft';
      for (let i = 0; i < Math.abs(where.delta); i++) await page.keyboard.press(key);
      presses += Math.abs(where.delta);
      // Asked again rather than trusted: under load, the focus may have moved inside the group (given back by a
      // dialog that closed) between the count and the presses; the loop counts from where it stands now.
      continue;
    }
    if (where.skip && where.skip.presses + 1 < Math.min(where.forward, where.backward)) {
      presses += await reachByKeyboard(page, page.locator('a.skip-link').nth(where.skip.link), max - presses);
      await page.keyboard.press('Enter');
      presses += 1;
      continue;
    }
    const [key, count] = where.forward <= where.backward ? (['Tab', where.forward] as const) : (['Shift+Tab', where.backward] as const);
    for (let i = 0; i < Math.max(1, count); i++) await page.keyboard.press(key);
    presses += Math.max(1, count);
  }
  throw new Error(`${String(target)} not reached by the keyboard in ${presses} presses; the focus is on ${await describeFocus(page)}`);
}

/** Reaches `target` by the keyboard and presses `key` on it (Enter for a button, Space for a checkbox). */
export async function activate(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  // As a person does, after the page has settled: the table moves the focus to a new choice, or away from a step
  // button the step disabled, one or two frames after the change. A walk finished before that could see the focus
  // on its target and press the key as the table moves it (to the choice's first answer, on another player).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
  await reachByKeyboard(page, target);
  await page.keyboard.press(key);
}

/** Checks a radio button: its group reached by Tab, then the arrow keys (Space when the focus landed on it). */
export async function checkRadio(page: Page, radio: Locator): Promise<void> {
  await reachByKeyboard(page, radio);
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/** Picks an option of a `<select>` with the arrow keys, the list left closed (each arrow changes the value). */
export async function selectByKeyboard(page: Page, select: Locator, value: string): Promise<void> {
  await reachByKeyboard(page, select);
  const { from, to } = await select.evaluate(
    (el, wanted) => {
      const options = Array.from((el as HTMLSelectElement).options);
      return { from: (el as HTMLSelectElement).selectedIndex, to: options.findIndex((o) => o.value === wanted) };
    },
    value,
  );
  if (to < 0) throw new Error(`the list has no option "${value}"`);
  for (let i = from; i !== to; i += Math.sign(to - from)) await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
  await expect(select).toHaveValue(value);
}

/** Types into a field reached by the keyboard, replacing what it held (Ctrl+A selects it). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await reachByKeyboard(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/**
 * Uses one of the table's skip links (`table:a11y.skipToBoard`, `table:a11y.skipToChoice`): Tab from the top of
 * the page to it, then Enter. `name` is its translated text.
 */
export async function skipTo(page: Page, name: string): Promise<void> {
  await activate(page, page.getByRole('link', { name, exact: true }));
}

/** The focus is on an element of the page, never on `<body>` (lost with a removed element, or never given). */
export async function expectFocusKept(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body && document.activeElement.isConnected), {
      message: 'the focus should stay on an element of the page',
      // The table gives a lost focus back on the next frame: look again soon.
      intervals: [16, 32, 64, 128, 250],
    })
    .toBe(true);
}
