// Refusals in words that say what is missing or awaited, never "not possible at this stage":
// what each stage waits for and who acts next, what the platform does by itself and when, and
// which role an action needs. decideLoanEvent (loan.selectors.ts) words every refusal from here.
import type { Text } from '../shared/i18n-text.ts';
import { dmyFromIso } from '../shared/text-rules.ts';
import { fundingWindowProblems } from './loan.rules.ts';
import type { LoanContext, LoanEvent, LoanEventType, ReasonCode, Stage } from './loan.types.ts';

/** Who acts next on a loan: a person's role, the platform (time, outside work), or nobody. */
export type NextActor = 'borrower' | 'staff' | 'lender' | 'platform' | 'nobody';

export type NextStep = {
  actor: NextActor;
  /** What the loan waits for, as anyone reads it ("Menunggu jawaban peminjam …"). */
  text: Text;
  /** The same step as the one who acts reads it ("Jawab penawaran …"), where a person acts. */
  yours?: Text;
};

/** YYYY-MM-DD as DD-MM-YYYY (spec §9's date format); null when absent or not a date. */
const dayText = dmyFromIso;

function fundingOpens(context: LoanContext): Text {
  const day = dayText(context.fundingStart);
  return day
    ? { id: `Pendanaan dibuka otomatis pada ${day}`, en: `Funding opens automatically on ${day}` }
    : {
        id: 'Pendanaan dibuka otomatis pada tanggal mulai pendanaan',
        en: 'Funding opens automatically on the funding start date',
      };
}

function fundingCloses(context: LoanContext): Text {
  const day = dayText(context.fundingEnd);
  return day
    ? {
        id: `Menunggu pemberi dana; pendanaan ditutup otomatis pada ${day}`,
        en: `Waiting for lenders; funding closes automatically on ${day}`,
      }
    : {
        id: 'Menunggu pemberi dana; pendanaan ditutup otomatis pada akhir masa pendanaan',
        en: 'Waiting for lenders; funding closes automatically at the end of the funding window',
      };
}

/** Staff approved the disbursement and the bank holds the transfer: its confirmation is next. */
export const TRANSFER_WITH_BANK: NextStep = {
  actor: 'platform',
  text: {
    id: 'Pencairan disetujui; menunggu konfirmasi transfer dari bank',
    en: 'Disbursement approved; waiting for the bank to confirm the transfer',
  },
};

