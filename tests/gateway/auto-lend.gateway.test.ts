// Auto-lend through GraphQL (issue 21): a rule enabled with the standing authorisation, a refusal
// carrying the API's code, pause and resume with the machine's available actions, a loan's
// preview window and opting the rule out, and what auto-lend did after the window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAutoLend } from '../../api/auto-lend/run-auto-lend.ts';
import {
  loanOpenForFunding,
  staffTokens,
  type TestLender,
  validatedLenders,
} from '../support/funding.ts';
import { graphql, loginAs, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.close());

const pass = () =>
  runAutoLend({
    db: product.db,
    now: () => product.clock.now,
    autoLend: { previewMinutes: 180, reservePercent: 20 },
  });

const SETTINGS = {
  grades: ['C'],
  productCodes: [],
  minTermDays: 30,
  maxTermDays: 180,
  minInterestPercent: '12',
  amountPerLoan: '1000000',
  maxTotal: '5000000',
  keepBalance: '0',
};
const RULE = `id state stateLabel { id en } settings { grades amountPerLoan } investedTotal
  availableActions { action allowed reason { code } }`;

describe('auto-lend through GraphQL', () => {
  it('enables, refuses, pauses, resumes, opts a loan out and reports what it did', async () => {
    // The demo's open loans are auto-lent (to no rule) first.
    await pass();
    product.clock.now = new Date(product.clock.now.getTime() + 180 * 60_000);
    await pass();
    const tokens = await staffTokens(product);
    const [lender] = (await validatedLenders(product, 1, 10_000_000_00n)) as TestLender[];
    if (!lender) throw new Error('no lender');
    const overview = await graphql<{
      autoLend: { authorisation: { text: { id: string } }; settings: { reservePercent: number } };
    }>(
      product,
      '{ autoLend { authorisation { text { id en } } settings { previewMinutes reservePercent } rules { id } } }',
      {},
      lender.token,
    );
    expect(overview.errors).toBeUndefined();
    expect(overview.data?.autoLend.authorisation.text.id).toContain('memberi kuasa');

    const CREATE = `mutation C($s: AutoLendSettingsInput!, $a: Boolean!) {
      createAutoLendRule(settings: $s, acceptAuthorisation: $a) { ${RULE} } }`;
    const refused = await graphql(product, CREATE, { s: SETTINGS, a: false }, lender.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('AUTHORISATION_MISSING');
    const created = await graphql<{ createAutoLendRule: { id: string; state: string } }>(
      product,
      CREATE,
      { s: SETTINGS, a: true },
      lender.token,
    );
    expect(created.errors).toBeUndefined();
    const rule = created.data?.createAutoLendRule;
    expect(rule).toMatchObject({
      state: 'enabled',
      stateLabel: { id: 'Aktif', en: 'Enabled' },
      availableActions: expect.arrayContaining([
        { action: 'pause', allowed: true, reason: null },
        { action: 'resume', allowed: false, reason: { code: 'WRONG_STATE' } },
      ]),
    });
    const paused = await graphql<{ pauseAutoLendRule: { state: string } }>(
      product,
      `mutation { pauseAutoLendRule(ruleId: "${rule?.id}") { state } }`,
      {},
      lender.token,
    );
    expect(paused.data?.pauseAutoLendRule.state).toBe('paused');
    const resumed = await graphql<{ resumeAutoLendRule: { state: string } }>(
      product,
      `mutation { resumeAutoLendRule(ruleId: "${rule?.id}") { state } }`,
      {},
      lender.token,
    );
    expect(resumed.data?.resumeAutoLendRule.state).toBe('enabled');

    const loanId = await loanOpenForFunding(product, tokens);
    await pass();
    const LOAN =
      'allocateAt inPreview allocated rules { ruleId optedOut canOptOut canOptIn reason { code } }';
    const preview = await graphql<{ loanAutoLend: { inPreview: boolean; rules: unknown[] } }>(
      product,
      `{ loanAutoLend(loanId: "${loanId}") { ${LOAN} } }`,
      {},
      lender.token,
    );
    expect(preview.data?.loanAutoLend).toMatchObject({
      inPreview: true,
      allocateAt: new Date(product.clock.now.getTime() + 180 * 60_000).toISOString(),
      rules: [
        { ruleId: rule?.id, optedOut: false, canOptOut: true, canOptIn: false, reason: null },
      ],
    });
    const OPT_OUT = `mutation { optOutOfAutoLend(loanId: "${loanId}", ruleId: "${rule?.id}") { ${LOAN} } }`;
    const OPT_IN = `mutation { optInToAutoLend(loanId: "${loanId}", ruleId: "${rule?.id}") { ${LOAN} } }`;
    const opted = await graphql<{ optOutOfAutoLend: { rules: unknown[] } }>(
      product,
      OPT_OUT,
      {},
      lender.token,
    );
    expect(opted.data?.optOutOfAutoLend.rules).toEqual([
      { ruleId: rule?.id, optedOut: true, canOptOut: false, canOptIn: true, reason: null },
    ]);
    // Undone during the window, then opted out again.
    const back = await graphql<{ optInToAutoLend: { rules: unknown[] } }>(
      product,
      OPT_IN,
      {},
      lender.token,
    );
    expect(back.errors).toBeUndefined();
    expect(back.data?.optInToAutoLend.rules).toEqual([
      { ruleId: rule?.id, optedOut: false, canOptOut: true, canOptIn: false, reason: null },
    ]);
    const notOut = await graphql(product, OPT_IN, {}, lender.token);
    expect(notOut.errors?.[0]?.extensions?.code).toBe('NOT_OPTED_OUT');
    expect((await graphql(product, OPT_OUT, {}, lender.token)).errors).toBeUndefined();
    product.clock.now = new Date(product.clock.now.getTime() + 180 * 60_000);
    await pass();
    const token = await loginAs(product, lender.email);
    const activity = await graphql<{ autoLendActivity: { items: unknown[]; next: string | null } }>(
      product,
      '{ autoLendActivity(first: 10) { items { loanId outcome amount reason { code text { en } } } next } }',
      {},
      token,
    );
    expect(activity.errors).toBeUndefined();
    expect(activity.data?.autoLendActivity).toEqual({
      items: [
        {
          loanId: String(loanId),
          outcome: 'SKIPPED',
          amount: null,
          reason: { code: 'OPTED_OUT', text: { en: 'You opted this loan out' } },
        },
      ],
      next: null,
    });
    const late = await graphql(
      product,
      `mutation { optOutOfAutoLend(loanId: "${loanId}", ruleId: "${rule?.id}") { allocated } }`,
      {},
      token,
    );
    expect(late.errors?.[0]?.extensions?.code).toBe('PREVIEW_OVER');
    const lateIn = await graphql(product, OPT_IN, {}, token);
    expect(lateIn.errors?.[0]?.extensions?.code).toBe('PREVIEW_OVER');
  });
});
