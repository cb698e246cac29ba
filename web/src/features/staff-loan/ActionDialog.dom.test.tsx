// @vitest-environment jsdom
// The staff loan screen's confirmation dialogs (ActionDialog.tsx) rendered as the screen renders
// them — opened by the page, requests through Apollo, closing told back to the page — with fake
// timers: the spec's texts (§2, §8), the sending state while the mutation is pending, the 200 ms
// before an approval's or cancel's success callback, the toasts, and §4 "Dialog behaviour";
// approving credit also needs the loan's risk rating, chosen in the dialog.
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApproveBailDocument,
  ApproveCreditDocument,
  ApproveDirectorDocument,
  ApproveDisbursementDocument,
  ApproveLoanDocument,
  CancelLoanDocument,
  CloseLoanDocument,
  OpenFundingDocument,
  RejectLoanDocument,
  type RiskRating,
} from '../../generated/graphql.ts';
import { i18n } from '../../i18n.ts';
import { coreEn } from '../../locales/core.en.ts';
import { en } from '../../locales/en.ts';
import {
  answer,
  createTestApollo,
  elapse,
  renderInApp,
  resetDom,
  toasts,
} from '../../test-support/dom.tsx';
import {
  ApproveCreditDialog,
  ApproveDialog,
  ApproveDisbursementDialog,
  CancelDialog,
  RejectDialog,
} from './ActionDialog.tsx';
import type { DisbursementPreview } from './disbursement-preview.ts';
import type { ApproveAction } from './staff-actions.ts';

