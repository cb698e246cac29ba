// @vitest-environment jsdom
// The borrower's home (BorrowerDashboardPage.tsx) for a new borrower: without profile and survey
// they may not apply, so the home shows the application page's checklist with its links, and the
// alerts do not say that nothing needs them; once they may apply, no checklist and the usual line.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { en } from '../../locales/en.ts';
import {
  answer,
  createTestApollo,
  elapse,
  renderInApp,
  resetDom,
} from '../../test-support/dom.tsx';
import { BorrowerDashboardPage } from './BorrowerDashboardPage.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const words = (id: string, en: string) => ({ __typename: 'LocalizedText', id, en });

/** The profile as ApplyReadiness answers it: what is missing before applying. */
function readiness(missing: { code: string; id: string; en: string }[]) {
  return {
    myProfile: {
      __typename: 'Profile',
      missing: missing.map((item) => item.code),
      missingLabels: missing.map((item) => words(item.id, item.en)),
      mayApply: missing.length === 0,
    },
  };
}

const NEW_BORROWER = readiness([
  { code: 'personal', id: 'data pribadi', en: 'personal data' },
  { code: 'bank', id: 'data bank', en: 'bank data' },
  { code: 'survey', id: 'survei psikometri', en: 'psychometric survey' },
]);

/** The home with no loans and no bills, and the readiness given. */
async function openHome(profile: ReturnType<typeof readiness>) {
  const api = createTestApollo();
  renderInApp(<BorrowerDashboardPage />, { client: api.client, path: '/borrower' });
  await elapse(0);
  const dashboard = api.operations.find((op) => op.operationName === 'BorrowerDashboard');
  const ready = api.operations.find((op) => op.operationName === 'ApplyReadiness');
  await answer(() => dashboard?.succeed({ myLoans: [], myBills: [] }));
  await answer(() => ready?.succeed(profile));
  return api;
}

describe('the home of a new borrower', () => {
  it('shows what to do before applying, with its links, and does not say nothing is needed', async () => {
    await openHome(NEW_BORROWER);
    const checklist = screen.getByRole('region', { name: 'Sebelum mengajukan pinjaman' });
    expect(within(checklist).getByText('Masih kurang: data pribadi, data bank')).toBeTruthy();
    expect(
      within(checklist).getByRole('link', { name: 'Lengkapi profil' }).getAttribute('href'),
    ).toBe('/profile');
    expect(within(checklist).getByRole('link', { name: 'Isi survei' }).getAttribute('href')).toBe(
      '/survey',
    );
    expect(screen.queryByText('Tidak ada yang perlu perhatian Anda.')).toBeNull();
    const alerts = screen.getByRole('region', { name: 'Pemberitahuan' });
    expect(alerts.textContent).toContain('“Sebelum mengajukan pinjaman” di atas');
  });

  it('says it in English on an English screen', async () => {
    i18n.addResourceBundle('en', 'translation', en, true, false);
    await openHome(NEW_BORROWER);
    await act(() => i18n.changeLanguage('en'));
    const checklist = screen.getByRole('region', { name: 'Before you apply for a loan' });
    expect(within(checklist).getByText('Still missing: personal data, bank data')).toBeTruthy();
    expect(screen.queryByText('Nothing needs your attention.')).toBeNull();
    expect(screen.getByRole('region', { name: 'Alerts' }).textContent).toContain(
      'in the “Before you apply for a loan” list above',
    );
  });

  it('once they may apply: no checklist, and nothing needs their attention', async () => {
    await openHome(readiness([]));
    expect(screen.queryByRole('region', { name: 'Sebelum mengajukan pinjaman' })).toBeNull();
    expect(screen.getByText('Tidak ada yang perlu perhatian Anda.')).toBeTruthy();
  });
});

describe('a loan waiting for the borrower', () => {
  it('tells her what to do in words to her, not that she is being waited for', async () => {
    const api = createTestApollo();
    renderInApp(<BorrowerDashboardPage />, { client: api.client, path: '/borrower' });
    await elapse(0);
    const dashboard = api.operations.find((op) => op.operationName === 'BorrowerDashboard');
    const ready = api.operations.find((op) => op.operationName === 'ApplyReadiness');
    const offered = {
      __typename: 'Loan',
      id: '10',
      product: {
        __typename: 'Product',
        id: '1',
        name: words('Pembiayaan Proyek', 'Project financing'),
      },
      applicationValue: '50000000.00',
      submissionStage: 'APPROVAL_BORROWER',
      stageLabel: words('Menunggu Jawaban Peminjam', "Awaiting the borrower's answer"),
      nextStep: {
        __typename: 'LoanNextStep',
        actor: 'borrower',
        text: words(
          'Menunggu jawaban peminjam atas penawaran',
          "Waiting for the borrower's answer to the offer",
        ),
        yours: words(
          'Baca penawaran, lalu terima atau tolak',
          'Read the offer, then accept or decline it',
        ),
      },
    };
    await answer(() => dashboard?.succeed({ myLoans: [offered], myBills: [] }));
    await answer(() => ready?.succeed(readiness([])));
    const alerts = screen.getByTestId('borrower-alerts');
    expect(alerts.textContent).toBe(
      'Pinjaman #10 menunggu tindakan Anda: Baca penawaran, lalu terima atau tolak',
    );
    expect(document.body.textContent).not.toContain('Menunggu jawaban peminjam');
  });
});
