// The borrower's application form (spec §4 "Form steps", §5 "Step 2"/"Step 3", §9): paths
// generated from the machine's graph for personal and company borrowers, editable and read-only
// stages, replayed with the invariants of every state, then one scenario per rule.
import { describe, expect, it } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { initialTransition, transition } from 'xstate';
import { applicationFormMachine as machine } from '../../machines/application-form/application-form.machine.ts';
import {
  areFieldsEnabled,
  currentStep,
  earliestRequiredDate,
  isConfirming,
  isReadOnly,
  isSummaryVisible,
  refusalMessage,
  showsOverview,
} from '../../machines/application-form/application-form.selectors.ts';
import type {
  ApplicationFormEvent,
  ApplicationFormInput,
  FormFacts,
} from '../../machines/application-form/application-form.types.ts';
import { restoreLoan } from '../../machines/loan/loan.selectors.ts';
import type { Stage } from '../../machines/loan/loan.types.ts';
import { modelPaths, replay, uncovered, uncoveredByAll } from '../support/machine-model.ts';

type Snapshot = SnapshotFrom<typeof machine>;

const TODAY = '2026-03-01';

/** Form facts that pass steps 2 and 3 for either kind of borrower. */
function facts(overrides: Partial<FormFacts> = {}): FormFacts {
  return {
    groupValid: { loanData: true, personal: true, company: true, loanBail: true },
    applicationValue: '100000000.00',
    bailEstimatedValue: '150000000.00',
    requiredDate: '2026-03-15',
    today: TODAY,
    certificateFile: 'files/shm-123.pdf',
    ...overrides,
  };
}

const invalidGroup = (group: keyof FormFacts['groupValid']) =>
  facts({ groupValid: { ...facts().groupValid, [group]: false } });

/** The alphabet: every event, with payloads that pass and payloads that break each rule. */
const FACTS: FormFacts[] = [
  facts(),
  invalidGroup('loanData'),
  invalidGroup('personal'),
  invalidGroup('company'),
  invalidGroup('loanBail'),
  facts({ applicationValue: '' }),
  facts({ applicationValue: '0.00' }),
  facts({ requiredDate: '' }),
  facts({ requiredDate: '2026-02-30' }),
  facts({ requiredDate: '2026-03-14' }),
  facts({ bailEstimatedValue: '99999999.99' }),
  facts({ bailEstimatedValue: '100000000.00' }),
  facts({ certificateFile: '' }),
];

// A save checks one group only, so its payloads vary that group alone.
const SAVE_FACTS: FormFacts[] = [
  facts(),
  invalidGroup('personal'),
  invalidGroup('company'),
  invalidGroup('loanBail'),
];

const EVENTS: ApplicationFormEvent[] = [
  ...FACTS.map((f): ApplicationFormEvent => ({ type: 'form.next', facts: f })),
  ...SAVE_FACTS.flatMap((f): ApplicationFormEvent[] => [
    { type: 'borrower.save', facts: f },
    { type: 'bail.save', facts: f },
  ]),
  { type: 'form.back' },
  { type: 'form.confirm' },
  { type: 'save.succeeded' },
  { type: 'save.failed' },
  { type: 'submit.succeeded' },
  { type: 'submit.failed', code: 'ILLEGAL_TRANSITION' },
];

/** The form's input for a loan in this stage: whether it is editable is the loan machine's word. */
function inputFor(isPersonal: boolean, stage: Stage): ApplicationFormInput {
  const loan = restoreLoan(
    { stage, arrears: 'current' },
    {
      borrowerId: 'borrower-1',
      productCode: 'KPR',
      applicationValue: '100000000.00',
      lowRiskInterest: '9.00',
      highRiskInterest: '13.00',
      commitment: '0.00',
      creditApprovedBy: null,
      fundingFailed: false,
    },
  );
  return { isPersonal, editable: loan.hasTag('editable') };
}

const INPUTS: Record<string, ApplicationFormInput> = {
  'personal, DRAFT': inputFor(true, 'DRAFT'),
  'company, REJECT_BAIL': inputFor(false, 'REJECT_BAIL'),
  'personal, REVIEW (read-only)': inputFor(true, 'REVIEW'),
  'company, APPROVED_KPR (read-only)': inputFor(false, 'APPROVED_PRODUCT'),
};

