// @vitest-environment jsdom
// The profile (ProfilePage.tsx) of someone who just registered: what the account already knows —
// the name registered, the company's name and mobile number, the name for the bank account — is
// in the empty sections' fields, said so, and can be changed; a saved section shows what was
// saved, its NPWP written as people read it, and saves it back as digits.
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { en } from '../../locales/en.ts';
import { clearSession, saveSession } from '../../session.ts';
import {
  answer,
  createTestApollo,
  elapse,
  renderInApp,
  resetDom,
} from '../../test-support/dom.tsx';
import { ProfilePage } from './ProfilePage.tsx';
// The section forms are chunks the page loads as a tab shows them: here they are loaded first.
import './BankSection.tsx';
import './SectionForms.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const user = () => userEvent.setup({ delay: null });
const words = (id: string, en: string) => ({ __typename: 'LocalizedText', id, en });

type Section = { section: string; status: string; data: Record<string, unknown> | null };

function profile(kind: 'personal' | 'company', sections: Section[] = []) {
  return {
    myProfile: {
      __typename: 'Profile',
      kind,
      mayApply: false,
      missing: [],
      missingLabels: [],
      agreementRequestedAt: null,
      bankChange: null,
      sections: sections.map((s) => ({
        __typename: 'ProfileSection',
        ...s,
        statusLabel: words(s.status === 'FILLED' ? 'Tersimpan' : 'Belum diisi', s.status),
        reason: null,
      })),
    },
  };
}

const REFERENCE = {
  banks: { __typename: 'BankLists', partnerCode: '009', main: [], all: [] },
  enumerations: [],
  provinces: [],
};

const account = (fullName: string, phone: string | null) => ({
  me: { __typename: 'User', id: 'u-1', fullName, phone },
});

/** The profile page with the three reads answered; the first tab's form loaded. */
async function openProfile(
  answers: { profile: ReturnType<typeof profile>; account: ReturnType<typeof account> },
  language: 'id' | 'en' = 'id',
) {
  const api = createTestApollo();
  renderInApp(<ProfilePage />, { client: api.client, path: '/profile' });
  if (language === 'en') {
    i18n.addResourceBundle('en', 'translation', en, true, false);
    await act(() => i18n.changeLanguage('en'));
  }
  await elapse(0);
  const read = (name: string) => api.operations.find((op) => op.operationName === name);
  await answer(() => read('MyProfile')?.succeed(answers.profile));
  await answer(() => read('ProfileReference')?.succeed(REFERENCE));
  await answer(() => read('ProfileAccount')?.succeed(answers.account));
  await loaded();
  return api;
}

/** Lets a lazily loaded section form arrive. */
async function loaded() {
  for (
    let i = 0;
    i < 20 && screen.queryAllByRole('button', { name: /Simpan|Save/ }).length === 0;
    i++
  ) {
    await elapse(10);
  }
}

const input = (section: string, label: string) =>
  within(screen.getByTestId(`section-${section}`)).getByLabelText<HTMLInputElement>(label, {
    exact: false,
  });

describe('a new profile starts from what the account knows', () => {
  it("a person's registered name is in the empty personal data, said so, and can be changed", async () => {
    const api = await openProfile({
      profile: profile('personal'),
      account: account('Budi Santoso', '081234567890'),
    });
    expect(input('personal', 'Nama lengkap (sesuai KTP)').value).toBe('Budi Santoso');
    expect(
      within(screen.getByTestId('section-personal')).getByTestId('profile-prefilled').textContent,
    ).toBe(
      'Sebagian isian sudah diisi dari data pendaftaran akun Anda. Periksa, lalu ubah bila tidak sesuai.',
    );
    // Nothing else is guessed: the NIK is still the person's to give.
    expect(input('personal', 'NIK (nomor KTP)').value).toBe('');

    const name = input('personal', 'Nama lengkap (sesuai KTP)');
    await user().clear(name);
    await user().type(name, 'Budi Santoso Wijaya');
    expect(name.value).toBe('Budi Santoso Wijaya');
    expect(api.operations.some((op) => op.operationName === 'SaveProfileSection')).toBe(false);
  });

  it("a company's name and mobile number are in its empty company data, in English too", async () => {
    await openProfile(
      { profile: profile('company'), account: account('PT Karya Mandiri', '081298765432') },
      'en',
    );
    expect(input('company', 'Company name').value).toBe('PT Karya Mandiri');
    expect(input('company', "Representative's phone").value).toBe('081298765432');
    expect(screen.getByTestId('profile-prefilled').textContent).toBe(
      'Some fields are filled in from your account registration. Check them and change any that are not right.',
    );
  });

  it('the bank account is offered the name on the ID card; saved data is shown as saved', async () => {
    await openProfile({
      profile: profile('personal', [
        {
          section: 'personal',
          status: 'FILLED',
          data: { fullname: 'BUDI SANTOSO', npwpnumber: '3171011508900001' },
        },
      ]),
      account: account('Budi Santoso', '081234567890'),
    });
    // Saved: the saved name, no offer.
    expect(input('personal', 'Nama lengkap (sesuai KTP)').value).toBe('BUDI SANTOSO');
    expect(screen.queryByTestId('profile-prefilled')).toBeNull();
    await user().click(screen.getByRole('tab', { name: 'Bank' }));
    await loaded();
    expect(input('bank', 'Nama pemilik rekening').value).toBe('BUDI SANTOSO');
    expect(screen.getByTestId('profile-prefilled')).toBeTruthy();
  });
});

