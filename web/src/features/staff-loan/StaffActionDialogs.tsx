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
  type StaffLoanFieldsFragment,
} from '../../generated/graphql.ts';
import {
  ApproveCreditDialog,
  ApproveDialog,
  ApproveDisbursementDialog,
  CancelDialog,
  RejectDialog,
} from './ActionDialog.tsx';
import { OfferDialog } from './OfferDialog.tsx';
import type { StaffAction } from './staff-actions.ts';

export type ActionDialogsProps = {
  loan: StaffLoanFieldsFragment;
  openAction: StaffAction | null;
  onClose: () => void;
  onSucceeded: () => void;
};

// All dialogs stay mounted whatever is allowed: a success changes the allowed actions at once
// (the mutation result updates the cache), and the open dialog must still close on its own time.
export function ActionDialogs({ loan, openAction, onClose, onSucceeded }: ActionDialogsProps) {
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
  const common = {
    applicationValue: loan.applicationValue,
    onClose,
    onSucceeded,
  };
  const approvals = {
    approveBail: () => approveBail({ variables: { id } }),
    approveDirector: () => approveDirector({ variables: { id } }),
    approve: () => approveLoan({ variables: { id } }),
    openFunding: () => openFunding({ variables: { id } }),
    close: () => closeLoan({ variables: { id } }),
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
        request={(riskRating) => approveCredit({ variables: { id, riskRating } })}
        {...common}
      />
      <RejectDialog
        opened={openAction === 'reject'}
        request={(reason) => rejectLoan({ variables: { id, reason } })}
        {...common}
      />
      <CancelDialog
        opened={openAction === 'cancel'}
        request={(reason) => cancelLoan({ variables: { id, reason } })}
        {...common}
      />
      <ApproveDisbursementDialog
        opened={openAction === 'approveDisbursement'}
        request={() => approveDisbursement({ variables: { id } })}
        {...common}
      />
      <OfferDialog loan={loan} opened={openAction === 'setOffer'} onClose={onClose} />
    </>
  );
}
