// Paying a funded loan out to the borrower (issue 18; loan-lifecycle.md FUNDING_COMPLETED →
// DISBURSEMENT_READY → DISBURSEMENT_READY_BORROWER → DISBURSED → LOAN_PERIOD). Two machines share
// the work: the loan machine decides what may happen to the loan (prepare once every lender's
// investment agreement is signed, the borrower's signature, staff approval, the bank's answer),
// and the disbursement machine (machines/disbursement) follows the transfer itself (ready →
// borrowerSigned → approved → settling → successful, or failed and approved again).
//
// Money, in the journal: nothing moves until the bank confirms the transfer. Then, in one
// transaction with the loan's DISBURSED: the lenders' holds become the loan's placement (each
// lender's on-hold into the loan's escrow, PLACEMENT), and the escrow is paid out (the borrower's
// transfer through the bank's payout account, the admin fee to the platform's fee income). A
// refused transfer moves nothing; staff may approve it again (a new attempt, a new request uuid).
//
// The bank is asked outside any transaction (a slow bank must not hold the loan's lock): the
// attempt's request uuid is stored first, so an answer lost on the way is asked about with the
// bank's status inquiry by that uuid (and the request re-sent under the same uuid when the bank
// never saw it) — the bank pays a request uuid at most once, so nothing is paid twice.
//
// Decisions where the issue is silent: the transfer leaves the platform's account on the
// cheapest rail that carries the amount (BI-FAST up to Rp 250 million, else RTGS); the bank's
// transfer tariff is the platform's cost, outside the loan's books (the borrower receives the
// escrow less the admin fee exactly); the request uuid is the bank reference shown to staff.
import { randomUUID } from 'node:crypto';
import {
  disbursementMachine,
  payoutSen,
} from '../../machines/disbursement/disbursement.machine.ts';
import {
  disbursementLabel,
  restoreDisbursement,
  whyNotApprove,
  whyNotDisbursement,
} from '../../machines/disbursement/disbursement.selectors.ts';
import type {
  DisbursementContext,
  DisbursementEvent,
  DisbursementStateName,
} from '../../machines/disbursement/disbursement.types.ts';
import { entryDescription } from '../../machines/ledger/entry-descriptions.ts';
import { PLATFORM, type PostingLine } from '../../machines/ledger/ledger.rules.ts';
import type { Actor } from '../../machines/shared/actor.ts';
import { effectiveAdminFeeSen } from '../../machines/shared/admin-fee.ts';
import { fromSen, toSen } from '../../machines/shared/money.ts';
import { pureTransition } from '../../machines/shared/pure-transition.ts';
import { awaitsInvestmentSignature } from '../../machines/signature/investment-agreement.rules.ts';
import { type RailCode, railLabels, railsFor } from '../../machines/withdrawal/withdrawal.rules.ts';
import type { Viewer } from '../accounts/tokens.ts';
import { outcomeUnknown, type PayoutAnswer, type PayoutStatus } from '../bank/partner-bank.ts';
import { beneficiaryOf } from '../cash-out/quote-cash-out.ts';
import { readRails } from '../cash-out/rails.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { ApiDeps } from '../deps.ts';
import { refusal } from '../http/refusals.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { applyLoanEventIn, PLATFORM_ACTOR } from '../loans/apply-loan-event.ts';
import { findLoan, type LoanRecord } from '../loans/loan-record.ts';
import { loanNoticeParams, notifyBorrowerAndLenders, notifyUser } from '../notify/notify-user.ts';
import { findBank, maskAccountNumber } from '../reference/banks.ts';
import { wibDate } from '../reference/wib-date.ts';
import { openSchedule } from '../repayment/installments.ts';

export type DisbursementRow = {
  loan_id: string;
  machine_state: DisbursementStateName;
  machine_context: DisbursementContext;
  request_uuid: string | null;
  rail: string | null;
  bank_code: string | null;
  account_number: string | null;
  account_name: string | null;
  escrow_sen: string | null;
  fee_sen: string | null;
  payout_sen: string | null;
  approved_by: string | null;
  approved_at: Date | null;
  sent_at: Date | null;
  settled_at: Date | null;
  bank_reference: string | null;
};

