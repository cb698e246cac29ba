// A loan brought to the disbursement through the product's own calls (issue 18): lenders fund it
// whole, each signs the investment agreement on the built-in provider (the last signature
// prepares the disbursement), then the borrower signs the loan agreement and comes back.
import { expect } from 'vitest';
import {
  fund,
  type LoanTerms,
  loanOpenForFunding,
  type Staff,
  stageOf,
  type TestLender,
  validatedLenders,
} from './funding.ts';
import { signWithLocalProvider } from './signing.ts';
import { rest, type TestProduct } from './test-product.ts';

const BORROWER_EMAIL = 'borrower@lumbung.test';

/** A loan of `value` funded whole by one lender, who has not signed the agreement yet. */
export async function fundedLoan(
  product: TestProduct,
  tokens: Staff,
  value: string,
  terms: Omit<LoanTerms, 'value'> = {},
): Promise<{ loanId: number; lender: TestLender }> {
  const [lender] = (await validatedLenders(product, 1, 10_000_000_000n)) as [TestLender];
  const loanId = await loanOpenForFunding(product, tokens, { ...terms, value });
  expect((await fund(product, lender.token, loanId, value)).status).toBe(201);
  expect((await stageOf(product, loanId))?.stage).toBe('FUNDING_COMPLETED');
  return { loanId, lender };
}

/** The lender signs: the disbursement is prepared (DISBURSEMENT_READY). */
export async function lenderSigns(
  product: TestProduct,
  lender: TestLender,
  loanId: number,
  amount: string,
) {
  await signWithLocalProvider(product, lender, { loanid: loanId, amount });
  expect((await stageOf(product, loanId))?.stage).toBe('DISBURSEMENT_READY');
}

/** The borrower signs the loan agreement and comes back: DISBURSEMENT_READY_BORROWER. */
export async function borrowerSigns(product: TestProduct, tokens: Staff, loanId: number) {
  const back = await signWithLocalProvider(
    product,
    { token: tokens.borrower, email: BORROWER_EMAIL },
    { loanid: loanId, returnUrl: `/borrower/loans/${loanId}` },
  );
  expect(back.event).toBe('signing_complete');
  const signed = await rest(product, 'PUT', `/loan/${loanId}/disbursement/signed`, {
    token: tokens.borrower,
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
}

/** A loan funded whole, signed by its lender and its borrower: staff may approve it now. */
export async function loanSignedByBorrower(
  product: TestProduct,
  tokens: Staff,
  value: string,
  terms: Omit<LoanTerms, 'value'> = {},
): Promise<{ loanId: number; lender: TestLender }> {
  const funded = await fundedLoan(product, tokens, value, terms);
  await lenderSigns(product, funded.lender, funded.loanId, value);
  await borrowerSigns(product, tokens, funded.loanId);
  expect((await stageOf(product, funded.loanId))?.stage).toBe('DISBURSEMENT_READY_BORROWER');
  return funded;
}

/** A loan disbursed through the product's own calls: its period has begun (LOAN_PERIOD). */
export async function loanInPeriod(
  product: TestProduct,
  tokens: Staff,
  value: string,
  terms: Omit<LoanTerms, 'value'> = {},
): Promise<{ loanId: number; lender: TestLender }> {
  const signed = await loanSignedByBorrower(product, tokens, value, terms);
  const approved = await rest(product, 'PUT', `/loan/disbursement/${signed.loanId}/approve`, {
    token: tokens.admin,
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  expect((await stageOf(product, signed.loanId))?.stage).toBe('LOAN_PERIOD');
  return signed;
}
