// A lending history for the public disclosure's tests (issue 21), made through the product's own
// calls on a fixed calendar so that every figure is known by hand:
//   T0 = 2027-01-04 10:00 WIB. Two loans of the demo borrower are paid out that day, each funded
//   by its own new lender:
//   X  Rp 2.000.000 over 30 days: one installment due 2027-02-03, never paid.
//   Y  Rp 3.000.000 over 180 days: six installments of Rp 500.000 principal due every 30 days
//      from 2027-02-03; the borrower pays the first three on T0 (by VA), Rp 1.500.000 principal.
//   Then the product's clock moves 125 days on, to 2027-05-09:
//   X is 95 days past due (Macet), Y's fourth installment (due 2027-05-04) 5 days (1–30 days).
//   Outstanding 2.000.000 + 1.500.000 = Rp 3.500.000; over 90 days Rp 2.000.000:
//   TWP90 2/3,5 = 57,14%, TKB90 42,86%. Funding Rp 5.000.000, all in 2027; 1 borrower, 2 lenders.
//   Month ends: 2026-06 … 2026-12 nothing out (100%); 2027-01 both current; 02-28 X 25 days;
//   03-31 X 56; 04-30 X 86 days (still under 90: 100%); 2027-05 as at 05-09: 42,86%.
import type { PartnerBank } from '../../api/bank/partner-bank.ts';
import { loanInPeriod } from './disbursement.ts';
import { staffTokens } from './funding.ts';
import { rest, type TestProduct } from './test-product.ts';

export const T0 = new Date('2027-01-04T03:00:00Z');
export const LATER_DAYS = 125;

const sen = (rupiah: string) => BigInt(rupiah.replace('.', ''));

/** The borrower pays the loan's next installment into its VA billing; the bank calls back. */
async function payNextInstallment(
  product: TestProduct,
  bank: PartnerBank,
  borrowerToken: string,
  loanId: number,
) {
  const bill = await rest(product, 'PUT', `/loan/${loanId}/pay`, { token: borrowerToken });
  if (bill.status !== 200) throw new Error(`pay ${loanId}: ${JSON.stringify(bill.body)}`);
  const { virtualaccount, payamount } = bill.body.data as {
    virtualaccount: string;
    payamount: string;
  };
  const sealed = bank.sealVaPayment?.({
    virtualAccount: virtualaccount,
    amountRupiah: sen(payamount) / 100n,
    customerName: 'Borrower',
    now: product.clock.now,
  });
  if (!sealed) throw new Error('the built-in bank seals payments');
  const paid = await rest(product, 'POST', '/bank/va/callback', { body: sealed.body });
  if (paid.status !== 200) throw new Error(`callback: ${JSON.stringify(paid.body)}`);
}

/** Builds the history above and leaves the product's clock at T0 + 125 days. */
export async function seedDisclosureHistory(product: TestProduct, bank: PartnerBank) {
  product.clock.now = new Date(T0);
  const tokens = await staffTokens(product);
  const x = await loanInPeriod(product, tokens, '2000000', { periodDays: 30 });
  const y = await loanInPeriod(product, tokens, '3000000', { periodDays: 180 });
  for (let i = 0; i < 3; i += 1) await payNextInstallment(product, bank, tokens.borrower, y.loanId);
  product.clock.now = new Date(T0.getTime() + LATER_DAYS * 86_400_000);
  return { x, y };
}

/** The figures of that history, worked out by hand (the REST body's shape). */
export const EXPECTED_DISCLOSURE = {
  asOf: '2027-05-09',
  tkb90: '42.86',
  twp90: '57.14',
  outstanding: '3500000.00',
  outstandingLoans: 2,
  borrowersTotal: 1,
  lendersTotal: 2,
  fundingTotal: '5000000.00',
  fundingThisYear: '5000000.00',
  buckets: [
    { quality: 'CURRENT', loans: 0, outstanding: '0.00', percent: '0.00' },
    { quality: 'SPECIAL_MENTION', loans: 1, outstanding: '1500000.00', percent: '42.86' },
    { quality: 'SUBSTANDARD', loans: 0, outstanding: '0.00', percent: '0.00' },
    { quality: 'DOUBTFUL', loans: 0, outstanding: '0.00', percent: '0.00' },
    { quality: 'LOSS', loans: 1, outstanding: '2000000.00', percent: '57.14' },
  ],
  tkb90ByMonth: [
    ['2026-06', '2026-06-30', '100.00', '0.00'],
    ['2026-07', '2026-07-31', '100.00', '0.00'],
    ['2026-08', '2026-08-31', '100.00', '0.00'],
    ['2026-09', '2026-09-30', '100.00', '0.00'],
    ['2026-10', '2026-10-31', '100.00', '0.00'],
    ['2026-11', '2026-11-30', '100.00', '0.00'],
    ['2026-12', '2026-12-31', '100.00', '0.00'],
    ['2027-01', '2027-01-31', '100.00', '3500000.00'],
    ['2027-02', '2027-02-28', '100.00', '3500000.00'],
    ['2027-03', '2027-03-31', '100.00', '3500000.00'],
    ['2027-04', '2027-04-30', '100.00', '3500000.00'],
    ['2027-05', '2027-05-09', '42.86', '3500000.00'],
  ].map(([month, asOf, tkb90, outstanding]) => ({ month, asOf, tkb90, outstanding })),
};