const runs = Object.entries(INPUTS).map(([label, input]) => ({
  label,
  input,
  paths: modelPaths(machine, { input, events: EVENTS }),
}));

const editableStage = (input: ApplicationFormInput) => input.editable;

const REQUESTS = ['saveBorrower', 'saveBail', 'submitLoan'];

function start(input: ApplicationFormInput): Snapshot {
  return initialTransition(machine, input)[0];
}

/** Sends events in order; returns the last snapshot and the actions of the last event. */
function send(snapshot: Snapshot, ...events: ApplicationFormEvent[]) {
  let current = snapshot;
  let actions: string[] = [];
  let params: unknown[] = [];
  for (const event of events) {
    const [next, executed] = transition(machine, current, event);
    current = next;
    actions = executed.map((action) => action.type);
    params = executed.map((action) => action.params);
  }
  return { snapshot: current, actions, params };
}

const next = (f: FormFacts = facts()): ApplicationFormEvent => ({ type: 'form.next', facts: f });
const back: ApplicationFormEvent = { type: 'form.back' };
const confirm: ApplicationFormEvent = { type: 'form.confirm' };
const saved: ApplicationFormEvent = { type: 'save.succeeded' };

/** A personal borrower's draft at step 3 with valid data. */
const atCollateral = () =>
  send(start(INPUTS['personal, DRAFT'] as ApplicationFormInput), next(), next(), saved).snapshot;

describe('application form model', () => {
  it('reaches every state and takes every transition across the inputs', () => {
    expect(uncoveredByAll(machine, runs)).toEqual({ states: [], transitions: [] });
  });

  it('needs the read-only stages for the read-only steps and the editable ones for the rest', () => {
    const [draft, , review] = runs;
    expect(uncovered(machine, draft?.paths ?? [], draft?.input).states).toEqual([
      'viewing',
      'viewing.loanData',
      'viewing.collateral',
      'viewing.end',
    ]);
    expect(uncovered(machine, review?.paths ?? [], review?.input).states).toContain('submitted');
  });

  const cases = runs.flatMap(({ label, input, paths }) =>
    paths.map((path) => [`${label}: ${path.name}`, input, path] as const),
  );

  it.each(cases)('%s', (_, input, path) => {
    let previous: Snapshot | null = null;
    replay(machine, path, {
      input,
      check: (snapshot: Snapshot, event: EventFromLogic<typeof machine> | null) => {
        const step = currentStep(snapshot);
        // The summary panel is hidden at step 4 and only there.
        expect(isSummaryVisible(snapshot)).toBe(step !== 4);
        // Editable only in DRAFT or REJECT_BAIL; read-only otherwise, and once submitted.
        if (snapshot.hasTag('editable')) expect(editableStage(input)).toBe(true);
        if (isReadOnly(snapshot)) {
          expect(!editableStage(input) || snapshot.matches('submitted')).toBe(true);
        }
        expect(snapshot.hasTag('editable') && isReadOnly(snapshot)).toBe(false);
        // While a request is in flight nothing else moves and the fields are disabled.
        if (snapshot.hasTag('sending')) {
          expect(areFieldsEnabled(snapshot)).toBe(false);
          expect(snapshot.can(next())).toBe(false);
          expect(snapshot.can(back)).toBe(false);
        }
        // A refusal or a submit error is shown on the step it belongs to, and only while the
        // step stays refused: once it passes (saving, confirming) no earlier refusal shows.
        if (snapshot.context.refusal) {
          expect(
            snapshot.matches({ editing: 'loanData' }) ||
              snapshot.matches({ editing: 'collateral' }),
          ).toBe(true);
        }
        if (snapshot.context.submitError) expect(step).toBe(3);
        if (previous && event) {
          const [, actions] = transition(machine, previous, event);
          const requested = actions.map((a) => a.type).filter((t) => REQUESTS.includes(t));
          // A read-only form never saves nor submits.
          if (!editableStage(input)) expect(requested).toEqual([]);
          // The loan is submitted exactly when step 4 is reached in an editable stage.
          if (requested.includes('submitLoan')) {
            expect(snapshot.matches({ editing: 'submitting' })).toBe(true);
          }
          if (snapshot.matches({ editing: 'submitting' }) && !previous.hasTag('sending')) {
            expect(requested).toEqual(['submitLoan']);
          }
        }
        previous = snapshot;
      },
    });
  });
});

