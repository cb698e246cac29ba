// @vitest-environment jsdom
// After the survey (SurveyPage.tsx) the page offers the next step, not only the way back: a
// borrower whose data is complete applies for a loan; one whose data is not completes the profile;
// a lender whose data is complete opens the wallet.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../session.ts';
import {
  answer,
  createTestApollo,
  elapse,
  renderInApp,
  resetDom,
} from '../../test-support/dom.tsx';
import { SurveyPage } from './SurveyPage.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  resetDom();
  clearSession();
});

const words = (id: string, en: string) => ({ __typename: 'LocalizedText', id, en });

async function afterSurvey(
  role: 'BORROWER' | 'LENDER',
  readiness: { missing: string[]; mayApply: boolean },
) {
  saveSession({
    token: 'token',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    user: {
      id: '00000000-0000-4000-8000-000000000003',
      email: 'someone@lumbung.test',
      fullName: 'Seseorang',
      role,
      isPersonal: true,
    },
  });
  const api = createTestApollo();
  renderInApp(<SurveyPage />, { client: api.client, path: '/survey' });
  await elapse(0);
  const read = (name: string) => api.operations.find((op) => op.operationName === name);
  await answer(() =>
    read('SurveyQuestions')?.succeed({
      psychometryQuestions: {
        __typename: 'PsychometryQuestions',
        fatca: [words('Warga AS?', 'A US person?')],
        risk: [
          {
            __typename: 'RiskQuestion',
            question: words('Tujuan?', 'Goal?'),
            options: [words('Aman', 'Safe'), words('Tumbuh', 'Growth')],
          },
        ],
      },
    }),
  );
  await answer(() =>
    read('MySurvey')?.succeed({
      mySurvey: {
        __typename: 'Survey',
        locked: true,
        fatca: [false],
        risk: [1],
        score: 10,
        rating: 'LOW',
        ratingLabel: words('Rendah', 'Low'),
      },
    }),
  );
  await elapse(0);
  await answer(() =>
    read('ApplyReadiness')?.succeed({
      myProfile: {
        __typename: 'Profile',
        missing: readiness.missing,
        missingLabels: readiness.missing.map((m) => words(m, m)),
        mayApply: readiness.mayApply,
      },
    }),
  );
}

const nextStep = () => screen.getByTestId('survey-next-step');

it('offers a borrower with complete data to apply for a loan', async () => {
  await afterSurvey('BORROWER', { missing: [], mayApply: true });
  expect(nextStep().textContent).toBe('Ajukan Pinjaman');
  expect(nextStep().getAttribute('href')).toBe('/borrower/proposal');
  expect(screen.getByText('Kembali ke akun')).toBeTruthy();
});

it('sends a borrower whose data is not complete to the profile', async () => {
  await afterSurvey('BORROWER', { missing: ['bank'], mayApply: false });
  expect(nextStep().textContent).toBe('Lengkapi profil');
  expect(nextStep().getAttribute('href')).toBe('/profile');
});

it('sends a lender with complete data to the wallet', async () => {
  await afterSurvey('LENDER', { missing: [], mayApply: false });
  expect(nextStep().textContent).toBe('Dompet dan rekening');
  expect(nextStep().getAttribute('href')).toBe('/lender/wallet');
});