const LOAN = { __typename: 'Loan', id: '7' };
const VALUE = '1500000.00';
/** The product's interest range the credit dialog shows each rating's band of. */
const RANGE = { lowRiskInterest: '9.00', highRiskInterest: '13.00' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

type DialogProps = {
  opened: boolean;
  applicationValue: string;
  request: (reason: string) => Promise<unknown>;
  onClose: () => void;
  onSucceeded: () => void;
};

type Client = ReturnType<typeof createTestApollo>['client'];

/**
 * What the staff screen does around a dialog: a button opens it, the page forgets it when the
 * dialog says it closed, and the success callback (the screen reloads the loan) is recorded.
 */
function Screen({
  dialog,
  request,
  events,
}: {
  dialog: (props: DialogProps) => ReactNode;
  request: (reason: string) => Promise<unknown>;
  events: string[];
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Buka dialog
      </button>
      {dialog({
        opened,
        applicationValue: VALUE,
        request,
        onClose: () => {
          events.push('closed');
          setOpened(false);
        },
        onSucceeded: () => events.push('succeeded'),
      })}
    </>
  );
}

function renderScreen(
  dialog: (props: DialogProps) => ReactNode,
  request: (client: Client, reason: string) => Promise<unknown>,
) {
  const api = createTestApollo();
  const events: string[] = [];
  renderInApp(
    <Screen dialog={dialog} request={(reason) => request(api.client, reason)} events={events} />,
    { client: api.client },
  );
  return { ...api, events };
}

const user = () => userEvent.setup({ delay: null });
const button = (name: string, scope: HTMLElement) =>
  within(scope).getByRole<HTMLButtonElement>('button', { name });
const sent = (operations: ReturnType<typeof createTestApollo>['operations']) =>
  operations.map((op) => [op.operationName, op.variables]);

async function open(title: string) {
  const u = user();
  await u.click(screen.getByRole('button', { name: 'Buka dialog' }));
  return { u, modal: screen.getByRole('dialog', { name: title }) };
}

describe.each([
  {
    action: 'approve',
    title: 'Setujui Pinjaman',
    text: 'Setujui pengajuan dana senilai Rp 1.500.000',
    document: ApproveLoanDocument,
    variables: { id: '7' },
    operation: 'ApproveLoan',
    field: 'approveLoan',
    success: 'Berhasil: Berhasil menyetujui pinjaman',
    failure: 'Gagal: Gagal menyetujui pinjaman',
    confirm: 'Setuju',
    sending: 'Menyetujui...',
    dismiss: 'Tutup',
  },
  {
    action: 'approveBail',
    title: 'Setujui Jaminan',
    text: 'Setujui jaminan untuk pengajuan dana senilai Rp 1.500.000',
    document: ApproveBailDocument,
    variables: { id: '7' },
    operation: 'ApproveBail',
    field: 'approveBail',
    success: 'Berhasil: Berhasil menyetujui jaminan',
    failure: 'Gagal: Gagal menyetujui jaminan',
    confirm: 'Setuju',
    sending: 'Menyetujui...',
    dismiss: 'Tutup',
  },
  {
    action: 'approveCredit',
    title: 'Setujui Kredit',
    text: 'Setujui kredit untuk pengajuan dana senilai Rp 1.500.000',
    document: ApproveCreditDocument,
    // Staff choose the rating before Setuju (grade D below).
    variables: { id: '7', riskRating: 'MEDIUM_TO_HIGH' },
    operation: 'ApproveCredit',
    field: 'approveCredit',
    success: 'Berhasil: Berhasil menyetujui kredit',
    failure: 'Gagal: Gagal menyetujui kredit',
    confirm: 'Setuju',
    sending: 'Menyetujui...',
    dismiss: 'Tutup',
  },
  {
    action: 'approveDirector',
    title: 'Persetujuan Direktur',
    text: 'Berikan persetujuan direktur untuk pengajuan dana senilai Rp 1.500.000',
    document: ApproveDirectorDocument,
    variables: { id: '7' },
    operation: 'ApproveDirector',
    field: 'approveDirector',
    success: 'Berhasil: Berhasil memberikan persetujuan direktur',
    failure: 'Gagal: Gagal memberikan persetujuan direktur',
    confirm: 'Setuju',
    sending: 'Menyetujui...',
    dismiss: 'Tutup',
  },
  {
    action: 'openFunding',
    title: 'Buka Pendanaan',
    text: 'Buka pendanaan sekarang, sebelum tanggal mulainya, untuk pinjaman senilai Rp 1.500.000',
    document: OpenFundingDocument,
    variables: { id: '7' },
    operation: 'OpenFunding',
    field: 'openFunding',
    success: 'Berhasil: Pendanaan dibuka',
    failure: 'Gagal: Gagal membuka pendanaan',
    confirm: 'Buka pendanaan',
    sending: 'Membuka...',
    dismiss: 'Tutup',
  },
  {
    action: 'close',
    title: 'Tutup Pinjaman',
    text: 'Tutup pinjaman yang sudah lunas senilai Rp 1.500.000',
    document: CloseLoanDocument,
    variables: { id: '7' },
    operation: 'CloseLoan',
    field: 'closeLoan',
    success: 'Berhasil: Pinjaman ditutup',
    failure: 'Gagal: Gagal menutup pinjaman',
    confirm: 'Tutup pinjaman',
    sending: 'Menutup...',
    // 'Tutup' beside 'Tutup pinjaman' would read as the same act: the dismiss says 'Batal'.
    dismiss: 'Batal',
  },
] as const)('approve dialog $action ($title)', (c) => {
  function renderApprove() {
    if (c.action === 'approveCredit') {
      return renderScreen(
        (props) => <ApproveCreditDialog range={RANGE} {...props} />,
        (client, riskRating) =>
          client.mutate({
            mutation: c.document,
            variables: { id: '7', riskRating: riskRating as RiskRating },
          }),
      );
    }
    return renderScreen(
      (props) => <ApproveDialog action={c.action satisfies ApproveAction} {...props} />,
      (client) => client.mutate({ mutation: c.document, variables: { id: '7' } }),
    );
  }

  async function confirm() {
    const api = renderApprove();
    const { u, modal } = await open(c.title);
    if (c.action === 'approveCredit') {
      await u.click(within(modal).getByRole('radio', { name: 'Grade D · Menengah ke Tinggi' }));
    }
    await u.click(button(c.confirm, modal));
    return { ...api, u, modal };
  }

  it('shows the value as Rp, its dismiss button and the confirm button', async () => {
    renderApprove();
    const { modal } = await open(c.title);
    expect(modal.textContent).toContain(c.text);
    expect(button(c.dismiss, modal).disabled).toBe(false);
    expect(button(c.confirm, modal).disabled).toBe(false);
  });

  it('starts on Close or a field, never on the confirm button: an Enter too many sends nothing', async () => {
    const { operations } = renderApprove();
    const { u, modal } = await open(c.title);
    await elapse(50);
    expect(document.activeElement).not.toBe(button(c.confirm, modal));
    if (c.action !== 'approveCredit') expect(document.activeElement).toBe(button(c.dismiss, modal));
    await u.keyboard('{Enter}');
    expect(sent(operations)).toEqual([]);
  });

  it('reads its sending words while pending; callback and closing only after 200 ms', async () => {
    const { operations, events, u, modal } = await confirm();
    expect(sent(operations)).toEqual([[c.operation, c.variables]]);
    expect(button(c.sending, modal).disabled).toBe(true);
    expect(button(c.dismiss, modal).disabled).toBe(true);
    await u.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: c.title })).toBe(modal);

    await answer(() => operations[0]?.succeed({ [c.field]: LOAN }));
    expect(toasts()).toEqual([c.success]);
    // Approved: the dialog waits, still showing the sending state.
    expect(button(c.sending, modal).disabled).toBe(true);
    await elapse(199);
    expect(events).toEqual([]);
    expect(screen.getByRole('dialog', { name: c.title })).toBe(modal);
    await elapse(1);
    expect(events).toEqual(['succeeded', 'closed']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on failure shows the error toast and the reason, stays open and stops sending', async () => {
    const { operations, events, modal } = await confirm();
    await answer(() =>
      operations[0]?.fail('Pinjaman tidak menunggu persetujuan ini', 'ACTION_NOT_ALLOWED'),
    );
    expect(toasts()).toEqual([c.failure]);
    expect(screen.getByRole('dialog', { name: c.title })).toBe(modal);
    expect(within(modal).getByRole('alert').textContent).toBe(
      'Pinjaman tidak menunggu persetujuan ini',
    );
    expect(button(c.confirm, modal).disabled).toBe(false);
    expect(button(c.dismiss, modal).disabled).toBe(false);
    await elapse(1000);
    expect(events).toEqual([]);
  });
});

