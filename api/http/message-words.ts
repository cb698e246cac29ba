// The Indonesian of every English message the API answers with, so that an error speaks the
// caller's language (Accept-Language, Indonesian by default) while each message stays written in
// English where it is raised. Three sources: the sentences below, word for word; patterns for the
// messages that carry a figure, a name or a path (zod's own messages among them); and the
// machines' `…Texts` tables, whose English a domain module sometimes raises as it is (`.en`).
// tests/architecture/error-words.test.ts reads api/** and fails on a message missing here.
import {
  autoLendReasonTexts,
  optOutRefusalTexts,
  skipTexts,
} from '../../machines/auto-lend/auto-lend.labels.ts';
import { disbursementReasonTexts } from '../../machines/disbursement/disbursement.labels.ts';
import {
  installmentReasonTexts,
  paymentRejectionTexts,
} from '../../machines/installment/installment.labels.ts';
import { incomeDeclarationTexts } from '../../machines/lender-account/income-declaration.rules.ts';
import {
  bankStepTexts,
  bankStepUnansweredTexts,
  lenderAccountReasonTexts,
  walletRefusalTexts,
} from '../../machines/lender-account/lender-account.labels.ts';
import {
  taxReviewNoteTexts,
  taxStatusReasonTexts,
} from '../../machines/lender-account/tax-status.rules.ts';
import {
  conditionTexts,
  namedGuardTexts,
  payloadTexts,
  roleTexts,
} from '../../machines/loan/loan.guard-labels.ts';
import { reasonTexts } from '../../machines/loan/loan.labels.ts';
import { roleNeededTexts } from '../../machines/loan/loan.reasons.ts';
import { otpReasonTexts } from '../../machines/otp/otp.labels.ts';
import { missingTexts } from '../../machines/profile/applicant.rules.ts';
import { sectionReasonTexts } from '../../machines/profile/profile.selectors.ts';
import { surveyReasonTexts } from '../../machines/psychometric/psychometric.labels.ts';
import type { Language, Text } from '../../machines/shared/i18n-text.ts';
import { passwordProblemTexts } from '../../machines/shared/password-rules.ts';
import { profileRuleTexts } from '../../machines/shared/profile-rules.ts';
import { riskRatingTexts } from '../../machines/shared/risk-rating.ts';
import { textProblemTexts } from '../../machines/shared/text-rules.ts';
import {
  signingMessageTexts,
  signingReasonTexts,
} from '../../machines/signature/document-signing.labels.ts';
import { investmentSigningReasonTexts } from '../../machines/signature/investment-agreement.rules.ts';
import {
  registrationReasonTexts,
  registrationRefusalTexts,
} from '../../machines/signature/signature-registration.labels.ts';
import { cashOutRefusalTexts } from '../../machines/withdrawal/withdrawal.rules.ts';

/**
 * Every `…Texts` table of the machines: a domain module may raise a reason's English alone
 * (`passwordProblemTexts[problem].en`); its Indonesian is the table's. The architecture test
 * checks that a new table is added here.
 */
export const MACHINE_TEXTS: ReadonlyArray<Readonly<Record<string, Text>>> = [
  autoLendReasonTexts,
  bankStepTexts,
  bankStepUnansweredTexts,
  cashOutRefusalTexts,
  conditionTexts,
  disbursementReasonTexts,
  incomeDeclarationTexts,
  installmentReasonTexts,
  investmentSigningReasonTexts,
  lenderAccountReasonTexts,
  missingTexts,
  namedGuardTexts,
  optOutRefusalTexts,
  otpReasonTexts,
  passwordProblemTexts,
  payloadTexts,
  paymentRejectionTexts,
  profileRuleTexts,
  reasonTexts,
  registrationReasonTexts,
  registrationRefusalTexts,
  riskRatingTexts,
  roleNeededTexts,
  roleTexts,
  sectionReasonTexts,
  signingMessageTexts,
  signingReasonTexts,
  skipTexts,
  surveyReasonTexts,
  taxReviewNoteTexts,
  taxStatusReasonTexts,
  textProblemTexts,
  walletRefusalTexts,
];

