// The marketplace's auditor: what must hold after any day of any workload, read straight from
// the database (the platform's own auditor, not a user of the API). The ledger's checks
// (sim/ledger-audit.ts: every entry balances, all accounts sum to zero, no wallet below zero,
// each account's journal lines add up to its balance, an idempotency key names one entry), and:
// no loan committed above its need; every loan's stage reached from DRAFT through the machine
// by its audit trail; every VA payment credited once; every lender paid their share of what the
// borrowers paid, less tax and fee, and nothing more; every signature recorded once and every
// loan moved by its signatures; and every payment the bank made (its books, sim/bank-books.ts)
// known to the platform once, settled, and booked once, and every VA, RDL and billing the bank
// holds known to the platform.
import type { Queryable } from '../api/db/db.ts';
import { loanMachine } from '../machines/loan/loan.machine.ts';
import { awaitsInvestmentSignature } from '../machines/signature/investment-agreement.rules.ts';
import type { BankBilling, BankPayout, BankRdl, BankVa } from './bank-books.ts';
import { type AuditFinding, auditLedger } from './ledger-audit.ts';

export type { AuditFinding };

export async function auditMarketplace(q: Queryable): Promise<AuditFinding[]> {
  return [
    ...(await auditLedger(q)),
    ...(await auditWallets(q)),
    ...(await auditFunding(q)),
    ...(await auditStages(q)),
    ...(await auditPayments(q)),
    ...(await auditLenderShares(q)),
    ...(await auditSignatures(q)),
  ];
}

/**
 * Every signature is recorded once, however often the provider's callback and the signer's
 * return told it: a document's machine hears `signing.completed` once, and only a document it
 * completed holds it, with its signed copy; one agreement (kind, signer, loan, piece) is signed
 * by one document. And a loan moves by its signatures: one prepared for disbursement has every
 * piece that waited for an investment agreement signed, one the borrower signed for has the
 * borrower's loan agreement signed — each step taken once. (Loans without any agreement sent for
 * signing — the demo's seeded ones, walked there without signing — are left out of that part.)
 */
export async function auditSignatures(q: Queryable): Promise<AuditFinding[]> {
  const findings: AuditFinding[] = [];
  const documents = await q.query<{
    id: string;
    state: string;
    completions: number;
    signed_file: string | null;
    signed_at: Date | null;
  }>(
    `SELECT d.id::text AS id, d.machine_state AS state, d.signed_file, d.signed_at,
            (SELECT count(*) FROM signing_document_events e
              WHERE e.document_id = d.id AND e.event = 'signing.completed')::int AS completions
       FROM signing_documents d`,
  );
  for (const d of documents) {
    const signed = d.state === 'completed';
    if (d.completions > 1) {
      findings.push(`signing document ${d.id}: its signature was recorded ${d.completions} times`);
    } else if (signed !== (d.completions === 1)) {
      findings.push(
        `signing document ${d.id} is ${d.state} with ${d.completions} signature(s) recorded`,
      );
    }
    if (signed && (!d.signed_file || !d.signed_at)) {
      findings.push(`signing document ${d.id} is signed without its signed copy`);
    }
  }
  const twice = await q.query<{ kind: string; signer_id: string; loan_id: string | null }>(
    `SELECT kind, signer_id::text AS signer_id, loan_id::text AS loan_id FROM signing_documents
      WHERE machine_state = 'completed'
      GROUP BY kind, signer_id, loan_id, funding_id HAVING count(*) > 1`,
  );
  for (const t of twice) {
    findings.push(`${t.kind} of ${t.signer_id} on loan #${t.loan_id} is signed by two documents`);
  }
  const steps = await q.query<{ loan_id: string; event: string; times: number }>(
    `SELECT loan_id::text AS loan_id, event, count(*)::int AS times FROM loan_events
      WHERE event IN ('disbursement.prepare', 'disbursement.sign')
        AND loan_id IN (SELECT loan_id FROM signing_documents WHERE loan_id IS NOT NULL)
      GROUP BY loan_id, event`,
  );
  const pieces = await q.query<{
    loan_id: string;
    funding_id: string;
    status: string;
    auto_lent: boolean;
    signed: boolean;
  }>(
    `SELECT f.loan_id::text AS loan_id, f.id::text AS funding_id, f.status,
            EXISTS (SELECT 1 FROM auto_lend_actions a WHERE a.funding_id = f.id) AS auto_lent,
            EXISTS (SELECT 1 FROM signing_documents d
                     WHERE d.kind = 'INVESTMENT_AGREEMENT' AND d.funding_id = f.id
                       AND d.signer_id = f.lender_id AND d.machine_state = 'completed') AS signed
       FROM loan_fundings f
      WHERE f.loan_id IN (SELECT loan_id FROM signing_documents WHERE loan_id IS NOT NULL)`,
  );
  const borrowerSigned = new Set(
    (
      await q.query<{ loan_id: string }>(
        `SELECT d.loan_id::text AS loan_id FROM signing_documents d JOIN loans l ON l.id = d.loan_id
          WHERE d.kind = 'LOAN_AGREEMENT' AND d.signer_id = l.borrower_id
            AND d.machine_state = 'completed'`,
      )
    ).map((r) => r.loan_id),
  );
  for (const step of steps) {
    if (step.times > 1) {
      findings.push(`loan #${step.loan_id} took ${step.event} ${step.times} times`);
    }
    if (step.event === 'disbursement.prepare') {
      // A piece lent since waited for its signature as a held one did.
      const unsigned = pieces.filter(
        (p) =>
          p.loan_id === step.loan_id &&
          p.status !== 'REFUNDED' &&
          awaitsInvestmentSignature({
            fundingStatus: 'HELD',
            autoLent: p.auto_lent,
            signed: p.signed,
          }),
      );
      for (const p of unsigned) {
        findings.push(
          `loan #${step.loan_id} was prepared for disbursement without piece ${p.funding_id}'s investment agreement signed`,
        );
      }
    }
    if (step.event === 'disbursement.sign' && !borrowerSigned.has(step.loan_id)) {
      findings.push(
        `loan #${step.loan_id} took the borrower's signature without their loan agreement signed`,
      );
    }
  }
  return findings;
}

