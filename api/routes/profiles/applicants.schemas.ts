// Schemas of the staff's review of applicants: the people waiting for validation and one
// person's whole profile, each value beside its words.
import { z } from 'zod';
import { envelope, errorResponses } from '../shared.schemas.ts';
import { sectionName } from './profile.schemas.ts';

const words = z.object({ id: z.string(), en: z.string() });
const kind = z.enum(['personal', 'company']);
const sectionStatus = z.enum(['EMPTY', 'FILLED', 'SUBMITTED', 'VALIDATED', 'REJECTED']);

export const applicantParams = z.object({ userId: z.uuid() });

export const waitingApplicantsResponse = {
  200: envelope(
    z.array(
      z.object({
        userId: z.string(),
        email: z.string(),
        fullName: z.string(),
        kind,
        role: z.string(),
        waitingSections: z
          .array(sectionName)
          .describe("Sections sent to staff, not yet decided, in the profile's order"),
        bankChangeWaiting: z.boolean().describe('A change of validated bank data waits too'),
        waitingSince: z.string().describe('When the oldest waiting item was sent'),
      }),
    ),
  ),
  ...errorResponses,
};

const field = z.object({
  name: z.string(),
  value: z
    .union([z.string(), z.number()])
    .nullable()
    .describe('As saved (a code, a number, a date DD-MM-YYYY, a file path); null: not filled in'),
  words: words.nullable().describe('The value in words where it holds a code'),
  file: z.boolean().describe('The value is the path of an uploaded file'),
});

const action = <T extends readonly [string, ...string[]]>(actions: T) =>
  z.object({
    action: z.enum(actions),
    allowed: z.boolean(),
    reason: z.string().nullable().describe("The machine's reason code when not allowed"),
  });

export const applicantReviewResponse = {
  200: envelope(
    z.object({
      userId: z.string(),
      email: z.string(),
      fullName: z.string(),
      phone: z.string().nullable(),
      kind,
      role: z.string(),
      sections: z
        .array(
          z.object({
            section: sectionName,
            status: sectionStatus,
            statusLabel: words,
            reason: z.string().nullable().describe("The staff's reason for a rejection"),
            submittedAt: z.string().nullable(),
            decidedAt: z.string().nullable(),
            fields: z.array(field).describe("In the profile's order; empty while EMPTY"),
            availableActions: z.array(action(['validate', 'reject'])),
          }),
        )
        .describe("Every section of the profile's kind, in the profile's order"),
      idCard: z
        .object({
          path: z.string(),
          field: z.string(),
          identitySection: sectionName.describe('The section of the identity fields it checks'),
        })
        .nullable(),
      bankChange: z
        .object({
          id: z.number().int(),
          requestedAt: z.string(),
          fields: z.array(field),
          availableActions: z.array(action(['approve', 'refuse'])),
        })
        .nullable()
        .describe('A waiting change of validated bank data'),
    }),
  ),
  ...errorResponses,
};
