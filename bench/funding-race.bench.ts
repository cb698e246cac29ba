// The funding race (issue 17): N lenders (BENCH_LENDERS, default 200) fund one loan at the same
// moment through the REST API (POST /loan/{id}/fund) on PostgreSQL (DATABASE_URL, or the server
// at 127.0.0.1:5432). The API runs as the scaled deployment runs it (`npm run start:api`, its
// own process, on a fresh database with the demo data); the lenders are made and the requests
// sent from this process. Prints fundings per second, p50/p99 of the requests, the final commitment
// against the need and whether anything was overfunded — and, as the limit, the same database
// work as a raw-driver loop (the journal entry and its lines, the two balance updates, the funding
// row with OJK's limits' facts and the loan's lock in the API's statement, the commitment and
// audit row) by the same lenders with the same
// concurrency, and the ratio of the two.
// Target: ≥ 50% of the limit, zero overfunding. A benchmark reports figures; it asserts nothing.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { insertUser } from '../api/accounts/users.ts';
import { openPostgres } from '../api/db/db.ts';
import { migrate } from '../api/db/migrate.ts';
import { DEMO_PASSWORD, seedDemo } from '../api/db/seed-demo.ts';
import { storageFromEnv } from '../api/files/storage.ts';
import { fundWithLimitFactsSql } from '../api/funding/fund-loan.ts';
import { noArguments } from '../cli/command-line.ts';
import { requiredSections } from '../machines/profile/applicant.rules.ts';
import { fromSen, toSen } from '../machines/shared/money.ts';
import { balanceOf, loanOpenForFunding, staffTokens, topUp } from '../tests/support/funding.ts';
import { loginAs, type TestProduct } from '../tests/support/test-product.ts';
import { assertPortFree } from './port.ts';

noArguments(
  "usage: node bench/funding-race.bench.ts  (no arguments: BENCH_LENDERS, BENCH_ROUNDS, BENCH_PORT, BENCH_API_PROFILE, DATABASE_URL — README, 'The funding race')",
);

