// The borrower's power of attorney: the platform receives the lenders' funds in escrow, pays them
// to the borrower's validated bank account less the admin fee (machines/disbursement: the payout
// is the escrow less effectiveAdminFeeSen), and collects the repayments through the virtual
// account.
import type { Queryable } from '../db/db.ts';
import { findBank, PARTNER_BANK_CODE } from '../reference/banks.ts';
import { borrowersLoan, partyOf, type Signer, validatedBankAccount } from './agreement-facts.ts';
import type { AgreementDocument, Block } from './agreement-render.ts';
import { dmy, governingLaw, PLATFORM_NAME, partyFacts, rupiah, t } from './agreement-words.ts';

export async function powerOfAttorney(
  q: Queryable,
  signer: Signer,
  loanId: number | null,
): Promise<AgreementDocument> {
  const facts = await borrowersLoan(q, signer, loanId);
  const { loan, terms } = facts;
  const borrower = await partyOf(q, {
    id: loan.borrower_id,
    name: loan.borrower_name,
    isPersonal: loan.borrower_is_personal,
  });
  const bank = await validatedBankAccount(q, loan.borrower_id);
  const payoutSen = terms.amountSen - terms.adminFeeSen;
  const partnerBank = findBank(PARTNER_BANK_CODE)?.name ?? PARTNER_BANK_CODE;
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: t(
        'Yang bertanda tangan di bawah ini (selanjutnya "Pemberi Kuasa"):',
        'The undersigned (the "Grantor"):',
      ),
    },
    { kind: 'facts', facts: partyFacts(borrower) },
    {
      kind: 'paragraph',
      text: t(
        `dengan ini memberi kuasa kepada ${PLATFORM_NAME}, penyelenggara layanan pendanaan bersama berbasis teknologi informasi (selanjutnya "Penerima Kuasa"), untuk dan atas nama Pemberi Kuasa, sehubungan dengan Pinjaman #${loan.id} sebesar ${rupiah(terms.amountSen)}:`,
        `hereby authorises ${PLATFORM_NAME}, operator of information technology-based joint funding services (the "Attorney"), for and on behalf of the Grantor, in connection with Loan #${loan.id} of ${rupiah(terms.amountSen)}:`,
      ),
    },
    { kind: 'heading', text: t('1. Menerima dana', '1. To receive the funds') },
    {
      kind: 'paragraph',
      text: t(
        'menerima dana Pinjaman dari para Pemberi Dana ke rekening penampungan (escrow) Penerima Kuasa dan menyimpannya di sana sampai disalurkan;',
        'to receive the loan funds from the lenders into the Attorney’s escrow account and hold them there until they are paid out;',
      ),
    },
    { kind: 'heading', text: t('2. Menyalurkan dana', '2. To pay the funds out') },
    {
      kind: 'paragraph',
      text: t(
        `menyalurkan dana tersebut, dikurangi biaya administrasi sebesar ${rupiah(terms.adminFeeSen)}, yaitu sebesar ${rupiah(payoutSen)}, ke rekening bank Pemberi Kuasa yang telah divalidasi berikut:`,
        `to pay those funds, less the admin fee of ${rupiah(terms.adminFeeSen)}, that is ${rupiah(payoutSen)}, into the Grantor’s validated bank account below:`,
      ),
    },
    {
      kind: 'facts',
      facts: [
        { label: t('Bank', 'Bank'), value: bank.bankName },
        { label: t('Nomor rekening', 'Account number'), value: bank.accountNumber },
        { label: t('Atas nama', 'Account holder'), value: bank.accountName },
      ],
    },
    { kind: 'heading', text: t('3. Menagih pengembalian', '3. To collect the repayments') },
    {
      kind: 'paragraph',
      text: t(
        `menerbitkan virtual account atas nama Pemberi Kuasa di ${partnerBank}, menerima melalui virtual account tersebut pembayaran angsuran, bunga dan denda sesuai Perjanjian Pinjaman, meneruskannya kepada para Pemberi Dana, serta melakukan penagihan bila Pemberi Kuasa lalai.`,
        `to issue a virtual account in the Grantor’s name at ${partnerBank}, to receive through it the installments, interest and late charges the Loan Agreement provides, to pass them on to the lenders, and to collect them should the Grantor default.`,
      ),
    },
    {
      kind: 'paragraph',
      text: t(
        'Kuasa ini merupakan bagian yang tidak terpisahkan dari Perjanjian Pinjaman, tidak dapat ditarik kembali dan tidak berakhir karena sebab-sebab yang tercantum dalam Pasal 1813 Kitab Undang-Undang Hukum Perdata selama kewajiban Pemberi Kuasa belum lunas.',
        'This power of attorney is an integral part of the Loan Agreement; it cannot be revoked and does not end for the reasons listed in article 1813 of the Indonesian Civil Code while the Grantor’s obligations remain unpaid.',
      ),
    },
    ...governingLaw(4),
  ];
  return {
    title: t('Surat Kuasa', 'Power of Attorney'),
    reference: `No. SK-${String(loan.id).padStart(6, '0')} · Jakarta, ${dmy(facts.agreedAt)}`,
    createdAt: facts.agreedAt,
    blocks,
    signerRole: t('Pemberi Kuasa', 'Grantor'),
    signerName: borrower.name,
  };
}
