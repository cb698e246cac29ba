// @vitest-environment jsdom
// An NPWP as staff and the person read it, wherever it is shown, while it is kept as digits: the
// applicant review and the staff wallet review (ReviewFields), a borrower's profile page for staff
// (ProfileFacts) and the loan's borrower data when it cannot be edited (BorrowerFields) — the
// 15-digit number in DJP's printed mask, the 16-digit one (the NIK) in groups of four.
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApollo, renderInApp, resetDom } from '../test-support/dom.tsx';
import type { ApplicationValues } from './loan-fields/application-values.ts';
import { BorrowerFields } from './loan-fields/BorrowerFields.tsx';
import { ProfileFacts } from './ProfileFacts.tsx';
import { ReviewFields } from './ReviewFields.tsx';

afterEach(resetDom);

const NPWPS = [
  ['15 digits', '012345678901000', '01.234.567.8-901.000'],
  ['16 digits', '3171011508900001', '3171 0115 0890 0001'],
] as const;

const show = (ui: React.ReactNode) => renderInApp(ui, { client: createTestApollo().client });

describe('an NPWP shown to staff', () => {
  it.each(NPWPS)('the applicant review writes it as people read it (%s)', (_, digits, read) => {
    show(
      <ReviewFields
        fields={[
          { name: 'ktpnumber', value: '3171011508900001', file: false },
          { name: 'npwpnumber', value: digits, file: false },
        ]}
      />,
    );
    expect(screen.getByText(read)).toBeTruthy();
    // The NIK is not an NPWP: it stays as it is.
    expect(screen.getByText('3171011508900001')).toBeTruthy();
  });

  it.each(NPWPS)(
    "a borrower's profile page writes it as people read it (%s)",
    (_, digits, read) => {
      show(<ProfileFacts data={{ npwpnumber: digits, fullname: 'Budi Santoso' }} labels={null} />);
      expect(screen.getByText(read)).toBeTruthy();
    },
  );

  it.each(NPWPS)(
    "the loan's borrower data, read-only, writes it as people read it (%s)",
    (_, digits, read) => {
      function Borrower() {
        const form = useForm<ApplicationValues>({
          defaultValues: {
            personal: {
              fullName: 'Budi Santoso',
              birthPlace: 'Jakarta',
              birthDate: '1990-08-15',
              gender: 'MALE',
              nationality: 'WNI',
              taxNumber: digits,
              taxCardFile: null,
            },
          },
        });
        return <BorrowerFields form={form} editable={false} isPersonal />;
      }
      show(<Borrower />);
      const field = screen.getByLabelText<HTMLInputElement>('Nomor NPWP');
      expect(field.value).toBe(read);
      expect(field.disabled).toBe(true);
    },
  );

  it('anything that is no NPWP is shown as it came', () => {
    show(<ReviewFields fields={[{ name: 'npwpnumber', value: '12345', file: false }]} />);
    expect(screen.getByText('12345')).toBeTruthy();
  });
});
