// The machines the web client alone runs, each with the events the web client meets (what a
// person does on the screen, what the network answers, time passing) and the component its
// generated paths drive (qa/web-machines/*.screen.tsx). Plain TypeScript: `npm run qa:paths`
// lists and measures these paths without a DOM.

import { enqueueActions } from 'xstate';
import { bailPhotosMachine } from '../../machines/bail-photos/bail-photos.machine.ts';
import type {
  BailPhotosEvent,
  BailPhotosInput,
} from '../../machines/bail-photos/bail-photos.types.ts';
import { approveLoanMachine } from '../../machines/dialogs/approve-loan.machine.ts';
import { rejectLoanMachine } from '../../machines/dialogs/reject-loan.machine.ts';
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

/** Every machine the web client alone runs that has generated paths at its tier. */
export const WEB_MACHINES: readonly WebMachine[] = [
  approveLoanDialog,
  rejectLoanDialog,
  upload,
  bailPhotos,
];

export const webMachineNamed = (name: string) =>
  WEB_MACHINES.find((m) => m.slug === name || m.label === name);
