// Spec §4 "Staff actions by status", one table row per situation, against the lifecycle
// machine's availableActions — the same selector the gateway serves and the API obeys.
import { describe, expect, it } from 'vitest';
import { availableActions, nextStep, statusesOf } from '../../machines/loan/loan.selectors.ts';
import {
  borrower,
  creditOfficer,
  director,
  dmy,
  otherBorrower,
  type Situation,
  situations,
  validTerms,
  walk,
} from '../support/loan-paths.ts';

type Row = [Situation, cancel: boolean, reject: boolean, approve: boolean, disburse: boolean];

// Cancel: unless CANCEL or APPROVAL_BORROWER, while nothing is committed.
// Reject: unless CANCEL, REJECTED_BORROWER or APPROVAL_BORROWER, while nothing is committed
//         (refined: not before submission, not when already rejected).
// Approve: approval status APPROVED_{product} and funding status NOT_PROCESS.
// Approve disbursement: funding status DISBURSEMENT_READY and commitment > 0
//         (refined: only once the borrower signed the agreement).
const rows: Row[] = [
  ['DRAFT', true, false, false, false],
  ['REVIEW', true, true, false, false],
  ['APPROVAL_BAIL', true, true, false, false],
  ['APPROVAL_LOAN', true, true, false, false],
  ['APPROVAL_LOAN_DIR', true, true, false, false],
  ['APPROVED_PRODUCT', true, true, true, false],
  ['APPROVAL_BORROWER', false, false, false, false],
  ['APPROVED_BORROWER', true, true, false, false],
  ['REJECTED_BORROWER', true, false, false, false],
  ['PROCESS', true, true, false, false],
  ['PROCESS (committed)', false, false, false, false],
  ['FUNDING_COMPLETED', false, false, false, false],
  ['FUNDING_NOT_COMPLETED', true, true, false, false],
  ['FUNDING_NOT_COMPLETED (committed)', false, false, false, false],
  ['DISBURSEMENT_READY', false, false, false, false],
  ['DISBURSEMENT_READY_BORROWER', false, false, false, true],
  ['DISBURSED', false, false, false, false],
  ['LOAN_PERIOD', false, false, false, false],
  ['REVIEW_PAID', false, false, false, false],
  ['PAID', false, false, false, false],
  ['CLOSED', false, false, false, false],
  ['CANCEL', false, false, false, false],
  ['REJECT_BAIL', true, false, false, false],
];

const allowedOf = (situation: Situation, viewer = creditOfficer) =>
  new Map(availableActions(walk(situations[situation]), viewer).map((a) => [a.action, a]));

