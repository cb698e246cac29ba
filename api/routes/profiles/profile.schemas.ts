// Request and response schemas of the Personal and Company calls (spec §7) and the staff
// validation queue. The field rules are the shared ones of machines/shared/profile-rules.ts,
// with English messages; the web forms use the same rules in Indonesian or English.
import { z } from 'zod';
import { profileSchemas } from '../../../machines/shared/profile-rules.ts';
import { isFilled } from '../../../machines/shared/text-rules.ts';
import { envelope, errorBody, errorResponses, text } from '../shared.schemas.ts';
import { registrationView } from '../signing/signing.schemas.ts';

export const rules = profileSchemas('en');

const status = z
  .enum(['EMPTY', 'FILLED', 'SUBMITTED', 'VALIDATED', 'REJECTED'])
  .describe(
    'EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff ' +
      '(sent with the agreement request); VALIDATED; REJECTED: see reason',
  );

export const sectionName = z.enum([
  'personal',
  'addressKtp',
  'addressMailing',
  'jobs',
  'spouse',
  'familyReference',
  'company',
  'companyAddress',
  'bank',
  'document',
  'signature',
]);

export const sectionView = z.object({
  section: sectionName,
  status,
  reason: z.string().nullable().describe("The staff's reason for a rejection"),
  data: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('The fields as saved (dates DD-MM-YYYY); null while EMPTY'),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

const bankChangeStatus = z.enum(['PENDING', 'APPROVED', 'REFUSED']);

export const bankChangeView = z.object({
  id: z.number().int(),
  status: bankChangeStatus,
  data: z.record(z.string(), z.unknown()).describe('The requested bank data'),
  reason: z.string().nullable().describe("The staff's reason for a refusal"),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const profileView = z.object({
  kind: z.enum(['personal', 'company']),
  sections: z.array(sectionView),
  agreementRequestedAt: z.string().nullable(),
  signingRequestedAt: z.string().nullable(),
  bankChange: bankChangeView.nullable().describe('The latest bank-data change request'),
  missing: z
    .array(z.string())
    .describe('What must still be sent to staff (or the survey) before applying for a loan'),
  mayApply: z.boolean().describe('A borrower with complete data and a submitted survey'),
});

/** PUT /{kind}/agreement/request-teken: the profile, and what it started at the provider. */
export const profileSigningResponse = {
  200: envelope(
    profileView.extend({
      signing: z
        .object({
          url: z
            .string()
            .nullable()
            .describe("A lender's LENDER_AGREEMENT signing URL (null once signed): redirect to it"),
          documentId: z.string().nullable(),
          registration: registrationView
            .nullable()
            .describe("A borrower's digital-signature registration after the request"),
        })
        .describe('What the request started at the signature provider'),
    }),
  ),
  ...errorResponses,
  502: errorBody,
};

export const sectionResponse = { 200: envelope(sectionView), ...errorResponses };
export const profileResponse = { 200: envelope(profileView), ...errorResponses };
export const bankChangeResponse = { 200: envelope(bankChangeView), ...errorResponses };

export const reasonBody = z.object({
  reason: text({ max: 500 }).refine(isFilled, 'required'),
});

const valueLabelsSchema = z
  .record(z.string(), z.object({ id: z.string(), en: z.string() }))
  .describe(
    'Words (Indonesian, English) for the fields that hold a code: enumerations, banks, regions',
  );

export const queueResponse = {
  200: envelope(
    z.object({
      sections: z.array(
        z.object({
          userId: z.string(),
          email: z.string(),
          fullName: z.string(),
          kind: z.enum(['personal', 'company']),
          role: z.string(),
          section: sectionName,
          data: z.record(z.string(), z.unknown()),
          labels: valueLabelsSchema,
          submittedAt: z.string(),
        }),
      ),
      bankChanges: z.array(
        bankChangeView.extend({
          userId: z.string(),
          email: z.string(),
          fullName: z.string(),
          current: z.record(z.string(), z.unknown()).nullable(),
          labels: valueLabelsSchema,
          currentLabels: valueLabelsSchema,
        }),
      ),
    }),
  ),
  ...errorResponses,
};

/** Issue 15: a borrower's profile as staff read it beside a loan. */
export const staffBorrowerView = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  kind: z.enum(['personal', 'company']),
  identity: z
    .object({
      holder: z
        .enum(['PERSON', 'REPRESENTATIVE'])
        .describe("The borrower's own ID card, or a company representative's"),
      idNumber: z.string().nullable().describe('NIK, 16 digits'),
      name: z.string().nullable().describe('The name on the ID card'),
      idCardFile: z.string().nullable().describe("The ID card's image (or PDF), a /file path"),
    })
    .describe('The KYC identity'),
  sections: z.array(
    sectionView.extend({
      labels: valueLabelsSchema,
    }),
  ),
  survey: z.object({
    submitted: z.boolean(),
    score: z.number().int().nullable().describe('The risk questionnaire score'),
    rating: z
      .enum(['LOW', 'LOW_TO_MEDIUM', 'MEDIUM', 'MEDIUM_TO_HIGH', 'HIGH'])
      .nullable()
      .describe('The risk rating the score gives'),
    ratingLabel: z.object({ id: z.string(), en: z.string() }).nullable(),
    submittedAt: z.string().nullable(),
  }),
});

export const staffBorrowerResponse = { 200: envelope(staffBorrowerView), ...errorResponses };
