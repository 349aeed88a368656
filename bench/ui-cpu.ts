// The main thread's own work for one click, read from a Chrome trace (`STACKLAB_BENCH_CPU=1 npm run bench:ui`):
// from the click event to the end of the first frame committed after it, how long the renderer's main thread was
// busy, split into script (our code and React), style, layout, paint (pre-paint, paint, layers, commit), hit tests
// and the rest. Unlike click-to-paint, it leaves out the waits for the display's next frame and the time the
// machine gave to other work, so two builds can be told apart on a shared machine where click-to-paint
// moves by 20–40 % from one run to the next. Tracing slows the page a little: the figures are for comparing.
import type { CDPSession } from '@playwright/test';

export interface Cpu {
  busy: number;
  script: number;
  style: number;
  layout: number;
  paint: number;
  hitTest: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline';
const PART: Record<string, keyof Omit<Cpu, 'busy'>> = {
  EventDispatch: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  HitTest: 'hitTest',
};

/** Starts a trace; the returned function stops it and reads the click's figures (null if no click was seen). */
export async function traceClick(cdp: CDPSession): Promise<() => Promise<Cpu | null>> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: object[] }) => void events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    return clickCpu(events);
  };
}

function clickCpu(events: TraceEvent[]): Cpu | null {
  const thread = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!thread) return null;
  const main = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const click = main.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  if (!click) return null;
  const from = click.ts;
  const commit = main.find((e) => e.name === 'Commit' && e.ts >= from + click.dur!);
  const to = commit ? commit.ts + commit.dur! : from + click.dur!;
  const cpu: Cpu = { busy: 0, script: 0, style: 0, layout: 0, paint: 0, hitTest: 0 };
  for (const task of main)
    if (task.name === 'RunTask' && task.ts + task.dur! > from && task.ts < to)
      cpu.busy += (Math.min(task.ts + task.dur!, to) - Math.max(task.ts, from)) / 1000;
  // Each piece of work counted once: the outermost event of a kind we name (a layout forced by a script counts
  // as the script's).
  let end = -1;
  for (const e of main) {
    if (e.ts < from || e.ts + e.dur! > to || e.ts < end) continue;
    const part = PART[e.name];
    if (!part) continue;
    cpu[part] += e.dur! / 1000;
    end = e.ts + e.dur!;
  }
  return cpu;
}