const SELECT = `
  SELECT loan_id::text AS loan_id, machine_state, machine_context, request_uuid::text AS request_uuid,
         rail, bank_code, account_number, account_name, escrow_sen::text AS escrow_sen,
         fee_sen::text AS fee_sen, payout_sen::text AS payout_sen, approved_by, approved_at,
         sent_at, settled_at, bank_reference
    FROM loan_disbursements`;

export async function findDisbursement(
  q: Queryable,
  loanId: number,
  lock = false,
): Promise<DisbursementRow | null> {
  const [row] = await q.query<DisbursementRow>(
    `${SELECT} WHERE loan_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [loanId],
  );
  return row ?? null;
}

/**
 * The lenders' fundings of this loan still waiting for their agreement, for staff. Which pieces
 * wait is the investment-agreement rule's answer (awaitsInvestmentSignature); this reads its facts.
 */
export async function fundingsAwaitingAgreement(q: Queryable, loanId: number) {
  const pieces = await q.query<{
    funding_id: string;
    lender_id: string;
    lender_name: string;
    amount: string;
    status: string;
    auto_lent: boolean;
    signed: boolean;
  }>(
    `SELECT f.id::text AS funding_id, f.lender_id, u.full_name AS lender_name,
            (f.amount_sen / 100.0)::numeric(20, 2)::text AS amount, f.status,
            EXISTS (SELECT 1 FROM auto_lend_actions a WHERE a.funding_id = f.id) AS auto_lent,
            EXISTS (SELECT 1 FROM signing_documents d
                     WHERE d.kind = 'INVESTMENT_AGREEMENT' AND d.funding_id = f.id
                       AND d.signer_id = f.lender_id AND d.machine_state = 'completed') AS signed
       FROM loan_fundings f JOIN users u ON u.id = f.lender_id
      WHERE f.loan_id = $1
      ORDER BY f.id`,
    [loanId],
  );
  return pieces
    .filter((piece) =>
      awaitsInvestmentSignature({
        fundingStatus: piece.status,
        autoLent: piece.auto_lent,
        signed: piece.signed,
      }),
    )
    .map(({ funding_id, lender_id, lender_name, amount }) => ({
      funding_id,
      lender_id,
      lender_name,
      amount,
    }));
}

/**
 * Whether the borrower's loan agreement for this loan is signed (the provider confirmed it). The
 * signing service's documentSigned says the same, but it imports this module (a signed investment
 * agreement prepares the disbursement), so the one-row read stays here to keep imports acyclic.
 */
export async function loanAgreementSigned(q: Queryable, loan: LoanRecord): Promise<boolean> {
  const [row] = await q.query(
    `SELECT 1 FROM signing_documents
      WHERE kind = 'LOAN_AGREEMENT' AND loan_id = $1 AND signer_id = $2
        AND machine_state = 'completed'`,
    [loan.id, loan.borrower_id],
  );
  return row !== undefined;
}

/**
 * FUNDING_COMPLETED → DISBURSEMENT_READY when every lender's investment agreement is signed: the
 * platform's event, run after a funding completes the loan, after each investment agreement is
 * signed, and by the periodic pass (so one missed trigger is caught up). Nothing when the loan is
 * not there yet; safe to run twice at once (the loan's row lock orders them).
 */
export async function prepareDisbursement(db: Db, loanId: number): Promise<boolean> {
  return db.tx(async (q) => {
    const [row] = await q.query<{ stage: string }>(
      `SELECT machine_state ->> 'stage' AS stage FROM loans WHERE id = $1 FOR NO KEY UPDATE`,
      [loanId],
    );
    if (row?.stage !== 'FUNDING_COMPLETED') return false;
    const unsigned = (await fundingsAwaitingAgreement(q, loanId)).length;
    if (unsigned > 0) return false;
    await applyLoanEventIn(
      q,
      loanId,
      PLATFORM_ACTOR,
      () => ({ type: 'disbursement.prepare', unsignedAgreements: unsigned }),
      {
        alsoWrite: async (q2, loan) => {
          const snapshot = disbursementMachine.resolveState({
            value: 'ready',
            context: {
              loanId: String(loan.id),
              borrowerId: loan.borrower_id,
              escrowAmount: loan.machine_context.commitment,
              adminFee: loan.appadminfee,
              productAdminFee: loan.product_admin_fee,
              attempts: 0,
              bankReference: null,
              failureCode: null,
            },
          });
          await q2.query(
            `INSERT INTO loan_disbursements (loan_id, machine_state, machine_context)
             VALUES ($1, $2, $3::jsonb) ON CONFLICT (loan_id) DO NOTHING`,
            [loan.id, snapshot.value, JSON.stringify(snapshot.context)],
          );
          await notifyUser(q2, loan.borrower_id, {
            kind: 'DISBURSEMENT_READY',
            params: loanNoticeParams(loan),
          });
        },
      },
    );
    return true;
  });
}

/** Every FUNDING_COMPLETED loan whose agreements are all signed, prepared: the periodic pass. */
export async function prepareReadyDisbursements(db: Db): Promise<number> {
  const loans = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM loans WHERE machine_state ->> 'stage' = 'FUNDING_COMPLETED'`,
  );
  let prepared = 0;
  for (const loan of loans) if (await prepareDisbursement(db, Number(loan.id))) prepared += 1;
  return prepared;
}

