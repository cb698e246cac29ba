// A headless Chromium for browser tests: CHROMIUM_PATH or Debian's /usr/bin/chromium when
// present, otherwise the Chromium shipped inside the @sparticuz/chromium npm package, so that
// `npm ci && npm test` needs no system install.
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

const SYSTEM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * What the packaged Chromium's own flags turn on that the tests leave off: compositing through
 * SwiftShader's software GL (the plain software compositor draws the same pages for a fifth less
 * of the CPU the browser tier takes), and the switches that lift the same-origin policy and let a
 * page load insecure content — the tests use the browser people have, with its checks.
 */
const PACKAGED_FLAGS_LEFT_OFF = [
  '--ignore-gpu-blocklist',
  '--in-process-gpu',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-web-security',
  '--allow-running-insecure-content',
];

/**
 * The Chromium to launch. The packaged one is unpacked to /tmp/chromium on first use, where a
 * second process that finds the file half written cannot run it (spawn ETXTBSY): the global
 * setup asks first, before any test file launches it.
 */
export async function chromiumExecutable(): Promise<{ path: string; args: string[] }> {
  const configured = process.env.CHROMIUM_PATH;
  const system = configured ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  if (system) return { path: system, args: SYSTEM_FLAGS };
  const packaged = (await import('@sparticuz/chromium')).default;
  return {
    path: await packaged.executablePath(),
    args: [
      ...packaged.args.filter((arg) => !PACKAGED_FLAGS_LEFT_OFF.includes(arg)),
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  };
}

export async function launchBrowser(): Promise<Browser> {
  const { path, args } = await chromiumExecutable();
  return chromium.launch({ executablePath: path, args, headless: true });
}

/**
 * Opens the login form signed out. Signed in, '/' goes home (issue 14), and a context keeps the
 * session an earlier log-in of the same test left — the packaged single-process Chromium may even
 * show it to a new context — so "log in as X" starts from nothing stored.
 */
export async function openLoginForm(page: Page, baseUrl: string): Promise<void> {
  // The storage is cleared on a page of the product's origin that runs none of the app's
  // scripts (the health probe's answer), as the route walk does: the app's own page keeps its
  // session in memory and writes some of it back (the last call's time, the language). Once, in
  // CI, the dashboards' borrower never saw the form after the staff's page was cleared this way;
  // the cause was not found, and this takes the live page out of the clearing.
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await page.goto(`${baseUrl}/`);
}

/**
 * Holds back the page's requests for the files `url` matches, as a slow connection would, until
 * the answered function is called; they then go on to the product.
 */
export async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The page once its layout has settled after a change (a new viewport, a dialog opening): two
 * frames for ResizeObserver callbacks and the renders they cause, then every finite animation or
 * CSS transition the change started run to its end (at most two seconds; a spinner's endless one
 * is not awaited), then two frames more. A fixed pause waited 250 ms every time, most of it for
 * nothing, and on a loaded machine could still end mid-transition.
 */
export async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    await frame();
    await frame();
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(finite), new Promise((resolve) => setTimeout(resolve, 2000))]);
    await frame();
    await frame();
  });
}

/**
 * Watches the page's requests from now on: `quiet()` resolves once none has been in flight for
 * `quietMs` (a screen's data, its lazy chunks and images in), at most `timeout` ms. Playwright's
 * `networkidle` waits for 500 ms of quiet, most of it for nothing on every visit.
 */
export function watchNetwork(page: Page): {
  quiet: (quietMs?: number, timeout?: number) => Promise<void>;
} {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const started = (request: unknown) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: unknown) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 150, timeout = 15_000) {
      const until = Date.now() + timeout;
      try {
        while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
          if (Date.now() > until)
            throw new Error(`the page's requests did not end within ${timeout} ms`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}
