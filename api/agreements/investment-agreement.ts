// A lender's investment agreement for one funding: the lender, the borrower by the spec's alias
// only, the loan, the funding and its share of the loan, the expected return over the period and
// its tax, and OJK's risk statement.
//
// The expected return is the funding's share of the interest the schedule has the borrower pay:
// total interest × funding ÷ loan amount, rounded down to the sen (bigint, exact). Tax: interest a
// P2P lender earns bears income tax withheld by the licensed platform (PMK 69/PMK.03/2022 art. 3):
// PPh 23 at 15% of the gross interest for resident taxpayers, PPh 26 at 20% (or the tax treaty's
// rate) for non-residents. The estimate shown is the resident's.

import { companyAlias } from '../../machines/shared/alias.ts';
import type { Text } from '../../machines/shared/i18n-text.ts';
import { toSen } from '../../machines/shared/money.ts';
import { gradeOf, isRiskRating } from '../../machines/shared/risk-rating.ts';
import type { Queryable } from '../db/db.ts';
import { RISK_STATEMENT, RISK_STATEMENT_TITLE } from '../funding/risk-statement.ts';
import {
  type Funding,
  lendersFunding,
  loanFacts,
  partyOf,
  type Signer,
} from './agreement-facts.ts';
import type { AgreementDocument, Block } from './agreement-render.ts';
import {
  basisPointsText,
  dmy,
  governingLaw,
  loanTermFacts,
  partyFacts,
  platformFacts,
  rupiah,
  t,
} from './agreement-words.ts';

/** PPh 23 on P2P interest for resident lenders (PMK 69/PMK.03/2022 art. 3), percent. */
export const PPH23_PERCENT = 15n;

export type ExpectedReturn = {
  /** The funding's share of the loan in hundredths of a percent, rounded down. */
  shareBasisPoints: bigint;
  grossSen: bigint;
  taxSen: bigint;
  netSen: bigint;
};

/** The funding's share and its return from the loan's total interest, exact in sen. */
export function expectedReturn(
  fundingSen: bigint,
  loanAmountSen: bigint,
  totalInterestSen: bigint,
): ExpectedReturn {
  const grossSen = (totalInterestSen * fundingSen) / loanAmountSen;
  const taxSen = (grossSen * PPH23_PERCENT) / 100n;
  return {
    shareBasisPoints: (fundingSen * 10_000n) / loanAmountSen,
    grossSen,
    taxSen,
    netSen: grossSen - taxSen,
  };
}

function fundingBlocks(funding: Funding, figures: ExpectedReturn): Block[] {
  return [
    {
      kind: 'facts',
      facts: [
        { label: t('Nomor pendanaan', 'Funding number'), value: `#${funding.id}` },
        { label: t('Tanggal pendanaan', 'Funding date'), value: dmy(funding.createdAt) },
        { label: t('Nilai pendanaan', 'Funding amount'), value: rupiah(funding.amountSen) },
        {
          label: t('Porsi dari pinjaman', 'Share of the loan'),
          value: basisPointsText(figures.shareBasisPoints),
        },
        {
          label: t('Perkiraan imbal hasil (bruto)', 'Expected return (gross)'),
          value: rupiah(figures.grossSen),
        },
        {
          label: t('Perkiraan PPh Pasal 23 (15%)', 'Estimated income tax, art. 23 (15%)'),
          value: rupiah(figures.taxSen),
        },
        {
          label: t('Perkiraan imbal hasil (neto)', 'Expected return (net)'),
          value: rupiah(figures.netSen),
        },
      ],
    },
    {
      kind: 'paragraph',
      text: t(
        'Imbal hasil adalah bagian Pemberi Dana, sebanding dengan porsi pendanaannya, dari bunga yang dibayar Penerima Dana menurut jadwal pembayaran selama jangka waktu pinjaman, dibulatkan ke bawah. Imbal hasil bukan jaminan: imbal hasil dan pokok hanya dibayarkan sebesar yang diterima dari Penerima Dana. Pokok dan imbal hasil yang diterima dikreditkan ke saldo aktif dompet Pemberi Dana.',
        'The return is the lender’s share, in proportion to the funding, of the interest the borrower pays under the repayment schedule over the loan’s period, rounded down. It is not guaranteed: principal and return are paid only as far as the borrower pays them. Principal and return received are credited to the active balance of the lender’s wallet.',
      ),
    },
  ];
}