const snapshotOf = (row: DisbursementRow) =>
  disbursementMachine.resolveState({ value: row.machine_state, context: row.machine_context });

async function saveMachine(
  q: Queryable,
  row: DisbursementRow,
  event: DisbursementEvent,
): Promise<DisbursementRow> {
  const snapshot = snapshotOf(row);
  const refused = whyNotDisbursement(snapshot, event);
  if (refused) throw refusal('disbursement', refused);
  const [after] = pureTransition(disbursementMachine, snapshot, event);
  // Taken but nothing changed (the bank's repeated "pending"): the row stays as it is.
  if (after.value === snapshot.value && after.context === snapshot.context) return row;
  const [updated] = await q.query<DisbursementRow>(
    `UPDATE loan_disbursements SET machine_state = $2, machine_context = $3::jsonb,
            bank_reference = $4, updated_at = now()
      WHERE loan_id = $1
     RETURNING loan_id::text AS loan_id, machine_state, machine_context,
               request_uuid::text AS request_uuid, rail, bank_code, account_number, account_name,
               escrow_sen::text AS escrow_sen, fee_sen::text AS fee_sen,
               payout_sen::text AS payout_sen, approved_by, approved_at, sent_at, settled_at,
               bank_reference`,
    [row.loan_id, after.value, JSON.stringify(after.context), after.context.bankReference],
  );
  if (!updated) throw new Error(`disbursement of loan ${row.loan_id} vanished`);
  return updated;
}

const actorOf = (viewer: Viewer): Actor => ({ userId: viewer.userId, role: viewer.role });

/**
 * The borrower is back from signing (PUT /loan/{id}/disbursement/signed): the loan machine takes
 * `disbursement.sign` only when the signature provider confirmed the loan agreement signed.
 */
export async function borrowerSigned(db: Db, loanId: number, viewer: Viewer) {
  return db.tx(async (q) =>
    applyLoanEventIn(
      q,
      loanId,
      viewer,
      async (loan, q2) => ({
        type: 'disbursement.sign',
        agreementSigned: await loanAgreementSigned(q2, loan),
      }),
      {
        alsoWrite: async (q2, loan) => {
          const row = await findDisbursement(q2, loan.id, true);
          if (row) await saveMachine(q2, row, { type: 'agreement.signed', actor: actorOf(viewer) });
        },
      },
    ),
  );
}

/**
 * Staff approve the disbursement (PUT /loan/disbursement/{id}/approve): the loan machine takes
 * the approval, the transfer attempt is recorded with a fresh request uuid, then the bank is
 * asked and its answer applied. Answers the loan as it stands after the bank's answer.
 */
