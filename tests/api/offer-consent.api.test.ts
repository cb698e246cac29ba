// Accepting an offer needs the borrower's explicit consent: without it (no body, false, or not a
// boolean) the API answers 400 CONSENT_REQUIRED and the database holds what it held; with it the
// loan moves to APPROVED_BORROWER and the consent is recorded with the terms and the repayment
// schedule as shown — the same schedule the pure function computes. Through GraphQL too.
// The offer's funding window is judged on the product's day (WIB): one that starts before it or
// does not end after it is bad input (400, nothing written), and funding never opens once the
// window's end has passed — neither staff's open-funding nor the platform's pass.
import { describe, expect, it } from 'vitest';
import { runFundingWindows } from '../../api/funding/funding-windows.ts';
import { wibDate } from '../../api/reference/wib-date.ts';
import { repaymentSchedule } from '../../machines/installment/installment.schedule.ts';
import { isoDateInDays } from '../support/application.ts';
import { tableDigests } from '../support/db-digest.ts';
import { acceptedLoan, loanAt, type Staff } from '../support/funding.ts';
import { productPerFile } from '../support/product-per-file.ts';
import { graphql, loginAs, rest, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Staff;
productPerFile((started) => {
  ({ product, tokens } = started);
});

/** A new application taken to the offer waiting for the borrower (APPROVAL_BORROWER). */
const loanWithOffer = () =>
  loanAt(product, tokens, 'APPROVAL_BORROWER', {
    value: '120000000',
    // Grade A: the offer's 12 sits in its band of PF's 12–18 (12.00–13.20).
    riskRating: 'LOW',
    interest: '12',
    periodDays: 90,
    adminFee: '1500000',
    startInDays: 20,
    endInDays: 40,
  });

const stageOf = async (id: number) =>
  (
    await product.db.query<{ stage: string }>(
      "SELECT machine_state ->> 'stage' AS stage FROM loans WHERE id = $1",
      [id],
    )
  )[0]?.stage;

describe('accepting an offer needs consent', () => {
  it('refuses without consent: 400 CONSENT_REQUIRED, nothing changes', async () => {
    const id = await loanWithOffer();
    for (const body of [undefined, {}, { consent: false }]) {
      const before = await tableDigests(product.db);
      const answer = await rest(product, 'PUT', `/loan/${id}/offer/accept`, {
        token: tokens.borrower,
        ...(body ? { body } : {}),
      });
      expect({ status: answer.status, code: answer.body.code }, JSON.stringify(body)).toEqual({
        status: 400,
        code: 'CONSENT_REQUIRED',
      });
      expect(answer.body.fields).toHaveProperty('consent');
      expect(await tableDigests(product.db)).toEqual(before);
    }
    const notBoolean = await rest(product, 'PUT', `/loan/${id}/offer/accept`, {
      token: tokens.borrower,
      body: { consent: 'yes' },
    });
    expect(notBoolean.status).toBe(400);
    expect(await stageOf(id)).toBe('APPROVAL_BORROWER');
    const consents = await product.db.query('SELECT 1 FROM offer_consents WHERE loan_id = $1', [
      id,
    ]);
    expect(consents).toEqual([]);
  });

  it('accepts with consent and records the terms and schedule agreed to', async () => {
    const id = await loanWithOffer();
    const answer = await rest(product, 'PUT', `/loan/${id}/offer/accept`, {
      token: tokens.borrower,
      body: { consent: true },
    });
    expect(answer.status).toBe(200);
    expect((answer.body.data as { submissionstage: string }).submissionstage).toBe(
      'APPROVED_BORROWER',
    );
    const expected = repaymentSchedule({
      amount: '120000000',
      interestPercentPerYear: '12',
      periodDays: 90,
      paymentType: 'INSTALLMENT',
      adminFee: '1500000',
    });
    const [consent] = await product.db.query<Record<string, unknown>>(
      `SELECT c.application_value, c.interest_percentage, c.time_period, c.type_payment,
              c.admin_fee, c.total_interest, c.total_cost, c.schedule,
              c.borrower_id = l.borrower_id AS by_owner
         FROM offer_consents c JOIN loans l ON l.id = c.loan_id WHERE c.loan_id = $1`,
      [id],
    );
    expect(consent).toEqual({
      application_value: '120000000.00',
      interest_percentage: '12.00',
      time_period: 90,
      type_payment: 'INSTALLMENT',
      admin_fee: '1500000.00',
      total_interest: '2400000.00',
      total_cost: '3900000.00',
      schedule: expected.installments,
      by_owner: true,
    });
    expect(expected.totalInterest).toBe('2400000.00');

    // Accepted once: a second answer is refused by the loan's stage.
    const again = await rest(product, 'PUT', `/loan/${id}/offer/accept`, {
      token: tokens.borrower,
      body: { consent: true },
    });
    expect({ status: again.status, code: again.body.code }).toEqual({
      status: 409,
      code: 'ILLEGAL_TRANSITION',
    });
  });

  it('through GraphQL: consent false is refused with the code, consent true accepts', async () => {
    const id = await loanWithOffer();
    const mutation =
      'mutation ($id: ID!, $consent: Boolean!) { acceptOffer(id: $id, consent: $consent) { submissionStage } }';
    const refused = await graphql(
      product,
      mutation,
      { id: String(id), consent: false },
      tokens.borrower,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONSENT_REQUIRED');
    expect(await stageOf(id)).toBe('APPROVAL_BORROWER');
    const accepted = await graphql<{ acceptOffer: { submissionStage: string } }>(
      product,
      mutation,
      { id: String(id), consent: true },
      tokens.borrower,
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.acceptOffer.submissionStage).toBe('APPROVED_BORROWER');
  });
});

/** The product's day (WIB): the demo clock's. */
const productToday = () => wibDate(product.demoClock?.now() ?? product.clock.now);

/** The WIB day `days` after `iso`. */
const dayAfter = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What the loan row holds of its stage and offer. */
const offerRow = async (id: number) =>
  (
    await product.db.query<Record<string, unknown>>(
      `SELECT machine_state ->> 'stage' AS stage, machine_context ->> 'fundingStart' AS start,
              machine_context ->> 'fundingEnd' AS end, funappinterestpercentage, timeperiod,
              appadminfee, typepayment, funappcfstarttime, funappcfendtime
         FROM loans WHERE id = $1`,
      [id],
    )
  )[0];

describe("the offer's funding window is judged on the product's day", () => {
  const offer = (start: string, end: string) => ({
    funappinterestpercentage: '15',
    timeperiod: 90,
    appadminfee: '100000',
    typepayment: 'INSTALLMENT',
    funappcfstarttime: start,
    funappcfendtime: end,
  });

  it('refuses a window in the past, starting before today or ending on it: 400, nothing changes', async () => {
    const id = await loanAt(product, tokens, 'APPROVAL_LOAN_DIR');
    const today = productToday();
    const shown = today.split('-').reverse().join('-');
    const before = await tableDigests(product.db);
    const row = await offerRow(id);
    expect(row).toMatchObject({ stage: 'APPROVAL_LOAN_DIR', funappcfstarttime: null });
    for (const [start, end, fields] of [
      // The report's window: long over.
      ['2020-01-01', '2020-01-20', ['funappcfendtime', 'funappcfstarttime']],
      [dayAfter(today, -1), dayAfter(today, 20), ['funappcfstarttime']],
      [today, today, ['funappcfendtime']],
    ] as const) {
      const refused = await rest(product, 'PUT', `/loan/submission/${id}/offer`, {
        token: tokens.director,
        body: offer(start, end),
      });
      expect(refused.status, `${start}..${end}`).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        reason: 'OFFER_TERMS_INVALID',
        message: `Masa pendanaan harus dimulai paling cepat hari ini (${shown}) dan berakhir setelah hari ini`,
      });
      expect(Object.keys(refused.body.fields as object).sort()).toEqual([...fields]);
    }
    const english = await rest(product, 'PUT', `/loan/submission/${id}/offer`, {
      token: tokens.director,
      body: offer('2020-01-01', '2020-01-20'),
      headers: { 'accept-language': 'en' },
    });
    expect(english.body).toMatchObject({
      message: `The funding window must start no earlier than today (${shown}) and end after today`,
      fields: {
        funappcfstarttime: `must be today (${today}) or later`,
        funappcfendtime: `must be after today (${today})`,
      },
    });
    expect(await offerRow(id)).toEqual(row);
    expect(await tableDigests(product.db)).toEqual(before);

    // The end before the start keeps its own words; from today to tomorrow is accepted.
    const backwards = await rest(product, 'PUT', `/loan/submission/${id}/offer`, {
      token: tokens.director,
      body: offer(dayAfter(today, 10), dayAfter(today, 5)),
    });
    expect(backwards.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'OFFER_TERMS_INVALID',
      fields: { funappcfendtime: 'tidak boleh sebelum funappcfstarttime' },
    });
    const accepted = await rest(product, 'PUT', `/loan/submission/${id}/offer`, {
      token: tokens.director,
      body: offer(today, dayAfter(today, 1)),
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await offerRow(id)).toMatchObject({
      stage: 'APPROVED_PRODUCT',
      start: today,
      end: dayAfter(today, 1),
    });
  });

  it('does not open funding once the window ended: staff see why, open-funding is 409, the pass leaves it', async () => {
    // Accepted with a window of days 1–3; the platform's pass does not run before it ended.
    const id = await acceptedLoan(product, tokens, { startInDays: 1, endInDays: 3 });
    const end = isoDateInDays(product, 3);
    const shown = end.split('-').reverse().join('-');
    const clock = product.clock.now;
    // Two days after the end, 10:00 WIB.
    product.clock.now = new Date(`${dayAfter(end, 2)}T03:00:00Z`);
    try {
      const admin = await loginAs(product, 'admin@lumbung.test');
      const read = await rest(product, 'GET', `/loan/${id}`, { token: admin });
      const actions = (read.body.data as { availableActions: Array<Record<string, unknown>> })
        .availableActions;
      expect(actions.find((action) => action.action === 'openFunding')).toEqual({
        action: 'openFunding',
        allowed: false,
        reason: {
          code: 'FUNDING_WINDOW_CLOSED',
          text: {
            id: `Masa pendanaan sudah berakhir pada ${shown}; pendanaan tidak dapat dibuka lagi. Tolak atau batalkan pengajuan ini`,
            en: `The funding window ended on ${shown}; funding can no longer open. Reject or cancel this application`,
          },
        },
      });
      // Reject and cancel remain.
      expect(actions.filter((action) => action.allowed).map((action) => action.action)).toEqual(
        expect.arrayContaining(['reject', 'cancel']),
      );

      const before = await tableDigests(product.db);
      const refused = await rest(product, 'PUT', `/loan/submission/${id}/open-funding`, {
        token: admin,
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'FUNDING_WINDOW_CLOSED',
        reason: 'FUNDING_WINDOW_CLOSED',
        message: `Masa pendanaan sudah berakhir pada ${shown}; pendanaan tidak dapat dibuka lagi. Tolak atau batalkan pengajuan ini`,
      });
      expect(await tableDigests(product.db)).toEqual(before);

      // The platform's pass neither opens it nor cancels it.
      const pass = await runFundingWindows({ db: product.db, now: () => product.clock.now });
      expect(pass.opened).not.toContain(id);
      expect(pass.closed).not.toContain(id);
      expect(await stageOf(id)).toBe('APPROVED_BORROWER');
    } finally {
      product.clock.now = clock;
    }
  });

  it('refuses the borrower an offer whose window ended: told why beforehand, 409, nothing changes', async () => {
    const id = await loanAt(product, tokens, 'APPROVAL_BORROWER', {
      startInDays: 1,
      endInDays: 3,
    });
    const end = isoDateInDays(product, 3);
    const shown = end.split('-').reverse().join('-');
    const clock = product.clock.now;
    try {
      // On its last day the offer is still there to accept (read only: nothing is sent).
      product.clock.now = new Date(`${end}T03:00:00Z`);
      // A session of the moved clock's day (the earlier one's token would have expired).
      let borrower = await loginAs(product, 'borrower@lumbung.test');
      const onLastDay = await rest(product, 'GET', `/loan/${id}`, { token: borrower });
      const acceptOn = (body: unknown) =>
        (
          body as { data: { availableActions: Array<{ action: string; allowed: boolean }> } }
        ).data.availableActions.find((action) => action.action === 'acceptOffer');
      expect(acceptOn(onLastDay.body)?.allowed).toBe(true);

      // The day after, the borrower's screen says why, and the call is refused.
      product.clock.now = new Date(`${dayAfter(end, 1)}T03:00:00Z`);
      borrower = await loginAs(product, 'borrower@lumbung.test');
      const read = await rest(product, 'GET', `/loan/${id}`, { token: borrower });
      expect(acceptOn(read.body)).toEqual({
        action: 'acceptOffer',
        allowed: false,
        reason: {
          code: 'FUNDING_WINDOW_CLOSED',
          text: {
            id: `Masa pendanaan penawaran ini sudah berakhir pada ${shown}, sehingga penawaran tidak dapat diterima lagi. Hubungi kami bila Anda masih memerlukan pinjaman ini`,
            en: `This offer's funding window ended on ${shown}, so it can no longer be accepted. Contact us if you still need this loan`,
          },
        },
      });
      const before = await tableDigests(product.db);
      const refused = await rest(product, 'PUT', `/loan/${id}/offer/accept`, {
        token: borrower,
        body: { consent: true },
        headers: { 'accept-language': 'en' },
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'FUNDING_WINDOW_CLOSED',
        message: `This offer's funding window ended on ${shown}, so it can no longer be accepted. Contact us if you still need this loan`,
      });
      expect(await tableDigests(product.db)).toEqual(before);
      expect(await stageOf(id)).toBe('APPROVAL_BORROWER');

      // Declining stays possible.
      const declined = await rest(product, 'PUT', `/loan/${id}/offer/decline`, {
        token: borrower,
      });
      expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    } finally {
      product.clock.now = clock;
    }
  });

  it('opens funding on the last day of the window', async () => {
    const id = await acceptedLoan(product, tokens, { startInDays: 1, endInDays: 3 });
    const clock = product.clock.now;
    // The end day, 10:00 WIB.
    product.clock.now = new Date(`${isoDateInDays(product, 3)}T03:00:00Z`);
    try {
      const admin = await loginAs(product, 'admin@lumbung.test');
      const opened = await rest(product, 'PUT', `/loan/submission/${id}/open-funding`, {
        token: admin,
      });
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      expect(await stageOf(id)).toBe('PROCESS');
    } finally {
      product.clock.now = clock;
    }
  });
});