/** The request uuids of the payments the platform holds now (before a run: the seeded ones). */
export async function payoutRequests(q: Queryable): Promise<Set<string>> {
  const rows = await q.query<{ uuid: string }>(
    `SELECT request_uuid::text AS uuid FROM withdrawals
     UNION SELECT request_uuid::text FROM loan_disbursements WHERE request_uuid IS NOT NULL`,
  );
  return new Set(rows.map((r) => r.uuid));
}

/** A payment in the bank's books, and the first day's audit that saw it. */
export type BookedPayout = { payout: BankPayout; seenOnDay: number };

/**
 * Each payment the bank made is one the platform knows — a withdrawal (out of a VA wallet or an
 * RDL) or a disbursement with its request uuid, of its amount — settled there once an audit
 * before this one saw it (a scheduled pass has asked the bank since; with `allSettled`, every
 * one), and booked once: to the payout account, or out of the mirrored RDL; and each the
 * platform settled, the bank made. A lost answer must leave neither a payment the platform missed
 * (or reversed: the lender paid twice) nor one made twice under a second uuid. With `holdings`,
 * the bank holds nothing the platform lost track of either (auditBankHoldings).
 */
export async function auditBankBooks(
  q: Queryable,
  books: readonly BookedPayout[],
  day: number,
  options: {
    allSettled?: boolean;
    /** Request uuids of payments made before the run (the demo's seeded ones): not its books'. */
    before?: ReadonlySet<string>;
    /** The VAs and RDLs the bank opened and its billings, as its books hold them. */
    holdings?: {
      vas: readonly BankVa[];
      rdls?: readonly BankRdl[];
      billings: readonly BankBilling[];
    };
  } = {},
): Promise<AuditFinding[]> {
  const findings: AuditFinding[] = [];
  const rows = await q.query<{
    kind: 'withdrawal' | 'disbursement';
    id: string;
    uuid: string;
    amount: string;
    owed: string;
    state: string;
    booked: string;
  }>(
    `SELECT 'withdrawal' AS kind, w.id::text AS id, w.request_uuid::text AS uuid,
            w.amount_sen::text AS amount, (w.amount_sen + w.fee_sen)::text AS owed,
            w.machine_state AS state,
            coalesce((SELECT sum(l.amount_sen) FROM ledger_entries e
                        JOIN ledger_lines l ON l.entry_id = e.id
                        JOIN ledger_accounts a ON a.id = l.account_id
                        AND a.kind = CASE WHEN w.from_rdl_account IS NULL THEN 'BANK_PAYOUT'
                                          ELSE 'RDL_AT_BANK' END
                       WHERE e.idempotency_key = 'withdrawal:' || w.id || ':settle'), 0)::text AS booked
       FROM withdrawals w
     UNION ALL
     SELECT 'disbursement', d.loan_id::text, d.request_uuid::text, d.payout_sen::text,
            d.payout_sen::text, d.machine_state,
            coalesce((SELECT sum(l.amount_sen) FROM ledger_entries e
                        JOIN ledger_lines l ON l.entry_id = e.id
                        JOIN ledger_accounts a ON a.id = l.account_id AND a.kind = 'BANK_PAYOUT'
                       WHERE e.idempotency_key = 'loan:' || d.loan_id || ':payout'), 0)::text
       FROM loan_disbursements d WHERE d.request_uuid IS NOT NULL`,
  );
  const ours = rows.filter((r) => !options.before?.has(r.uuid));
  const byUuid = new Map(ours.map((r) => [r.uuid, r]));
  const paid = new Map(books.map((b) => [b.payout.requestUuid, b]));
  const settledState = { withdrawal: 'settled', disbursement: 'successful' } as const;
  for (const { payout, seenOnDay } of books) {
    const row = byUuid.get(payout.requestUuid);
    const what = `the bank paid ${payout.amountSen} sen to ${payout.account} (request ${payout.requestUuid})`;
    if (!row) {
      findings.push(`${what}, which the platform does not know: a payment made twice?`);
      continue;
    }
    if (row.amount !== payout.amountSen) {
      findings.push(`${what} for ${row.kind} ${row.id} of ${row.amount} sen`);
    }
    const due = options.allSettled || seenOnDay < day;
    if (due && row.state !== settledState[row.kind]) {
      findings.push(`${what} for ${row.kind} ${row.id}, which the platform still has ${row.state}`);
    }
  }
  for (const row of ours) {
    const settled = row.state === settledState[row.kind];
    if (settled && !paid.has(row.uuid)) {
      findings.push(`${row.kind} ${row.id} is ${row.state}, but the bank never paid ${row.uuid}`);
    }
    if (row.booked !== (settled ? row.owed : '0')) {
      findings.push(
        `${row.kind} ${row.id} (${row.state}) booked ${row.booked} sen to the payout account, not ${settled ? row.owed : 0}`,
      );
    }
  }
  if (options.holdings) findings.push(...(await auditBankHoldings(q, options.holdings)));
  return findings;
}