const LENDERS = Number(process.env.BENCH_LENDERS ?? 200);
/** Each round races a new loan; the table shows the median round (BENCH_ROUNDS, default 3). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4620);
const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PIECE_SEN = 1_000_000_00n; // Rp 1.000.000 each
/** The need: three quarters of what the lenders ask, so a quarter of them is refused. */
const NEED_SEN = (PIECE_SEN * BigInt(LENDERS) * 3n) / 4n;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function main() {
  if (!(await reachable(SERVER))) {
    console.log(`PostgreSQL not reachable at ${SERVER}: the funding race needs a server.`);
    return;
  }
  const product = await startApiProcess(SERVER);
  try {
    const tokens = await staffTokens(product);
    const lenders: Array<{ id: string; token: string }> = [];
    for (let i = 0; i < LENDERS; i += 1) {
      const email = `race-${i}-${randomUUID().slice(0, 6)}@lumbung.test`;
      const user = await insertUser(product.db, {
        email,
        fullName: 'Pemberi Dana Balapan',
        role: 'lender',
        isPersonal: true,
        password: DEMO_PASSWORD,
        active: true,
      });
      for (const section of VALIDATED_SECTIONS) {
        await product.db.query(
          `INSERT INTO profile_sections (user_id, section, data, status, submitted_at)
           VALUES ($1, $2, '{}'::jsonb, 'VALIDATED', now())`,
          [user.id, section],
        );
      }
      // OJK's lender categories (issue 21): a declared yearly income far above the race's sums.
      await product.db.query(
        'UPDATE users SET declared_yearly_income_sen = 10000000000000 WHERE id = $1',
        [user.id],
      );
      await topUp(product, user.id, PIECE_SEN * 2n * BigInt(ROUNDS));
      lenders.push({ id: user.id, token: await loginAs(product, email) });
    }
    console.log(
      `${ROUNDS} rounds: a loan needing ${fromSen(NEED_SEN)}; ${LENDERS} lenders ask ${fromSen(PIECE_SEN)} each at once`,
    );
    const api: Figures[] = [];
    const raw: Figures[] = [];
    let overfunded = 0;
    let touched = 0;
    let refusedTotal = 0;
    const refusedCodes = new Map<string, number>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      const loanId = await loanOpenForFunding(product, tokens, { value: fromSen(NEED_SEN) });
      const before = await Promise.all(lenders.map((l) => balanceOf(product, l.id)));
      const latencies: number[] = [];
      const cpuBefore = await apiCpu(product);
      const clientBefore = ownCpuMs();
      const started = performance.now();
      const answers = await Promise.all(
        lenders.map(async (lender) => {
          const t0 = performance.now();
          const answer = await postJson(
            `${product.url}/api/loan/${loanId}/fund`,
            {
              authorization: `Bearer ${lender.token}`,
              'idempotency-key': randomUUID(),
            },
            { amount: fromSen(PIECE_SEN) },
          );
          latencies.push(performance.now() - t0);
          return answer;
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const clientMs = ownCpuMs() - clientBefore;
      api.push({
        ...figures(seconds, latencies),
        cpu: { ...cpuSince(cpuBefore, await apiCpu(product)), clientMs },
      });
      const accepted = answers.filter((a) => a.status === 201).length;
      for (const [i, answer] of answers.entries()) {
        if (answer.status === 201) continue;
        refusedTotal += 1;
        const code = String(answer.body.code);
        refusedCodes.set(code, (refusedCodes.get(code) ?? 0) + 1);
        const after = await balanceOf(product, lenders[i]?.id ?? '');
        const was = before[i];
        if (after.active !== was?.active || after.onHold !== was?.onHold) touched += 1;
      }
      const [loan] = await product.db.query<{ commitment: string; stage: string }>(
        `SELECT machine_context ->> 'commitment' AS commitment, machine_state ->> 'stage' AS stage
           FROM loans WHERE id = $1`,
        [loanId],
      );
      const commitmentSen = toSen(loan?.commitment ?? '0');
      if (commitmentSen > NEED_SEN || commitmentSen !== PIECE_SEN * BigInt(accepted))
        overfunded += 1;
      console.log(
        `round ${round}: API ${api.at(-1)?.rate.toFixed(0)}/s, accepted ${accepted}, commitment ${fromSen(commitmentSen)} → ${loan?.stage}`,
      );
      // The limit: the same database work, raw, with the API's pool size of connections.
      raw.push(
        await rawRace(
          product.db,
          loanId,
          lenders.map((l) => l.id),
        ),
      );
      console.log(`round ${round}: raw ${raw.at(-1)?.rate.toFixed(0)}/s`);
      console.log(
        `round ${round}: CPU ms a funding — API ${cpuText(api.at(-1)?.cpu)}; raw ${cpuText(raw.at(-1)?.cpu)}`,
      );
    }
    const a = median(api);
    const r = median(raw);
    console.log('');
    console.log(
      '| run (median of rounds) | requests | seconds | fundings/s (requests/s) | p50 ms | p99 ms |',
    );
    console.log('|---|---|---|---|---|---|');
    console.log(
      `| API (POST /loan/{id}/fund) | ${LENDERS} | ${a.seconds.toFixed(2)} | ${a.rate.toFixed(0)} | ${a.p50.toFixed(1)} | ${a.p99.toFixed(1)} |`,
    );
    console.log(
      `| raw SQL (pg, 10 connections) | ${LENDERS} | ${r.seconds.toFixed(2)} | ${r.rate.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`,
    );
    console.log('');
    console.log(
      `refused ${refusedTotal} (${[...refusedCodes].map(([c, n]) => `${c} ×${n}`).join(', ')}); refused lenders whose balance moved: ${touched}`,
    );
    console.log(`rounds overfunded or with commitment ≠ accepted sum: ${overfunded} of ${ROUNDS}`);
    console.log(
      `API / raw limit: ${(a.rate / r.rate).toFixed(2)}× (target ≥ 0.50×) on ${cpus().length} cores`,
    );
    console.log(
      `CPU ms a funding (median round; process / its database backends): API ${cpuText(a.cpu)}, raw ${cpuText(r.cpu)}`,
    );
  } finally {
    await product.close();
  }
}

/**
 * The race's requests: Node's own HTTP client on kept-alive connections, one per lender, asking
 * for compressed answers as a browser or the gateway does. fetch cost this process about 0.8 ms
 * of CPU a request (its streams and body mixins), on the two cores the API and the database
 * share: the load generator, not the API, should be the light side (bench/loan-read.bench.ts
 * uses autocannon for the same reason).
 */
type Json = Record<string, unknown>;

const raceAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ status: number; body: Json }> {
  const payload = JSON.stringify(body);
  return new Promise((done, fail) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: raceAgent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-encoding': 'br, gzip',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const text = (
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw
          ).toString('utf8');
          try {
            done({ status: response.statusCode ?? 0, body: JSON.parse(text) as Json });
          } catch (error) {
            fail(error);
          }
        });
      },
    );
    request.on('error', fail);
    request.end(payload);
  });
}

