// The repayment contract (issue 19; spec §3 Installment, §7 the installment and payment calls).
import { z } from 'zod';
import { CREDIT_QUALITIES } from '../../../machines/installment/installment.quality.ts';
import { filePath } from '../loans/loan-application.schemas.ts';
import {
  BIGINT_ID_MAX,
  calendarDate,
  envelope,
  errorResponses,
  idText,
  isoDate,
  text as safeText,
  wholeRupiah,
} from '../shared.schemas.ts';

const words = z.object({ id: z.string(), en: z.string() });
const amount = z.string().describe('Rupiah, an exact decimal string');

export const installment = z.object({
  id: z.number().int(),
  loanid: z.number().int(),
  number: z.number().int().describe('1 for the first installment'),
  duedate: isoDate,
  principal: amount,
  interest: amount,
  amountdue: amount.describe('Principal and interest of this installment'),
  paid: amount.describe('Confirmed payments'),
  latecharge: amount.describe('Late charges accrued so far'),
  payamount: amount.describe('What is owed now: amount due + late charge − paid'),
  pendingpayment: amount.nullable().describe('A payment under staff review'),
  status: z.enum(['UNPAID', 'REVIEW_PAID', 'PAID']),
  statuslabel: words,
  arrears: z.enum(['current', 'overdue', 'over90']),
  arrearslabel: words.describe("Past due: the regulator's quality bucket in words"),
  quality: z
    .enum(CREDIT_QUALITIES)
    .describe(
      "OJK's quality by days past due: CURRENT, SPECIAL_MENTION (1–30), SUBSTANDARD (31–60), DOUBTFUL (61–90), LOSS (over 90)",
    ),
  dayspastdue: z.number().int(),
  rejection: z.object({ code: z.string(), text: words }).nullable(),
  virtualaccount: z.string().nullable().describe('The closed VA billing to pay it through'),
  billingamount: amount.nullable().describe("The billing's amount, whole rupiah"),
  paidat: z.string().nullable(),
});

export const payment = z.object({
  id: z.number().int(),
  loanid: z.number().int(),
  installmentid: z.number().int(),
  installmentnumber: z.number().int(),
  source: z
    .enum(['VA', 'TRANSFER', 'OTHER', 'CARRIED'])
    .describe(
      "CARRIED: a part of an earlier payment's excess (carriedfrom) paying this installment",
    ),
  amount,
  status: z.enum(['REVIEW', 'CONFIRMED', 'REJECTED']),
  paymentntb: z.string().nullable().describe("The bank's reference of a VA payment"),
  prooffile: z.string().nullable(),
  note: z.string().nullable(),
  rejection: z.string().nullable(),
  receivedat: z.string(),
  reviewedat: z.string().nullable(),
  borrowername: z
    .string()
    .describe(
      "The borrower's name; to a lender, her alias (spec §5: initials, keeping a leading PT or CV)",
    ),
  principal: amount.describe('What it paid of principal, once confirmed'),
  interest: amount,
  latecharge: amount,
  excess: amount.describe(
    "Beyond the installment: paid into the next installments (CARRIED), the rest kept as the borrower's",
  ),
  carriedfrom: z.number().int().nullable().describe('CARRIED: the payment whose excess this is'),
});

export const billView = installment.extend({
  instructions: z.object({ id: z.array(z.string()), en: z.array(z.string()) }),
});

export const installmentIdParam = z.object({ id: idText(BIGINT_ID_MAX) });
export const paymentIdParam = z.object({ id: idText(BIGINT_ID_MAX) });

export const installmentsResponse = { 200: envelope(z.array(installment)), ...errorResponses };
export const billResponse = { 200: envelope(billView), ...errorResponses };
export const paymentResponse = { 200: envelope(payment), ...errorResponses };
export const paymentsResponse = { 200: envelope(z.array(payment)), ...errorResponses };

export const repaymentView = z.object({
  installments: z.array(installment),
  payments: z.array(payment),
  totalrepayment: amount.describe('Principal and interest over the whole schedule'),
  totalpaid: amount.describe('Principal and interest paid so far'),
  totallatecharge: amount,
  totaloverpaid: amount.describe(
    "Paid beyond the whole schedule: kept as the borrower's (BORROWER account) for staff to return",
  ),
  nextinstallment: installment.nullable(),
  quality: z.enum(CREDIT_QUALITIES).describe("The loan's: its worst unpaid installment's"),
  qualitylabel: words,
});
export const repaymentResponse = { 200: envelope(repaymentView), ...errorResponses };

export const billsResponse = {
  200: envelope(
    z.array(
      z.object({
        loanid: z.number().int(),
        productname: z.string(),
        productnameen: z.string().describe("The product's English name"),
        submissionstage: z.string(),
        next: installment.nullable(),
        remaining: z.number().int().describe('Installments not paid yet'),
      }),
    ),
  ),
  ...errorResponses,
};

export const submitRepaymentBody = z.object({
  amount: wholeRupiah.describe('What was transferred, whole rupiah as every bill is'),
  prooffile: z
    .union([filePath, z.literal('')])
    .nullable()
    .optional(),
  note: safeText({ max: 500, trim: true }).nullable().optional(),
});

export const otherPaymentBody = z.object({
  amount: wholeRupiah.describe('A partial or early payment, whole rupiah'),
  prooffile: filePath.describe('The proof of transfer, uploaded first'),
  note: safeText({ max: 500, trim: true }).nullable().optional(),
});

export const confirmPaymentBody = z
  .object({
    receivedon: calendarDate('iso')
      .optional()
      .describe(
        'The day the bank received the money (its statement), today or earlier; today when absent. The late charge held back while the payment waited is owed for the days before it',
      ),
  })
  .nullish();

export const rejectPaymentBody = z.object({
  reason: z.enum(['NOT_RECEIVED', 'AMOUNT_MISMATCH', 'INVALID_PROOF']),
});

export const demoBillTransferBody = z.object({
  installmentid: z.number().int().min(1).max(BIGINT_ID_MAX),
});
