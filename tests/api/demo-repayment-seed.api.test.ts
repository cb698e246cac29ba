// The embedded demo's first start seeds two loans in their repayment period through the product's
// own routes (api/db/seed-demo-repayment.ts): the demo borrower sees one whose first installment
// was paid through its VA billing and whose second falls due in four days, and one whose first
// installment is 15 days past due with its late charge; the journal carries the days it happened
// on and balances after all of it; a second start seeds nothing again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.ts';
import type { Db } from '../../api/db/db.ts';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { wibDate } from '../../api/reference/wib-date.ts';
import { buildApiServer } from '../../api/server.ts';
import { openApiDeps } from '../../api/start.ts';
import { auditLedger } from '../support/ledger-audit.ts';

type Installment = {
  number: number;
  duedate: string;
  status: string;
  arrears: string;
  dayspastdue: number;
  latecharge: string;
  payamount: string;
};
type Repayment = {
  installments: Installment[];
  payments: Array<{ installmentnumber: number; source: string; status: string; amount: string }>;
  totallatecharge: string;
  nextinstallment: Installment | null;
};
type Bill = { loanid: number; submissionstage: string; next: Installment | null };

const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-demo-repayment-'));
let app: FastifyInstance;
let db: Db;
let today: string;

beforeAll(async () => {
  const config = await loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'x' });
  const { deps } = await openApiDeps(config);
  today = wibDate(deps.now());
  db = deps.db;
  app = await buildApiServer(deps, 'silent');
}, 120_000);
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function read<T>(url: string, token: string): Promise<T> {
  const answer = await app.inject({
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: T }).data;
}

async function login(email: string): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: { token: string } }).data.token;
}

const daysFromToday = (day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

describe('the demo seeded in its repayment period', () => {
  it('shows the demo borrower a loan with its first installment paid by VA and the next due soon', async () => {
    const borrower = await login('borrower@lumbung.test');
    const bills = await read<Bill[]>('/loan/installment', borrower);
    const paying = bills.find((b) => b.next?.number === 2);
    expect(paying?.submissionstage).toBe('LOAN_PERIOD');
    expect(daysFromToday(paying?.next?.duedate ?? '')).toBe(4);

    const repayment = await read<Repayment>(`/loan/${paying?.loanid}/repayment`, borrower);
    expect(repayment.installments.map((i) => i.status)).toEqual(['PAID', 'UNPAID', 'UNPAID']);
    expect(repayment.installments[0]?.latecharge).toBe('0.00');
    expect(repayment.payments).toEqual([
      expect.objectContaining({ installmentnumber: 1, source: 'VA', status: 'CONFIRMED' }),
    ]);
    expect(repayment.nextinstallment?.arrears).toBe('current');
    // Its history happened on its days: funded and paid out when its period started, repaid
    // two days before the first installment fell due.
    const journal = await db.query<{ kind: string; posted_at: Date }>(
      `SELECT kind, posted_at FROM ledger_entries WHERE reference LIKE $1 ORDER BY id`,
      [`loan:${paying?.loanid}%`],
    );
    const daysAgo = (kind: string) =>
      journal.filter((e) => e.kind === kind).map((e) => -daysFromToday(wibDate(e.posted_at)));
    expect(daysAgo('FUNDING')).toEqual([56]);
    expect(daysAgo('BORROWER_INITIAL')).toEqual([56]);
    expect(daysAgo('LOAN_REPAYMENT')).toEqual([28]);

    // Staff read the same schedule.
    const admin = await login('admin@lumbung.test');
    const asStaff = await read<Repayment>(`/loan/${paying?.loanid}/repayment`, admin);
    expect(asStaff.installments[0]?.status).toBe('PAID');
  });

  it('shows a loan in arrears: its first installment 15 days past due with late charges', async () => {
    const borrower = await login('borrower@lumbung.test');
    const bills = await read<Bill[]>('/loan/installment', borrower);
    const late = bills.find((b) => (b.next?.dayspastdue ?? 0) > 0);
    expect(late?.submissionstage).toBe('LOAN_PERIOD');
    expect(late?.next).toMatchObject({ number: 1, status: 'UNPAID', arrears: 'overdue' });
    expect(late?.next?.dayspastdue).toBe(15);
    expect(daysFromToday(late?.next?.duedate ?? '')).toBe(-15);

    const repayment = await read<Repayment>(`/loan/${late?.loanid}/repayment`, borrower);
    const first = repayment.installments[0];
    expect(Number(first?.latecharge)).toBeGreaterThan(0);
    expect(repayment.totallatecharge).toBe(first?.latecharge);
    expect(repayment.payments).toEqual([]);
  });

  it('leaves the ledger balanced, and a second start seeds nothing again', async () => {
    expect(await auditLedger(db)).toEqual([]);
    const count = async () =>
      (
        await db.query<{ loans: number; installments: number; entries: number; users: number }>(
          `SELECT (SELECT count(*) FROM loans)::int AS loans,
                  (SELECT count(*) FROM loan_installments)::int AS installments,
                  (SELECT count(*) FROM ledger_entries)::int AS entries,
                  (SELECT count(*) FROM users)::int AS users`,
        )
      )[0];
    const before = await count();
    expect(before?.installments).toBe(6);
    await app.close();
    const again = await openApiDeps(await loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'x' }));
    db = again.deps.db;
    app = await buildApiServer(again.deps, 'silent');
    expect(await count()).toEqual(before);
  }, 120_000);
});
