// `node bench/web-profile.ts [path]`: where the main thread's time goes, task by task, when a
// signed-in page of the built web client loads (default `/staff/loans/3`, as staff) at
// Lighthouse's mobile CPU slowdown (4x, `BENCH_CPU_SLOWDOWN`). Starts the demo product on
// `BENCH_PORT` (4621) (`startDemoProduct`, web-product.ts), opens the page in Chromium through
// playwright-core with a Chrome trace and V8's sampling profiler on, and prints each task of at
// least `BENCH_TASK_MS` (50) ms: when it started, how long it took, what ran it (script
// evaluation, a timer, a message, a fetch's answer…) and the functions that took its time (self
// time, sampled). Then the total blocking time (each task's time beyond 50 ms) of the tasks
// after the first paint. Figures are real ones under the slowdown, not Lighthouse's simulation:
// compare two builds with each other, not with Lighthouse's.
import { chromium } from 'playwright-core';
import { commandLine, requireValues } from '../cli/command-line.ts';
import { ensureWebBuild } from '../server/web-build.ts';
import { chromiumPath, staffSession, startDemoProduct } from './web-product.ts';

const USAGE =
  'usage: node bench/web-profile.ts [PATH]  (a path of the web client, default /staff/loans/3, opened as staff; BENCH_CPU_SLOWDOWN, BENCH_TASK_MS, BENCH_TASK_EVENTS, BENCH_PORT)';
const given = commandLine(USAGE, {}, 1).positionals[0];
requireValues(USAGE, [
  ['PATH', given, given === undefined || given.startsWith('/'), "a path starting with '/'"],
]);

const PORT = Number(process.env.BENCH_PORT ?? 4621);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PATH = given ?? '/staff/loans/3';
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const TASK_MS = Number(process.env.BENCH_TASK_MS ?? 50);

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
};
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string };
  parent?: number;
};

