// Repayment through the product's own calls (issue 19): a disbursed loan's schedule becomes its
// installments; the borrower pays a bill into its closed VA billing (the bank's callback credits
// it once, however many times it comes), the lenders receive their share less tax and fee; a
// reported payment waits for staff; a late installment accrues exactly one day's charge per day;
// the last bill pays the loan off and it closes after the settling period.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import { repaymentPass } from '../../api/repayment/daily-pass.ts';
import { DEFAULT_REPAYMENT_SETTINGS } from '../../api/repayment/settings.ts';
import { companyAlias } from '../../machines/shared/alias.ts';
import { fromSen } from '../../machines/shared/money.ts';
import { tableDigests } from '../support/db-digest.ts';
import { borrowerSigns, loanInPeriod } from '../support/disbursement.ts';
import {
  fund,
  loanOpenForFunding,
  type Staff,
  staffTokens,
  stageOf,
  type TestLender,
  validatedLenders,
} from '../support/funding.ts';
import { auditLedger } from '../support/ledger-audit.ts';
import { payNextBillByVa } from '../support/repayment.ts';
import { signWithLocalProvider } from '../support/signing.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

const bank = localPartnerBank();
let product: TestProduct;
let tokens: Staff;

beforeAll(async () => {
  product = await startTestProduct({ bank });
  tokens = await staffTokens(product);
});
afterAll(() => product.close());

const passDeps = () => ({
  db: product.db,
  bank,
  now: () => product.clock.now,
  repayment: DEFAULT_REPAYMENT_SETTINGS,
});

async function balance(kind: string, ownerId: string) {
  const [row] = await product.db.query<{ balance: string }>(
    'SELECT balance_sen::text AS balance FROM ledger_accounts WHERE kind = $1 AND owner_id = $2',
    [kind, ownerId],
  );
  return BigInt(row?.balance ?? '0');
}

type Installment = {
  id: number;
  number: number;
  duedate: string;
  principal: string;
  interest: string;
  payamount: string;
  latecharge: string;
  status: string;
  arrears: string;
  quality: string;
  arrearslabel: { id: string; en: string };
  virtualaccount: string | null;
  billingamount: string | null;
};

