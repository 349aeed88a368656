// `npm run bench:ui`: how long the table takes from a click to the paint that shows its result, in Chromium with
// the CPU slowed down 4× through the DevTools protocol (STACKLAB_BENCH_RATE to change it). Figures, not a test:
// it never fails on a slow figure, only when the page doesn't show what a step waits for.
//
//   (a) single actions on the 60-permanent sandbox board (`big`): open a menu, tap, cast, resolve, pass …
//   (b) Wrath of God resolving on the 200-permanent board (`huge`, 1,000 triggers) until the order choice is painted
//   (c) answering that choice ("answer all automatically") until the stack of 1,000 is painted
//   (d) one rewind step: the timeline's "Back one moment" (one moment back in time; acting again starts from now)
//
// Each click (the pointer at rest on the target's centre, the button pressed, then released 60 ms later) is timed from the click event's own time stamp (`event.timeStamp`, input delay included) to the end
// of the first frame that shows what the step waits for, found by a requestAnimationFrame loop started by the
// click itself; the Event Timing entry of the interaction (its `duration`: input to next paint) and the longest
// long animation frame in between are printed beside it.
import { existsSync, writeFileSync } from 'node:fs';
import { chromium, type CDPSession, type Locator, type Page } from '@playwright/test';
import { preview } from 'vite';
import { tr } from '../e2e/fixtures';
import { traceClick, type Cpu } from './ui-cpu';

const RATE = Number(process.env.STACKLAB_BENCH_RATE ?? 4);
const PORT = Number(process.env.STACKLAB_BENCH_PORT ?? 4190);
const RUNS = Number(process.env.STACKLAB_BENCH_RUNS ?? 3);
/** Also read each click's main-thread work from a Chrome trace (bench/ui-cpu.ts). */
const CPU = process.env.STACKLAB_BENCH_CPU === '1';
const TARGETS = { a: 100, b: 200, c: 200, d: 50 };
/** How long the mouse button stays down: a quick click by hand lasts some 60 to 120 ms. */
const PRESS_MS = 60;

/** The timeline's button that goes one moment back in time, and the one that comes back to now. */
const REWIND = (page: Page): Locator => page.getByRole('button', { name: tr('en', 'table:timeline.stepBack'), exact: true });
const TO_NOW = (page: Page): Locator => page.getByRole('button', { name: tr('en', 'table:timeline.toLive'), exact: true });
const REWIND_NAME = 'timeline step back';

interface Timing {
  /** Click to the paint showing the result. */
  paint: number;
  /** Event Timing: the interaction's longest event duration (input to next paint, 8 ms steps). */
  event: number;
  /** The longest long animation frame (≥ 50 ms) between the click and that paint. */
  frame: number;
  /** With STACKLAB_BENCH_CPU=1: the main thread's work from the click to the first frame committed after it. */
  cpu?: Cpu | null;
}

const t = (key: string, params: Record<string, string | number> = {}) => tr('en', key, params);

function chromiumPath(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Observers in the page: every event of 16 ms or more, every long animation frame. */
function observe() {
  const w = window as unknown as { bench: { events: PerformanceEventTiming[]; frames: PerformanceEntry[] } };
  w.bench = { events: [], frames: [] };
  new PerformanceObserver((list) => w.bench.events.push(...(list.getEntries() as PerformanceEventTiming[]))).observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  } as PerformanceObserverInit);
  try {
    new PerformanceObserver((list) => w.bench.frames.push(...list.getEntries())).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // An older Chromium without long animation frames: that column stays at 0.
  }
}

/**
 * Clicks `target` and measures until the page shows `selector` (and, with `text`, that text in it). The wait is
 * armed in the page before the click, so a result painted in the click's own frame is seen in that frame.
 */
let cdp: CDPSession | undefined;