export async function approveDisbursement(
  deps: Pick<ApiDeps, 'db' | 'bank' | 'now'>,
  loanId: number,
  viewer: Viewer,
): Promise<LoanRecord> {
  const { db } = deps;
  await db.tx(async (q) =>
    applyLoanEventIn(q, loanId, viewer, () => ({ type: 'disbursement.approve' }), {
      alsoWrite: async (q2, loan) => {
        // The API finds out the facts; the disbursement machine decides (a first approval or,
        // after a refused transfer, another attempt; or why not).
        const row = await findDisbursement(q2, loan.id, true);
        const beneficiary = await beneficiaryOf(q2, loan.borrower_id);
        const context = row?.machine_context;
        const payout = context ? payoutSen(context) : 0n;
        const rail =
          beneficiary && context
            ? railsFor(await readRails(q2), payout, 'VA').find((r) =>
                deps.bank.carriesPayout(r.rail, 'VA', beneficiary.bankCode),
              )
            : undefined;
        const facts = {
          bankAccountValidated: beneficiary !== null,
          railAvailable: rail !== undefined,
        };
        const refused = whyNotApprove(row && snapshotOf(row), actorOf(viewer), facts);
        if (refused) throw refusal('disbursement', refused);
        // Taken: so the disbursement, the account and the rail it was told of are there.
        if (!row || !context || !beneficiary || !rail)
          throw new Error('approval without its facts');
        await saveMachine(q2, row, {
          type: 'disbursement.approve',
          actor: actorOf(viewer),
          ...facts,
        });
        const escrowSen = toSen(loan.machine_context.commitment);
        await q2.query(
          `UPDATE loan_disbursements
              SET request_uuid = $2, rail = $3, bank_code = $4, account_number = $5,
                  account_name = $6, escrow_sen = $7, fee_sen = $8, payout_sen = $9,
                  approved_by = $10, approved_at = $11, sent_at = NULL
            WHERE loan_id = $1`,
          [
            loan.id,
            randomUUID(),
            rail.rail,
            beneficiary.bankCode,
            beneficiary.accountNumber,
            beneficiary.accountName,
            escrowSen.toString(),
            effectiveAdminFeeSen(context).toString(),
            payout.toString(),
            viewer.userId,
            deps.now(),
          ],
        );
      },
    }),
  );
  await sendToBank(deps, loanId);
  return findLoan(db, loanId);
}

/**
 * Sends the current attempt to the bank (again, under the same uuid, when its first answer was
 * lost) and applies the answer. A lost answer leaves the attempt as it was, for the status pass.
 */
async function sendToBank(deps: Pick<ApiDeps, 'db' | 'bank' | 'now'>, loanId: number) {
  const row = await findDisbursement(deps.db, loanId);
  if (!row?.request_uuid || row.machine_state !== 'approved') return;
  const answer: PayoutAnswer = await deps.bank.sendPayout({
    requestUuid: row.request_uuid,
    rail: row.rail as Parameters<typeof deps.bank.sendPayout>[0]['rail'],
    fromRdlAccount: null,
    amountSen: BigInt(row.payout_sen ?? '0'),
    feeSen: 0n,
    beneficiary: {
      bankCode: row.bank_code ?? '',
      accountNumber: row.account_number ?? '',
      accountName: row.account_name ?? '',
    },
    now: deps.now(),
  });
  await deps.db.query('UPDATE loan_disbursements SET sent_at = $2 WHERE loan_id = $1', [
    loanId,
    deps.now(),
  ]);
  // An answer lost or unreadable (a timeout, a reset, a gateway's 5xx: the adapter's outcome
  // unknown) says nothing of what the bank did: taken as a refusal, it would let staff approve a
  // second attempt under a new uuid, which the bank would pay too. The status pass asks by this
  // uuid instead.
  if (!answer.ok && outcomeUnknown(answer.responseCode)) return;
  await applyBankAnswer(
    deps,
    loanId,
    row.request_uuid,
    answer.ok ? answer.status : 'FAILED',
    answer.ok ? null : answer.responseCode,
  );
}

