// What a disbursement approval would pay, shown in its dialog before staff confirm: the gross the
// lenders placed in the loan's escrow (the loan's commitment), the admin fee withheld, the net the
// borrower receives (the disbursement machine's rule: escrow less the effective admin fee) and
// the destination — the borrower's bank account, masked as the disbursement panel shows it.
import { useQuery } from '@apollo/client/react';
import { effectiveAdminFeeSen } from '../../../../machines/shared/admin-fee.ts';
import { fromSen, isRupiah, toSen } from '../../../../machines/shared/money.ts';
import {
  StaffDisbursementAccountDocument,
  type StaffDisbursementAccountQuery,
  type StaffLoanFieldsFragment,
} from '../../generated/graphql.ts';

export type PayoutAccount = {
  bankName: { id: string; en: string } | null;
  /** Only the last four digits, as everywhere an account number need not show whole. */
  numberMasked: string;
  holder: string;
  /** The bank section is validated: without it the API refuses the approval. */
  validated: boolean;
};

export type DisbursementPreview = {
  gross: string;
  adminFee: string;
  net: string;
  account: PayoutAccount | 'loading' | 'missing' | 'failed';
};

/** '•••• 7890': the API's mask of an account number (the disbursement's transfer). */
export const maskAccountNumber = (accountNumber: string): string =>
  `•••• ${accountNumber.slice(-4)}`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const isWords = (value: unknown): value is { id: string; en: string } =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  'en' in value &&
  typeof value.id === 'string' &&
  typeof value.en === 'string';

/** The borrower's bank account from their profile's bank section; null without one. */
export function payoutAccount(
  profile: StaffDisbursementAccountQuery['borrowerProfile'],
): PayoutAccount | null {
  const bank = profile?.sections.find((section) => section.section === 'bank');
  const number = text(bank?.data?.accountnumber);
  if (!bank || number === '') return null;
  const bankName = bank.labels.bankcode;
  return {
    bankName: isWords(bankName) ? bankName : null,
    numberMasked: maskAccountNumber(number),
    holder: text(bank.data?.accountname),
    validated: bank.status === 'VALIDATED',
  };
}

/** Gross, fee and net from the loan: the amounts an approval now would move. */
export function payoutAmounts(
  loan: Pick<StaffLoanFieldsFragment, 'commitment' | 'adminFee' | 'product'>,
): Omit<DisbursementPreview, 'account'> | null {
  const { commitment, adminFee } = loan;
  if (!isRupiah(commitment) || !isRupiah(adminFee) || !isRupiah(loan.product.adminFee)) {
    return null;
  }
  const feeSen = effectiveAdminFeeSen({ adminFee, productAdminFee: loan.product.adminFee });
  return {
    gross: commitment,
    adminFee: fromSen(feeSen),
    net: fromSen(toSen(commitment) - feeSen),
  };
}

/**
 * The preview while the approval dialog is open: its account read afresh each time it opens (the
 * borrower may have changed bank data since); undefined while closed.
 */
export function useDisbursementPreview(
  loan: Pick<StaffLoanFieldsFragment, 'commitment' | 'adminFee' | 'product' | 'borrower'>,
  opened: boolean,
): DisbursementPreview | undefined {
  const { data, error } = useQuery(StaffDisbursementAccountDocument, {
    variables: { userId: loan.borrower.id },
    skip: !opened,
    fetchPolicy: 'network-only',
  });
  const amounts = payoutAmounts(loan);
  if (!opened || !amounts) return undefined;
  const account = data ? (payoutAccount(data.borrowerProfile) ?? 'missing') : null;
  return { ...amounts, account: account ?? (error ? 'failed' : 'loading') };
}
