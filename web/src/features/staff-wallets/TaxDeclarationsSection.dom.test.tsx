// @vitest-environment jsdom
// Staff decide a lender's tax declaration beside the wallets: the waiting one in a table, opened
// from the keyboard; the check shows the country, the rate, what is withheld now and once
// approved, the NIK note and the certificate to open; approving asks first (the confirmation
// starts on Cancel) and sends one approval; refusing needs a reason, which is sent as typed.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  createTestApollo,
  elapse,
  type PendingOperation,
  renderInApp,
  resetDom,
  toasts,
} from '../../test-support/dom.tsx';
import { TaxDeclarationsSection } from './TaxDeclarationsSection.tsx';

const LENDER = 'a1b2c3d4-0000-4000-8000-000000000001';
const words = (id: string, en = id) => ({ __typename: 'LocalizedText', id, en });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T03:00:00.000Z') });
  vi.stubGlobal(
    'fetch',
    async () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
  );
  URL.createObjectURL = () => 'blob:certificate';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  resetDom();
  vi.unstubAllGlobals();
});

const DECLARATION = {
  __typename: 'TaxDeclaration',
  id: '7',
  lenderId: LENDER,
  lender: { __typename: 'TaxDeclarationLender', fullName: 'Mei Ling Tan', email: 'mei@example.id' },
  status: 'PENDING',
  resident: false,
  country: 'SG',
  treatyPercent: '0',
  certificateFile: '/file/0b7f6f0e-1d0a-4c59-9f55-6a2d3c1e0a11.pdf',
  certificateValidUntil: '2027-06-30',
  declaredAt: '2026-11-25T02:00:00.000Z',
  reviewNotes: [
    {
      __typename: 'TaxReviewNote',
      code: 'INDONESIAN_NIK',
      text: words(
        'Data pribadi tervalidasi memuat NIK Indonesia: minta bukti tinggal di luar negeri selain SKD',
      ),
    },
  ],
  withholdingIfApproved: {
    __typename: 'Withholding',
    kind: 'TREATY',
    percent: '0',
    label: words('Tarif perjanjian 0% (SKD berlaku s.d. 30-06-2027)'),
  },
  availableActions: [
    { __typename: 'TaxDeclarationActionState', action: 'approve', allowed: true },
    { __typename: 'TaxDeclarationActionState', action: 'refuse', allowed: true },
  ],
};

const named = (operations: PendingOperation[], name: string) =>
  operations.filter((op) => op.operationName === name);
const user = () => userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });

async function openCheck() {
  const api = createTestApollo();
  renderInApp(<TaxDeclarationsSection />, { client: api.client, path: '/staff/wallets' });
  await answer(() =>
    named(api.operations, 'StaffTaxDeclarations')[0]?.succeed({
      pendingTaxDeclarations: [DECLARATION],
    }),
  );
  const row = screen.getByTestId('tax-row-mei@example.id');
  expect(row.textContent).toContain('Tarif perjanjian 0% (SKD berlaku s.d. 30-06-2027) · SG');
  const u = user();
  // By keyboard: the row's button, then Enter.
  within(row).getByRole('button', { name: 'Periksa pernyataan status pajak Mei Ling Tan' }).focus();
  await u.keyboard('{Enter}');
  const [lender] = named(api.operations, 'StaffTaxDeclarationLender');
  expect(lender?.variables).toEqual({ lenderId: LENDER });
  await answer(() =>
    lender?.succeed({
      lenderTaxStatus: {
        __typename: 'LenderTaxStatus',
        lenderId: LENDER,
        withholding: { __typename: 'Withholding', kind: 'PPH23', label: words('PPh 23 15%') },
      },
    }),
  );
  await elapse(0);
  const dialog = screen.getByRole('dialog', { name: 'Pernyataan status pajak Mei Ling Tan' });
  return { api, u, dialog };
}

describe('staff decide a tax declaration', () => {
  it('shows what to check, the certificate to open, and approves after a confirmation', async () => {
    const { api, u, dialog } = await openCheck();
    expect(within(dialog).getByTestId('tax-now').textContent).toBe('PPh 23 15%');
    expect(within(dialog).getByTestId('tax-if-approved').textContent).toBe(
      'Tarif perjanjian 0% (SKD berlaku s.d. 30-06-2027)',
    );
    expect(dialog.textContent).toContain('SG');
    expect(dialog.textContent).toContain('0%');
    expect(within(dialog).getByTestId('tax-note-INDONESIAN_NIK').textContent).toContain(
      'NIK Indonesia',
    );
    const file = await within(dialog).findByRole('link', { name: 'Lihat file' });
    expect(file.getAttribute('href')).toBe('blob:certificate');

    await u.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    const confirm = screen.getByRole('dialog', {
      name: 'Setujui pernyataan status pajak Mei Ling Tan?',
    });
    expect(confirm.textContent).toContain('dipotong Tarif perjanjian 0%');
    expect(confirm.textContent).toContain('(sekarang PPh 23 15%)');
    // It starts on Cancel: an Enter pressed once too often approves nothing.
    await elapse(20);
    expect(document.activeElement?.textContent).toBe('Batal');
    expect(named(api.operations, 'ApproveTaxDeclaration')).toHaveLength(0);

    await u.click(within(confirm).getByRole('button', { name: 'Setujui' }));
    const sent = named(api.operations, 'ApproveTaxDeclaration');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.variables).toEqual({ id: '7' });
    await answer(() =>
      sent[0]?.succeed({
        approveTaxDeclaration: { __typename: 'TaxDeclaration', id: '7', status: 'APPROVED' },
      }),
    );
    await answer(() =>
      named(api.operations, 'StaffTaxDeclarations').at(-1)?.succeed({ pendingTaxDeclarations: [] }),
    );
    expect(toasts()).toEqual(['Berhasil: Status pajak Mei Ling Tan disetujui']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Tidak ada pernyataan status pajak yang menunggu.')).toBeTruthy();
  });

  it('refuses only with a reason, and sends the reason the lender will read', async () => {
    const { api, u, dialog } = await openCheck();
    await u.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    const refuse = screen.getByRole('dialog', {
      name: 'Tolak pernyataan status pajak Mei Ling Tan',
    });
    await u.click(within(refuse).getByRole('button', { name: 'Tolak' }));
    expect(refuse.textContent).toContain('Alasan wajib diisi');
    expect(named(api.operations, 'RefuseTaxDeclaration')).toHaveLength(0);

    await u.type(
      within(refuse).getByRole('textbox', { name: /Alasan penolakan/ }),
      'SKD tidak menyebut tarif 0%',
    );
    await u.click(within(refuse).getByRole('button', { name: 'Tolak' }));
    const [sent] = named(api.operations, 'RefuseTaxDeclaration');
    expect(sent?.variables).toEqual({ id: '7', reason: 'SKD tidak menyebut tarif 0%' });
    await answer(() =>
      sent?.succeed({
        refuseTaxDeclaration: { __typename: 'TaxDeclaration', id: '7', status: 'REFUSED' },
      }),
    );
    await answer(() =>
      named(api.operations, 'StaffTaxDeclarations').at(-1)?.succeed({ pendingTaxDeclarations: [] }),
    );
    expect(toasts()).toEqual(['Berhasil: Pernyataan status pajak Mei Ling Tan ditolak']);
  });
});
