// What the application form's UI asks of a snapshot: the step for the stepper, the panels and
// controls to show, and the message of a refused step.
import type { SnapshotFrom } from 'xstate';
import type { applicationFormMachine } from './application-form.machine.ts';
import type { FieldGroup, FormRefusal, FormRule, FormStep } from './application-form.types.ts';

export type ApplicationFormSnapshot = SnapshotFrom<typeof applicationFormMachine>;

export { earliestRequiredDate } from './application-form.rules.ts';

/** The step the stepper shows (spec §4: 1, 2, 3, then 4 which submits). */
export function currentStep(snapshot: ApplicationFormSnapshot): FormStep {
  if (snapshot.matches('introduction')) return 1;
  if (
    snapshot.matches({ editing: 'loanData' }) ||
    snapshot.matches({ editing: 'savingBorrower' }) ||
    snapshot.matches({ editing: 'savingLoanData' }) ||
    snapshot.matches({ viewing: 'loanData' })
  ) {
    return 2;
  }
  if (
    snapshot.matches({ editing: 'collateral' }) ||
    snapshot.matches({ editing: 'savingBail' }) ||
    snapshot.matches({ editing: 'confirming' }) ||
    snapshot.matches({ viewing: 'collateral' })
  ) {
    return 3;
  }
  return 4;
}

/**
 * A submitted application (any stage the borrower may not edit) opens on its read-only overview
 * and timeline instead of the draft's instructions at step 1; so does the form once submitted.
 */
export const showsOverview = (snapshot: ApplicationFormSnapshot) =>
  (snapshot.matches('introduction') && !snapshot.context.editable) || snapshot.matches('submitted');

/** The confirmation summarising the application before it is sent is shown. */
export const isConfirming = (snapshot: ApplicationFormSnapshot) => snapshot.hasTag('confirming');

/** Spec §2 and §9: the summary panel is hidden at step 4. */
export const isSummaryVisible = (snapshot: ApplicationFormSnapshot) =>
  snapshot.hasTag('summaryVisible');

export const isReadOnly = (snapshot: ApplicationFormSnapshot) => snapshot.hasTag('readOnly');

/** Fields take input only in an editable stage and while nothing is being sent. */
export const areFieldsEnabled = (snapshot: ApplicationFormSnapshot) =>
  snapshot.hasTag('editable') && !snapshot.hasTag('sending');

/** Next, Back and Save are disabled while a save or the submit is in flight. */
export const isSending = (snapshot: ApplicationFormSnapshot) => snapshot.hasTag('sending');

/**
 * The i18next key of a refused rule's message; null where the group's own field messages
 * (react-hook-form) already say what is wrong.
 */
export const RULE_MESSAGE_KEYS: Record<FormRule, string | null> = {
  GROUP_INVALID: null,
  AMOUNT_INVALID: 'validation.amountInvalid',
  VALUE_ZERO: 'validation.valueZero',
  DATE_MISSING: 'validation.required',
  DATE_INVALID: 'validation.dateInvalid',
  DATE_TOO_EARLY: 'validation.dateMin',
  BAIL_BELOW_VALUE: 'validation.bailBelowValue',
  CERTIFICATE_MISSING: 'validation.required',
};

/** The field (Loan/bail keys of spec §3) a rule's message belongs under. */
const RULE_FIELDS: Record<FormRule, string | null> = {
  GROUP_INVALID: null,
  AMOUNT_INVALID: null,
  VALUE_ZERO: 'genapplicationvalue',
  DATE_MISSING: 'genrequireddate',
  DATE_INVALID: 'genrequireddate',
  DATE_TOO_EARLY: 'genrequireddate',
  BAIL_BELOW_VALUE: 'bailestimatedvalue',
  CERTIFICATE_MISSING: 'bailcertificatefile',
};

const AMOUNT_FIELDS: Record<FieldGroup, string | null> = {
  loanData: 'genapplicationvalue',
  loanBail: 'bailestimatedvalue',
  personal: null,
  company: null,
};

export type RefusalMessage = {
  refusal: FormRefusal;
  messageKey: string | null;
  /** The form field to show it under; null for a message about the whole group. */
  field: string | null;
};

/** The refused rule of the current step, with its message key and field; null when none. */
export function refusalMessage(snapshot: ApplicationFormSnapshot): RefusalMessage | null {
  const { refusal } = snapshot.context;
  if (!refusal) return null;
  const field =
    refusal.rule === 'AMOUNT_INVALID' ? AMOUNT_FIELDS[refusal.group] : RULE_FIELDS[refusal.rule];
  return { refusal, messageKey: RULE_MESSAGE_KEYS[refusal.rule], field };
}
