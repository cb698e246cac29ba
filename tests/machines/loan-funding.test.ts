// The funding rules of the loan machine (issue 17): who opens funding, what a lender's funding
// must hold (validated data, inside the window, the minimum, the remaining need, the balance),
// and the last rupiah completing the loan.
import { describe, expect, it } from 'vitest';
import {
  fundingAmountRefusal,
  leastFundingSen,
  mostFundableSen,
} from '../../machines/loan/loan.rules.ts';
import {
  availableActions,
  decideLoanEvent,
  fundingDaysOf,
  nextLoanSnapshot,
  refusalOf,
  stageOf,
} from '../../machines/loan/loan.selectors.ts';
import type { Actor, LoanEvent } from '../../machines/loan/loan.types.ts';
import { fromSen } from '../../machines/shared/money.ts';
import {
  borrower,
  creditOfficer,
  dmy,
  LENDER_TODAY,
  lender,
  MINIMUM_FUNDING,
  NO_EXPOSURE,
  platform,
  plusDays,
  ROOMY_LIMITS,
  situations,
  validTerms,
  walk,
} from '../support/loan-paths.ts';

const open = () => walk(situations.PROCESS);
const fund = (amount: string, actor: Actor = lender): LoanEvent => ({
  type: 'loan.fund',
  actor,
  amount,
});
const withFacts = (facts: Partial<NonNullable<Actor['lender']>>): Actor => ({
  ...lender,
  lender: {
    validated: true,
    agreementSigned: true,
    activeBalance: '1000000000.00',
    today: LENDER_TODAY,
    limits: ROOMY_LIMITS,
    ...facts,
  },
});

describe('opening funding', () => {
  it('is the platform’s on the start date, or staff’s earlier, with the minimum recorded', () => {
    const accepted = walk(situations.APPROVED_BORROWER);
    for (const actor of [platform, creditOfficer]) {
      const event: LoanEvent = { type: 'funding.open', actor, minimumFunding: '250000.00' };
      expect(refusalOf(accepted, event)).toBeNull();
      const next = nextLoanSnapshot(accepted, event);
      expect(stageOf(next)).toBe('PROCESS');
      expect(next.context.minimumFunding).toBe('250000.00');
    }
  });

  it('runs from the day it opened: staff opening early move the start, not the end', () => {
    const accepted = walk(situations.APPROVED_BORROWER);
    const offer = { start: validTerms.fundingStart, end: validTerms.fundingEnd };
    expect(fundingDaysOf(accepted.context, offer)).toEqual(offer);
    const early = plusDays(validTerms.fundingStart, -3);
    const opened = nextLoanSnapshot(accepted, {
      type: 'funding.open',
      actor: { ...creditOfficer, today: early },
      minimumFunding: MINIMUM_FUNDING,
    });
    expect(opened.context.fundingOpenedOn).toBe(early);
    expect(fundingDaysOf(opened.context, offer)).toEqual({ start: early, end: offer.end });
  });

  it('is refused to borrowers and lenders, and without a minimum', () => {
    const accepted = walk(situations.APPROVED_BORROWER);
    for (const actor of [borrower, lender]) {
      expect(
        refusalOf(accepted, { type: 'funding.open', actor, minimumFunding: MINIMUM_FUNDING })?.code,
      ).toBe('WRONG_ROLE');
    }
    expect(
      refusalOf(accepted, { type: 'funding.open', actor: creditOfficer, minimumFunding: '0' })
        ?.code,
    ).toBe('AMOUNT_INVALID');
  });

  it('is refused once the window’s end has passed (the actor’s day), allowed on its last day', () => {
    // validTerms' window (loan-paths.ts): its last day, and the day after.
    const last = validTerms.fundingEnd;
    const after = plusDays(last, 1);
    const accepted = walk(situations.APPROVED_BORROWER);
    for (const actor of [platform, creditOfficer]) {
      const on = (today: string): LoanEvent => ({
        type: 'funding.open',
        actor: { ...actor, today },
        minimumFunding: MINIMUM_FUNDING,
      });
      expect(refusalOf(accepted, on(after))?.code).toBe('FUNDING_WINDOW_CLOSED');
      expect(accepted.can(on(after))).toBe(false);
      expect(refusalOf(accepted, on(last))).toBeNull();
      expect(accepted.can(on(last))).toBe(true);
    }
    // Staff see why before they ask.
    const action = availableActions(accepted, { ...creditOfficer, today: after }).find(
      (a) => a.action === 'openFunding',
    );
    expect(action).toMatchObject({ allowed: false, reason: { code: 'FUNDING_WINDOW_CLOSED' } });
    expect(action?.reason?.text.en).toBe(
      `The funding window ended on ${dmy(last)}; funding can no longer open. Reject or cancel this application`,
    );
  });
});

