// Demo loans in their repayment period (demo mode, first start only): one whose first installment
// the borrower paid through its VA billing and whose next falls due in a few days, and one whose
// first installment is two weeks past due with its late charge. Without them a person would walk
// a loan through funding, signing and disbursement (some five minutes) to see repayment at all.
//
// Every step goes through the product's own REST routes (in process, `inject`), as the people
// would: the lender funds, signs the investment agreement on the built-in signature provider
// with the code it e-mails, the borrower signs and comes back, staff approve the disbursement
// and the built-in bank pays it out (the period starts and the schedule opens), the borrower
// opens the bill and the built-in bank pays its VA. The demo clock only moves forward, so the
// history is made on a seeding clock of its own that starts weeks back and moves forward to the
// present; the daily pass then runs on the present day, as the timer would.
import Fastify from 'fastify';
import type { Tokens } from '../accounts/tokens.ts';
import { registerApi } from '../app.ts';
import { localPartnerBank } from '../bank/partner-bank.ts';
import type { ApiDeps } from '../deps.ts';
import { disbursementPass } from '../disbursement/disbursement.ts';
import type { FileStorage } from '../files/storage.ts';
import { repaymentPass } from '../repayment/daily-pass.ts';
import { settingsOf } from '../repayment/settings.ts';
import { builtInSigning } from '../signing/providers.ts';
import type { Db } from './db.ts';
import {
  DEMO_PASSWORD,
  type DemoLoan,
  demoViewers,
  offeredLoan,
  seedDemoLoans,
} from './seed-demo.ts';

const DAY_MS = 86_400_000;

export const DEMO_REPAYMENT_BORROWER = 'borrower@lumbung.test';
export const DEMO_REPAYMENT_LENDER = 'investor@lumbung.test';

/** The two loans, each with how many days before the present its period started. */
const REPAYMENT_LOANS: ReadonlyArray<{
  loan: DemoLoan;
  startedDaysAgo: number;
  payFirst: boolean;
}> = [
  {
    // Installments every 30 days from the start: the first (day 30) was paid on day 28, the
    // second falls due in 4 days.
    loan: offeredLoan(
      'PF',
      DEMO_REPAYMENT_BORROWER,
      '20000000.00',
      'Modal kerja toko bangunan',
      'MEDIUM',
      // Admin fee 1%: within OJK's cap on the economic benefit per day (0.053% with the interest).
      { interest: '15.00', periodDays: 90, paymentType: 'INSTALLMENT', adminFee: '200000.00' },
    ),
    startedDaysAgo: 56,
    payFirst: true,
  },
  {
    // The first installment fell due 15 days ago and was not paid: late charges accrue.
    loan: offeredLoan(
      'PF',
      DEMO_REPAYMENT_BORROWER,
      '15000000.00',
      'Renovasi gudang usaha',
      'MEDIUM',
      { interest: '15.50', periodDays: 90, paymentType: 'INSTALLMENT', adminFee: '150000.00' },
    ),
    startedDaysAgo: 45,
    payFirst: false,
  },
];

/** When the first loan's borrower pays its first installment: two days before it is due. */
const FIRST_PAYMENT_DAYS_AGO = 28;

export type RepaymentSeedParts = {
  db: Db;
  storage: FileStorage;
  tokens: Tokens;
  /** The real time: sessions keep it while the seeding clock runs weeks back. */
  realNow: () => Date;
  /** The product's present (the demo clock's now). */
  present: Date;
  publicUrl: string;
};