describe('approve credit (Setujui Kredit) asks for the risk rating', () => {
  function renderCredit() {
    return renderScreen(
      (props) => <ApproveCreditDialog range={RANGE} {...props} />,
      (client, riskRating) =>
        client.mutate({
          mutation: ApproveCreditDocument,
          variables: { id: '7', riskRating: riskRating as RiskRating },
        }),
    );
  }
  const radios = (modal: HTMLElement) => within(modal).getAllByRole<HTMLInputElement>('radio');

  it('offers the five grades with their words and interest bands, none chosen', async () => {
    renderCredit();
    const { modal } = await open('Setujui Kredit');
    expect(within(modal).getByRole('radiogroup', { name: /Peringkat risiko/ })).toBeTruthy();
    expect(radios(modal).map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      'Grade A · Rendah',
      'Grade B · Rendah ke Menengah',
      'Grade C · Menengah',
      'Grade D · Menengah ke Tinggi',
      'Grade E · Tinggi',
    ]);
    expect(radios(modal).every((radio) => !radio.checked && radio.required)).toBe(true);
    // Each band of the product's 9–13, as the offer will be held to it.
    expect(modal.textContent).toContain('Bunga 9% – 9,8% per tahun');
    expect(modal.textContent).toContain('Bunga 11,4% – 12,2% per tahun');
    expect(modal.textContent).toContain('Bunga 12,2% – 13% per tahun');
  });

  it('refuses Setuju without a rating, sending nothing; a rating chosen lets it through', async () => {
    const { operations } = renderCredit();
    const { u, modal } = await open('Setujui Kredit');
    await u.click(button('Setuju', modal));
    expect(modal.textContent).toContain('Pilih peringkat risiko');
    expect(operations).toHaveLength(0);
    await u.click(within(modal).getByRole('radio', { name: 'Grade B · Rendah ke Menengah' }));
    expect(modal.textContent).not.toContain('Pilih peringkat risiko');
    await u.click(button('Setuju', modal));
    expect(sent(operations)).toEqual([['ApproveCredit', { id: '7', riskRating: 'LOW_TO_MEDIUM' }]]);
  });

  // Arrow keys between the radios are the browser's own (the browser test walks them).
  it('is chosen and confirmed with the keyboard alone', async () => {
    const { operations } = renderCredit();
    const { u, modal } = await open('Setujui Kredit');
    const third = within(modal).getByRole<HTMLInputElement>('radio', { name: /Grade C/ });
    third.focus();
    await u.keyboard(' ');
    expect(third.checked).toBe(true);
    await u.keyboard('{Enter}');
    expect(sent(operations)).toEqual([['ApproveCredit', { id: '7', riskRating: 'MEDIUM' }]]);
  });

  it('forgets the rating when closed', async () => {
    renderCredit();
    const { u, modal } = await open('Setujui Kredit');
    await u.click(within(modal).getByRole('radio', { name: /Grade E/ }));
    await u.click(button('Tutup', modal));
    const again = await open('Setujui Kredit');
    expect(radios(again.modal).some((radio) => radio.checked)).toBe(false);
  });
});

