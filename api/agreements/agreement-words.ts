// Words and formats the four agreements share: the platform, the parties' labels, the loan's
// facts, governing law and language clauses, and numbers as an Indonesian document writes them.
import type { Text } from '../../machines/shared/i18n-text.ts';
import { rupiahText } from '../../machines/shared/money.ts';
import { enumerations } from '../reference/enumerations.ts';
import { wibDate } from '../reference/wib-date.ts';
import type { LoanFacts, Party } from './agreement-facts.ts';
import type { Block, Fact } from './agreement-render.ts';

export const PLATFORM_NAME = 'PT Lumbung Dana Indonesia';

export const t = (id: string, en: string): Text => ({ id, en });

export const rupiah = (sen: bigint) => rupiahText(sen);

/** DD-MM-YYYY of the day in WIB (spec §9 dates). */
export const dmy = (at: Date) => {
  const day = wibDate(at);
  return `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
};

/** A percent as an Indonesian document writes it: '15.00' → '15,00%'. */
export const percentText = (value: string) => `${value.replace('.', ',')}%`;

/** Hundredths of a percent (basis points) as '33,33%'. */
export const basisPointsText = (basisPoints: bigint) =>
  `${basisPoints / 100n},${(basisPoints % 100n).toString().padStart(2, '0')}%`;

/** An area as the loan keeps it ('90.50') in square metres, Indonesian style: '90,5 m²'. */
export function areaText(value: string | null): string {
  if (value === null) return '-';
  const [whole, fraction = ''] = value.split('.');
  const decimals = fraction.replace(/0+$/, '');
  return `${whole}${decimals ? `,${decimals}` : ''} m²`;
}

/** A period in days, with its months of 30 days (spec §5). */
export function periodText(days: number): Text {
  const months = Math.floor(days / 30);
  const rest = days % 30;
  const id =
    months === 0 ? '' : rest === 0 ? ` (${months} bulan)` : ` (${months} bulan ${rest} hari)`;
  const en =
    months === 0 ? '' : rest === 0 ? ` (${months} months)` : ` (${months} months ${rest} days)`;
  return t(`${days} hari${id}`, `${days} days${en}`);
}

export const labelOf = (list: keyof typeof enumerations, code: string | null): Text | string =>
  (code ? enumerations[list].find((option) => option.code === code)?.label : undefined) ??
  code ??
  '-';

export const platformFacts: Fact[] = [
  { label: t('Penyelenggara', 'Organiser'), value: `${PLATFORM_NAME} ("Platform")` },
  {
    label: t('Kedudukan', 'Capacity'),
    value: t(
      'Penyelenggara layanan pendanaan bersama berbasis teknologi informasi (LPBBTI) menurut POJK 10/POJK.05/2022',
      'Operator of information technology-based joint funding services (LPBBTI) under POJK 10/POJK.05/2022',
    ),
  },
];

/** A party's identity as facts: a person by name, NIK, NPWP and address; a company by its own. */
export function partyFacts(party: Party): Fact[] {
  const facts: Fact[] = party.isPersonal
    ? [
        { label: t('Nama', 'Name'), value: party.name },
        { label: t('NIK', 'ID number (NIK)'), value: party.nik ?? '-' },
        { label: t('NPWP', 'Tax number (NPWP)'), value: party.npwp ?? '-' },
      ]
    : [
        { label: t('Nama badan usaha', 'Company name'), value: party.name },
        { label: t('NPWP', 'Tax number (NPWP)'), value: party.npwp ?? '-' },
        { label: t('Diwakili oleh', 'Represented by'), value: party.representative ?? '-' },
      ];
  facts.push({ label: t('Alamat', 'Address'), value: party.address ?? '-' });
  return facts;
}

/** The loan and its offer terms as facts. */
export function loanTermFacts({ loan, terms }: LoanFacts): Fact[] {
  return [
    { label: t('Nomor pinjaman', 'Loan number'), value: `#${loan.id}` },
    {
      label: t('Produk', 'Product'),
      value: t(loan.product_name, loan.product_name_en ?? loan.product_name),
    },
    { label: t('Tujuan', 'Purpose'), value: loan.genpurpose || '-' },
    { label: t('Nilai pinjaman', 'Loan amount'), value: rupiah(terms.amountSen) },
    {
      label: t('Bunga', 'Interest'),
      value: t(
        `${percentText(terms.interestPercent)} per tahun`,
        `${percentText(terms.interestPercent)} a year`,
      ),
    },
    { label: t('Jangka waktu', 'Period'), value: periodText(terms.periodDays) },
    {
      label: t('Cara pembayaran', 'Payment type'),
      value: labelOf('paymentTypes', terms.paymentType),
    },
    { label: t('Biaya administrasi', 'Admin fee'), value: rupiah(terms.adminFeeSen) },
  ];
}

export function governingLaw(number: number): Block[] {
  return [
    { kind: 'heading', text: t(`${number}. Hukum yang berlaku`, `${number}. Governing law`) },
    {
      kind: 'paragraph',
      text: t(
        'Perjanjian ini tunduk pada dan ditafsirkan menurut hukum Negara Republik Indonesia. Perselisihan diselesaikan lebih dahulu secara musyawarah melalui layanan pengaduan Platform; bila tidak tercapai kesepakatan, melalui Lembaga Alternatif Penyelesaian Sengketa Sektor Jasa Keuangan (LAPS SJK) atau Pengadilan Negeri Jakarta Pusat.',
        'This agreement is governed by and construed under the laws of the Republic of Indonesia. Disputes are first settled amicably through the Platform’s complaint service; failing agreement, through the Alternative Dispute Resolution Institution for the Financial Services Sector (LAPS SJK) or the Central Jakarta District Court.',
      ),
    },
    {
      kind: 'paragraph',
      text: t(
        'Perjanjian ini dibuat dan ditandatangani secara elektronik dan berlaku sebagai alat bukti hukum yang sah (UU 11/2008 tentang Informasi dan Transaksi Elektronik beserta perubahannya). Perjanjian ini dibuat dalam Bahasa Indonesia (UU 24/2009 Pasal 31); terjemahan bahasa Inggris, bila ada, hanya untuk kemudahan, dan bila terdapat perbedaan penafsiran, teks Bahasa Indonesia yang berlaku.',
        'This agreement is made and signed electronically and is valid legal evidence (Law 11/2008 on Electronic Information and Transactions, as amended). It is made in Indonesian (Law 24/2009, article 31); the English translation, where given, is for convenience only, and where the two differ the Indonesian text prevails.',
      ),
    },
  ];
}
