import { z } from 'zod';
import { GRADES } from '../../../machines/shared/risk-rating.ts';
import {
  actionReason,
  BIGINT_ID_MAX,
  envelope,
  errorResponses,
  idText,
  percent,
  wholeRupiah,
} from '../shared.schemas.ts';

const words = z.object({ id: z.string(), en: z.string() });
const amount = z.string().describe('Rupiah, an exact decimal string');

export const settingsBody = z
  .object({
    grades: z.array(z.enum(GRADES)).min(1).max(5).describe('The loan grades to fund, A–E'),
    productCodes: z
      .array(z.string().regex(/^[A-Z0-9_]{1,20}$/))
      .max(20)
      .describe('Product codes to fund; empty: every product'),
    minTermDays: z.number().int().min(1).max(3600),
    maxTermDays: z.number().int().min(1).max(3600),
    minInterestPercent: percent.describe('The least interest per year, percent'),
    amountPerLoan: wholeRupiah.describe('The most this rule puts into one loan, whole rupiah'),
    maxTotal: wholeRupiah.describe('The most this rule keeps funded at once, whole rupiah'),
    keepBalance: wholeRupiah.describe(
      'The active balance auto-lend never spends below, whole rupiah',
    ),
  })
  .describe("An auto-lend rule's settings");

export const createRuleBody = settingsBody.extend({
  acceptAuthorisation: z
    .boolean()
    .describe('The lender accepts the standing authorisation shown by GET /auto-lend (true)'),
});

const settingsView = z.object({
  grades: z.array(z.enum(GRADES)),
  productCodes: z.array(z.string()),
  minTermDays: z.number().int(),
  maxTermDays: z.number().int(),
  minInterestPercent: z.string(),
  amountPerLoan: amount,
  maxTotal: amount,
  keepBalance: amount,
});

export const ruleView = z
  .object({
    id: z.number().int(),
    state: z.enum(['draft', 'enabled', 'paused', 'exhausted', 'closed']),
    stateLabel: words,
    settings: settingsView.nullable(),
    investedTotal: amount.describe('What the rule funded and is still out (held or lent)'),
    exhaustedBy: actionReason.nullable().describe('Why the rule is exhausted'),
    waitingSince: z.string().nullable().describe('Since when the rule waits for its next share'),
    authorisationId: z.number().int(),
    createdAt: z.string(),
    availableActions: z.array(
      z.object({
        action: z.enum(['update', 'pause', 'resume', 'close']),
        allowed: z.boolean(),
        reason: actionReason.nullable(),
      }),
    ),
  })
  .describe('An auto-lend rule as its lender sees it');

export const ruleParam = z.object({ ruleId: idText(BIGINT_ID_MAX) });

export const ruleResponse = { 200: envelope(ruleView), ...errorResponses };
export const createdRuleResponse = { 201: envelope(ruleView), ...errorResponses };

export const overviewResponse = {
  200: envelope(
    z.object({
      rules: z.array(ruleView),
      authorisation: z.object({ version: z.string(), text: words, sha256: z.string() }),
      accepted: z
        .object({ id: z.number().int(), version: z.string(), acceptedAt: z.string() })
        .nullable()
        .describe('The standing authorisation the lender last accepted'),
      settings: z.object({
        previewMinutes: z.number().int().describe('Minutes a new loan shows before auto-lend'),
        reservePercent: z.number().describe('Percent of each loan kept for manual lenders'),
      }),
    }),
  ),
  ...errorResponses,
};

export const activityQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  after: idText(BIGINT_ID_MAX).optional(),
});

export const activityResponse = {
  200: envelope(
    z.object({
      data: z.array(
        z.object({
          id: z.number().int(),
          ruleId: z.number().int(),
          loanId: z.number().int(),
          productName: z.string(),
          productNameEn: z.string(),
          outcome: z.enum(['FUNDED', 'SKIPPED']),
          amount: amount.nullable(),
          fundingId: z.number().int().nullable(),
          reason: actionReason.nullable(),
          round: z.number().int().nullable(),
          happenedAt: z.string(),
        }),
      ),
      next: z.number().int().nullable(),
    }),
  ),
  ...errorResponses,
};

export const loanAutoLendView = z.object({
  loanId: z.number().int(),
  allocateAt: z.string().nullable().describe('When auto-lend allocates this loan'),
  inPreview: z.boolean(),
  reservePercent: z.string().nullable(),
  allocated: z.boolean(),
  rules: z.array(
    z.object({
      ruleId: z.number().int(),
      state: z.enum(['draft', 'enabled', 'paused', 'exhausted', 'closed']),
      amountPerLoan: amount,
      optedOut: z.boolean(),
      canOptOut: z.boolean(),
      canOptIn: z.boolean().describe('Opted out and may still be opted back in'),
      reason: actionReason.nullable(),
    }),
  ),
});

export const loanAutoLendResponse = { 200: envelope(loanAutoLendView), ...errorResponses };

export const optOutBody = z.object({ ruleId: z.number().int().min(1) });