describe('application form steps', () => {
  it('goes 1 → 2 → 3 and submits on reaching step 4', () => {
    let { snapshot, actions, params } = send(start(inputFor(true, 'DRAFT')));
    expect(currentStep(snapshot)).toBe(1);
    ({ snapshot } = send(snapshot, next()));
    expect(currentStep(snapshot)).toBe(2);
    // Next at step 2 saves the loan and borrower data, then moves on.
    ({ snapshot, actions } = send(snapshot, next()));
    expect(actions).toEqual(['saveBorrower']);
    expect(currentStep(snapshot)).toBe(2);
    expect(snapshot.hasTag('sending')).toBe(true);
    ({ snapshot } = send(snapshot, saved));
    expect(currentStep(snapshot)).toBe(3);
    // Next at step 3 first asks to confirm a summary; nothing is sent yet.
    ({ snapshot, actions } = send(snapshot, next()));
    expect(snapshot.value).toEqual({ editing: 'confirming' });
    expect(isConfirming(snapshot)).toBe(true);
    expect(currentStep(snapshot)).toBe(3);
    expect(actions).not.toContain('submitLoan');
    ({ snapshot, actions } = send(snapshot, { type: 'form.confirm' }));
    expect(snapshot.value).toEqual({ editing: 'submitting' });
    expect(currentStep(snapshot)).toBe(4);
    expect(actions).toContain('submitLoan');
    expect(isSummaryVisible(snapshot)).toBe(false);
    expect(snapshot.hasTag('sending')).toBe(true);
    ({ snapshot, params } = send(snapshot, { type: 'submit.succeeded' }));
    expect(params).toEqual([{ tone: 'success', messageKey: 'borrowerFlow.sent' }]);
    expect(snapshot.value).toBe('submitted');
    expect(snapshot.status).toBe('done');
    expect(isReadOnly(snapshot)).toBe(true);
    expect(isSummaryVisible(snapshot)).toBe(false);
  });

  it('returns to step 3 with the error code when the submit fails, and may submit again', () => {
    const failed = send(atCollateral(), next(), confirm, {
      type: 'submit.failed',
      code: 'ILLEGAL_TRANSITION',
    }).snapshot;
    expect(failed.value).toEqual({ editing: 'collateral' });
    expect(failed.context.submitError).toBe('ILLEGAL_TRANSITION');
    const { snapshot, actions } = send(failed, next(), confirm);
    expect(actions).toContain('submitLoan');
    expect(snapshot.context.submitError).toBeNull();
  });

  it('a failed save at step 2 stays at step 2 and says so', () => {
    const { snapshot, params } = send(start(inputFor(true, 'DRAFT')), next(), next(), {
      type: 'save.failed',
    });
    expect(snapshot.value).toEqual({ editing: 'loanData' });
    expect(params).toEqual([{ tone: 'error', messageKey: 'borrowerFlow.saveFailed' }]);
  });

  it('a submitted application opens on its overview, not on the draft instructions', () => {
    const review = start(inputFor(true, 'REVIEW'));
    expect(showsOverview(review)).toBe(true);
    // From the overview the full form can still be read, step by step.
    const reading = send(review, next()).snapshot;
    expect(showsOverview(reading)).toBe(false);
    expect(isReadOnly(reading)).toBe(true);
    const draft = start(inputFor(true, 'DRAFT'));
    expect(showsOverview(draft)).toBe(false);
    const submitted = send(atCollateral(), next(), confirm, { type: 'submit.succeeded' }).snapshot;
    expect(showsOverview(submitted)).toBe(true);
  });

  it('goes back one step at a time', () => {
    let { snapshot } = send(atCollateral(), back);
    expect(currentStep(snapshot)).toBe(2);
    ({ snapshot } = send(snapshot, back));
    expect(currentStep(snapshot)).toBe(1);
    expect(snapshot.can(back)).toBe(false);
  });
});