async function timeClick(page: Page, target: Locator, selector: string, text?: string): Promise<Timing> {
  if (process.env.STACKLAB_BENCH_VERBOSE) console.error(`click ${String(target)} → ${selector}`);
  await target.waitFor();
  await page.evaluate(
    ([sel, want]) => {
      const w = window as unknown as { bench: { events: PerformanceEventTiming[]; frames: PerformanceEntry[]; done?: Promise<number> } };
      w.bench.events = [];
      w.bench.frames = [];
      w.bench.done = new Promise<number>((resolve, reject) => {
        document.addEventListener(
          'click',
          (e) => {
            const clicked = e.timeStamp;
            const check = () => {
              // A selector starting with ! waits for nothing to match it.
              const found = sel.startsWith('!')
                ? document.querySelector(sel.slice(1)) === null
                : [...document.querySelectorAll(sel)].some((el) => want === null || el.textContent === want);
              // Found before this frame's rendering: the frame paints it, and a task queued now runs after that paint.
              // A user-blocking task (the Prioritized Task Scheduling API) runs as soon as the frame is done, before
              // the background work the page queued earlier (React's deferred renders, such as the log's), which a
              // timer would wait behind although the frame already shows the result.
              const afterFrame = (task: () => void) => {
                const { scheduler } = window as unknown as { scheduler?: { postTask(cb: () => void, options: { priority: string }): Promise<void> } };
                if (scheduler) void scheduler.postTask(task, { priority: 'user-blocking' });
                else setTimeout(task, 0);
              };
              if (found) afterFrame(() => resolve(performance.now() - clicked));
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
            setTimeout(() => reject(new Error(`not shown after 60 s: ${sel} ${want ?? ''}`)), 60_000);
          },
          { capture: true, once: true },
        );
      });
    },
    [selector, text ?? null] as const,
  );
  if (process.env.STACKLAB_BENCH_VERBOSE) console.error('armed');
  // A press of the mouse at the target's centre, as a user's: a locator's click also runs Playwright's own listeners
  // in the page (it checks that its events hit the target), which are the harness's time, not the table's.
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`not on screen: ${String(target)}`);
  // As a hand does it: the pointer comes to rest on the target (its hover painted), then the button is pressed and,
  // a moment later, let go. Pressed and let go in the same instant, the pointer's arrival, the press and the focus
  // it gives would all be handled in the task that dispatches the click, and counted as the click's.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.mouse.down();
  await page.evaluate((hold) => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, hold))), PRESS_MS);
  const stopTrace = CPU && cdp ? await traceClick(cdp) : undefined;
  await page.mouse.up();
  if (process.env.STACKLAB_BENCH_VERBOSE) console.error('clicked');
  const paint = await page.evaluate(() => (window as unknown as { bench: { done: Promise<number> } }).bench.done);
  const cpu = stopTrace ? await stopTrace() : undefined;
  // Let the observers report the interaction's entries (they are delivered after the paint).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  const { event, frame } = await page.evaluate(() => {
    const { events, frames } = (window as unknown as { bench: { events: PerformanceEventTiming[]; frames: PerformanceEntry[] } }).bench;
    const clicks = events.filter((e) => ((e as PerformanceEventTiming & { interactionId?: number }).interactionId ?? 0) > 0 || e.name === 'click');
    return { event: Math.max(0, ...clicks.map((e) => e.duration)), frame: Math.max(0, ...frames.map((f) => f.duration)) };
  });
  return { paint, event, frame, cpu };
}

const rows: { group: keyof typeof TARGETS; what: string; timings: Timing[] }[] = [];
function record(group: keyof typeof TARGETS, what: string, timing: Timing) {
  let row = rows.find((r) => r.group === group && r.what === what);
  if (!row) rows.push((row = { group, what, timings: [] }));
  row.timings.push(timing);
  if (process.env.STACKLAB_BENCH_VERBOSE) console.error(`(${group}) ${what}: ${Math.round(timing.paint)} ms`);
}

async function openBoard(page: Page, base: string, board: string) {
  if (process.env.STACKLAB_BENCH_VERBOSE) console.error(`open ${board}`);
  await page.goto(`${base}/sandbox/${board}?lang=en`);
  await page.locator('.player-area').first().waitFor();
  await page.locator('.loading-state').waitFor({ state: 'detached' });
}

const zone = (page: Page, kind: 'hand' | 'battlefield', player: string) =>
  page.getByRole('region', { name: t(`common:zoneOf.${kind}`, { player, ofPlayer: `${player}'s` }), exact: true });
const button = (page: Page, key: string) => page.getByRole('button', { name: t(key), exact: true });

/** (a) and (d) on the 60-permanent board. */
async function singleActions(page: Page, base: string) {
  await openBoard(page, base, 'big');
  const bears = () => zone(page, 'battlefield', 'Alice').locator('article.permanent[aria-label="Grizzly Bears"]').first();
  for (let run = 0; run < RUNS; run++) {
    const menuButton = bears().locator('.menu-button');
    record('a', "open a permanent's menu", await timeClick(page, menuButton, '.permanent-menu[data-open] .menu-panel button'));
    record('a', 'tap it (menu item)', await timeClick(page, bears().locator('.menu-panel button[data-key="tap"]'), 'article.permanent[data-tapped="true"]'));
    record('d', `${REWIND_NAME}, 60 permanents`, await timeClick(page, REWIND(page), '!article.permanent[data-tapped="true"]'));
    await TO_NOW(page).click();
    await button(page, 'common:controls.undo').click();
    const hand = zone(page, 'hand', 'Alice');
    record('a', 'cast a creature from the hand', await timeClick(page, hand.getByRole('button', { name: 'Grizzly Bears', exact: true }), '.stack-zone .count', '1'));
    record('a', 'pass priority', await timeClick(page, button(page, 'common:controls.pass'), '.player-area.top.has-priority'));
    // Soul's Attendant sees the Bears enter: its ability goes on the stack.
    record('a', 'resolve the top of the stack', await timeClick(page, button(page, 'common:controls.resolve'), '.stack-zone li.stack-object.kind-trigger'));
    // Back to the starting board for the next run.
    await button(page, 'common:controls.reset').click();
    await zone(page, 'hand', 'Alice').getByRole('button', { name: 'Grizzly Bears', exact: true }).waitFor();
    await page.locator('.player-area.bottom.has-priority').waitFor();
  }
}

