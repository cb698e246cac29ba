// The field rules of the borrower's and lender's data (spec §3, §5), written once as zod schemas
// that the API checks every body with and the web forms resolve with, in either language.
//
// Decisions where the spec is silent (the real formats of Indonesian identifiers):
// - NIK (ID card number, KTP): exactly 16 digits.
// - NPWP (tax number): 15 digits (the old format) or 16 (the NIK-based format since 2024); the
//   printed form "12.345.678.9-012.000" is read into its digits (input-habits.ts), by the web
//   form and the API alike.
// - NIB (business identification number, OSS): exactly 13 digits.
// - Phone numbers: "+62 812-…", "62812…" and "0812…" are kept as "0812…"; a foreign number
//   keeps its '+' (input-habits.ts).
// - Dates travel as DD-MM-YYYY (spec §9) and must be real calendar dates; "1/2/1990" is read
//   as "01-02-1990". An ID card valid for life expires "SEUMUR HIDUP"; an expired one is
//   refused when the caller passes today's date (the API always does).
// - A birth date is not in the future, and its person is at least 17 on the day (with the caller's
//   date, as for the ID card's expiry): the form asks for a KTP, which Indonesia issues from 17
//   (UU Administrasi Kependudukan; the exception of one married younger is not taken).
// - Bank account number 3–20 digits, account name 3–30 characters (spec §5).
// - A person's income is a monthly range (the spec's yearly ranges up to Rp 1 trillion fit
//   companies' assets, not people's pay).
import { z } from 'zod';
import type { Language, Text } from './i18n-text.ts';
import {
  dmyFromText,
  FOR_LIFE,
  idNumberFromText,
  ktpExpired,
  ktpExpiryFromText,
  nameKey,
  phoneFromText,
} from './input-habits.ts';
import { daysInMonth, isFilled, isoFromDmy, textProblem, textProblemTexts } from './text-rules.ts';

export type ProfileRule =
  | 'REQUIRED'
  | 'NAME_LENGTH'
  | 'NIK_FORMAT'
  | 'NPWP_FORMAT'
  | 'NIB_FORMAT'
  | 'DATE_FORMAT'
  | 'POSTAL_CODE_FORMAT'
  | 'ACCOUNT_NAME_LENGTH'
  | 'ACCOUNT_NUMBER_FORMAT'
  | 'PHONE_FORMAT'
  | 'OPTION_UNKNOWN'
  | 'YEARS_RANGE'
  | 'NAME_MISMATCH'
  | 'NIK_TAKEN'
  | 'REGION_FORMAT'
  | 'KTP_EXPIRY_FORMAT'
  | 'KTP_EXPIRED'
  | 'IMAGE_ONLY'
  | 'TEXT_TOO_LONG'
  | 'BIRTH_DATE_FUTURE'
  | 'UNDER_KTP_AGE'
  | 'NIK_BIRTH_DATE_MISMATCH'
  | 'NIK_GENDER_MISMATCH'
  | 'NAME_CHARACTERS'
  | 'PLACE_NAME';

