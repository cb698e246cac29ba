// Every enumeration of spec §3 and §9 with Indonesian and English labels; codes are stable.
import { riskRatingLabels } from '../../machines/psychometric/psychometric.labels.ts';
import type { Text } from '../../machines/shared/i18n-text.ts';

export type Option = { code: string; label: Text };

const options = (entries: Array<[string, string, string]>): Option[] =>
  entries.map(([code, id, en]) => ({ code, label: { id, en } }));

export const enumerations = {
  genders: options([
    ['MALE', 'Laki-laki', 'Male'],
    ['FEMALE', 'Perempuan', 'Female'],
  ]),
  collateralTypes: options([
    ['RUMAH_TINGGAL', 'Rumah tinggal', 'House'],
    ['APARTEMEN', 'Apartemen', 'Apartment'],
    ['RUKO_KOMERSIAL', 'Ruko/komersial', 'Shop/commercial'],
    ['TANAH', 'Tanah', 'Land'],
    ['LAINNYA', 'Lainnya', 'Other'],
  ]),
  certificateTypes: options([
    ['SHM', 'Sertifikat Hak Milik (SHM)', 'Freehold title (SHM)'],
    ['SHGB', 'Sertifikat Hak Guna Bangunan (SHGB)', 'Right-to-build title (SHGB)'],
    ['LAINNYA', 'Lainnya', 'Other'],
  ]),
  documentTypes: options([
    ['KTP', 'Kartu Tanda Penduduk (KTP)', 'ID card (KTP)'],
    ['NPWP', 'Kartu NPWP', 'Tax card (NPWP)'],
    ['CERTIFICATE', 'Sertifikat', 'Certificate'],
    ['INVOICE', 'Faktur', 'Invoice'],
    ['ORDER_LETTER', 'Surat pesanan', 'Order letter'],
    ['FAMILY_REGISTER', 'Kartu keluarga', 'Family register'],
    ['MARRIAGE_CERTIFICATE', 'Akta nikah', 'Marriage certificate'],
    ['FINANCIAL_STATEMENTS', 'Laporan keuangan', 'Financial statements'],
    ['ACCOUNT_MUTATION', 'Mutasi rekening', 'Account mutation'],
    ['OTHER', 'Lainnya', 'Other'],
  ]),
  mutationTypes: options([
    ['FUNDING', 'Pendanaan', 'Funding'],
    ['BORROWER_INITIAL', 'Awal peminjam', 'Borrower initial'],
    ['RDL_DEPOSIT', 'Setoran RDL', 'RDL deposit'],
    ['PLACEMENT', 'Penempatan', 'Placement'],
    ['LOAN_REPAYMENT', 'Pelunasan pinjaman', 'Loan repayment'],
    ['CANCELLATION', 'Pembatalan', 'Cancellation'],
    ['INTEREST_FINE', 'Bunga/denda', 'Interest/fine'],
    ['WITHDRAWAL', 'Penarikan', 'Withdrawal'],
    ['RDL_BALANCE', 'Saldo RDL', 'RDL balance'],
  ]),
  riskRatings: Object.entries(riskRatingLabels).map(([code, label]) => ({ code, label })),
  religions: options([
    ['ISLAM', 'Islam', 'Islam'],
    ['PROTESTAN', 'Kristen Protestan', 'Protestant Christianity'],
    ['KATOLIK', 'Katolik', 'Catholicism'],
    ['HINDU', 'Hindu', 'Hinduism'],
    ['BUDDHA', 'Buddha', 'Buddhism'],
    ['KONGHUCU', 'Khonghucu', 'Confucianism'],
    ['KEPERCAYAAN', 'Kepercayaan terhadap Tuhan YME', 'Other belief'],
  ]),
  maritalStatuses: options([
    ['BELUM_KAWIN', 'Belum kawin', 'Single'],
    ['KAWIN', 'Kawin', 'Married'],
    ['CERAI_HIDUP', 'Cerai hidup', 'Divorced'],
    ['CERAI_MATI', 'Cerai mati', 'Widowed'],
  ]),
  educationLevels: options([
    ['SD', 'Sekolah Dasar (SD)', 'Primary school'],
    ['SMP', 'Sekolah Menengah Pertama (SMP)', 'Junior high school'],
    ['SMA', 'SMA/SMK', 'Senior high school'],
    ['D3', 'Diploma (D1–D3)', 'Diploma'],
    ['S1', 'Sarjana (S1/D4)', "Bachelor's degree"],
    ['S2', 'Magister (S2)', "Master's degree"],
    ['S3', 'Doktor (S3)', 'Doctorate'],
  ]),
  jobs: options([
    ['PRIVATE_EMPLOYEE', 'Karyawan swasta', 'Private employee'],
    ['CIVIL_SERVANT', 'PNS', 'Civil servant'],
    ['MILITARY_POLICE', 'TNI/Polri', 'Military/police'],
    ['STATE_ENTERPRISE', 'Karyawan BUMN/BUMD', 'State enterprise employee'],
    ['ENTREPRENEUR', 'Wiraswasta', 'Entrepreneur'],
    ['PROFESSIONAL', 'Profesional', 'Professional'],
    ['STUDENT', 'Pelajar/mahasiswa', 'Student'],
    ['HOMEMAKER', 'Ibu rumah tangga', 'Homemaker'],
    ['RETIRED', 'Pensiunan', 'Retired'],
    ['OTHER', 'Lainnya', 'Other'],
  ]),
  fundSources: options([
    ['SALARY', 'Gaji', 'Salary'],
    ['BUSINESS', 'Hasil usaha', 'Business income'],
    ['INVESTMENT', 'Hasil investasi', 'Investment returns'],
    ['SAVINGS', 'Tabungan', 'Savings'],
    ['INHERITANCE', 'Warisan', 'Inheritance'],
    ['GIFT', 'Hibah', 'Gift'],
    ['OTHER', 'Lainnya', 'Other'],
  ]),
  // Spec §9's ranges, for income and for assets alike (rupiah).
  assetRanges: options([
    ['LT_100M', '< Rp 100 juta', '< Rp 100 million'],
    ['100M_1B', 'Rp 100 juta – Rp 1 miliar', 'Rp 100 million – Rp 1 billion'],
    ['1B_10B', 'Rp 1 – 10 miliar', 'Rp 1 – 10 billion'],
    ['10B_50B', 'Rp 10 – 50 miliar', 'Rp 10 – 50 billion'],
    ['50B_100B', 'Rp 50 – 100 miliar', 'Rp 50 – 100 billion'],
    ['100B_1T', 'Rp 100 miliar – Rp 1 triliun', 'Rp 100 billion – Rp 1 trillion'],
    ['GT_1T', '> Rp 1 triliun', '> Rp 1 trillion'],
  ]),
  // A person's income per month: the ranges above are companies' sizes (up to Rp 1 trillion).
  monthlyIncomeRanges: options([
    ['LT_5M', '< Rp 5 juta per bulan', '< Rp 5 million a month'],
    ['5M_10M', 'Rp 5 – 10 juta per bulan', 'Rp 5 – 10 million a month'],
    ['10M_25M', 'Rp 10 – 25 juta per bulan', 'Rp 10 – 25 million a month'],
    ['25M_50M', 'Rp 25 – 50 juta per bulan', 'Rp 25 – 50 million a month'],
    ['50M_100M', 'Rp 50 – 100 juta per bulan', 'Rp 50 – 100 million a month'],
    ['GT_100M', '> Rp 100 juta per bulan', '> Rp 100 million a month'],
  ]),
  companyTypes: options([
    ['PT', 'Perseroan Terbatas (PT)', 'Limited liability company (PT)'],
    ['CV', 'Persekutuan Komanditer (CV)', 'Limited partnership (CV)'],
    ['FIRMA', 'Firma', 'General partnership'],
    ['KOPERASI', 'Koperasi', 'Cooperative'],
    ['YAYASAN', 'Yayasan', 'Foundation'],
    ['PERORANGAN', 'Perseroan perorangan', 'Sole-proprietor company'],
  ]),
  relationships: options([
    ['PARENT', 'Orang tua', 'Parent'],
    ['SIBLING', 'Saudara kandung', 'Sibling'],
    ['CHILD', 'Anak', 'Child'],
    ['RELATIVE', 'Kerabat', 'Relative'],
    ['FRIEND', 'Teman', 'Friend'],
    ['OTHER', 'Lainnya', 'Other'],
  ]),
  paymentTypes: options([
    ['CASH', 'Bayar Pokok + Bunga Dibelakang', 'Principal and interest at the end'],
    ['INSTALLMENT', 'Cicil Pokok + Bunga', 'Principal and interest in installments'],
    ['INTEREST', 'Bayar Pokok dan Cicil Bunga', 'Interest in installments, principal at the end'],
    ['BALLOON', 'Bayar Akhir', 'Balloon payment'],
  ]),
} satisfies Record<string, Option[]>;