const TAX_NOTE: Text[] = [
  t(
    'Bunga yang diterima Pemberi Dana dikenakan Pajak Penghasilan yang dipotong oleh Platform sebagai penyelenggara berizin OJK (PMK 69/PMK.03/2022 Pasal 3): PPh Pasal 23 sebesar 15% dari jumlah bruto bunga bagi Wajib Pajak dalam negeri dan bentuk usaha tetap, atau PPh Pasal 26 sebesar 20% (atau tarif persetujuan penghindaran pajak berganda) bagi Wajib Pajak luar negeri. Platform memberikan bukti potong atas setiap pemotongan.',
    'Interest the lender receives bears income tax withheld by the Platform as an OJK-licensed operator (PMK 69/PMK.03/2022, article 3): art. 23 income tax (PPh 23) at 15% of the gross interest for resident taxpayers and permanent establishments, or art. 26 income tax (PPh 26) at 20% (or the tax treaty rate) for non-residents. The Platform issues a withholding slip for each deduction.',
  ),
  t(
    'Penghasilan bunga tersebut tetap wajib dilaporkan dalam SPT Tahunan Pemberi Dana.',
    'The interest income must still be reported in the lender’s annual tax return.',
  ),
];

export async function investmentAgreement(
  q: Queryable,
  signer: Signer,
  fundingId: number | null,
  loanId: number | null,
): Promise<AgreementDocument> {
  const funding = await lendersFunding(q, signer, fundingId, loanId);
  const facts = await loanFacts(q, funding.loanId);
  const { loan, terms } = facts;
  const lender = await partyOf(q, signer);
  const alias = companyAlias(loan.borrower_name);
  const rating = loan.machine_context.riskRating;
  const figures = expectedReturn(
    funding.amountSen,
    terms.amountSen,
    toSen(terms.schedule.totalInterest),
  );
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: t(
        `Perjanjian Pendanaan ini dibuat secara elektronik pada ${dmy(funding.createdAt)} oleh dan antara para pihak berikut.`,
        `This Investment Agreement is made electronically on ${dmy(funding.createdAt)} by and between the following parties.`,
      ),
    },
    { kind: 'heading', text: t('1. Para pihak', '1. The parties') },
    { kind: 'subheading', text: t('Platform', 'The Platform') },
    { kind: 'facts', facts: platformFacts },
    { kind: 'subheading', text: t('Pemberi Dana', 'The lender') },
    { kind: 'facts', facts: partyFacts(lender) },
    { kind: 'subheading', text: t('Penerima Dana', 'The borrower') },
    {
      kind: 'facts',
      facts: [
        {
          label: t('Alias', 'Alias'),
          value: loan.borrower_is_personal
            ? t(`${alias} (perorangan)`, `${alias} (individual)`)
            : t(`${alias} (badan usaha)`, `${alias} (company)`),
        },
      ],
    },
    {
      kind: 'paragraph',
      text: t(
        'Penerima Dana disebut dengan aliasnya; identitas lengkapnya dicatat oleh Platform dan dilindungi menurut UU 27/2022 tentang Pelindungan Data Pribadi. Platform bertindak untuk dan atas nama Pemberi Dana dalam menyalurkan dana kepada Penerima Dana dan menagih pengembaliannya.',
        'The borrower is named by alias; the full identity is recorded by the Platform and protected under Law 27/2022 on Personal Data Protection. The Platform acts for the lender in paying the funds out to the borrower and collecting their repayment.',
      ),
    },
    { kind: 'heading', text: t('2. Pinjaman', '2. The loan') },
    {
      kind: 'facts',
      facts: [
        ...loanTermFacts(facts),
        {
          label: t('Grade risiko', 'Risk grade'),
          value: isRiskRating(rating) ? gradeOf(rating) : t('belum dinilai', 'not rated'),
        },
      ],
    },
    { kind: 'heading', text: t('3. Pendanaan', '3. The funding') },
    ...fundingBlocks(funding, figures),
    { kind: 'heading', text: t('4. Pajak', '4. Tax') },
    ...TAX_NOTE.map((text): Block => ({ kind: 'paragraph', text })),
    { kind: 'heading', text: t(`5. ${RISK_STATEMENT_TITLE.id}`, `5. ${RISK_STATEMENT_TITLE.en}`) },
    ...RISK_STATEMENT.map((text): Block => ({ kind: 'item', text })),
    ...governingLaw(6),
  ];
  return {
    title: t('Perjanjian Pendanaan', 'Investment Agreement'),
    reference: `No. PD-${String(funding.id).padStart(6, '0')} · Jakarta, ${dmy(funding.createdAt)}`,
    createdAt: funding.createdAt,
    blocks,
    signerRole: t('Pemberi Dana', 'Lender'),
    signerName: lender.name,
  };
}
