// Issue 15: the borrower's files in staff hands, as the loan machine rules them. A file taken
// away with nothing in its place is a deletion, refused; another file in its place is a
// replacement, taken only with a reason; adding is free.
import { describe, expect, it } from 'vitest';
import { applicationTermsOf, refusalOf } from '../../machines/loan/loan.selectors.ts';
import type { StaffFileValues } from '../../machines/loan/loan.staff-files.ts';
import {
  filesDeleted,
  filesReplaced,
  staffFileRefusal,
} from '../../machines/loan/loan.staff-files.ts';
import { creditOfficer, situations, walk } from '../support/loan-paths.ts';

const a = '/file/a.pdf';
const b = '/file/b.pdf';
const c = '/file/c.pdf';

describe('what a staff edit does to the borrower files', () => {
  it.each([
    [{ bailcertificatefile: { stored: [a], sent: [] } }, ['bailcertificatefile'], []],
    [{ bailcertificatefile: { stored: [a], sent: [b] } }, [], ['bailcertificatefile']],
    [{ bailcertificatefile: { stored: [a], sent: [a] } }, [], []],
    [{ bailcertificatefile: { stored: [], sent: [a] } }, [], []],
    [{ photo: { stored: [a, b], sent: [a, b, c] } }, [], []],
    [{ photo: { stored: [a, b], sent: [b, a] } }, [], []],
    [{ photo: { stored: [a, b], sent: [c, b] } }, [], ['photo']],
    [{ photo: { stored: [a, b], sent: [c] } }, ['photo'], []],
    [
      { otherDocumentFiles: { stored: [a], sent: [] }, documentnpwp: { stored: [b], sent: [c] } },
      ['otherDocumentFiles'],
      ['documentnpwp'],
    ],
  ] satisfies Array<[StaffFileValues, string[], string[]]>)(
    '%j: deletes %j, replaces %j',
    (files, deleted, replaced) => {
      expect(filesDeleted(files)).toEqual(deleted);
      expect(filesReplaced(files)).toEqual(replaced);
    },
  );

  it('refuses a deletion whatever the reason, and a replacement without one', () => {
    const deletion = { bailcertificatefile: { stored: [a], sent: [] } };
    const replacement = { bailcertificatefile: { stored: [a], sent: [b] } };
    expect(staffFileRefusal(deletion, 'Tidak terbaca')).toBe('FILE_DELETE_FORBIDDEN');
    expect(staffFileRefusal(replacement, null)).toBe('FILE_REPLACE_REASON_MISSING');
    expect(staffFileRefusal(replacement, '  ')).toBe('FILE_REPLACE_REASON_MISSING');
    expect(staffFileRefusal(replacement, 'Tidak terbaca')).toBeNull();
    expect(staffFileRefusal(undefined, null)).toBeNull();
  });

  it('is the machine’s rule for staff edits, not for the borrower’s own', () => {
    const review = walk(situations.REVIEW);
    const terms = applicationTermsOf(review.context);
    const files = { photo: { stored: [a, b], sent: [a] } };
    expect(
      refusalOf(review, { type: 'application.staffEdit', actor: creditOfficer, terms, files })
        ?.code,
    ).toBe('FILE_DELETE_FORBIDDEN');
    expect(
      refusalOf(review, {
        type: 'application.staffEdit',
        actor: creditOfficer,
        terms,
        files: { photo: { stored: [a, b], sent: [c, b] } },
        replaceReason: 'Foto buram',
      }),
    ).toBeNull();
  });
});
