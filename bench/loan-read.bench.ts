// `npm run bench`: the staff loan detail read through the gateway (GraphQL) against the same
// read straight from the REST API, on one running product (a child process on PGlite with the
// demo data), loaded from this process with autocannon. Prints requests per second, p50 and p99
// latency of each, and their ratios. A benchmark reports figures; it asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const ROOT = join(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 4610);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${PORT}`;

const STAFF_LOAN_QUERY = `query StaffLoan($id: ID!) {
  loan(id: $id) {
    id applicationValue requiredDate purpose submissionStage approvalStatus fundingStatus
    stageLabel { id en } periodDays adminFee interestPercent fundingStart fundingEnd dueDate
    totalPartialPaid totalLateCharge repaymentDueDate commitment
    product { id productName lowRiskInterest highRiskInterest typePayment isProperty }
    borrower { id fullName isPersonal }
    availableActions { action allowed reason { code text { id en } } }
  }
}`;

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/openapi.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the product did not start');
}

type Figures = { rps: number; p50: number; p99: number; errors: number };

async function load(options: {
  path: string;
  method: 'GET' | 'POST';
  body?: string;
  token: string;
}): Promise<Figures> {
  const result = await autocannon({
    url: `${base}${options.path}`,
    method: options.method,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
    ...(options.body ? { body: options.body } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-bench-'));
const server = spawn(process.execPath, [join(ROOT, 'server/main.ts')], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForServer();
  const login = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@lumbung.test', password: 'Lumbung#2026' }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const loanId = '3';

  console.log(
    `Staff loan detail read, loan ${loanId}: ${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
  const restFigures = await load({
    path: `/api/loan/${loanId}?user_type=admin`,
    method: 'GET',
    token: data.token,
  });
  const gatewayFigures = await load({
    path: '/graphql',
    method: 'POST',
    token: data.token,
    body: JSON.stringify({ query: STAFF_LOAN_QUERY, variables: { id: loanId } }),
  });

  const row = (name: string, f: Figures) =>
    `${name.padEnd(18)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors}`;
  console.log(row('REST API', restFigures));
  console.log(row('GraphQL gateway', gatewayFigures));
  console.log(
    `gateway / REST: throughput ${(gatewayFigures.rps / restFigures.rps).toFixed(2)}x, ` +
      `p50 ${(gatewayFigures.p50 / Math.max(restFigures.p50, 1)).toFixed(2)}x, ` +
      `p99 ${(gatewayFigures.p99 / Math.max(restFigures.p99, 1)).toFixed(2)}x`,
  );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
