// Loans open for funding and lenders with money, for the funding tests: every loan step goes
// through the product's own calls, as people would make them; lenders beyond the demo ones are
// made as the demo seed makes its people (a user, validated profile sections, a top-up posted
// through the ledger's one writer).
import { randomUUID } from 'node:crypto';
import { insertUser } from '../../api/accounts/users.ts';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { postEntry } from '../../api/ledger/post-entry.ts';
import { PLATFORM, transferLines } from '../../machines/ledger/ledger.rules.ts';
import { applicationCalls, isoDateInDays, productIdByCode } from './application.ts';
import { validAddress, validJobs, validPersonal } from './profiles.ts';
import { loginAs, rest, type TestProduct } from './test-product.ts';

export type Staff = { borrower: string; admin: string; director: string };

export async function staffTokens(product: TestProduct): Promise<Staff> {
  const [borrower, admin, director] = await Promise.all([
    loginAs(product, 'borrower@lumbung.test'),
    loginAs(product, 'admin@lumbung.test'),
    loginAs(product, 'director@lumbung.test'),
  ]);
  return { borrower, admin, director };
}

export type LoanTerms = {
  product?: string;
  value?: string;
  riskRating?: string;
  interest?: string;
  periodDays?: number;
  /** Whole rupiah; adminFeeFor(value, periodDays) unless given. */
  adminFee?: string;
  /** Days from the product's clock to the funding window's start and end. */
  startInDays?: number;
  endInDays?: number;
  /** Collateral fields other than the builder's (bailOf). */
  bail?: Record<string, unknown>;
};

/**
 * How far a new application is taken, in the order its lifecycle passes them: approved by the
 * director, waiting for its offer (APPROVAL_LOAN_DIR); the offer waiting for the borrower
 * (APPROVAL_BORROWER); accepted (APPROVED_BORROWER); opened for funding by staff (PROCESS).
 */
export type LoanStop = 'APPROVAL_LOAN_DIR' | 'APPROVAL_BORROWER' | 'APPROVED_BORROWER' | 'PROCESS';

/**
 * A new application of the demo borrower taken to `stop` through the product's own calls. PF's
 * interest range is 12–18%: grade C (MEDIUM) is 14.40–15.60.
 */
export async function loanAt(
  product: TestProduct,
  tokens: Staff,
  stop: LoanStop,
  terms: LoanTerms = {},
): Promise<number> {
  const calls = applicationCalls(product);
  const value = terms.value ?? '10000000';
  const periodDays = terms.periodDays ?? 90;
  const id = await calls.create(tokens.borrower, {
    productId: await productIdByCode(product, terms.product ?? 'PF'),
    value,
    requiredDate: isoDateInDays(product, 30),
  });
  await calls.complete(tokens.borrower, id, { bail: terms.bail });
  await calls.submit(tokens.borrower, id);
  await calls.review(tokens, id, terms.riskRating ?? 'MEDIUM');
  if (stop === 'APPROVAL_LOAN_DIR') return id;
  await calls.offer(tokens.admin, id, {
    interestPercent: terms.interest ?? '15',
    periodDays,
    // 1% of the amount per 90 days: 0.011% a day, which with the interest stays well within
    // OJK's cap on the economic benefit per day (machines/regulation/ojk-limits.ts).
    adminFee: terms.adminFee ?? adminFeeFor(value, periodDays),
    paymentType: 'INSTALLMENT',
    fundingStart: isoDateInDays(product, terms.startInDays ?? 5),
    fundingEnd: isoDateInDays(product, terms.endInDays ?? 20),
  });
  if (stop === 'APPROVAL_BORROWER') return id;
  await calls.accept(tokens.borrower, id);
  if (stop === 'APPROVED_BORROWER') return id;
  await calls.openFunding(tokens.admin, id);
  return id;
}

/**
 * A new application taken through review, the offer and the borrower's acceptance, then opened
 * for funding by staff (PROCESS).
 */
export function loanOpenForFunding(
  product: TestProduct,
  tokens: Staff,
  terms: LoanTerms = {},
): Promise<number> {
  return loanAt(product, tokens, 'PROCESS', terms);
}

/** The same, stopped when the borrower accepted the offer (APPROVED_BORROWER). */
export function acceptedLoan(
  product: TestProduct,
  tokens: Staff,
  terms: LoanTerms = {},
): Promise<number> {
  return loanAt(product, tokens, 'APPROVED_BORROWER', terms);
}

/** The admin fee these offers carry: 1% of the amount per 90 days of the period, whole rupiah. */
export const adminFeeFor = (value: string, periodDays: number): string =>
  String(Math.floor((Number(value) * periodDays) / 9000));

export type TestLender = { userId: string; email: string; token: string };

/**
 * Lenders whose data staff validated, each with `balanceSen` in their active balance (a VA
 * top-up, posted as the bank's callback posts it).
 */
