// @vitest-environment jsdom
// The digital-signature registration (RegistrationForm.tsx): what the profile holds is not asked
// again — the ID card's data is shown with the account's e-mail and mobile number, the profile's
// photos attached — and can be corrected for the provider; what the profile lacks is asked; the
// photos' size hint says what the API takes (photoMaxBytes), not a number of the screen's own.
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DigitalSignatureFieldsFragment } from '../../generated/graphql.ts';
import { i18n } from '../../i18n.ts';
import { en } from '../../locales/en.ts';
import { createTestApollo, elapse, renderInApp, resetDom } from '../../test-support/dom.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const user = () => userEvent.setup({ delay: null });

type Profile = DigitalSignatureFieldsFragment['profile'];

const PROFILE: Profile = {
  name: 'Dewi Lestari Sari',
  email: 'dewi@example.id',
  phone: '081234567890',
  nik: '3273014503900001',
  birthPlace: 'Bandung',
  birthDate: '1990-03-05',
  gender: 'FEMALE',
  address: 'Jl. Kebon Sirih No. 7, Gambir, Jakarta Pusat 10150',
  idCardFile: '/file/ktp.png',
  selfieFile: '/file/selfie.png',
};

async function openForm(profile: Profile, photoMaxBytes = 1_000_000) {
  const api = createTestApollo();
  renderInApp(<RegistrationForm renew={false} profile={profile} photoMaxBytes={photoMaxBytes} />, {
    client: api.client,
    path: '/signature',
  });
  await elapse(0);
  return api;
}

const sent = (api: ReturnType<typeof createTestApollo>) =>
  api.operations.find((op) => op.operationName === 'RegisterDigitalSignature')?.variables;

describe('registering the digital signature with what the profile holds', () => {
  it('shows the profile’s ID card data instead of asking it, and sends it with the photos', async () => {
    const api = await openForm(PROFILE);
    const shown = screen.getByTestId('signature-from-profile').textContent ?? '';
    for (const fact of [
      'Dewi Lestari Sari',
      '3273014503900001',
      'Bandung, 05-03-1990',
      'Perempuan',
      'Jl. Kebon Sirih No. 7, Gambir, Jakarta Pusat 10150',
    ]) {
      expect(shown).toContain(fact);
    }
    expect(screen.queryByRole('textbox', { name: /NIK/ })).toBeNull();
    expect(screen.getByText('dewi@example.id')).toBeTruthy();
    expect(screen.getByText('081234567890')).toBeTruthy();
    // The photos the provider takes are attached from the profile, with the API's size limit.
    expect(screen.getAllByText('Ukuran maksimal 1 MB')).toHaveLength(2);
    expect(
      screen.getByText('Foto dari profil Anda sudah dipasang; ganti bila perlu.'),
    ).toBeTruthy();

    await user().click(screen.getByRole('button', { name: 'Daftarkan tanda tangan' }));
    await elapse(0);
    expect(sent(api)).toEqual({
      input: {
        name: 'Dewi Lestari Sari',
        nik: '3273014503900001',
        birthPlace: 'Bandung',
        birthDate: '1990-03-05',
        gender: 'FEMALE',
        address: 'Jl. Kebon Sirih No. 7, Gambir, Jakarta Pusat 10150',
        idCardFile: '/file/ktp.png',
        selfieFile: '/file/selfie.png',
      },
    });
  });

  it('lets the person correct it for the provider, from the keyboard', async () => {
    const api = await openForm(PROFILE);
    const keys = user();
    screen.getByRole('button', { name: 'Perbaiki data' }).focus();
    await keys.keyboard('{Enter}');
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Nama sesuai KTP' });
    expect(document.activeElement).toBe(name);
    expect(name.value).toBe('Dewi Lestari Sari');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'NIK' }).value).toBe(
      '3273014503900001',
    );
    await keys.clear(name);
    await keys.type(name, 'DEWI LESTARI SARI');
    await keys.click(screen.getByRole('button', { name: 'Daftarkan tanda tangan' }));
    await elapse(0);
    expect(sent(api)).toMatchObject({
      input: { name: 'DEWI LESTARI SARI', nik: '3273014503900001' },
    });
  });

  it('asks only what the profile lacks, and the size the API says it takes', async () => {
    const api = await openForm(
      {
        ...PROFILE,
        nik: null,
        birthPlace: null,
        birthDate: null,
        gender: null,
        address: null,
        idCardFile: null,
        selfieFile: null,
      },
      2_000_000,
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nama sesuai KTP' }).value).toBe(
      'Dewi Lestari Sari',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'NIK' }).value).toBe('');
    expect(
      screen.queryByText('Foto dari profil Anda sudah dipasang; ganti bila perlu.'),
    ).toBeNull();
    expect(screen.getAllByText('Ukuran maksimal 2 MB')).toHaveLength(2);
    await user().click(screen.getByRole('button', { name: 'Daftarkan tanda tangan' }));
    await elapse(0);
    expect(sent(api)).toBeUndefined();
    expect(screen.getByText('NIK terdiri dari 16 angka')).toBeTruthy();
  });

  it('says it in English on an English screen', async () => {
    i18n.addResourceBundle('en', 'translation', en, true, false);
    await openForm(PROFILE);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText(/The ID card data in your profile/)).toBeTruthy();
    expect(screen.getByText('Female')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Correct the data' })).toBeTruthy();
    expect(screen.getAllByText('Maximum size 1 MB')).toHaveLength(2);
  });
});
