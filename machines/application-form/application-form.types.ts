// Types of the borrower's three-step loan application (spec §4 "Form steps", §5 "Step 2" and
// "Step 3", §9): step 1 introduces, step 2 holds the loan and borrower data, step 3 the
// collateral, and reaching step 4 submits the loan.
/** Spec §5 and §9: the required date is at least two weeks after today. */
export const REQUIRED_DATE_MIN_DAYS = 14;

export type ApplicationFormInput = {
  /** A personal borrower (else a company): decides which borrower group step 2 checks. */
  isPersonal: boolean;
  /**
   * Whether the applicant may edit the loan now: the lifecycle machine's answer (its `editable`
   * tag, `Loan.editable`; spec §4 and §6: a draft or a loan rejected for its collateral), never a
   * second list of stages here.
   */
  editable: boolean;
};

/** The form's field groups, each validated by react-hook-form on its own. */
export type FieldGroup = 'loanData' | 'personal' | 'company' | 'loanBail';

/** A stable code per rule of steps 2 and 3; the UI turns it into a message. */
export type FormRule =
  | 'GROUP_INVALID'
  | 'AMOUNT_INVALID'
  | 'VALUE_ZERO'
  | 'DATE_MISSING'
  | 'DATE_INVALID'
  | 'DATE_TOO_EARLY'
  | 'BAIL_BELOW_VALUE'
  | 'CERTIFICATE_MISSING';

/** Why a step or a save was refused: the rule, and the group whose fields it concerns. */
export type FormRefusal = { rule: FormRule; group: FieldGroup };

/** What the UI knows of the form when the user moves on or saves (from react-hook-form). */
export type FormFacts = {
  /** Whether each group passes its own field rules (react-hook-form `trigger`). */
  groupValid: Record<FieldGroup, boolean>;
  /** Rupiah as decimal strings ('1500000.00'); '' when empty. */
  applicationValue: string;
  bailEstimatedValue: string;
  /** YYYY-MM-DD; '' when empty. */
  requiredDate: string;
  /** Today where the user is, YYYY-MM-DD: the machine has no clock. */
  today: string;
  /** The uploaded collateral certificate's path; '' when none. */
  certificateFile: string;
};

export type ApplicationFormContext = {
  isPersonal: boolean;
  /** Whether the stage lets the applicant edit (fixed for the form's life). */
  editable: boolean;
  /** The rule the last refused step or save broke; null once a step or save passes. */
  refusal: FormRefusal | null;
  /** The API's error code when the last submit failed; shown at step 3. */
  submitError: string | null;
};

export type ApplicationFormEvent =
  | { type: 'form.next'; facts: FormFacts }
  | { type: 'form.back' }
  /** The applicant confirms the summary shown before sending (step 3 → 4). */
  | { type: 'form.confirm' }
  | { type: 'borrower.save'; facts: FormFacts }
  | { type: 'bail.save'; facts: FormFacts }
  | { type: 'save.succeeded' }
  | { type: 'save.failed' }
  | { type: 'submit.succeeded' }
  | { type: 'submit.failed'; code: string };

/** Message keys (i18next) of the toasts the form raises; the UI translates them. */
export type FormToastKey =
  | 'application.borrowerSaved'
  | 'application.bailSaved'
  | 'borrowerFlow.sent'
  | 'borrowerFlow.saveFailed';

export type FormToastParams = { tone: 'success' | 'error'; messageKey: FormToastKey };

export type FormStep = 1 | 2 | 3 | 4;
