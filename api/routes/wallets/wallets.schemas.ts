import { z } from 'zod';
import {
  WALLET_ACTIONS,
  type WalletAction,
} from '../../../machines/lender-account/lender-account.selectors.ts';
import { actionReason, envelope, errorResponses, requiredText } from '../shared.schemas.ts';

const text = z.object({ id: z.string(), en: z.string() });

export const walletStates = [
  'registered',
  'activated',
  'vaRequested',
  'kycSubmitted',
  'kycPassed',
  'cifCreated',
  'bankFailed',
  'awaitingApproval',
  'approved',
  'refused',
] as const;

export const walletKind = z.enum(['VA', 'RDL']);
export const walletRefusal = z.enum([
  'DATA_INCOMPLETE',
  'DATA_MISMATCH',
  'DUPLICATE_ACCOUNT',
  'BANK_REGISTRATION_FAILED',
]);
const bankStep = z.enum(['VA', 'KYC', 'CIF', 'ACCOUNT']);

export const wallet = z.object({
  lenderId: z.string(),
  lenderName: z.string(),
  lenderEmail: z.string(),
  lenderType: z.enum(['personal', 'company']),
  state: z.enum(walletStates).describe('The lender-account machine state'),
  stateLabel: text,
  kind: walletKind.nullable(),
  bankCode: z.string().describe('The partner bank: 009'),
  bankName: z.string().describe('The partner bank by name: Bank Negara Indonesia (BNI)'),
  accountNumber: z.string().nullable().describe('VA or RDL account number: only once approved'),
  cifNumber: z.string().nullable().describe("The RDL's CIF number at the bank: only once approved"),
  pendingAccountNumber: z
    .string()
    .nullable()
    .describe('Staff only: the number the bank returned (or customer care typed), to check'),
  pendingCifNumber: z.string().nullable().describe('Staff only: the CIF to check'),
  refusal: z.object({ code: walletRefusal, text }).nullable(),
  bankFailure: z
    .object({
      step: bankStep,
      responseCode: z.string(),
      outcomeUnknown: z
        .boolean()
        .describe(
          'The answer never came (no answer, a server error, an unreadable answer): the bank may have done the step, a retry asks again under the same request',
        ),
      text,
    })
    .nullable()
    .describe('The failed step at the bank, while the request waits for a retry'),
  updatedAt: z.string().nullable().describe('Last change; null before any request'),
  consentedAt: z
    .string()
    .nullable()
    .describe(
      "When the lender agreed to the wallet's terms with this request; null when customer care asked",
    ),
  lifecycle: z
    .object({
      value: z.enum(walletStates),
      context: z.object({
        lenderId: z.string(),
        lenderType: z.enum(['personal', 'company']),
        kind: walletKind.nullable(),
        accountNumber: z.string().nullable(),
        cifNumber: z.string().nullable(),
        failedStep: bankStep.nullable(),
        bankResponseCode: z.string().nullable(),
        bankAttempts: z.number().int(),
        refusal: walletRefusal.nullable(),
        consentedAt: z.string().nullable(),
      }),
    })
    .describe(
      'The machine state the available actions are computed from (numbers blanked for the lender until approval)',
    ),
  availableActions: z
    .array(
      z.object({
        action: z.enum(Object.keys(WALLET_ACTIONS) as [WalletAction, ...WalletAction[]]),
        allowed: z.boolean(),
        reason: actionReason.nullable(),
      }),
    )
    .describe('What the caller may do to the wallet now, with the reason when not (the machine)'),
});

export const walletResponse = { 200: envelope(wallet), ...errorResponses };
export const walletListResponse = {
  200: envelope(z.object({ data: z.array(wallet) })),
  ...errorResponses,
};

export const lenderParam = z.object({ lenderId: requiredText(100) });
export const requestBody = z.object({ kind: walletKind });
export const lenderRequestBody = requestBody.extend({
  consent: z
    .boolean()
    .default(false)
    .describe('The lender read how a VA and an RDL differ and agrees to the terms of the wallet'),
});
export const refuseBody = z.object({ reason: walletRefusal });
export const corporateRdlBody = z.object({
  accountNumber: requiredText(40),
  cifNumber: requiredText(40),
});
export const listQuery = z.object({
  state: z.enum(walletStates).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
