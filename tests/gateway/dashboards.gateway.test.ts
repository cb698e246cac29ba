// The dashboards' queries through GraphQL (issue 21), on the lending history of
// tests/support/disclosure-history.ts whose figures are known by hand, each query the web's own
// document and each one a constant number of REST calls.
//
// Loan Y (Rp 3.000.000 at 15% a year over 180 days, six installments of Rp 500.000 principal plus
// interest on what is outstanding at 15%/12 a month) is funded whole by one resident lender. The
// borrower paid its first three on T0 (2027-01-04), the day it was paid out; today is 2027-05-09.
//   received principal 3 × 500.000 = Rp 1.500.000
//   interest 37.500 + 31.250 + 25.000 = Rp 93.750; PPh 23 15% = Rp 14.062,50; fee 5% = Rp 4.687,50
//   net 93.750 − 14.062,50 − 4.687,50 = Rp 75.000
//   principal out: Rp 3.000.000 placed and Rp 1.500.000 repaid on T0, so Rp 1.500.000 for the 125
//   days to today: 75.000 × 365 ÷ (1.500.000 × 125) = 14,60% a year
//   due from today to 30 days on (2027-06-08): only the 5th installment, 2027-06-03,
//   500.000 + 1.000.000 × 15%/12 = Rp 512.500
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import {
  BorrowerDashboardDocument,
  LenderDashboardDocument,
  StaffDashboardDocument,
} from '../../web/src/generated/graphql.ts';
import { EXPECTED_DISCLOSURE, seedDisclosureHistory } from '../support/disclosure-history.ts';
import { graphql, loginAs, startTestProduct, type TestProduct } from '../support/test-product.ts';

const bank = localPartnerBank();
let product: TestProduct;
let history: Awaited<ReturnType<typeof seedDisclosureHistory>>;
let admin: string;
let borrower: string;
/** The lenders of X and Y, signed in now (their first sessions ended with the clock's move). */
let lenderX: string;
let lenderY: string;

beforeAll(async () => {
  product = await startTestProduct({ bank });
  history = await seedDisclosureHistory(product, bank);
  admin = await loginAs(product, 'admin@lumbung.test');
  borrower = await loginAs(product, 'borrower@lumbung.test');
  lenderX = await loginAs(product, history.x.lender.email);
  lenderY = await loginAs(product, history.y.lender.email);
}, 180_000);
afterAll(() => product.close());

/** The query's answer, and the REST calls it made. */
async function ask<T>(query: Parameters<typeof print>[0], token: string) {
  const before = product.apiRequests.length;
  const answer = await graphql<T>(product, print(query), {}, token);
  expect(answer.errors).toBeUndefined();
  const calls = product.apiRequests.slice(before).filter((call) => !call.includes('/reference'));
  return { data: answer.data as T, calls };
}

