// Request and response bodies of the borrower's application calls (spec §3, §7): borrower info,
// collateral (bail), bail photos and bail files.
import { z } from 'zod';
import { isPlaceName, profileRuleTexts } from '../../../machines/shared/profile-rules.ts';
import { staffBorrowerView } from '../profiles/profile.schemas.ts';
import {
  calendarDate,
  envelope,
  errorResponses,
  isoDate,
  rupiah,
  text,
} from '../shared.schemas.ts';
import { auditEntry, createLoanBody, loan } from './loans.schemas.ts';

const required = (max = 500) => text({ min: 1, max, trim: true });
const optionalText = (max = 500) => text({ max, trim: true }).nullable().optional();
const optionalField = (max: number) => text({ max }).optional();
const PLACE_NAME = profileRuleTexts.PLACE_NAME.en;
/** A place's name: required, with a letter, as in the profile ("1" is no village). */
const place = () => required(200).refine(isPlaceName, PLACE_NAME);

export const filePath = z
  .string()
  .regex(/^\/file\/[A-Za-z0-9-]+\.(jpg|png|pdf)$/, 'must be a path returned by /file/upload')
  .describe('A path returned by POST /file/upload, e.g. /file/1b2c….pdf');

/** A photo of the collateral: a picture the borrower uploaded (the screen previews it large). */
export const photoPath = filePath
  .regex(/\.(jpg|png)$/, 'must be a JPG or PNG photo returned by /file/upload')
  .describe('A path returned by POST /file/upload?kind=image, e.g. /file/1b2c….jpg');

const optionalFile = z
  .union([filePath, z.literal('')])
  .nullable()
  .optional();

/** Issue 15: staff replace a borrower's file only with a reason, kept on the loan's history. */
const replaceReason = text({ max: 1000, trim: true })
  .optional()
  .describe(
    "Staff: why another file takes the place of one of the borrower's files (required then: " +
      '400 FILE_REPLACE_REASON_REQUIRED). Staff never delete a borrower file: 409 ' +
      'FILE_DELETE_FORBIDDEN, its fields naming the file slots.',
  );

/** A birth date as the borrower update payload sends it (DD-MM-YYYY), or YYYY-MM-DD. */
const birthDate = calendarDate('either').nullable().optional();

export const borrowerInfoBody = z
  .object({
    genfullname: optionalField(200),
    genbirthplace: optionalField(200).refine(
      (value) => value === undefined || value.trim() === '' || isPlaceName(value),
      PLACE_NAME,
    ),
    genbirthdate: birthDate,
    genaddress: optionalField(1000),
    gengender: z
      .enum(['male', 'female', 'MALE', 'FEMALE'])
      .nullable()
      .optional()
      .describe('male or female'),
    gencountry: optionalField(100),
    gennationality: optionalField(100),
    gencompanyname: optionalField(200),
    gencompanydescription: optionalField(2000),
    numbernpwp: optionalField(40),
    documentnpwp: optionalFile,
    genispersonal: z.boolean().optional().describe('Ignored: the account decides'),
    profilestatus: z.boolean().optional(),
    ktpstatus: z.boolean().optional(),
    addressstatus: z.boolean().optional(),
    npwpstatus: z.boolean().optional(),
    replacereason: replaceReason,
  })
  .describe(
    'The borrower update payload of spec §3: lower-case keys (the Borrower info keys such as ' +
      'genFullname are accepted in any case), birth date DD-MM-YYYY, and the four statuses.',
  );

export const borrowerInfo = z.object({
  genIsPersonal: z.boolean(),
  genFullname: z.string(),
  genBirthplace: z.string(),
  genBirthdate: isoDate.nullable(),
  genAddress: z.string(),
  genGender: z.enum(['MALE', 'FEMALE']).nullable(),
  genCountry: z.string(),
  genNationality: z.string(),
  genCompanyName: z.string(),
  genCompanyDescription: z.string(),
  numberNpwp: z.string(),
  documentNpwp: z.string().nullable(),
  profilestatus: z.boolean(),
  ktpstatus: z.boolean(),
  addressstatus: z.boolean(),
  npwpstatus: z.boolean(),
});

