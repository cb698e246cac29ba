// The machines the web client alone runs, each with the events the web client meets (what a
// person does on the screen, what the network answers, time passing) and the component its
// generated paths drive (qa/web-machines/*.screen.tsx). Plain TypeScript: `npm run qa:paths`
// lists and measures these paths without a DOM.
import { applicationFormMachine } from '../../machines/application-form/application-form.machine.ts';
import type { FormFacts } from '../../machines/application-form/application-form.types.ts';
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

// The borrower's application form (LoanApplication, hosted as the borrower's loan page hosts it).
// The screen computes the form facts of a Next or a Save from what its fields hold: these are
// the facts it produces for the paths' fixture loan (a personal borrower, so the company group is
// empty and never valid) and for the one field a path breaks in each group. A step's fields are
// the ones the person can change there; the rest keep what they hold, which is these values.
export const APPLICATION_TODAY = '2026-03-01';

export const applicationFacts = (overrides: Partial<FormFacts> = {}): FormFacts => ({
  groupValid: { loanData: true, personal: true, company: false, loanBail: true },
  applicationValue: '100000000',
  bailEstimatedValue: '150000000',
  requiredDate: '2026-04-01',
  today: APPLICATION_TODAY,
  certificateFile: '/file/shm-123.pdf',
  ...overrides,
});

const brokenGroup = (group: keyof FormFacts['groupValid'], overrides: Partial<FormFacts> = {}) =>
  applicationFacts({
    groupValid: { ...applicationFacts().groupValid, [group]: false },
    ...overrides,
  });

/** Facts that print as their name in a path's name (`form.next(valueZero)`). */
const named = (name: string, facts: FormFacts): FormFacts =>
  Object.defineProperty(facts, 'toString', { value: () => name, enumerable: false });

/** The facts of each Next or Save the paths take: valid, or one rule broken by one field. */
const FACTS_BY_NAME = {
  valid: applicationFacts(),
  valueZero: brokenGroup('loanData', { applicationValue: '0' }),
  nameTooShort: brokenGroup('personal'),
  // First of step 3's refusals: the paths that go on from a refused step 3 upload it again.
  noCertificate: applicationFacts({ certificateFile: '' }),
  bailBelowValue: applicationFacts({ bailEstimatedValue: '99999999' }),
  postalCodeInvalid: brokenGroup('loanBail'),
};
export const APPLICATION_FACTS = Object.fromEntries(
  Object.entries(FACTS_BY_NAME).map(([name, facts]) => [name, named(name, facts)]),
) as typeof FACTS_BY_NAME;

/** The fixture loan's borrower and the code the API refuses a submit with. */
export const APPLICATION_SUBMIT_REFUSAL = 'ILLEGAL_TRANSITION';

/**
 * States the paths tell apart: the step, and whether a refusal shows (not which one: each
 * refusal is an edge of its own already). A refused step is then a state of its own, so the paths
 * go on from a refusal (fix the field, upload the certificate again) as a person does. The submit
 * error is left out: it would double step 3's paths, each as slow as a person filling the form.
 */
const applicationSnapshotKey = (snapshot: { value: unknown; context: { refusal: unknown } }) =>
  JSON.stringify([snapshot.value, snapshot.context.refusal !== null]);

export const applicationForm: WebMachine = {
  label: 'application form',
  slug: 'application-form',
  machine: applicationFormMachine,
  runs: [
    { name: 'personal, DRAFT', input: { isPersonal: true, editable: true } },
    { name: 'personal, REVIEW (read-only)', input: { isPersonal: true, editable: false } },
  ],
  component: "borrower's loan page application form (LoanApplication)",
  events: [
    ...Object.values(APPLICATION_FACTS).map((facts) => ({ type: 'form.next', facts })),
    { type: 'borrower.save', facts: APPLICATION_FACTS.valid },
    { type: 'borrower.save', facts: APPLICATION_FACTS.nameTooShort },
    { type: 'bail.save', facts: APPLICATION_FACTS.valid },
    { type: 'bail.save', facts: APPLICATION_FACTS.postalCodeInvalid },
    { type: 'form.back' },
    { type: 'form.confirm' },
    { type: 'save.succeeded' },
    { type: 'save.failed' },
    { type: 'submit.succeeded' },
    { type: 'submit.failed', code: APPLICATION_SUBMIT_REFUSAL },
  ],
  serializeState: applicationSnapshotKey as never,
};

/** Every machine the web client alone runs that has generated paths at its tier. */
export const WEB_MACHINES: readonly WebMachine[] = [
  approveLoanDialog,
  rejectLoanDialog,
  applicationForm,
];

export const webMachineNamed = (name: string) =>
  WEB_MACHINES.find((m) => m.slug === name || m.label === name);
