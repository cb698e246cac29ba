// @vitest-environment jsdom
// The lender's tax page while a declaration waits for staff: what is withheld now (the verified
// status) stays on top, the declaration says it waits and what applies meanwhile and once
// approved, with the NIK note; the form holds the declaration, and saving a new one (by
// keyboard) says it was sent for verification. A refused declaration shows staff's reason.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  createTestApollo,
  type PendingOperation,
  renderInApp,
  resetDom,
  toasts,
} from '../../test-support/dom.tsx';
import { TaxStatusPage } from './TaxStatusPage.tsx';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T03:00:00.000Z') });
});
afterEach(resetDom);

const words = (id: string, en = id) => ({ __typename: 'LocalizedText', id, en });

function makeDeclaration(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'TaxDeclaration',
    id: '7',
    status: 'PENDING',
    resident: false,
    country: 'SG',
    treatyPercent: '0',
    certificateFile: '/file/0b7f6f0e-1d0a-4c59-9f55-6a2d3c1e0a11.png',
    certificateValidUntil: '2027-06-30',
    declaredAt: '2026-11-25T02:00:00.000Z',
    decidedAt: null,
    refusalReason: null,
    reviewNotes: [{ __typename: 'TaxReviewNote', code: 'INDONESIAN_NIK' }],
    withholdingIfApproved: {
      __typename: 'Withholding',
      kind: 'TREATY',
      label: words('Tarif perjanjian 0% (SKD berlaku s.d. 30-06-2027)'),
    },
    ...overrides,
  };
}

function makeStatus(declaration: ReturnType<typeof makeDeclaration> | null) {
  return {
    myTaxStatus: {
      __typename: 'LenderTaxStatus',
      lenderId: 'a1b2c3d4-0000-4000-8000-000000000001',
      resident: true,
      country: null,
      treatyPercent: null,
      certificateFile: null,
      certificateValidUntil: null,
      certificateExpired: false,
      withholding: {
        __typename: 'Withholding',
        kind: 'PPH23',
        percent: '15',
        validUntil: null,
        label: words('PPh 23 15%'),
      },
      updatedAt: null,
      declaration,
    },
  };
}

const named = (operations: PendingOperation[], name: string) =>
  operations.filter((op) => op.operationName === name);

async function renderPage(declaration: ReturnType<typeof makeDeclaration> | null) {
  const api = createTestApollo();
  renderInApp(<TaxStatusPage />, { client: api.client, path: '/lender/tax-status' });
  await answer(() => named(api.operations, 'MyTaxStatus')[0]?.succeed(makeStatus(declaration)));
  return api;
}

describe('the lender tax page with a declaration for staff', () => {
  it('says the declaration waits, what applies meanwhile, and sends a new one for verification', async () => {
    const api = await renderPage(makeDeclaration());
    expect(screen.getByTestId('withholding-now').textContent).toBe('PPh 23 15%');
    const pending = screen.getByTestId('declaration-pending');
    expect(pending.textContent).toContain('Pernyataan Anda menunggu verifikasi staf');
    expect(pending.textContent).toContain(
      'Sampai disetujui, pembayaran tetap dipotong PPh 23 15%; setelah disetujui: Tarif perjanjian 0% (SKD berlaku s.d. 30-06-2027).',
    );
    expect(pending.textContent).toContain('Singapura');
    expect(pending.textContent).toContain('meminta bukti bahwa Anda tinggal di luar negeri');
    expect(
      screen.getByText(/Status luar negeri dan tarif perjanjian berlaku setelah staf/),
    ).toBeTruthy();

    // The form holds the waiting declaration.
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: /Wajib pajak luar negeri/ }).checked,
    ).toBe(true);
    const rate = screen.getByRole<HTMLInputElement>('textbox', {
      name: /Tarif perjanjian \(P3B\)/,
    });
    expect(rate.value).toBe('0');

    // A new rate, saved from the keyboard.
    const u = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await u.clear(rate);
    await u.type(rate, '5{Enter}');
    const [sent] = named(api.operations, 'SetMyTaxStatus');
    expect(sent?.variables).toEqual({
      input: {
        resident: false,
        country: 'SG',
        treatyPercent: '5',
        certificateFile: '/file/0b7f6f0e-1d0a-4c59-9f55-6a2d3c1e0a11.png',
        certificateValidUntil: '2027-06-30',
      },
    });
    const answered = makeStatus(makeDeclaration({ id: '8', treatyPercent: '5' }));
    await answer(() => sent?.succeed({ setTaxStatus: answered.myTaxStatus }));
    expect(toasts()).toEqual([
      'Berhasil: Pernyataan status pajak dikirim dan menunggu verifikasi staf',
    ]);
    // What is withheld has not changed.
    expect(screen.getByTestId('withholding-now').textContent).toBe('PPh 23 15%');
  });

  it("shows staff's reason for a refusal and that the verified status still applies", async () => {
    await renderPage(
      makeDeclaration({
        status: 'REFUSED',
        reviewNotes: [],
        decidedAt: '2026-11-25T02:30:00.000Z',
        refusalReason: 'SKD tidak menyebut tarif 0%',
      }),
    );
    const refused = screen.getByTestId('declaration-refused');
    expect(within(refused).getByText('Pernyataan Anda ditolak staf')).toBeTruthy();
    expect(refused.textContent).toContain('Alasan: SKD tidak menyebut tarif 0%');
    expect(refused.textContent).toContain('Pembayaran tetap dipotong PPh 23 15%.');
    expect(screen.queryByTestId('declaration-pending')).toBeNull();
    // The form holds the verified status, not the refused claim.
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: /Wajib pajak dalam negeri/ }).checked,
    ).toBe(true);
  });
});
