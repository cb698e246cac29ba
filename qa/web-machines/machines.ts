// The machines the web client alone runs, each with the events the web client meets (what a
// person does on the screen, what the network answers, time passing) and the component its
// generated paths drive (qa/web-machines/*.screen.tsx). Plain TypeScript: `npm run qa:paths`
// lists and measures these paths without a DOM.

import { enqueueActions, transition } from 'xstate';
import { applicationFormMachine } from '../../machines/application-form/application-form.machine.ts';
import type { FormFacts } from '../../machines/application-form/application-form.types.ts';
import { bailPhotosMachine } from '../../machines/bail-photos/bail-photos.machine.ts';
import type {
  BailPhotosEvent,
  BailPhotosInput,
} from '../../machines/bail-photos/bail-photos.types.ts';
import { approveDisbursementMachine } from '../../machines/dialogs/approve-disbursement.machine.ts';
import { approveLoanMachine } from '../../machines/dialogs/approve-loan.machine.ts';
import { cancelSubmissionMachine } from '../../machines/dialogs/cancel-submission.machine.ts';
import { completeDisbursementMachine } from '../../machines/dialogs/complete-disbursement.machine.ts';
import type { RespondOfferContext } from '../../machines/dialogs/dialogs.types.ts';
import { rejectLoanMachine } from '../../machines/dialogs/reject-loan.machine.ts';
import { respondOfferMachine } from '../../machines/dialogs/respond-offer.machine.ts';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import type { SessionContext, SessionEvent } from '../../machines/session/session.types.ts';
import { uploadMachine } from '../../machines/upload/upload.machine.ts';
import {
  MAX_UPLOAD_BYTES,
  type SelectedFile,
  type UploadEvent,
  type UploadInput,
} from '../../machines/upload/upload.types.ts';
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

// The file uploader (machines/upload) as FileUploader runs it inside a form's file field: a
// person picks files (of the right and wrong types, too large, empty), the upload's POST is
// answered (stored, the connection broke, the person's upload quota is used up, the server read
// the bytes as another type), the clear flag's 100 ms pass, the form validates (its Save), the
// form sets the value itself (the remove link, a kept draft discarded).

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** What the browser says of each file a path picks. */
export const UPLOAD_FILES = {
  photo: { name: 'foto.jpg', mimeType: 'image/jpeg', sizeBytes: 1_000_000 },
  pngAtLimit: { name: 'scan.png', mimeType: 'image/png', sizeBytes: 5_000_000 },
  tooBig: { name: 'besar.jpg', mimeType: 'image/jpeg', sizeBytes: 5_000_001 },
  word: { name: 'surat.docx', mimeType: DOCX, sizeBytes: 1_000 },
  pdfWithoutType: { name: 'SCAN.PDF', mimeType: '', sizeBytes: 1_000 },
  empty: { name: 'kosong.png', mimeType: 'image/png', sizeBytes: 0 },
} satisfies Record<string, SelectedFile>;

/** The path the server stores an upload under, and the one the form's saved record holds. */
export const UPLOADED_PATH = '/file/5f0c2a9e.jpg';
export const SAVED_PATH = '/file/tersimpan.png';

type UploadSnapshot = ReturnType<typeof uploadMachine.getInitialSnapshot>;

/**
 * The events a state of the uploader meets. Every kind of file is picked on the field as it
 * opens; later one accepted file, and one refused where no message shows yet (a file's kind
 * changes nothing after that). The
 * server's refusal of the bytes is in the field's kind's words (api/files/upload.ts). The field
 * hears of a value the form sets only when it differs from its own (FileUploader's effect).
 */
function uploadEvents(snapshot: UploadSnapshot): UploadEvent[] {
  const { accept, error, path } = snapshot.context;
  if (snapshot.hasTag('sending')) {
    return [
      { type: 'upload.succeeded', path: UPLOADED_PATH },
      { type: 'upload.failed', code: 'NETWORK' },
      { type: 'upload.failed', code: 'UPLOAD_QUOTA_EXCEEDED' },
      {
        type: 'upload.failed',
        code: accept === 'image' ? 'UPLOAD_ONLY_IMG_FILES' : 'UPLOAD_ONLY_JPD_FILES',
      },
      ...(snapshot.hasTag('clearing') ? [{ type: 'timer.elapsed' } as const] : []),
    ];
  }
  // The clear flag's 100 ms: the flag drops, or the person picks the next file at once.
  if (snapshot.hasTag('clearing')) {
    return [{ type: 'timer.elapsed' }, { type: 'file.selected', file: UPLOAD_FILES.photo }];
  }
  const fresh = snapshot.matches({ file: { settled: 'idle' } }) && error === null;
  const files = fresh
    ? Object.values(UPLOAD_FILES)
    : error === null
      ? [UPLOAD_FILES.photo, UPLOAD_FILES.word]
      : [UPLOAD_FILES.photo];
  return [
    ...files.map((file): UploadEvent => ({ type: 'file.selected', file })),
    { type: 'form.validate' },
    ...(path !== null ? [{ type: 'value.changed', path: null } as const] : []),
    ...(path !== SAVED_PATH ? [{ type: 'value.changed', path: SAVED_PATH } as const] : []),
  ];
}

