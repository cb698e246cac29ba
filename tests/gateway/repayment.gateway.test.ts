// The borrower's repayment through GraphQL (schema/repayment.graphql), with the web's own
// documents: the bill summary and a loan's schedule are one REST call each; paying the next
// installment opens its closed VA billing with the bank's steps; the demo's transfer into it
// pays it, which the schedule, its totals and the database then show. A lender who funded the
// loan reads its schedule but not the borrower's notes; the portfolio row carries the loan's
// expected and received amounts in its own call.
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import {
  LoanRepaymentDocument,
  MyBillsDocument,
  PayNextInstallmentDocument,
  PortfolioDocument,
  SimulateBillTransferDocument,
  SubmitRepaymentDocument,
} from '../../web/src/generated/graphql.ts';
import { loanInPeriod } from '../support/disbursement.ts';
import { type Staff, staffTokens, type TestLender } from '../support/funding.ts';
import { graphql, startTestProduct, type TestProduct } from '../support/test-product.ts';

const bank = localPartnerBank();
let product: TestProduct;
let tokens: Staff;
let loanId: number;
let lender: TestLender;

beforeAll(async () => {
  product = await startTestProduct({ bank });
  tokens = await staffTokens(product);
  ({ loanId, lender } = await loanInPeriod(product, tokens, '3000000', { periodDays: 90 }));
});
afterAll(() => product.close());

type Installment = {
  id: string;
  pendingPayment?: string | null;
  number: number;
  status: string;
  statusLabel: { id: string; en: string };
  payAmount: string;
  paid: string;
  virtualAccount: string | null;
  billingAmount: string | null;
  instructions?: { id: string[]; en: string[] } | null;
};
type Repayment = {
  totals: { repayment: string; paid: string; lateCharge: string };
  next: Installment | null;
  installments: Installment[];
  payments: Array<{ source: string; amount: string; status: string }>;
};

