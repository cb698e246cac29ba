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
import type { Tokens } from '../accounts/tokens.ts';
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
import { seedThroughApi } from './seed-through-api.ts';

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
  const api = await seedThroughApi(deps, 'demo repayment seed');
  try {
    const { call, login, sign } = api;
    const viewers = await demoViewers(db);
    const [admin, borrower, lender] = [
      await login('admin@lumbung.test', DEMO_PASSWORD),
      await login(DEMO_REPAYMENT_BORROWER, DEMO_PASSWORD),
      await login(DEMO_REPAYMENT_LENDER, DEMO_PASSWORD),
    ];

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
    await api.close();
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