type Figures = { seconds: number; rate: number; p50: number; p99: number; cpu?: Cpu };

/**
 * CPU time (ms) a side of the race spent: its Node process and the database backends serving
 * it, from /proc (Linux). Throughput on a shared 2-core machine swings with whatever else runs;
 * the CPU a funding costs does not, so this says which side's work grew or shrank. On the API
 * side, the bench's own HTTP client too (it shares the two cores with the API).
 */
type Cpu = { processMs: number; databaseMs: number; clientMs?: number };

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** A process's user + system CPU time in ms (0 when it is gone or /proc is absent). */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

type CpuMark = { process: number; database: Map<number, number> };

/**
 * The CPU spent so far by a process and by every backend of the database (the idle ones of this
 * process's own pool add nothing while the race runs; a backend opened during it counts whole).
 */
async function cpuMark(db: TestProduct['db'], processMs: number): Promise<CpuMark> {
  const rows = await db.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  return {
    process: processMs,
    database: new Map(rows.map(({ pid }) => [Number(pid), processCpuMs(Number(pid))])),
  };
}

const apiCpu = (product: ApiProcess): Promise<CpuMark> =>
  cpuMark(product.db, processCpuMs(product.pid));

/** This process's own CPU time in ms. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function cpuSince(before: CpuMark, after: CpuMark): Cpu {
  let databaseMs = 0;
  for (const [pid, ms] of after.database) databaseMs += ms - (before.database.get(pid) ?? 0);
  return { processMs: after.process - before.process, databaseMs };
}

const cpuText = (cpu: Cpu | undefined) =>
  cpu
    ? `${(cpu.processMs / LENDERS).toFixed(2)} / ${(cpu.databaseMs / LENDERS).toFixed(2)}${
        cpu.clientMs === undefined ? '' : ` (HTTP client ${(cpu.clientMs / LENDERS).toFixed(2)})`
      }`
    : 'n/a';

function figures(seconds: number, latencies: number[]): Figures {
  const sorted = [...latencies].sort((x, y) => x - y);
  return {
    seconds,
    rate: LENDERS / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

/** The round with the median rate. */
function median(rounds: Figures[]): Figures {
  const sorted = [...rounds].sort((x, y) => x.rate - y.rate);
  return sorted[Math.floor(sorted.length / 2)] as Figures;
}

/** The sections staff validate for a personal lender: the profile rules' own list. */
const VALIDATED_SECTIONS = requiredSections('personal', null);

const rawNames = new Map<string, string>();

/** The API's funding statement reading of the loan only its commitment and need. */
const RAW_FUND_WITH_LIMIT_FACTS = fundWithLimitFactsSql(
  'SELECT l.machine_context, l.genapplicationvalue FROM loans l',
);

/** A statement prepared once per connection, as the API's driver prepares its own (db.ts). */
function prepared(client: pg.PoolClient, text: string, values: unknown[]) {
  let name = rawNames.get(text);
  if (!name) {
    name = `raw_${rawNames.size}`;
    rawNames.set(text, name);
  }
  return client.query({ name, text, values });
}

