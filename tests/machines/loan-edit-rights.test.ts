// Who may change a loan's application in each stage (machines/loan: the edit events), and the
// submission refused while the application form's rules fail, each with its own reason.
import { describe, expect, it } from 'vitest';
import { lockedFieldsChanged, STAFF_LOCKED_FIELDS } from '../../machines/loan/loan.rules.ts';
import {
  applicationTermsOf,
  borrowerMayEdit,
  nextLoanSnapshot,
  refusalOf,
  staffMayEdit,
  whyNotEdit,
} from '../../machines/loan/loan.selectors.ts';
import type {
  StaffLockedFieldValues,
  SubmittedApplication,
} from '../../machines/loan/loan.types.ts';
import {
  borrower,
  creditOfficer,
  lender,
  otherBorrower,
  plusDays,
  type Situation,
  situations,
  validApplication,
  walk,
} from '../support/loan-paths.ts';

const BORROWER_EDITS: Situation[] = ['DRAFT', 'REJECT_BAIL'];
const STAFF_EDITS: Situation[] = ['REVIEW', 'APPROVAL_BAIL', 'APPROVAL_LOAN', 'APPROVAL_LOAN_DIR'];

describe('who may edit the application when', () => {
  it.each(Object.keys(situations) as Situation[])('%s', (situation) => {
    const snapshot = walk(situations[situation]);
    const ownerMay = BORROWER_EDITS.includes(situation);
    const staffMay = STAFF_EDITS.includes(situation);
    expect(whyNotEdit(snapshot, borrower) === null).toBe(ownerMay);
    expect(borrowerMayEdit(snapshot)).toBe(ownerMay);
    expect(whyNotEdit(snapshot, creditOfficer) === null).toBe(staffMay);
    expect(staffMayEdit(snapshot)).toBe(staffMay);
    // Another borrower and lenders never edit, and hear that it is not theirs to do in every
    // stage: who may act is decided before when.
    expect(whyNotEdit(snapshot, otherBorrower)?.code).toBe('NOT_OWNER');
    expect(whyNotEdit(snapshot, lender)?.code).toBe('WRONG_ROLE');
  });

  it('an edit changes the application value the machine holds, and submits with it', () => {
    const draft = walk([]);
    const edited = nextLoanSnapshot(draft, {
      type: 'application.edit',
      actor: borrower,
      terms: {
        productCode: 'SCF',
        applicationValue: '120000000.00',
        lowRiskInterest: '10.00',
        highRiskInterest: '15.00',
      },
    });
    expect(edited.context).toMatchObject({ productCode: 'SCF', applicationValue: '120000000.00' });
    // The stored application must carry the value the machine holds.
    const stale = { ...validApplication, groupValid: { ...validApplication.groupValid } };
    expect(
      refusalOf(edited, { type: 'loan.submit', actor: borrower, application: stale })?.code,
    ).toBe('APPLICATION_INCOMPLETE');
    const current = { ...stale, applicationValue: '120000000', bailEstimatedValue: '120000000' };
    expect(
      refusalOf(edited, { type: 'loan.submit', actor: borrower, application: current }),
    ).toBeNull();
  });
});

describe('submitting applies the form rules', () => {
  const draft = walk([]);
  const submit = (changes: Partial<SubmittedApplication>) =>
    refusalOf(draft, {
      type: 'loan.submit',
      actor: borrower,
      application: {
        ...validApplication,
        groupValid: { ...validApplication.groupValid },
        ...changes,
      },
    })?.code ?? null;

  it.each([
    [{}, null],
    [{ applicationValue: '0' }, 'VALUE_ZERO'],
    // Thirteen days after the day it is submitted: the form asks for 14 at least.
    [{ requiredDate: plusDays(validApplication.today, 13) }, 'DATE_TOO_EARLY'],
    [{ requiredDate: '' }, 'DATE_MISSING'],
    [{ bailEstimatedValue: '99999999.99' }, 'BAIL_BELOW_VALUE'],
    [{ certificateFile: '' }, 'CERTIFICATE_MISSING'],
    [
      { groupValid: { loanData: true, personal: false, company: true, loanBail: true } },
      'APPLICATION_INCOMPLETE',
    ],
    [
      { groupValid: { loanData: true, personal: true, company: true, loanBail: false } },
      'APPLICATION_INCOMPLETE',
    ],
  ] satisfies Array<[Partial<SubmittedApplication>, string | null]>)(
    '%j → %s',
    (changes, reason) => {
      expect(submit(changes)).toBe(reason);
    },
  );
});

describe('fields staff may never change (spec §5, STAFF_LOCKED_FIELDS)', () => {
  const review = walk(situations.REVIEW);
  const terms = applicationTermsOf(review.context);
  const staffEdit = (fields: StaffLockedFieldValues) =>
    refusalOf(review, { type: 'application.staffEdit', actor: creditOfficer, terms, fields });

  it('lists the spec §5 fields by their REST names', () => {
    expect([...STAFF_LOCKED_FIELDS].sort()).toEqual([
      'bailcertificatenumber',
      'bailcertificatetype',
      'genbirthdate',
      'genbirthplace',
      'imbdocumentfile',
      'numbernpwp',
      'pbbdocumentfile',
    ]);
  });

  it.each(STAFF_LOCKED_FIELDS)('refuses a staff edit changing %s, naming it', (field) => {
    const fields = { [field]: { stored: 'stored', sent: 'changed' } };
    expect(staffEdit(fields)?.code).toBe('FIELD_LOCKED');
    expect(lockedFieldsChanged(fields)).toEqual([field]);
    // Set or emptied is a change too.
    expect(staffEdit({ [field]: { stored: null, sent: 'new' } })?.code).toBe('FIELD_LOCKED');
    expect(staffEdit({ [field]: { stored: 'old', sent: null } })?.code).toBe('FIELD_LOCKED');
  });

  it('takes a staff edit sending the stored values again (empty and absent alike)', () => {
    const unchanged: StaffLockedFieldValues = {
      genbirthplace: { stored: 'Bandung', sent: ' Bandung ' },
      genbirthdate: { stored: '1985-04-12', sent: '1985-04-12' },
      numbernpwp: { stored: '', sent: null },
      pbbdocumentfile: { stored: null, sent: '' },
    };
    expect(lockedFieldsChanged(unchanged)).toEqual([]);
    expect(staffEdit(unchanged)).toBeNull();
    expect(staffEdit({})).toBeNull();
    const edited = nextLoanSnapshot(review, {
      type: 'application.staffEdit',
      actor: creditOfficer,
      terms,
      fields: unchanged,
    });
    expect(edited.value).toEqual(review.value);
  });

  it('names every locked field an edit changes, in the list order', () => {
    expect(
      lockedFieldsChanged({
        imbdocumentfile: { stored: '/file/a.pdf', sent: '/file/b.pdf' },
        genbirthplace: { stored: 'Bandung', sent: 'Jakarta' },
        numbernpwp: { stored: '1', sent: '1' },
      }),
    ).toEqual(['genbirthplace', 'imbdocumentfile']);
  });

  it('leaves the borrower own edits alone', () => {
    const draft = walk([]);
    expect(
      refusalOf(draft, {
        type: 'application.edit',
        actor: borrower,
        terms: applicationTermsOf(draft.context),
      }),
    ).toBeNull();
  });
});