/** What each stage waits for, and whose move it is. */
export function nextStepOf(stage: Stage, context: LoanContext): NextStep {
  switch (stage) {
    case 'DRAFT':
      return {
        actor: 'borrower',
        text: {
          id: 'Menunggu peminjam melengkapi dan mengirim pengajuan',
          en: 'Waiting for the borrower to complete and send the application',
        },
        yours: {
          id: 'Lengkapi dan kirim pengajuan Anda',
          en: 'Complete and send your application',
        },
      };
    case 'REVIEW':
      return {
        actor: 'staff',
        text: {
          id: 'Menunggu staf memeriksa dan menyetujui jaminan',
          en: 'Waiting for staff to review and approve the collateral',
        },
      };
    case 'APPROVAL_BAIL':
      return {
        actor: 'staff',
        text: {
          id: 'Jaminan disetujui; menunggu staf menyetujui kredit',
          en: 'Collateral approved; waiting for staff to approve the credit',
        },
      };
    case 'APPROVAL_LOAN':
      return {
        actor: 'staff',
        text: {
          id: 'Kredit disetujui; menunggu persetujuan direktur (bukan penyetuju kredit)',
          en: 'Credit approved; waiting for a director other than the credit approver',
        },
      };
    case 'APPROVAL_LOAN_DIR':
      return {
        actor: 'staff',
        text: {
          id: 'Disetujui direktur; menunggu staf menetapkan syarat penawaran',
          en: 'Approved by a director; waiting for staff to set the offer terms',
        },
      };
    case 'APPROVED_PRODUCT':
      return {
        actor: 'staff',
        text: {
          id: 'Syarat penawaran sudah ditetapkan; menunggu staf mengirim penawaran ke peminjam',
          en: 'The offer terms are set; waiting for staff to send the offer to the borrower',
        },
      };
    case 'APPROVAL_BORROWER':
      return {
        actor: 'borrower',
        text: {
          id: 'Menunggu jawaban peminjam atas penawaran',
          en: "Waiting for the borrower's answer to the offer",
        },
        yours: {
          id: 'Baca penawaran, lalu terima atau tolak',
          en: 'Read the offer, then accept or decline it',
        },
      };
    case 'APPROVED_BORROWER':
      return { actor: 'platform', text: fundingOpens(context) };
    case 'REJECTED_BORROWER':
      return {
        actor: 'staff',
        text: {
          id: 'Peminjam menolak penawaran; pengajuan hanya dapat diarsipkan dengan membatalkannya',
          en: 'The borrower declined the offer; the application can only be archived by cancelling it',
        },
      };
    case 'PROCESS':
      return { actor: 'lender', text: fundingCloses(context) };
    case 'FUNDING_COMPLETED':
      // Every lender signs the investment agreement; the last signature prepares the
      // disbursement (the platform's `disbursement.prepare`).
      return {
        actor: 'lender',
        text: {
          id: 'Menunggu setiap pemberi dana menandatangani perjanjian pendanaan; pencairan disiapkan setelahnya',
          en: 'Waiting for every lender to sign the investment agreement; the disbursement is prepared after that',
        },
        yours: {
          id: 'Tandatangani perjanjian pendanaan Anda; pencairan disiapkan setelah semua pemberi dana menandatangani',
          en: 'Sign your investment agreement; the disbursement is prepared once every lender has signed',
        },
      };
    case 'FUNDING_NOT_COMPLETED':
      return {
        actor: 'platform',
        text: {
          id: 'Pendanaan tidak terpenuhi; dana dikembalikan otomatis ke pemberi dana',
          en: 'Funding did not complete; lenders are refunded automatically',
        },
      };
    case 'DISBURSEMENT_READY':
      return {
        actor: 'borrower',
        text: {
          id: 'Menunggu peminjam menandatangani perjanjian',
          en: 'Waiting for the borrower to sign the agreement',
        },
        yours: {
          id: 'Tandatangani perjanjian pinjaman Anda',
          en: 'Sign your loan agreement',
        },
      };
    case 'DISBURSEMENT_READY_BORROWER':
      return {
        actor: 'staff',
        text: {
          id: 'Perjanjian sudah ditandatangani; menunggu staf menyetujui pencairan',
          en: 'The agreement is signed; waiting for staff to approve the disbursement',
        },
      };
    case 'DISBURSED':
      return {
        actor: 'platform',
        text: {
          id: 'Dana sudah dicairkan; masa pinjaman dimulai otomatis',
          en: 'The funds are disbursed; the loan period starts automatically',
        },
      };
    case 'LOAN_PERIOD':
      return {
        actor: 'borrower',
        text: {
          id: 'Menunggu peminjam membayar cicilan berikutnya',
          en: 'Waiting for the borrower to pay the next installment',
        },
        yours: {
          id: 'Bayar cicilan berikutnya sebelum jatuh tempo',
          en: 'Pay the next installment before it falls due',
        },
      };
    case 'REVIEW_PAID':
      return {
        actor: 'staff',
        text: {
          id: 'Menunggu staf memeriksa pembayaran yang dilaporkan peminjam',
          en: 'Waiting for staff to check the payment the borrower reported',
        },
      };
    case 'PAID':
      return {
        actor: 'platform',
        text: {
          id: 'Pinjaman sudah lunas; ditutup otomatis',
          en: 'The loan is repaid; it closes automatically',
        },
      };
    case 'CLOSED':
      return {
        actor: 'nobody',
        text: { id: 'Pinjaman sudah ditutup', en: 'The loan is closed' },
      };
    case 'CANCEL':
      return {
        actor: 'nobody',
        text: { id: 'Pengajuan sudah dibatalkan', en: 'The application is cancelled' },
      };
    case 'REJECT_BAIL':
      return {
        actor: 'borrower',
        text: {
          id: 'Pengajuan ditolak; menunggu peminjam memperbaiki dan mengirim ulang',
          en: 'The application was rejected; waiting for the borrower to correct and resend it',
        },
        yours: {
          id: 'Perbaiki pengajuan Anda dan kirim ulang',
          en: 'Correct your application and send it again',
        },
      };
  }
}

