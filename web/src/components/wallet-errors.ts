// A refusal of a wallet call in the reader's language: the lender-account machine's own reason
// text when the server names one (WRONG_STATE, CORPORATE_RDL_VIA_CUSTOMER_CARE, …).
import { lenderAccountReasonTexts } from '../../../machines/lender-account/lender-account.labels.ts';
import type { LenderAccountReasonCode } from '../../../machines/lender-account/lender-account.types.ts';
import type { Language } from '../i18n.ts';
import { errorMessage } from './errors.ts';
import { serverProblem } from './server-errors.ts';

const isReasonCode = (value: unknown): value is LenderAccountReasonCode =>
  typeof value === 'string' && Object.hasOwn(lenderAccountReasonTexts, value);

export function walletErrorText(error: unknown, language: Language, fallback: string): string {
  const { reason } = serverProblem(error);
  if (isReasonCode(reason)) return lenderAccountReasonTexts[reason][language];
  return errorMessage(error, fallback);
}
