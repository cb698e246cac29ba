// The loan reads through the gateway (GraphQL) against the same reads straight from the REST API:
// the staff loan detail, the borrower's loan detail and a staff queue page of 20 loans. Each runs
// on one product started as `npm start` runs it (a child process: API and gateway share one Node
// process), on PGlite with the demo data and — when DATABASE_URL is set or a PostgreSQL answers at
// 127.0.0.1:5432 — on a fresh PostgreSQL database seeded with the same data; on PostgreSQL also
// in the scaled layout, the API and the gateway each their own process (BENCH_PORT and the next). Loaded from this process with autocannon; prints
// requests per second, p50 and p99 of each and the ratios against the targets (gateway ≥ 0.8× the
// REST throughput, p99 ≤ 1.5×). Where a target is missed, the gateway's run is profiled
// (node --cpu-prof) and the functions with the most self time are printed. A benchmark reports
// figures; it asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../api/db/db.ts';
import { migrate } from '../api/db/migrate.ts';
import { DEMO_PASSWORD, seedDemo } from '../api/db/seed-demo.ts';
import { storageFromEnv } from '../api/files/storage.ts';
import { noArguments } from '../cli/command-line.ts';
import { assertPortFree } from './port.ts';

noArguments(
  "usage: node bench/loan-read.bench.ts  (no arguments: BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_CONNECTIONS, BENCH_PORT, BENCH_POSTGRES, DATABASE_URL — README, 'Benchmarks')",
);

const ROOT = join(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 4610);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_THROUGHPUT = 0.8;
const TARGET_P99 = 1.5;
/** Where the REST API and the gateway answer: one port (one process) or one each. */
type Ends = { rest: string; graphql: string };
const ONE_PROCESS: Ends = {
  rest: `http://127.0.0.1:${PORT}`,
  graphql: `http://127.0.0.1:${PORT}`,
};
const TWO_PROCESSES: Ends = {
  rest: `http://127.0.0.1:${PORT}`,
  graphql: `http://127.0.0.1:${PORT + 1}`,
};
/** The two deployments of the architecture (architecture.md), as the rows name them. */
const LAYOUTS = {
  one: 'one process (npm start: API + gateway share one Node process)',
  two: 'two processes (npm run start:api + NODE_ENV=production npm run start:gateway)',
} as const;
type Layout = keyof typeof LAYOUTS;

