// @vitest-environment jsdom
// The offer on the borrower's loan screen (LoanActionsBar in LoanApplicationParts.tsx). A
// walk-through found the offer's card — its schedule, total interest and total cost — gone once
// the borrower pressed "Terima Penawaran": only the summary was left, and she could not read
// again what she had agreed to. The accepted terms now stay, read-only, under their own heading.
import { act, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { en } from '../../locales/en.ts';
import { createTestApollo, renderInApp, resetDom } from '../../test-support/dom.tsx';
import { LoanActionsBar } from './LoanApplicationParts.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

type ActionsLoan = ComponentProps<typeof LoanActionsBar>['loan'];
type TrailEntry = ActionsLoan['auditTrail'][number];

const words = (id: string, en: string) => ({ id, en });

function trailEntry(id: string, event: string, at: string): TrailEntry {
  return {
    id,
    event,
    actorRole: 'BORROWER',
    reason: null,
    at,
    eventLabel: words(event, event),
    toStageLabel: words('-', '-'),
  };
}

/** The loan with the offer of LoanDialogs.dom.test.tsx, the borrower's actions as the machine allows them. */
function makeLoan({
  allowed,
  trail,
}: {
  allowed: readonly string[];
  trail: readonly TrailEntry[];
}): ActionsLoan {
  return {
    id: '7',
    applicationValue: '2750000.50',
    interestPercent: '12.00',
    periodDays: 60,
    paymentType: 'INSTALLMENT',
    adminFee: '50000.00',
    availableActions: (['acceptOffer', 'declineOffer', 'cancel', 'signDisbursement'] as const).map(
      (action) => ({ action, allowed: allowed.includes(action), reason: null }),
    ),
    auditTrail: [...trail],
  };
}

const SUBMITTED = trailEntry('1', 'loan.submit', '2026-10-20T02:00:00.000Z');
const ACCEPTED = trailEntry('5', 'offer.accept', '2026-11-02T03:15:00.000Z');

function renderBar(loan: ActionsLoan) {
  const api = createTestApollo();
  renderInApp(<LoanActionsBar loan={loan} />, { client: api.client, path: '/borrower/loans/7' });
}

describe('the offer on the loan screen', () => {
  it('waiting for an answer: the offer with its terms and the buttons to answer it', () => {
    renderBar(makeLoan({ allowed: ['acceptOffer', 'declineOffer'], trail: [SUBMITTED] }));
    expect(screen.getByRole('region', { name: 'Penawaran Pinjaman' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Penawaran yang Anda terima' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Terima Penawaran' })).toBeTruthy();
  });

  it('once accepted: the terms agreed to stay readable, without the buttons to answer', async () => {
    renderBar(makeLoan({ allowed: ['cancel'], trail: [SUBMITTED, ACCEPTED] }));
    const card = screen.getByRole('region', { name: 'Penawaran yang Anda terima' });
    const text = card.textContent ?? '';
    expect(text).toContain('Anda menerima penawaran ini pada 02-11-2026');
    for (const expected of [
      'Nilai pinjamanRp 2.750.000,50',
      'Bunga12% per tahun',
      'Jenis pembayaranCicil Pokok + Bunga',
      'Total bungaRp 41.250,00',
      'Total biaya pinjaman (bunga + biaya admin)Rp 91.250,00',
    ]) {
      expect(text).toContain(expected);
    }
    const rows = within(within(card).getByRole('table', { name: 'Jadwal cicilan' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.at(-1)).toBe('TotalRp 2.750.000,50Rp 41.250,00Rp 2.791.250,50');
    expect(screen.queryByRole('region', { name: 'Penawaran Pinjaman' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Terima Penawaran' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tolak Penawaran' })).toBeNull();

    i18n.addResourceBundle('en', 'translation', en, true, true);
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByRole('region', { name: 'The offer you accepted' }).textContent).toContain(
      'You accepted this offer on 02-11-2026',
    );
  });

  it('never accepted (declined, or never offered): no accepted offer', () => {
    renderBar(makeLoan({ allowed: [], trail: [SUBMITTED] }));
    expect(screen.queryByRole('region', { name: 'Penawaran yang Anda terima' })).toBeNull();
  });
});