/** Messages word for word, English first. Where spec §8 gives a message, its meaning is kept. */
const SENTENCES: readonly Text[] = [
  // Any field.
  { en: 'required', id: 'wajib diisi' },
  { en: 'invalid', id: 'tidak valid' },
  { en: 'Invalid input', id: 'Isian tidak valid' },
  { en: 'value cannot be zero', id: 'nilai tidak boleh nol' },
  { en: 'must be a number', id: 'harus berupa angka' },
  { en: 'must be a whole number', id: 'harus berupa bilangan bulat' },
  { en: 'must be a positive whole number', id: 'harus berupa bilangan bulat positif' },
  { en: 'no such id', id: 'id tidak ditemukan' },
  { en: 'must be a date YYYY-MM-DD', id: 'harus berupa tanggal YYYY-MM-DD' },
  { en: 'must be today or earlier', id: 'paling lambat hari ini' },
  { en: 'must be a date DD-MM-YYYY', id: 'harus berupa tanggal DD-MM-YYYY' },
  { en: 'must be 5 digits', id: 'harus 5 digit angka' },
  { en: 'must be a percentage such as 12.5', id: 'harus berupa persentase, misalnya 12.5' },
  {
    en: 'must be a number such as 120 or 120.5',
    id: 'harus berupa angka, misalnya 120 atau 120.5',
  },
  {
    en: 'must be a rupiah amount such as 1500000 or 1500000.00',
    id: 'harus berupa jumlah rupiah, misalnya 1500000 atau 1500000.00',
  },
  { en: 'must be a rupiah amount above zero', id: 'harus berupa jumlah rupiah di atas nol' },
  { en: 'A whole number of rupiah', id: 'Harus rupiah bulat, tanpa sen' },
  {
    en: 'A whole number of rupiah, at most 10 billion',
    id: 'Harus rupiah bulat, paling banyak 10 miliar',
  },
  { en: 'not a cursor of this list', id: 'bukan penanda halaman dari daftar ini' },
  { en: 'after is not a cursor of this list', id: 'after bukan penanda halaman dari daftar ini' },
  { en: 'not a file name', id: 'bukan nama file' },
  { en: 'not a lender id', id: 'bukan id pemberi dana' },
  { en: 'not a borrower id', id: 'bukan id peminjam' },
  { en: 'borrowerid is required', id: 'borrowerid wajib diisi' },
  {
    en: 'must be capitals, digits or _ (at most 20)',
    id: 'hanya boleh huruf kapital, angka atau _ (paling banyak 20)',
  },
  { en: 'grades A to E, comma-separated', id: 'grade A sampai E, dipisahkan koma' },
  {
    en: 'auditTrail, bailPhotos, borrowerInfo and/or borrowerProfile, comma-separated',
    id: 'auditTrail, bailPhotos, borrowerInfo dan/atau borrowerProfile, dipisahkan koma',
  },
  {
    en: 'must be a virtual account number (digits)',
    id: 'harus berupa nomor virtual account (angka)',
  },
  { en: 'A province code has 2 digits', id: 'Kode provinsi terdiri dari 2 angka' },
  { en: 'A regency code is written 11.01', id: 'Kode kabupaten/kota ditulis seperti 11.01' },
  { en: 'A district code is written 11.01.01', id: 'Kode kecamatan ditulis seperti 11.01.01' },
  { en: 'must not be before funappcfstarttime', id: 'tidak boleh sebelum funappcfstarttime' },

  // Accounts and sessions (spec §8).
  { en: 'Email or password does not match', id: 'Email atau kata sandi tidak cocok' },
  { en: 'Your account is not activated yet', id: 'Akun Anda belum diaktifkan' },
  { en: 'Duplication Registration Email', id: 'Email sudah terdaftar' },
  { en: 'Duplicate Phone Number', id: 'Nomor ponsel sudah terdaftar' },
  { en: 'Wrong Referral Code', id: 'Kode referral salah' },
  { en: 'Referral Code Not Found', id: 'Kode referral tidak ditemukan' },
  {
    en: 'The activation code is wrong or has expired',
    id: 'Kode aktivasi salah atau sudah kedaluwarsa',
  },
  {
    en: 'The reset link is wrong or has expired',
    id: 'Tautan atur ulang kata sandi salah atau sudah kedaluwarsa',
  },
  { en: 'The old password is not correct', id: 'Kata sandi lama tidak benar' },
  {
    en: 'The new password must differ from the old one',
    id: 'Kata sandi baru harus berbeda dari kata sandi lama',
  },
  { en: 'The e-mail address is not valid', id: 'Alamat email tidak valid' },
  {
    en: 'The phone number is not valid (e.g. 081234567890)',
    id: 'Nomor ponsel tidak valid (contoh: 081234567890)',
  },
  { en: 'Full name needs 6 to 50 characters', id: 'Nama lengkap harus 6 sampai 50 karakter' },
  { en: 'The full name must be 6 to 50 characters', id: 'Nama lengkap harus 6 sampai 50 karakter' },
  { en: 'The code has 6 digits', id: 'Kode terdiri dari 6 angka' },
  { en: 'User not found', id: 'Pengguna tidak ditemukan' },
  { en: 'No such user', id: 'Pengguna tidak ditemukan' },
  { en: 'Please log in', id: 'Silakan masuk terlebih dahulu' },
  { en: 'You may not do this', id: 'Anda tidak dapat melakukan ini' },
  {
    en: 'Ups! Something wrong. Please call our CS.',
    id: 'Ups! Terjadi kesalahan. Silakan hubungi CS kami.',
  },

  // One-time codes (OTP).
  { en: 'Locked', id: 'Terkunci sementara; coba lagi nanti' },
  { en: 'Wait', id: 'Tunggu sebentar sebelum mencoba lagi' },
  { en: 'Bad code', id: 'Kode salah' },
  {
    en: 'The OTP code expired; ask for a new one',
    id: 'Kode OTP sudah kedaluwarsa; minta kode baru',
  },
  { en: 'Ask for a code first', id: 'Minta kode terlebih dahulu' },
  { en: 'The account has no phone number', id: 'Akun ini belum memiliki nomor ponsel' },
  {
    en: 'Too many wrong codes; try again later',
    id: 'Terlalu banyak kode yang salah; coba lagi nanti',
  },
  { en: 'The OTP code is wrong', id: 'Kode OTP salah' },
  {
    en: 'The verification is wrong or has expired',
    id: 'Verifikasi salah atau sudah kedaluwarsa; ulangi dari awal',
  },

  // Things not found.
  { en: 'Loan not found', id: 'Pinjaman tidak ditemukan' },
  { en: 'Lender not found', id: 'Pemberi dana tidak ditemukan' },
  { en: 'No such lender', id: 'Pemberi dana tidak ditemukan' },
  { en: 'Developer not found', id: 'Pengembang tidak ditemukan' },
  { en: 'No such developer', id: 'Pengembang tidak ditemukan' },
  { en: 'No such product', id: 'Produk tidak ditemukan' },
  { en: 'Error fetching product', id: 'Gagal mengambil data produk' },
  { en: 'File not found', id: 'File tidak ditemukan' },
  { en: 'Notification not found', id: 'Notifikasi tidak ditemukan' },
  { en: 'Withdrawal not found', id: 'Penarikan dana tidak ditemukan' },
  { en: 'Signing document not found', id: 'Dokumen untuk ditandatangani tidak ditemukan' },
  { en: 'No such funding of yours', id: 'Pendanaan ini tidak ditemukan di antara pendanaan Anda' },
  { en: 'No borrower with this id', id: 'Tidak ada peminjam dengan id ini' },
  {
    en: 'No borrower or lender with this id',
    id: 'Tidak ada peminjam atau pemberi dana dengan id ini',
  },
  { en: 'No such change request', id: 'Permintaan perubahan tidak ditemukan' },
  { en: 'No change of bank data waits', id: 'Tidak ada perubahan data bank yang menunggu' },
  { en: 'This data was never saved', id: 'Data ini belum pernah disimpan' },
  { en: 'not complete', id: 'belum lengkap' },

  // Loans and offers.
  { en: 'You may not read this loan', id: 'Anda tidak boleh melihat pinjaman ini' },
  {
    en: 'The required date must be at least two weeks from today',
    id: 'Tanggal dibutuhkan minimal dua minggu dari hari ini',
  },
  {
    en: 'Tick the box to agree to the offer terms before accepting',
    id: 'Centang kotak persetujuan ketentuan penawaran sebelum menerimanya',
  },
  { en: 'The loan has no offer terms yet', id: 'Pinjaman ini belum memiliki ketentuan penawaran' },
  {
    en: 'The high-risk interest must be at least the low-risk interest',
    id: 'Bunga risiko tinggi harus minimal sebesar bunga risiko rendah',
  },
  { en: 'Another product has this code', id: 'Kode ini sudah dipakai produk lain' },
  { en: 'Another developer has this name', id: 'Nama ini sudah dipakai pengembang lain' },
  { en: 'must be a JSON list of file paths', id: 'harus berupa daftar JSON alamat file' },
  {
    en: 'must be a path returned by /file/upload',
    id: 'harus berupa alamat file dari /file/upload',
  },
  {
    en: 'must be a JPG or PNG photo returned by /file/upload',
    id: 'harus berupa foto JPG atau PNG dari /file/upload',
  },

  // Funding, wallets and money.
  { en: 'Insufficient active balance', id: 'Saldo aktif tidak mencukupi' },
  { en: 'Insufficient funds', id: 'Dana tidak mencukupi' },
  { en: 'The funding amount is not valid', id: 'Nilai pendanaan tidak valid' },
  { en: 'An Idempotency-Key header is required', id: 'Header Idempotency-Key wajib dikirim' },
  {
    en: 'Idempotency-Key must be 1 to 200 visible characters',
    id: 'Idempotency-Key harus 1 sampai 200 karakter yang terlihat',
  },
  { en: 'No approved virtual account', id: 'Belum ada virtual account yang disetujui' },
  { en: 'No approved RDL account', id: 'Belum ada rekening RDL yang disetujui' },
  { en: 'The period ends before it starts', id: 'Periode berakhir sebelum dimulai' },
  { en: 'A period is at most one year', id: 'Periode paling lama satu tahun' },
  {
    en: 'This account number belongs to another wallet',
    id: 'Nomor rekening ini milik dompet lain',
  },
  { en: 'Your virtual account is not active yet', id: 'Virtual account Anda belum aktif' },
  {
    en: 'No active wallet has this virtual account',
    id: 'Tidak ada dompet aktif dengan virtual account ini',
  },
  { en: 'No billing has this virtual account', id: 'Tidak ada tagihan dengan virtual account ini' },
  {
    en: 'Not a payment callback this bank sealed',
    id: 'Pemberitahuan pembayaran ini tidak ditandatangani oleh bank ini',
  },
  {
    en: 'The payment notice is not sealed with our key',
    id: 'Pemberitahuan pembayaran tidak ditandatangani dengan kunci kami',
  },
  { en: 'The payment notice is incomplete', id: 'Pemberitahuan pembayaran tidak lengkap' },
  { en: 'The payment notice is too old', id: 'Pemberitahuan pembayaran sudah kedaluwarsa' },
  {
    en: 'Only the built-in bank can simulate a transfer',
    id: 'Hanya bank bawaan yang dapat menyimulasikan transfer',
  },
  {
    en: 'Only the built-in bank can simulate a deposit',
    id: 'Hanya bank bawaan yang dapat menyimulasikan setoran',
  },
  {
    en: 'Only the built-in bank seals payments',
    id: 'Hanya bank bawaan yang menandatangani pemberitahuan pembayaran',
  },
  {
    en: 'Only the built-in bank shows its books',
    id: 'Hanya bank bawaan yang dapat menampilkan pembukuannya',
  },

  // Borrower and lender data.
  { en: 'Staff have no profile', id: 'Staf tidak memiliki profil' },
  { en: 'Send your data to staff first', id: 'Kirim data Anda ke staf terlebih dahulu' },
  { en: 'Upload your signature first', id: 'Unggah tanda tangan terlebih dahulu' },
  {
    en: 'Your bank data is not validated yet: save it directly with POST bank',
    id: 'Data bank Anda belum divalidasi: simpan langsung dengan POST bank',
  },
  {
    en: 'A change of bank data already waits for staff: amend it with PUT bank/request-update',
    id: 'Sudah ada perubahan data bank yang menunggu staf: ubah dengan PUT bank/request-update',
  },

  // Files.
  {
    en: 'The upload must be multipart/form-data with a boundary',
    id: 'Unggahan harus berupa multipart/form-data dengan boundary',
  },
  {
    en: 'You have uploaded as much as one person may in 24 hours; try again later',
    id: 'Anda sudah mencapai batas unggahan dalam 24 jam; coba lagi nanti',
  },
  {
    en: 'The file name holds characters we cannot keep',
    id: 'Nama file berisi karakter yang tidak dapat disimpan',
  },
  {
    en: 'Only JPG or PNG images can be uploaded here',
    id: 'Hanya gambar JPG atau PNG yang dapat diunggah di sini',
  },
  {
    en: 'Only JPG, PNG or PDF files can be uploaded',
    id: 'Hanya file JPG, PNG atau PDF yang dapat diunggah',
  },
  { en: 'The file may be at most 5 MB', id: 'Ukuran file maksimal 5 MB' },
  { en: 'The image may be at most 5 MB', id: 'Ukuran gambar maksimal 5 MB' },
  { en: 'The file may be at most 2 MB', id: 'Ukuran file maksimal 2 MB' },
  { en: 'The file is empty', id: 'File ini kosong (0 byte)' },
  {
    en: 'Upload the file first: this file is not one of your uploads',
    id: 'Unggah file terlebih dahulu: file ini bukan unggahan Anda',
  },
  {
    en: 'Upload the file first: this path is not one of your files',
    id: 'Unggah file terlebih dahulu: alamat ini bukan file Anda',
  },
  {
    en: 'must be a JPG or PNG you uploaded (POST /file/upload)',
    id: 'harus berupa JPG atau PNG yang Anda unggah (POST /file/upload)',
  },

  // Signing.
  { en: 'NIK (KTP number): exactly 16 digits', id: 'NIK (nomor KTP): tepat 16 digit angka' },
  {
    en: 'This signature provider needs no signer registration',
    id: 'Penyedia tanda tangan ini tidak memerlukan pendaftaran penanda tangan',
  },
  {
    en: "This NIK's digital signature belongs to another account",
    id: 'Tanda tangan digital untuk NIK ini sudah terdaftar pada akun lain',
  },
  {
    en: 'Not possible in this registration status',
    id: 'Tidak dapat dilakukan pada status pendaftaran ini',
  },
  {
    en: 'The signature provider did not register you',
    id: 'Penyedia tanda tangan gagal mendaftarkan Anda',
  },
  { en: 'The activation e-mail could not be sent', id: 'Email aktivasi tidak dapat dikirim' },
  { en: 'The signing session has ended', id: 'Sesi tanda tangan sudah berakhir' },
  { en: 'The signing session ended', id: 'Sesi tanda tangan sudah berakhir' },
  { en: 'This signing link is not known', id: 'Tautan tanda tangan ini tidak dikenal' },
  { en: 'Open the signing link again', id: 'Buka kembali tautan tanda tangan' },
  {
    en: 'This signing link was already opened; start the signing again from Lumbung',
    id: 'Tautan tanda tangan ini sudah pernah dibuka; mulai lagi penandatanganan dari Lumbung',
  },
  { en: 'The signer has no phone number', id: 'Penanda tangan tidak memiliki nomor ponsel' },
  {
    en: 'No more codes can be sent in this session',
    id: 'Tidak ada lagi kode yang dapat dikirim dalam sesi ini',
  },
  { en: 'Wait before asking for another code', id: 'Tunggu sebentar sebelum meminta kode lagi' },
  { en: 'The code expired; ask for a new one', id: 'Kode sudah kedaluwarsa; minta kode baru' },
  { en: 'The code is wrong', id: 'Kode salah' },
  { en: 'This activation link is not known', id: 'Tautan aktivasi ini tidak dikenal' },
  {
    en: 'This activation link expired; ask again',
    id: 'Tautan aktivasi ini sudah kedaluwarsa; minta tautan baru',
  },
  {
    en: 'The return address must be on this site',
    id: 'Alamat tujuan kembali harus berada di situs ini',
  },
  { en: 'This document is already signed', id: 'Dokumen ini sudah ditandatangani' },
  { en: 'Not possible now', id: 'Tidak dapat dilakukan saat ini' },
  // Spec §8 writes this one in Indonesian; the English says the same.
  { en: 'The signing request failed', id: 'Gagal melakukan request docusign' },
  {
    en: 'The signed document is not available yet',
    id: 'Dokumen yang sudah ditandatangani belum tersedia',
  },
  { en: 'Unknown signing result', id: 'Hasil penandatanganan tidak dikenal' },
  {
    en: 'This document was never sent for signing',
    id: 'Dokumen ini belum pernah dikirim untuk ditandatangani',
  },
  {
    en: 'The signing status cannot be checked now',
    id: 'Status penandatanganan tidak dapat diperiksa saat ini',
  },
  {
    en: 'The callback could not be verified',
    id: 'Pemberitahuan balik (callback) tidak dapat diverifikasi',
  },
  {
    en: 'The loan agreement can be signed once the loan is ready for disbursement',
    id: 'Perjanjian pinjaman dapat ditandatangani setelah pinjaman siap dicairkan',
  },

  // The service itself and the web framework.
  { en: 'Not Found', id: 'Tidak ditemukan' },
  // zod's own.
  {
    en: 'Invalid input: more than one option matched',
    id: 'Isian tidak valid: lebih dari satu pilihan cocok',
  },
];