describe('accepting an offer whose window ended', () => {
  it('is refused the day after the window’s end, allowed on its last day; declining stays', () => {
    const last = validTerms.fundingEnd;
    const after = plusDays(last, 1);
    const offered = walk(situations.APPROVAL_BORROWER);
    const accept = (today: string): LoanEvent => ({
      type: 'offer.accept',
      actor: { ...borrower, today },
    });
    expect(refusalOf(offered, accept(after))?.code).toBe('FUNDING_WINDOW_CLOSED');
    expect(offered.can(accept(after))).toBe(false);
    expect(refusalOf(offered, accept(last))).toBeNull();
    expect(
      refusalOf(offered, { type: 'offer.decline', actor: { ...borrower, today: after } }),
    ).toBeNull();
    const action = availableActions(offered, { ...borrower, today: after }).find(
      (a) => a.action === 'acceptOffer',
    );
    expect(action).toMatchObject({ allowed: false, reason: { code: 'FUNDING_WINDOW_CLOSED' } });
    expect(action?.reason?.text.en).toBe(
      `This offer's funding window ended on ${dmy(last)}, so it can no longer be accepted. Contact us if you still need this loan`,
    );
  });
});

describe('the offer’s funding window and the actor’s day', () => {
  const offerOn = (today: string, fundingStart: string, fundingEnd: string): LoanEvent => ({
    type: 'offer.set',
    actor: { ...creditOfficer, today },
    terms: { ...validTerms, fundingStart, fundingEnd },
    exposure: NO_EXPOSURE,
  });
  const atOffer = () => walk(situations.APPROVAL_LOAN_DIR);
  // The day after validTerms' window starts (loan-paths.ts).
  const today = plusDays(validTerms.fundingStart, 1);

  it.each([
    ['starts before today', today, validTerms.fundingStart, validTerms.fundingEnd],
    ['ends on today', today, today, today],
    ['ended long ago', today, '2020-01-01', '2020-01-20'],
  ])('refuses a window that %s (OFFER_TERMS_INVALID)', (_, day, start, end) => {
    const refused = refusalOf(atOffer(), offerOn(day, start, end));
    expect(refused?.code).toBe('OFFER_TERMS_INVALID');
    expect(refused?.text.id).toBe(
      `Masa pendanaan harus dimulai paling cepat hari ini (${dmy(day)}) dan berakhir setelah hari ini`,
    );
  });

  it('accepts one from today to tomorrow', () => {
    const event = offerOn(today, today, plusDays(today, 1));
    expect(refusalOf(atOffer(), event)).toBeNull();
    expect(stageOf(nextLoanSnapshot(atOffer(), event))).toBe('APPROVED_PRODUCT');
  });
});

