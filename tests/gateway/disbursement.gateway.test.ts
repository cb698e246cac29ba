// A loan's disbursement through GraphQL (schema/disbursement.graphql): staff see whose investment
// agreement is missing, that the borrower signed, and after approval the transfer with its rail,
// masked account, amounts, request uuid and, once the bank confirms, its reference. While the bank
// holds the transfer, approving again is not offered (the machines' answer, with its reason) and a
// second approval is refused; the database holds one attempt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import { settleDisbursements } from '../../api/disbursement/disbursement.ts';
import {
  borrowerSigns,
  fundedLoan,
  lenderSigns,
  loanSignedByBorrower,
} from '../support/disbursement.ts';
import { type Staff, staffTokens, stageOf } from '../support/funding.ts';
import { graphql, startTestProduct, type TestProduct } from '../support/test-product.ts';

/** The built-in bank loses the answer of the payouts whose amount is in here. */
const loseAnswerOf = new Set<bigint>();
const bank = localPartnerBank({ losePayoutAnswer: (r) => loseAnswerOf.has(r.amountSen) });
let product: TestProduct;
let tokens: Staff;

beforeAll(async () => {
  product = await startTestProduct({ bank });
  tokens = await staffTokens(product);
});
afterAll(() => product.close());

const DISBURSEMENT = `
  state stateLabel { id en } borrowerSigned waitingForBank
  unsignedAgreements { fundingId lenderId lenderName amount }
  transfer {
    rail railLabel { id en } bankName accountNumberMasked accountName grossAmount adminFee
    netAmount requestUuid bankReference attempts failureCode approvedAt sentAt settledAt
  }`;

const LOAN = `query Loan($id: ID!) {
  loan(id: $id) {
    id submissionStage nextStep { actor text { id en } }
    availableActions { action allowed reason { code text { id en } } }
    disbursement { ${DISBURSEMENT} }
  }
}`;

const APPROVE = `mutation Approve($id: ID!) {
  approveDisbursement(id: $id) {
    id submissionStage
    availableActions { action allowed reason { code } }
    disbursement { ${DISBURSEMENT} }
  }
}`;

type Disbursement = {
  state: string | null;
  stateLabel: { id: string; en: string } | null;
  borrowerSigned: boolean;
  waitingForBank: boolean;
  unsignedAgreements: Array<{ lenderId: string | null; lenderName: string | null; amount: string }>;
  transfer: null | {
    rail: string;
    accountNumberMasked: string | null;
    grossAmount: string;
    adminFee: string;
    netAmount: string;
    requestUuid: string | null;
    bankReference: string | null;
    attempts: number;
    settledAt: string | null;
  };
};
type Action = { action: string; allowed: boolean; reason: { code: string } | null };
type StaffLoan = {
  id: string;
  submissionStage: string;
  nextStep?: { actor: string; text: { id: string; en: string } };
  availableActions: Action[];
  disbursement: Disbursement;
};

async function staffLoan(loanId: number): Promise<StaffLoan> {
  const answer = await graphql<{ loan: StaffLoan }>(
    product,
    LOAN,
    { id: String(loanId) },
    tokens.admin,
  );
  expect(answer.errors).toBeUndefined();
  return (answer.data as { loan: StaffLoan }).loan;
}

const approveAction = (loan: { availableActions: Action[] }) =>
  loan.availableActions.find((a) => a.action === 'approveDisbursement');