/**
 * The bank holds no account the platform lost track of: each VA it opened is the account of the
 * wallet of the lender it was opened for, one VA a lender, and so is each RDL (the account the
 * RDL chain ends with); each billing it holds open is the billing of an installment (its trx_id,
 * and its VA once the platform has it) — so no transfer into a VA, an RDL or a bill the bank
 * takes is credited to nothing. A lost answer retried under a new uuid or trx_id would leave the
 * first one at the bank.
 */
export async function auditBankHoldings(
  q: Queryable,
  holdings: {
    vas: readonly BankVa[];
    rdls?: readonly BankRdl[];
    billings: readonly BankBilling[];
  },
): Promise<AuditFinding[]> {
  const findings: AuditFinding[] = [];
  const wallets = await q.query<{ lender_id: string; kind: string | null; account: string | null }>(
    `SELECT lender_id::text AS lender_id, machine_context ->> 'kind' AS kind,
            machine_context ->> 'accountNumber' AS account
       FROM lender_wallets`,
  );
  const walletOf = new Map(wallets.map((w) => [w.lender_id, w]));
  const opened: { kind: 'VA' | 'RDL'; lenderId: string; account: string }[] = [
    ...holdings.vas.map((va) => ({
      kind: 'VA' as const,
      lenderId: va.lenderId,
      account: va.virtualAccount,
    })),
    ...(holdings.rdls ?? []).map((rdl) => ({
      kind: 'RDL' as const,
      lenderId: rdl.lenderId,
      account: rdl.accountNumber,
    })),
  ];
  for (const kind of ['VA', 'RDL'] as const) {
    const accountsOf = new Map<string, Set<string>>();
    for (const a of opened.filter((o) => o.kind === kind)) {
      accountsOf.set(a.lenderId, (accountsOf.get(a.lenderId) ?? new Set()).add(a.account));
    }
    for (const [lenderId, accounts] of accountsOf) {
      const wallet = walletOf.get(lenderId);
      if (accounts.size > 1) {
        findings.push(
          `the bank opened ${accounts.size} ${kind}s for lender ${lenderId}: ${[...accounts].join(', ')}`,
        );
      }
      for (const account of accounts) {
        if (wallet?.kind !== kind || wallet.account !== account) {
          findings.push(
            `the bank holds ${kind} ${account} for lender ${lenderId}, whose wallet is ${wallet?.kind ?? 'none'} ${wallet?.account ?? '(no number)'}`,
          );
        }
      }
    }
  }
  const open = holdings.billings.filter((b) => b.state === 'OPEN');
  if (open.length === 0) return findings;
  const rows = await q.query<{ trx: string; va: string | null; id: string }>(
    `SELECT billing_trx_id AS trx, virtual_account AS va, id::text AS id FROM loan_installments
      WHERE billing_trx_id = ANY($1::text[])`,
    [open.map((b) => b.trxId)],
  );
  const installmentOf = new Map(rows.map((r) => [r.trx, r]));
  for (const billing of open) {
    const installment = installmentOf.get(billing.trxId);
    if (!installment) {
      findings.push(
        `the bank holds billing ${billing.trxId} open (VA ${billing.virtualAccount}), which no installment has`,
      );
    } else if (installment.va !== null && installment.va !== billing.virtualAccount) {
      findings.push(
        `installment ${installment.id} shows VA ${installment.va}, its billing ${billing.trxId} at the bank is VA ${billing.virtualAccount}`,
      );
    }
  }
  return findings;
}