describe('the lender dashboard', () => {
  it("shows Y's lender the received parts, the 30-day payouts and the annualised return", async () => {
    const { data, calls } = await ask<{ portfolioSummary: Record<string, unknown> }>(
      LenderDashboardDocument,
      lenderY,
    );
    expect(calls).toEqual(['GET /api/loan/my-portofolio/summary']);
    expect(data.portfolioSummary).toMatchObject({
      asOf: '2027-05-09',
      invested: '3000000.00',
      receivedPrincipal: '1500000.00',
      receivedInterest: '93750.00',
      taxWithheld: '14062.50',
      feePaid: '4687.50',
      received: '1593750.00',
      expected30Days: '512500.00',
      upcoming: [{ dueDate: '2027-06-03', loanId: String(history.y.loanId), amount: '512500.00' }],
      annualReturn: '14.60',
      byStatus: [{ key: 'DISBURSED', amount: '3000000.00' }],
    });
  });

  it("gives X's lender nothing received, nothing expected soon and a 0% return", async () => {
    const { data } = await ask<{ portfolioSummary: Record<string, unknown> }>(
      LenderDashboardDocument,
      lenderX,
    );
    // X's only installment fell due 2027-02-03 and is unpaid: it is past, not coming.
    expect(data.portfolioSummary).toMatchObject({
      receivedPrincipal: '0.00',
      receivedInterest: '0.00',
      expected30Days: '0.00',
      upcoming: [],
      annualReturn: '0.00',
    });
  });

  it('is refused to staff', async () => {
    const answer = await graphql(product, print(LenderDashboardDocument), {}, admin);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the staff dashboard', () => {
  it('shows the arrears buckets and the TKB90 trend of the disclosure, in one call', async () => {
    const { data, calls } = await ask<{ staffDashboard: Record<string, unknown> }>(
      StaffDashboardDocument,
      admin,
    );
    expect(calls).toEqual(['GET /api/dashboard/staff']);
    const figures = data.staffDashboard;
    expect(figures).toMatchObject({
      asOf: '2027-05-09',
      outstanding: '3500000.00',
      tkb90: '42.86',
      arrears: [
        { bucket: 'days1to30', loans: 1, outstanding: '1500000.00' },
        { bucket: 'days31to90', loans: 0, outstanding: '0.00' },
        { bucket: 'over90', loans: 1, outstanding: '2000000.00' },
      ],
      tkb90ByMonth: EXPECTED_DISCLOSURE.tkb90ByMonth.map(({ month, tkb90 }) => ({ month, tkb90 })),
      // Both history loans paid by VA: nothing for staff to review, nothing waiting to go out.
      paymentsToReview: { count: 0, amount: '0.00' },
    });
  });

  it('counts each queue as the loans list does, and lists the loans open for funding', async () => {
    const { data } = await ask<{
      staffDashboard: {
        queues: { queue: string; count: number }[];
        fundingOpen: number;
        pipeline: { id: string; target: string; funded: string; fundedPercent: number }[];
        disbursementsWaiting: { count: number };
      };
    }>(StaffDashboardDocument, admin);
    const figures = data.staffDashboard;
    const stages = await product.db.query<{ stage: string; n: number }>(
      `SELECT machine_state ->> 'stage' AS stage, count(*)::int AS n FROM loans GROUP BY 1`,
    );
    const inStages = (...names: string[]) =>
      stages.filter((s) => names.includes(s.stage)).reduce((sum, s) => sum + s.n, 0);
    const count = (queue: string) => figures.queues.find((q) => q.queue === queue)?.count;
    expect(count('inPeriod')).toBe(inStages('DISBURSED', 'LOAN_PERIOD'));
    expect(count('inPeriod')).toBeGreaterThanOrEqual(2);
    expect(count('toReview')).toBe(inStages('REVIEW'));
    expect(figures.fundingOpen).toBe(inStages('PROCESS'));
    expect(figures.disbursementsWaiting.count).toBe(
      inStages('DISBURSEMENT_READY', 'DISBURSEMENT_READY_BORROWER'),
    );
    for (const loan of figures.pipeline) {
      const percent = Math.floor((Number(loan.funded) * 100) / Number(loan.target));
      expect(loan.fundedPercent, `loan ${loan.id}`).toBe(percent);
    }
    expect(figures.pipeline).toHaveLength(Math.min(50, figures.fundingOpen));
  });

  it('is refused to a borrower', async () => {
    const answer = await graphql(product, print(StaffDashboardDocument), {}, borrower);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the borrower dashboard', () => {
  it("gives each loan's stage and next step and each loan's next bill", async () => {
    const { data, calls } = await ask<{
      myLoans: { id: string; submissionStage: string; nextStep: { actor: string } }[];
      myBills: {
        loanId: string;
        next: { number: number; dueDate: string } | null;
      }[];
    }>(BorrowerDashboardDocument, borrower);
    expect(calls.sort()).toEqual(['GET /api/loan/borrower', 'GET /api/loan/installment']);
    const loan = (id: number) => data.myLoans.find((l) => l.id === String(id));
    expect(loan(history.x.loanId)).toMatchObject({
      submissionStage: 'LOAN_PERIOD',
      nextStep: { actor: 'borrower' },
    });
    const bill = (id: number) => data.myBills.find((b) => String(b.loanId) === String(id))?.next;
    expect(bill(history.x.loanId)).toMatchObject({
      number: 1,
      dueDate: '2027-02-03',
    });
    expect(bill(history.y.loanId)).toMatchObject({
      number: 4,
      dueDate: '2027-05-04',
    });
  });
});
