// Auto-lend through the REST API (issue 21): rules enabled only with the standing authorisation
// (its text and time recorded), paused and resumed; a loan's preview window and opting a rule out
// of it; many lenders and rules on one opening loan (the sums, the fairness order, the reserve
// and the lenders' limits hold, the ledger balances); the pass run twice at once and resumed after
// an interruption funds nothing twice; the loan machine's refusal recorded as a skip; and an
// auto-funded piece covered by the authorisation when the loan pays out.
import { describe, expect, it } from 'vitest';
import { runAutoLend } from '../../api/auto-lend/run-auto-lend.ts';
import { fundingsAwaitingAgreement } from '../../api/disbursement/disbursement.ts';
import { allocationOrder } from '../../machines/auto-lend/auto-lend.allocation.ts';
import {
  balanceOf,
  fund,
  loanOpenForFunding,
  type Staff,
  staffTokens,
  stageOf,
  type TestLender,
  validatedLenders,
} from '../support/funding.ts';
import { auditLedger } from '../support/ledger-audit.ts';
import { productPerFile } from '../support/product-per-file.ts';
import { loginAs, rest, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Staff;

productPerFile(async (started) => {
  ({ product, tokens } = started);
  // The demo's loans already open for funding are auto-lent (to no rule) first.
  await pass();
  later(180);
  await pass();
  tokens = await staffTokens(product);
});

const pass = () =>
  runAutoLend({
    db: product.db,
    now: () => product.clock.now,
    autoLend: { previewMinutes: 180, reservePercent: 20 },
  });
const later = (minutes: number) => {
  product.clock.now = new Date(product.clock.now.getTime() + minutes * 60_000);
};

const RULE = {
  grades: ['B', 'C'],
  productCodes: [],
  minTermDays: 30,
  maxTermDays: 180,
  minInterestPercent: '12',
  amountPerLoan: '1500000',
  maxTotal: '10000000',
  keepBalance: '0',
};

async function createRule(lender: TestLender, overrides: Record<string, unknown> = {}) {
  const answer = await rest(product, 'POST', '/auto-lend/rules', {
    token: lender.token,
    body: { ...RULE, acceptAuthorisation: true, ...overrides },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data as { id: number; state: string; waitingSince: string };
}

type Action = {
  rule_id: string;
  lender_id: string;
  outcome: string;
  amount_sen: string | null;
  reason_code: string | null;
  round: number;
};
const actionsOf = (loanId: number) =>
  product.db.query<Action>(
    `SELECT rule_id::text, lender_id, outcome, amount_sen::text, reason_code, round
       FROM auto_lend_actions WHERE loan_id = $1 ORDER BY id`,
    [loanId],
  );

describe('auto-lend rules', () => {
  it('are enabled only with the standing authorisation, recorded with its text and time', async () => {
    const [lender] = await validatedLenders(product, 1, 5_000_000_00n);
    if (!lender) throw new Error('no lender');
    const overview = await rest(product, 'GET', '/auto-lend', { token: lender.token });
    expect(overview.status).toBe(200);
    const data = overview.body.data as {
      authorisation: { version: string; text: { id: string; en: string } };
      accepted: unknown;
      settings: unknown;
    };
    expect(data.authorisation.text.id).toContain('memberi kuasa');
    expect(data.authorisation.text.en).toContain('I authorise Lumbung');
    expect(data.accepted).toBeNull();

    const refused = await rest(product, 'POST', '/auto-lend/rules', {
      token: lender.token,
      body: { ...RULE, acceptAuthorisation: false },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'AUTHORISATION_MISSING' });
    const invalid = await rest(product, 'POST', '/auto-lend/rules', {
      token: lender.token,
      body: { ...RULE, minTermDays: 200, maxTermDays: 30, acceptAuthorisation: true },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((invalid.body as { fields: Record<string, string> }).fields).toHaveProperty(
      'maxTermDays',
    );
    // A rule's amounts are whole rupiah, as a funding is.
    for (const field of ['amountPerLoan', 'maxTotal', 'keepBalance'] as const) {
      const withSen = await rest(product, 'POST', '/auto-lend/rules', {
        token: lender.token,
        body: { ...RULE, [field]: '1500000,50', acceptAuthorisation: true },
      });
      expect(withSen.status).toBe(400);
      expect(withSen.body).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Harus rupiah bulat, tanpa sen',
        fields: { [field]: 'Harus rupiah bulat, tanpa sen' },
      });
    }
    const [none] = await product.db.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM auto_lend_rules WHERE lender_id = $1)::int + (SELECT count(*) FROM auto_lend_authorisations WHERE lender_id = $1)::int AS n',
      [lender.userId],
    );
    expect(none?.n).toBe(0);

    const rule = await createRule(lender);
    expect(rule.state).toBe('enabled');
    expect(rule.waitingSince).toBe(product.clock.now.toISOString());
    const [stored] = await product.db.query<{
      text_id: string;
      text_en: string;
      accepted_at: Date;
    }>('SELECT text_id, text_en, accepted_at FROM auto_lend_authorisations WHERE lender_id = $1', [
      lender.userId,
    ]);
    expect(stored?.text_id).toBe(data.authorisation.text.id);
    expect(stored?.text_en).toBe(data.authorisation.text.en);
    expect(stored?.accepted_at.toISOString()).toBe(product.clock.now.toISOString());

    const paused = await rest(product, 'PUT', `/auto-lend/rules/${rule.id}/pause`, {
      token: lender.token,
    });
    expect(paused.body.data).toMatchObject({ state: 'paused', stateLabel: { id: 'Dijeda' } });
    const again = await rest(product, 'PUT', `/auto-lend/rules/${rule.id}/pause`, {
      token: lender.token,
    });
    expect(again.status).toBe(409);
    later(1);
    const resumed = await rest(product, 'PUT', `/auto-lend/rules/${rule.id}/resume`, {
      token: lender.token,
    });
    expect(resumed.body.data).toMatchObject({
      state: 'enabled',
      waitingSince: product.clock.now.toISOString(),
    });
    const [other] = await validatedLenders(product, 1, 0n);
    const foreign = await rest(product, 'PUT', `/auto-lend/rules/${rule.id}/pause`, {
      token: other?.token ?? '',
    });
    expect(foreign.status).toBe(404);
    const borrower = await rest(product, 'GET', '/auto-lend', { token: tokens.borrower });
    expect(borrower.status).toBe(403);
    // Without money above the balance to keep, a rule is exhausted from the start.
    const poor = await createRule(other as TestLender);
    expect(poor.state).toBe('exhausted');
    await rest(product, 'PUT', `/auto-lend/rules/${rule.id}/close`, { token: lender.token });
    await rest(product, 'PUT', `/auto-lend/rules/${poor.id}/close`, { token: other?.token ?? '' });
  });
});

describe('auto-lend on one opening loan', () => {
  it('waits for the preview window, honours an opt-out, and shares fairly within the reserve and the limits', async () => {
    // Lenders 0–4 have Rp 20 million; lender 5 Rp 1.2 million with Rp 1 million to keep; lender
    // 6 a rule whose maximum total leaves Rp 400,000; lender 7 a rule for other grades; lender 0
    // a second rule (its second share comes in round 2); lender 1 opts out of this loan.
    const lenders = await validatedLenders(product, 8, 20_000_000_00n);
    const L = (i: number) => lenders[i] as TestLender;
    const rules: Record<string, { lender: number }> = {};
    const make = async (i: number, overrides: Record<string, unknown> = {}) => {
      const rule = await createRule(L(i), overrides);
      rules[String(rule.id)] = { lender: i };
      later(1);
      return rule;
    };
    const r0a = await make(0);
    const r1 = await make(1);
    const r2 = await make(2, { amountPerLoan: '2000000' });
    const r3 = await make(3);
    const r4 = await make(4);
    const r5 = await make(5, { keepBalance: '19000000' });
    const r6 = await make(6, { maxTotal: '400000', amountPerLoan: '400000' });
    const r7 = await make(7, { grades: ['A'] });
    const r0b = await make(0, { amountPerLoan: '700000' });

    const loanId = await loanOpenForFunding(product, tokens);
    const registered = await pass();
    expect(registered.allocated).toEqual([]);
    const preview = await rest(product, 'GET', `/loan/${loanId}/auto-lend`, { token: L(1).token });
    const view = preview.body.data as {
      allocateAt: string;
      inPreview: boolean;
      rules: { ruleId: number; canOptOut: boolean }[];
    };
    expect(view.inPreview).toBe(true);
    expect(view.allocateAt).toBe(
      new Date(product.clock.now.getTime() + 180 * 60_000).toISOString(),
    );
    expect(view.rules).toEqual([expect.objectContaining({ ruleId: r1.id, canOptOut: true })]);
    const optOut = await rest(product, 'POST', `/loan/${loanId}/auto-lend/opt-out`, {
      token: L(1).token,
      body: { ruleId: r1.id },
    });
    expect(optOut.status).toBe(200);
    expect((optOut.body.data as { rules: unknown[] }).rules).toEqual([
      expect.objectContaining({ ruleId: r1.id, optedOut: true, canOptOut: false, canOptIn: true }),
    ]);
    const optOutRow = () =>
      product.db.query('SELECT rule_id FROM auto_lend_opt_outs WHERE loan_id = $1', [loanId]);
    expect(await optOutRow()).toHaveLength(1);
    // Twice is refused with its own code; undone while the window is open, then opted out again.
    const twice = await rest(product, 'POST', `/loan/${loanId}/auto-lend/opt-out`, {
      token: L(1).token,
      body: { ruleId: r1.id },
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'ALREADY_OPTED_OUT' });
    const optIn = await rest(product, 'POST', `/loan/${loanId}/auto-lend/opt-in`, {
      token: L(1).token,
      body: { ruleId: r1.id },
    });
    expect(optIn.status).toBe(200);
    expect((optIn.body.data as { rules: unknown[] }).rules).toEqual([
      expect.objectContaining({ ruleId: r1.id, optedOut: false, canOptOut: true, canOptIn: false }),
    ]);
    expect(await optOutRow()).toHaveLength(0);
    const notOut = await rest(product, 'POST', `/loan/${loanId}/auto-lend/opt-in`, {
      token: L(1).token,
      body: { ruleId: r1.id },
    });
    expect(notOut.status).toBe(409);
    expect(notOut.body).toMatchObject({ code: 'NOT_OPTED_OUT' });
    const again = await rest(product, 'POST', `/loan/${loanId}/auto-lend/opt-out`, {
      token: L(1).token,
      body: { ruleId: r1.id },
    });
    expect(again.status).toBe(200);
    expect(await optOutRow()).toHaveLength(1);
    // Someone else's rule cannot be opted out.
    const foreign = await rest(product, 'POST', `/loan/${loanId}/auto-lend/opt-out`, {
      token: L(2).token,
      body: { ruleId: r1.id },
    });
    expect(foreign.status).toBe(404);

    later(179);
    expect((await pass()).allocated).toEqual([]);
    expect(await actionsOf(loanId)).toEqual([]);
    later(1);
    for (const lender of lenders) lender.token = await loginAs(product, lender.email);
    const before = new Map(
      await Promise.all(
        lenders.map(async (l) => [l.userId, await balanceOf(product, l.userId)] as const),
      ),
    );
    expect((await pass()).allocated).toEqual([loanId]);

    const late = await rest(product, 'POST', `/loan/${loanId}/auto-lend/opt-out`, {
      token: L(2).token,
      body: { ruleId: r2.id },
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'PREVIEW_OVER' });
    // Nor may an opt-out be undone once the window ended: the row stays.
    const lateIn = await rest(product, 'POST', `/loan/${loanId}/auto-lend/opt-in`, {
      token: L(1).token,
      body: { ruleId: r1.id },
    });
    expect(lateIn.status).toBe(409);
    expect(lateIn.body).toMatchObject({ code: 'PREVIEW_OVER' });
    expect(await optOutRow()).toHaveLength(1);

    const actions = await actionsOf(loanId);
    const byRule = Object.fromEntries(actions.map((a) => [a.rule_id, a]));
    // The order: oldest waiting first, one share per lender per round (r0b waits for round 2).
    const expectedOrder = allocationOrder(
      [r0a, r1, r2, r3, r4, r5, r6, r0b].map((r) => ({
        ruleId: String(r.id),
        lenderId: L(rules[String(r.id)]?.lender ?? 0).userId,
        waitingSince: r.waitingSince,
      })),
    ).map((c) => c.ruleId);
    expect(actions.map((a) => a.rule_id)).toEqual(expectedOrder);
    expect(expectedOrder.at(-1)).toBe(String(r0b.id));
    expect(byRule[String(r7.id)]).toBeUndefined();
    expect(byRule[String(r1.id)]).toMatchObject({ outcome: 'SKIPPED', reason_code: 'OPTED_OUT' });
    expect(byRule[String(r0a.id)]).toMatchObject({
      outcome: 'FUNDED',
      amount_sen: '150000000',
      round: 1,
    });
    expect(byRule[String(r2.id)]).toMatchObject({ outcome: 'FUNDED', amount_sen: '200000000' });
    expect(byRule[String(r3.id)]).toMatchObject({ outcome: 'FUNDED', amount_sen: '150000000' });
    expect(byRule[String(r4.id)]).toMatchObject({ outcome: 'FUNDED', amount_sen: '150000000' });
    // Rp 20 million less Rp 19 million to keep: Rp 1 million.
    expect(byRule[String(r5.id)]).toMatchObject({ outcome: 'FUNDED', amount_sen: '100000000' });
    // Rp 8 million of auto-lend part: 1.5 + 2 + 1.5 + 1.5 + 1 = 7.5; r6's 400,000 fits, then
    // r0b finds 100,000 left: at the minimum funding, it takes it.
    expect(byRule[String(r6.id)]).toMatchObject({ outcome: 'FUNDED', amount_sen: '40000000' });
    expect(byRule[String(r0b.id)]).toMatchObject({
      outcome: 'FUNDED',
      amount_sen: '10000000',
      round: 2,
    });

    const fundedSen = actions.reduce((sum, a) => sum + BigInt(a.amount_sen ?? '0'), 0n);
    expect(fundedSen).toBe(8_000_000_00n);
    expect(await stageOf(product, loanId)).toEqual({ stage: 'PROCESS', commitment: '8000000.00' });
    // Each lender's wallet moved exactly by what auto-lend funded for them.
    for (const lender of lenders) {
      const mine = actions
        .filter((a) => a.lender_id === lender.userId)
        .reduce((sum, a) => sum + BigInt(a.amount_sen ?? '0'), 0n);
      const was = before.get(lender.userId);
      const now = await balanceOf(product, lender.userId);
      expect(now.active).toBe((was?.active ?? 0n) - mine);
      expect(now.onHold).toBe((was?.onHold ?? 0n) + mine);
    }
    // The fundings are ordinary fundings under the rule's idempotency key, one per rule.
    const fundings = await product.db.query<{ idempotency_key: string }>(
      'SELECT idempotency_key FROM loan_fundings WHERE loan_id = $1 ORDER BY id',
      [loanId],
    );
    expect(fundings.map((f) => f.idempotency_key).sort()).toEqual(
      actions
        .filter((a) => a.outcome === 'FUNDED')
        .map((a) => `autolend:${a.rule_id}:${loanId}`)
        .sort(),
    );
    // r6 reached its maximum total: exhausted.
    const [r6row] = await product.db.query<{ machine_state: string }>(
      'SELECT machine_state FROM auto_lend_rules WHERE id = $1',
      [r6.id],
    );
    expect(r6row?.machine_state).toBe('exhausted');
    expect(await auditLedger(product.db)).toEqual([]);

    // An auto-funded piece is covered by the standing authorisation: the lender's loan read
    // marks it, and there is no investment agreement for them to sign.
    const r2Lender = L(rules[String(r2.id)]?.lender ?? 0);
    const mine = await rest(product, 'GET', `/loan/marketplace/${loanId}`, {
      token: r2Lender.token,
    });
    const pieces = (mine.body.data as { myfundings: { id: number; autolent: boolean }[] })
      .myfundings;
    expect(pieces).toEqual([expect.objectContaining({ autolent: true })]);
    const sign = await rest(product, 'POST', '/sign/lender', {
      token: r2Lender.token,
      body: { fundingid: pieces[0]?.id },
    });
    expect(sign.status).toBe(409);
    expect(sign.body).toMatchObject({ code: 'COVERED_BY_AUTO_LEND' });

    // The lender reads what auto-lend did.
    const activity = await rest(product, 'GET', '/auto-lend/activity', { token: L(1).token });
    expect((activity.body.data as { data: unknown[] }).data).toEqual([
      expect.objectContaining({
        loanId,
        outcome: 'SKIPPED',
        reason: {
          code: 'OPTED_OUT',
          text: { id: 'Anda mengecualikan pinjaman ini', en: 'You opted this loan out' },
        },
      }),
    ]);

    // The reserve is for manual lenders; the auto-funded pieces need no signature to pay out.
    const manual = await fund(product, L(7).token, loanId, '2000000');
    expect(manual.status).toBe(201);
    expect((await stageOf(product, loanId))?.stage).toBe('FUNDING_COMPLETED');
    const awaiting = await fundingsAwaitingAgreement(product.db, loanId);
    expect(awaiting.map((f) => f.lender_id)).toEqual([L(7).userId]);
  });

  it('records the loan machine refusing a lender as a skip, and funds nothing twice when run at once or resumed', async () => {
    tokens = await staffTokens(product);
    const [unvalidated] = await validatedLenders(product, 1, 20_000_000_00n, { validated: false });
    // POJK 10/2022: a rule does not fund for a lender who has not signed the lender agreement.
    const [unsigned] = await validatedLenders(product, 1, 20_000_000_00n, {
      agreementSigned: false,
    });
    const lenders = await validatedLenders(product, 3, 20_000_000_00n);
    // Grade D only: the first test's rules (grades A–C) stay out of this loan.
    await createRule(unvalidated as TestLender, { grades: ['D'] });
    await createRule(unsigned as TestLender, { grades: ['D'] });
    for (const lender of lenders) {
      await createRule(lender, { grades: ['D'], amountPerLoan: '1000000' });
    }
    const loanId = await loanOpenForFunding(product, tokens, {
      riskRating: 'MEDIUM_TO_HIGH',
      interest: '16',
    });
    await pass();
    later(180);
    tokens = await staffTokens(product);
    const [first, second] = await Promise.all([pass(), pass()]);
    expect([...first.allocated, ...second.allocated]).toEqual([loanId]);
    const actions = await actionsOf(loanId);
    const mine = actions.find((a) => a.lender_id === unvalidated?.userId);
    expect(mine).toMatchObject({ outcome: 'SKIPPED', reason_code: 'LENDER_NOT_VALIDATED' });
    expect(actions.find((a) => a.lender_id === unsigned?.userId)).toMatchObject({
      outcome: 'SKIPPED',
      reason_code: 'LENDER_AGREEMENT_NOT_SIGNED',
    });
    expect(actions.map((a) => a.outcome)).toEqual([
      'SKIPPED',
      'SKIPPED',
      'FUNDED',
      'FUNDED',
      'FUNDED',
    ]);
    expect(await stageOf(product, loanId)).toEqual({ stage: 'PROCESS', commitment: '3000000.00' });
    const count = async () =>
      (
        await product.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM loan_fundings WHERE loan_id = $1',
          [loanId],
        )
      )[0]?.n;
    const fundings = await count();
    expect(fundings).toBe(actions.filter((a) => a.outcome === 'FUNDED').length);
    // A pass that stopped half-way leaves its claim; once it expires, another pass resumes and
    // finds everything done.
    await product.db.query(
      `UPDATE auto_lend_loans SET status = 'ALLOCATING', claimed_at = now() - interval '11 minutes'
        WHERE loan_id = $1`,
      [loanId],
    );
    expect((await pass()).allocated).toEqual([loanId]);
    expect(await count()).toBe(fundings);
    expect(await actionsOf(loanId)).toEqual(actions);
    expect((await pass()).allocated).toEqual([]);
    expect(await auditLedger(product.db)).toEqual([]);
  });
});
