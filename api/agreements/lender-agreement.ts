// The lender's general agreement, signed once before funding: the platform's role, the wallet,
// the fees (the cash-out transfer fees as the transfer_rails setting holds them), the risks OJK
// requires to be stated, and personal data protection (UU 27/2022).
import { railLabels } from '../../machines/withdrawal/withdrawal.rules.ts';
import type { Queryable } from '../db/db.ts';
import { RISK_STATEMENT, RISK_STATEMENT_TITLE } from '../funding/risk-statement.ts';
import { findBank, PARTNER_BANK_CODE } from '../reference/banks.ts';
import { notFound, partyOf, type Signer, transferFees } from './agreement-facts.ts';
import type { AgreementDocument, Block } from './agreement-render.ts';
import {
  dmy,
  governingLaw,
  PLATFORM_NAME,
  partyFacts,
  platformFacts,
  rupiah,
  t,
} from './agreement-words.ts';

export async function lenderAgreement(q: Queryable, signer: Signer): Promise<AgreementDocument> {
  if (signer.role !== 'lender') throw notFound('Lender');
  const lender = await partyOf(q, signer);
  const rails = await transferFees(q);
  const partnerBank = findBank(PARTNER_BANK_CODE)?.name ?? PARTNER_BANK_CODE;
  const paragraph = (id: string, en: string): Block => ({ kind: 'paragraph', text: t(id, en) });
  const item = (id: string, en: string): Block => ({ kind: 'item', text: t(id, en) });
  const blocks: Block[] = [
    paragraph(
      `Perjanjian Pemberi Dana ini dibuat secara elektronik pada ${dmy(signer.createdAt)} oleh dan antara para pihak berikut.`,
      `This Lender Agreement is made electronically on ${dmy(signer.createdAt)} by and between the following parties.`,
    ),
    { kind: 'heading', text: t('1. Para pihak', '1. The parties') },
    { kind: 'subheading', text: t('Platform', 'The Platform') },
    { kind: 'facts', facts: platformFacts },
    { kind: 'subheading', text: t('Pemberi Dana', 'The lender') },
    { kind: 'facts', facts: partyFacts(lender) },
    { kind: 'heading', text: t('2. Peran Platform', '2. The Platform’s role') },
    paragraph(
      `${PLATFORM_NAME} mempertemukan Pemberi Dana dengan Penerima Dana. Platform menilai permohonan pinjaman, menyajikan ringkasan informasi setiap pinjaman, menatausahakan dana di rekening penampungan (escrow), menyalurkan dana kepada Penerima Dana, menagih pengembalian dan meneruskannya kepada Pemberi Dana. Platform bukan pihak dalam pinjaman dan tidak menjamin pengembaliannya.`,
      `${PLATFORM_NAME} brings lenders and borrowers together. The Platform assesses loan applications, presents a fact sheet of each loan, administers the funds in escrow, pays them out to borrowers, collects the repayments and passes them on to lenders. The Platform is not a party to the loans and does not guarantee their repayment.`,
    ),
    { kind: 'heading', text: t('3. Dompet', '3. The wallet') },
    item(
      `Dana Pemberi Dana dicatat dalam dompet atas nama Pemberi Dana, yang diisi melalui virtual account atau Rekening Dana Lender (RDL) di ${partnerBank}.`,
      `The lender’s funds are recorded in a wallet in the lender’s name, topped up through a virtual account or a Lender Fund Account (RDL) at ${partnerBank}.`,
    ),
    item(
      'Saat Pemberi Dana mendanai pinjaman, dananya berpindah dari saldo aktif ke saldo tertahan sampai pinjaman dicairkan; bila pinjaman tidak terdanai penuh dalam masa pendanaan, dana dikembalikan ke saldo aktif.',
      'When the lender funds a loan, the funds move from the active balance to on hold until the loan is paid out; if the loan is not fully funded within its funding window, they return to the active balance.',
    ),
    item(
      'Pengembalian pokok dan imbal hasil dikreditkan ke saldo aktif. Pemberi Dana dapat menarik saldo aktif ke rekening bank atas namanya sendiri yang telah divalidasi.',
      'Repaid principal and returns are credited to the active balance. The lender may withdraw the active balance to a validated bank account in the lender’s own name.',
    ),
    { kind: 'heading', text: t('4. Biaya dan pajak', '4. Fees and tax') },
    paragraph(
      'Platform tidak memungut biaya dari Pemberi Dana atas pendanaan. Penarikan dana dikenakan biaya transfer bank berikut, di luar jumlah yang ditarik:',
      'The Platform charges the lender no fee for funding. A withdrawal bears the following bank transfer fee, on top of the amount withdrawn:',
    ),
    {
      kind: 'table',
      columns: [
        { label: t('Layanan transfer', 'Transfer service'), width: 30, align: 'left' },
        { label: t('Biaya', 'Fee'), width: 20, align: 'right' },
        { label: t('Jumlah per transfer', 'Amount per transfer'), width: 50, align: 'left' },
      ],
      rows: rails.map((rail) => [
        railLabels[rail.rail],
        rupiah(rail.feeSen),
        rail.maxSen === null
          ? t(`mulai ${rupiah(rail.minSen)}`, `from ${rupiah(rail.minSen)}`)
          : rail.minSen <= 100n
            ? t(`sampai ${rupiah(rail.maxSen)}`, `up to ${rupiah(rail.maxSen)}`)
            : `${rupiah(rail.minSen)} – ${rupiah(rail.maxSen)}`,
      ]),
    },
    paragraph(
      'Bunga yang diterima Pemberi Dana dikenakan PPh Pasal 23 sebesar 15% (Wajib Pajak dalam negeri) atau PPh Pasal 26 sebesar 20% (Wajib Pajak luar negeri) dari jumlah bruto bunga, yang dipotong oleh Platform (PMK 69/PMK.03/2022).',
      'Interest the lender receives bears art. 23 income tax at 15% (resident taxpayers) or art. 26 income tax at 20% (non-residents) of the gross interest, withheld by the Platform (PMK 69/PMK.03/2022).',
    ),
    { kind: 'heading', text: t(`5. ${RISK_STATEMENT_TITLE.id}`, `5. ${RISK_STATEMENT_TITLE.en}`) },
    ...RISK_STATEMENT.map((text): Block => ({ kind: 'item', text })),
    { kind: 'heading', text: t('6. Pelindungan data pribadi', '6. Personal data protection') },
    paragraph(
      'Platform memproses data pribadi Pemberi Dana sebagai pengendali data menurut UU 27/2022 tentang Pelindungan Data Pribadi: untuk mengenali Pemberi Dana, menjalankan perjanjian ini, dan memenuhi kewajiban hukum (antara lain pelaporan kepada OJK serta pencegahan pencucian uang dan pendanaan terorisme).',
      'The Platform processes the lender’s personal data as data controller under Law 27/2022 on Personal Data Protection: to identify the lender, to perform this agreement and to meet legal obligations (among them reporting to OJK and preventing money laundering and terrorist financing).',
    ),
    item(
      'Pemberi Dana berhak mengakses, memperbaiki dan meminta penghapusan data pribadinya serta menarik persetujuannya, sepanjang tidak bertentangan dengan kewajiban penyimpanan menurut peraturan perundang-undangan.',
      'The lender may access, correct and ask for deletion of their personal data and withdraw consent, insofar as the law does not require the data to be kept.',
    ),
    item(
      'Data Penerima Dana hanya diungkapkan kepada Pemberi Dana sebatas yang diperlukan untuk keputusan pendanaan (alias, bukan nama); Pemberi Dana wajib merahasiakan informasi yang diterimanya.',
      'Borrowers’ data are disclosed to lenders only as far as a funding decision needs (an alias, not a name); the lender keeps the information received confidential.',
    ),
    item(
      'Bila terjadi kegagalan pelindungan data pribadi, Platform memberitahu Pemberi Dana dan lembaga yang berwenang paling lambat 3 x 24 jam (UU 27/2022 Pasal 46).',
      'Should personal data protection fail, the Platform notifies the lender and the authority within 3 x 24 hours (Law 27/2022, article 46).',
    ),
    ...governingLaw(7),
  ];
  return {
    title: t('Perjanjian Pemberi Dana', 'Lender Agreement'),
    reference: `No. PPD-${signer.id.slice(0, 8).toUpperCase()} · Jakarta, ${dmy(signer.createdAt)}`,
    createdAt: signer.createdAt,
    blocks,
    signerRole: t('Pemberi Dana', 'Lender'),
    signerName: lender.name,
  };
}