describe('the disbursement through GraphQL', () => {
  it("shows the missing agreements, the borrower's signature and the paid transfer", async () => {
    const { loanId, lender } = await fundedLoan(product, tokens, '3000000');
    const funded = await staffLoan(loanId);
    expect(funded.disbursement).toMatchObject({
      state: null,
      borrowerSigned: false,
      waitingForBank: false,
      transfer: null,
    });
    expect(funded.disbursement.unsignedAgreements).toEqual([
      expect.objectContaining({ lenderId: lender.userId, amount: '3000000.00' }),
    ]);
    // The borrower reads the same loan: whose agreement is missing stays hidden from her.
    const hers = await graphql<{ loan: StaffLoan }>(
      product,
      LOAN,
      { id: String(loanId) },
      tokens.borrower,
    );
    expect(hers.errors).toBeUndefined();
    expect(hers.data?.loan.disbursement.unsignedAgreements).toEqual([
      expect.objectContaining({ lenderId: null, lenderName: null, amount: '3000000.00' }),
    ]);

    await lenderSigns(product, lender, loanId, '3000000');
    const ready = await staffLoan(loanId);
    expect(ready.disbursement).toMatchObject({ state: 'ready', unsignedAgreements: [] });
    expect(approveAction(ready)).toMatchObject({ allowed: false });

    await borrowerSigns(product, tokens, loanId);
    const signed = await staffLoan(loanId);
    expect(signed.disbursement).toMatchObject({
      state: 'borrowerSigned',
      borrowerSigned: true,
      transfer: null,
    });
    expect(approveAction(signed)).toMatchObject({ allowed: true, reason: null });

    const approved = await graphql<{ approveDisbursement: StaffLoan }>(
      product,
      APPROVE,
      { id: String(loanId) },
      tokens.admin,
    );
    expect(approved.errors).toBeUndefined();
    const loan = (approved.data as { approveDisbursement: StaffLoan }).approveDisbursement;
    expect(loan.submissionStage).toBe('LOAN_PERIOD');
    expect(loan.disbursement).toMatchObject({
      state: 'successful',
      stateLabel: { id: 'Berhasil Dicairkan', en: 'Disbursed' },
      waitingForBank: false,
      transfer: {
        rail: 'BI_FAST',
        grossAmount: '3000000.00',
        adminFee: '30000.00',
        netAmount: '2970000.00',
        attempts: 1,
      },
    });
    const transfer = loan.disbursement.transfer;
    expect(transfer?.accountNumberMasked).toMatch(/^•••• \d{4}$/);
    expect(transfer?.bankReference).toMatch(/^[0-9a-f-]{36}$/);
    expect(transfer?.settledAt).not.toBeNull();
    const [row] = await product.db.query<{ request_uuid: string; machine_state: string }>(
      `SELECT request_uuid::text AS request_uuid, machine_state FROM loan_disbursements
        WHERE loan_id = $1`,
      [loanId],
    );
    expect(row).toEqual({ request_uuid: transfer?.requestUuid, machine_state: 'successful' });
  });

  it('does not offer approving again while the bank settles the transfer', async () => {
    const { loanId } = await loanSignedByBorrower(product, tokens, '2200000');
    loseAnswerOf.add(2_178_000_00n);
    const approved = await graphql<{ approveDisbursement: StaffLoan }>(
      product,
      APPROVE,
      { id: String(loanId) },
      tokens.admin,
    );
    expect(approved.errors).toBeUndefined();

    // No answer from the bank yet: staff wait, and the machines say why approving is not offered.
    const waiting = await staffLoan(loanId);
    expect(waiting.submissionStage).toBe('DISBURSEMENT_READY_BORROWER');
    expect(waiting.disbursement).toMatchObject({
      state: 'approved',
      waitingForBank: true,
      transfer: { bankReference: null, attempts: 1, netAmount: '2178000.00' },
    });
    expect(waiting.disbursement.transfer?.requestUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(approveAction(waiting)).toMatchObject({
      allowed: false,
      reason: { code: 'TRANSFER_IN_PROGRESS' },
    });
    // What the loan waits for says the same: the bank, not staff.
    expect(waiting.nextStep?.text.en).toBe(
      'Disbursement approved; waiting for the bank to confirm the transfer',
    );

    // Asking anyway is refused with the same reason, and no second attempt is recorded.
    const twice = await graphql(product, APPROVE, { id: String(loanId) }, tokens.admin);
    expect(twice.errors?.[0]?.extensions).toMatchObject({ reason: 'TRANSFER_IN_PROGRESS' });
    const [row] = await product.db.query<{ attempts: number }>(
      `SELECT (machine_context ->> 'attempts')::int AS attempts FROM loan_disbursements
        WHERE loan_id = $1`,
      [loanId],
    );
    expect(row?.attempts).toBe(1);

    // The status pass asks the bank by the request uuid: paid, the loan period begins.
    await settleDisbursements({ db: product.db, bank, now: () => product.clock.now });
    const paid = await staffLoan(loanId);
    expect((await stageOf(product, loanId))?.stage).toBe('LOAN_PERIOD');
    expect(paid.disbursement).toMatchObject({ state: 'successful', waitingForBank: false });
    expect(paid.disbursement.transfer?.bankReference).toBe(
      waiting.disbursement.transfer?.requestUuid,
    );
    expect(approveAction(paid)).toMatchObject({ allowed: false });
  });
});