/** Things an English message names (`Loan not found`), in Indonesian; others keep their name. */
const NOUNS: Readonly<Record<string, string>> = {
  Loan: 'Pinjaman',
  Lender: 'Pemberi dana',
  Signer: 'Penanda tangan',
  Funding: 'Pendanaan',
  personal: 'perorangan',
  company: 'badan usaha',
};
const noun = (word: string) => NOUNS[word] ?? word;

/** zod's names of types, units and formats, in Indonesian. */
const TYPES: Readonly<Record<string, string>> = {
  string: 'teks',
  number: 'angka',
  int: 'bilangan bulat',
  bigint: 'bilangan bulat',
  boolean: 'true atau false',
  array: 'daftar',
  object: 'objek',
  date: 'tanggal',
  file: 'file',
};
const UNITS: Readonly<Record<string, string>> = {
  characters: 'karakter',
  items: 'item',
  bytes: 'byte',
  entries: 'entri',
};
const FORMATS: Readonly<Record<string, string>> = {
  'email address': 'Alamat email tidak valid',
  URL: 'URL tidak valid',
  UUID: 'UUID tidak valid',
  'ISO date': 'Tanggal tidak valid (YYYY-MM-DD)',
  'ISO datetime': 'Tanggal dan waktu tidak valid (ISO 8601)',
  'ISO time': 'Waktu tidak valid (ISO 8601)',
  'ISO duration': 'Durasi tidak valid (ISO 8601)',
  'IPv4 address': 'Alamat IPv4 tidak valid',
  'IPv6 address': 'Alamat IPv6 tidak valid',
  'base64-encoded string': 'Teks base64 tidak valid',
  'base64url-encoded string': 'Teks base64url tidak valid',
  'JSON string': 'Teks JSON tidak valid',
  'E.164 number': 'Nomor E.164 tidak valid',
};
/** A length limit ("at most 20 characters") and a value limit ("at most 20"). */
const LENGTH_LIMITS: Readonly<Record<string, string>> = {
  '<=': 'paling banyak',
  '<': 'harus kurang dari',
  '>=': 'paling sedikit',
  '>': 'harus lebih dari',
  'exactly ': 'harus tepat',
};
const VALUE_LIMITS: Readonly<Record<string, string>> = {
  '<=': 'maksimal',
  '<': 'harus kurang dari',
  '>=': 'minimal',
  '>': 'harus lebih dari',
  'exactly ': 'harus tepat',
};