describe('an NPWP in the profile', () => {
  it.each([
    ['15 digits, as DJP prints it', '012345678901000', '01.234.567.8-901.000'],
    ['16 digits (the NIK), in groups of four', '3171011508900001', '3171 0115 0890 0001'],
  ])('is shown as people read it (%s) and saved back as digits', async (_, digits, shown) => {
    const data = {
      fullname: 'Budi Santoso',
      mothername: 'Siti Aminah',
      gender: 'MALE',
      birthplace: 'Jakarta',
      birthdate: '15-08-1990',
      ktpnumber: '3171011508900001',
      ktpexpirydate: 'SEUMUR HIDUP',
      ktpcity: 'Jakarta',
      npwpnumber: digits,
      religion: 'ISLAM',
      maritalstatus: 'BELUM_KAWIN',
      education: 'S1',
    };
    const api = await openProfile({
      profile: profile('personal', [{ section: 'personal', status: 'FILLED', data }]),
      account: account('Budi Santoso', null),
    });
    expect(input('personal', 'NPWP').value).toBe(shown);
    await user().click(screen.getByRole('button', { name: 'Simpan' }));
    await elapse(0);
    const save = api.operations.find((op) => op.operationName === 'SaveProfileSection');
    expect(save?.variables).toMatchObject({ section: 'personal', data: { npwpnumber: digits } });
  });

  it("says, before sending, that the NIK's birth digits are not the birth date or gender given", async () => {
    const data = {
      fullname: 'Budi Santoso',
      mothername: 'Siti Aminah',
      gender: 'MALE',
      birthplace: 'Jakarta',
      birthdate: '15-08-1990',
      // A woman's NIK: the day of birth plus 40.
      ktpnumber: '3171015508900001',
      ktpexpirydate: 'SEUMUR HIDUP',
      ktpcity: 'Jakarta',
      religion: 'ISLAM',
      maritalstatus: 'BELUM_KAWIN',
      education: 'S1',
    };
    const api = await openProfile({
      profile: profile('personal', [{ section: 'personal', status: 'FILLED', data }]),
      account: account('Budi Santoso', null),
    });
    await user().click(screen.getByRole('button', { name: 'Simpan' }));
    await elapse(0);
    expect(
      screen.getByText(
        'Jenis kelamin tidak sesuai dengan NIK (pada NIK perempuan, tanggal lahir ditambah 40)',
      ),
    ).toBeTruthy();
    expect(api.operations.some((op) => op.operationName === 'SaveProfileSection')).toBe(false);
  });
});

// A new-user walk-through: a company lender read the borrower's conditions in the intro and
// "the name on the ID card" as the bank account holder's name.
describe("a company lender's profile", () => {
  afterEach(clearSession);

  it('says what validation opens for a lender, and that the account is in the company name', async () => {
    saveSession({
      token: 'token-of-company-lender',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      user: {
        id: '00000000-0000-4000-8000-000000000009',
        email: 'pt@lumbung.test',
        fullName: 'PT Karya Mandiri',
        role: 'LENDER',
        isPersonal: false,
      },
    });
    await openProfile({
      profile: profile('company'),
      account: account('PT Karya Mandiri', '081298765432'),
    });
    const body = document.body.textContent ?? '';
    expect(body).toContain('Setelah divalidasi, Anda dapat membuka dompet dan mendanai pinjaman.');
    expect(body).not.toContain('Peminjam memerlukan data lengkap');
    await user().click(screen.getByRole('tab', { name: 'Bank' }));
    await loaded();
    const bank = screen.getByTestId('section-bank').textContent ?? '';
    expect(bank).toContain('Sama dengan nama perusahaan');
    expect(bank).not.toContain('nama di KTP');
  });
});
