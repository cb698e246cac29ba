import { z } from 'zod';
import { TAX_DECLARATION_ACTIONS } from '../../../machines/lender-account/tax-status.rules.ts';
import { filePath } from '../loans/loan-application.schemas.ts';
import {
  actionReason,
  BIGINT_ID_MAX,
  calendarDate,
  envelope,
  errorResponses,
  idText,
  isoDate,
  text,
} from '../shared.schemas.ts';

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

const withholding = z.object({
  kind: z.enum(['PPH23', 'PPH26', 'TREATY']),
  percent: z.string(),
  validUntil: isoDate.nullable().describe('TREATY: PPh 26 applies again after this day'),
  label: text2.describe('What a payout made today withholds, in both languages'),
});

export const taxDeclaration = z
  .object({
    id: z.number().int(),
    lenderId: z.string(),
    lender: z.object({ fullName: z.string(), email: z.string() }),
    status: z
      .enum(['APPLIED', 'PENDING', 'APPROVED', 'REFUSED', 'WITHDRAWN'])
      .describe(
        'APPLIED: back to resident, at once; PENDING: waits for staff; APPROVED/REFUSED: decided; WITHDRAWN: replaced by a newer one',
      ),
    statusLabel: text2,
    resident: z.boolean(),
    country: z.string().nullable(),
    treatyPercent: z.string().nullable(),
    certificateFile: z.string().nullable().describe('The certificate of domicile (GET /file/…)'),
    certificateValidUntil: isoDate.nullable(),
    reviewNotes: z
      .array(z.object({ code: z.string(), text: text2 }))
      .describe('What staff check besides the certificate (INDONESIAN_NIK)'),
    declaredAt: z.string(),
    decidedAt: z.string().nullable(),
    refusalReason: z.string().nullable().describe("Staff's reason, as the lender reads it"),
    withholdingIfApproved: withholding.describe(
      'What a payout made today would withhold once staff approve it',
    ),
    availableActions: z
      .array(
        z.object({
          action: z.enum(TAX_DECLARATION_ACTIONS),
          allowed: z.boolean(),
          reason: actionReason.nullable(),
        }),
      )
      .describe('What the caller may do to the declaration now, with the reason when not'),
  })
  .describe("A lender's declaration of their tax status and where it stands");

export const taxStatus = z.object({
  lenderId: z.string(),
  resident: z.boolean().describe('The verified status: the one payouts withhold by'),
  country: z.string().nullable(),
  treatyPercent: z.string().nullable().describe('Percent, e.g. "10" or "7.5"'),
  certificateFile: z.string().nullable(),
  certificateValidUntil: isoDate.nullable(),
  certificateExpired: z.boolean().describe('A certificate is on file but its last day has passed'),
  withholding: withholding.describe(
    'What a payout made today would withhold from interest and late charges (the verified status)',
  ),
  updatedAt: z.string().nullable().describe('When the verified status last changed'),
  declaration: taxDeclaration
    .nullable()
    .describe('The declaration waiting for staff, or the last one they refused; null: none open'),
});

export const taxStatusResponse = { 200: envelope(taxStatus), ...errorResponses };

export const declarationParam = z.object({ id: idText(BIGINT_ID_MAX) });

export const refuseDeclarationBody = z.object({
  reason: text({ max: 500 }).describe('Why, in words the lender reads (required)'),
});

export const taxDeclarationResponse = { 200: envelope(taxDeclaration), ...errorResponses };
export const taxDeclarationListResponse = {
  200: envelope(z.array(taxDeclaration)),
  ...errorResponses,
};