type Pattern = readonly [RegExp, (...groups: string[]) => string];

/** Messages with a figure, a name or a path in them; the first that matches answers. */
const PATTERNS: readonly Pattern[] = [
  [/^at most (\d+) characters$/, (n) => `paling banyak ${n} karakter`],
  [/^must be at least (-?[\d.]+)$/, (n) => `minimal ${n}`],
  [/^must be at most (-?[\d.]+)$/, (n) => `maksimal ${n}`],
  [
    /^must be between (\S+) and (\S+?)(?: for grade (\S+))?$/,
    (low, high, grade) => `harus antara ${low} dan ${high}${grade ? ` untuk grade ${grade}` : ''}`,
  ],
  [/^must be today \((.*)\) or later$/, (day) => `paling cepat hari ini (${day})`],
  [/^must be after today \((.*)\)$/, (day) => `harus sesudah hari ini (${day})`],
  [/^must be 1 to (\d+) days \((.*)\)$/, (days, type) => `harus 1 sampai ${days} hari (${type})`],
  [
    /^the interest and fees come to (\S+)% a day; at most (\S+)% a day \((.*)\)$/,
    (day, most, source) =>
      `bunga dan biaya mencapai ${day}% per hari; paling banyak ${most}% per hari (${source})`,
  ],
  [
    /^Too many failed attempts: the account is locked, try again in (\d+) minutes?$/,
    (n) => `Terlalu banyak percobaan gagal: akun dikunci, coba lagi dalam ${n} menit`,
  ],
  [
    /^Too many failed attempts from your network: try again in (\d+) seconds?$/,
    (n) => `Terlalu banyak percobaan gagal dari jaringan Anda: coba lagi dalam ${n} detik`,
  ],
  [
    /^Too many failed attempts: try again in (\d+) seconds?$/,
    (n) => `Terlalu banyak percobaan gagal: coba lagi dalam ${n} detik`,
  ],
  [/^No such path: (.*)$/s, (path) => `Alamat tidak ditemukan: ${path}`],
  [/^(\w+) not found$/, (thing) => `${noun(thing)} tidak ditemukan`],
  [/^This account is not a (\w+) lender$/, (kind) => `Akun ini bukan pemberi dana ${noun(kind)}`],
  [
    /^A (\w+) profile has no (\S+) data$/,
    (kind, section) => `Profil ${noun(kind)} tidak memiliki data ${section}`,
  ],
  [/^Use (\/\S+) for your data$/, (path) => `Gunakan ${path} untuk data Anda`],
  [/^Use (\/\S+)$/, (path) => `Gunakan ${path}`],
  [
    /^The bank did not answer the RDL inquiry \((.*)\)$/,
    (code) => `Bank tidak menjawab permintaan data RDL (${code})`,
  ],
  [
    /^No signature provider (\S+) here$/,
    (name) => `Penyedia tanda tangan ${name} tidak tersedia di sini`,
  ],
  // The web framework's refusals of an address (FST_ERR_BAD_URL, FST_ERR_MAX_PARAM_LENGTH).
  [/^'(.*)' is not a valid url component$/s, (part) => `'${part}' bukan bagian alamat yang sah`],
  [
    /^'(.*)' is exceeding the max param length$/s,
    (part) => `'${part}' melebihi panjang parameter yang diizinkan`,
  ],
  // zod's own messages, for a schema that names none of ours (zod/v4/locales/en.js).
  [/^Invalid input: expected \w+, received undefined$/, () => 'wajib diisi'],
  [
    /^Invalid input: expected (\w+), received \w+$/,
    (type) => `harus berupa ${TYPES[type] ?? type}`,
  ],
  [/^Invalid input: expected (.+)$/s, (value) => `harus ${value}`],
  [/^Invalid option: expected one of (.+)$/s, (values) => `harus salah satu dari ${values}`],
  [
    /^Too (?:big|small): expected \w+ to have (<=|<|>=|>|exactly )(\S+) (\w+)$/,
    (limit, n, unit) => `${LENGTH_LIMITS[limit]} ${n} ${UNITS[unit] ?? unit}`,
  ],
  [
    /^Too (?:big|small): expected \w+ to be (<=|<|>=|>|exactly )(\S+)$/,
    (limit, n) => `${VALUE_LIMITS[limit]} ${n}`,
  ],
  [/^Invalid string: must start with "(.*)"$/s, (text) => `harus diawali "${text}"`],
  [/^Invalid string: must end with "(.*)"$/s, (text) => `harus diakhiri "${text}"`],
  [/^Invalid string: must include "(.*)"$/s, (text) => `harus memuat "${text}"`],
  [/^Invalid string: must match pattern (.+)$/s, (pattern) => `harus sesuai pola ${pattern}`],
  [/^Invalid number: must be a multiple of (\S+)$/, (n) => `harus kelipatan ${n}`],
  [/^Unrecognized keys?: (.+)$/s, (keys) => `Kolom tidak dikenal: ${keys}`],
  [/^Invalid key in (\w+)$/, (where) => `Kunci tidak valid di ${where}`],
  [/^Invalid value in (\w+)$/, (where) => `Nilai tidak valid di ${where}`],
  [/^Invalid discriminator value\. Expected (.+)$/s, (values) => `harus salah satu dari ${values}`],
  [/^Invalid (.+)$/, (format) => FORMATS[format] ?? `${format} tidak valid`],
];

const INDONESIAN = new Map<string, string>();
const ENGLISH = new Map<string, string>();
for (const { en, id } of [
  ...SENTENCES,
  ...MACHINE_TEXTS.flatMap((table) => Object.values(table)),
]) {
  if (!INDONESIAN.has(en)) INDONESIAN.set(en, id);
  if (!ENGLISH.has(id)) ENGLISH.set(id, en);
}

/** The Indonesian of an English message, or undefined when none is written. */
export function indonesianOf(message: string): string | undefined {
  const known = INDONESIAN.get(message) ?? (ENGLISH.has(message) ? message : undefined);
  if (known !== undefined) return known;
  for (const [pattern, say] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return say(...match.slice(1).map((group) => group ?? ''));
  }
  return undefined;
}

/**
 * A message in the caller's language: English messages in Indonesian, and the few written in
 * Indonesian (spec §8, or an answer relayed from another API call) in English. A message known
 * in neither stays as it is.
 */
export function messageIn(message: string, language: Language): string {
  if (language === 'en') return ENGLISH.get(message) ?? message;
  return indonesianOf(message) ?? message;
}
