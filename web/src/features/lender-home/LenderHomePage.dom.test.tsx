// @vitest-environment jsdom
// The lender's home (LenderHomePage.tsx, FundingChecklist.tsx): "Sebelum mendanai" lists what
// funding needs (loan.fund's conditions), each done or to do with where to do it; a lender like the
// demo's lender@lumbung.test (no income declared, agreement unsigned) sees those two to do; a
// company is not asked for an income; once everything is done the list is gone.
import { act, screen, within } from '@testing-library/react';
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
import { LenderHomePage } from './LenderHomePage.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  saveSession({
    token: 'token-of-lender',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    user: {
      id: '00000000-0000-4000-8000-000000000002',
      email: 'lender@lumbung.test',
      fullName: 'Pemberi Dana',
      role: 'LENDER',
      isPersonal: true,
    },
  });
});
afterEach(() => {
  resetDom();
  clearSession();
});

const PERSON_SECTIONS = ['personal', 'addressKtp', 'jobs', 'familyReference', 'bank', 'document'];

type Facts = {
  isPersonal?: boolean;
  statuses?: Record<string, string>;
  agreementSigned?: boolean;
  declarationNeeded?: boolean;
  walletKind?: 'VA' | 'RDL' | null;
  active?: string;
};

/** LenderFundingReadiness's answer; by default a person with every step done. */
function readiness({
  isPersonal = true,
  statuses = {},
  agreementSigned = true,
  declarationNeeded = false,
  walletKind = 'VA',
  active = '50000000.00',
}: Facts = {}) {
  const names = isPersonal ? PERSON_SECTIONS : ['company', 'companyAddress', 'bank', 'document'];
  return {
    myProfile: {
      __typename: 'Profile',
      kind: isPersonal ? 'personal' : 'company',
      sections: names.map((section) => ({
        __typename: 'ProfileSection',
        section,
        status: statuses[section] ?? 'VALIDATED',
        data: section === 'personal' ? { maritalstatus: 'BELUM_KAWIN' } : {},
      })),
    },
    signingDocuments: [
      {
        __typename: 'SigningDocument',
        id: 'doc-1',
        kind: 'LENDER_AGREEMENT',
        signed: agreementSigned,
      },
    ],
    myFundingLimits: {
      __typename: 'LenderFundingLimits',
      lenderId: '00000000-0000-4000-8000-000000000002',
      isPersonal,
      income: { __typename: 'LenderIncomeLimit', declarationNeeded },
    },
    myBalance: { __typename: 'WalletBalance', active, kind: walletKind },
  };
}

async function openHome(facts: Facts = {}) {
  const api = createTestApollo();
  renderInApp(<LenderHomePage />, { client: api.client, path: '/lender' });
  await elapse(0);
  const read = api.operations.find((op) => op.operationName === 'LenderFundingReadiness');
  await answer(() => read?.succeed(readiness(facts)));
  return api;
}

const checklist = () => screen.getByRole('region', { name: 'Sebelum mendanai' });
const step = (key: string) => within(checklist()).getByTestId(`funding-step-${key}`);
const linkIn = (key: string) => within(step(key)).queryByRole('link');

describe('Sebelum mendanai, on the lender home', () => {
  it('shows each missing step to do with its link, and the done ones done without one', async () => {
    const api = await openHome({ agreementSigned: false, declarationNeeded: true });
    expect(
      api.operations.filter((op) => op.operationName === 'LenderFundingReadiness'),
    ).toHaveLength(1);
    expect(step('agreement').textContent).toContain(
      'Perjanjian pemberi dana ditandatangani: belum',
    );
    expect(linkIn('agreement')?.getAttribute('href')).toBe('/signature');
    expect(linkIn('agreement')?.textContent).toBe('Tanda tangani perjanjian pemberi dana');
    expect(step('income').textContent).toContain('Penghasilan tahunan dinyatakan: belum');
    expect(linkIn('income')?.getAttribute('href')).toBe('/lender/funding-limits');
    expect(step('profile').textContent).toContain('Data diri divalidasi staf: selesai');
    expect(linkIn('profile')).toBeNull();
    expect(step('wallet').textContent).toContain('selesai');
    expect(linkIn('wallet')).toBeNull();
  });

  it('a brand-new lender: every step to do, each saying what is missing and where', async () => {
    await openHome({
      statuses: { personal: 'SUBMITTED', addressKtp: 'SUBMITTED', jobs: 'FILLED', bank: 'EMPTY' },
      agreementSigned: false,
      declarationNeeded: true,
      walletKind: null,
      active: '0.00',
    });
    expect(step('profile').textContent).toContain(
      'Belum dikirim atau perlu diperbaiki: data pekerjaan, data bank',
    );
    expect(linkIn('profile')?.getAttribute('href')).toBe('/profile');
    expect(step('wallet').textContent).toContain('Belum ada dompet yang disetujui');
    expect(linkIn('wallet')?.getAttribute('href')).toBe('/lender/wallet');
    for (const key of ['profile', 'agreement', 'income', 'wallet']) {
      expect(step(key).textContent).toContain(': belum');
    }
  });

  it('data sent and waiting for staff, an approved wallet with no money: says so', async () => {
    await openHome({ statuses: { bank: 'SUBMITTED' }, active: '0.00' });
    expect(step('profile').textContent).toContain('Sudah dikirim; menunggu validasi staf.');
    expect(step('wallet').textContent).toContain('Saldo aktif Anda masih Rp 0.');
  });

  it('a company is not asked for an income', async () => {
    await openHome({ isPersonal: false, agreementSigned: false });
    expect(within(checklist()).queryByTestId('funding-step-income')).toBeNull();
    expect(linkIn('agreement')?.getAttribute('href')).toBe('/signature');
  });

  it('is gone once everything is done', async () => {
    await openHome();
    expect(screen.queryByRole('region', { name: 'Sebelum mendanai' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Beranda Pemberi Dana' })).toBeTruthy();
  });

  it('says it in English on an English screen', async () => {
    i18n.addResourceBundle('en', 'translation', en, true, false);
    await openHome({ declarationNeeded: true, agreementSigned: false });
    await act(() => i18n.changeLanguage('en'));
    const list = screen.getByRole('region', { name: 'Before you fund' });
    expect(within(list).getByTestId('funding-step-income').textContent).toContain(
      'Yearly income declared: to do',
    );
    expect(within(list).getByRole('link', { name: 'Sign the lender agreement' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Declare your yearly income' })).toBeTruthy();
    expect(within(list).getByTestId('funding-step-profile').textContent).toContain(
      'Your data validated by staff: done',
    );
  });
});

describe('the ways to the wallet, the marketplace and auto-lend', () => {
  it("keeps the wallet's hint with the wallet's link, not after the last link where they wrap", async () => {
    await openHome();
    const wallet = screen.getByRole('link', { name: 'Dompet dan rekening' });
    const hint = screen.getByText(
      'Ajukan Virtual Account atau rekening RDL di bank mitra dan lihat statusnya.',
    );
    expect(hint.parentElement).toBe(wallet.parentElement);
    expect(hint.parentElement?.textContent).not.toContain('Atur pendanaan otomatis');
  });
});
