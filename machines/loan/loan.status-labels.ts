// The loan's status projections in words (Indonesian and English), and the borrower's plain
// status with the next step. A person never reads a code: every value of the three projections
// (statusesOf in loan.selectors.ts) has a label here.
import type { Text } from '../shared/i18n-text.ts';
import { stageLabel, stageLabels } from './loan.labels.ts';
import type { Stage } from './loan.types.ts';

/** The approval statuses (funappcfapprovalstatus); `APPROVED_PRODUCT` stands for APPROVED_{code}. */
export type ApprovalStatus =
  | 'REVIEW'
  | 'APPROVED_PRODUCT'
  | 'APPROVAL_BORROWER'
  | 'APPROVED_BORROWER'
  | 'REJECTED_BORROWER'
  | 'CANCEL';

/** The funding statuses (funstatstatus). */
export type FundingStatus =
  | 'NOT_PROCESS'
  | 'PROCESS'
  | 'FUNDING_COMPLETED'
  | 'FUNDING_NOT_COMPLETED'
  | 'DISBURSEMENT_READY'
  | 'DISBURSED';

export const approvalStatusLabels: Record<ApprovalStatus, Text> = {
  REVIEW: { id: 'Sedang Ditinjau', en: 'In review' },
  APPROVED_PRODUCT: { id: 'Disetujui {provider}', en: 'Approved by {provider}' },
  APPROVAL_BORROWER: {
    id: 'Menunggu Persetujuan Peminjam',
    en: "Awaiting the borrower's answer",
  },
  APPROVED_BORROWER: { id: 'Disetujui Peminjam', en: 'Approved by the borrower' },
  REJECTED_BORROWER: { id: 'Ditolak Peminjam', en: 'Declined by the borrower' },
  CANCEL: { id: 'Dibatalkan', en: 'Cancelled' },
};

/** Spec §4's funding labels (Not Yet Funded, Funded, Complete, …) as whole phrases. */
export const fundingStatusLabels: Record<FundingStatus, Text> = {
  NOT_PROCESS: { id: 'Belum Didanai', en: 'Not yet funded' },
  PROCESS: { id: 'Dalam Pendanaan', en: 'Being funded' },
  FUNDING_COMPLETED: { id: 'Pendanaan Terpenuhi', en: 'Funding complete' },
  FUNDING_NOT_COMPLETED: { id: 'Pendanaan Tidak Terpenuhi', en: 'Funding not complete' },
  DISBURSEMENT_READY: { id: 'Siap Dicairkan', en: 'Ready for disbursement' },
  DISBURSED: { id: 'Dicairkan', en: 'Disbursed' },
};

const fill = (text: Text, provider: Text): Text => ({
  id: text.id.replace('{provider}', provider.id),
  en: text.en.replace('{provider}', provider.en),
});

/** A product's name in both languages (the provider of 'Disetujui {provider}'). */
export type ProductName = Text;

/**
 * The words of an approval status as the REST contract carries it (APPROVED_KPR included).
 * An unknown value — a contract newer than this code — reads as a neutral 'unknown', never as
 * the code itself.
 */
/** A draft's approval status reads REVIEW in the contract; nobody reviews it until it is sent. */
const NOT_SUBMITTED: Text = { id: 'Belum diajukan', en: 'Not submitted yet' };

export function approvalStatusLabel(status: string, provider: ProductName, stage?: Stage): Text {
  if (stage === 'DRAFT') return NOT_SUBMITTED;
  if (status in approvalStatusLabels && status !== 'APPROVED_PRODUCT') {
    return approvalStatusLabels[status as ApprovalStatus];
  }
  if (status.startsWith('APPROVED_')) return fill(approvalStatusLabels.APPROVED_PRODUCT, provider);
  return UNKNOWN;
}

export function fundingStatusLabel(status: string): Text {
  return status in fundingStatusLabels ? fundingStatusLabels[status as FundingStatus] : UNKNOWN;
}

const UNKNOWN: Text = { id: 'Status tidak dikenal', en: 'Unknown status' };