describe('reject dialog (Tolak Pinjaman)', () => {
  function renderReject() {
    return renderScreen(
      (props) => <RejectDialog {...props} />,
      (client, reason) =>
        client.mutate({ mutation: RejectLoanDocument, variables: { id: '7', reason } }),
    );
  }

  async function confirm(reason: string) {
    const api = renderReject();
    const { u, modal } = await open('Tolak Pinjaman');
    await u.click(within(modal).getByRole('textbox', { name: /Alasan/ }));
    await u.paste(reason);
    await u.click(button('Tolak', modal));
    return { ...api, u, modal };
  }

  it('shows the value as Rp, a reason, Close and Tolak; a reason is required', async () => {
    const { operations } = renderReject();
    const { u, modal } = await open('Tolak Pinjaman');
    expect(modal.textContent).toContain('Tolak pengajuan dana senilai : Rp 1.500.000');
    expect(button('Tutup', modal).disabled).toBe(false);
    await u.click(button('Tolak', modal));
    expect(modal.textContent).toContain('wajib diisi');
    expect(operations).toHaveLength(0);
  });

  it('reads Menolak... while pending; on success closes with the toast at once', async () => {
    const { operations, events, modal } = await confirm('Agunan tidak memadai');
    expect(sent(operations)).toEqual([['RejectLoan', { id: '7', reason: 'Agunan tidak memadai' }]]);
    expect(button('Menolak...', modal).disabled).toBe(true);
    expect(button('Tutup', modal).disabled).toBe(true);
    await answer(() => operations[0]?.succeed({ rejectLoan: LOAN }));
    expect(toasts()).toEqual(['Berhasil: Berhasil menolak pinjaman']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(events).toEqual(['succeeded', 'closed']);
  });

  it('on failure shows the error toast and stays open with the reason, no longer sending', async () => {
    const { operations, events, modal } = await confirm('Agunan tidak memadai');
    await answer(() => operations[0]?.fail('Pinjaman sudah ditolak', 'ACTION_NOT_ALLOWED'));
    expect(toasts()).toEqual(['Gagal: Gagal menolak pinjaman']);
    expect(screen.getByRole('dialog', { name: 'Tolak Pinjaman' })).toBe(modal);
    expect(within(modal).getByRole('alert').textContent).toBe('Pinjaman sudah ditolak');
    expect(within(modal).getByRole<HTMLTextAreaElement>('textbox').value).toBe(
      'Agunan tidak memadai',
    );
    expect(button('Tolak', modal).disabled).toBe(false);
    expect(events).toEqual([]);
  });
});

describe('cancel dialog (Batalkan Pengajuan)', () => {
  function renderCancel() {
    return renderScreen(
      (props) => <CancelDialog {...props} />,
      (client, reason) =>
        client.mutate({ mutation: CancelLoanDocument, variables: { id: '7', reason } }),
    );
  }

  async function confirm(reason: string) {
    const api = renderCancel();
    const { u, modal } = await open('Batalkan Pengajuan');
    await u.click(within(modal).getByRole('textbox', { name: /Alasan/ }));
    await u.paste(reason);
    await u.click(button('Batalkan', modal));
    return { ...api, u, modal };
  }

  it('shows the amount requested as Rp, a reason, Close and Batalkan', async () => {
    const { operations } = renderCancel();
    const { u, modal } = await open('Batalkan Pengajuan');
    expect(modal.textContent).toContain('Nilai pengajuan yang diminta: Rp 1.500.000');
    expect(button('Tutup', modal).disabled).toBe(false);
    await u.click(button('Batalkan', modal));
    expect(modal.textContent).toContain('wajib diisi');
    expect(operations).toHaveLength(0);
  });

  it('reads Membatalkan... while pending; hides on success, callback after 200 ms', async () => {
    const { operations, events, modal } = await confirm('Permintaan peminjam');
    expect(sent(operations)).toEqual([['CancelLoan', { id: '7', reason: 'Permintaan peminjam' }]]);
    expect(button('Membatalkan...', modal).disabled).toBe(true);
    expect(button('Tutup', modal).disabled).toBe(true);
    await answer(() => operations[0]?.succeed({ cancelLoan: LOAN }));
    expect(toasts()).toEqual(['Berhasil: Berhasil membatalkan pinjaman']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(events).toEqual(['closed']);
    await elapse(199);
    expect(events).toEqual(['closed']);
    await elapse(1);
    expect(events).toEqual(['closed', 'succeeded']);
  });

  it('on failure shows the failure toast and hides; no callback, the user stays', async () => {
    const { operations, events } = await confirm('Permintaan peminjam');
    await answer(() => operations[0]?.fail('Pinjaman sudah dicairkan', 'ACTION_NOT_ALLOWED'));
    expect(toasts()).toEqual(['Gagal: Gagal membatalkan pinjaman']);
    expect(screen.queryByRole('dialog')).toBeNull();
    await elapse(1000);
    expect(events).toEqual(['closed']);
    // The page can open it again.
    await open('Batalkan Pengajuan');
  });
});

describe('approve disbursement dialog (Setujui Disbursement)', () => {
  function renderDisbursement() {
    return renderScreen(
      (props) => <ApproveDisbursementDialog {...props} />,
      (client) => client.mutate({ mutation: ApproveDisbursementDocument, variables: { id: '7' } }),
    );
  }

  async function confirm() {
    const api = renderDisbursement();
    const { u, modal } = await open('Setujui Disbursement');
    expect(modal.textContent).toContain('Setujui disbursement pinjaman senilai Rp 1.500.000');
    await u.click(button('Setuju', modal));
    expect(sent(api.operations)).toEqual([['ApproveDisbursement', { id: '7' }]]);
    expect(button('Menyetujui...', modal).disabled).toBe(true);
    expect(button('Tutup', modal).disabled).toBe(true);
    return api;
  }

  it('on success closes with Sukses menyetujui disbursement and runs the callback', async () => {
    const { operations, events } = await confirm();
    await answer(() => operations[0]?.succeed({ approveDisbursement: LOAN }));
    expect(toasts()).toEqual(['Berhasil: Sukses menyetujui disbursement']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(events).toEqual(['succeeded', 'closed']);
  });

  it('on failure closes with Gagal menyetujui disbursement', async () => {
    const { operations, events } = await confirm();
    await answer(() => operations[0]?.fail('Dana belum lengkap', 'ACTION_NOT_ALLOWED'));
    expect(toasts()).toEqual(['Gagal: Gagal menyetujui disbursement']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(events).toEqual(['closed']);
  });
});

describe.each([
  {
    title: 'Setujui Pinjaman',
    dialog: (p: DialogProps) => <ApproveDialog action="approve" {...p} />,
  },
  { title: 'Tolak Pinjaman', dialog: (p: DialogProps) => <RejectDialog {...p} /> },
  { title: 'Batalkan Pengajuan', dialog: (p: DialogProps) => <CancelDialog {...p} /> },
  {
    title: 'Setujui Disbursement',
    dialog: (p: DialogProps) => <ApproveDisbursementDialog {...p} />,
  },
])('$title by keyboard', ({ title, dialog }) => {
  it('closes on Escape and on Close, sends nothing, and opens again', async () => {
    const { operations, events } = renderScreen(dialog, () => Promise.resolve());
    const { u } = await open(title);
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const again = await open(title);
    await u.click(button('Tutup', again.modal));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(events).toEqual(['closed', 'closed']);
    expect(operations).toHaveLength(0);
  });
});

/** The screen in English: the core words (Close) and the screens' words. */
async function english() {
  i18n.addResourceBundle('en', 'translation', { ...coreEn, ...en }, true, false);
  await act(() => i18n.changeLanguage('en'));
}

describe('in English, each destructive button says what it does', () => {
  it("'Cancel submission' confirms with 'Cancel loan', never a bare 'Cancel' beside 'Close'", async () => {
    const { operations } = renderScreen(
      (props) => <CancelDialog {...props} />,
      (client, reason) =>
        client.mutate({ mutation: CancelLoanDocument, variables: { id: '7', reason } }),
    );
    await english();
    const { u, modal } = await open('Cancel submission');
    expect(within(modal).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await u.click(within(modal).getByRole('textbox', { name: /Reason/ }));
    await u.paste('Asked by the borrower');
    await u.click(button('Cancel loan', modal));
    expect(sent(operations)).toEqual([
      ['CancelLoan', { id: '7', reason: 'Asked by the borrower' }],
    ]);
  });

  it("'Reject loan' reads its value without a stray colon and confirms with 'Reject loan'", async () => {
    renderScreen(
      (props) => <RejectDialog {...props} />,
      (client, reason) =>
        client.mutate({ mutation: RejectLoanDocument, variables: { id: '7', reason } }),
    );
    await english();
    const { modal } = await open('Reject loan');
    expect(modal.textContent).toContain('Reject the funding application of Rp 1.500.000');
    expect(modal.textContent).not.toContain(' :');
    expect(button('Reject loan', modal).disabled).toBe(false);
  });
});

describe('approve disbursement shows what it pays and where before confirming', () => {
  const PAYOUT: DisbursementPreview = {
    gross: '75000000.00',
    adminFee: '1500000.50',
    net: '73499999.50',
    account: {
      bankName: { id: 'Bank Central Asia', en: 'Bank Central Asia' },
      numberMasked: '•••• 7890',
      holder: 'Siti Rahma',
      validated: true,
    },
  };

  function renderPayout(payout: DisbursementPreview) {
    return renderScreen(
      (props) => <ApproveDisbursementDialog {...props} payout={payout} />,
      (client) => client.mutate({ mutation: ApproveDisbursementDocument, variables: { id: '7' } }),
    );
  }

  /** The dialog's facts as 'label: value'. */
  const facts = (modal: HTMLElement) =>
    [...modal.querySelectorAll('dt')].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`,
    );

  it('the gross, the admin fee withheld, the net (with its sen) and the masked account', async () => {
    const { operations } = renderPayout(PAYOUT);
    const { u, modal } = await open('Setujui Disbursement');
    expect(modal.textContent).toContain('Dana pinjaman dicairkan ke rekening peminjam:');
    expect(facts(modal)).toEqual([
      'Dana dari pemberi dana (bruto): Rp 75.000.000',
      'Biaya admin dipotong: Rp 1.500.000,50',
      'Diterima peminjam (neto): Rp 73.499.999,50',
      'Rekening tujuan: Bank Central Asia •••• 7890 a.n. Siti Rahma',
    ]);
    // Nothing of the account but its last four digits.
    expect(modal.textContent).not.toMatch(/\d{5,}/);
    await u.click(button('Setuju', modal));
    expect(sent(operations)).toEqual([['ApproveDisbursement', { id: '7' }]]);
  });

  it('waits for the account before it may be confirmed', async () => {
    const { operations } = renderPayout({ ...PAYOUT, account: 'loading' });
    const { u, modal } = await open('Setujui Disbursement');
    expect(facts(modal)).toContain('Rekening tujuan: Memuat rekening peminjam…');
    expect(button('Setuju', modal).disabled).toBe(true);
    await u.click(button('Setuju', modal));
    expect(operations).toHaveLength(0);
  });

  it("warns when the borrower's bank data is not validated (the API refuses then)", async () => {
    renderPayout({
      ...PAYOUT,
      account: {
        bankName: null,
        numberMasked: '•••• 7890',
        holder: 'Siti Rahma',
        validated: false,
      },
    });
    const { modal } = await open('Setujui Disbursement');
    expect(modal.textContent).toContain(
      'Data bank peminjam belum divalidasi: persetujuan pencairan akan ditolak.',
    );
  });

  it('in English', async () => {
    renderPayout(PAYOUT);
    await english();
    const { modal } = await open('Approve disbursement');
    expect(facts(modal)).toEqual([
      'From the lenders (gross): Rp 75.000.000',
      'Admin fee withheld: Rp 1.500.000,50',
      'The borrower receives (net): Rp 73.499.999,50',
      'Destination account: Bank Central Asia •••• 7890 in the name of Siti Rahma',
    ]);
    // Close is where the focus starts: money leaves only on a deliberate Approve.
    expect(document.activeElement).toBe(button('Close', modal));
  });
});
