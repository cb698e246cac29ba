// `npm run bench:web`: what the web client costs a visitor. First, from the build's Vite manifest,
// the gzip size of all the script each route of the router needs (the entry and its static
// imports, the route's lazy screen, its lazy layout, and their static imports) against the targets. Then
// Lighthouse 12 (mobile profile, simulated throttling) on the login page and the staff loan
// detail, performance and accessibility, served two ways: by the product as it is, and through
// a front in this process that compresses (@fastify/compress) the built client and passes
// /graphql and /api on to the product. A benchmark reports figures; it asserts nothing.
// BENCH_LIGHTHOUSE=0 prints the sizes only; BENCH_LIGHTHOUSE_RUNS=n takes the median of n runs;
// BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's full Lighthouse report (JSON) there.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { launch } from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { noArguments } from '../cli/command-line.ts';
import { WEB_DIST } from '../server/product-server.ts';
import { ensureWebBuild } from '../server/web-build.ts';
import { entryChunks, type Manifest, readWebRoutes, routeChunks } from '../web/app-routes.ts';
import { chromiumPath, staffSession, startDemoProduct } from './web-product.ts';

noArguments(
  "usage: npm run bench:web  (no arguments: BENCH_LIGHTHOUSE, BENCH_LIGHTHOUSE_RUNS, BENCH_LIGHTHOUSE_REPORTS, BENCH_PORT — README, 'Benchmarks')",
);

const LOGIN_TARGET_KB = 170;
const ROUTE_TARGET_KB = 350;
const SCORE_TARGET = 0.95;

const gzipKb = (file: string): number =>
  gzipSync(readFileSync(join(WEB_DIST, file)), { level: 9 }).length / 1024;

async function printRouteSizes(): Promise<void> {
  const manifestPath = join(WEB_DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) rmSync(join(WEB_DIST, 'index.html'), { force: true });
  await ensureWebBuild();
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKeys = entryChunks(manifest);
  const kbOf = (keys: Set<string>) =>
    [...keys].reduce((sum, key) => sum + gzipKb(manifest[key]?.file ?? ''), 0);

  console.log(`Web client: script each route needs before it works (gzip -9 of the built chunks)`);
  console.log(`${'entry alone'.padEnd(24)} ${kbOf(entryKeys).toFixed(1).padStart(6)} KB gzip`);
  for (const route of readWebRoutes()) {
    if (!route.screen) continue;
    const keys = routeChunks(manifest, route);
    const target = route.path === '/' ? LOGIN_TARGET_KB : ROUTE_TARGET_KB;
    const name = route.path === '/' ? 'login (/)' : route.path;
    const kb = kbOf(keys);
    console.log(
      `${name.padEnd(24)} ${kb.toFixed(1).padStart(6)} KB gzip  (target ≤ ${target})${kb > target ? '  OVER' : ''}`,
    );
  }
}

// --- Lighthouse ---------------------------------------------------------------------------

const PRODUCT_PORT = Number(process.env.BENCH_PORT ?? 4620);
const productUrl = `http://127.0.0.1:${PRODUCT_PORT}`;
const LOAN_ID = '3';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The built client compressed, with /graphql and /api passed on to the product. */
async function startCompressingFront(): Promise<{ url: string; close: () => Promise<void> }> {
  const front = Fastify({ logger: false });
  await front.register(fastifyCompress, { threshold: 1024 });
  await front.register(fastifyStatic, { root: WEB_DIST, wildcard: false });
  const forward = async (
    request: { method: string; url: string; headers: Record<string, unknown>; body: unknown },
    reply: {
      status: (code: number) => unknown;
      header: (name: string, value: string) => unknown;
      send: (body: string) => unknown;
    },
  ) => {
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type', 'accept', 'accept-language']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await fetch(`${productUrl}${request.url}`, {
      method: request.method,
      headers,
      body:
        request.method === 'GET' || request.method === 'HEAD'
          ? null
          : JSON.stringify(request.body ?? {}),
    });
    reply.status(response.status);
    reply.header('content-type', response.headers.get('content-type') ?? 'application/json');
    return reply.send(await response.text());
  };
  front.all('/graphql', forward);
  front.all('/api/*', forward);
  front.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  await front.listen({ port: 0, host: '127.0.0.1' });
  const { port } = front.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => front.close() };
}

/** Sets the origin's localStorage in the audited Chromium: `null` clears it. */
async function setStorage(
  debuggingPort: number,
  origin: string,
  entries: Record<string, string> | null,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.evaluate((items) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(items ?? {})) localStorage.setItem(key, value);
  }, entries);
  await page.close();
  await browser.close();
}

type Scores = {
  performance: number;
  accessibility: number;
  metrics: string;
  failing: string[];
};

async function audit(debuggingPort: number, url: string): Promise<Scores> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    // Lighthouse's reset before each run empties the HTTP cache (each run a first visit) but not
    // localStorage (not among its default `clearStorageTypes`), where the staff page's session
    // is put beforehand. `disableStorageReset` would keep the cache too: the runs after the first
    // would load the hashed assets from it.
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(join(reports, name), JSON.stringify(result.lhr, null, 1));
  }
  const { categories, audits } = result.lhr;
  const ms = (id: string) => `${((audits[id]?.numericValue ?? 0) / 1000).toFixed(1)} s`;
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    metrics:
      `FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, ` +
      `TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms, ` +
      `CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
    failing: Object.values(audits)
      .filter(
        (entry) =>
          entry.score !== null &&
          entry.score < 0.9 &&
          (entry.scoreDisplayMode === 'binary' || entry.scoreDisplayMode === 'numeric'),
      )
      .map((entry) => entry.id),
  };
}

async function medianAudit(port: number, url: string, runs: number): Promise<Scores> {
  const results: Scores[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await audit(port, url));
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)] as Scores;
}

async function printLighthouse(): Promise<void> {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
  const product = await startDemoProduct(PRODUCT_PORT);
  const chrome = await launch({
    chromePath: await chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const front = await startCompressingFront();
  try {
    console.log(
      `\nLighthouse 12, mobile profile (simulated slow 4G, 4x CPU slowdown), ${runs} run(s), median; target ≥ ${SCORE_TARGET}`,
    );
    for (const [served, origin] of [
      ['product as served', productUrl],
      ['compressed front', front.url],
    ] as const) {
      for (const [page, path] of [
        ['login', '/'],
        ['staff loan detail', `/staff/loans/${LOAN_ID}`],
      ] as const) {
        // The login page is audited signed out, the staff page with a staff session.
        await setStorage(chrome.port, origin, path === '/' ? null : await staffSession(productUrl));
        const scores = await medianAudit(chrome.port, `${origin}${path}`, runs);
        console.log(
          `${served.padEnd(18)} ${page.padEnd(18)} performance ${scores.performance.toFixed(2)}  ` +
            `accessibility ${scores.accessibility.toFixed(2)}  (${scores.metrics})` +
            (scores.failing.length
              ? `\n${' '.repeat(38)}below 0.9: ${scores.failing.join(', ')}`
              : ''),
        );
      }
    }
  } finally {
    await front.close();
    chrome.kill();
    product.stop();
  }
}

await printRouteSizes();
if (process.env.BENCH_LIGHTHOUSE !== '0') await printLighthouse();
