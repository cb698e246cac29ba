// The machines the web client alone runs, each with the events the web client meets (what a
// person does on the screen, what the network answers, time passing) and the component its
// generated paths drive (qa/web-machines/*.screen.tsx). Plain TypeScript: `npm run qa:paths`
// lists and measures these paths without a DOM.

import { transition } from 'xstate';
import { approveDisbursementMachine } from '../../machines/dialogs/approve-disbursement.machine.ts';
import { approveLoanMachine } from '../../machines/dialogs/approve-loan.machine.ts';
import { cancelSubmissionMachine } from '../../machines/dialogs/cancel-submission.machine.ts';
import { completeDisbursementMachine } from '../../machines/dialogs/complete-disbursement.machine.ts';
import type { RespondOfferContext } from '../../machines/dialogs/dialogs.types.ts';
import { rejectLoanMachine } from '../../machines/dialogs/reject-loan.machine.ts';
import { respondOfferMachine } from '../../machines/dialogs/respond-offer.machine.ts';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import type { SessionContext, SessionEvent } from '../../machines/session/session.types.ts';
import type { WebMachine } from './model.ts';

export const approveLoanDialog: WebMachine = {
  label: 'dialogs: approveLoan',
  slug: 'approve-loan-dialog',
  machine: approveLoanMachine,
  component: "staff loan screen's 'Setujui Pinjaman' (ApproveDialog)",
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'dialog.confirm' },
    { type: 'approve.succeeded' },
    { type: 'approve.failed' },
    { type: 'timer.elapsed' },
  ],
};

export const rejectLoanDialog: WebMachine = {
  label: 'dialogs: rejectLoan',
  slug: 'reject-loan-dialog',
  machine: rejectLoanMachine,
  component: "staff loan screen's 'Tolak Pinjaman' (RejectDialog)",
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'dialog.confirm', reason: '' },
    { type: 'dialog.confirm', reason: '   ' },
    { type: 'dialog.confirm', reason: 'Data jaminan tidak lengkap' },
    { type: 'reject.succeeded' },
    { type: 'reject.failed' },
  ],
};

export const cancelSubmissionDialog: WebMachine = {
  label: 'dialogs: cancelSubmission',
  slug: 'cancel-submission-dialog',
  machine: cancelSubmissionMachine,
  // The same machine runs on two screens: the staff loan screen's 'Batalkan' (its last step,
  // navigating to the borrower's list, goes nowhere there) and the borrower's loan screen, which
  // it leaves for /borrower/proposal. The input names the screen (the machine takes none).
  runs: [
    { name: 'staff', input: 'staff' },
    { name: 'borrower', input: 'borrower' },
  ],
  component: "'Batalkan Pengajuan' (staff CancelDialog, borrower CancelSubmissionButton)",
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'dialog.confirm', reason: '' },
    { type: 'dialog.confirm', reason: '   ' },
    { type: 'dialog.confirm', reason: 'Tidak jadi meminjam' },
    { type: 'cancel.succeeded' },
    { type: 'cancel.failed' },
    { type: 'timer.elapsed' },
  ],
};

export const approveDisbursementDialog: WebMachine = {
  label: 'dialogs: approveDisbursement',
  slug: 'approve-disbursement-dialog',
  machine: approveDisbursementMachine,
  component: "staff loan screen's 'Setujui Disbursement' (ApproveDisbursementDialog)",
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'dialog.confirm' },
    { type: 'approveDisbursement.succeeded' },
    { type: 'approveDisbursement.failed' },
  ],
};

/** What the signing page saved before the borrower left to sign (DisbursementSigning.tsx). */
export const STORED_SIGNING = {
  loanId: 7,
  returnAddress: 'http://localhost:3000/borrower/loans/7',
} as const;

export const completeDisbursementDialog: WebMachine = {
  label: 'dialogs: completeDisbursement',
  slug: 'complete-disbursement-dialog',
  machine: completeDisbursementMachine,
  component:
    "borrower loan screen's 'Persetujuan Disbursement' (CompleteDisbursementDialog), back from signing",
  events: [
    // The browser comes back to the loan with event=signing_complete, storage holding the
    // signing session saved before leaving — or nothing (signed in another browser, cleared).
    { type: 'dialog.open', stored: STORED_SIGNING },
    { type: 'dialog.open', stored: null },
    { type: 'approveDisbursement.succeeded' },
    { type: 'approveDisbursement.failed' },
  ],
};

export const respondOfferDialog: WebMachine = {
  label: 'dialogs: respondOffer',
  slug: 'respond-offer-dialog',
  machine: respondOfferMachine,
  component: "borrower loan screen's 'Terima Penawaran' / 'Tolak Penawaran' (OfferButtons)",
  // The consent box is in the accepting dialog only, and a click can only turn it over.
  events: (snapshot) => {
    const context = snapshot.context as RespondOfferContext;
    return [
      { type: 'dialog.open', decision: 'accept' },
      { type: 'dialog.open', decision: 'decline' },
      { type: 'dialog.close' },
      { type: 'dialog.confirm' },
      { type: 'respond.succeeded' },
      { type: 'respond.failed' },
      ...(snapshot.value === 'open' && context.decision === 'accept'
        ? [{ type: 'consent.change', given: !context.consent }]
        : []),
    ];
  },
};