/** (b), (c) and (d) on the 200-permanent board. */
async function thousandTriggers(page: Page, base: string) {
  await openBoard(page, base, 'huge');
  await zone(page, 'hand', 'Alice').getByRole('button', { name: 'Wrath of God', exact: true }).click();
  await page.locator('.stack-zone .count', { hasText: /^1$/ }).waitFor();
  for (let run = 0; run < RUNS; run++) {
    record('b', 'Wrath of God resolves → order choice of 600 painted', await timeClick(page, button(page, 'common:controls.resolve'), '.choice-panel li.order-item'));
    record('c', 'answer all automatically → stack of 1,000 painted', await timeClick(page, button(page, 'common:controls.auto'), '.stack-zone .count', '1000'));
    record('d', `${REWIND_NAME}, stack of 1,000 → order choice`, await timeClick(page, REWIND(page), '.choice-panel li.order-item'));
    await TO_NOW(page).click();
    await button(page, 'common:controls.undo').click();
    await button(page, 'common:controls.undo').click();
    await page.locator('.stack-zone .count', { hasText: /^1$/ }).waitFor();
    await page.locator('.choice-panel').waitFor({ state: 'detached' });
  }
}

const ms = (n: number) => `${Math.round(n)}`.padStart(5);

async function main() {
  const server = await preview({ preview: { port: PORT, host: '127.0.0.1', strictPort: true }, logLevel: 'warn' });
  const base = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    // tsx keeps function names with a helper (`__name`) that functions sent to the page would miss.
    await page.addInitScript('window.__name = (f) => f;');
    await page.addInitScript(observe);
    // Each action's result at once: the sandbox's default animates the moments of an action with triggers one by
    // one over several seconds, a pace chosen for learners, not a delay of the page. At once is the whole work.
    await page.addInitScript(() => localStorage.setItem('stacklab-playback', 'instant'));
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await singleActions(page, base);
    await thousandTriggers(page, base);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }

  // Every click's figures, for comparing two builds run after run (the machine's noise needs many runs).
  if (process.env.STACKLAB_BENCH_JSON) writeFileSync(process.env.STACKLAB_BENCH_JSON, JSON.stringify({ rate: RATE, rows }, null, 1));
  console.log(`\nClick to paint, CPU slowed ${RATE}×, ${RUNS} runs each (ms): slowest, median; Event Timing's slowest; longest animation frame\n`);
  for (const group of ['a', 'b', 'c', 'd'] as const) {
    const mine = rows.filter((r) => r.group === group);
    const worst = Math.max(...mine.flatMap((r) => r.timings.map((x) => x.paint)));
    console.log(`(${group}) slowest ${Math.round(worst)} ms (target ≤ ${TARGETS[group]} ms at 4×)`);
    for (const row of mine) {
      const paints = row.timings.map((x) => x.paint).sort((p, q) => p - q);
      const median = paints[Math.floor(paints.length / 2)] ?? 0;
      const event = Math.max(...row.timings.map((x) => x.event));
      const frame = Math.max(...row.timings.map((x) => x.frame));
      console.log(`    ${ms(paints[paints.length - 1] ?? 0)} ${ms(median)}   event ${ms(event)}   frame ${ms(frame)}   ${row.what}`);
    }
  }
  if (!CPU) return;
  console.log(`\nMain thread's work from the click to the first frame after it, CPU slowed ${RATE}×, median of ${RUNS} runs (ms, bench/ui-cpu.ts)\n`);
  console.log('     busy script  style layout  paint    hit');
  for (const row of rows) {
    const cpus = row.timings.flatMap((x) => (x.cpu ? [x.cpu] : []));
    if (cpus.length === 0) continue;
    const median = (pick: (c: Cpu) => number) => cpus.map(pick).sort((p, q) => p - q)[Math.floor(cpus.length / 2)] ?? 0;
    const parts = [median((c) => c.busy), median((c) => c.script), median((c) => c.style), median((c) => c.layout), median((c) => c.paint), median((c) => c.hitTest)];
    console.log(`  ${parts.map((n) => ms(n).padStart(6)).join('')}   (${row.group}) ${row.what}`);
  }
}

await main();