async function calls<T>(query: string, variables: Record<string, unknown>, token: string) {
  product.apiRequests.length = 0;
  const result = await graphql<T>(product, query, variables, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  if (!result.data) throw new Error('no data');
  return { data: result.data, calls: [...product.apiRequests] };
}

describe('repayment through the gateway', () => {
  it('lists the bill and the schedule in one REST call each, then a VA payment pays the first installment', async () => {
    const bills = await calls<{
      myBills: Array<{
        loanId: string;
        productName: string;
        productNameEn: string;
        remaining: number;
        next: Installment | null;
      }>;
    }>(print(MyBillsDocument), {}, tokens.borrower);
    expect(bills.calls).toEqual(['GET /api/loan/installment']);
    const bill = bills.data.myBills.find((b) => b.loanId === String(loanId));
    expect(bill?.next?.number).toBe(1);
    // The product in both languages, for the bills page's either language.
    expect([bill?.productName, bill?.productNameEn]).toEqual([
      'Pembiayaan Proyek',
      'Project financing',
    ]);
    expect(bill?.next?.status).toBe('UNPAID');
    expect(bill?.next?.statusLabel.id).toBeTruthy();

    const before = await calls<{ loanRepayment: Repayment }>(
      print(LoanRepaymentDocument),
      { loanId: String(loanId) },
      tokens.borrower,
    );
    expect(before.calls).toEqual([`GET /api/loan/${loanId}/repayment`]);
    const schedule = before.data.loanRepayment;
    expect(schedule.installments.length).toBeGreaterThan(0);
    expect(schedule.totals.paid).toBe('0.00');
    expect(schedule.next?.id).toBe(schedule.installments[0]?.id);

    const opened = await calls<{ payNextInstallment: Installment }>(
      print(PayNextInstallmentDocument),
      { loanId: String(loanId) },
      tokens.borrower,
    );
    expect(opened.calls).toEqual([`PUT /api/loan/${loanId}/pay`]);
    const va = opened.data.payNextInstallment;
    expect(va.number).toBe(1);
    expect(va.virtualAccount).toMatch(/^\d{16}$/);
    expect(va.billingAmount).toBe(va.payAmount);
    expect(va.instructions?.id.length).toBeGreaterThan(0);
    expect(va.instructions?.en.length).toBe(va.instructions?.id.length);

    const paid = await calls<{ simulateBillTransfer: Installment }>(
      print(SimulateBillTransferDocument),
      { installmentId: va.id },
      tokens.borrower,
    );
    expect(paid.data.simulateBillTransfer.status).toBe('PAID');
    expect(paid.data.simulateBillTransfer.statusLabel.id).toBe('Lunas');

    const after = (
      await calls<{ loanRepayment: Repayment }>(
        print(LoanRepaymentDocument),
        { loanId: String(loanId) },
        tokens.borrower,
      )
    ).data.loanRepayment;
    const first = after.installments[0] as Installment;
    expect(first.status).toBe('PAID');
    expect(after.totals.paid).not.toBe('0.00');
    expect(after.next?.number).toBe(2);
    expect(after.payments).toEqual([
      expect.objectContaining({ source: 'VA', status: 'CONFIRMED', amount: va.payAmount }),
    ]);
    const [row] = await product.db.query<{ paid: boolean; payments: number }>(
      `SELECT paid_at IS NOT NULL AS paid,
              (SELECT count(*)::int FROM loan_payments WHERE installment_id = i.id) AS payments
         FROM loan_installments i WHERE id = $1`,
      [va.id],
    );
    expect(row).toEqual({ paid: true, payments: 1 });

    // The lender who funded it reads its schedule, and sees the same on the portfolio row.
    const lenders = await calls<{ loanRepayment: Repayment }>(
      print(LoanRepaymentDocument),
      { loanId: String(loanId) },
      lender.token,
    );
    expect(lenders.data.loanRepayment.totals).toEqual(after.totals);
    const portfolio = await calls<{
      portfolio: Array<{ loan: { id: string }; received: string; expected: string }>;
    }>(print(PortfolioDocument), { closed: false }, lender.token);
    // The amounts come with the portfolio's own rows: no call per loan for them.
    expect(portfolio.calls).toContain('GET /api/loan/my-portofolio');
    expect(portfolio.calls.filter((call) => /repayment|installment/.test(call))).toEqual([]);
    const mine = portfolio.data.portfolio.find((p) => p.loan.id === String(loanId));
    expect(mine).toEqual(
      expect.objectContaining({ received: after.totals.paid, expected: after.totals.repayment }),
    );
  });

  it('a reported transfer waits for staff: the next bill reads under review with the amount pending', async () => {
    const before = (
      await calls<{ loanRepayment: Repayment }>(
        print(LoanRepaymentDocument),
        { loanId: String(loanId) },
        tokens.borrower,
      )
    ).data.loanRepayment;
    const next = before.next as Installment;
    const reported = await calls<{ submitRepayment: { id: string; status: string } }>(
      print(SubmitRepaymentDocument),
      { loanId: String(loanId), amount: next.payAmount, note: 'transfer dari rekening lain' },
      tokens.borrower,
    );
    expect(reported.calls).toEqual([`PUT /api/loan/submit-repayment/${loanId}`]);
    expect(reported.data.submitRepayment.status).toBe('REVIEW');
    const after = (
      await calls<{ loanRepayment: Repayment & { next: { pendingPayment: string | null } } }>(
        print(LoanRepaymentDocument),
        { loanId: String(loanId) },
        tokens.borrower,
      )
    ).data.loanRepayment;
    expect(after.next?.id).toBe(next.id);
    expect(after.next?.status).toBe('REVIEW_PAID');
    expect(after.next?.pendingPayment).toBe(next.payAmount);
    expect(after.payments.map((p) => [p.source, p.status])).toContainEqual(['TRANSFER', 'REVIEW']);
    const [row] = await product.db.query<{ status: string; note: string }>(
      `SELECT status, note FROM loan_payments WHERE id = $1`,
      [reported.data.submitRepayment.id],
    );
    expect(row).toEqual({ status: 'REVIEW', note: 'transfer dari rekening lain' });
  });

  it("refuses someone else's bill: a lender may not open the borrower's VA billing", async () => {
    const result = await graphql(
      product,
      print(PayNextInstallmentDocument),
      { loanId: String(loanId) },
      lender.token,
    );
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|WRONG_ROLE|NOT_OWNER/);
  });
});