/** The funding transaction without the API: the database's own limit for this race. */
async function rawRace(db: TestProduct['db'], apiLoanId: number, lenderIds: readonly string[]) {
  // A loan of the same need, in its own row, funded by the same lenders' wallets.
  const [row] = (await db.query(
    `INSERT INTO loans (borrower_id, product_id, genapplicationvalue, genrequireddate, genpurpose,
        machine_state, machine_context)
     SELECT borrower_id, product_id, genapplicationvalue, genrequireddate, 'raw race',
            machine_state, machine_context || '{"commitment":"0.00"}'::jsonb
       FROM loans WHERE id = $1 RETURNING id`,
    [apiLoanId],
  )) as Array<{ id: number }>;
  const loanId = row?.id;
  // The product's own test database, reached with a pool of the API's size.
  const [current] = (await db.query('SELECT current_database() AS name')) as Array<{
    name: string;
  }>;
  const name = current?.name ?? '';
  const url = new URL(process.env.DATABASE_URL ?? SERVER);
  url.pathname = `/${name}`;
  const racers = new pg.Pool({ connectionString: url.toString(), max: 10 });
  const owners = [...lenderIds];
  for (const owner of owners) {
    await racers.query(
      `INSERT INTO ledger_accounts (kind, owner_id, non_negative) VALUES ('LENDER_ON_HOLD', $1, true)
       ON CONFLICT (kind, owner_id) DO NOTHING`,
      [owner],
    );
  }
  const latencies: number[] = [];
  const cpuBefore = await cpuMark(db, ownCpuMs());
  const started = performance.now();
  await Promise.all(
    owners.map(async (owner) => {
      const t0 = performance.now();
      const client = await racers.connect();
      try {
        await client.query('BEGIN');
        const [entry] = (
          await prepared(
            client,
            `INSERT INTO ledger_entries (kind, reference, idempotency_key)
             VALUES ('FUNDING', $1, $2) RETURNING id`,
            [`loan:${loanId}`, `raw:${owner}:${randomUUID()}`],
          )
        ).rows as Array<{ id: string }>;
        const moved = await prepared(
          client,
          `UPDATE ledger_accounts SET balance_sen = balance_sen + CASE kind WHEN 'LENDER_ACTIVE' THEN -$2::bigint ELSE $2::bigint END
            WHERE owner_id = $1 AND (kind = 'LENDER_ON_HOLD' OR balance_sen >= $2::bigint) RETURNING id`,
          [owner, PIECE_SEN.toString()],
        );
        if (moved.rowCount !== 2) throw new Error('balance');
        await prepared(
          client,
          `INSERT INTO ledger_lines (entry_id, account_id, amount_sen)
           SELECT $1, id, CASE kind WHEN 'LENDER_ACTIVE' THEN -$3::bigint ELSE $3::bigint END
             FROM ledger_accounts WHERE owner_id = $2`,
          [entry?.id, owner, PIECE_SEN.toString()],
        );
        // The funding row with OJK's limits' facts read under the lender's lock, and the loan
        // locked, in the API's own statement; of the loan, only what the decision needs.
        const [written] = (
          await prepared(client, RAW_FUND_WITH_LIMIT_FACTS, [
            owner,
            loanId,
            PIECE_SEN.toString(),
            randomUUID(),
            'raw',
            entry?.id,
            false,
          ])
        ).rows as Array<{
          funding_id: string | null;
          lender_facts: { platform: string };
          machine_context: { commitment: string };
          genapplicationvalue: string;
        }>;
        if (!written?.funding_id || BigInt(written.lender_facts.platform) < 0n) {
          throw new Error('limits');
        }
        if (
          toSen(written.machine_context.commitment) + PIECE_SEN >
          toSen(Number(written.genapplicationvalue).toFixed(2))
        ) {
          throw new Error('full');
        }
        // The commitment and the audit row in one statement, as the API does.
        await prepared(
          client,
          `WITH moved AS (
             UPDATE loans SET machine_context = jsonb_set(machine_context, '{commitment}',
               to_jsonb(((machine_context ->> 'commitment')::numeric + $2::numeric)::text))
             WHERE id = $1 RETURNING id
           )
           INSERT INTO loan_events (loan_id, event, from_stage, to_stage, actor_id, actor_role)
           SELECT id, 'loan.fund', 'PROCESS', 'PROCESS', $3, 'lender' FROM moved`,
          [loanId, fromSen(PIECE_SEN), owner],
        );
        await client.query('COMMIT');
      } catch {
        await client.query('ROLLBACK');
      } finally {
        client.release();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSince(cpuBefore, await cpuMark(db, ownCpuMs()));
  await racers.end();
  return { ...figures(seconds, latencies), cpu };
}

type ApiProcess = TestProduct & { pid: number };

/** The REST API alone in its own process, on a fresh database, as a test product's handle. */
async function startApiProcess(serverUrl: string): Promise<ApiProcess> {
  const name = `lumbung_bench_${randomUUID().slice(0, 8).replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-bench-'));
  const db = await openPostgres(url.toString());
  await migrate(db);
  await seedDemo(db, new Date(), storageFromEnv(dataDir));
  await assertPortFree(PORT);
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_API_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_PROFILE}`]
        : []),
      'api/main.ts',
    ],
    {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        TOKEN_SECRET: 'bench-secret',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        FUNDING_POLL_SECONDS: '0',
        WITHDRAWAL_POLL_SECONDS: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${PORT}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error('the API exited before it answered');
    if (attempt > 240) throw new Error('the API did not start');
    try {
      await fetch(`${base}/api/openapi.json`);
      break;
    } catch {
      await new Promise((done) => setTimeout(done, 500));
    }
  }
  return {
    pid: child.pid ?? 0,
    url: base,
    db,
    filesDir: dataDir,
    clock: { now: new Date() },
    apiRequests: [],
    close: async () => {
      await new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
      await db.close();
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

await main();