/** The machine's stage behind a submission stage of the REST contract (APPROVED_KPR → APPROVED_PRODUCT). */
export function stageOfSubmission(submissionStage: string): Stage | null {
  if (submissionStage in stageLabels && submissionStage !== 'APPROVED_PRODUCT') {
    return submissionStage as Stage;
  }
  return submissionStage.startsWith('APPROVED_') ? 'APPROVED_PRODUCT' : null;
}

/** The stages whose schedule is being repaid, the machine's 'repaying' tag: there are bills. */
export const REPAYING_STAGES: ReadonlySet<Stage> = new Set<Stage>(['LOAN_PERIOD', 'REVIEW_PAID']);

/** Whether a loan in this submission stage is being repaid (its borrower has bills to pay). */
export const isRepaying = (submissionStage: string): boolean => {
  const stage = stageOfSubmission(submissionStage);
  return stage !== null && REPAYING_STAGES.has(stage);
};

/** The stage's label in both languages, the product's name in each. */
export function stageLabelOf(stage: Stage, provider: ProductName): Text {
  const label = stageLabel(stage, '{provider}');
  return fill(label, provider);
}

/** How the borrower's status reads: they must act, they wait, it went wrong, or it is over. */
export type BorrowerTone = 'act' | 'wait' | 'problem' | 'done';

export type BorrowerStatus = {
  /** What is true now, in plain words. */
  status: Text;
  /** What happens next, or what the borrower should do; null when nothing follows. */
  nextStep: Text | null;
  tone: BorrowerTone;
  /** The staff's reason, for a rejected or cancelled loan (shown prominently). */
  reason: string | null;
};

type StatusWords = { status: Text; nextStep: Text | null; tone: BorrowerTone };

const IN_REVIEW: StatusWords = {
  status: { id: 'Pengajuan Anda sedang ditinjau staf', en: 'Staff are reviewing your application' },
  nextStep: {
    id: 'Tunggu penawaran dari kami; Anda belum perlu melakukan apa pun',
    en: 'Wait for our offer; there is nothing for you to do yet',
  },
  tone: 'wait',
};

