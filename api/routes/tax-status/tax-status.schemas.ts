import { z } from 'zod';
import { filePath } from '../loans/loan-application.schemas.ts';
import { calendarDate, envelope, errorResponses, isoDate, text } from '../shared.schemas.ts';

/** An optional field a form may send empty: '' and absent both mean none. */
const optional = <T extends z.ZodType<string>>(schema: T) =>
  z
    .union([schema, z.literal('')])
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const taxStatusBody = z.object({
  resident: z
    .boolean({ error: 'required' })
    .describe('true: an Indonesian taxpayer (PPh 23); false: a non-resident (PPh 26)'),
  country: optional(text({ max: 60, trim: true }))
    .transform((value) => (value ? value.toUpperCase() : null))
    .describe('Non-residents: the country of residence, ISO 3166-1 alpha-2 (SG, MY, JP, …)'),
  treatyPercent: optional(text({ max: 10, trim: true })).describe(
    'The tax-treaty rate claimed, percent (0–20, below the PPh 26 rate), e.g. "10"; needs a certificate',
  ),
  certificateFile: optional(filePath).describe(
    'The certificate of domicile (DGT form), PDF/JPEG/PNG uploaded first through POST /file/upload',
  ),
  certificateValidUntil: optional(calendarDate('iso')).describe(
    "The certificate's last valid day, YYYY-MM-DD: not past, at most 12 months from today",
  ),
});

export const lenderParam = z.object({ lenderId: z.uuid('not a lender id') });

const text2 = z.object({ id: z.string(), en: z.string() });

export const taxStatus = z.object({
  lenderId: z.string(),
  resident: z.boolean(),
  country: z.string().nullable(),
  treatyPercent: z.string().nullable().describe('Percent, e.g. "10" or "7.5"'),
  certificateFile: z.string().nullable(),
  certificateValidUntil: isoDate.nullable(),
  certificateExpired: z.boolean().describe('A certificate is on file but its last day has passed'),
  withholding: z
    .object({
      kind: z.enum(['PPH23', 'PPH26', 'TREATY']),
      percent: z.string(),
      validUntil: isoDate.nullable().describe('TREATY: PPh 26 applies again after this day'),
      label: text2.describe('What a payout made today withholds, in both languages'),
    })
    .describe('What a payout made today would withhold from interest and late charges'),
  updatedAt: z.string().nullable(),
});

export const taxStatusResponse = { 200: envelope(taxStatus), ...errorResponses };