describe('staff actions by status (spec §4)', () => {
  it('covers every situation the paths describe', () => {
    expect(rows.map(([s]) => s).sort()).toEqual(Object.keys(situations).sort());
  });

  it.each(rows)(
    '%s: cancel %s, reject %s, approve %s, approve disbursement %s',
    (situation, cancel, reject, approve, disburse) => {
      const actions = allowedOf(situation);
      expect({
        cancel: actions.get('cancel')?.allowed,
        reject: actions.get('reject')?.allowed,
        approve: actions.get('approve')?.allowed,
        approveDisbursement: actions.get('approveDisbursement')?.allowed,
      }).toEqual({ cancel, reject, approve, approveDisbursement: disburse });
    },
  );

  it('shows Approve exactly where approval is APPROVED_{product} and funding NOT_PROCESS', () => {
    for (const situation of Object.keys(situations) as Situation[]) {
      const statuses = statusesOf(walk(situations[situation]));
      const expected =
        statuses.funappcfapprovalstatus === 'APPROVED_KPR' &&
        statuses.funstatstatus === 'NOT_PROCESS';
      expect(allowedOf(situation).get('approve')?.allowed, situation).toBe(expected);
    }
  });

  it('explains hidden actions with a reason code and both languages', () => {
    const committed = allowedOf('PROCESS (committed)');
    expect(committed.get('cancel')?.reason?.code).toBe('LENDER_COMMITTED');
    expect(committed.get('reject')?.reason?.text.id).toBe(
      'Ada pemberi dana yang sudah berkomitmen',
    );
    expect(allowedOf('DISBURSEMENT_READY').get('approveDisbursement')?.reason?.code).toBe(
      'AGREEMENT_NOT_SIGNED',
    );
    expect(allowedOf('APPROVAL_BORROWER').get('cancel')?.reason?.code).toBe('WRONG_STAGE');
    expect(allowedOf('APPROVAL_BORROWER').get('cancel')?.reason?.text.id).toBe(
      'Menunggu jawaban peminjam atas penawaran',
    );
  });

  it('says when the platform acts, and lets staff open funding early (issue 17)', () => {
    // The offer's funding window starts on validTerms' start day (loan-paths.ts), DD-MM-YYYY.
    const start = dmy(validTerms.fundingStart);
    expect(start).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const accepted = allowedOf('APPROVED_BORROWER');
    expect(accepted.get('openFunding')).toMatchObject({ allowed: true, reason: null });
    expect(nextStep(walk(situations.APPROVED_BORROWER))).toEqual({
      actor: 'platform',
      text: {
        id: `Pendanaan dibuka otomatis pada ${start}`,
        en: `Funding opens automatically on ${start}`,
      },
    });
    expect(allowedOf('PROCESS').get('closeFunding')?.reason?.code).toBe('AUTOMATIC');
    // The borrower's move: in words to others, and in words to her.
    expect(nextStep(walk(situations.APPROVAL_BORROWER))).toMatchObject({
      actor: 'borrower',
      text: { id: 'Menunggu jawaban peminjam atas penawaran' },
      yours: { id: 'Baca penawaran, lalu terima atau tolak' },
    });
    // Funded: the lenders sign their agreements before anything is prepared, and staff and the
    // borrower are told so (not that the platform or staff are preparing the disbursement).
    expect(nextStep(walk(situations.FUNDING_COMPLETED))).toEqual({
      actor: 'lender',
      text: {
        id: 'Menunggu setiap pemberi dana menandatangani perjanjian pendanaan; pencairan disiapkan setelahnya',
        en: 'Waiting for every lender to sign the investment agreement; the disbursement is prepared after that',
      },
      yours: {
        id: 'Tandatangani perjanjian pendanaan Anda; pencairan disiapkan setelah semua pemberi dana menandatangani',
        en: 'Sign your investment agreement; the disbursement is prepared once every lender has signed',
      },
    });
    // A step no person takes has no words "to you".
    expect(nextStep(walk(situations.APPROVED_BORROWER)).yours).toBeUndefined();
  });

  it('keeps four eyes: the credit approver cannot give the director approval', () => {
    expect(allowedOf('APPROVAL_LOAN', creditOfficer).get('approveDirector')?.reason?.code).toBe(
      'SAME_APPROVER',
    );
    expect(allowedOf('APPROVAL_LOAN', director).get('approveDirector')?.allowed).toBe(true);
  });

  it('lets only the owner submit or cancel their own application', () => {
    expect(allowedOf('DRAFT', borrower).get('submit')?.allowed).toBe(true);
    expect(allowedOf('DRAFT', borrower).get('cancel')?.allowed).toBe(true);
    expect(allowedOf('DRAFT', otherBorrower).get('submit')?.reason?.code).toBe('NOT_OWNER');
    expect(allowedOf('DRAFT', creditOfficer).get('submit')?.reason?.code).toBe('WRONG_ROLE');
    expect(allowedOf('REVIEW', borrower).get('approveBail')?.reason?.code).toBe('WRONG_ROLE');
  });
});

describe('status projections', () => {
  it.each([
    ['DRAFT', 'DRAFT', 'REVIEW', 'NOT_PROCESS'],
    ['APPROVAL_BAIL', 'APPROVAL_BAIL', 'REVIEW', 'NOT_PROCESS'],
    ['APPROVED_PRODUCT', 'APPROVED_KPR', 'APPROVED_KPR', 'NOT_PROCESS'],
    ['APPROVAL_BORROWER', 'APPROVAL_BORROWER', 'APPROVAL_BORROWER', 'NOT_PROCESS'],
    ['PROCESS', 'PROCESS', 'APPROVED_BORROWER', 'PROCESS'],
    [
      'DISBURSEMENT_READY_BORROWER',
      'DISBURSEMENT_READY_BORROWER',
      'APPROVED_BORROWER',
      'DISBURSEMENT_READY',
    ],
    ['CANCEL', 'CANCEL', 'CANCEL', 'NOT_PROCESS'],
  ] as const)('%s projects to %s / %s / %s', (situation, stage, approval, funding) => {
    expect(statusesOf(walk(situations[situation]))).toEqual({
      submissionstage: stage,
      funappcfapprovalstatus: approval,
      funstatstatus: funding,
    });
  });
});