async function schedule(loanId: number, token = tokens.borrower) {
  const answer = await rest(product, 'GET', `/loan/${loanId}/repayment`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as {
    installments: Installment[];
    totalpaid: string;
    totallatecharge: string;
  };
}

/** The loan's late-charge accrual entries in the journal (each day's, each payment's). */
async function accruals(loanId: number) {
  return product.db.query<{ key: string }>(
    `SELECT idempotency_key AS key FROM ledger_entries
      WHERE kind = 'LATE_CHARGE_ACCRUAL' AND reference LIKE $1 ORDER BY id`,
    [`loan:${loanId}:installment:%`],
  );
}

/** The mutation rows a user sees for this loan. */
async function mutationRows(role: 'lender' | 'borrower', token: string, loanId: number) {
  const answer = await rest(product, 'GET', `/${role}/transaction`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as { data: { type: string; description: string }[] }).data.filter((r) =>
    r.description.includes(`#${loanId}`),
  );
}

const sen = (rupiah: string) => BigInt(rupiah.replace('.', ''));
/** The calendar day in WIB (the daily pass's day). */
const wibDay = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** The product's clock moves on; sessions are signed again (a token lives two hours). */
async function daysLater(days: number) {
  product.clock.now = new Date(product.clock.now.getTime() + days * 86_400_000);
  tokens = await staffTokens(product);
}

describe('repayment', () => {
  it('turns the agreed schedule into installments and credits a VA payment once, shared less tax and fee', async () => {
    const { loanId, lender } = await loanInPeriod(product, tokens, '3000000', { periodDays: 90 });
    const { installments } = await schedule(loanId);
    expect(installments.length).toBeGreaterThan(0);
    const principal = installments.reduce((sum, i) => sum + sen(i.principal), 0n);
    expect(principal).toBe(300000000n);
    expect(installments.every((i) => i.status === 'UNPAID' && i.arrears === 'current')).toBe(true);

    // The borrower asks to pay: a closed VA billing for exactly what is owed.
    const bill = await rest(product, 'PUT', `/loan/${loanId}/pay`, { token: tokens.borrower });
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    const first = bill.body.data as Installment & { instructions: { id: string[] } };
    expect(first.number).toBe(1);
    expect(first.virtualaccount).toMatch(/^\d{16}$/);
    expect(first.billingamount).toBe(first.payamount);
    expect(first.instructions.id.length).toBeGreaterThan(0);

    // Somebody else's loan: not theirs to pay.
    const other = await rest(product, 'PUT', `/loan/${loanId}/pay`, { token: lender.token });
    expect(other.status).toBe(403);

    const lenderBefore = await balance('LENDER_ACTIVE', lender.userId);
    const taxBefore = await balance('TAX_PAYABLE', '');
    const feeBefore = await balance('PLATFORM_FEE_INCOME', '');
    const bankBefore = await balance('BANK_VA_SETTLEMENT', '');

    // The bank calls back 20 times at once with the same payment: credited once.
    const sealed = bank.sealVaPayment?.({
      virtualAccount: first.virtualaccount ?? '',
      amountRupiah: sen(first.payamount) / 100n,
      customerName: 'Borrower',
      now: product.clock.now,
    });
    if (!sealed) throw new Error('the built-in bank seals payments');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        rest(product, 'POST', '/bank/va/callback', { body: sealed.body }),
      ),
    );
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers[0]?.body),
    ).toEqual(Array(20).fill(200));
    const [{ n }] = (await product.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM loan_payments WHERE payment_ntb = $1',
      [sealed.paymentNtb],
    )) as [{ n: number }];
    expect(n).toBe(1);

    const after = await schedule(loanId);
    const paid = after.installments[0] as Installment;
    expect(paid.status).toBe('PAID');
    expect(paid.virtualaccount).toBeNull();
    expect((await stageOf(product, loanId))?.stage).toBe('LOAN_PERIOD');

    // The money: what the bank received = the lender's net + tax + fee, exactly.
    const received = bankBefore - (await balance('BANK_VA_SETTLEMENT', ''));
    expect(received).toBe(sen(first.payamount));
    const lenderGot = (await balance('LENDER_ACTIVE', lender.userId)) - lenderBefore;
    const tax = (await balance('TAX_PAYABLE', '')) - taxBefore;
    const fee = (await balance('PLATFORM_FEE_INCOME', '')) - feeBefore;
    expect(lenderGot + tax + fee).toBe(received);
    // PPh 23 (15%) and the 5% fee on the interest of this installment, rounded down to the sen.
    const interest = sen(first.interest);
    expect(tax).toBe((interest * 15n) / 100n);
    expect(fee).toBe((interest * 5n) / 100n);

    // Her portfolio: what is lent out and not yet repaid is the loan less this principal, the
    // same figure her OJK limits count (both once money is out, nothing on hold).
    const summary = await rest(product, 'GET', '/loan/my-portofolio/summary', {
      token: lender.token,
    });
    const limits = await rest(product, 'GET', '/lender/funding-limits', { token: lender.token });
    expect(summary.body.data).toMatchObject({
      invested: '3000000.00',
      receivedprincipal: first.principal,
      outstanding: fromSen(3_000_000_00n - sen(first.principal)),
    });
    expect((limits.body.data as { outstanding: string }).outstanding).toBe(
      (summary.body.data as { outstanding: string }).outstanding,
    );

    // The lender's mutations show the principal, the interest, the tax and the fee apart.
    const mutations = await rest(product, 'GET', '/lender/transaction', { token: lender.token });
    expect(mutations.status, JSON.stringify(mutations.body)).toBe(200);
    const rows = (
      mutations.body.data as {
        data: { type: string; description: string; credit: string; debit: string }[];
      }
    ).data.filter((r) => r.description.includes(`pinjaman #${loanId}`));
    const row = (start: string) => rows.find((r) => r.description.startsWith(start));
    expect(row('Pokok cicilan 1')).toMatchObject({
      type: 'LOAN_REPAYMENT',
      credit: first.principal,
    });
    expect(row('Bunga dan denda cicilan 1')).toMatchObject({
      type: 'INTEREST_FINE',
      credit: first.interest,
    });
    expect(sen(row('PPh 23/26')?.debit ?? '0')).toBe(tax);
    expect(sen(row('Biaya layanan')?.debit ?? '0')).toBe(fee);
  });

  it('holds a reported payment for staff, who confirm or reject it', async () => {
    const { loanId } = await loanInPeriod(product, tokens, '2000000', { periodDays: 60 });
    const { installments } = await schedule(loanId);
    const first = installments[0] as Installment;

    const tooMuch = await rest(product, 'POST', `/loan/${loanId}/other-payment`, {
      token: tokens.borrower,
      body: { amount: '999999999', prooffile: '/file/nope.pdf' },
    });
    expect(tooMuch.status).toBe(400); // not one of the borrower's uploads
    expect((await stageOf(product, loanId))?.stage).toBe('LOAN_PERIOD');

    // Every bill is whole rupiah: a transfer reported with sen (a partial or early payment as
    // well) is refused and changes nothing, so no half-rupiah is carried from bill to bill.
    const before = await tableDigests(product.db);
    for (const [method, path, body] of [
      ['PUT', `/loan/submit-repayment/${loanId}`, { amount: '0.50' }],
      [
        'PUT',
        `/loan/submit-repayment/${loanId}`,
        { amount: `${first.payamount.split('.')[0]}.01` },
      ],
      ['POST', `/loan/${loanId}/other-payment`, { amount: '100000.50', prooffile: '' }],
    ] as const) {
      const withSen = await rest(product, method, path, { token: tokens.borrower, body });
      expect(withSen.status, path).toBe(400);
      expect(withSen.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(Object.keys(withSen.body.fields as object)).toContain('amount');
    }
    expect(await tableDigests(product.db)).toEqual(before);

    const reported = await rest(product, 'PUT', `/loan/submit-repayment/${loanId}`, {
      token: tokens.borrower,
      body: { amount: first.payamount },
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    const payment = reported.body.data as { id: number; status: string };
    expect(payment.status).toBe('REVIEW');
    expect((await stageOf(product, loanId))?.stage).toBe('REVIEW_PAID');

    const queue = await rest(product, 'GET', '/repayment/review', { token: tokens.admin });
    expect((queue.body.data as { id: number }[]).map((p) => p.id)).toContain(payment.id);
    const listed = await rest(product, 'GET', '/loan/review_paid', { token: tokens.admin });
    expect((listed.body.data as { data: { id: number }[] }).data.map((l) => l.id)).toContain(
      loanId,
    );

    // The borrower may not confirm their own payment.
    const self = await rest(product, 'PUT', `/repayment/${payment.id}/confirm`, {
      token: tokens.borrower,
    });
    expect(self.status).toBe(403);

    const rejected = await rest(product, 'PUT', `/repayment/${payment.id}/reject`, {
      token: tokens.admin,
      body: { reason: 'NOT_RECEIVED' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((await stageOf(product, loanId))?.stage).toBe('LOAN_PERIOD');
    expect(((await schedule(loanId)).installments[0] as Installment).status).toBe('UNPAID');
    const again = await rest(product, 'PUT', `/repayment/${payment.id}/confirm`, {
      token: tokens.admin,
    });
    expect(again.status).toBe(409);

    const second = await rest(product, 'PUT', `/loan/submit-repayment/${loanId}`, {
      token: tokens.borrower,
      body: { amount: first.payamount },
    });
    const confirmed = await rest(
      product,
      'PUT',
      `/repayment/${(second.body.data as { id: number }).id}/confirm`,
      { token: tokens.admin },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'CONFIRMED' });
    expect(((await schedule(loanId)).installments[0] as Installment).status).toBe('PAID');
    expect((await stageOf(product, loanId))?.stage).toBe('LOAN_PERIOD');
  });

  it('accrues one late charge per day past due, once per day, and pays off and closes the loan', async () => {
    const { loanId, lender } = await loanInPeriod(product, tokens, '1000000', { periodDays: 30 });
    const [only] = (await schedule(loanId)).installments as [Installment];
    const start = product.clock.now;
    try {
      // To the due date: nothing accrues.
      const dueInDays = Math.round(
        (Date.parse(`${only.duedate}T00:00:00+07:00`) - start.getTime()) / 86_400_000,
      );
      await daysLater(dueInDays - 1);
      await repaymentPass(passDeps());
      await daysLater(2);
      // Three days past due, counted on three days, and each day twice.
      for (let day = 0; day < 3; day += 1) {
        await daysLater(1);
        await repaymentPass(passDeps());
        await repaymentPass(passDeps());
      }
      const [late] = (await schedule(loanId)).installments as [Installment];
      expect(late.arrears).toBe('overdue');
      // Three days past due: the regulator's first bucket, in words too; the loan's the same.
      expect(late).toMatchObject({
        quality: 'SPECIAL_MENTION',
        arrearslabel: { id: 'Dalam Perhatian Khusus (1–30 hari)' },
      });
      const whole = await rest(product, 'GET', `/loan/${loanId}/repayment`, {
        token: tokens.admin,
      });
      expect(whole.body.data).toMatchObject({ quality: 'SPECIAL_MENTION' });
      const [{ days }] = (await product.db.query<{ days: number }>(
        'SELECT count(*)::int AS days FROM installment_late_charges WHERE installment_id = $1',
        [late.id],
      )) as [{ days: number }];
      expect(days).toBe(3);
      expect(sen(late.latecharge)).toBeGreaterThan(0n);
      // In the journal: one accrual a day (the second pass of a day added none), and what the
      // borrower owes in late charges is the loan's total late charge, its counterpart minus it.
      const accrued = await accruals(loanId);
      expect(accrued.map((e) => e.key)).toEqual(
        [3, 2, 1].map((back) => {
          const day = new Date(product.clock.now.getTime() - (back - 1) * 86_400_000);
          return `late-charge:${late.id}:day:${wibDay(day)}`;
        }),
      );
      const owedLate = sen((await schedule(loanId)).totallatecharge);
      expect(owedLate).toBe(sen(late.latecharge));
      expect(await balance('LATE_CHARGE_RECEIVABLE', String(loanId))).toBe(owedLate);
      expect(await balance('LATE_CHARGE_ACCRUED', String(loanId))).toBe(-owedLate);
      // A row stored before the buckets were the machine's states (arrears 'overdue') reads
      // the same, and is paid as any other.
      await product.db.query(
        `UPDATE loan_installments
            SET machine_state = jsonb_set(machine_state, '{open,arrears}', '"overdue"')
          WHERE id = $1`,
        [late.id],
      );
      const [stored] = (await schedule(loanId)).installments as [Installment];
      expect(stored).toMatchObject({ arrears: 'overdue', quality: 'SPECIAL_MENTION' });
      // Nobody's mutations show an accrual.
      expect(await mutationRows('borrower', tokens.borrower, loanId)).toEqual([]);
      expect(await mutationRows('lender', await loginAs(product, lender.email), loanId)).toEqual(
        [],
      );
      // Told before it fell due and once it was late (weekly after that): once each so far.
      const told = await product.db.query<{ kind: string }>(
        `SELECT kind FROM notifications
          WHERE kind IN ('INSTALLMENT_DUE_SOON', 'INSTALLMENT_OVERDUE')
            AND (params ->> 'loanId')::bigint = $1 ORDER BY id`,
        [loanId],
      );
      expect(told.map((n) => n.kind)).toEqual(['INSTALLMENT_DUE_SOON', 'INSTALLMENT_OVERDUE']);
      // Their e-mails write the due date as every date of the product reads (DD-MM-YYYY).
      const mails = await product.db.query<{ body: string }>(
        `SELECT body FROM outbox WHERE body LIKE '%jatuh tempo%' OR body LIKE '%due on%'`,
      );
      expect(mails.length).toBeGreaterThanOrEqual(2);
      for (const { body } of mails) {
        expect(body).toMatch(/(jatuh tempo|due on)( pada)? \d{2}-\d{2}-\d{4}\b/);
        expect(body).not.toMatch(/\d{4}-\d{2}-\d{2}/);
        // And every amount as a borrower reads rupiah: with its two decimals (spec).
        expect(body).toMatch(/Rp \d{1,3}(\.\d{3})*,\d{2}\b/);
        expect(body).not.toMatch(/Rp \d{1,3}(\.\d{3})*(?![\d.,])/);
      }
      const loan = await stageOf(product, loanId);
      expect(loan?.stage).toBe('LOAN_PERIOD');

      // The last bill, late charge included, pays the loan off.
      const bill = await rest(product, 'PUT', `/installment/pay/${late.id}`, {
        token: tokens.borrower,
      });
      expect(bill.status, JSON.stringify(bill.body)).toBe(200);
      const paid = await rest(product, 'POST', '/demo/bill-transfer', {
        token: tokens.borrower,
        body: { installmentid: late.id },
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body.data).toMatchObject({ status: 'PAID' });
      expect((await stageOf(product, loanId))?.stage).toBe('PAID');
      // Paid, it is no longer "not yet due": the schedule says how late it was paid.
      const [settled] = (await schedule(loanId)).installments as [Installment];
      // WIB days from the due date to the day it was paid (today).
      const daysLate =
        (Date.parse(wibDay(product.clock.now)) - Date.parse(only.duedate)) / 86_400_000;
      expect(settled.arrearslabel).toEqual({
        id: `Dibayar terlambat ${daysLate} hari`,
        en: `Paid ${daysLate} days late`,
      });
      const lenderView = await schedule(loanId, await loginAs(product, lender.email));
      expect(sen(lenderView.totalpaid)).toBe(sen(only.principal) + sen(only.interest));
      // A lender reads the borrower by her alias, as in the marketplace: never her name.
      const borrowerView = (await rest(product, 'GET', `/loan/${loanId}/repayment`, {
        token: tokens.borrower,
      })) as unknown as { body: { data: { payments: Array<{ borrowername: string }> } } };
      const name = borrowerView.body.data.payments[0]?.borrowername ?? '';
      expect(name.split(' ').length).toBeGreaterThan(1);
      const lenderPayments = (lenderView as unknown as { payments: Array<Record<string, unknown>> })
        .payments;
      expect(lenderPayments.length).toBeGreaterThan(0);
      for (const payment of lenderPayments) {
        expect(payment).toMatchObject({ borrowername: companyAlias(name), prooffile: null });
        expect(JSON.stringify(payment)).not.toContain(name);
      }
      // The late charge paid: owed no more, both sides back to zero, every entry balanced; the
      // lender's rows are the payment's cash only.
      expect(await balance('LATE_CHARGE_RECEIVABLE', String(loanId))).toBe(0n);
      expect(await balance('LATE_CHARGE_ACCRUED', String(loanId))).toBe(0n);
      expect((await accruals(loanId)).map((e) => e.key)).toHaveLength(4);
      expect(await auditLedger(product.db)).toEqual([]);
      const lenderRows = await mutationRows('lender', await loginAs(product, lender.email), loanId);
      expect(lenderRows.length).toBeGreaterThan(0);
      expect(lenderRows.every((r) => ['LOAN_REPAYMENT', 'INTEREST_FINE'].includes(r.type))).toBe(
        true,
      );

      // After the settling period the daily pass closes it: the loan machine refuses the day
      // before.
      await daysLater(DEFAULT_REPAYMENT_SETTINGS.settlingDays - 1);
      expect((await repaymentPass(passDeps())).closed).toBe(0);
      expect((await stageOf(product, loanId))?.stage).toBe('PAID');
      await daysLater(1);
      const pass = await repaymentPass(passDeps());
      expect(pass.closed).toBeGreaterThanOrEqual(1);
      expect((await stageOf(product, loanId))?.stage).toBe('CLOSED');
    } finally {
      product.clock.now = start;
      tokens = await staffTokens(product);
    }
  });

  it('owes the charge a reported payment held back for the days before the bank received the money', async () => {
    const loans = [
      await loanInPeriod(product, tokens, '1000000', { periodDays: 30 }),
      await loanInPeriod(product, tokens, '1000000', { periodDays: 30 }),
    ];
    const start = product.clock.now;
    try {
      const [first] = (await schedule(loans[0]?.loanId ?? 0)).installments as [Installment];
      const dueInDays = Math.round(
        (Date.parse(`${first.duedate}T00:00:00+07:00`) - start.getTime()) / 86_400_000,
      );
      // Two days late, each borrower reports a transfer of all she owes (no money sent yet).
      await daysLater(dueInDays + 2);
      await repaymentPass(passDeps());
      const claimDay = wibDay(product.clock.now);
      const claims: number[] = [];
      for (const { loanId } of loans) {
        const [owed] = (await schedule(loanId)).installments as [Installment];
        const claim = await rest(product, 'PUT', `/loan/submit-repayment/${loanId}`, {
          token: tokens.borrower,
          body: { amount: owed.payamount },
        });
        expect(claim.status, JSON.stringify(claim.body)).toBe(200);
        claims.push((claim.body.data as { id: number }).id);
      }
      // Ten days pass before staff see money: the charge of those days is held back.
      await daysLater(10);
      await repaymentPass(passDeps());
      const held = async (loanId: number) =>
        (
          await product.db.query<{ held: string }>(
            `SELECT machine_context ->> 'lateChargeOnHold' AS held FROM loan_installments
              WHERE loan_id = $1`,
            [loanId],
          )
        )[0]?.held ?? '0.00';
      const heldBack = sen(await held(loans[0]?.loanId ?? 0));
      expect(heldBack).toBeGreaterThan(0n);

      // A day after today is no reading of a bank statement: refused, nothing changes.
      const tomorrow = wibDay(new Date(product.clock.now.getTime() + 86_400_000));
      const future = await rest(product, 'PUT', `/repayment/${claims[0]}/confirm`, {
        token: tokens.admin,
        body: { receivedon: tomorrow },
        headers: { 'accept-language': 'en' },
      });
      expect(future).toMatchObject({
        status: 400,
        body: { fields: { receivedon: 'must be today or earlier' } },
      });

      // The money came today (the default): the ten days' charge is owed, and still unpaid.
      const today = await rest(product, 'PUT', `/repayment/${claims[0]}/confirm`, {
        token: tokens.admin,
      });
      expect(today.status, JSON.stringify(today.body)).toBe(200);
      const [stillOwed] = (await schedule(loans[0]?.loanId ?? 0)).installments as [Installment];
      expect(stillOwed.status).toBe('UNPAID');
      expect(sen(stillOwed.payamount)).toBe(heldBack);
      expect(await balance('LATE_CHARGE_RECEIVABLE', String(loans[0]?.loanId))).toBe(heldBack);

      // The money came the day she reported it (the bank's statement says so): nothing more.
      const onTime = await rest(product, 'PUT', `/repayment/${claims[1]}/confirm`, {
        token: tokens.admin,
        body: { receivedon: claimDay },
      });
      expect(onTime.status, JSON.stringify(onTime.body)).toBe(200);
      const [paid] = (await schedule(loans[1]?.loanId ?? 0)).installments as [Installment];
      expect(paid.status).toBe('PAID');
      expect(await balance('LATE_CHARGE_RECEIVABLE', String(loans[1]?.loanId))).toBe(0n);
      const [stored] = await product.db.query<{ day: string }>(
        "SELECT to_char(bank_received_on, 'YYYY-MM-DD') AS day FROM loan_payments WHERE id = $1",
        [claims[1]],
      );
      expect(stored?.day).toBe(claimDay);
      expect(await auditLedger(product.db)).toEqual([]);
    } finally {
      product.clock.now = start;
      tokens = await staffTokens(product);
    }
  });

  it('owes the charge held back for a rejected payment, and what a payment leaves of the charges', async () => {
    const { loanId } = await loanInPeriod(product, tokens, '1000000', { periodDays: 30 });
    const [only] = (await schedule(loanId)).installments as [Installment];
    const amountDue = sen(only.principal) + sen(only.interest);
    const rupiah = (s: bigint) => `${s / 100n}.${String(s % 100n).padStart(2, '0')}`;
    const receivable = () => balance('LATE_CHARGE_RECEIVABLE', String(loanId));
    const owedLate = async () => sen((await schedule(loanId)).totallatecharge);
    const start = product.clock.now;
    try {
      const dueInDays = Math.round(
        (Date.parse(`${only.duedate}T00:00:00+07:00`) - start.getTime()) / 86_400_000,
      );
      // Two days late, counted in one run: one entry.
      await daysLater(dueInDays + 2);
      await repaymentPass(passDeps());
      expect(await receivable()).toBe(await owedLate());
      expect(await receivable()).toBeGreaterThan(0n);

      // Half the amount due reported; a day passes while staff review it: the charge on that
      // half is held back (not owed), the rest accrues.
      const reported = await rest(product, 'PUT', `/loan/submit-repayment/${loanId}`, {
        token: tokens.borrower,
        body: { amount: rupiah(amountDue / 2n) },
      });
      expect(reported.status, JSON.stringify(reported.body)).toBe(200);
      const paymentId = (reported.body.data as { id: number }).id;
      await daysLater(1);
      await repaymentPass(passDeps());
      const beforeReject = await owedLate();
      expect(await receivable()).toBe(beforeReject);

      // Staff reject it: the held-back charge is owed after all, and in the journal with it.
      const rejected = await rest(product, 'PUT', `/repayment/${paymentId}/reject`, {
        token: tokens.admin,
        body: { reason: 'NOT_RECEIVED' },
      });
      expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
      const afterReject = await owedLate();
      expect(afterReject).toBeGreaterThan(beforeReject);
      expect(await receivable()).toBe(afterReject);
      const [installment] = (await schedule(loanId)).installments as [Installment];
      expect((await accruals(loanId)).map((e) => e.key)).toEqual([
        `late-charge:${installment.id}:day:${wibDay(new Date(product.clock.now.getTime() - 86_400_000))}`,
        `late-charge:${installment.id}:day:${wibDay(product.clock.now)}`,
        `late-charge:${installment.id}:reject:${paymentId}`,
      ]);

      // A payment of the amount due and one rupiah of the charges: that rupiah is owed no more.
      const second = await rest(product, 'PUT', `/loan/submit-repayment/${loanId}`, {
        token: tokens.borrower,
        body: { amount: rupiah(amountDue + 100n) },
      });
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      const confirmed = await rest(
        product,
        'PUT',
        `/repayment/${(second.body.data as { id: number }).id}/confirm`,
        { token: tokens.admin },
      );
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.body.data).toMatchObject({ latecharge: '1.00' });
      expect(await receivable()).toBe(afterReject - 100n);
      expect(await balance('LATE_CHARGE_ACCRUED', String(loanId))).toBe(-(afterReject - 100n));
      expect(await auditLedger(product.db, { reference: `loan:${loanId}:installment:1` })).toEqual(
        [],
      );
    } finally {
      product.clock.now = start;
      tokens = await staffTokens(product);
    }
  });

  it('accrues, once, the charges an installment counted before accruals were journalled (migration 0029)', async () => {
    const { loanId } = await loanInPeriod(product, tokens, '1000000', { periodDays: 30 });
    const [only] = (await schedule(loanId)).installments as [Installment];
    // As a database before 0029 holds it: a charge counted, Rp 1.00 of it paid, no entry.
    await product.db.query(
      `UPDATE loan_installments
          SET machine_context = jsonb_set(machine_context, '{lateCharge}', '"1234.56"'),
              late_charge_paid_sen = 100
        WHERE id = $1`,
      [only.id],
    );
    const sql = readFileSync(
      fileURLToPath(
        new URL('../../api/db/migrations/0029_late_charge_accruals.sql', import.meta.url),
      ),
      'utf8',
    );
    await product.db.exec(sql);
    await product.db.exec(sql);
    expect((await accruals(loanId)).map((e) => e.key)).toEqual([`late-charge:${only.id}:opening`]);
    expect(await balance('LATE_CHARGE_RECEIVABLE', String(loanId))).toBe(123_356n);
    expect(await balance('LATE_CHARGE_ACCRUED', String(loanId))).toBe(-123_356n);
    expect(await auditLedger(product.db, { reference: `loan:${loanId}:installment:1` })).toEqual(
      [],
    );
  });

  it('shares a payment between two lenders pro rata, each portfolio showing its own part', async () => {
    const lenders = (await validatedLenders(product, 2, 10_000_000_000n)) as [
      TestLender,
      TestLender,
    ];
    const loanId = await loanOpenForFunding(product, tokens, { value: '3000000', periodDays: 30 });
    expect((await fund(product, lenders[0].token, loanId, '1000000')).status).toBe(201);
    expect((await fund(product, lenders[1].token, loanId, '2000000')).status).toBe(201);
    await signWithLocalProvider(product, lenders[0], { loanid: loanId, amount: '1000000' });
    await signWithLocalProvider(product, lenders[1], { loanid: loanId, amount: '2000000' });
    await borrowerSigns(product, tokens, loanId);
    const approved = await rest(product, 'PUT', `/loan/disbursement/${loanId}/approve`, {
      token: tokens.admin,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [only] = (await schedule(loanId)).installments as [Installment];

    expect(
      (await rest(product, 'PUT', `/loan/${loanId}/pay`, { token: tokens.borrower })).status,
    ).toBe(200);
    const paid = await rest(product, 'POST', '/demo/bill-transfer', {
      token: tokens.borrower,
      body: { installmentid: only.id },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await stageOf(product, loanId))?.stage).toBe('PAID');

    // One third and two thirds of the principal and of the interest (the odd sen to the larger).
    const principal = sen(only.principal);
    const interest = sen(only.interest);
    const parts = [
      { principal: principal / 3n, interest: interest / 3n },
      { principal: principal - principal / 3n, interest: interest - interest / 3n },
    ];
    for (const [index, lender] of lenders.entries()) {
      const portfolio = await rest(product, 'GET', '/loan/my-portofolio-closed', {
        token: lender.token,
      });
      expect(portfolio.status).toBe(200);
      const row = (
        portfolio.body.data as { data: { id: number; received: string; expected: string }[] }
      ).data.find((r) => r.id === loanId);
      const part = parts[index] as { principal: bigint; interest: bigint };
      expect(sen(row?.received ?? '0')).toBe(part.principal + part.interest);
      expect(sen(row?.expected ?? '0')).toBe(
        ((principal + interest) * (index === 0 ? 1n : 2n)) / 3n,
      );
    }
  });

  it('pays each lender back exactly her placement over three installments, uneven as they are', async () => {
    const lenders = await validatedLenders(product, 3, 10_000_000_000n);
    const placed = ['3333333', '3333333', '3333335'];
    const loanId = await loanOpenForFunding(product, tokens, { value: '10000001', periodDays: 90 });
    for (const [index, lender] of lenders.entries()) {
      expect((await fund(product, lender.token, loanId, placed[index] ?? '0')).status).toBe(201);
    }
    for (const [index, lender] of lenders.entries()) {
      await signWithLocalProvider(product, lender, {
        loanid: loanId,
        amount: placed[index] ?? '0',
      });
    }
    await borrowerSigns(product, tokens, loanId);
    const approved = await rest(product, 'PUT', `/loan/disbursement/${loanId}/approve`, {
      token: tokens.admin,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await schedule(loanId)).installments).toHaveLength(3);
    for (let bill = 0; bill < 3; bill++) {
      await payNextBillByVa(product, bank, tokens.borrower, loanId);
    }
    expect((await stageOf(product, loanId))?.stage).toBe('PAID');
    // The principal lines on each wallet, and what OJK's limits count as still lent: nothing.
    for (const [index, lender] of lenders.entries()) {
      const [back] = await product.db.query<{ sen: string }>(
        `SELECT coalesce(sum(li.amount_sen), 0)::text AS sen
           FROM ledger_entries e
           JOIN ledger_lines li ON li.entry_id = e.id
           JOIN ledger_accounts a ON a.id = li.account_id
          WHERE e.kind = 'LOAN_REPAYMENT' AND e.reference LIKE $1
            AND a.kind = 'LENDER_ACTIVE' AND a.owner_id = $2`,
        [`loan:${loanId}:installment:%`, lender.userId],
      );
      expect(back?.sen).toBe(`${placed[index]}00`);
      const [outstanding] = await product.db.query<{ sen: string }>(
        'SELECT outstanding_sen::text AS sen FROM lender_outstanding WHERE lender_id = $1',
        [lender.userId],
      );
      expect(outstanding?.sen).toBe('0');
    }
    expect(await auditLedger(product.db)).toEqual([]);
  });
});

describe("OJK's cap on all benefit and late charges (100% of the principal)", () => {
  it('stops a long-unpaid loan’s late charges at the principal less the interest and fee, and a later pass adds nothing', async () => {
    // Rp 1.000.000 for 30 days at 15%: interest Rp 12.500, admin fee Rp 3.333 (tests/support):
    // the charges may come to Rp 984.167 at most. At 0.067% a day of Rp 1.012.500 (≈ Rp 678 a
    // day) they would pass it after about 1.450 days; 2.000 days go by unpaid.
    const { loanId } = await loanInPeriod(product, tokens, '1000000', { periodDays: 30 });
    const [only] = (await schedule(loanId)).installments as [Installment];
    expect(only.interest).toBe('12500.00');
    const [loan] = await product.db.query<{ fee: string }>(
      'SELECT appadminfee::text AS fee FROM loans WHERE id = $1',
      [loanId],
    );
    expect(loan?.fee).toBe('3333.00');
    const start = product.clock.now;
    try {
      await daysLater(2000);
      await repaymentPass(passDeps());
      const capped = await schedule(loanId);
      expect(capped.totallatecharge).toBe('984167.00');
      expect(await balance('LATE_CHARGE_RECEIVABLE', String(loanId))).toBe(984_167_00n);
      await daysLater(30);
      await repaymentPass(passDeps());
      expect((await schedule(loanId)).totallatecharge).toBe('984167.00');
      expect(await auditLedger(product.db)).toEqual([]);
    } finally {
      product.clock.now = start;
      tokens = await staffTokens(product);
    }
  });
});
