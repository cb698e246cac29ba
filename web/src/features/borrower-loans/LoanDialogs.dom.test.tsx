// @vitest-environment jsdom
// The borrower's loan dialogs rendered as the loan screen renders them (LoanDialogs.tsx), with
// fake timers: the spec's texts (§2, §8), the sending state while the mutation is pending, the
// 200 ms before the cancel leaves for /borrower/proposal, the toasts, and §4 "Dialog behaviour".
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  createTestApollo,
  currentPath,
  elapse,
  renderInApp,
  resetDom,
  toasts,
} from '../../test-support/dom.tsx';
import {
  CancelSubmissionButton,
  CompleteDisbursementDialog,
  OfferButtons,
} from './LoanDialogs.tsx';

const LOAN_PATH = '/borrower/loans/7';
const LOAN = { __typename: 'Loan', id: '7' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const user = () => userEvent.setup({ delay: null });
const dialog = (name: string) => screen.getByRole('dialog', { name });
const button = (name: string, within_: HTMLElement) =>
  within(within_).getByRole<HTMLButtonElement>('button', { name });

describe('cancel submission (Batalkan Pengajuan)', () => {
  function renderCancel() {
    const api = createTestApollo();
    renderInApp(
      <Routes>
        <Route
          path="/borrower/loans/:id"
          element={<CancelSubmissionButton loanId="7" applicationValue="1500000.00" visible />}
        />
        <Route path="/borrower/proposal" element={<p>Daftar pengajuan</p>} />
      </Routes>,
      { client: api.client, path: LOAN_PATH },
    );
    return api;
  }

  async function openAndConfirm(reason: string) {
    const api = renderCancel();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Batalkan Pengajuan' }));
    const modal = dialog('Batalkan Pengajuan');
    await u.click(within(modal).getByRole('textbox', { name: /Alasan/ }));
    await u.paste(reason);
    await u.click(button('Ya, batalkan pengajuan', modal));
    return { api, modal, u };
  }

  it('shows the amount requested as Rp with two decimals, Close and the destructive button saying what it does', async () => {
    renderCancel();
    await user().click(screen.getByRole('button', { name: 'Batalkan Pengajuan' }));
    const modal = dialog('Batalkan Pengajuan');
    expect(modal.textContent).toContain('Nilai pengajuan yang diminta: Rp 1.500.000,00');
    expect(button('Tutup', modal).disabled).toBe(false);
    expect(button('Ya, batalkan pengajuan', modal).disabled).toBe(false);
  });

  it('asks for a reason and sends nothing without one', async () => {
    const api = renderCancel();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Batalkan Pengajuan' }));
    const modal = dialog('Batalkan Pengajuan');
    await u.click(button('Ya, batalkan pengajuan', modal));
    expect(modal.textContent).toContain('wajib diisi');
    expect(api.operations).toHaveLength(0);
  });

  it('reads Membatalkan... and is disabled while pending; leaves only after 200 ms', async () => {
    const { api, modal, u } = await openAndConfirm('Tidak jadi');
    expect(api.operations.map((op) => [op.operationName, op.variables])).toEqual([
      ['CancelSubmission', { id: '7', reason: 'Tidak jadi' }],
    ]);
    expect(button('Membatalkan...', modal).disabled).toBe(true);
    expect(button('Tutup', modal).disabled).toBe(true);
    // Escape does not close a dialog that is sending.
    await u.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Batalkan Pengajuan' })).toBe(modal);

    await answer(() => api.operations[0]?.succeed({ cancelLoan: LOAN }));
    expect(toasts()).toEqual(['Berhasil: Berhasil membatalkan pinjaman']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentPath()).toBe(LOAN_PATH);
    await elapse(199);
    expect(currentPath()).toBe(LOAN_PATH);
    await elapse(1);
    expect(currentPath()).toBe('/borrower/proposal');
    expect(screen.getByText('Daftar pengajuan')).toBeTruthy();
  });

  it('on failure shows the failure toast, hides the dialog and stays on the loan', async () => {
    const { api } = await openAndConfirm('Tidak jadi');
    await answer(() => api.operations[0]?.fail('Pinjaman tidak dapat dibatalkan', 'CONFLICT'));
    expect(toasts()).toEqual(['Gagal: Gagal membatalkan pinjaman']);
    expect(screen.queryByRole('dialog')).toBeNull();
    await elapse(1000);
    expect(currentPath()).toBe(LOAN_PATH);
    // The button is still there: the borrower may try again.
    await user().click(screen.getByRole('button', { name: 'Batalkan Pengajuan' }));
    expect(dialog('Batalkan Pengajuan')).toBeTruthy();
  });

  it('closes on Escape and on Close without sending', async () => {
    const api = renderCancel();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Batalkan Pengajuan' }));
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Batalkan Pengajuan' }));
    await u.click(button('Tutup', dialog('Batalkan Pengajuan')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.operations).toHaveLength(0);
  });
});

const OFFER = {
  applicationValue: '2750000.50',
  interestPercent: '12.00',
  periodDays: 60,
  paymentType: 'INSTALLMENT',
  adminFee: '50000.00',
};

describe.each([
  {
    decision: 'accept',
    opener: 'Terima Penawaran',
    title: 'Terima Penawaran',
    text: 'Periksa syarat penawaran sebelum menerimanya.',
    confirm: 'Terima',
    sending: 'Menerima...',
    operation: 'AcceptOffer',
    variables: { id: '7', consent: true },
    field: 'acceptOffer',
    success: 'Berhasil: Berhasil menerima penawaran',
    failure: 'Gagal: Gagal menerima penawaran',
  },
  {
    decision: 'decline',
    opener: 'Tolak Penawaran',
    title: 'Tolak Penawaran',
    text: 'Tolak penawaran pinjaman senilai Rp 2.750.000,50',
    confirm: 'Tolak',
    sending: 'Menolak...',
    operation: 'DeclineOffer',
    variables: { id: '7' },
    field: 'declineOffer',
    success: 'Berhasil: Berhasil menolak penawaran',
    failure: 'Gagal: Gagal menolak penawaran',
  },
])('$decision offer ($title)', (c) => {
  async function openOffer() {
    const api = createTestApollo();
    renderInApp(<OfferButtons loanId="7" offer={OFFER} canAccept canDecline />, {
      client: api.client,
      path: LOAN_PATH,
    });
    const u = user();
    await u.click(screen.getByRole('button', { name: c.opener }));
    const modal = dialog(c.title);
    return { api, u, modal };
  }

  /** Accepting needs the consent tick; declining has none. */
  async function confirm(u: ReturnType<typeof user>, modal: HTMLElement) {
    if (c.decision === 'accept') {
      await u.click(within(modal).getByRole('checkbox', { name: /menyetujui syarat penawaran/ }));
    }
    await u.click(button(c.confirm, modal));
  }

  it('shows the offer, Close and the confirm button', async () => {
    const { modal } = await openOffer();
    expect(modal.textContent).toContain(c.text);
    expect(button('Tutup', modal).disabled).toBe(false);
    expect(button(c.confirm, modal).disabled).toBe(false);
  });

  it('reads the sending text while pending; on success closes with the success toast', async () => {
    const { api, u, modal } = await openOffer();
    await confirm(u, modal);
    expect(api.operations.map((op) => [op.operationName, op.variables])).toEqual([
      [c.operation, c.variables],
    ]);
    expect(button(c.sending, modal).disabled).toBe(true);
    expect(button('Tutup', modal).disabled).toBe(true);
    await answer(() => api.operations[0]?.succeed({ [c.field]: LOAN }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([c.success]);
  });

  it('on failure shows the failure toast and stays open, no longer sending', async () => {
    const { api, u, modal } = await openOffer();
    await confirm(u, modal);
    await answer(() => api.operations[0]?.fail('Penawaran sudah berakhir', 'CONFLICT'));
    expect(toasts()).toEqual([c.failure]);
    expect(dialog(c.title)).toBe(modal);
    expect(button(c.confirm, modal).disabled).toBe(false);
    expect(button('Tutup', modal).disabled).toBe(false);
  });

  it('closes on Escape and on Close', async () => {
    const { api, u, modal } = await openOffer();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await u.click(screen.getByRole('button', { name: c.opener }));
    await u.click(button('Tutup', dialog(c.title)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modal.isConnected).toBe(false);
    expect(api.operations).toHaveLength(0);
  });
});

describe('accepting shows the full terms and needs the consent tick', () => {
  it('lists amount, interest, period, payment type, admin fee, the schedule and totals', async () => {
    const api = createTestApollo();
    renderInApp(<OfferButtons loanId="7" offer={OFFER} canAccept canDecline={false} />, {
      client: api.client,
      path: LOAN_PATH,
    });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Terima Penawaran' }));
    const modal = dialog('Terima Penawaran');
    const text = modal.textContent ?? '';
    for (const expected of [
      'Nilai pinjamanRp 2.750.000,50',
      'Bunga12% per tahun',
      'Jangka waktu2 Bulan',
      'Jenis pembayaranCicil Pokok + Bunga',
      'Biaya adminRp 50.000,00',
      'Total bungaRp 41.250,00',
      'Total biaya pinjaman (bunga + biaya admin)Rp 91.250,00',
    ]) {
      expect(text).toContain(expected);
    }
    const rows = within(within(modal).getByRole('table', { name: 'Jadwal cicilan' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Cicilan keJatuh tempoPokokBungaJumlah',
      '1hari ke-30Rp 1.375.000,00Rp 27.500,00Rp 1.402.500,00',
      '2hari ke-60Rp 1.375.000,50Rp 13.750,00Rp 1.388.750,50',
      'TotalRp 2.750.000,50Rp 41.250,00Rp 2.791.250,50',
    ]);

    // Without the tick nothing is sent and the box says why.
    await u.click(button('Terima', modal));
    expect(api.operations).toHaveLength(0);
    expect(modal.textContent).toContain('Centang persetujuan untuk menerima penawaran');
    await u.click(within(modal).getByRole('checkbox', { name: /menyetujui syarat penawaran/ }));
    expect(modal.textContent).not.toContain('Centang persetujuan untuk menerima penawaran');
    await u.click(button('Terima', modal));
    expect(api.operations.map((op) => op.variables)).toEqual([{ id: '7', consent: true }]);
  });
});

describe('complete disbursement approval (back from signing)', () => {
  const SIGNING_KEY = 'lumbung.disbursementSigning';
  const stored = JSON.stringify({
    loanId: 7,
    returnAddress: `${LOAN_PATH}?event=signing_complete`,
  });

  function renderComplete(active: boolean) {
    const api = createTestApollo();
    renderInApp(<CompleteDisbursementDialog active={active} />, {
      client: api.client,
      path: LOAN_PATH,
    });
    return api;
  }

  it('opens at once with Menyetujui disbursement... and runs the approval', async () => {
    window.localStorage.setItem(SIGNING_KEY, stored);
    const api = renderComplete(true);
    await elapse(0);
    const modal = dialog('Persetujuan Disbursement');
    expect(modal.textContent).toContain('Menyetujui disbursement...');
    expect(api.operations.map((op) => [op.operationName, op.variables])).toEqual([
      ['ConfirmDisbursementSigning', { id: '7' }],
    ]);
    // It cannot be closed by hand while the approval runs.
    await user().keyboard('{Escape}');
    expect(dialog('Persetujuan Disbursement')).toBe(modal);
  });

  it('on success closes, clears the stored parameters and says so', async () => {
    window.localStorage.setItem(SIGNING_KEY, stored);
    const api = renderComplete(true);
    await elapse(0);
    await answer(() => api.operations[0]?.succeed({ confirmDisbursementSigning: LOAN }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(SIGNING_KEY)).toBeNull();
    expect(toasts()).toEqual(['Berhasil: Sukses menyetujui disbursement']);
  });

  it('on failure closes with the error toast and keeps the parameters for a retry', async () => {
    window.localStorage.setItem(SIGNING_KEY, stored);
    const api = renderComplete(true);
    await elapse(0);
    await answer(() => api.operations[0]?.fail('Tanda tangan belum selesai', 'CONFLICT'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual(['Gagal: Gagal menyetujui disbursement']);
    expect(window.localStorage.getItem(SIGNING_KEY)).toBe(stored);
  });

  it('without stored parameters simply stays closed and sends nothing', async () => {
    const api = renderComplete(true);
    await elapse(1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.operations).toHaveLength(0);
    expect(toasts()).toEqual([]);
  });

  it('does nothing when the page was not reached with event=signing_complete', async () => {
    window.localStorage.setItem(SIGNING_KEY, stored);
    const api = renderComplete(false);
    await elapse(1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.operations).toHaveLength(0);
  });
});
