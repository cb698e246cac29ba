// The staff loan screen's action dialogs (approvals, opening funding, reject, cancel,
// disbursement, offer), each driven by its dialog machine. A chunk of their own: the screen
// loads them at the first sign the user means to act (pointer or focus on the actions, or an
// action chosen), so reading a loan never waits for the forms, dialog machines and modal code.
import { useMutation } from '@apollo/client/react';
import {
  ApproveBailDocument,
  ApproveCreditDocument,
  ApproveDirectorDocument,
  ApproveDisbursementDocument,
  ApproveLoanDocument,
  CancelLoanDocument,
  CloseLoanDocument,
  OpenFundingDocument,
  RejectLoanDocument,
  type RiskRating,
  type StaffLoanFieldsFragment,
} from '../../generated/graphql.ts';
import {
  ApproveCreditDialog,
  ApproveDialog,
  ApproveDisbursementDialog,
  CancelDialog,
  RejectDialog,
} from './ActionDialog.tsx';
import { useDisbursementPreview } from './disbursement-preview.ts';
import { OfferDialog } from './OfferDialog.tsx';
import type { StaffAction } from './staff-actions.ts';

export type ActionDialogsProps = {
  loan: StaffLoanFieldsFragment;
  openAction: StaffAction | null;
  onClose: () => void;
  /** An action was taken: the page reads the loan and its panels again. */
  onSucceeded: () => void;
  /**
   * The API refused an action (mostly: someone else moved the loan meanwhile): the page reads the
   * loan and its panels again, so that it stops offering what no longer applies.
   */
  onRefused: () => void;
};

// All dialogs stay mounted whatever is allowed: a success changes the allowed actions at once
// (the mutation result updates the cache), and the open dialog must still close on its own time.
export function ActionDialogs({
  loan,
  openAction,
  onClose,
  onSucceeded,
  onRefused,
}: ActionDialogsProps) {
  const [approveBail] = useMutation(ApproveBailDocument);
  const [approveCredit] = useMutation(ApproveCreditDocument);
  const [approveDirector] = useMutation(ApproveDirectorDocument);
  const [approveLoan] = useMutation(ApproveLoanDocument);
  const [rejectLoan] = useMutation(RejectLoanDocument);
  const [cancelLoan] = useMutation(CancelLoanDocument);
  const [approveDisbursement] = useMutation(ApproveDisbursementDocument);
  const [openFunding] = useMutation(OpenFundingDocument);
  const [closeLoan] = useMutation(CloseLoanDocument);
  const id = loan.id;
  const disbursementPreview = useDisbursementPreview(loan, openAction === 'approveDisbursement');
  /** The request, telling the page when the API refused it (the dialog still shows why). */
  const told =
    <Args extends unknown[]>(request: (...args: Args) => Promise<unknown>) =>
    (...args: Args) =>
      request(...args).catch((error: unknown) => {
        onRefused();
        throw error;
      });
  const common = {
    applicationValue: loan.applicationValue,
    onClose,
    onSucceeded,
  };
  const approvals = {
    approveBail: told(() => approveBail({ variables: { id } })),
    approveDirector: told(() => approveDirector({ variables: { id } })),
    approve: told(() => approveLoan({ variables: { id } })),
    openFunding: told(() => openFunding({ variables: { id } })),
    close: told(() => closeLoan({ variables: { id } })),
  } as const;

  return (
    <>
      {(Object.keys(approvals) as (keyof typeof approvals)[]).map((action) => (
        <ApproveDialog
          key={action}
          action={action}
          opened={openAction === action}
          request={approvals[action]}
          {...common}
        />
      ))}
      <ApproveCreditDialog
        opened={openAction === 'approveCredit'}
        range={loan.product}
        request={told((riskRating: RiskRating) => approveCredit({ variables: { id, riskRating } }))}
        {...common}
      />
      <RejectDialog
        opened={openAction === 'reject'}
        request={told((reason: string) => rejectLoan({ variables: { id, reason } }))}
        {...common}
      />
      <CancelDialog
        opened={openAction === 'cancel'}
        request={told((reason: string) => cancelLoan({ variables: { id, reason } }))}
        {...common}
      />
      <ApproveDisbursementDialog
        opened={openAction === 'approveDisbursement'}
        request={told(() => approveDisbursement({ variables: { id } }))}
        payout={disbursementPreview}
        {...common}
      />
      <OfferDialog
        loan={loan}
        opened={openAction === 'setOffer'}
        onClose={onClose}
        onSucceeded={onSucceeded}
        onRefused={onRefused}
      />
    </>
  );
}