/** Answers the seeded loans' ids: [in period with its first installment paid, in arrears]. */
export async function seedDemoRepayment(parts: RepaymentSeedParts): Promise<number[]> {
  const { db, storage, present } = parts;
  const clock = { at: new Date(present.getTime() - 60 * DAY_MS) };
  const now = () => clock.at;
  // The built-in bank and signature provider on the seeding clock: what the embedded demo runs
  // on. The product's own bank learns back at start what outlives the seeding (open billings).
  const deps: ApiDeps = {
    db,
    storage,
    tokens: parts.tokens,
    now,
    realNow: parts.realNow,
    publicUrl: parts.publicUrl,
    demo: true,
    bank: localPartnerBank(),
    signing: builtInSigning({ db, storage, now, publicUrl: parts.publicUrl }),
  };
  const app = Fastify({ logger: false });
  await registerApi(app, deps);
  await app.ready();
  try {
    const call = async (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
    ): Promise<Record<string, unknown>> => {
      const answer = await app.inject({
        method,
        url: `/api${url}`,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { payload: options.body as object }),
      });
      if (answer.statusCode >= 300) {
        throw new Error(`demo repayment seed: ${method} ${url} answered ${answer.body}`);
      }
      return (answer.json() as { data: Record<string, unknown> }).data;
    };
    const login = async (email: string) =>
      (await call('POST', '/account/login', { body: { email, password: DEMO_PASSWORD } }))
        .token as string;
    const viewers = await demoViewers(db);
    const [admin, borrower, lender] = [
      await login('admin@lumbung.test'),
      await login(DEMO_REPAYMENT_BORROWER),
      await login(DEMO_REPAYMENT_LENDER),
    ];

    const sign = async (token: string, email: string, body: Record<string, unknown>) => {
      const asked = await call('POST', '/sign/lender', { token, body });
      const url = (asked.data as { url: string }).url;
      const pageToken = url.split('/sign/local/')[1] ?? '';
      const opened = await call('POST', `/signing/local/${pageToken}/open`);
      const headers = { 'x-signing-session': String(opened.sessionKey) };
      await call('POST', `/signing/local/${pageToken}/code`, {
        headers,
        body: { channel: 'email' },
      });
      const [message] = await db.query<{ body: string }>(
        'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
        [email],
      );
      const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
      const signed = await call('POST', `/signing/local/${pageToken}/sign`, {
        headers,
        body: { code },
      });
      const page = signed as { redirect?: string; page?: { redirect?: string } };
      const back = new URL(page.redirect ?? page.page?.redirect ?? '');
      const documentId = back.searchParams.get('signingDocument') ?? '';
      await call('POST', `/signing/documents/${documentId}/return`, {
        token,
        body: { event: back.searchParams.get('event') },
      });
    };

    const ids: number[] = [];
    for (const { loan, startedDaysAgo } of REPAYMENT_LOANS) {
      clock.at = new Date(present.getTime() - startedDaysAgo * DAY_MS);
      const [id] = await seedDemoLoans(db, [loan], viewers, now(), storage);
      if (id === undefined) throw new Error('demo repayment seed: no loan');
      ids.push(id);
      await call('POST', `/loan/${id}/fund`, {
        token: lender,
        body: { amount: loan.value },
        headers: { 'idempotency-key': `demo-seed-fund-${id}` },
      });
      await sign(lender, DEMO_REPAYMENT_LENDER, { loanid: id, amount: loan.value });
      await sign(borrower, DEMO_REPAYMENT_BORROWER, {
        loanid: id,
        returnUrl: `/borrower/loans/${id}`,
      });
      await call('PUT', `/loan/${id}/disbursement/signed`, { token: borrower });
      await call('PUT', `/loan/disbursement/${id}/approve`, { token: admin });
      await disbursementPass(deps);
      await expectStage(db, id, 'LOAN_PERIOD');
    }

    for (const [index, { payFirst }] of REPAYMENT_LOANS.entries()) {
      const id = ids[index];
      if (!payFirst || id === undefined) continue;
      clock.at = new Date(present.getTime() - FIRST_PAYMENT_DAYS_AGO * DAY_MS);
      const bill = await call('PUT', `/loan/${id}/pay`, { token: borrower });
      await call('POST', '/demo/bill-transfer', {
        token: borrower,
        body: { installmentid: bill.id },
      });
    }

    // The present day: what fell due is counted, as the daily timer does.
    clock.at = present;
    await repaymentPass({ ...deps, repayment: settingsOf(deps) });
    return ids;
  } finally {
    await app.close();
  }
}

async function expectStage(db: Db, loanId: number, stage: string) {
  const [row] = await db.query<{ stage: string }>(
    "SELECT machine_state ->> 'stage' AS stage FROM loans WHERE id = $1",
    [loanId],
  );
  if (row?.stage !== stage) {
    throw new Error(`demo repayment seed: loan ${loanId} is ${row?.stage}, not ${stage}`);
  }
}