export async function validatedLenders(
  product: TestProduct,
  count: number,
  balanceSen: bigint,
  options: {
    validated?: boolean;
    /**
     * OJK's lender categories (issue 21): the yearly income each declares. By default Rp 100
     * billion (a professional lender: 20%, far above any test's sums); null declares nothing.
     */
    yearlyIncome?: string | null;
    /** A company lender (no income share). */
    company?: boolean;
    /**
     * A person's sections hold real data — identity, KTP address, job (profiles.ts' valid
     * ones) — as the bank's RDL registration reads them; otherwise the sections are empty.
     */
    identity?: boolean;
    /** The lender agreement signed (POJK 10/2022: no funding without it); true by default. */
    agreementSigned?: boolean;
  } = {},
): Promise<TestLender[]> {
  const lenders: TestLender[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `lender-${randomUUID().slice(0, 8)}@lumbung.test`;
    const user = await insertUser(product.db, {
      email,
      fullName: 'Pemberi Dana Uji',
      role: 'lender',
      isPersonal: options.company !== true,
      password: DEMO_PASSWORD,
      active: true,
    });
    const status = options.validated === false ? 'SUBMITTED' : 'VALIDATED';
    const sections =
      options.company === true
        ? ['company', 'companyAddress', 'bank', 'document']
        : ['personal', 'addressKtp', 'jobs', 'familyReference', 'bank', 'document'];
    const identity: Record<string, object> = options.identity
      ? { personal: validPersonal('Pemberi Dana Uji'), addressKtp: validAddress, jobs: validJobs }
      : { personal: { maritalstatus: 'BELUM_KAWIN' } };
    for (const section of sections) {
      await product.db.query(
        `INSERT INTO profile_sections (user_id, section, data, status, submitted_at)
         VALUES ($1, $2, $3::jsonb, $4, now())`,
        [user.id, section, JSON.stringify(identity[section] ?? {}), status],
      );
    }
    const yearly = options.yearlyIncome === undefined ? '100000000000' : options.yearlyIncome;
    if (yearly !== null && options.company !== true) {
      await product.db.query(
        `UPDATE users SET declared_yearly_income_sen = $2::bigint * 100, income_declared_at = now()
          WHERE id = $1`,
        [user.id, yearly],
      );
    }
    if (options.agreementSigned !== false) await recordSignedLenderAgreement(product, user.id);
    if (balanceSen > 0n) await topUp(product, user.id, balanceSen);
    lenders.push({ userId: user.id, email, token: await loginAs(product, email) });
  }
  return lenders;
}

/**
 * The lender agreement as the signature provider left it once signed: the document's record, its
 * machine completed (how api/signing/signing-service.ts keeps it). Signing it through the built-in
 * provider's pages is tested on its own (signing.api, lender-agreement.browser).
 */
export async function recordSignedLenderAgreement(product: TestProduct, lenderId: string) {
  const id = randomUUID();
  await product.db.query(
    `INSERT INTO signing_documents (id, kind, signer_id, provider, provider_ref, machine_state,
       machine_context, title, signed_at)
     VALUES ($1, 'LENDER_AGREEMENT', $2, 'local', $3, 'completed', $4::jsonb,
       'Perjanjian pemberi dana', now())`,
    [
      id,
      lenderId,
      `test-${id}`,
      JSON.stringify({ provider: 'local', documentId: id, signerId: lenderId, message: 'SIGNED' }),
    ],
  );
}

export async function topUp(product: TestProduct, lenderId: string, sen: bigint) {
  await product.db.tx((q) =>
    postEntry(q, {
      kind: 'PLACEMENT',
      reference: `test:${lenderId}`,
      description: 'Top-up (test)',
      idempotencyKey: `test-top-up:${randomUUID()}`,
      lines: transferLines(
        { kind: 'BANK_VA_SETTLEMENT', ownerId: PLATFORM },
        { kind: 'LENDER_ACTIVE', ownerId: lenderId },
        sen,
      ),
    }),
  );
}

export async function balanceOf(product: TestProduct, lenderId: string) {
  const rows = await product.db.query<{ kind: string; balance: string }>(
    `SELECT kind, balance_sen::text AS balance FROM ledger_accounts
      WHERE owner_id = $1 AND kind IN ('LENDER_ACTIVE', 'LENDER_ON_HOLD')`,
    [lenderId],
  );
  const of = (kind: string) => BigInt(rows.find((r) => r.kind === kind)?.balance ?? '0');
  return { active: of('LENDER_ACTIVE'), onHold: of('LENDER_ON_HOLD') };
}

export const fund = (
  product: TestProduct,
  token: string,
  loanId: number,
  amount: string,
  key?: string,
) =>
  rest(product, 'POST', `/loan/${loanId}/fund`, {
    token,
    body: { amount },
    // One key per funding, as every client sends (the API requires it); a retry passes its own.
    headers: { 'idempotency-key': key ?? randomUUID() },
  });

export async function stageOf(product: TestProduct, loanId: number) {
  const [row] = await product.db.query<{ stage: string; commitment: string }>(
    `SELECT machine_state ->> 'stage' AS stage, machine_context ->> 'commitment' AS commitment
       FROM loans WHERE id = $1`,
    [loanId],
  );
  return row;
}

/** The platform outstanding (rupiah) at or under which OJK's share limit is not enforced. */
export async function setConcentrationFloor(product: TestProduct, rupiah: string) {
  await product.db.query(
    "UPDATE platform_settings SET value = $1, updated_at = now() WHERE name = 'LENDER_CONCENTRATION_FLOOR'",
    [rupiah],
  );
}
