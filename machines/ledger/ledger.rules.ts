// The ledger's pure rules (architecture.md "Money"): which accounts exist, which may never go
// negative, the kinds of journal entry (the spec's mutation types, §3), and what makes an entry
// well-formed — at least two lines, none zero, summing to zero. Amounts are bigint sen.
//
// Sign convention: an account's balance is the sum of its lines. A lender's wallet holds a
// positive balance; its counterpart (the bank's settlement account, the RDL as mirrored) goes
// negative by the same amount, so the sum over every account is always zero.
//
// Accrued late charges (issue 19) follow the same convention: what a borrower owes in late
// charges is a positive LATE_CHARGE_RECEIVABLE (owner: the loan), its counterpart the negative
// LATE_CHARGE_ACCRUED (owner: the loan) — income accrued for the lenders, not yet collected.
// A day's charge moves both apart (LATE_CHARGE_ACCRUAL); a paid charge moves them back by what
// was paid, while its cash goes to the lenders as INTEREST_FINE. Neither account belongs to a
// wallet, so no accrual is ever a lender's or a borrower's mutation.
import type { Text } from '../shared/i18n-text.ts';

export const ACCOUNT_KINDS = [
  'LENDER_ACTIVE',
  'LENDER_ON_HOLD',
  'LOAN_ESCROW',
  'BORROWER',
  'PLATFORM_FEE_INCOME',
  'TAX_PAYABLE',
  'BANK_VA_SETTLEMENT',
  'BANK_PAYOUT',
  'RDL_AT_BANK',
  'LATE_CHARGE_RECEIVABLE',
  'LATE_CHARGE_ACCRUED',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Money people own may never go below zero, whatever the concurrency. */
const NON_NEGATIVE: ReadonlySet<AccountKind> = new Set([
  'LENDER_ACTIVE',
  'LENDER_ON_HOLD',
  'LOAN_ESCROW',
]);
export const mustStayNonNegative = (kind: AccountKind) => NON_NEGATIVE.has(kind);

/**
 * Whether moving `moveSen` would take an account below zero that must not go there (its
 * `nonNegative` flag, set from mustStayNonNegative when it was opened): the posting is refused.
 */
export const wouldOverdraw = (
  account: { nonNegative: boolean; balanceSen: bigint },
  moveSen: bigint,
): boolean => account.nonNegative && account.balanceSen + moveSen < 0n;

/** The spec's mutation types (§3), in its order: what a wallet's mutation rows show. */
export const MUTATION_KINDS = [
  'FUNDING',
  'BORROWER_INITIAL',
  'RDL_DEPOSIT',
  'PLACEMENT',
  'LOAN_REPAYMENT',
  'CANCELLATION',
  'INTEREST_FINE',
  'WITHDRAWAL',
  'RDL_BALANCE',
] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

/** Entries that move no wallet (only the accounts below): never a mutation row. */
export const BOOKKEEPING_KINDS = ['LATE_CHARGE_ACCRUAL'] as const;
export const ENTRY_KINDS = [...MUTATION_KINDS, ...BOOKKEEPING_KINDS] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** The only accounts a bookkeeping entry may touch. */
const BOOKKEEPING_ACCOUNTS: ReadonlySet<AccountKind> = new Set([
  'LATE_CHARGE_RECEIVABLE',
  'LATE_CHARGE_ACCRUED',
]);

export const entryKindLabels: Record<EntryKind, Text> = {
  FUNDING: { id: 'Pendanaan', en: 'Funding' },
  BORROWER_INITIAL: { id: 'Awal peminjam', en: 'Borrower initial' },
  RDL_DEPOSIT: { id: 'Setoran RDL', en: 'RDL deposit' },
  PLACEMENT: { id: 'Penempatan dana', en: 'Placement' },
  LOAN_REPAYMENT: { id: 'Pembayaran pinjaman', en: 'Loan repayment' },
  CANCELLATION: { id: 'Pembatalan', en: 'Cancellation' },
  INTEREST_FINE: { id: 'Bunga/denda', en: 'Interest/fine' },
  WITHDRAWAL: { id: 'Penarikan dana', en: 'Withdrawal' },
  RDL_BALANCE: { id: 'Saldo RDL', en: 'RDL balance' },
  LATE_CHARGE_ACCRUAL: { id: 'Akrual denda keterlambatan', en: 'Late charge accrual' },
};

export type AccountRef = { kind: AccountKind; ownerId: string };
export type PostingLine = { account: AccountRef; amountSen: bigint };

export type EntryRefusal =
  | 'TOO_FEW_LINES'
  | 'ZERO_LINE'
  | 'UNBALANCED'
  | 'UNKNOWN_KIND'
  | 'UNKNOWN_ACCOUNT_KIND'
  | 'NOT_BOOKKEEPING_ACCOUNT'
  | 'NO_IDEMPOTENCY_KEY';

/** Why an entry may not be posted as given; null when it is well-formed. */
export function entryRefusal(entry: {
  kind: string;
  idempotencyKey: string;
  lines: readonly PostingLine[];
}): EntryRefusal | null {
  if (!(ENTRY_KINDS as readonly string[]).includes(entry.kind)) return 'UNKNOWN_KIND';
  if (entry.idempotencyKey.trim() === '') return 'NO_IDEMPOTENCY_KEY';
  if (entry.lines.length < 2) return 'TOO_FEW_LINES';
  for (const line of entry.lines) {
    if (!(ACCOUNT_KINDS as readonly string[]).includes(line.account.kind)) {
      return 'UNKNOWN_ACCOUNT_KIND';
    }
    if (line.amountSen === 0n) return 'ZERO_LINE';
    if (
      (BOOKKEEPING_KINDS as readonly string[]).includes(entry.kind) &&
      !BOOKKEEPING_ACCOUNTS.has(line.account.kind)
    ) {
      return 'NOT_BOOKKEEPING_ACCOUNT';
    }
  }
  const sum = entry.lines.reduce((total, line) => total + line.amountSen, 0n);
  return sum === 0n ? null : 'UNBALANCED';
}

/** A transfer of `amountSen` from one account to another: the commonest entry's two lines. */
export const transferLines = (
  from: AccountRef,
  to: AccountRef,
  amountSen: bigint,
): PostingLine[] => [
  { account: from, amountSen: -amountSen },
  { account: to, amountSen },
];

/** What the borrower of this loan owes in late charges (positive), and its counterpart. */
export const lateChargeReceivable = (loanId: number | string): AccountRef => ({
  kind: 'LATE_CHARGE_RECEIVABLE',
  ownerId: String(loanId),
});
export const lateChargeAccrued = (loanId: number | string): AccountRef => ({
  kind: 'LATE_CHARGE_ACCRUED',
  ownerId: String(loanId),
});

/** Accounts with no owner (the platform's, the bank's settlement) use this owner id. */
export const PLATFORM = '';

/**
 * A lender's RDL as the ledger mirrors it: its balance is minus the RDL's at the bank. Deposits
 * come out of it into the wallet; every payment the platform makes out of the RDL (withdrawal,
 * funding) goes back into it when it settles — amount and the bank's fee, as the bank debits
 * them — so the mirror falls exactly when the bank's balance does (machines/ledger/rdl-mirror.rules.ts).
 */
export const mirroredRdl = (lenderId: string): AccountRef => ({
  kind: 'RDL_AT_BANK',
  ownerId: lenderId,
});
