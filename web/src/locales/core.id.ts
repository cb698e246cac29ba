// Indonesian, the words of the first download: the login page, and what any page may show before
// its own words arrive (the loading and error states, server errors, the language chooser, the
// session notices). Every other screen's words are in id.ts, loaded with the first such screen.
// core.en.ts must have the same keys: its type is this object's.
import { passwordProblemTexts as rules } from '../../../machines/shared/password-rules.ts';

export const coreId = {
  common: {
    back: 'Kembali',
    close: 'Tutup',
    loading: 'Memuat...',
    loadFailed: 'Gagal memuat data',
    genericError: 'Ups! Terjadi kesalahan. Silakan hubungi CS kami.',
    pageNotLoaded:
      'Halaman ini tidak dapat dimuat: Lumbung mungkin baru diperbarui, atau koneksi terputus. Muat ulang halaman.',
    reload: 'Muat ulang',
    home: 'Ke halaman awal',
  },
  toast: {
    success: 'Berhasil',
    error: 'Gagal',
  },
  language: {
    label: 'Bahasa',
    id: 'Bahasa Indonesia',
    en: 'English',
  },
  header: {
    brand: 'Lumbung',
    account: 'Akun Saya',
    logout: 'Keluar',
  },
  auth: {
    title: 'Masuk',
    email: 'Email',
    password: 'Kata sandi',
    // Must not repeat the field's label: tests and users find the field by that label.
    showCharacters: 'Tampilkan karakter',
    submit: 'Masuk',
    sessionExpired: 'Sesi Anda telah berakhir, silakan masuk kembali',
    noAccount: 'Belum punya akun?',
    register: 'Daftar sekarang',
    forgotPassword: 'Lupa kata sandi?',
    activate: 'Aktifkan akun',
  },
  validation: {
    required: 'wajib diisi',
    valueZero: 'nilai tidak boleh nol',
    digitsOnly: 'Hanya boleh berisi angka',
    dateMin: 'Tanggal minimal dua minggu dari hari ini',
    emailInvalid: 'Format email tidak valid',
    phoneInvalid: 'Nomor ponsel tidak valid (contoh: 081234567890)',
    fullNameLength: 'Nama harus 6 sampai 50 karakter',
    codeDigits: 'Kode terdiri dari 6 angka',
    referralLength: 'Kode referral paling banyak 20 karakter',
    amountInvalid: 'Nilai tidak valid',
    dateInvalid: 'Tanggal tidak valid',
    bailBelowValue: 'Nilai taksiran jaminan harus minimal sebesar nilai pengajuan',
    numberInvalid: 'Masukkan angka, misalnya 120 atau 120,5',
    postalCode: 'Kode pos terdiri dari 5 angka',
    placeName: 'Tulis nama tempat',
  },
  passwordRules: {
    checklist: 'Ketentuan kata sandi',
    met: 'terpenuhi',
    notMet: 'belum terpenuhi',
    checkedOnSave: 'diperiksa saat disimpan',
    TOO_SHORT: rules.TOO_SHORT.id,
    NO_UPPER: rules.NO_UPPER.id,
    NO_LOWER: rules.NO_LOWER.id,
    NO_DIGIT: rules.NO_DIGIT.id,
    NO_SPECIAL: rules.NO_SPECIAL.id,
    REPEATED_CHARACTERS: rules.REPEATED_CHARACTERS.id,
    CONTAINS_PERSONAL_DATA: rules.CONTAINS_PERSONAL_DATA.id,
    COMMON_PASSWORD: rules.COMMON_PASSWORD.id,
    CONFIRMATION_MISMATCH: rules.CONFIRMATION_MISMATCH.id,
  },
  // Server refusals by their stable code (spec §8); the client never parses the server's text.
  errors: {
    DUPLICATE_EMAIL: 'Email sudah terdaftar',
    DUPLICATE_PHONE: 'Nomor ponsel sudah terdaftar',
    WRONG_REFERRAL_CODE: 'Kode referral salah',
    REFERRAL_NOT_FOUND: 'Kode referral tidak ditemukan',
    INVALID_CREDENTIALS: 'Email atau kata sandi tidak cocok',
    ACCOUNT_INACTIVE: 'Akun Anda belum diaktifkan',
    TOO_MANY_ATTEMPTS: 'Terlalu banyak percobaan gagal: coba lagi dalam {{wait}}',
    ACCOUNT_LOCKED: 'Terlalu banyak percobaan gagal: akun dikunci, coba lagi dalam {{wait}}',
    ACTIVATION_CODE_INVALID: 'Kode aktivasi salah atau sudah kedaluwarsa',
    ALREADY_ACTIVE: 'Akun ini sudah aktif',
    RESET_TOKEN_INVALID: 'Tautan atur ulang kata sandi salah atau sudah kedaluwarsa',
    OLD_PASSWORD_WRONG: 'Kata sandi lama tidak benar',
    PASSWORD_UNCHANGED: 'Kata sandi baru harus berbeda dari kata sandi lama',
    PASSWORD_POLICY: 'Kata sandi belum memenuhi ketentuan',
    VALIDATION_FAILED: 'Periksa kembali isian Anda',
    UNAUTHENTICATED: 'Silakan masuk terlebih dahulu',
    FORBIDDEN: 'Anda tidak boleh melakukan ini',
    NOT_FOUND: 'Tidak ditemukan',
    INTERNAL: 'Ups! Terjadi kesalahan. Silakan hubungi CS kami.',
    NETWORK: 'Kesalahan jaringan',
    waitSeconds_one: '{{count}} detik',
    waitSeconds_other: '{{count}} detik',
    waitMinutes_one: '{{count}} menit',
    waitMinutes_other: '{{count}} menit',
  },
  outbox: {
    link: 'Lihat email dan SMS demo',
    title: 'Kotak Keluar Demo',
    intro:
      'Mode demo: email dan SMS tidak benar-benar dikirim. Pesan terbaru tampil di sini, agar Anda dapat membaca kode aktivasi dan tautan atur ulang kata sandi.',
    refresh: 'Muat ulang',
    empty: 'Belum ada pesan',
    to: 'Kepada',
    createdAt: 'Dibuat',
    delivered: 'Terkirim',
    pending: 'Belum terkirim',
    EMAIL: 'Email',
    SMS: 'SMS',
    unavailable: 'Kotak keluar demo hanya tersedia dalam mode demo.',
    back: 'Kembali',
    toLogin: 'Ke halaman masuk',
  },
  footer: {
    statistics: 'Statistik TKB90',
  },
  riskWarning: {
    title: 'Peringatan risiko',
    civil:
      'Layanan pendanaan bersama berbasis teknologi informasi adalah kesepakatan perdata antara pemberi dana dan penerima dana; risiko yang timbul dari kesepakatan itu ditanggung oleh masing-masing pihak.',
    default:
      'Risiko gagal bayar ditanggung sepenuhnya oleh pemberi dana. Tidak ada lembaga atau otoritas negara yang menanggung risiko gagal bayar ini.',
    loss: 'Pemberi dana dapat kehilangan sebagian atau seluruh dana yang didanakan. Penyelenggara tidak bertanggung jawab atas kegagalan penerima dana memenuhi kewajibannya.',
    read: 'Baca dan pahami informasi ini serta setiap dokumen perjanjian sebelum memutuskan mendanai atau meminjam. Pemberi dana yang belum berpengalaman sebaiknya tidak mendanai dulu.',
    borrower:
      'Penerima dana perlu menimbang bunga dan biaya pinjaman dengan kemampuan melunasinya. Setiap kecurangan tercatat secara digital.',
    ojk: 'Penyelenggara layanan pendanaan bersama diawasi oleh Otoritas Jasa Keuangan (OJK).',
  },
};

export type CoreTranslations = typeof coreId;