/** What a platform event does by itself, and when where the loan knows it. */
export function automaticText(type: LoanEventType, context: LoanContext): Text {
  switch (type) {
    case 'funding.open':
      return fundingOpens(context);
    case 'funding.close': {
      const day = dayText(context.fundingEnd);
      return day
        ? {
            id: `Pendanaan ditutup otomatis pada ${day}`,
            en: `Funding closes automatically on ${day}`,
          }
        : {
            id: 'Pendanaan ditutup otomatis pada akhir masa pendanaan',
            en: 'Funding closes automatically at the end of the funding window',
          };
    }
    case 'funding.refund':
      return {
        id: 'Dana dikembalikan otomatis ke pemberi dana bila pendanaan tidak terpenuhi',
        en: 'Lenders are refunded automatically when funding does not complete',
      };
    case 'disbursement.prepare':
      return {
        id: 'Pencairan disiapkan otomatis setelah pendanaan terpenuhi',
        en: 'The disbursement is prepared automatically once funding is complete',
      };
    case 'period.start':
      return {
        id: 'Masa pinjaman dimulai otomatis setelah dana dicairkan',
        en: 'The loan period starts automatically once the funds are disbursed',
      };
    case 'repayment.received':
      return {
        id: 'Pembayaran lewat virtual account dicatat otomatis saat bank mengonfirmasinya',
        en: 'A virtual account payment is recorded automatically when the bank confirms it',
      };
    case 'installment.overdue':
      return {
        id: 'Keterlambatan cicilan dicatat otomatis pada tanggal jatuh tempo',
        en: 'A late installment is recorded automatically on its due date',
      };
    default:
      return {
        id: 'Tunggakan dilunasi otomatis saat cicilan yang terlambat dibayar',
        en: 'Arrears are settled automatically when the late installment is paid',
      };
  }
}

/** Who an action belongs to, for the person of another role who asks for it. */
export const roleNeededTexts = {
  staff: { id: 'Hanya staf yang dapat melakukan ini', en: 'Only staff can do this' },
  owner: {
    id: 'Hanya peminjam pemilik pinjaman yang dapat melakukan ini',
    en: 'Only the borrower who owns the loan can do this',
  },
  staffOrOwner: {
    id: 'Hanya staf atau peminjam pemilik pinjaman yang dapat melakukan ini',
    en: 'Only staff or the borrower who owns the loan can do this',
  },
  staffOrPlatform: {
    id: 'Hanya staf yang dapat melakukan ini lebih awal; selain itu terjadi otomatis',
    en: 'Only staff can do this early; otherwise it happens automatically',
  },
  lender: { id: 'Hanya pemberi dana yang dapat melakukan ini', en: 'Only a lender can do this' },
  platform: { id: 'Terjadi otomatis', en: 'Happens automatically' },
} as const satisfies Record<string, Text>;

/**
 * A refusal about the funding window in words naming the days (the static words in
 * loan.labels.ts are a lender's): an offer whose window is not from today on, and funding opened
 * after the window ended; null for any other refusal, or when the day is not known.
 */
export function windowRefusalText(
  code: ReasonCode,
  context: LoanContext,
  event: LoanEvent,
): Text | null {
  const today = dayText(event.actor.today);
  if (code === 'FUNDING_WINDOW_CLOSED' && event.type === 'offer.accept') {
    const end = dayText(context.fundingEnd);
    return end
      ? {
          id: `Masa pendanaan penawaran ini sudah berakhir pada ${end}, sehingga penawaran tidak dapat diterima lagi. Hubungi kami bila Anda masih memerlukan pinjaman ini`,
          en: `This offer's funding window ended on ${end}, so it can no longer be accepted. Contact us if you still need this loan`,
        }
      : null;
  }
  if (code === 'FUNDING_WINDOW_CLOSED' && event.type === 'funding.open') {
    const end = dayText(context.fundingEnd);
    return end
      ? {
          id: `Masa pendanaan sudah berakhir pada ${end}; pendanaan tidak dapat dibuka lagi. Tolak atau batalkan pengajuan ini`,
          en: `The funding window ended on ${end}; funding can no longer open. Reject or cancel this application`,
        }
      : null;
  }
  if (code !== 'OFFER_TERMS_INVALID' || event.type !== 'offer.set' || !today) return null;
  const window = Object.values(fundingWindowProblems(event.terms, event.actor.today));
  if (!window.some((problem) => problem === 'BEFORE_TODAY' || problem === 'NOT_AFTER_TODAY')) {
    return null;
  }
  return {
    id: `Masa pendanaan harus dimulai paling cepat hari ini (${today}) dan berakhir setelah hari ini`,
    en: `The funding window must start no earlier than today (${today}) and end after today`,
  };
}
