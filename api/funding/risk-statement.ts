// The risk statement OJK requires P2P lending platforms to show lenders (POJK 10/2022: the lender
// bears the credit risk; the platform is not a bank and the funds are not guaranteed by LPS), in
// one place: the fact sheet and the investment and lender agreements print the same words.
import type { Text } from '../../machines/shared/i18n-text.ts';

export const RISK_STATEMENT_TITLE: Text = { id: 'Pernyataan risiko', en: 'Risk statement' };

/** The statement's paragraphs, in order. */
export const RISK_STATEMENT: readonly Text[] = [
  {
    id: 'Layanan pendanaan bersama berbasis teknologi informasi merupakan kesepakatan perdata antara Pemberi Dana dan Penerima Dana, sehingga segala risiko dan akibat hukum yang timbul ditanggung sepenuhnya oleh masing-masing pihak.',
    en: 'Peer-to-peer lending is a civil agreement between the lender and the borrower: each party bears the risks and legal consequences that arise from it.',
  },
  {
    id: 'Risiko kredit atau gagal bayar ditanggung sepenuhnya oleh Pemberi Dana. Tidak ada lembaga atau otoritas negara yang bertanggung jawab atas risiko gagal bayar ini.',
    en: 'The credit risk, including default, is borne entirely by the lender. No state institution or authority is responsible for this risk.',
  },
  {
    id: 'Dana Anda bukan simpanan bank dan tidak dijamin oleh Lembaga Penjamin Simpanan (LPS). Pelajari informasi pinjaman ini dengan saksama sebelum mendanai.',
    en: 'Your funds are not a bank deposit and are not guaranteed by the Deposit Insurance Corporation (LPS). Read this information carefully before funding.',
  },
];