const shortUrl = (url: string | undefined) =>
  (url ?? '').replace(/^.*\/assets\//, '').replace(ORIGIN, '') || '(none)';

/** What started a task: its first JavaScript entry, or the browser's own work. */
function taskKind(children: TraceEvent[]): string {
  for (const event of children) {
    const data = event.args?.data ?? {};
    switch (event.name) {
      case 'EvaluateScript':
      case 'v8.evaluateModule':
        return `evaluate ${shortUrl(String(data.url ?? data.stackTrace ?? ''))}`;
      case 'TimerFire':
        return 'timer';
      case 'FireAnimationFrame':
        return 'animation frame';
      case 'FireIdleCallback':
        return 'idle callback';
      case 'ResourceReceivedData':
      case 'ResourceFinish':
        return 'network';
      case 'FunctionCall':
        return `call ${String(data.functionName ?? '') || '(anonymous)'} ${shortUrl(String(data.url ?? ''))}`;
      case 'ParseHTML':
        return 'parse HTML';
      case 'UpdateLayoutTree':
      case 'Layout':
        return 'style/layout';
      default:
    }
  }
  return 'other';
}

async function main(): Promise<void> {
  await ensureWebBuild();
  const product = await startDemoProduct(PORT);
  const browser = await chromium.launch({
    executablePath: await chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    // Once through, unthrottled and without a trace: the product's first answers are slow.
    const session = PATH === '/' ? null : await staffSession(ORIGIN);
    await page.goto(`${ORIGIN}/`);
    await page.evaluate((items) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(items ?? {})) localStorage.setItem(key, value);
    }, session);
    await page.goto(`${ORIGIN}${PATH}`, { waitUntil: 'networkidle' });
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const done = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'v8',
          'blink.user_timing',
          'loading',
          'disabled-by-default-v8.cpu_profiler',
        ],
      },
    });
    await page.goto(`${ORIGIN}${PATH}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await done;
    report(events);
  } finally {
    await browser.close();
    product.stop();
  }
}

function report(events: TraceEvent[]): void {
  // The page's renderer main thread: the one that ran the page's navigation (`CrRendererMain`).
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const busiest = mains
    .map((thread) => ({
      thread,
      tasks: events.filter(
        (event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask',
      ).length,
    }))
    .sort((a, b) => b.tasks - a.tasks)[0]?.thread;
  if (!busiest) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((event) => event.pid === busiest.pid && event.tid === busiest.tid);
  const navigationStart =
    onMain.find((event) => event.name === 'navigationStart')?.ts ??
    Math.min(...onMain.filter((event) => event.ts > 0).map((event) => event.ts));
  const firstPaint = onMain.find((event) => event.name === 'firstContentfulPaint')?.ts;

  // Samples of V8's profiler: self time per function, placed on the main thread's timeline.
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  let sampleTime = 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== busiest.pid) continue;
    const data = event.args?.data as
      | {
          cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
          timeDeltas?: number[];
        }
      | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      sampleTime += deltas[index] ?? 0;
      samples.push({ ts: sampleTime, node });
    });
  }
  const profileStart = events.find((event) => event.name === 'Profile' && event.pid === busiest.pid)
    ?.args?.data?.startTime as number | undefined;

  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= TASK_MS * 1000)
    .sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  console.log(
    `${PATH} at ${SLOWDOWN}x CPU slowdown: tasks of ${TASK_MS} ms or more (start after navigation, duration)`,
  );
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const children = onMain
      .filter((event) => event.ts >= task.ts && event.ts < end && event !== task)
      .sort((a, b) => a.ts - b.ts);
    const ms = (task.dur ?? 0) / 1000;
    if (firstPaint === undefined || task.ts >= firstPaint) blocking += Math.max(0, ms - 50);
    const selfTimes = new Map<string, number>();
    if (profileStart !== undefined) {
      for (let index = 0; index < samples.length; index += 1) {
        const sample = samples[index] as { ts: number; node: number };
        const at = profileStart + sample.ts;
        if (at < task.ts || at >= end) continue;
        const next = samples[index + 1];
        const weight = next ? next.ts - sample.ts : 0;
        const frame = nodes.get(sample.node)?.callFrame;
        if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)')
          continue;
        const name = `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}`;
        selfTimes.set(name, (selfTimes.get(name) ?? 0) + weight);
      }
    }
    const styleLayout = children
      .filter((event) => ['UpdateLayoutTree', 'Layout'].includes(event.name))
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
    const top = [...selfTimes.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
      .join('; ');
    console.log(
      `${((task.ts - navigationStart) / 1000).toFixed(0).padStart(6)} ms  ${ms.toFixed(0).padStart(4)} ms  ` +
        `${taskKind(children)}${styleLayout ? `, style/layout ${(styleLayout / 1000).toFixed(0)} ms` : ''}` +
        (top ? `\n${' '.repeat(18)}${top}` : ''),
    );
    // BENCH_TASK_EVENTS=1: the trace's own events inside the task too (style sheets parsed,
    // style and layout, scripts compiled…), by total duration: what the profiler's samples miss.
    if (process.env.BENCH_TASK_EVENTS === '1') {
      const byName = new Map<string, number>();
      for (const event of children) {
        if (event.ph !== 'X' || !event.dur || ['FunctionCall', 'RunTask'].includes(event.name))
          continue;
        byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur);
      }
      const events = [...byName.entries()]
        .filter(([, us]) => us >= 2000)
        .sort((x, y) => y[1] - x[1])
        .slice(0, 6)
        .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
        .join('; ');
      if (events) console.log(`${' '.repeat(18)}events: ${events}`);
    }
  }
  console.log(
    `first paint ${firstPaint === undefined ? '?' : `${((firstPaint - navigationStart) / 1000).toFixed(0)} ms`}; ` +
      `blocking time after it (each task beyond 50 ms): ${blocking.toFixed(0)} ms`,
  );
}

await main();