/** Applies what the bank says of one attempt, once: a stale or repeated answer changes nothing. */
async function applyBankAnswer(
  deps: Pick<ApiDeps, 'db' | 'now'>,
  loanId: number,
  requestUuid: string,
  status: Exclude<PayoutStatus, 'NOT_FOUND'>,
  failureCode: string | null,
) {
  await deps.db.tx(async (q) => {
    // The loan first, then its disbursement: the order every writer of both takes.
    await q.query('SELECT 1 FROM loans WHERE id = $1 FOR NO KEY UPDATE', [loanId]);
    const row = await findDisbursement(q, loanId, true);
    if (!row || row.request_uuid !== requestUuid) return;
    if (!snapshotOf(row).hasTag('transferring')) return;
    if (status === 'PENDING') {
      // The machine decides what "pending" means now (approved → settling; settling stays).
      await saveMachine(q, row, { type: 'transfer.pending' });
      return;
    }
    if (status === 'FAILED') {
      // Staff may approve it again: a new attempt, under a new request uuid.
      await saveMachine(q, row, { type: 'transfer.failed', code: failureCode ?? 'FAILED' });
      return;
    }
    const paid = await saveMachine(q, row, { type: 'transfer.succeeded', reference: requestUuid });
    const loan = await applyLoanEventIn(
      q,
      loanId,
      PLATFORM_ACTOR,
      () => ({ type: 'disbursement.paid' }),
      { alsoWrite: (q2, loan) => postPayout(q2, loan, paid, deps.now()) },
    );
    await q.query('UPDATE loan_disbursements SET settled_at = $2 WHERE loan_id = $1', [
      loanId,
      deps.now(),
    ]);
    // The loan period starts at once, its installments dated from today (issue 19).
    await applyLoanEventIn(q, loan.id, PLATFORM_ACTOR, () => ({ type: 'period.start' }), {
      alsoWrite: (q2, started) => openSchedule(q2, started, wibDate(deps.now())),
    });
    await notifyBorrowerAndLenders(q, loan, ['LENT'], {
      kind: 'DISBURSED',
      params: loanNoticeParams(loan),
    });
  });
}

/**
 * The money of a confirmed payout, in one entry per step: each lender's hold into the loan's
 * escrow (PLACEMENT), then the escrow out to the borrower's bank transfer and the admin fee, dated
 * by the product's clock as the repayments are (in demo mode, the demo date).
 */
async function postPayout(q: Queryable, loan: LoanRecord, row: DisbursementRow, at: Date) {
  const fundings = await q.query<{ lender_id: string; amount: string }>(
    `SELECT lender_id, sum(amount_sen)::text AS amount FROM loan_fundings
      WHERE loan_id = $1 AND status = 'HELD' GROUP BY lender_id ORDER BY lender_id`,
    [loan.id],
  );
  const escrow = { kind: 'LOAN_ESCROW', ownerId: String(loan.id) } as const;
  const placed = fundings.reduce((sum, f) => sum + BigInt(f.amount), 0n);
  const placement: PostingLine[] = [
    ...fundings.map((f) => ({
      account: { kind: 'LENDER_ON_HOLD', ownerId: f.lender_id } as const,
      amountSen: -BigInt(f.amount),
    })),
    { account: escrow, amountSen: placed },
  ];
  await postEntry(q, {
    kind: 'PLACEMENT',
    reference: `loan:${loan.id}`,
    description: entryDescription('placement', { loan: loan.id }),
    idempotencyKey: `loan:${loan.id}:placement`,
    lines: placement,
    postedAt: at,
  });
  const fee = BigInt(row.fee_sen ?? '0');
  const payout = placed - fee;
  const lines: PostingLine[] = [
    { account: escrow, amountSen: -placed },
    { account: { kind: 'BANK_PAYOUT', ownerId: PLATFORM }, amountSen: payout },
    ...(fee > 0n
      ? [{ account: { kind: 'PLATFORM_FEE_INCOME', ownerId: PLATFORM } as const, amountSen: fee }]
      : []),
  ];
  const posted = await postEntry(q, {
    kind: 'BORROWER_INITIAL',
    reference: `loan:${loan.id}`,
    description: entryDescription('payout', {
      loan: loan.id,
      bank: row.bank_code,
      account: row.account_number,
    }),
    idempotencyKey: `loan:${loan.id}:payout`,
    lines,
    postedAt: at,
  });
  await q.query(`UPDATE loan_fundings SET status = 'LENT' WHERE loan_id = $1 AND status = 'HELD'`, [
    loan.id,
  ]);
  await q.query('UPDATE loan_disbursements SET payout_entry_id = $2 WHERE loan_id = $1', [
    loan.id,
    posted.entryId,
  ]);
}