export const profileRuleTexts: Record<ProfileRule, Text> = {
  // The spec's catalogue says 'required'; the Indonesian screens say it in Indonesian (issue 14).
  REQUIRED: { id: 'wajib diisi', en: 'required' },
  NAME_LENGTH: { id: 'Nama harus 6 sampai 50 karakter', en: 'The name must be 6 to 50 characters' },
  NIK_FORMAT: { id: 'NIK harus 16 digit angka', en: 'The ID card number (NIK) must be 16 digits' },
  NPWP_FORMAT: {
    id: 'NPWP harus 15 atau 16 digit angka',
    en: 'The tax number (NPWP) must be 15 or 16 digits',
  },
  NIB_FORMAT: { id: 'NIB harus 13 digit angka', en: 'The business number (NIB) must be 13 digits' },
  DATE_FORMAT: {
    id: 'Tanggal harus berformat DD-MM-YYYY',
    en: 'The date must be a real date written DD-MM-YYYY',
  },
  POSTAL_CODE_FORMAT: { id: 'Kode pos harus 5 digit', en: 'The postal code must be 5 digits' },
  ACCOUNT_NAME_LENGTH: {
    id: 'Nama rekening harus 3 sampai 30 karakter',
    en: 'The account name must be 3 to 30 characters',
  },
  ACCOUNT_NUMBER_FORMAT: {
    id: 'Nomor rekening harus 3 sampai 20 digit angka',
    en: 'The account number must be 3 to 20 digits',
  },
  PHONE_FORMAT: {
    id: 'Nomor telepon harus 8 sampai 15 digit',
    en: 'The phone number must be 8 to 15 digits',
  },
  OPTION_UNKNOWN: { id: 'Pilihan tidak dikenal', en: 'Choose one of the options' },
  YEARS_RANGE: { id: 'Antara 0 dan 60 tahun', en: 'Between 0 and 60 years' },
  // Spec §8's catalogue adds "pay attention to capital letters": its platform compared case;
  // ours does not (nameMatchesIdCard: banks print names in capitals), and the field's hint says
  // so. Telling people to mind the capitals would send them after a difference that is not it.
  NAME_MISMATCH: {
    id: 'Nama yang dimasukkan tidak sesuai dengan nama di KTP',
    en: 'The name entered does not match the name on the ID card (KTP)',
  },
  // One person, one account (OJK's know-your-customer): a NIK already held by another account.
  NIK_TAKEN: {
    id: 'NIK ini sudah terdaftar pada akun lain. Satu orang hanya boleh memiliki satu akun; hubungi layanan pelanggan bila ini NIK Anda',
    en: 'This ID card number (NIK) is already registered to another account. One person may hold one account; contact customer care if it is yours',
  },
  REGION_FORMAT: { id: 'Pilih wilayah dari daftar', en: 'Choose the region from the list' },
  KTP_EXPIRY_FORMAT: {
    id: 'Tulis tanggal DD-MM-YYYY atau SEUMUR HIDUP',
    en: 'Write a date DD-MM-YYYY or SEUMUR HIDUP (valid for life)',
  },
  KTP_EXPIRED: {
    id: 'KTP sudah tidak berlaku, gunakan KTP yang masih berlaku',
    en: 'The ID card has expired: use a valid ID card',
  },
  // The uploader's words for an image-only place (spec §8 UPLOAD_ONLY_IMG_FILES).
  IMAGE_ONLY: {
    id: 'Hanya gambar JPG atau PNG yang dapat diunggah',
    en: 'Only JPG or PNG images can be uploaded',
  },
  TEXT_TOO_LONG: { id: 'Paling banyak 200 karakter', en: 'At most 200 characters' },
  BIRTH_DATE_FUTURE: {
    id: 'Tanggal lahir tidak boleh di masa depan',
    en: 'The birth date cannot be in the future',
  },
  UNDER_KTP_AGE: {
    id: 'Umur minimal 17 tahun (usia pemilik KTP)',
    en: 'You must be at least 17 (the age for an ID card, KTP)',
  },
  NIK_BIRTH_DATE_MISMATCH: {
    id: 'Tanggal lahir pada NIK (digit ke-7 sampai ke-12) tidak sesuai dengan tanggal lahir yang diisi',
    en: 'The birth date in the NIK (digits 7 to 12) does not match the birth date entered',
  },
  NIK_GENDER_MISMATCH: {
    id: 'Jenis kelamin tidak sesuai dengan NIK (pada NIK perempuan, tanggal lahir ditambah 40)',
    en: "The gender does not match the NIK (a woman's NIK adds 40 to the day of birth)",
  },
  NAME_CHARACTERS: {
    id: 'Nama hanya boleh berisi huruf, spasi, titik, koma, apostrof dan tanda hubung',
    en: 'A name may hold only letters, spaces, dots, commas, apostrophes and hyphens',
  },
  PLACE_NAME: { id: 'Tulis nama tempat', en: 'Write the name of a place' },
};