export const upload: WebMachine = {
  label: 'upload',
  slug: 'upload',
  machine: uploadMachine,
  runs: [
    {
      // The profile's signature (DocumentsForm, section 'signature').
      name: 'signature image 5 MB required',
      input: { accept: 'image', maxBytes: MAX_UPLOAD_BYTES, required: true, path: null },
    },
    {
      // The application's PBB document, restored from a kept draft holding a file.
      name: 'PBB document 5 MB optional holding a file',
      input: {
        accept: 'document',
        maxBytes: MAX_UPLOAD_BYTES,
        required: false,
        path: '/file/lama.pdf',
      },
    },
    {
      // The signing registration's ID card photo (RegistrationForm: 1 MB).
      name: 'ID card image 1 MB required',
      input: { accept: 'image', maxBytes: 1_000_000, required: true, path: null },
    },
  ] satisfies { name: string; input: UploadInput }[],
  component: "a form's file field (FileUploader)",
  events: uploadEvents as WebMachine['events'],
  // What the screen can tell apart: where the field is, whether it holds a file, which message.
  serializeState: (snapshot) => {
    const { error, path } = snapshot.context;
    const message = error === null || error === 'REQUIRED' ? error : 'refused or failed';
    return JSON.stringify([snapshot.value, path === null, message]);
  },
};

// The bail photo step (machines/bail-photos) as BailPhotos runs it in the application form's
// collateral step (LoanApplication, step 3): the step opens with its loan's id, the loan's photos
// are fetched (LoanBailPhotos), a photo is uploaded through the step's own uploader, deleted after
// a confirmation, saved (SaveLoanBailPhotos), and Back and Next tell the form.

/** A photo the person uploads (the server's generated name) and one the loan already holds. */
export const NEW_PHOTO = '/file/3f9a2c.jpg';
export const HELD_PHOTO = '/file/5b1e07.jpg';
export const BAIL_LOAN_ID = 7;

type BailSnapshot = ReturnType<typeof bailPhotosMachine.getInitialSnapshot>;

const { addPhoto, removePhoto } = bailPhotosMachine.implementations.actions;

/**
 * The machine as BailPhotos sends it events: an uploaded photo and a deleted one are saved at
 * once (its uploader's onChange sends photo.added then photos.save; its delete confirmation
 * photo.removed then photos.save, which the machine refuses when no photo is left). Only those
 * two actions also raise photos.save: the chart, its guards and its transitions are the machine's.
 */
export const bailPhotosAsSent = bailPhotosMachine.provide({
  actions: {
    addPhoto: enqueueActions(({ enqueue }) => {
      enqueue(addPhoto as never);
      enqueue.raise({ type: 'photos.save' });
    }),
    removePhoto: enqueueActions(({ enqueue }) => {
      enqueue(removePhoto as never);
      enqueue.raise({ type: 'photos.save' });
    }),
  },
});

/** Before the step opens the person can only open it (the step mounts with its loan's id). */
function bailPhotoEvents(snapshot: BailSnapshot): BailPhotosEvent[] {
  if (snapshot.matches('waiting')) return [{ type: 'loan.changed', loanId: BAIL_LOAN_ID }];
  return [
    { type: 'photos.loaded', photos: [HELD_PHOTO] },
    { type: 'photos.loaded', photos: [] },
    { type: 'photos.loadFailed' },
    { type: 'photo.added', path: NEW_PHOTO },
    { type: 'photo.removed', path: NEW_PHOTO },
    { type: 'photo.removed', path: HELD_PHOTO },
    { type: 'photos.save' },
    { type: 'photos.saved' },
    { type: 'photos.saveFailed' },
    { type: 'step.next' },
    { type: 'step.back' },
  ];
}

export const bailPhotos: WebMachine = {
  label: 'bail photos',
  slug: 'bail-photos',
  machine: bailPhotosAsSent,
  runs: [
    // LoanApplication passes readOnly={!loan.editable} and never nextDisabled.
    { name: 'editable', input: { readOnly: false, nextDisabled: false } },
    { name: 'read-only', input: { readOnly: true, nextDisabled: false } },
  ] satisfies { name: string; input: BailPhotosInput }[],
  component: "the application form's collateral photos (BailPhotos)",
  events: bailPhotoEvents as WebMachine['events'],
  // The list's order does not change what the step may do (tests/machines/bail-photos.test.ts).
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.loanId,
      [...(snapshot.context.photos as string[])].sort(),
    ]),
  cannot: {
    'loan.changed':
      "a later loan id: the collateral step shows one loan — BorrowerLoanPage keys the form by the loan's id (another loan mounts a new step) and LoanApplication passes Number(loan.id) of a loaded loan, never 0 or undefined",
    'step.next':
      'in waiting only: the step mounts with its loan id, which leaves waiting before anything shows',
    'step.back':
      'in waiting only: the step mounts with its loan id, which leaves waiting before anything shows',
    'step.submit':
      "BailPhotos has no Submit: the application form's Next ('Kirim Pengajuan') sends step.next, and the application form machine submits",
  },
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

