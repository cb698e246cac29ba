// The borrower's loan agreement: the parties (the platform as organiser, the borrower, the
// lenders as a group — never named to the borrower), the loan's terms, the repayment schedule,
// the collateral, the late charge and the governing law.
import { lateChargePercentPerDay } from '../../machines/regulation/ojk-limits.ts';
import { toSen } from '../../machines/shared/money.ts';
import type { Queryable } from '../db/db.ts';
import { wibDate } from '../reference/wib-date.ts';
import {
  borrowersLoan,
  type LoanFacts,
  lenderGroup,
  partyOf,
  type Signer,
} from './agreement-facts.ts';
import type { AgreementDocument, Block } from './agreement-render.ts';
import {
  areaText,
  dmy,
  governingLaw,
  labelOf,
  loanTermFacts,
  partyFacts,
  percentText,
  platformFacts,
  rupiah,
  t,
} from './agreement-words.ts';

/** The schedule of the offer as a table (machines/installment/installment.schedule.ts). */
export function scheduleBlocks({ terms }: LoanFacts): Block[] {
  const { schedule } = terms;
  return [
    {
      kind: 'paragraph',
      text: t(
        'Angsuran jatuh tempo pada hari yang tercantum, dihitung sejak tanggal pencairan dana kepada Penerima Dana; satu bulan dihitung 30 hari dan bunga dihitung harian atas pokok yang belum dibayar.',
        'Installments fall due on the day shown, counted from the day the funds are paid out to the borrower; a month counts as 30 days and interest accrues daily on the principal still owed.',
      ),
    },
    {
      kind: 'table',
      columns: [
        { label: t('Ke-', 'No.'), width: 6, align: 'left' },
        { label: t('Hari ke-', 'Day'), width: 9, align: 'left' },
        { label: t('Pokok', 'Principal'), width: 20, align: 'right' },
        { label: t('Bunga', 'Interest'), width: 18, align: 'right' },
        { label: t('Jumlah', 'Total'), width: 20, align: 'right' },
        { label: t('Sisa pokok', 'Outstanding'), width: 20, align: 'right' },
      ],
      rows: schedule.installments.map((installment) => [
        String(installment.number),
        String(installment.dueDay),
        rupiah(toSen(installment.principal)),
        rupiah(toSen(installment.interest)),
        rupiah(toSen(installment.total)),
        rupiah(toSen(installment.outstanding)),
      ]),
    },
    {
      kind: 'facts',
      facts: [
        {
          label: t('Jumlah bunga', 'Total interest'),
          value: rupiah(toSen(schedule.totalInterest)),
        },
        {
          label: t('Jumlah pengembalian', 'Total repayment'),
          value: rupiah(toSen(schedule.totalRepayment)),
        },
        {
          label: t('Biaya pinjaman (bunga + biaya administrasi)', 'Cost (interest + admin fee)'),
          value: rupiah(toSen(schedule.totalCost)),
        },
      ],
    },
  ];
}

function collateralBlocks({ loan }: LoanFacts): Block[] {
  const address = [
    loan.bailaddress,
    loan.bailregion,
    loan.baildistrict,
    loan.bailcity,
    loan.bailprovince,
    loan.bailpostcode,
  ]
    .filter((part): part is string => Boolean(part))
    .join(', ');
  const certificate = labelOf('certificateTypes', loan.bailcertificatetype);
  const number = loan.bailcertificatenumber ?? '-';
  return [
    {
      kind: 'facts',
      facts: [
        {
          label: t('Jenis jaminan', 'Collateral type'),
          value: labelOf('collateralTypes', loan.bailtype),
        },
        {
          label: t('Sertifikat', 'Certificate'),
          value:
            typeof certificate === 'string'
              ? `${certificate} No. ${number}`
              : t(`${certificate.id} No. ${number}`, `${certificate.en} No. ${number}`),
        },
        {
          label: t('Nilai taksiran', 'Estimated value'),
          value: loan.bailestimatedvalue ? rupiah(toSen(loan.bailestimatedvalue)) : '-',
        },
        {
          label: t('Luas tanah / bangunan', 'Land / building area'),
          value: `${areaText(loan.bailsurfacearea)} / ${areaText(loan.bailbuildingarea)}`,
        },
        { label: t('Alamat jaminan', 'Collateral address'), value: address || '-' },
      ],
    },
    {
      kind: 'paragraph',
      text: t(
        'Penerima Dana menjaminkan objek tersebut untuk pelunasan Pinjaman dan menyerahkan asli sertifikatnya untuk disimpan oleh Platform bagi kepentingan para Pemberi Dana sampai Pinjaman lunas. Bila Penerima Dana lalai, Platform atas nama para Pemberi Dana berhak menjual jaminan sesuai peraturan perundang-undangan dan memperhitungkan hasilnya dengan kewajiban Penerima Dana.',
        'The borrower pledges this property for the repayment of the loan and hands over the original certificate, which the Platform keeps for the lenders until the loan is repaid. If the borrower defaults, the Platform on behalf of the lenders may sell the collateral as the law provides and set the proceeds off against what the borrower owes.',
      ),
    },
  ];
}