/**
 * A person's name as an ID card prints it: letters of any script, with the spaces, dots, commas,
 * apostrophes and hyphens names carry ("Muh. Ali", "Nur'aini", "Siti-Rahma", "Budi, S.E."); at
 * least two letters. No digits or other signs: "12345 !!!" or "@@@@@@" is no one's name.
 */
export function isPersonName(value: string): boolean {
  return /^[\p{L}\p{M} .,'’-]+$/u.test(value) && (value.match(/\p{L}/gu)?.length ?? 0) >= 2;
}

/** A place's name (a birth place, a city) holds at least one letter: "1" is no place. */
export const isPlaceName = (value: string): boolean => /\p{L}/u.test(value);

/** The KTP age (UU Administrasi Kependudukan): the least age of a person with a profile. */
export const KTP_AGE = 17;

/** The day `years` years before an ISO day (29 February falls back to 28 February). */
function yearsBefore(isoDay: string, years: number): string {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  const back = year - years;
  const lastDay = daysInMonth(back, month);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(back).padStart(4, '0')}-${two(month)}-${two(Math.min(day, lastDay))}`;
}

/** What is wrong with a birth date (DD-MM-YYYY) on `today` (YYYY-MM-DD), or null. */
export function birthDateProblem(
  dmy: string,
  today: string,
): 'BIRTH_DATE_FUTURE' | 'UNDER_KTP_AGE' | null {
  const iso = isoFromDmy(dmy);
  if (iso === null) return null;
  if (iso > today) return 'BIRTH_DATE_FUTURE';
  return iso > yearsBefore(today, KTP_AGE) ? 'UNDER_KTP_AGE' : null;
}

/**
 * What a NIK says against the birth date (DD-MM-YYYY) and gender given, or null. Digits 7 to 12
 * of a NIK are the holder's birth date as DDMMYY, a woman's day plus 40 (Permendagri on the
 * population number), so a NIK typed for someone else, or with two digits swapped, is found
 * before staff or the bank's KYC find it. Says nothing while either is not yet well formed
 * (their own rules answer).
 */
export function nikBirthProblem(
  nik: string,
  birthDmy: string,
  gender: string | undefined,
): 'NIK_BIRTH_DATE_MISMATCH' | 'NIK_GENDER_MISMATCH' | null {
  const iso = isoFromDmy(birthDmy);
  if (!/^\d{16}$/.test(nik) || iso === null) return null;
  const [year = '', month = '', day = ''] = iso.split('-');
  const nikDay = Number(nik.slice(6, 8));
  const sameMonthYear = nik.slice(8, 10) === month && nik.slice(10, 12) === year.slice(2);
  const female = nikDay > 40;
  if (!sameMonthYear || (female ? nikDay - 40 : nikDay) !== Number(day)) {
    return 'NIK_BIRTH_DATE_MISMATCH';
  }
  if (gender === 'FEMALE' && !female) return 'NIK_GENDER_MISMATCH';
  if (gender === 'MALE' && female) return 'NIK_GENDER_MISMATCH';
  return null;
}

/** A personal section's NIK against its birth date and gender: the rule and the field it sits by. */
export function nikIssue(personal: {
  ktpnumber?: unknown;
  birthdate?: unknown;
  gender?: unknown;
}): {
  rule: 'NIK_BIRTH_DATE_MISMATCH' | 'NIK_GENDER_MISMATCH';
  field: 'ktpnumber' | 'gender';
} | null {
  const { ktpnumber, birthdate, gender } = personal;
  if (typeof ktpnumber !== 'string' || typeof birthdate !== 'string') return null;
  const rule = nikBirthProblem(
    ktpnumber,
    birthdate,
    typeof gender === 'string' ? gender : undefined,
  );
  if (rule === null) return null;
  return { rule, field: rule === 'NIK_GENDER_MISMATCH' ? 'gender' : 'ktpnumber' };
}

/** Option codes of the enumerations a profile uses (labels: api/reference/enumerations.ts). */
export const PROFILE_OPTIONS = {
  gender: ['MALE', 'FEMALE'],
  religion: ['ISLAM', 'PROTESTAN', 'KATOLIK', 'HINDU', 'BUDDHA', 'KONGHUCU', 'KEPERCAYAAN'],
  maritalStatus: ['BELUM_KAWIN', 'KAWIN', 'CERAI_HIDUP', 'CERAI_MATI'],
  education: ['SD', 'SMP', 'SMA', 'D3', 'S1', 'S2', 'S3'],
  job: [
    'PRIVATE_EMPLOYEE',
    'CIVIL_SERVANT',
    'MILITARY_POLICE',
    'STATE_ENTERPRISE',
    'ENTREPRENEUR',
    'PROFESSIONAL',
    'STUDENT',
    'HOMEMAKER',
    'RETIRED',
    'OTHER',
  ],
  fundSource: ['SALARY', 'BUSINESS', 'INVESTMENT', 'SAVINGS', 'INHERITANCE', 'GIFT', 'OTHER'],
  incomeRange: ['LT_100M', '100M_1B', '1B_10B', '10B_50B', '50B_100B', '100B_1T', 'GT_1T'],
  /** A person's monthly income (labels: the monthlyIncomeRanges enumeration). */
  monthlyIncome: ['LT_5M', '5M_10M', '10M_25M', '25M_50M', '50M_100M', 'GT_100M'],
  companyType: ['PT', 'CV', 'FIRMA', 'KOPERASI', 'YAYASAN', 'PERORANGAN'],
  relationship: ['PARENT', 'SIBLING', 'CHILD', 'RELATIVE', 'FRIEND', 'OTHER'],
} as const;

export { isoFromDmy };

/**
 * Spec §5 "Names must match the ID card": the same letters, whatever their case (banks print
 * names in capitals), spaces at the ends and doubled spaces aside.
 */
export function nameMatchesIdCard(name: string, idCardName: string): boolean {
  return nameKey(name) === nameKey(idCardName);
}

export type ProfileSchemaOptions = {
  /** Today (YYYY-MM-DD): with it an expired ID card is refused. */
  today?: string;
};

/** The zod schemas of every profile section, with messages in one language. */
export function profileSchemas(language: Language, options: ProfileSchemaOptions = {}) {
  const say = (rule: ProfileRule) => profileRuleTexts[rule][language];
  const required = say('REQUIRED');
  // Every text first refuses what no database keeps (NUL, a lone surrogate), then its own rules.
  const string = (options: { error?: string } = {}) =>
    z.string(options).refine((value) => textProblem(value) === null, {
      error: (issue) =>
        textProblemTexts[textProblem(String(issue.input)) ?? 'NUL_CHARACTER'][language],
      abort: true,
    });
  // The length's own message: the schema's `error` (required) would otherwise name it.
  const text = () =>
    string({ error: required })
      .max(200, say('TEXT_TOO_LONG'))
      .refine(isFilled, required)
      .describe('Required text, at most 200 characters');
  const optionalText = () => string().max(200, say('TEXT_TOO_LONG')).optional();
  const name = () =>
    string({ error: required })
      .refine(isFilled, required)
      .refine((v) => v.trim().length >= 6 && v.trim().length <= 50, {
        message: say('NAME_LENGTH'),
        abort: true,
      })
      .refine((v) => isPersonName(v.trim()), say('NAME_CHARACTERS'))
      .describe("6 to 50 characters: letters, spaces and . , ' -");
  const place = () =>
    text()
      .refine(isPlaceName, say('PLACE_NAME'))
      .describe('A place: at most 200 characters, with at least one letter');
  const digits = (re: RegExp, rule: ProfileRule, description: string) =>
    string({ error: required })
      .refine(isFilled, required)
      .regex(re, say(rule))
      .describe(description);
  // A text read into its normal form first (input-habits.ts); what cannot be read stays as typed
  // and the rule after refuses it with its message.
  const read = <T extends z.ZodType<string, string>>(
    reader: (v: string) => string | null,
    rule: T,
  ) =>
    string({ error: required })
      .transform((v) => reader(v) ?? v)
      .pipe(rule);
  const nik = () =>
    read(
      idNumberFromText,
      digits(/^\d{16}$/, 'NIK_FORMAT', 'NIK (KTP number): exactly 16 digits'),
    ).describe('NIK (KTP number): 16 digits, spaces or dots between them allowed');
  const npwp = () =>
    read(
      idNumberFromText,
      digits(/^(\d{15}|\d{16})$/, 'NPWP_FORMAT', 'NPWP: 15 or 16 digits'),
    ).describe(
      'NPWP (tax number): 15 digits (old format) or 16 digits (NIK-based, since 2024), also ' +
        'as printed ("12.345.678.9-012.000"); kept as digits',
    );
  const nib = () => digits(/^\d{13}$/, 'NIB_FORMAT', 'NIB (business number, OSS): 13 digits');
  const phone = () =>
    read(
      phoneFromText,
      digits(/^(0\d{7,13}|\+\d{8,15})$/, 'PHONE_FORMAT', 'Phone number'),
    ).describe(
      'Phone: "0812…", "+62 812-…" or "62812…" (kept as "0812…"), or a foreign number with "+"',
    );
  const date = () =>
    read(
      dmyFromText,
      string({ error: required })
        .refine(isFilled, required)
        .refine((v) => isoFromDmy(v) !== null, say('DATE_FORMAT')),
    ).describe('A date written DD-MM-YYYY');
  const today = options.today;
  // With today: not in the future, and at least the KTP age on it.
  const birthDate = () =>
    date()
      .superRefine((v, context) => {
        const problem = today === undefined ? null : birthDateProblem(v, today);
        if (problem) context.addIssue({ code: 'custom', message: say(problem) });
      })
      .describe(`A date written DD-MM-YYYY: not in the future, at least ${KTP_AGE} years ago`);
  const ktpExpiry = () =>
    read(
      ktpExpiryFromText,
      string({ error: required })
        .refine(isFilled, required)
        .refine((v) => v === FOR_LIFE || isoFromDmy(v) !== null, {
          message: say('KTP_EXPIRY_FORMAT'),
          abort: true,
        })
        .refine((v) => today === undefined || !ktpExpired(v, today), say('KTP_EXPIRED')),
    ).describe('ID card expiry: DD-MM-YYYY, or SEUMUR HIDUP (valid for life); not expired');
  const option = <T extends readonly [string, ...string[]]>(values: T) =>
    z.enum(values, { error: (issue) => (issue.input ? say('OPTION_UNKNOWN') : required) });
  const region = (digitsPattern: RegExp, what: string) =>
    string({ error: required })
      .refine(isFilled, required)
      .regex(digitsPattern, say('REGION_FORMAT'))
      .describe(`${what} code (idn-area-data, /api/reference)`);
  const file = () =>
    string({ error: required })
      .refine(isFilled, required)
      .regex(/^\/file\/[\w-]+\.(jpg|png|pdf)$/, required)
      .describe('A path returned by POST /file/upload, of a file you uploaded');
  const optionalPath = () => string().regex(/^(\/file\/[\w-]+\.(jpg|png|pdf))?$/);
  const optionalFile = () => optionalPath().optional();
  // A photo or a specimen signature is a picture: a PDF there is refused, here as in the browser,
  // whose uploader for these places takes images only (the bank's face check reads the selfie).
  const imageFile = () =>
    file()
      .regex(/\.(jpg|png)$/, say('IMAGE_ONLY'))
      .describe('A path returned by POST /file/upload?kind=image: a JPG or PNG you uploaded');
  const optionalImageFile = () =>
    optionalPath()
      .regex(/^(.*\.(jpg|png))?$/, say('IMAGE_ONLY'))
      .optional()
      .describe('Optional; a JPG or PNG uploaded through POST /file/upload?kind=image');

  const address = z.object({
    address: text().describe('Street, number, RT/RW'),
    province: region(/^\d{2}$/, 'Province'),
    city: region(/^\d{2}\.\d{2}$/, 'Regency or city'),
    district: region(/^\d{2}\.\d{2}\.\d{2}$/, 'District (kecamatan)'),
    village: region(/^\d{2}\.\d{2}\.\d{2}\.\d{4}$/, 'Village (kelurahan/desa)'),
    postalcode: digits(/^\d{5}$/, 'POSTAL_CODE_FORMAT', 'Postal code: 5 digits'),
  });

  return {
    personal: z
      .object({
        fullname: name().describe('Full name as on the ID card (KTP): 6 to 50 characters'),
        mothername: name().describe("Mother's maiden name: 6 to 50 characters"),
        gender: option(PROFILE_OPTIONS.gender),
        birthplace: place(),
        birthdate: birthDate(),
        ktpnumber: nik(),
        ktpexpirydate: ktpExpiry(),
        ktpcity: place().describe('The city that issued the ID card'),
        npwpnumber: npwp().optional(),
        religion: option(PROFILE_OPTIONS.religion),
        maritalstatus: option(PROFILE_OPTIONS.maritalStatus),
        education: option(PROFILE_OPTIONS.education),
      })
      .superRefine((personal, context) => {
        // Against a birth date that is itself acceptable (so with today; the API, which checks
        // the birth date on its own clock, asks nikIssue after it: api/profiles/profile.ts).
        if (today === undefined || birthDateProblem(personal.birthdate, today) !== null) return;
        const issue = nikIssue(personal);
        if (issue)
          context.addIssue({ code: 'custom', path: [issue.field], message: say(issue.rule) });
      }),
    jobs: z.object({
      job: option(PROFILE_OPTIONS.job),
      position: text(),
      division: optionalText(),
      experienceyears: z
        .number({ error: required })
        .int(say('YEARS_RANGE'))
        .min(0, say('YEARS_RANGE'))
        .max(60, say('YEARS_RANGE')),
      income: option(PROFILE_OPTIONS.monthlyIncome).describe(
        'Monthly income range (enumeration monthlyIncomeRanges)',
      ),
      fundsource: option(PROFILE_OPTIONS.fundSource),
    }),
    address,
    bank: z.object({
      bankcode: digits(/^\d{3}$/, 'OPTION_UNKNOWN', 'Bank code of /api/reference/banks'),
      accountname: string({ error: required })
        .refine(isFilled, required)
        .refine((v) => v.trim().length >= 3 && v.trim().length <= 30, say('ACCOUNT_NAME_LENGTH'))
        .describe('3 to 30 characters; must match the name on the ID card (or the company name)'),
      accountnumber: digits(/^\d{3,20}$/, 'ACCOUNT_NUMBER_FORMAT', 'Account number: 3-20 digits'),
      branch: text(),
    }),
    spouse: z.object({
      fullname: name(),
      ktpnumber: nik(),
      phone: phone(),
      job: option(PROFILE_OPTIONS.job),
    }),
    familyReference: z.object({
      fullname: name(),
      relationship: option(PROFILE_OPTIONS.relationship),
      phone: phone(),
      address: text(),
    }),
    personalDocument: z.object({
      ktpfile: file().describe('ID card (KTP) image or PDF, uploaded first'),
      npwpfile: optionalFile(),
      selfiefile: optionalImageFile(),
    }),
    signature: z.object({ signaturefile: imageFile().describe('Specimen signature image') }),
    company: z.object({
      companyname: text(),
      companytype: option(PROFILE_OPTIONS.companyType),
      description: text(),
      nib: nib(),
      deednumber: text().describe('Deed of establishment number'),
      deedchangenumber: optionalText().describe('Latest amendment deed number, if any'),
      licensenumber: text().describe('Business licence number'),
      npwpnumber: npwp(),
      representativename: name().describe("Representative's name as on the ID card"),
      representativektp: nik(),
      representativeposition: text(),
      representativephone: phone(),
    }),
    companyDocument: z.object({
      nibfile: file(),
      deedfile: file(),
      npwpfile: file(),
      representativektpfile: file(),
    }),
  };
}

export type ProfileSchemas = ReturnType<typeof profileSchemas>;
export type PersonalData = z.infer<ProfileSchemas['personal']>;
export type BankData = z.infer<ProfileSchemas['bank']>;
