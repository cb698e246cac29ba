// The machines the web client alone runs, each with the events the web client meets (what a
// person does on the screen, what the network answers, time passing) and the component its
// generated paths drive (qa/web-machines/*.screen.tsx). Plain TypeScript: `npm run qa:paths`
// lists and measures these paths without a DOM.
import { approveLoanMachine } from '../../machines/dialogs/approve-loan.machine.ts';
import { rejectLoanMachine } from '../../machines/dialogs/reject-loan.machine.ts';
import type { WebMachine } from './model.ts';

export const approveLoanDialog: WebMachine = {
  label: 'dialogs: approveLoan',
  slug: 'approve-loan-dialog',
  machine: approveLoanMachine,
  component: "staff loan screen's 'Setujui Pinjaman' (ApproveDialog)",
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'dialog.confirm' },
    { type: 'approve.succeeded' },
    { type: 'approve.failed' },
    { type: 'timer.elapsed' },
  ],
};

export const rejectLoanDialog: WebMachine = {
  label: 'dialogs: rejectLoan',
  slug: 'reject-loan-dialog',
  machine: rejectLoanMachine,
  component: "staff loan screen's 'Tolak Pinjaman' (RejectDialog)",
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'dialog.confirm', reason: '' },
    { type: 'dialog.confirm', reason: '   ' },
    { type: 'dialog.confirm', reason: 'Data jaminan tidak lengkap' },
    { type: 'reject.succeeded' },
    { type: 'reject.failed' },
  ],
};

/** Every machine the web client alone runs that has generated paths at its tier. */
export const WEB_MACHINES: readonly WebMachine[] = [approveLoanDialog, rejectLoanDialog];

export const webMachineNamed = (name: string) =>
  WEB_MACHINES.find((m) => m.slug === name || m.label === name);