describe('step 2 rules', () => {
  const personal = () => send(start(inputFor(true, 'DRAFT')), next()).snapshot;
  const company = () => send(start(inputFor(false, 'DRAFT')), next()).snapshot;

  it.each([
    ['loanData group invalid', invalidGroup('loanData'), 'GROUP_INVALID', 'loanData'],
    ['value missing', facts({ applicationValue: '' }), 'AMOUNT_INVALID', 'loanData'],
    ['value not an amount', facts({ applicationValue: '1,5' }), 'AMOUNT_INVALID', 'loanData'],
    ['value zero', facts({ applicationValue: '0' }), 'VALUE_ZERO', 'loanData'],
    ['value zero with sen', facts({ applicationValue: '0.00' }), 'VALUE_ZERO', 'loanData'],
    ['date missing', facts({ requiredDate: '' }), 'DATE_MISSING', 'loanData'],
    ['date not a day', facts({ requiredDate: '2026-02-29' }), 'DATE_INVALID', 'loanData'],
    ['today not a day', facts({ today: '01-03-2026' }), 'DATE_INVALID', 'loanData'],
    ['date 13 days ahead', facts({ requiredDate: '2026-03-14' }), 'DATE_TOO_EARLY', 'loanData'],
    ['date in the past', facts({ requiredDate: '2026-02-01' }), 'DATE_TOO_EARLY', 'loanData'],
    ['personal group invalid', invalidGroup('personal'), 'GROUP_INVALID', 'personal'],
  ] as const)('refuses a personal borrower: %s', (_, f, rule, group) => {
    const { snapshot, actions } = send(personal(), next(f), saved);
    expect(currentStep(snapshot)).toBe(2);
    expect(snapshot.context.refusal).toEqual({ rule, group });
    expect(actions).toEqual([]);
  });

  it('checks the rules in the spec order: loanData group, value, date, then borrower group', () => {
    const groups = (loanData: boolean) => ({
      loanData,
      personal: false,
      company: false,
      loanBail: false,
    });
    const broken = (overrides: Partial<FormFacts>) =>
      send(
        personal(),
        next(
          facts({
            groupValid: groups(true),
            applicationValue: '0',
            requiredDate: '',
            ...overrides,
          }),
        ),
      ).snapshot.context.refusal;
    expect(broken({ groupValid: groups(false) })).toEqual({
      rule: 'GROUP_INVALID',
      group: 'loanData',
    });
    expect(broken({})).toEqual({ rule: 'VALUE_ZERO', group: 'loanData' });
    expect(broken({ applicationValue: '1000000' })).toEqual({
      rule: 'DATE_MISSING',
      group: 'loanData',
    });
    expect(broken({ applicationValue: '1000000', requiredDate: '2026-04-01' })).toEqual({
      rule: 'GROUP_INVALID',
      group: 'personal',
    });
  });

  it("shows 'value cannot be zero' under the application value", () => {
    const { snapshot } = send(personal(), next(facts({ applicationValue: '0' })), saved);
    expect(refusalMessage(snapshot)).toEqual({
      refusal: { rule: 'VALUE_ZERO', group: 'loanData' },
      messageKey: 'validation.valueZero',
      field: 'genapplicationvalue',
    });
  });

  it('accepts a required date exactly two weeks ahead, across month and year ends', () => {
    expect(
      currentStep(send(personal(), next(facts({ requiredDate: '2026-03-15' })), saved).snapshot),
    ).toBe(3);
    const yearEnd = facts({ today: '2026-12-25', requiredDate: '2027-01-08' });
    expect(currentStep(send(personal(), next(yearEnd), saved).snapshot)).toBe(3);
    const tooEarly = facts({ today: '2026-12-25', requiredDate: '2027-01-07' });
    expect(send(personal(), next(tooEarly), saved).snapshot.context.refusal?.rule).toBe(
      'DATE_TOO_EARLY',
    );
    expect(earliestRequiredDate('2026-12-25')).toBe('2027-01-08');
    expect(earliestRequiredDate('2028-02-20')).toBe('2028-03-05');
    expect(earliestRequiredDate('2027-02-20')).toBe('2027-03-06');
    expect(earliestRequiredDate('2026-13-01')).toBeNull();
  });

  it('checks the company group for a company borrower, the personal group for a person', () => {
    expect(currentStep(send(company(), next(invalidGroup('personal')), saved).snapshot)).toBe(3);
    const refused = send(company(), next(invalidGroup('company')), saved).snapshot;
    expect(refused.context.refusal).toEqual({ rule: 'GROUP_INVALID', group: 'company' });
    expect(currentStep(send(personal(), next(invalidGroup('company')), saved).snapshot)).toBe(3);
  });

  it('clears the refusal as soon as the step passes, while its data is saved', () => {
    const refused = send(personal(), next(facts({ applicationValue: '0' }))).snapshot;
    expect(refused.context.refusal).not.toBeNull();
    const saving = send(refused, next()).snapshot;
    expect(saving.value).toEqual({ editing: 'savingLoanData' });
    expect(saving.context.refusal).toBeNull();
    expect(refusalMessage(saving)).toBeNull();
  });

  it('clears the refusal once the step passes', () => {
    const refused = send(personal(), next(facts({ applicationValue: '0' })), saved).snapshot;
    const { snapshot } = send(refused, next(), saved);
    expect(currentStep(snapshot)).toBe(3);
    expect(snapshot.context.refusal).toBeNull();
  });
});