// The borrower's application form (LoanApplication, hosted as the borrower's loan page hosts it).
// The screen computes the form facts of a Next or a Save from what its fields hold: these are
// the facts it produces for the paths' fixture loan (a personal borrower, so the company group is
// empty and never valid) and for the one field a path breaks in each group. A step's fields are
// the ones the person can change there; the rest keep what they hold, which is these values.
export const APPLICATION_TODAY = '2026-03-01';

export const applicationFacts = (overrides: Partial<FormFacts> = {}): FormFacts => ({
  groupValid: { loanData: true, personal: true, company: false, loanBail: true },
  applicationValue: '100000000',
  bailEstimatedValue: '150000000',
  requiredDate: '2026-04-01',
  today: APPLICATION_TODAY,
  certificateFile: '/file/shm-123.pdf',
  ...overrides,
});

const brokenGroup = (group: keyof FormFacts['groupValid'], overrides: Partial<FormFacts> = {}) =>
  applicationFacts({
    groupValid: { ...applicationFacts().groupValid, [group]: false },
    ...overrides,
  });

/** Facts that print as their name in a path's name (`form.next(valueZero)`). */
const named = (name: string, facts: FormFacts): FormFacts =>
  Object.defineProperty(facts, 'toString', { value: () => name, enumerable: false });

/** The facts of each Next or Save the paths take: valid, or one rule broken by one field. */
const FACTS_BY_NAME = {
  valid: applicationFacts(),
  valueZero: brokenGroup('loanData', { applicationValue: '0' }),
  nameTooShort: brokenGroup('personal'),
  // First of step 3's refusals: the paths that go on from a refused step 3 upload it again.
  noCertificate: applicationFacts({ certificateFile: '' }),
  bailBelowValue: applicationFacts({ bailEstimatedValue: '99999999' }),
  postalCodeInvalid: brokenGroup('loanBail'),
};
export const APPLICATION_FACTS = Object.fromEntries(
  Object.entries(FACTS_BY_NAME).map(([name, facts]) => [name, named(name, facts)]),
) as typeof FACTS_BY_NAME;

/** The fixture loan's borrower and the code the API refuses a submit with. */
export const APPLICATION_SUBMIT_REFUSAL = 'ILLEGAL_TRANSITION';

/**
 * States the paths tell apart: the step, and whether a refusal shows (not which one: each
 * refusal is an edge of its own already). A refused step is then a state of its own, so the paths
 * go on from a refusal (fix the field, upload the certificate again) as a person does. The submit
 * error is left out: it would double step 3's paths, each as slow as a person filling the form.
 */
const applicationSnapshotKey = (snapshot: { value: unknown; context: { refusal: unknown } }) =>
  JSON.stringify([snapshot.value, snapshot.context.refusal !== null]);

export const applicationForm: WebMachine = {
  label: 'application form',
  slug: 'application-form',
  machine: applicationFormMachine,
  runs: [
    { name: 'personal, DRAFT', input: { isPersonal: true, editable: true } },
    { name: 'personal, REVIEW (read-only)', input: { isPersonal: true, editable: false } },
  ],
  component: "borrower's loan page application form (LoanApplication)",
  events: [
    ...Object.values(APPLICATION_FACTS).map((facts) => ({ type: 'form.next', facts })),
    { type: 'borrower.save', facts: APPLICATION_FACTS.valid },
    { type: 'borrower.save', facts: APPLICATION_FACTS.nameTooShort },
    { type: 'bail.save', facts: APPLICATION_FACTS.valid },
    { type: 'bail.save', facts: APPLICATION_FACTS.postalCodeInvalid },
    { type: 'form.back' },
    { type: 'form.confirm' },
    { type: 'save.succeeded' },
    { type: 'save.failed' },
    { type: 'submit.succeeded' },
    { type: 'submit.failed', code: APPLICATION_SUBMIT_REFUSAL },
  ],
  serializeState: applicationSnapshotKey as never,
};

/** Every machine the web client alone runs that has generated paths at its tier. */
export const WEB_MACHINES: readonly WebMachine[] = [
  approveLoanDialog,
  rejectLoanDialog,
  upload,
  bailPhotos,
  cancelSubmissionDialog,
  approveDisbursementDialog,
  completeDisbursementDialog,
  respondOfferDialog,
  sessionWeb,
  applicationForm,
];
