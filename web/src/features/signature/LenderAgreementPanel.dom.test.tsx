// @vitest-environment jsdom
// The lender agreement on the signature page (LenderAgreementPanel.tsx): unsigned, the button asks
// for a signing that comes back to /signature, is busy while it waits, and says the spec's
// 'Gagal melakukan request docusign' when the provider does not start; a document found signed
// already is read again and shown signed with its date; a signed one offers nothing to press.
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SigningDocumentFieldsFragment } from '../../generated/graphql.ts';
import {
  answer,
  createTestApollo,
  elapse,
  renderInApp,
  resetDom,
  toasts,
} from '../../test-support/dom.tsx';
import { LenderAgreementPanel } from './LenderAgreementPanel.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const user = () => userEvent.setup({ delay: null });

/** Words as the gateway answers them: the cache normalises by __typename, which the types omit. */
const words = (id: string, en: string) => ({ __typename: 'LocalizedText', id, en });
const note = (code: string, text: ReturnType<typeof words>) => ({
  __typename: 'SigningNote',
  code,
  text,
});

function lenderAgreement(
  values: Partial<SigningDocumentFieldsFragment> = {},
): SigningDocumentFieldsFragment & { __typename: 'SigningDocument' } {
  return {
    __typename: 'SigningDocument',
    id: 'doc-1',
    kind: 'LENDER_AGREEMENT',
    title: 'Perjanjian Pemberi Dana',
    loanId: null,
    fundingId: null,
    state: 'unsigned',
    label: words('Belum Ditandatangani', 'Not signed'),
    message: null,
    signed: false,
    canStart: true,
    hasSignedFile: false,
    createdAt: '2026-03-01T02:00:00.000Z',
    signedAt: null,
    fileUrl: '/api/signing/documents/doc-1/file',
    ...values,
  };
}

/** The panel with the documents the first read answers. */
async function openPanel(documents: SigningDocumentFieldsFragment[], path = '/signature') {
  const api = createTestApollo();
  renderInApp(<LenderAgreementPanel />, { client: api.client, path });
  await elapse(0);
  const read = api.operations.find((op) => op.operationName === 'SigningDocuments');
  await answer(() => read?.succeed({ signingDocuments: documents }));
  return api;
}

const signButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: 'Tanda tangani perjanjian' });

describe('Perjanjian pemberi dana', () => {
  it('unsigned: asks for a signing back to /signature, busy while waiting, and says a failure', async () => {
    const api = await openPanel([]);
    expect(screen.getByRole('region', { name: 'Perjanjian pemberi dana' })).toBeTruthy();
    expect(screen.getByTestId('lender-agreement-state').textContent).toBe('Belum ditandatangani');
    expect(signButton().getAttribute('aria-describedby')).toBe(
      screen.getByTestId('lender-agreement-state').id,
    );

    await user().click(signButton());
    const started = api.operations.filter(
      (op) => op.operationName === 'StartLenderAgreementSigning',
    );
    expect(started.map((op) => op.variables)).toEqual([{ returnUrl: '/signature' }]);
    expect(signButton().disabled).toBe(true);

    await answer(() =>
      started[0]?.fail('Gagal melakukan request docusign', 'SIGNING_REQUEST_FAILED'),
    );
    expect(toasts()).toEqual(['Gagal: Gagal melakukan request docusign']);
    expect(signButton().disabled).toBe(false);
  });

  it('sent from a loan: the signing comes back with it, and once signed the way back is offered', async () => {
    const api = await openPanel([], '/signature?loan=7');
    await user().click(signButton());
    const started = api.operations.filter(
      (op) => op.operationName === 'StartLenderAgreementSigning',
    );
    expect(started.map((op) => op.variables)).toEqual([{ returnUrl: '/signature?loan=7' }]);
    resetDom();
    vi.useFakeTimers();

    const signed = lenderAgreement({
      state: 'completed',
      signed: true,
      signedAt: '2026-03-02T03:04:00.000Z',
    });
    await openPanel([signed], '/signature?loan=7');
    const back = screen.getByRole('link', { name: 'Kembali ke pinjaman #7' });
    expect(back.getAttribute('href')).toBe('/lender/loans/7');
  });

  it('offers no way back to anything but a loan number', async () => {
    const signed = lenderAgreement({
      state: 'completed',
      signed: true,
      signedAt: '2026-03-02T03:04:00.000Z',
    });
    for (const loan of ['//evil.example', 'javascript:alert(1)', '7/../../account', '0', '']) {
      await openPanel([signed], `/signature?loan=${encodeURIComponent(loan)}`);
      expect(screen.getByTestId('lender-agreement-state').textContent).toMatch(
        /^Sudah ditandatangani/,
      );
      expect(screen.queryByRole('link')).toBeNull();
      resetDom();
      vi.useFakeTimers();
    }
  });

  it("says the spec's words for any other refusal too, not the server's", async () => {
    const api = await openPanel([]);
    await user().click(signButton());
    const started = api.operations.find((op) => op.operationName === 'StartLenderAgreementSigning');
    await answer(() => started?.breakConnection());
    expect(toasts()).toEqual(['Gagal: Gagal melakukan request docusign']);
  });

  it('found signed already: reads the documents again and shows it signed with its date', async () => {
    const api = await openPanel([lenderAgreement({ state: 'urlIssued' })]);
    const reads = () => api.operations.filter((op) => op.operationName === 'SigningDocuments');
    expect(reads()).toHaveLength(1);
    await user().click(signButton());
    const started = api.operations.find((op) => op.operationName === 'StartLenderAgreementSigning');
    await answer(() => started?.fail('This document is already signed', 'DOCUMENT_ALREADY_SIGNED'));
    expect(toasts()).toEqual([]);
    expect(reads()).toHaveLength(2);
    const signedAt = '2026-03-02T03:04:00.000Z';
    await answer(() =>
      reads()[1]?.succeed({
        signingDocuments: [
          lenderAgreement({
            state: 'completed',
            signed: true,
            canStart: false,
            label: words('Sudah Ditandatangani', 'Signed'),
            signedAt,
          }),
        ],
      }),
    );
    // Jakarta's time, named: 03:04 UTC is 10:04 WIB.
    expect(screen.getByTestId('lender-agreement-state').textContent).toBe(
      'Sudah ditandatangani pada 02-03-2026 10:04 WIB',
    );
    expect(screen.queryByRole('button', { name: 'Tanda tangani perjanjian' })).toBeNull();
  });

  it("an earlier try's state and message are shown beside the button", async () => {
    await openPanel([
      lenderAgreement({
        state: 'cancelled',
        label: words('Dibatalkan', 'Cancelled'),
        message: note(
          'SIGNING_CANCELLED',
          words(
            'Penandatanganan dibatalkan; Anda dapat melanjutkannya nanti',
            'Signing was cancelled; you can continue later',
          ),
        ),
      }),
    ]);
    expect(screen.getByTestId('lender-agreement-state').textContent).toBe(
      'DibatalkanPenandatanganan dibatalkan; Anda dapat melanjutkannya nanti',
    );
    expect(signButton().disabled).toBe(false);
  });
});
