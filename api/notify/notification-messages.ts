// The e-mails of notifications (notify-user.ts), one language each: the user's. Texts of each
// kind in Indonesian and English; the app's list renders the same kinds from its own catalogues.
import { walletRefusalTexts } from '../../machines/lender-account/lender-account.labels.ts';
import { missingTexts } from '../../machines/profile/applicant.rules.ts';
import type { Text } from '../../machines/shared/i18n-text.ts';
import { borrowerRupiahText, toSen } from '../../machines/shared/money.ts';
import { dmyFromIso } from '../../machines/shared/text-rules.ts';
import type { Locale, Notice } from './notify-user.ts';
import type { OutgoingMessage } from './outbox.ts';

type Message = { subject: Text; body: Text };

const loanName = (p: { loanId: number; productName: string; productNameEn?: string }): Text => ({
  id: `pinjaman #${p.loanId} (${p.productName})`,
  en: `loan #${p.loanId} (${p.productNameEn ?? p.productName})`,
});

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function messageOf(notice: Notice): Message {
  switch (notice.kind) {
    case 'SECTION_VALIDATED': {
      const section = missingTexts[notice.params.section];
      return {
        subject: { id: 'Data Anda telah divalidasi', en: 'Your data has been validated' },
        body: {
          id: `Bagian ${section.id} dari data Anda telah divalidasi oleh petugas kami.`,
          en: `The ${section.en} part of your data has been validated by our staff.`,
        },
      };
    }
    case 'SECTION_REJECTED': {
      const section = missingTexts[notice.params.section];
      return {
        subject: { id: 'Data Anda perlu diperbaiki', en: 'Your data needs correcting' },
        body: {
          id: `Bagian ${section.id} dari data Anda ditolak dengan alasan: ${notice.params.reason}\nSilakan perbaiki lalu kirim kembali.`,
          en: `The ${section.en} part of your data was rejected for this reason: ${notice.params.reason}\nPlease correct it and send it again.`,
        },
      };
    }
    case 'LOAN_SUBMITTED': {
      const loan = loanName(notice.params);
      return {
        subject: { id: 'Pengajuan pinjaman diterima', en: 'Loan application received' },
        body: {
          id: `Pengajuan ${loan.id} telah kami terima dan sedang ditinjau.`,
          en: `We have received the application for ${loan.en} and are reviewing it.`,
        },
      };
    }
    case 'BAIL_APPROVED': {
      const loan = loanName(notice.params);
      return {
        subject: { id: 'Jaminan disetujui', en: 'Collateral approved' },
        body: {
          id: `Jaminan untuk ${loan.id} telah disetujui. Pengajuan berlanjut ke persetujuan kredit.`,
          en: `The collateral of ${loan.en} has been approved. The application moves on to credit approval.`,
        },
      };
    }
    case 'LOAN_REJECTED': {
      const loan = loanName(notice.params);
      return {
        subject: { id: 'Pengajuan pinjaman ditolak', en: 'Loan application rejected' },
        body: {
          id: `Pengajuan ${loan.id} ditolak dengan alasan: ${notice.params.reason}\nAnda dapat memperbaikinya dan mengajukan kembali.`,
          en: `The application for ${loan.en} was rejected for this reason: ${notice.params.reason}\nYou may correct it and submit it again.`,
        },
      };
    }
    case 'LOAN_CANCELLED': {
      const loan = loanName(notice.params);
      return {
        subject: { id: 'Pengajuan pinjaman dibatalkan', en: 'Loan application cancelled' },
        body: {
          id: `Pengajuan ${loan.id} dibatalkan oleh petugas kami dengan alasan: ${notice.params.reason}`,
          en: `The application for ${loan.en} was cancelled by our staff for this reason: ${notice.params.reason}`,
        },
      };
    }
    case 'OFFER_READY': {
      const loan = loanName(notice.params);
      return {
        subject: { id: 'Penawaran pinjaman siap', en: 'Your loan offer is ready' },
        body: {
          id: `Penawaran untuk ${loan.id} sudah siap. Silakan baca dan terima atau tolak penawaran tersebut.`,
          en: `The offer for ${loan.en} is ready. Please read it and accept or decline it.`,
        },
      };
    }
    case 'OFFER_ACCEPTED': {
      const loan = loanName(notice.params);
      return {
        subject: { id: 'Penawaran diterima', en: 'Offer accepted' },
        body: {
          id: `Anda telah menerima penawaran untuk ${loan.id}. Pinjaman akan dibuka untuk pendanaan.`,
          en: `You have accepted the offer for ${loan.en}. The loan will be opened for funding.`,
        },
      };
    }
    case 'FUNDING_OPENED': {
      const loan = loanName(notice.params);
      return {
        subject: { id: 'Pinjaman dibuka untuk pendanaan', en: 'Your loan is open for funding' },
        body: {
          id: `${cap(loan.id)} sudah tampil di marketplace dan dapat didanai pemberi dana.`,
          en: `${cap(loan.en)} is now in the marketplace for lenders to fund.`,
        },
      };
    }
    case 'FUNDING_COMPLETED': {
      const loan = loanName(notice.params);
      return {
        subject: { id: 'Pendanaan terpenuhi', en: 'Funding complete' },
        body: {
          id: `Pendanaan ${loan.id} sudah terpenuhi. Setiap pemberi dana kini menandatangani perjanjian pendanaannya (pemberi dana: di halaman pinjaman ini pada portofolio Anda); setelah semuanya ditandatangani, pencairan disiapkan.`,
          en: `The funding of ${loan.en} is complete. Each lender now signs their investment agreement (lenders: on this loan's page in your portfolio); once all are signed, the disbursement is prepared.`,
        },
      };
    }
    case 'DISBURSEMENT_READY': {
      const loan = loanName(notice.params);
      return {
        subject: { id: 'Tanda tangani perjanjian pinjaman', en: 'Sign your loan agreement' },
        body: {
          id: `Pencairan ${loan.id} sudah disiapkan. Tanda tangani perjanjian pinjaman agar dana dapat dicairkan.`,
          en: `The disbursement of ${loan.en} is prepared. Sign the loan agreement so the funds can be paid out.`,
        },
      };
    }
    case 'DISBURSED': {
      const loan = loanName(notice.params);
      return {
        subject: { id: 'Dana pinjaman dicairkan', en: 'Loan disbursed' },
        body: {
          id: `Dana ${loan.id} sudah ditransfer ke rekening peminjam. Masa pinjaman dimulai.`,
          en: `The funds of ${loan.en} were transferred to the borrower's account. The loan period has begun.`,
        },
      };
    }
    case 'FUNDING_NOT_COMPLETED': {
      const loan = loanName(notice.params);
      return {
        subject: { id: 'Pendanaan tidak terpenuhi', en: 'Funding did not complete' },
        body: {
          id: `Pendanaan ${loan.id} tidak terpenuhi sampai akhir masa pendanaan, sehingga pinjaman dibatalkan.`,
          en: `The funding of ${loan.en} did not complete by the end of its funding window, so the loan is cancelled.`,
        },
      };
    }
    case 'FUNDING_REFUNDED': {
      const loan = loanName(notice.params);
      return {
        subject: { id: 'Dana Anda dikembalikan', en: 'Your funds were returned' },
        body: {
          id: `${cap(loan.id)} tidak terdanai penuh. Dana yang Anda berikan sudah kembali ke saldo aktif Anda.`,
          en: `${cap(loan.en)} was not fully funded. The funds you committed are back in your active balance.`,
        },
      };
    }
    case 'WALLET_APPROVED':
      return {
        subject: { id: 'Dompet Anda disetujui', en: 'Your wallet has been approved' },
        body: {
          id: `Rekening ${notice.params.walletKind} Anda telah disetujui dan siap dipakai.`,
          en: `Your ${notice.params.walletKind} account has been approved and is ready to use.`,
        },
      };
    case 'WALLET_REFUSED': {
      const refusal = walletRefusalTexts[notice.params.refusal];
      return {
        subject: { id: 'Permintaan dompet ditolak', en: 'Wallet request refused' },
        body: {
          id: `Permintaan rekening Anda ditolak dengan alasan: ${refusal.id}`,
          en: `Your account request was refused for this reason: ${refusal.en}`,
        },
      };
    }
    case 'BANK_CHANGE_APPROVED':
      return {
        subject: { id: 'Perubahan data bank disetujui', en: 'Bank data change approved' },
        body: {
          id: 'Perubahan data bank Anda telah disetujui dan berlaku mulai sekarang.',
          en: 'The change of your bank data has been approved and applies from now on.',
        },
      };
    case 'BANK_CHANGE_REFUSED':
      return {
        subject: { id: 'Perubahan data bank ditolak', en: 'Bank data change refused' },
        body: {
          id: `Perubahan data bank Anda ditolak dengan alasan: ${notice.params.reason}`,
          en: `The change of your bank data was refused for this reason: ${notice.params.reason}`,
        },
      };
    case 'INSTALLMENT_DUE_SOON': {
      const loan = loanName(notice.params);
      const amount = borrowerRupiahText(toSen(notice.params.amount));
      return {
        subject: { id: 'Cicilan segera jatuh tempo', en: 'An installment is due soon' },
        body: {
          id: `Cicilan ${loan.id} sebesar ${amount} jatuh tempo pada ${dueDay(notice.params.dueDate)}. Bayar lewat virtual account di halaman Tagihan.`,
          en: `The installment of ${loan.en}, ${amount}, is due on ${dueDay(notice.params.dueDate)}. Pay it through its virtual account on the Bills page.`,
        },
      };
    }
    case 'INSTALLMENT_OVERDUE': {
      const loan = loanName(notice.params);
      const amount = borrowerRupiahText(toSen(notice.params.amount));
      const { days } = notice.params;
      const dueDate = dueDay(notice.params.dueDate);
      return {
        subject: { id: 'Cicilan terlambat', en: 'An installment is overdue' },
        body: {
          id: `Cicilan ${loan.id} yang jatuh tempo ${dueDate} terlambat ${days} hari. Yang harus dibayar sekarang, termasuk denda: ${amount}.`,
          en: `The installment of ${loan.en} due on ${dueDate} is ${days} days late. Owed now, late charge included: ${amount}.`,
        },
      };
    }
    case 'REPAYMENT_RECEIVED': {
      const loan = loanName(notice.params);
      const amount = borrowerRupiahText(toSen(notice.params.amount));
      return {
        subject: { id: 'Pembayaran diterima', en: 'Payment received' },
        body: {
          id: `Pembayaran ${amount} untuk ${loan.id} telah diterima dan dibukukan.`,
          en: `A payment of ${amount} for ${loan.en} was received and booked.`,
        },
      };
    }
    case 'LOAN_PAID': {
      const loan = loanName(notice.params);
      return {
        subject: { id: 'Pinjaman lunas', en: 'Loan paid off' },
        body: {
          id: `${cap(loan.id)} telah lunas. Terima kasih.`,
          en: `${cap(loan.en)} is paid off. Thank you.`,
        },
      };
    }
  }
}

/** A due date as every date of the product reads (spec §9: DD-MM-YYYY). */
function dueDay(iso: string): string {
  return dmyFromIso(iso) ?? iso;
}

const GREETING: Text = { id: 'Halo', en: 'Hello' };
const SIGN_OFF: Text = {
  id: 'Buka Lumbung untuk melihat detailnya. Anda dapat berhenti berlangganan email di halaman akun.',
  en: 'Open Lumbung to see the details. You can unsubscribe from e-mails on your account page.',
};

export function notificationEmail(
  notice: Notice,
  to: { to: string; fullName: string; locale: Locale },
): OutgoingMessage {
  const { subject, body } = messageOf(notice);
  const { locale } = to;
  return {
    channel: 'email',
    to: to.to,
    subject: subject[locale],
    body: `${GREETING[locale]} ${to.fullName},\n\n${body[locale]}\n\n${SIGN_OFF[locale]}`,
  };
}
