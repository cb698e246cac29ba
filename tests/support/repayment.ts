// A borrower's next bill paid into its VA through the product's own calls: the borrower opens the
// bill, the built-in bank calls back with the payment (issue 19).
import { expect } from 'vitest';
import type { PartnerBank } from '../../api/bank/partner-bank.ts';
import { rest, type TestProduct } from './test-product.ts';

export type PaidBill = { number: number; interest: string; principal: string; payamount: string };

export async function payNextBillByVa(
  product: TestProduct,
  bank: PartnerBank,
  borrowerToken: string,
  loanId: number,
): Promise<PaidBill> {
  const bill = await rest(product, 'PUT', `/loan/${loanId}/pay`, { token: borrowerToken });
  expect(bill.status, JSON.stringify(bill.body)).toBe(200);
  const open = bill.body.data as PaidBill & { virtualaccount: string };
  const sealed = bank.sealVaPayment?.({
    virtualAccount: open.virtualaccount,
    amountRupiah: BigInt(open.payamount.replace('.', '')) / 100n,
    customerName: 'Borrower',
    now: product.clock.now,
  });
  if (!sealed) throw new Error('the built-in bank seals payments');
  const paid = await rest(product, 'POST', '/bank/va/callback', { body: sealed.body });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return open;
}