// --- the session ------------------------------------------------------------------------------

const MINUTE = 60_000;
/** The session actor checks every 30 s (web/src/session-actor.ts SESSION_TICK_MS). */
export const SESSION_TICK_MS = 30_000;
/** A short token: its 5-minute margin ends off the 30 s checks, so a request can find it. */
export const SHORT_TOKEN_MS = 10 * MINUTE + 15_000;
export const LONG_TOKEN_MS = 120 * MINUTE;

/**
 * The session paths' times are the model's: each session starts at 0 (a login, or the page
 * loading with a stored one) and the driver maps them onto the fake clock with a shift, fixed
 * while the session lasts; the actor's 30 s checks then fall on multiples of 30 s.
 */
const sessionNow = (snapshot: { value: unknown; context: SessionContext }): number => {
  const { lastCallAtMs } = snapshot.context;
  if (lastCallAtMs === null) return 0;
  const warned = JSON.stringify(snapshot.value).includes('idleWarned');
  // Warned only by the check 28 minutes after the last call (below): now is that check.
  return warned ? lastCallAtMs + 28 * MINUTE : Math.max(lastCallAtMs, 0);
};

/**
 * Whether the actor's own checks between `from` and `to` (each 30 s; `to` itself too when
 * `inclusive`) leave the session signed in: a request at `to` is then made by someone signed in.
 */
function checksLeaveSignedIn(snapshot: AnySnapshot, from: number, to: number, inclusive: boolean) {
  let current = snapshot;
  for (
    let t = Math.floor(from / SESSION_TICK_MS + 1) * SESSION_TICK_MS;
    t <= to;
    t += SESSION_TICK_MS
  ) {
    if (t === to && !inclusive) break;
    [current] = transition(sessionMachine, current as never, { type: 'clock.tick', nowMs: t });
    if (!current.hasTag('signedIn')) return false;
  }
  return true;
}

type AnySnapshot = ReturnType<typeof sessionMachine.getInitialSnapshot>;

export const sessionWeb: WebMachine = {
  label: 'session',
  slug: 'session',
  machine: sessionMachine,
  component:
    'the signed-in frame (AppShell, its idle warning) and the login page, session-actor.ts',
  // Time only moves forward, so what can happen next depends on when it is now.
  events: (anySnapshot) => {
    const snapshot = anySnapshot as AnySnapshot;
    const events: SessionEvent[] = [];
    if (!snapshot.hasTag('signedIn')) {
      events.push(
        { type: 'session.login', expiresAtMs: LONG_TOKEN_MS, nowMs: 0 },
        { type: 'session.login', expiresAtMs: SHORT_TOKEN_MS, nowMs: 0 },
      );
      // A stored session is restored when the page loads: the paths' first step only. The loaded
      // frame's own requests (the password's age) count as activity at once, so a restored live
      // session's last call is the load itself; the other was 30 minutes ago (expired).
      if (snapshot.value === 'signedOut')
        for (const idle of [0, 30])
          events.push({
            type: 'session.restored',
            expiresAtMs: LONG_TOKEN_MS,
            lastCallAtMs: -idle * MINUTE,
            nowMs: 0,
          });
      return events;
    }
    const { lastCallAtMs, expiresAtMs } = snapshot.context as {
      lastCallAtMs: number;
      expiresAtMs: number;
    };
    const now = sessionNow(snapshot);
    const warned = snapshot.hasTag('idleWarning');
    const tokenEnd = expiresAtMs - 5 * MINUTE;
    const requests = [tokenEnd];
    // Some activity, once per session (the session's times stay few).
    if (lastCallAtMs <= 0)
      requests.push(warned ? lastCallAtMs + 29 * MINUTE : lastCallAtMs + 15 * MINUTE);
    const ticks = [
      ...(warned ? [] : [lastCallAtMs + 28 * MINUTE]),
      lastCallAtMs + 30 * MINUTE,
      Math.ceil((tokenEnd + 1) / SESSION_TICK_MS) * SESSION_TICK_MS,
    ];
    for (const t of new Set(requests))
      if (t >= now && checksLeaveSignedIn(snapshot, now, t, true))
        events.push({ type: 'request.started', nowMs: t });
    for (const t of new Set(ticks))
      if (t > now && checksLeaveSignedIn(snapshot, now, t, false))
        events.push({ type: 'clock.tick', nowMs: t });
    events.push({ type: 'session.logout' }, { type: 'session.expire' });
    return events;
  },
  cannot: {
    'session.login':
      'while signed in: the login page sends a signed-in visitor home (LoginPage), so a login only follows a logout or an expiry',
    'session.logout':
      "after an expiry: the frame with 'Keluar' is gone (the person is on the login page), and the login page has no logout",
  },
};

/** Every machine the web client alone runs that has generated paths at its tier. */
export const WEB_MACHINES: readonly WebMachine[] = [
  approveLoanDialog,
  rejectLoanDialog,
  cancelSubmissionDialog,
  approveDisbursementDialog,
  completeDisbursementDialog,
  respondOfferDialog,
  sessionWeb,
];

export const webMachineNamed = (name: string) =>
  WEB_MACHINES.find((m) => m.slug === name || m.label === name);