const ACTIONS = 'availableActions { action allowed reason { code text { id en } } }';
const STAFF_LOAN = `query StaffLoan($id: ID!) {
  loan(id: $id) {
    id applicationValue requiredDate purpose submissionStage approvalStatus fundingStatus
    stageLabel { id en } periodDays adminFee interestPercent fundingStart fundingEnd dueDate
    totalPartialPaid totalLateCharge repaymentDueDate commitment
    product { id productName lowRiskInterest highRiskInterest typePayment isProperty }
    borrower { id fullName isPersonal }
    ${ACTIONS}
  }
}`;
const BORROWER_LOAN = `query BorrowerLoan($id: ID!) {
  loan(id: $id) {
    id applicationValue requiredDate purpose submissionStage approvalStatus fundingStatus
    stageLabel { id en } periodDays paymentType adminFee interestPercent fundingStart fundingEnd
    dueDate totalPartialPaid totalLateCharge repaymentDueDate editable
    product { id productName lowRiskInterest highRiskInterest isFlow }
    ${ACTIONS}
  }
}`;
const QUEUE_PAGE = `query StaffLoans($first: Int) {
  loans(first: $first) {
    edges { cursor node {
      id applicationValue requiredDate submissionStage stageLabel { id en }
      borrower { id fullName } product { id productName }
    } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

type Figures = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The product's own CPU time per answered request (its processes, not the load generator). */
  cpuMs: number | null;
};
type Load = { url: string; method: 'GET' | 'POST'; body?: string; token: string };
type Read = { name: string; rest: Load; graphql: Load };
type Row = { database: string; layout: Layout; read: string; rest: Figures; gateway: Figures };

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

/**
 * CPU time used so far by these processes, in ms, from /proc (null where there is none). Unlike
 * throughput, CPU per request hardly moves when other work shares the machine's cores, so it
 * shows the gateway's cost even on a busy machine.
 */
function cpuMsOf(pids: readonly number[]): number | null {
  try {
    let ticks = 0;
    for (const pid of pids) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return (ticks * 1000) / USER_HZ;
  } catch {
    return null;
  }
}

async function load(
  options: Load,
  seconds: number,
  pids: readonly number[] = [],
): Promise<Figures> {
  const before = cpuMsOf(pids);
  const result = await autocannon({
    url: options.url,
    method: options.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
    ...(options.body ? { body: options.body } : {}),
  });
  const after = cpuMsOf(pids);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMs:
      before !== null && after !== null && result.requests.total > 0
        ? (after - before) / result.requests.total
        : null,
  };
}

const graphqlLoad = (
  base: string,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Load => ({
  url: `${base}/graphql`,
  method: 'POST',
  token,
  body: JSON.stringify({ query, variables }),
});

async function json<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, init);
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function login(base: string, email: string): Promise<string> {
  const session = await json<{ token: string }>(base, '/api/account/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return session.token;
}

/** The three reads, on the demo data topped up with drafts so the queue has a page of 20. */
async function prepareReads(ends: Ends): Promise<Read[]> {
  const base = ends.rest;
  const admin = await login(base, 'admin@lumbung.test');
  const borrower = await login(base, 'borrower@lumbung.test');
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const own = await json<{ data: { id: number }[] }>(base, '/api/loan/borrower', {
    headers: auth(borrower),
  });
  const products = await json<{ data: { id: number }[] }>(base, '/api/product', {
    headers: auth(admin),
  });
  const page = await json<{ total: number }>(base, '/api/loan?limit=1', { headers: auth(admin) });
  for (let count = page.total; count < 20; count += 1) {
    await json(base, '/api/loan', {
      method: 'POST',
      headers: { ...auth(borrower), 'content-type': 'application/json' },
      body: JSON.stringify({
        productid: products.data[0]?.id,
        genapplicationvalue: '150000000',
        genrequireddate: '2099-01-01',
        genpurpose: `Bench draft ${count}`,
      }),
    });
  }
  const loanId = String(own.data[0]?.id ?? 1);
  return [
    {
      name: 'staff loan detail',
      rest: { url: `${base}/api/loan/${loanId}`, method: 'GET', token: admin },
      graphql: graphqlLoad(ends.graphql, STAFF_LOAN, { id: loanId }, admin),
    },
    {
      name: "borrower's loan detail",
      rest: { url: `${base}/api/loan/${loanId}`, method: 'GET', token: borrower },
      graphql: graphqlLoad(ends.graphql, BORROWER_LOAN, { id: loanId }, borrower),
    },
    {
      name: 'staff queue page of 20',
      rest: { url: `${base}/api/loan?limit=20`, method: 'GET', token: admin },
      graphql: graphqlLoad(ends.graphql, QUEUE_PAGE, { first: 20 }, admin),
    },
  ];
}

/** Waits until `url` answers (any status: the gateway refuses a bare GET, yet it listens). */
async function waitForServer(child: ChildProcess, url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited before it answered`);
    try {
      await fetch(url);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the product did not start');
}

type Database = { label: string; env: Record<string, string>; drop(): Promise<void> };

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const pglite = (dataDir: string): Database => ({
  label: 'PGlite',
  env: { DATA_DIR: dataDir, DATABASE_URL: '' },
  drop: async () => {},
});