describe('step 3 rules', () => {
  it.each([
    ['loanBail group invalid', invalidGroup('loanBail'), 'GROUP_INVALID', 'loanBail'],
    ['estimate missing', facts({ bailEstimatedValue: '' }), 'AMOUNT_INVALID', 'loanBail'],
    ['value malformed', facts({ applicationValue: 'x' }), 'AMOUNT_INVALID', 'loanData'],
    [
      'estimate one sen below the value',
      facts({ bailEstimatedValue: '99999999.99' }),
      'BAIL_BELOW_VALUE',
      'loanBail',
    ],
    ['no certificate', facts({ certificateFile: '' }), 'CERTIFICATE_MISSING', 'loanBail'],
    ['blank certificate', facts({ certificateFile: '  ' }), 'CERTIFICATE_MISSING', 'loanBail'],
  ] as const)('refuses: %s', (_, f, rule, group) => {
    const { snapshot, actions } = send(atCollateral(), next(f));
    expect(currentStep(snapshot)).toBe(3);
    expect(snapshot.context.refusal).toEqual({ rule, group });
    expect(actions).not.toContain('submitLoan');
  });

  it('clears the refusal as soon as step 3 passes: the confirmation shows no refused rule', () => {
    const refused = send(atCollateral(), next(facts({ certificateFile: '' }))).snapshot;
    expect(refused.context.refusal).toEqual({ rule: 'CERTIFICATE_MISSING', group: 'loanBail' });
    const confirming = send(refused, next()).snapshot;
    expect(isConfirming(confirming)).toBe(true);
    expect(refusalMessage(confirming)).toBeNull();
    expect(send(confirming, back).snapshot.context.refusal).toBeNull();
  });

  it('accepts a collateral estimate equal to the application value (compared in sen)', () => {
    const equal = facts({ applicationValue: '100000000.5', bailEstimatedValue: '100000000.50' });
    const { snapshot, actions } = send(atCollateral(), next(equal), confirm);
    expect(snapshot.value).toEqual({ editing: 'submitting' });
    expect(actions).toContain('submitLoan');
  });

  it('names the field of each message', () => {
    const below = send(atCollateral(), next(facts({ bailEstimatedValue: '1' }))).snapshot;
    expect(refusalMessage(below)).toMatchObject({
      messageKey: 'validation.bailBelowValue',
      field: 'bailestimatedvalue',
    });
    const noCertificate = send(atCollateral(), next(facts({ certificateFile: '' }))).snapshot;
    expect(refusalMessage(noCertificate)).toMatchObject({
      messageKey: 'validation.required',
      field: 'bailcertificatefile',
    });
  });
});