export const COLLATERAL_TYPES = [
  'RUMAH_TINGGAL',
  'APARTEMEN',
  'RUKO_KOMERSIAL',
  'TANAH',
  'LAINNYA',
] as const;

const area = z
  .string({ error: 'required' })
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'must be a number such as 120 or 120.5')
  .describe('Square metres as a decimal string');

export const bailBody = z.object({
  bailtype: z.enum(COLLATERAL_TYPES).nullable().optional(),
  bailcertificatetype: z.enum(['SHM', 'SHGB', 'LAINNYA']).nullable().optional(),
  bailcertificatenumber: optionalText(100),
  bailcertificatefile: optionalFile,
  bailcertificate: optionalText(200).describe('The name the certificate is held in'),
  bailestimatedvalue: z
    .string({ error: 'required' })
    .pipe(rupiah)
    .describe('The estimated collateral value: at least the application value to submit'),
  pbbdocumentfile: optionalFile,
  imbdocumentfile: optionalFile,
  bailsurfacearea: area,
  bailbuildingarea: area,
  bailaddress: required(1000),
  bailregion: place().describe('Village (kelurahan/desa)'),
  baildistrict: place().describe('Sub-district (kecamatan)'),
  bailcity: place(),
  bailprovince: place(),
  bailpostcode: z.string({ error: 'required' }).regex(/^\d{5}$/, 'must be 5 digits'),
  bailcountry: required(100).default('INDONESIA'),
  insurance: z.boolean().default(false),
  otherDocumentFiles: z
    .union([z.array(filePath).max(20), text({ max: 5000 })])
    .default([])
    .describe('A list of file paths, or a JSON string holding one'),
  replacereason: replaceReason,
});

export const guarantee = z.object({
  bailtype: z.string().nullable(),
  bailcertificatetype: z.string().nullable(),
  bailcertificatenumber: z.string().nullable(),
  bailcertificatefile: z.string().nullable(),
  bailcertificate: z.string().nullable(),
  bailestimatedvalue: z.string().nullable(),
  pbbdocumentfile: z.string().nullable(),
  imbdocumentfile: z.string().nullable(),
  bailsurfacearea: z.string().nullable(),
  bailbuildingarea: z.string().nullable(),
  bailaddress: z.string().nullable(),
  bailregion: z.string().nullable(),
  baildistrict: z.string().nullable(),
  bailcity: z.string().nullable(),
  bailprovince: z.string().nullable(),
  bailpostcode: z.string().nullable(),
  bailcountry: z.string(),
  insurance: z.boolean(),
  otherDocumentFiles: z.string().describe('A JSON string holding a list of file paths'),
  photo: z.array(z.string()),
});

export const bailPhotosBody = z.object({
  photo: z.array(photoPath).max(30).describe('The photos in the order shown'),
  replacereason: replaceReason,
});

const bailFile = z.object({
  loanid: z.number().int(),
  kind: z.enum(['certificate', 'pbb', 'imb', 'other', 'photo']),
  path: z.string(),
});

export const loanDataBody = createLoanBody;

export const borrowerInfoResponse = { 200: envelope(borrowerInfo), ...errorResponses };
/** One loan with what `include` asked for (GET /loan/{id}?include=…: a loan screen in one call). */
export const loanWithIncludesResponse = {
  200: envelope(
    loan.extend({
      auditTrail: z.array(auditEntry).optional().describe('With include=auditTrail'),
      bailPhotos: z.array(z.string()).optional().describe('With include=bailPhotos'),
      borrowerInfo: borrowerInfo.optional().describe('With include=borrowerInfo'),
      borrowerProfile: staffBorrowerView
        .nullable()
        .optional()
        .describe('With include=borrowerProfile: for staff; null for anyone else'),
    }),
  ),
  ...errorResponses,
};
export const guaranteeResponse = { 200: envelope(guarantee), ...errorResponses };
export const bailPhotosResponse = {
  200: envelope(z.object({ photo: z.array(z.string()) })),
  ...errorResponses,
};
export const bailFilesResponse = {
  200: envelope(z.object({ data: z.array(bailFile) })),
  ...errorResponses,
};