/** No lender's wallet, active or on hold, is below zero, whatever its account's flag says. */
async function auditWallets(q: Queryable): Promise<AuditFinding[]> {
  const rows = await q.query<{ kind: string; owner_id: string; balance: string }>(
    `SELECT kind, owner_id, balance_sen::text AS balance FROM ledger_accounts
      WHERE kind IN ('LENDER_ACTIVE', 'LENDER_ON_HOLD', 'LOAN_ESCROW') AND balance_sen < 0`,
  );
  return rows.map((r) => `wallet ${r.kind}/${r.owner_id} is negative: ${r.balance}`);
}

/**
 * No loan is committed above its need: its fundings that still count (held or lent) sum to at
 * most its application value, and to exactly what its machine says it committed; a loan past
 * its funding has the whole of its need; the money on hold for each lender is their held pieces
 * and their cash-outs still pending at the bank.
 */
async function auditFunding(q: Queryable): Promise<AuditFinding[]> {
  const findings: AuditFinding[] = [];
  const loans = await q.query<{
    id: string;
    stage: string;
    need: string;
    committed: string;
    funded: string;
  }>(
    `SELECT l.id::text AS id, l.machine_state ->> 'stage' AS stage,
            (l.machine_context ->> 'applicationValue')::numeric(20, 2)::text AS need,
            coalesce(l.machine_context ->> 'commitment', '0') AS committed,
            (coalesce(sum(f.amount_sen) FILTER (WHERE f.status IN ('HELD', 'LENT')), 0) / 100.0)
              ::numeric(20, 2)::text AS funded
       FROM loans l LEFT JOIN loan_fundings f ON f.loan_id = l.id
      GROUP BY l.id`,
  );
  const sen = (rupiah: string) => BigInt(Math.round(Number(rupiah) * 100));
  const past = new Set([
    'FUNDING_COMPLETED',
    'DISBURSEMENT_READY',
    'DISBURSEMENT_READY_BORROWER',
    'DISBURSED',
    'LOAN_PERIOD',
    'REVIEW_PAID',
    'PAID',
    'CLOSED',
  ]);
  for (const loan of loans) {
    const need = sen(loan.need ?? '0');
    const funded = sen(loan.funded);
    if (funded > need) {
      findings.push(`loan #${loan.id} is funded ${loan.funded} above its need ${loan.need}`);
    }
    if (sen(loan.committed) !== funded) {
      findings.push(
        `loan #${loan.id}: its machine committed ${loan.committed}, its fundings hold ${loan.funded}`,
      );
    }
    if (past.has(loan.stage) && funded !== need) {
      findings.push(`loan #${loan.id} is ${loan.stage} with ${loan.funded} of ${loan.need}`);
    }
  }
  const holds = await q.query<{ lender: string; held: string; on_hold: string }>(
    `SELECT u.id::text AS lender,
            (coalesce((SELECT sum(amount_sen) FROM loan_fundings f
                        WHERE f.lender_id = u.id AND f.status = 'HELD'), 0)
             + coalesce((SELECT sum(amount_sen + fee_sen) FROM withdrawals w
                          WHERE w.lender_id = u.id AND w.machine_state IN ('requested', 'sent')), 0)
            )::text AS held,
            coalesce((SELECT balance_sen FROM ledger_accounts a
                       WHERE a.kind = 'LENDER_ON_HOLD' AND a.owner_id = u.id::text), 0)::text AS on_hold
       FROM users u WHERE u.role = 'lender'`,
  );
  for (const h of holds) {
    if (h.held !== h.on_hold) {
      findings.push(
        `lender ${h.lender}: on hold ${h.on_hold}, held fundings and pending cash-outs ${h.held}`,
      );
    }
  }
  return findings;
}