const BORROWER_WORDS: Record<Stage, StatusWords> = {
  DRAFT: {
    status: { id: 'Draf, belum dikirim', en: 'Draft, not sent yet' },
    nextStep: {
      id: 'Lengkapi data pinjaman dan jaminan, lalu kirim pengajuan',
      en: 'Complete the loan and collateral data, then send the application',
    },
    tone: 'act',
  },
  REVIEW: IN_REVIEW,
  APPROVAL_BAIL: IN_REVIEW,
  APPROVAL_LOAN: IN_REVIEW,
  APPROVAL_LOAN_DIR: IN_REVIEW,
  APPROVED_PRODUCT: {
    status: { id: 'Pengajuan Anda disetujui', en: 'Your application is approved' },
    nextStep: {
      id: 'Staf sedang menyiapkan penawaran untuk Anda',
      en: 'Staff are preparing your offer',
    },
    tone: 'wait',
  },
  APPROVAL_BORROWER: {
    status: { id: 'Penawaran menunggu jawaban Anda', en: 'The offer is waiting for your answer' },
    nextStep: {
      id: 'Periksa penawaran, lalu terima atau tolak',
      en: 'Read the offer, then accept or decline it',
    },
    tone: 'act',
  },
  APPROVED_BORROWER: {
    status: { id: 'Anda menerima penawaran', en: 'You accepted the offer' },
    nextStep: {
      id: 'Pinjaman akan segera dibuka untuk pendanaan',
      en: 'The loan will soon open for funding',
    },
    tone: 'wait',
  },
  REJECTED_BORROWER: {
    status: { id: 'Anda menolak penawaran', en: 'You declined the offer' },
    nextStep: {
      id: 'Pengajuan ini selesai; Anda dapat membuat pengajuan baru',
      en: 'This application is closed; you can make a new one',
    },
    tone: 'done',
  },
  PROCESS: {
    status: {
      id: 'Pemberi dana sedang mendanai pinjaman Anda',
      en: 'Lenders are funding your loan',
    },
    nextStep: {
      id: 'Tunggu sampai pendanaan terpenuhi',
      en: 'Wait until the funding is complete',
    },
    tone: 'wait',
  },
  FUNDING_COMPLETED: {
    status: { id: 'Pendanaan terpenuhi', en: 'The funding is complete' },
    nextStep: {
      id: 'Pemberi dana menandatangani perjanjian pendanaan; setelah itu pencairan disiapkan',
      en: 'The lenders sign their investment agreements; then the disbursement is prepared',
    },
    tone: 'wait',
  },
  FUNDING_NOT_COMPLETED: {
    status: { id: 'Pendanaan tidak terpenuhi', en: 'The funding was not completed' },
    nextStep: {
      id: 'Dana pemberi dana dikembalikan; Anda dapat membuat pengajuan baru',
      en: "The lenders' money is returned; you can make a new application",
    },
    tone: 'problem',
  },
  DISBURSEMENT_READY: {
    status: { id: 'Dana siap dicairkan', en: 'The funds are ready to be paid out' },
    nextStep: {
      id: 'Tandatangani perjanjian pinjaman',
      en: 'Sign the loan agreement',
    },
    tone: 'act',
  },
  DISBURSEMENT_READY_BORROWER: {
    status: { id: 'Anda sudah menandatangani perjanjian', en: 'You signed the agreement' },
    nextStep: {
      id: 'Tunggu staf menyetujui pencairan dana',
      en: 'Wait for staff to approve the disbursement',
    },
    tone: 'wait',
  },
  DISBURSED: {
    status: { id: 'Dana sudah dicairkan', en: 'The funds have been paid out' },
    nextStep: {
      id: 'Jadwal cicilan Anda sedang dibuat',
      en: 'Your installment schedule is being made',
    },
    tone: 'wait',
  },
  LOAN_PERIOD: {
    status: { id: 'Masa pinjaman berjalan', en: 'The loan period is running' },
    nextStep: {
      id: 'Bayar setiap cicilan sebelum jatuh tempo',
      en: 'Pay each installment before it is due',
    },
    tone: 'act',
  },
  REVIEW_PAID: {
    status: { id: 'Pembayaran Anda sedang diperiksa', en: 'Staff are checking your payment' },
    nextStep: { id: 'Tunggu konfirmasi dari staf', en: 'Wait for staff to confirm it' },
    tone: 'wait',
  },
  PAID: {
    status: { id: 'Pinjaman sudah lunas', en: 'The loan is paid off' },
    nextStep: null,
    tone: 'done',
  },
  CLOSED: {
    status: { id: 'Pinjaman ditutup', en: 'The loan is closed' },
    nextStep: null,
    tone: 'done',
  },
  CANCEL: {
    status: { id: 'Pengajuan dibatalkan', en: 'The application was cancelled' },
    nextStep: {
      id: 'Anda dapat membuat pengajuan baru',
      en: 'You can make a new application',
    },
    tone: 'problem',
  },
  REJECT_BAIL: {
    status: { id: 'Ditolak', en: 'Rejected' },
    nextStep: {
      id: 'Ubah pengajuan, lalu kirim ulang',
      en: 'Change the application, then send it again',
    },
    tone: 'problem',
  },
};

/** The stages whose entry carries a staff reason the borrower must see. */
const REASONED: ReadonlySet<Stage> = new Set(['REJECT_BAIL', 'CANCEL']);

export type TrailEntry = { toStage: string; reason?: string | null };

/**
 * The borrower's status now and the next step. The reason is the one given with the latest
 * change into the current stage (a rejection or a cancellation), taken from the audit trail.
 */
export function borrowerStatus(stage: Stage, trail: readonly TrailEntry[] = []): BorrowerStatus {
  const words = BORROWER_WORDS[stage];
  const entry = REASONED.has(stage)
    ? [...trail].reverse().find((item) => item.toStage === stage)
    : undefined;
  const reason = entry?.reason?.trim() ? entry.reason.trim() : null;
  return { ...words, reason };
}

/** The one-line form, e.g. 'Ditolak: <reason> — ubah dan kirim ulang'. */
export function borrowerStatusLine(value: BorrowerStatus, language: 'id' | 'en'): string {
  const head = value.reason ? `${value.status[language]}: ${value.reason}` : value.status[language];
  return value.nextStep ? `${head} — ${value.nextStep[language]}` : head;
}
