// Indonesian and English texts for the lender's account and wallet: states, staff refusals,
// failed bank steps and the reasons an action is not possible now.
import { customerCareLine } from '../shared/customer-care.ts';
import type { Text } from '../shared/i18n-text.ts';
import type {
  BankStep,
  LenderAccountReasonCode,
  LenderAccountStateName,
  WalletRefusal,
} from './lender-account.types.ts';

export const lenderAccountStateLabels: Record<LenderAccountStateName, Text> = {
  registered: { id: 'Terdaftar, belum aktivasi email', en: 'Registered, e-mail not activated' },
  // Active, and no account asked for at the bank yet: what the wallet page's "request state"
  // says before the first request ("Akun Aktif" there read as if the wallet were open).
  activated: { id: 'Belum ada pengajuan rekening', en: 'No account requested yet' },
  vaRequested: { id: 'Virtual Account Diajukan', en: 'Virtual account requested' },
  kycSubmitted: { id: 'Verifikasi Wajah Dikirim ke Bank', en: 'Face check sent to the bank' },
  kycPassed: { id: 'Pendaftaran Nasabah di Bank', en: 'Registering with the bank' },
  cifCreated: { id: 'Pembukaan Rekening RDL', en: 'Opening the RDL account' },
  bankFailed: { id: 'Proses Bank Gagal', en: 'Bank step failed' },
  awaitingApproval: { id: 'Menunggu Persetujuan Admin', en: 'Awaiting staff approval' },
  approved: { id: 'Disetujui', en: 'Approved' },
  refused: { id: 'Ditolak', en: 'Refused' },
};

export const walletRefusalTexts: Record<WalletRefusal, Text> = {
  DATA_INCOMPLETE: { id: 'Data belum lengkap', en: 'The data is incomplete' },
  DATA_MISMATCH: {
    id: 'Data tidak sesuai dengan KTP',
    en: 'The data does not match the ID card',
  },
  DUPLICATE_ACCOUNT: { id: 'Rekening sudah ada', en: 'The account already exists' },
  BANK_REGISTRATION_FAILED: {
    id: 'Pendaftaran di bank gagal',
    en: 'Registration at the bank failed',
  },
};

export const bankStepTexts: Record<BankStep, Text> = {
  VA: { id: 'Pembuatan virtual account gagal', en: 'Creating the virtual account failed' },
  KYC: { id: 'Verifikasi wajah (KYC) gagal', en: 'The face check (KYC) failed' },
  CIF: { id: 'Pendaftaran nasabah (CIF) gagal', en: 'Registering the customer (CIF) failed' },
  ACCOUNT: { id: 'Pembukaan rekening RDL gagal', en: 'Opening the RDL account failed' },
};

/** A step whose answer did not come (machines/shared/bank-answers.ts): not a failure yet. */
export const bankStepUnansweredTexts: Record<BankStep, Text> = {
  VA: {
    id: 'Bank belum menjawab pembuatan virtual account Anda; petugas kami akan menanyakannya lagi',
    en: 'The bank has not yet answered about opening your virtual account; our staff will ask again',
  },
  KYC: {
    id: 'Bank belum menjawab verifikasi wajah (KYC) Anda; petugas kami akan menanyakannya lagi',
    en: 'The bank has not yet answered about your face check (KYC); our staff will ask again',
  },
  CIF: {
    id: 'Bank belum menjawab pendaftaran nasabah (CIF) Anda; petugas kami akan menanyakannya lagi',
    en: 'The bank has not yet answered about registering you as a customer (CIF); our staff will ask again',
  },
  ACCOUNT: {
    id: 'Bank belum menjawab pembukaan rekening RDL Anda; petugas kami akan menanyakannya lagi',
    en: 'The bank has not yet answered about opening your RDL account; our staff will ask again',
  },
};

export const lenderAccountReasonTexts: Record<LenderAccountReasonCode, Text> = {
  WRONG_STATE: { id: 'Tidak dapat dilakukan saat ini', en: 'Not possible now' },
  WRONG_ROLE: { id: 'Peran Anda tidak dapat melakukan ini', en: 'Your role cannot do this' },
  NOT_OWNER: {
    id: 'Hanya pemilik akun yang dapat melakukan ini',
    en: 'Only the account owner can do this',
  },
  CORPORATE_RDL_VIA_CUSTOMER_CARE: {
    id: `RDL perusahaan hanya dapat dibuat melalui layanan pelanggan: ${customerCareLine('id')}`,
    en: `A company RDL can only be set up through customer care: ${customerCareLine('en')}`,
  },
  CORPORATE_RDL_RECORD_BY_HAND: {
    id: "RDL perusahaan dibuka di kantor cabang bank: catat nomor rekening dan CIF-nya dengan 'Catat RDL perusahaan'",
    en: "A company's RDL is opened at the bank's branch: record its account number and CIF with 'Record company RDL'",
  },
  MANUAL_RDL_COMPANY_ONLY: {
    id: 'Pencatatan RDL manual hanya untuk pemberi dana perusahaan',
    en: 'Recording an RDL by hand is for company lenders only',
  },
  ACCOUNT_NUMBER_INVALID: { id: 'Nomor rekening tidak valid', en: 'Invalid account number' },
  CIF_NUMBER_INVALID: { id: 'Nomor CIF tidak valid', en: 'Invalid CIF number' },
  CONSENT_MISSING: {
    id: 'Setujui ketentuan rekening terlebih dahulu',
    en: 'Agree to the account terms first',
  },
  RETRY_LIMIT_REACHED: {
    id: 'Batas percobaan ke bank tercapai',
    en: 'No attempts at the bank left',
  },
};
