// @vitest-environment jsdom
// The borrower's disbursement signing on the loan screen (DisbursementSigning.tsx): the button
// saves the signing session before leaving and says 'Gagal melakukan request docusign' when the
// provider does not start; a return other than signing_complete shows its words and is reported
// once, the loan untouched.
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  createTestApollo,
  elapse,
  renderInApp,
  resetDom,
  toasts,
} from '../../test-support/dom.tsx';
import { SignDisbursementButton, SigningReturnNotice } from './DisbursementSigning.tsx';
import { readStoredDisbursement } from './dialog-logic.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const user = () => userEvent.setup({ delay: null });

describe('Tanda tangani perjanjian pinjaman', () => {
  it('saves the signing session, asks for the URL with this page as the return, and says a failure', async () => {
    const api = createTestApollo();
    renderInApp(<SignDisbursementButton loanId="7" />, {
      client: api.client,
      path: '/borrower/loans/7',
    });
    await user().click(screen.getByRole('button', { name: 'Tanda tangani perjanjian pinjaman' }));
    const returnAddress = `${window.location.origin}/borrower/loans/7`;
    expect(readStoredDisbursement(window.localStorage)).toEqual({ loanId: 7, returnAddress });
    expect(api.operations.map((op) => [op.operationName, op.variables])).toEqual([
      ['StartDisbursementSigning', { id: '7', returnUrl: returnAddress }],
    ]);
    await answer(() =>
      api.operations[0]?.fail('Gagal melakukan request docusign', 'SIGNING_REQUEST_FAILED'),
    );
    expect(toasts()).toEqual(['Gagal: Gagal melakukan request docusign']);
    // The button can be pressed again.
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Tanda tangani perjanjian pinjaman' })
        .disabled,
    ).toBe(false);
  });
});

describe('a refusal that says what is missing', () => {
  it('is shown in its own words, not as the provider failing', async () => {
    const api = createTestApollo();
    renderInApp(<SignDisbursementButton loanId="7" />, {
      client: api.client,
      path: '/borrower/loans/7',
    });
    await user().click(screen.getByRole('button', { name: 'Tanda tangani perjanjian pinjaman' }));
    const words =
      'Rekening bank belum divalidasi staf. Lengkapi dan kirim data bank di halaman Profil; perjanjian dapat ditandatangani setelah staf memvalidasinya';
    await answer(() => api.operations[0]?.fail(words, 'BANK_ACCOUNT_NOT_VALIDATED'));
    expect(toasts()).toEqual([`Gagal: ${words}`]);
  });
});

describe('back from signing without a signature', () => {
  it('shows the decline in words and reports it once', async () => {
    const api = createTestApollo();
    renderInApp(<SigningReturnNotice loanId="7" event="decline" />, {
      client: api.client,
      path: '/borrower/loans/7',
    });
    await elapse(0);
    expect(screen.getByRole('status').textContent).toContain('Anda menolak menandatangani dokumen');
    expect(screen.getByRole('status').textContent).toContain('Status pinjaman tidak berubah');
    expect(api.operations.map((op) => [op.operationName, op.variables])).toEqual([
      ['ReportDisbursementSigningReturn', { id: '7', event: 'decline' }],
    ]);
  });

  it('words a timed-out session as such', async () => {
    const api = createTestApollo();
    renderInApp(<SigningReturnNotice loanId="7" event="session_timeout" />, {
      client: api.client,
      path: '/borrower/loans/7',
    });
    await elapse(0);
    expect(screen.getByRole('status').textContent).toContain('Sesi penandatanganan habis');
  });
});