function lateChargeBlock(facts: LoanFacts): Block {
  const rate = percentText(
    lateChargePercentPerDay(
      wibDate(facts.agreedAt),
      facts.loan.machine_context.purpose ?? 'PRODUCTIVE',
    ),
  );
  return {
    kind: 'paragraph',
    text: t(
      `Atas angsuran yang tidak dibayar pada hari jatuh temponya, Penerima Dana dikenakan denda keterlambatan sebesar ${rate} per hari dari bagian angsuran yang belum dibayar, sejak hari setelah jatuh tempo sampai dibayar lunas. Pembayaran diperhitungkan lebih dahulu dengan angsuran, kemudian dengan denda. Jumlah seluruh bunga dan denda tidak melebihi nilai pinjaman (SEOJK 19/SEOJK.06/2023).`,
      `An installment not paid on its due day bears a late charge of ${rate} a day on the part of it still unpaid, from the day after it fell due until it is paid. Payments go to the installment first, then to late charges. Interest and late charges together never exceed the loan amount (SEOJK 19/SEOJK.06/2023).`,
    ),
  };
}

export async function loanAgreement(
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
  const lenders = await lenderGroup(q, loan.id);
  const payoutSen = terms.amountSen - terms.adminFeeSen;
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: t(
        `Perjanjian Pinjaman ini dibuat secara elektronik pada ${dmy(facts.agreedAt)} oleh dan antara para pihak berikut.`,
        `This Loan Agreement is made electronically on ${dmy(facts.agreedAt)} by and between the following parties.`,
      ),
    },
    { kind: 'heading', text: t('1. Para pihak', '1. The parties') },
    { kind: 'subheading', text: t('Platform', 'The Platform') },
    { kind: 'facts', facts: platformFacts },
    { kind: 'subheading', text: t('Penerima Dana', 'The borrower') },
    { kind: 'facts', facts: partyFacts(borrower) },
    { kind: 'subheading', text: t('Para Pemberi Dana', 'The lenders') },
    {
      kind: 'facts',
      facts: [
        { label: t('Jumlah Pemberi Dana', 'Number of lenders'), value: String(lenders.count) },
        { label: t('Jumlah pendanaan', 'Total funded'), value: rupiah(lenders.totalSen) },
      ],
    },
    {
      kind: 'paragraph',
      text: t(
        'Para Pemberi Dana mendanai Pinjaman ini melalui Platform, masing-masing sebesar bagiannya. Identitas masing-masing Pemberi Dana dicatat oleh Platform dan tidak diungkapkan kepada Penerima Dana; Platform bertindak untuk dan atas nama para Pemberi Dana dalam menyalurkan dan menagih Pinjaman.',
        'The lenders fund this loan through the Platform, each for their own part. Each lender’s identity is recorded by the Platform and not disclosed to the borrower; the Platform acts for the lenders in paying out and collecting the loan.',
      ),
    },
    { kind: 'heading', text: t('2. Pinjaman', '2. The loan') },
    { kind: 'facts', facts: loanTermFacts(facts) },
    {
      kind: 'paragraph',
      text: t(
        `Biaya administrasi dipotong dari dana yang dicairkan: Penerima Dana menerima ${rupiah(payoutSen)} dan wajib mengembalikan pokok pinjaman ${rupiah(terms.amountSen)} beserta bunganya.`,
        `The admin fee is deducted from the funds paid out: the borrower receives ${rupiah(payoutSen)} and repays the principal of ${rupiah(terms.amountSen)} with its interest.`,
      ),
    },
    { kind: 'heading', text: t('3. Jadwal pembayaran', '3. Repayment schedule') },
    ...scheduleBlocks(facts),
    {
      kind: 'paragraph',
      text: t(
        'Penerima Dana membayar setiap angsuran ke virtual account yang diterbitkan Platform atas nama Penerima Dana; pembayaran dianggap diterima pada saat dana masuk ke virtual account tersebut.',
        'The borrower pays each installment into the virtual account the Platform issues in the borrower’s name; a payment counts as received when the funds reach that account.',
      ),
    },
    { kind: 'heading', text: t('4. Jaminan', '4. Collateral') },
    ...collateralBlocks(facts),
    { kind: 'heading', text: t('5. Denda keterlambatan', '5. Late charge') },
    lateChargeBlock(facts),
    ...governingLaw(6),
  ];
  return {
    title: t('Perjanjian Pinjaman', 'Loan Agreement'),
    reference: `No. PP-${String(loan.id).padStart(6, '0')} · Jakarta, ${dmy(facts.agreedAt)}`,
    createdAt: facts.agreedAt,
    blocks,
    signerRole: t('Penerima Dana', 'Borrower'),
    signerName: borrower.name,
  };
}