/** A fresh database on the PostgreSQL server, migrated and seeded with the demo data. */
async function postgres(serverUrl: string, dataDir: string): Promise<Database> {
  const name = `lumbung_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  await migrate(db);
  await seedDemo(db, new Date(), storageFromEnv(dataDir));
  await db.close();
  return {
    label: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), TOKEN_SECRET: 'bench-secret' },
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function postgresAnswers(): Promise<string | null> {
  // BENCH_POSTGRES=0: PGlite alone (comparing two builds of the embedded product).
  if (process.env.BENCH_POSTGRES === '0') return null;
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const open = await new Promise<boolean>((done) => {
    const socket = connect({ host: '127.0.0.1', port: 5432, timeout: 500 });
    socket.once('connect', () => {
      socket.end();
      done(true);
    });
    socket.once('error', () => done(false));
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
  });
  return open ? 'postgres://postgres@127.0.0.1:5432/postgres' : null;
}

/**
 * The product's environment. An empty DATABASE_URL is left out, not passed empty: the product
 * would run on PGlite but count the variable as a database server and start without demo data.
 */
function productEnv(database: Database, port = PORT): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    LOG_LEVEL: 'warn',
    ...process.env,
    ...database.env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}

type Running = { stop(): Promise<void>; pids: number[] };

function spawnTier(script: string, env: NodeJS.ProcessEnv, profileDir?: string): ChildProcess {
  return spawn(
    process.execPath,
    [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), script],
    { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

/**
 * The product in a layout: `one` as `npm start` runs it (API and gateway in one process on one
 * port); `two` as the scaled deployment runs it, the API (`npm run start:api`) and the gateway
 * (`npm run start:gateway`, REST_API_URL pointing at that API) each its own process. A profile
 * covers the process that serves GraphQL: the whole product, or the gateway alone.
 */
async function start(database: Database, layout: Layout, profileDir?: string): Promise<Running> {
  await assertPortFree(PORT);
  if (layout === 'two') await assertPortFree(PORT + 1);
  if (layout === 'one') {
    const child = spawnTier('server/main.ts', productEnv(database), profileDir);
    await waitForServer(child, `${ONE_PROCESS.rest}/api/openapi.json`);
    return { stop: () => stopped(child), pids: child.pid ? [child.pid] : [] };
  }
  const api = spawnTier('api/main.ts', productEnv(database));
  const gateway = spawnTier(
    'gateway/main.ts',
    {
      ...productEnv(database, PORT + 1),
      REST_API_URL: `${TWO_PROCESSES.rest}/api`,
      // As a deployed gateway runs (it needs no other production setting): graphql-js then
      // checks types with a plain instanceof instead of its development-time cross-realm check.
      NODE_ENV: 'production',
    },
    profileDir,
  );
  const stop = () => Promise.all([stopped(gateway), stopped(api)]).then(() => {});
  try {
    await waitForServer(api, `${TWO_PROCESSES.rest}/api/openapi.json`);
    await waitForServer(gateway, `${TWO_PROCESSES.graphql}/graphql`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, pids: [api.pid, gateway.pid].filter((pid) => pid !== undefined) };
}

const ratio = (a: number, b: number) => a / Math.max(b, 1);

function printRow(row: Row): void {
  const f = (name: string, x: Figures) =>
    `  ${name.padEnd(8)} ${x.rps.toFixed(0).padStart(6)} req/s  p50 ${String(x.p50).padStart(4)} ms  p99 ${String(x.p99).padStart(4)} ms${x.errors ? `  errors ${x.errors}` : ''}`;
  const throughput = ratio(row.gateway.rps, row.rest.rps);
  const p99 = ratio(row.gateway.p99, row.rest.p99);
  console.log(`${row.database}, ${LAYOUTS[row.layout]} — ${row.read}`);
  console.log(f('REST', row.rest));
  console.log(f('GraphQL', row.gateway));
  console.log(
    `  gateway / REST: throughput ${throughput.toFixed(2)}× (target ≥ ${TARGET_THROUGHPUT}: ${throughput >= TARGET_THROUGHPUT ? 'met' : 'MISSED'}), ` +
      `p50 ${ratio(row.gateway.p50, row.rest.p50).toFixed(2)}×, ` +
      `p99 ${p99.toFixed(2)}× (target ≤ ${TARGET_P99}: ${p99 <= TARGET_P99 ? 'met' : 'MISSED'})`,
  );
  if (row.rest.cpuMs !== null && row.gateway.cpuMs !== null) {
    console.log(
      `  product CPU per request: REST ${row.rest.cpuMs.toFixed(2)} ms, GraphQL ${row.gateway.cpuMs.toFixed(2)} ms ` +
        `(REST / GraphQL ${(row.rest.cpuMs / Math.max(row.gateway.cpuMs, 0.001)).toFixed(2)}×: the throughput ratio a CPU-bound idle machine would show)`,
    );
  }
}

const missed = (row: Row) =>
  ratio(row.gateway.rps, row.rest.rps) < TARGET_THROUGHPUT ||
  ratio(row.gateway.p99, row.rest.p99) > TARGET_P99;

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** Which tier a frame belongs to, by its file: the gateway's share against the API's. */
function areaOf(url: string): string {
  if (url === '') return 'V8 / native';
  if (url.startsWith('node:')) return 'Node core (HTTP, fetch, streams, crypto)';
  if (url.startsWith('wasm:')) return 'database (PGlite)';
  const inModules = /\/node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (!inModules) return `our ${url.replace(`file://${ROOT}/`, '').split('/')[0]}/`;
  if (/^(@apollo|graphql|@graphql-tools|@escape\.tech|dataloader|@as-integrations)/.test(inModules))
    return 'gateway libraries (Apollo, graphql-js, DataSource)';
  if (/^(pg|pg-|@electric-sql)/.test(inModules)) return 'database driver';
  return `npm ${inModules}`;
}

/**
 * The self time of the product while the GraphQL load ran (the last BENCH_SECONDS before it
 * stopped; start-up is left out), by tier and by function.
 */
function printProfile(profileDir: string, brief = false): void {
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) {
    console.log('  (no CPU profile was written)');
    return;
  }
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
  const hits = new Map<number, number>();
  let at = profile.startTime;
  const from = profile.endTime - DURATION_S * 1e6;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at >= from) hits.set(id, (hits.get(id) ?? 0) + 1);
  });
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  let busy = 0;
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const count = hits.get(node.id) ?? 0;
    if (functionName === '(idle)' || functionName === '(program)' || count === 0) continue;
    const ms = count * msPerSample;
    busy += ms;
    const where = url
      ? `${url.replace(/^file:\/\/.*?\/node_modules\//, '').replace(`file://${ROOT}/`, '')}:${lineNumber + 1}`
      : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    const area = functionName === '(garbage collector)' ? 'garbage collection' : areaOf(url);
    byArea.set(area, (byArea.get(area) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log(`  CPU busy ${busy.toFixed(0)} ms of ${DURATION_S * 1000} ms; self time by tier:`);
  for (const [area, ms] of top(byArea, brief ? 6 : 12)) {
    console.log(`    ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${area}`);
  }
  console.log('  top functions by self time:');
  for (const [name, ms] of top(byFunction, brief ? 10 : 15)) {
    console.log(`    ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${name}`);
  }
}

/**
 * Loads each read through REST and through GraphQL in one layout. Then the GraphQL load of the
 * worst read runs again under a CPU profile: where a target was missed or, with `profileAlways`,
 * in any case (the two-process PostgreSQL run, where the profile is the gateway's share alone).
 */
async function runOn(database: Database, layout: Layout, profileAlways = false): Promise<Row[]> {
  const ends = layout === 'one' ? ONE_PROCESS : TWO_PROCESSES;
  const rows: Row[] = [];
  let product = await start(database, layout);
  let reads: Read[];
  try {
    reads = await prepareReads(ends);
    for (const read of reads) {
      await load(read.rest, WARMUP_S);
      const rest = await load(read.rest, DURATION_S, product.pids);
      await load(read.graphql, WARMUP_S);
      const gateway = await load(read.graphql, DURATION_S, product.pids);
      const row = { database: database.label, layout, read: read.name, rest, gateway };
      printRow(row);
      rows.push(row);
    }
  } finally {
    await product.stop();
  }
  const byRatio = [...rows].sort(
    (a, b) => ratio(a.gateway.rps, a.rest.rps) - ratio(b.gateway.rps, b.rest.rps),
  );
  const worst = byRatio.find(missed) ?? (profileAlways ? byRatio[0] : undefined);
  const read = reads.find((r) => r.name === worst?.read);
  if (!worst || !read) return rows;
  const whose = layout === 'one' ? 'the whole product' : 'the gateway process alone';
  console.log(
    `${database.label}, ${LAYOUTS[layout]} — where the time of the ${read.name} through GraphQL goes (${whose}):`,
  );
  const profileDir = mkdtempSync(join(tmpdir(), 'lumbung-profile-'));
  product = await start(database, layout, profileDir);
  try {
    await load(read.graphql, WARMUP_S);
    await load(read.graphql, DURATION_S);
  } finally {
    await product.stop();
  }
  printProfile(profileDir, layout === 'two');
  rmSync(profileDir, { recursive: true, force: true });
  return rows;
}

console.log(
  `Loan reads, REST vs GraphQL: ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s warm-up, ` +
    `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`,
);
const all: Row[] = [];
const pgliteDir = mkdtempSync(join(tmpdir(), 'lumbung-bench-'));
try {
  all.push(...(await runOn(pglite(pgliteDir), 'one')));
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}
const serverUrl = await postgresAnswers();
if (serverUrl) {
  const pgDir = mkdtempSync(join(tmpdir(), 'lumbung-bench-pg-'));
  const database = await postgres(serverUrl, pgDir);
  try {
    all.push(...(await runOn(database, 'one')));
    all.push(...(await runOn(database, 'two', true)));
  } finally {
    await database.drop();
    rmSync(pgDir, { recursive: true, force: true });
  }
} else {
  console.log('PostgreSQL: none answered at 127.0.0.1:5432 and DATABASE_URL is unset — skipped.');
}
console.log('\nSummary (gateway / REST):');
for (const [layout, label] of Object.entries(LAYOUTS)) {
  if (all.some((row) => row.layout === layout)) console.log(`  ${layout} = ${label}`);
}
for (const row of all) {
  console.log(
    `  ${`${row.database} (${row.layout}), ${row.read}`.padEnd(44)} throughput ${ratio(row.gateway.rps, row.rest.rps).toFixed(2)}×  p99 ${ratio(row.gateway.p99, row.rest.p99).toFixed(2)}×${missed(row) ? '  (target missed)' : ''}`,
  );
}