/**
 * The status pass (with the withdrawals' and the funding windows' timer): every attempt still
 * waiting for the bank is asked about by its request uuid; one the bank never received is sent
 * again under the same uuid.
 */
export async function settleDisbursements(deps: Pick<ApiDeps, 'db' | 'bank' | 'now'>) {
  const waiting = await deps.db.query<{ loan_id: string; request_uuid: string }>(
    `SELECT loan_id::text AS loan_id, request_uuid::text AS request_uuid FROM loan_disbursements
      WHERE machine_state IN ('approved', 'settling') AND request_uuid IS NOT NULL`,
  );
  for (const { loan_id, request_uuid } of waiting) {
    const loanId = Number(loan_id);
    const answer = await deps.bank.payoutStatus(request_uuid, deps.now());
    // No answer now (outcome unknown, or refused): asked again at the next pass.
    if (!answer.ok) continue;
    if (answer.status === 'NOT_FOUND') await sendToBank(deps, loanId);
    else await applyBankAnswer(deps, loanId, request_uuid, answer.status, null);
  }
}

/**
 * The disbursements' share of the periodic pass (the funding poll's timer): loans whose
 * agreements are all signed are prepared, then payouts waiting for the bank are asked about.
 */
export async function disbursementPass(deps: Pick<ApiDeps, 'db' | 'bank' | 'now'>) {
  await prepareReadyDisbursements(deps.db);
  await settleDisbursements(deps);
}

const rupiah = (sen: string | null | undefined) => (sen ? fromSen(BigInt(sen)) : null);

/** Only the last four digits of an account number, for screens that need not show it whole. */
const masked = (accountNumber: string | null) =>
  accountNumber ? maskAccountNumber(accountNumber) : null;

/**
 * What staff see of a loan's disbursement, and its borrower without the lenders' identities:
 * lenders stay anonymous to the borrower (as in her loan's trail), so `lenderId` and `lenderName`
 * of the agreements still unsigned are null unless `staff`.
 */
export async function disbursementView(
  q: Queryable,
  loanId: number,
  { staff }: { staff: boolean },
) {
  const row = await findDisbursement(q, loanId);
  const awaiting = await fundingsAwaitingAgreement(q, loanId);
  const snapshot = row ? restoreDisbursement(row.machine_state, row.machine_context) : null;
  const [signed] = await q.query(
    `SELECT 1 FROM signing_documents d JOIN loans l ON l.id = d.loan_id
      WHERE d.kind = 'LOAN_AGREEMENT' AND d.loan_id = $1 AND d.signer_id = l.borrower_id
        AND d.machine_state = 'completed'`,
    [loanId],
  );
  return {
    state: row?.machine_state ?? null,
    stateLabel: snapshot ? disbursementLabel(snapshot) : null,
    borrowerSigned: signed !== undefined,
    // The bank holds the transfer (sent, or accepted and settling): its answer is awaited.
    waitingForBank: snapshot?.hasTag('transferring') ?? false,
    attempts: row?.machine_context.attempts ?? 0,
    failureCode: row?.machine_context.failureCode ?? null,
    bankReference: row?.bank_reference ?? null,
    requestUuid: row?.request_uuid ?? null,
    rail: row?.rail ?? null,
    railLabel: row?.rail ? (railLabels[row.rail as RailCode] ?? null) : null,
    bankCode: row?.bank_code ?? null,
    bankName: row?.bank_code ? (findBank(row.bank_code)?.name ?? null) : null,
    accountNumber: row?.account_number ?? null,
    accountNumberMasked: masked(row?.account_number ?? null),
    accountName: row?.account_name ?? null,
    escrowAmount: rupiah(row?.escrow_sen),
    adminFee: rupiah(row?.fee_sen),
    payoutAmount: rupiah(row?.payout_sen),
    approvedAt: row?.approved_at?.toISOString() ?? null,
    sentAt: row?.sent_at?.toISOString() ?? null,
    settledAt: row?.settled_at?.toISOString() ?? null,
    awaitingAgreements: awaiting.map((f) => ({
      fundingId: Number(f.funding_id),
      lenderId: staff ? f.lender_id : null,
      lenderName: staff ? f.lender_name : null,
      amount: f.amount,
    })),
  };
}
