// The lender's tax status rules (machines/lender-account/tax-status.rules.ts), each at its edge,
// the rate a payout withholds as the lender reads it, and the verification of declarations: what
// waits for staff, the NIK note, who may decide and when.
import { describe, expect, it } from 'vitest';
import {
  declaredStatus,
  isoDayPlusMonths,
  mayReadTaxStatus,
  type TaxDeclaration,
  type TaxStatusChange,
  taxDeclarationActions,
  taxDeclarationDecisionRefusal,
  taxReviewNotes,
  taxStatusRefusal,
  withholdingLabel,
} from '../../machines/lender-account/tax-status.rules.ts';
import type { Role } from '../../machines/shared/actor.ts';

const rates = { residentPercent: '15', nonResidentPercent: '20' };
const lender: { userId: string; role: Role } = { userId: 'l-1', role: 'lender' };
const facts = { actor: lender, lenderId: 'l-1', today: '2026-11-25', rates };
const resident: TaxStatusChange = {
  resident: true,
  country: null,
  treatyPercent: null,
  certificateFile: null,
  certificateValidUntil: null,
};
const treaty: TaxStatusChange = {
  resident: false,
  country: 'SG',
  treatyPercent: '10',
  certificateFile: '/file/0b7f6f0e-1d0a-4c59-9f55-6a2d3c1e0a11.pdf',
  certificateValidUntil: '2027-06-30',
};
const codeOf = (change: TaxStatusChange, f = facts) => taxStatusRefusal(change, f)?.code ?? null;

