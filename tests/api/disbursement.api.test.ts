// Signing and disbursement through the product's own calls (issue 18): two lenders fund a loan
// and each signs its investment agreement (the last one prepares the disbursement), the borrower
// signs the loan agreement on the built-in provider and comes back, staff approve, the built-in
// bank pays the borrower's validated account the escrow less the admin fee, and the journal and
// the loan say so; a lost bank answer is asked about by its request uuid and paid once.
import { describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import { settleDisbursements } from '../../api/disbursement/disbursement.ts';
import {
  fund,
  loanOpenForFunding,
  type Staff,
  stageOf,
  type TestLender,
  validatedLenders,
} from '../support/funding.ts';
import { productPerFile } from '../support/product-per-file.ts';
import { signWithLocalProvider } from '../support/signing.ts';
import { rest, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Staff;
/** The built-in bank loses the answer of the payouts whose amount is in here. */
const loseAnswerOf = new Set<bigint>();
/** ...refuses the payouts whose amount is in here... */
const refuseOf = new Set<bigint>();
/** ...and carries no payout while this is false. */
let carries = true;
const localBank = localPartnerBank({
  losePayoutAnswer: (r) => loseAnswerOf.has(r.amountSen),
  refusePayout: (r) => (refuseOf.has(r.amountSen) ? '0400' : null),
});
const bank = {
  ...localBank,
  carriesPayout: (...args: Parameters<typeof localBank.carriesPayout>) =>
    carries && localBank.carriesPayout(...args),
};

productPerFile(
  (started) => {
    ({ product, tokens } = started);
  },
  { bank },
);

const BORROWER = { email: 'borrower@lumbung.test' };

async function accountBalance(kind: string, ownerId: string) {
  const [row] = await product.db.query<{ balance: string }>(
    'SELECT balance_sen::text AS balance FROM ledger_accounts WHERE kind = $1 AND owner_id = $2',
    [kind, ownerId],
  );
  return BigInt(row?.balance ?? '0');
}

async function disbursement(loanId: number, token = tokens.admin) {
  const answer = await rest(product, 'GET', `/loan/${loanId}/disbursement`, { token });
  expect(answer.status).toBe(200);
  return answer.body.data as Record<string, unknown> & {
    awaitingAgreements: { lenderId: string | null; lenderName: string | null }[];
  };
}

type ListedLoan = Record<string, unknown> & { id: number };

/** The loan's row in GET /loan/disbursement/ready or /success (every page read); undefined if absent. */
async function listed(list: 'ready' | 'success', loanId: number) {
  const rows: ListedLoan[] = [];
  let after: string | null = null;
  do {
    const answer = await rest(
      product,
      'GET',
      `/loan/disbursement/${list}?limit=50${after ? `&after=${after}` : ''}`,
      { token: tokens.admin },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const page = answer.body.data as { data: ListedLoan[]; next: string | null };
    rows.push(...page.data);
    after = page.next;
  } while (after);
  return rows.find((row) => row.id === loanId);
}

/** A loan of `value` funded half by each of two lenders, who sign their agreements. */
async function readyLoan(value: string): Promise<{ loanId: number; lenders: TestLender[] }> {
  const lenders = await validatedLenders(product, 2, 10_000_000_000n);
  const loanId = await loanOpenForFunding(product, tokens, { value });
  const half = (Number(value) / 2).toFixed(0);
  for (const lender of lenders)
    expect((await fund(product, lender.token, loanId, half)).status).toBe(201);
  expect((await stageOf(product, loanId))?.stage).toBe('FUNDING_COMPLETED');
  expect((await disbursement(loanId)).awaitingAgreements).toMatchObject(
    lenders.map((lender) => ({ lenderId: lender.userId, lenderName: expect.any(String) })),
  );
  // The borrower sees how many agreements are missing, never whose: lenders stay anonymous.
  expect((await disbursement(loanId, tokens.borrower)).awaitingAgreements).toEqual([
    { fundingId: expect.any(Number), lenderId: null, lenderName: null, amount: expect.any(String) },
    { fundingId: expect.any(Number), lenderId: null, lenderName: null, amount: expect.any(String) },
  ]);

  const [first, second] = lenders as [TestLender, TestLender];
  await signWithLocalProvider(product, first, { loanid: loanId, amount: half });
  // One agreement still missing: the loan waits, and staff see whose.
  expect((await stageOf(product, loanId))?.stage).toBe('FUNDING_COMPLETED');
  expect((await disbursement(loanId)).awaitingAgreements).toHaveLength(1);
  await signWithLocalProvider(product, second, { loanid: loanId, amount: half });
  expect((await stageOf(product, loanId))?.stage).toBe('DISBURSEMENT_READY');
  expect(await disbursement(loanId)).toMatchObject({ state: 'ready', awaitingAgreements: [] });
  return { loanId, lenders };
}

async function borrowerSigns(loanId: number) {
  const back = await signWithLocalProvider(
    product,
    { token: tokens.borrower, email: BORROWER.email },
    { loanid: loanId, returnUrl: `/borrower/loans/${loanId}` },
  );
  expect(back.event).toBe('signing_complete');
  const signed = await rest(product, 'PUT', `/loan/${loanId}/disbursement/signed`, {
    token: tokens.borrower,
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  expect(signed.body.data).toMatchObject({ submissionstage: 'DISBURSEMENT_READY_BORROWER' });
}

describe('signing and disbursement', () => {
  it('pays the borrower the escrow less the admin fee once everyone signed and staff approved', async () => {
    const { loanId, lenders } = await readyLoan('4000000');

    // Not signed yet: neither the borrower's word nor staff's approval moves it.
    const early = await rest(product, 'PUT', `/loan/${loanId}/disbursement/signed`, {
      token: tokens.borrower,
    });
    expect(early.status).toBe(409);
    expect(early.body.reason).toBe('AGREEMENT_NOT_SIGNED');
    const tooSoon = await rest(product, 'PUT', `/loan/disbursement/${loanId}/approve`, {
      token: tokens.admin,
    });
    expect(tooSoon.status).toBe(409);
    expect((await stageOf(product, loanId))?.stage).toBe('DISBURSEMENT_READY');

    // Ready for disbursement, signed or not: in the ready list with what the borrower receives.
    expect(await listed('ready', loanId)).toMatchObject({
      submissionstage: 'DISBURSEMENT_READY',
      borrowername: 'Budi Santoso',
      disbursement: { state: 'ready', payoutAmount: '3960000.00', bankReference: null },
    });
    expect(await listed('success', loanId)).toBeUndefined();
    await borrowerSigns(loanId);
    expect(await listed('ready', loanId)).toMatchObject({
      submissionstage: 'DISBURSEMENT_READY_BORROWER',
      disbursement: { state: 'borrowerSigned', settledAt: null },
    });
    const payoutBefore = await accountBalance('BANK_PAYOUT', '');
    const feeBefore = await accountBalance('PLATFORM_FEE_INCOME', '');
    const approved = await rest(product, 'PUT', `/loan/disbursement/${loanId}/approve`, {
      token: tokens.admin,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    // The built-in bank settles BI-FAST at once: disbursed, and the loan period begins.
    expect(approved.body.data).toMatchObject({
      submissionstage: 'LOAN_PERIOD',
      funstatstatus: 'DISBURSED',
    });
    const view = await disbursement(loanId);
    expect(view).toMatchObject({
      state: 'successful',
      rail: 'BI_FAST',
      escrowAmount: '4000000.00',
      adminFee: '40000.00',
      payoutAmount: '3960000.00',
      attempts: 1,
    });
    expect(view.bankReference).toMatch(/^[0-9a-f-]{36}$/);
    // Paid out: off the ready list, on the success list with the bank's reference and time.
    expect(await listed('ready', loanId)).toBeUndefined();
    expect(await listed('success', loanId)).toMatchObject({
      submissionstage: 'LOAN_PERIOD',
      disbursement: {
        state: 'successful',
        stateLabel: { id: 'Berhasil Dicairkan', en: 'Disbursed' },
        payoutAmount: '3960000.00',
        bankReference: view.bankReference,
        settledAt: view.settledAt,
      },
    });
    expect(view.settledAt).toEqual(expect.any(String));

    // The journal: the holds placed into the escrow and the escrow paid out, nothing left over.
    for (const lender of lenders)
      expect(await accountBalance('LENDER_ON_HOLD', lender.userId)).toBe(0n);
    expect(await accountBalance('LOAN_ESCROW', String(loanId))).toBe(0n);
    expect((await accountBalance('BANK_PAYOUT', '')) - payoutBefore).toBe(3_960_000_00n);
    expect((await accountBalance('PLATFORM_FEE_INCOME', '')) - feeBefore).toBe(40_000_00n);
    const fundings = await product.db.query<{ status: string }>(
      'SELECT DISTINCT status FROM loan_fundings WHERE loan_id = $1',
      [loanId],
    );
    expect(fundings).toEqual([{ status: 'LENT' }]);
    const trail = await product.db.query<{ event: string; to_stage: string }>(
      `SELECT event, to_stage FROM loan_events WHERE loan_id = $1 AND event LIKE 'disbursement.%'
          OR loan_id = $1 AND event = 'period.start' ORDER BY id`,
      [loanId],
    );
    expect(trail).toEqual([
      { event: 'disbursement.prepare', to_stage: 'DISBURSEMENT_READY' },
      { event: 'disbursement.sign', to_stage: 'DISBURSEMENT_READY_BORROWER' },
      { event: 'disbursement.approve', to_stage: 'DISBURSEMENT_READY_BORROWER' },
      { event: 'disbursement.paid', to_stage: 'DISBURSED' },
      { event: 'period.start', to_stage: 'LOAN_PERIOD' },
    ]);

    // Approving again is refused and pays nothing more.
    const again = await rest(product, 'PUT', `/loan/disbursement/${loanId}/approve`, {
      token: tokens.admin,
    });
    expect(again.status).toBe(409);
    expect((await accountBalance('BANK_PAYOUT', '')) - payoutBefore).toBe(3_960_000_00n);
  });

  it('asks the bank about a lost answer by its request uuid and pays once', async () => {
    const { loanId } = await readyLoan('2000000');
    await borrowerSigns(loanId);
    loseAnswerOf.add(1_980_000_00n);
    const payoutBefore = await accountBalance('BANK_PAYOUT', '');
    const approved = await rest(product, 'PUT', `/loan/disbursement/${loanId}/approve`, {
      token: tokens.admin,
    });
    expect(approved.status).toBe(200);
    // No answer: the loan waits for the bank, and nothing is posted.
    expect(approved.body.data).toMatchObject({ submissionstage: 'DISBURSEMENT_READY_BORROWER' });
    expect((await disbursement(loanId)).state).toBe('approved');
    expect(await accountBalance('BANK_PAYOUT', '')).toBe(payoutBefore);
    // A second approval while the bank holds the first is refused by the disbursement.
    const twice = await rest(product, 'PUT', `/loan/disbursement/${loanId}/approve`, {
      token: tokens.admin,
    });
    expect(twice.status).toBe(409);

    // The status pass asks by the stored uuid: the bank did pay it, so it is settled, once.
    await settleDisbursements({ db: product.db, bank, now: () => product.clock.now });
    await settleDisbursements({ db: product.db, bank, now: () => product.clock.now });
    expect((await stageOf(product, loanId))?.stage).toBe('LOAN_PERIOD');
    expect(await disbursement(loanId)).toMatchObject({ state: 'successful', attempts: 1 });
    expect((await accountBalance('BANK_PAYOUT', '')) - payoutBefore).toBe(1_980_000_00n);
  });

  it('refuses approval without the bank account or a rail, and approves a refused transfer again', async () => {
    const { loanId } = await readyLoan('3000000');
    await borrowerSigns(loanId);
    const approve = () =>
      rest(product, 'PUT', `/loan/disbursement/${loanId}/approve`, { token: tokens.admin });
    const [borrower] = await product.db.query<{ id: string }>(
      "SELECT id FROM users WHERE email = 'borrower@lumbung.test'",
    );
    const bankSection = (status: string) =>
      product.db.query(
        "UPDATE profile_sections SET status = $2 WHERE user_id = $1 AND section = 'bank'",
        [borrower?.id, status],
      );

    // The borrower's bank account awaits staff's validation again: nothing is asked of the bank.
    await bankSection('SUBMITTED');
    try {
      const noAccount = await approve();
      expect([noAccount.status, noAccount.body.code]).toEqual([409, 'BANK_DATA_MISSING']);
    } finally {
      await bankSection('VALIDATED');
    }
    carries = false;
    try {
      const noRail = await approve();
      expect([noRail.status, noRail.body.code]).toEqual([409, 'NO_TRANSFER_RAIL']);
    } finally {
      carries = true;
    }
    expect(await disbursement(loanId)).toMatchObject({ state: 'borrowerSigned', attempts: 0 });

    // The bank refuses the transfer: the loan waits, and staff approve it again.
    refuseOf.add(2_970_000_00n);
    const refused = await approve();
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body.data).toMatchObject({ submissionstage: 'DISBURSEMENT_READY_BORROWER' });
    expect(await disbursement(loanId)).toMatchObject({
      state: 'failed',
      attempts: 1,
      failureCode: '0400',
    });
    refuseOf.delete(2_970_000_00n);
    const again = await approve();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ submissionstage: 'LOAN_PERIOD' });
    expect(await disbursement(loanId)).toMatchObject({ state: 'successful', attempts: 2 });
  });
});