/** The machine's stage for the submission stage an audit row names. */
const machineStage = (submission: string, stages: Record<string, unknown>) =>
  submission in stages
    ? submission
    : submission.startsWith('APPROVED_')
      ? 'APPROVED_PRODUCT'
      : submission;

/**
 * Each loan's audit trail, read in order, starts at its creation in DRAFT and walks the
 * machine: every row leaves the stage the one before reached, by a transition the machine has
 * (or, for a row that stays, an event the machine knows); the last reaches the loan's stage.
 */
async function auditStages(q: Queryable): Promise<AuditFinding[]> {
  const findings: AuditFinding[] = [];
  const stageNode = loanMachine.root.states.stage;
  if (!stageNode) return ['the loan machine has no stage region'];
  const stages = stageNode.states;
  const known = new Set<string>();
  const visit = (node: typeof stageNode) => {
    for (const event of node.transitions.keys()) known.add(event);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(loanMachine.root);
  const rows = await q.query<{
    loan_id: string;
    event: string;
    from_stage: string | null;
    to_stage: string;
    current: string;
  }>(
    `SELECT e.loan_id::text AS loan_id, e.event, e.from_stage, e.to_stage,
            l.machine_state ->> 'stage' AS current
       FROM loan_events e JOIN loans l ON l.id = e.loan_id
      ORDER BY e.loan_id, e.id`,
  );
  let loan: string | null = null;
  let at: string | null = null;
  let current = '';
  const finish = () => {
    if (loan !== null && at !== current) {
      findings.push(`loan #${loan}: its trail ends in ${at}, the loan is ${current}`);
    }
  };
  for (const row of rows) {
    if (row.loan_id !== loan) {
      finish();
      loan = row.loan_id;
      current = row.current;
      at = null;
      if (row.event !== 'loan.create' || row.from_stage !== null || row.to_stage !== 'DRAFT') {
        findings.push(`loan #${loan}: its trail does not begin with its creation in DRAFT`);
      }
      at = machineStage(row.to_stage, stages);
      continue;
    }
    const from = row.from_stage === null ? null : machineStage(row.from_stage, stages);
    const to = machineStage(row.to_stage, stages);
    if (from !== at) {
      findings.push(`loan #${loan}: ${row.event} leaves ${from} but the trail was in ${at}`);
    }
    const transitions = from ? stages[from]?.transitions.get(row.event) : undefined;
    const reaches = (transitions ?? []).some((t) =>
      (t.target ?? []).some((target) => target.key === to),
    );
    if (!reaches && !(from === to && known.has(row.event))) {
      findings.push(`loan #${loan}: the machine has no ${row.event} from ${from} to ${to}`);
    }
    at = to;
  }
  finish();
  return findings;
}

/**
 * Every confirmed payment is credited once: its journal entries take from the bank exactly
 * its amount (no fewer, no more) less what of it was carried to later installments (CARRIED
 * payments naming it, each booked on its own), a payment_ntb names one payment, and no
 * installment is paid beyond what it owes.
 */
async function auditPayments(q: Queryable): Promise<AuditFinding[]> {
  const findings: AuditFinding[] = [];
  const payments = await q.query<{ id: string; amount: string; booked: string; entries: number }>(
    `SELECT p.id::text AS id,
            (p.amount_sen - coalesce((SELECT sum(c.amount_sen) FROM loan_payments c
                                       WHERE c.carried_from = p.id), 0))::text AS amount,
            coalesce(-sum(l.amount_sen), 0)::text AS booked, count(DISTINCT e.id)::int AS entries
       FROM loan_payments p
       LEFT JOIN ledger_entries e ON e.idempotency_key IN (
         'repayment:' || p.id || ':principal', 'repayment:' || p.id || ':income',
         'repayment:' || p.id || ':excess')
       LEFT JOIN ledger_lines l ON l.entry_id = e.id
       LEFT JOIN ledger_accounts a ON a.id = l.account_id AND a.kind = 'BANK_VA_SETTLEMENT'
      WHERE p.status = 'CONFIRMED' AND (a.id IS NOT NULL OR l.id IS NULL)
      GROUP BY p.id`,
  );
  for (const p of payments) {
    if (p.amount !== p.booked) {
      findings.push(`payment ${p.id} of ${p.amount} was credited ${p.booked}`);
    }
  }
  const unconfirmedBooked = await q.query<{ id: string }>(
    `SELECT p.id::text AS id FROM loan_payments p
      WHERE p.status <> 'CONFIRMED' AND EXISTS (
        SELECT 1 FROM ledger_entries e WHERE e.idempotency_key LIKE 'repayment:' || p.id || ':%')`,
  );
  for (const p of unconfirmedBooked) findings.push(`payment ${p.id} is booked but not confirmed`);
  const twice = await q.query<{ ntb: string }>(
    `SELECT payment_ntb AS ntb FROM loan_payments WHERE payment_ntb IS NOT NULL
      GROUP BY payment_ntb HAVING count(*) > 1`,
  );
  for (const t of twice) findings.push(`payment_ntb ${t.ntb} was credited more than once`);
  const overpaid = await q.query<{ id: string }>(
    `SELECT id::text AS id FROM loan_installments
      WHERE principal_paid_sen > principal_sen OR interest_paid_sen > interest_sen`,
  );
  for (const i of overpaid) findings.push(`installment ${i.id} is paid beyond what it owes`);
  return findings;
}

/**
 * Each lender received, on each loan, their share of what its borrower paid: their principal
 * is their pro-rata part of the principal paid (a sen per payment either way for rounding),
 * their interest likewise, the tax and fee taken from it are at most that interest; and what
 * all of a loan's lenders received is exactly what was paid less the tax and fee withheld.
 */
async function auditLenderShares(q: Queryable): Promise<AuditFinding[]> {
  const findings: AuditFinding[] = [];
  const rows = await q.query<{
    loan_id: string;
    lender_id: string;
    placed: string;
    loan_placed: string;
    principal_paid: string;
    income_paid: string;
    payments: number;
    principal_got: string;
    income_got: string;
    withheld: string;
  }>(
    `WITH placed AS (
       SELECT loan_id, lender_id, sum(amount_sen) AS placed FROM loan_fundings
        WHERE status = 'LENT' GROUP BY loan_id, lender_id),
     paid AS (
       SELECT loan_id, sum(principal_sen) AS principal, sum(interest_sen + late_charge_sen) AS income,
              count(*) AS payments
         FROM loan_payments WHERE status = 'CONFIRMED' GROUP BY loan_id),
     got AS (
       SELECT split_part(e.reference, ':', 2)::bigint AS loan_id, a.owner_id AS lender_id,
              sum(l.amount_sen) FILTER (WHERE e.idempotency_key LIKE '%:principal') AS principal,
              sum(l.amount_sen) FILTER (WHERE e.idempotency_key LIKE '%:income') AS income,
              -sum(l.amount_sen) FILTER (WHERE e.idempotency_key LIKE '%:tax'
                                             OR e.idempotency_key LIKE '%:fee') AS withheld
         FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
         JOIN ledger_accounts a ON a.id = l.account_id AND a.kind = 'LENDER_ACTIVE'
        WHERE e.reference LIKE 'loan:%:installment:%' AND e.idempotency_key LIKE 'repayment:%'
        GROUP BY 1, 2)
     SELECT p.loan_id::text AS loan_id, p.lender_id::text AS lender_id, p.placed::text AS placed,
            (SELECT sum(placed) FROM placed o WHERE o.loan_id = p.loan_id)::text AS loan_placed,
            coalesce(paid.principal, 0)::text AS principal_paid,
            coalesce(paid.income, 0)::text AS income_paid, coalesce(paid.payments, 0)::int AS payments,
            coalesce(got.principal, 0)::text AS principal_got, coalesce(got.income, 0)::text AS income_got,
            coalesce(got.withheld, 0)::text AS withheld
       FROM placed p LEFT JOIN paid ON paid.loan_id = p.loan_id
       LEFT JOIN got ON got.loan_id = p.loan_id AND got.lender_id = p.lender_id::text
      ORDER BY p.loan_id, p.lender_id`,
  );
  const totals = new Map<string, { paid: bigint; got: bigint }>();
  for (const r of rows) {
    const placed = BigInt(r.placed);
    const loanPlaced = BigInt(r.loan_placed);
    const slack = BigInt(r.payments);
    const within = (got: bigint, of: bigint) => {
      const fair = (of * placed) / loanPlaced;
      return got >= fair - slack && got <= fair + slack;
    };
    const name = `lender ${r.lender_id} on loan #${r.loan_id}`;
    const principalGot = BigInt(r.principal_got);
    const incomeGot = BigInt(r.income_got);
    const withheld = BigInt(r.withheld);
    if (!within(principalGot, BigInt(r.principal_paid))) {
      findings.push(`${name} received principal ${principalGot} of ${r.principal_paid} paid`);
    }
    if (!within(incomeGot, BigInt(r.income_paid))) {
      findings.push(`${name} received interest ${incomeGot} of ${r.income_paid} paid`);
    }
    if (withheld < 0n || withheld > incomeGot) {
      findings.push(`${name}: ${withheld} withheld from interest of ${incomeGot}`);
    }
    const total = totals.get(r.loan_id) ?? {
      paid: BigInt(r.principal_paid) + BigInt(r.income_paid),
      got: 0n,
    };
    total.got += principalGot + incomeGot;
    totals.set(r.loan_id, total);
  }
  for (const [loanId, total] of totals) {
    if (total.got !== total.paid) {
      findings.push(`loan #${loanId}: its lenders received ${total.got} of ${total.paid} paid`);
    }
  }
  const withheldTotal = await q.query<{ kind: string; lenders: string; platform: string }>(
    `SELECT k.kind,
            coalesce((SELECT -sum(l.amount_sen) FROM ledger_lines l
                        JOIN ledger_entries e ON e.id = l.entry_id
                        JOIN ledger_accounts a ON a.id = l.account_id
                       WHERE a.kind = 'LENDER_ACTIVE' AND e.idempotency_key LIKE 'repayment:%:' || k.suffix),
                     0)::text AS lenders,
            coalesce((SELECT -sum(l.amount_sen) FROM ledger_lines l
                        JOIN ledger_entries e ON e.id = l.entry_id
                        JOIN ledger_accounts a ON a.id = l.account_id
                       WHERE a.kind = k.kind AND e.idempotency_key LIKE 'repayment:%:' || k.suffix),
                     0)::text AS platform
       FROM (VALUES ('TAX_PAYABLE', 'tax'), ('PLATFORM_FEE_INCOME', 'fee')) AS k (kind, suffix)`,
  );
  for (const w of withheldTotal) {
    if (BigInt(w.lenders) !== -BigInt(w.platform)) {
      findings.push(
        `${w.kind}: lenders gave ${w.lenders}, the platform took ${-BigInt(w.platform)}`,
      );
    }
  }
  return findings;
}

/**
 * A request in flight when the product was killed, what it leaves in the database when it
 * happened, and whether the simulator found it happened — from the answer to the request sent
 * again when that was safe, or else by reading back from the product (null: no answer either way).
 */
export type InFlight = {
  day: number;
  request: string;
  happened: boolean | null;
  effect:
    | { kind: 'funding'; idempotencyKey: string }
    | { kind: 'cashOut'; idempotencyKey: string }
    | { kind: 'vaPayment'; paymentNtb: string }
    | { kind: 'reportedTransfer'; note: string }
    | { kind: 'review'; paymentId: number; status: 'CONFIRMED' | 'REJECTED' }
    /** An RDL deposit, read back as the lender's active balance before and after (sen). */
    | { kind: 'rdlDeposit'; amountSen: bigint; movedSen: bigint }
    /** A loan applied for, named by its purpose (the simulator makes each one its own). */
    | { kind: 'application'; purpose: string }
    /** A step of a loan's application (its submission, staff's decisions), read back from its trail. */
    | { kind: 'loanStep'; loanId: number; event: string }
    /** A signature (the investment agreement of a funding, or the loan agreement): once at most. */
    | { kind: 'signature'; loanId: number; fundingId: number | null };
};

/**
 * Every operation in flight at a kill finished exactly once or not at all: what it leaves is in
 * the database once when the simulator found it happened, not at all when it found it did not,
 * never twice. A funding or cash-out sent again under another key (a client's bug, as a test
 * writes it: the key, a colon and more) counts against the operation's own key.
 */
export async function auditInFlight(q: Queryable, inFlight: InFlight[]): Promise<AuditFinding[]> {
  const findings: AuditFinding[] = [];
  for (const op of inFlight) {
    const times = await timesApplied(q, op.effect);
    const name = `${op.request} in flight at the kill on day ${op.day}`;
    if (times < 0 && op.effect.kind === 'rdlDeposit') {
      findings.push(`${name} moved the balance by ${op.effect.movedSen} sen, not 0 or its amount`);
    } else if (times > 1) findings.push(`${name} was applied ${times} times`);
    else if (op.happened !== null && times !== (op.happened ? 1 : 0)) {
      findings.push(
        `${name}: the product said it ${op.happened ? 'happened' : 'did not happen'}, the database holds it ${times} times`,
      );
    }
  }
  return findings;
}

async function timesApplied(q: Queryable, effect: InFlight['effect']): Promise<number> {
  const count = async (sql: string, params: unknown[]) =>
    Number((await q.query<{ n: string }>(sql, params))[0]?.n ?? 0);
  switch (effect.kind) {
    case 'funding':
      return count(
        `SELECT count(*)::text AS n FROM loan_fundings
          WHERE idempotency_key = $1 OR left(idempotency_key, length($1) + 1) = $1 || ':'`,
        [effect.idempotencyKey],
      );
    case 'cashOut':
      return count(
        `SELECT count(*)::text AS n FROM withdrawals
          WHERE idempotency_key = $1 OR left(idempotency_key, length($1) + 1) = $1 || ':'`,
        [effect.idempotencyKey],
      );
    case 'vaPayment':
      return count(
        `SELECT ((SELECT count(*) FROM ledger_entries WHERE idempotency_key = 'va-payment:' || $1)
                + (SELECT count(*) FROM loan_payments WHERE payment_ntb = $1))::text AS n`,
        [effect.paymentNtb],
      );
    case 'reportedTransfer':
      return count(
        "SELECT count(*)::text AS n FROM loan_payments WHERE source = 'TRANSFER' AND note = $1",
        [effect.note],
      );
    case 'review':
      return count('SELECT count(*)::text AS n FROM loan_payments WHERE id = $1 AND status = $2', [
        effect.paymentId,
        effect.status,
      ]);
    case 'application':
      return count('SELECT count(*)::text AS n FROM loans WHERE genpurpose = $1', [effect.purpose]);
    case 'loanStep':
      return count(
        'SELECT count(*)::text AS n FROM loan_events WHERE loan_id = $1 AND event = $2',
        [effect.loanId, effect.event],
      );
    case 'signature':
      return count(
        `SELECT count(*)::text AS n FROM signing_documents
          WHERE machine_state = 'completed' AND loan_id = $1
            AND kind = $2 AND funding_id IS NOT DISTINCT FROM $3`,
        [
          effect.loanId,
          effect.fundingId === null ? 'LOAN_AGREEMENT' : 'INVESTMENT_AGREEMENT',
          effect.fundingId,
        ],
      );
    case 'rdlDeposit':
      // Read back through the API: the balance moved by the amount, or not at all.
      if (effect.amountSen > 0n && effect.movedSen % effect.amountSen === 0n) {
        return Number(effect.movedSen / effect.amountSen);
      }
      return -1;
  }
}
