import type { Actor } from '../shared/actor.ts';
import type { Text } from '../shared/i18n-text.ts';

export type { Actor, Role } from '../shared/actor.ts';

export type LenderType = 'personal' | 'company';

/** Virtual account (top-ups at the partner bank) or lender fund account (RDL). */
export type WalletKind = 'VA' | 'RDL';

/** The step of the bank's chain that failed (VA creation, or RDL: KYC, CIF, account). */
export type BankStep = 'VA' | 'KYC' | 'CIF' | 'ACCOUNT';

/** Why staff refuse a wallet request. */
export type WalletRefusal =
  | 'DATA_INCOMPLETE'
  | 'DATA_MISMATCH'
  | 'DUPLICATE_ACCOUNT'
  | 'BANK_REGISTRATION_FAILED';

export type LenderAccountStateName =
  | 'registered'
  | 'activated'
  | 'vaRequested'
  | 'kycSubmitted'
  | 'kycPassed'
  | 'cifCreated'
  | 'bankFailed'
  | 'awaitingApproval'
  | 'approved'
  | 'refused';

export type LenderAccountTag =
  | 'canRequestWallet'
  | 'atBank'
  | 'awaitingApproval'
  | 'walletActive'
  | 'refused';

export type LenderAccountContext = {
  lenderId: string;
  lenderType: LenderType;
  kind: WalletKind | null;
  /** Known once the bank opened the account; shown only after staff approval (selector). */
  accountNumber: string | null;
  cifNumber: string | null;
  failedStep: BankStep | null;
  /** The bank's response code of the last failure. */
  bankResponseCode: string | null;
  /** Requests to the bank for this wallet request, retries included (bounded). */
  bankAttempts: number;
  refusal: WalletRefusal | null;
  /**
   * When the lender agreed to the terms of the wallet asked for (issue 15: VA and RDL explained,
   * consent given before the request); null when customer care asked on the lender's behalf.
   */
  consentedAt: string | null;
};

export type LenderAccountInput = { lenderId: string; lenderType: LenderType };

export type LenderAccountEvent =
  | { type: 'account.activated' }
  /** `consentedAt`: the moment the lender agreed to the terms (the runtime's clock), or null. */
  | { type: 'wallet.request'; actor: Actor; kind: WalletKind; consentedAt: string | null }
  /** Customer care records a company's RDL opened at the bank by hand (the staff form). */
  | { type: 'rdl.record'; actor: Actor; accountNumber: string; cifNumber: string }
  | { type: 'va.created'; accountNumber: string }
  | { type: 'rdl.kycPassed' }
  | { type: 'rdl.cifCreated'; cifNumber: string }
  | { type: 'rdl.accountOpened'; accountNumber: string }
  | { type: 'bank.failed'; responseCode: string }
  | { type: 'bank.retry'; actor: Actor }
  | { type: 'wallet.approve'; actor: Actor }
  | { type: 'wallet.refuse'; actor: Actor; reason: WalletRefusal };

export type LenderAccountEventType = LenderAccountEvent['type'];

export type LenderAccountReasonCode =
  | 'WRONG_STATE'
  | 'WRONG_ROLE'
  | 'NOT_OWNER'
  | 'CORPORATE_RDL_VIA_CUSTOMER_CARE'
  | 'CORPORATE_RDL_RECORD_BY_HAND'
  | 'MANUAL_RDL_COMPANY_ONLY'
  | 'ACCOUNT_NUMBER_INVALID'
  | 'CIF_NUMBER_INVALID'
  | 'RETRY_LIMIT_REACHED'
  | 'CONSENT_MISSING';

export type LenderAccountReason = { code: LenderAccountReasonCode; text: Text };
