// The borrower's road from draft to paid, in steps a person recognises (issue 14: "a timeline of
// what happened and what comes next"). The lifecycle has more stages than the borrower needs to
// tell apart: staff's internal approvals (collateral, credit, director, offer terms) are one
// "review" milestone, as the borrower's audit trail hides them too.
//
// Decisions where the spec is silent: a stage off the road (declined, cancelled, funding not
// completed) has nothing next; a collateral rejection (REJECT_BAIL) has one next step, the
// borrower's resubmission.
import type { Text } from '../shared/i18n-text.ts';
import type { Stage } from './loan.types.ts';

export type Milestone =
  | 'drafted'
  | 'submitted'
  | 'reviewed'
  | 'offered'
  | 'accepted'
  | 'funding'
  | 'funded'
  | 'signed'
  | 'disbursed'
  | 'repaying'
  | 'paid';

/** The road in order. */
export const MILESTONES: readonly Milestone[] = [
  'drafted',
  'submitted',
  'reviewed',
  'offered',
  'accepted',
  'funding',
  'funded',
  'signed',
  'disbursed',
  'repaying',
  'paid',
];

export const milestoneLabels: Record<Milestone, Text> = {
  drafted: { id: 'Draf pengajuan dibuat', en: 'Application drafted' },
  submitted: { id: 'Pengajuan dikirim', en: 'Application sent' },
  reviewed: {
    id: 'Tim kami meninjau jaminan dan pinjaman',
    en: 'Our team reviews the collateral and the loan',
  },
  offered: { id: 'Penawaran dikirim kepada Anda', en: 'An offer is sent to you' },
  accepted: { id: 'Anda menerima penawaran', en: 'You accept the offer' },
  funding: { id: 'Pemberi dana mendanai pinjaman', en: 'Lenders fund the loan' },
  funded: { id: 'Pendanaan terpenuhi', en: 'Funding complete' },
  signed: { id: 'Anda menandatangani perjanjian', en: 'You sign the agreement' },
  disbursed: { id: 'Dana dicairkan ke rekening Anda', en: 'The funds are paid to your account' },
  repaying: { id: 'Masa pinjaman: Anda membayar cicilan', en: 'Loan period: you pay installments' },
  paid: { id: 'Pinjaman lunas', en: 'Loan paid off' },
};

/** The milestone a stage has reached; null for a stage off the road. */
const REACHED: Record<Stage, Milestone | null> = {
  DRAFT: 'drafted',
  REVIEW: 'submitted',
  APPROVAL_BAIL: 'submitted',
  APPROVAL_LOAN: 'submitted',
  APPROVAL_LOAN_DIR: 'submitted',
  APPROVED_PRODUCT: 'submitted',
  APPROVAL_BORROWER: 'offered',
  APPROVED_BORROWER: 'accepted',
  PROCESS: 'funding',
  FUNDING_COMPLETED: 'funded',
  DISBURSEMENT_READY: 'funded',
  DISBURSEMENT_READY_BORROWER: 'signed',
  DISBURSED: 'disbursed',
  LOAN_PERIOD: 'repaying',
  REVIEW_PAID: 'repaying',
  PAID: 'paid',
  CLOSED: 'paid',
  REJECT_BAIL: null,
  REJECTED_BORROWER: null,
  CANCEL: null,
  FUNDING_NOT_COMPLETED: null,
};

export type NextStep = { milestone: Milestone | 'resubmit'; text: Text };

const RESUBMIT: NextStep = {
  milestone: 'resubmit',
  text: {
    id: 'Ubah pengajuan sesuai alasan penolakan dan kirim ulang',
    en: 'Change the application as the rejection reason asks and send it again',
  },
};

/** What comes next for a loan in this stage, in order; empty when nothing does. */
export function nextMilestones(stage: string): NextStep[] {
  if (stage === 'REJECT_BAIL') return [RESUBMIT, ...after('submitted')];
  const reached = REACHED[stage as Stage];
  return reached ? after(reached) : [];
}

function after(milestone: Milestone): NextStep[] {
  return MILESTONES.slice(MILESTONES.indexOf(milestone) + 1).map((next) => ({
    milestone: next,
    text: milestoneLabels[next],
  }));
}