describe('a lender funding', () => {
  it.each([
    ['0', 'AMOUNT_INVALID'],
    ['99999.99', 'BELOW_MINIMUM'],
    ['100000000.01', 'EXCEEDS_NEED'],
  ])('refuses %s with %s', (amount, code) => {
    expect(refusalOf(open(), fund(amount))?.code).toBe(code);
  });

  it('refuses more than the active balance: Insufficient active balance', () => {
    const refused = refusalOf(
      open(),
      fund('2000000.00', withFacts({ activeBalance: '1000000.00' })),
    );
    expect(refused?.code).toBe('INSUFFICIENT_BALANCE');
    expect(refused?.text.en).toBe('Insufficient active balance');
  });

  it('refuses a lender whose data is not validated, or who has no facts at all', () => {
    expect(refusalOf(open(), fund('1000000.00', withFacts({ validated: false })))?.code).toBe(
      'LENDER_NOT_VALIDATED',
    );
    const { lender: _facts, ...bare } = lender;
    expect(refusalOf(open(), fund('1000000.00', bare))?.code).toBe('LENDER_NOT_VALIDATED');
  });

  it('refuses a validated lender who has not signed the lender agreement (POJK 10/2022)', () => {
    const unsigned = withFacts({ agreementSigned: false });
    const refused = refusalOf(open(), fund('1000000.00', unsigned));
    expect(refused?.code).toBe('LENDER_AGREEMENT_NOT_SIGNED');
    expect(refused?.text.id).toMatch(/^Tanda tangani perjanjian pemberi dana dahulu/);
    expect(refused?.text.en).toMatch(/^Sign the lender agreement first/);
    // The fund action says so before any amount is typed; an unvalidated lender hears that first.
    const action = (actor: Actor) =>
      availableActions(open(), actor).find((a) => a.action === 'fund');
    expect(action(unsigned)?.reason?.code).toBe('LENDER_AGREEMENT_NOT_SIGNED');
    expect(action(withFacts({ agreementSigned: false, validated: false }))?.reason?.code).toBe(
      'LENDER_NOT_VALIDATED',
    );
    expect(refusalOf(open(), fund('1000000.00', withFacts({ agreementSigned: true })))).toBeNull();
  });

  it('refuses after the funding window’s last day, and accepts on it', () => {
    const last = validTerms.fundingEnd;
    expect(
      refusalOf(open(), fund('1000000.00', withFacts({ today: plusDays(last, 1) })))?.code,
    ).toBe('FUNDING_WINDOW_CLOSED');
    expect(refusalOf(open(), fund('1000000.00', withFacts({ today: last })))).toBeNull();
  });

  it('says why the fund action is hidden before any amount is typed', () => {
    const action = (actor: Actor) =>
      availableActions(open(), actor).find((a) => a.action === 'fund');
    expect(action(lender)).toMatchObject({ allowed: true });
    expect(action(withFacts({ validated: false }))?.reason?.code).toBe('LENDER_NOT_VALIDATED');
    expect(action(withFacts({ activeBalance: '99999.99' }))?.reason?.code).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(action(withFacts({ today: plusDays(validTerms.fundingEnd, 1) }))?.reason?.code).toBe(
      'FUNDING_WINDOW_CLOSED',
    );
    expect(action(borrower)?.reason?.code).toBe('WRONG_ROLE');
  });

  it('lets the last piece be smaller than the minimum, and only the whole of it', () => {
    let loan = open();
    loan = nextLoanSnapshot(loan, fund('99950000.00'));
    expect(leastFundingSen(loan.context)).toBe(5_000_000n);
    expect(refusalOf(loan, fund('40000.00'))?.code).toBe('BELOW_MINIMUM');
    expect(refusalOf(loan, fund('50000.01'))?.code).toBe('EXCEEDS_NEED');
    const done = nextLoanSnapshot(loan, fund('50000.00'));
    expect(stageOf(done)).toBe('FUNDING_COMPLETED');
    expect(done.context.commitment).toBe('100000000.00');
    expect(decideLoanEvent(done, lender, 'loan.fund').allowed).toBe(false);
  });
});

describe('the most a lender can fund', () => {
  const loan = {
    applicationValue: '10000000.00',
    commitment: '2500000.00',
    minimumFunding: '1000000.00',
  };
  it('is the remaining need, capped by the balance and OJK’s rooms, whole rupiah', () => {
    expect(mostFundableSen(loan, {})).toBe(7_500_000_00n);
    expect(mostFundableSen(loan, { activeBalance: '3000000.50' })).toBe(3_000_000_00n);
    expect(
      mostFundableSen(loan, {
        activeBalance: '9000000.00',
        rooms: { incomeSen: 2_400_000_00n, concentrationSen: null },
      }),
    ).toBe(2_400_000_00n);
    expect(
      mostFundableSen(loan, { rooms: { incomeSen: null, concentrationSen: 5_000_000_00n } }),
    ).toBe(5_000_000_00n);
  });
  it('is none when the least piece does not fit, or the lender’s facts are unknown', () => {
    expect(mostFundableSen(loan, { activeBalance: '999999.00' })).toBeNull();
    expect(mostFundableSen(loan, { rooms: null })).toBeNull();
    // Whatever it offers, the rule that judges an amount accepts.
    const facts = { activeBalance: '4321000.00' };
    const most = mostFundableSen(loan, facts);
    expect(fundingAmountRefusal(loan, fromSen(most ?? 0n), facts)).toBeNull();
  });
});