describe('saving borrower and collateral data', () => {
  const atLoanData = () => send(start(inputFor(false, 'DRAFT')), next()).snapshot;

  it('saves the borrower data when the borrower group is valid, with a success toast', () => {
    let { snapshot, actions, params } = send(atLoanData(), {
      type: 'borrower.save',
      facts: invalidGroup('personal'),
    });
    expect(actions).toEqual(['saveBorrower']);
    expect(snapshot.hasTag('sending')).toBe(true);
    expect(currentStep(snapshot)).toBe(2);
    ({ snapshot, actions, params } = send(snapshot, { type: 'save.succeeded' }));
    expect(snapshot.value).toEqual({ editing: 'loanData' });
    expect(actions).toEqual(['showToast']);
    expect(params).toEqual([{ tone: 'success', messageKey: 'application.borrowerSaved' }]);
  });

  it('refuses to save an invalid borrower group and stays', () => {
    const { snapshot, actions } = send(atLoanData(), {
      type: 'borrower.save',
      facts: invalidGroup('company'),
    });
    expect(actions).toEqual([]);
    expect(snapshot.value).toEqual({ editing: 'loanData' });
    expect(snapshot.context.refusal).toEqual({ rule: 'GROUP_INVALID', group: 'company' });
  });

  it('says a failed save failed: sending cleared, an error toast, same step', () => {
    const saving = send(atLoanData(), { type: 'borrower.save', facts: facts() }).snapshot;
    const { snapshot, actions, params } = send(saving, { type: 'save.failed' });
    expect(actions).toEqual(['showToast']);
    expect(params).toEqual([{ tone: 'error', messageKey: 'borrowerFlow.saveFailed' }]);
    expect(snapshot.hasTag('sending')).toBe(false);
    expect(currentStep(snapshot)).toBe(2);
  });

  it('saves the collateral when the bail group is valid, whatever the other rules say', () => {
    let { snapshot, actions } = send(atCollateral(), {
      type: 'bail.save',
      facts: invalidGroup('loanBail'),
    });
    expect(actions).toEqual([]);
    expect(snapshot.context.refusal).toEqual({ rule: 'GROUP_INVALID', group: 'loanBail' });
    ({ snapshot, actions } = send(snapshot, {
      type: 'bail.save',
      facts: facts({ certificateFile: '' }),
    }));
    expect(actions).toEqual(['saveBail']);
    const done = send(snapshot, { type: 'save.succeeded' });
    expect(done.snapshot.value).toEqual({ editing: 'collateral' });
    expect(done.params).toEqual([{ tone: 'success', messageKey: 'application.bailSaved' }]);
  });

  it('saves each group only on its own step', () => {
    expect(atLoanData().can({ type: 'bail.save', facts: facts() })).toBe(false);
    expect(atCollateral().can({ type: 'borrower.save', facts: facts() })).toBe(false);
  });
});

describe('read-only form', () => {
  it.each(['REVIEW', 'APPROVED_PRODUCT', 'CANCEL', 'LOAN_PERIOD'] satisfies Stage[])(
    'in %s Next moves through the steps without submitting, and Back returns',
    (stage) => {
      let snapshot = start(inputFor(true, stage));
      const seen: number[] = [];
      for (let i = 0; i < 3; i++) {
        const result = send(snapshot, next(facts({ applicationValue: '0' })));
        expect(result.actions).toEqual([]);
        snapshot = result.snapshot;
        seen.push(currentStep(snapshot));
        expect(isReadOnly(snapshot)).toBe(true);
        expect(snapshot.context.refusal).toBeNull();
      }
      expect(seen).toEqual([2, 3, 4]);
      expect(isSummaryVisible(snapshot)).toBe(false);
      expect(snapshot.can(next())).toBe(false);
      expect(currentStep(send(snapshot, back).snapshot)).toBe(3);
    },
  );

  it('never saves', () => {
    const atStep2 = send(start(inputFor(true, 'REVIEW')), next()).snapshot;
    expect(areFieldsEnabled(atStep2)).toBe(false);
    expect(atStep2.can({ type: 'borrower.save', facts: facts() })).toBe(false);
    const atStep3 = send(atStep2, next()).snapshot;
    expect(atStep3.can({ type: 'bail.save', facts: facts() })).toBe(false);
  });

  it('is editable in DRAFT and REJECT_BAIL', () => {
    for (const stage of ['DRAFT', 'REJECT_BAIL'] as const) {
      const snapshot = send(start(inputFor(true, stage)), next()).snapshot;
      expect(areFieldsEnabled(snapshot)).toBe(true);
      expect(isReadOnly(snapshot)).toBe(false);
    }
  });
});