describe('tax status rules', () => {
  it('accepts a resident and a non-resident with a treaty rate and a valid certificate', () => {
    expect(codeOf(resident)).toBeNull();
    expect(codeOf(treaty)).toBeNull();
    // Non-resident without a treaty (PPh 26), with or without a certificate on file.
    expect(
      codeOf({
        ...treaty,
        treatyPercent: null,
        certificateFile: null,
        certificateValidUntil: null,
      }),
    ).toBeNull();
    expect(codeOf({ ...treaty, treatyPercent: null })).toBeNull();
  });

  it('lets only the lender change their own', () => {
    expect(codeOf(resident, { ...facts, actor: { userId: 'l-1', role: 'borrower' } })).toBe(
      'WRONG_ROLE',
    );
    expect(codeOf(resident, { ...facts, actor: { userId: 'a-1', role: 'admin' } })).toBe(
      'WRONG_ROLE',
    );
    expect(codeOf(resident, { ...facts, actor: { userId: 'l-2', role: 'lender' } })).toBe(
      'NOT_OWNER',
    );
    expect(mayReadTaxStatus({ userId: 'a-1', role: 'admin' }, 'l-1')).toBe(true);
    expect(mayReadTaxStatus(lender, 'l-1')).toBe(true);
    expect(mayReadTaxStatus({ userId: 'l-2', role: 'lender' }, 'l-1')).toBe(false);
    expect(mayReadTaxStatus({ userId: 'l-1', role: 'borrower' }, 'l-1')).toBe(false);
  });

  it('keeps treaty data off a resident and asks a non-resident for a foreign country', () => {
    expect(codeOf({ ...resident, treatyPercent: '10' })).toBe('RESIDENT_NO_TREATY');
    expect(codeOf({ ...resident, country: 'SG' })).toBe('RESIDENT_NO_TREATY');
    expect(codeOf({ ...treaty, country: null })).toBe('COUNTRY_REQUIRED');
    expect(codeOf({ ...treaty, country: 'SGP' })).toBe('COUNTRY_REQUIRED');
    expect(codeOf({ ...treaty, country: 'ID' })).toBe('COUNTRY_INDONESIA');
  });

  it('takes a treaty rate from 0 up to below the PPh 26 rate, two decimals at most', () => {
    expect(codeOf({ ...treaty, treatyPercent: '0' })).toBeNull();
    expect(codeOf({ ...treaty, treatyPercent: '19.99' })).toBeNull();
    expect(codeOf({ ...treaty, treatyPercent: '20' })).toBe('TREATY_RATE_NOT_BELOW_PPH26');
    expect(codeOf({ ...treaty, treatyPercent: '20.01' })).toBe('TREATY_RATE_INVALID');
    expect(codeOf({ ...treaty, treatyPercent: '7.125' })).toBe('TREATY_RATE_INVALID');
    expect(codeOf({ ...treaty, treatyPercent: '-1' })).toBe('TREATY_RATE_INVALID');
    expect(codeOf({ ...treaty, treatyPercent: 'ten' })).toBe('TREATY_RATE_INVALID');
    // Below the platform's PPh 26 setting, whatever it is.
    const lower = { ...facts, rates: { ...rates, nonResidentPercent: '12' } };
    expect(codeOf({ ...treaty, treatyPercent: '11.99' }, lower)).toBeNull();
    expect(codeOf({ ...treaty, treatyPercent: '12' }, lower)).toBe('TREATY_RATE_NOT_BELOW_PPH26');
  });

  it('needs a certificate of domicile for a treaty rate, valid from today to 12 months ahead', () => {
    expect(codeOf({ ...treaty, certificateFile: null })).toBe('CERTIFICATE_REQUIRED');
    expect(codeOf({ ...treaty, certificateFile: null, certificateValidUntil: null })).toBe(
      'CERTIFICATE_REQUIRED',
    );
    expect(codeOf({ ...treaty, certificateValidUntil: null })).toBe(
      'CERTIFICATE_VALID_UNTIL_REQUIRED',
    );
    expect(codeOf({ ...treaty, certificateValidUntil: '2026-11-25' })).toBeNull();
    expect(codeOf({ ...treaty, certificateValidUntil: '2026-11-24' })).toBe('CERTIFICATE_EXPIRED');
    expect(codeOf({ ...treaty, certificateValidUntil: '2027-11-25' })).toBeNull();
    expect(codeOf({ ...treaty, certificateValidUntil: '2027-11-26' })).toBe(
      'CERTIFICATE_VALID_UNTIL_TOO_FAR',
    );
    // Every refusal names the field to fix, in both languages.
    const refused = taxStatusRefusal({ ...treaty, certificateValidUntil: '2026-01-01' }, facts);
    expect(refused?.field).toBe('certificateValidUntil');
    expect(refused?.text).toEqual({
      id: 'SKD sudah tidak berlaku',
      en: 'The certificate of domicile has expired',
    });
  });

  it('counts months on the calendar', () => {
    expect(isoDayPlusMonths('2026-11-25', 12)).toBe('2027-11-25');
    expect(isoDayPlusMonths('2026-11-25', 2)).toBe('2027-01-25');
    expect(isoDayPlusMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(isoDayPlusMonths('2027-03-31', 11)).toBe('2028-02-29');
    expect(isoDayPlusMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('says the rate withheld now in both languages', () => {
    expect(withholdingLabel({ kind: 'PPH23', percent: '15', validUntil: null })).toEqual({
      id: 'PPh 23 15%',
      en: 'PPh 23 15%',
    });
    expect(withholdingLabel({ kind: 'PPH26', percent: '20', validUntil: null }).id).toBe(
      'PPh 26 20%',
    );
    expect(withholdingLabel({ kind: 'TREATY', percent: '7.5', validUntil: '2027-06-30' })).toEqual({
      id: 'Tarif perjanjian 7,5% (SKD berlaku s.d. 30-06-2027)',
      en: 'Treaty rate 7.5% (certificate of domicile valid until 30-06-2027)',
    });
  });

  it('applies a return to residence at once and sends every non-resident declaration to staff', () => {
    expect(declaredStatus(resident)).toBe('APPLIED');
    expect(declaredStatus(treaty)).toBe('PENDING');
    expect(declaredStatus({ ...treaty, treatyPercent: '0' })).toBe('PENDING');
    // Non-resident without a treaty (PPh 26) changes the article withheld under: staff too.
    expect(declaredStatus({ ...treaty, treatyPercent: null, certificateFile: null })).toBe(
      'PENDING',
    );
  });

  it('notes an Indonesian NIK for staff on a non-resident declaration only', () => {
    expect(taxReviewNotes(treaty, { validatedIndonesianNik: true })).toEqual(['INDONESIAN_NIK']);
    expect(taxReviewNotes(treaty, { validatedIndonesianNik: false })).toEqual([]);
    expect(taxReviewNotes(resident, { validatedIndonesianNik: true })).toEqual([]);
  });

  it('lets only staff decide a waiting declaration, with a reason to refuse, and checks it again on approval', () => {
    const waiting: TaxDeclaration = { lenderId: 'l-1', status: 'PENDING', change: treaty };
    const staff: { userId: string; role: Role } = { userId: 's-1', role: 'admin' };
    const decide = (
      declaration: TaxDeclaration,
      actor: { userId: string; role: Role },
      decision: Parameters<typeof taxDeclarationDecisionRefusal>[1] = { action: 'approve' },
      today = '2026-11-25',
    ) =>
      taxDeclarationDecisionRefusal(declaration, decision, { actor, today, rates })?.code ?? null;

    expect(decide(waiting, staff)).toBeNull();
    expect(decide(waiting, lender)).toBe('STAFF_ONLY');
    expect(decide(waiting, { userId: 'b-1', role: 'borrower' })).toBe('STAFF_ONLY');
    // A staff account deciding its own (never a lender's today, but the rule says it).
    expect(decide({ ...waiting, lenderId: 's-1' }, staff)).toBe('OWN_DECLARATION');
    for (const status of ['APPLIED', 'APPROVED', 'REFUSED', 'WITHDRAWN'] as const) {
      expect(decide({ ...waiting, status }, staff)).toBe('DECLARATION_NOT_PENDING');
    }
    expect(decide(waiting, staff, { action: 'refuse', reason: '  ' })).toBe(
      'REFUSAL_REASON_REQUIRED',
    );
    expect(
      decide(waiting, staff, { action: 'refuse', reason: 'Rate not in the treaty' }),
    ).toBeNull();
    // The certificate lapsed while it waited: approving is refused, refusing is still open.
    expect(decide(waiting, staff, { action: 'approve' }, '2027-07-01')).toBe('CERTIFICATE_EXPIRED');
    // The platform's PPh 26 rate fell to the claimed rate meanwhile.
    expect(
      taxDeclarationDecisionRefusal(
        waiting,
        { action: 'approve' },
        { actor: staff, today: '2026-11-25', rates: { ...rates, nonResidentPercent: '10' } },
      )?.code,
    ).toBe('TREATY_RATE_NOT_BELOW_PPH26');

    expect(
      taxDeclarationActions(waiting, { actor: lender, today: '2026-11-25', rates }).map((a) => [
        a.action,
        a.allowed,
        a.reason?.code ?? null,
      ]),
    ).toEqual([
      ['approve', false, 'STAFF_ONLY'],
      ['refuse', false, 'STAFF_ONLY'],
    ]);
    expect(
      taxDeclarationActions(waiting, { actor: staff, today: '2026-11-25', rates }).every(
        (a) => a.allowed,
      ),
    ).toBe(true);
  });
});
