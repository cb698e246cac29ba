// The file uploader (spec §2 "File uploader", §5 "File upload", §8 upload keys, §9): paths
// generated from the machine's graph for an image uploader, a document uploader holding a file
// and the 2 MB place, replayed with the invariants of every state, then each rule and timing.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { initialTransition, transition } from 'xstate';
import { uploadMachine as machine } from '../../machines/upload/upload.machine.ts';
import {
  acceptAttribute,
  errorMessage,
  isClearing,
  isSending,
  sizeHint,
  viewPath,
} from '../../machines/upload/upload.selectors.ts';
import {
  CLEAR_FLAG_RESET_MS,
  MAX_UPLOAD_BYTES,
  type SelectedFile,
  SMALL_MAX_UPLOAD_BYTES,
  type UploadEvent,
  type UploadInput,
} from '../../machines/upload/upload.types.ts';
import { modelPaths, replay, uncoveredByAll } from '../support/machine-model.ts';

type Snapshot = SnapshotFrom<typeof machine>;

const file = (name: string, mimeType: string, sizeBytes: number): SelectedFile => ({
  name,
  mimeType,
  sizeBytes,
});

const FILES = {
  photo: file('photo.jpg', 'image/jpeg', 1_000_000),
  pngAtLimit: file('scan.png', 'image/png', 5_000_000),
  pdf: file('scan.pdf', 'application/pdf', 1_000_000),
  tooBig: file('big.jpg', 'image/jpeg', 5_000_001),
  word: file('letter.docx', 'application/vnd.openxmlformats-officedocument', 1_000),
  pdfWithoutType: file('SCAN.PDF', '', 1_000),
  empty: file('blank.jpg', 'image/jpeg', 0),
};

const EVENTS: UploadEvent[] = [
  ...Object.values(FILES).map((f): UploadEvent => ({ type: 'file.selected', file: f })),
  { type: 'upload.succeeded', path: 'uploads/2026/abc.jpg' },
  { type: 'upload.failed' },
  { type: 'timer.elapsed' },
  { type: 'form.validate' },
  { type: 'value.changed', path: 'uploads/2024/loaded.pdf' },
  { type: 'value.changed', path: null },
];

const INPUTS: Record<string, UploadInput> = {
  'image, 5 MB, required': {
    accept: 'image',
    maxBytes: MAX_UPLOAD_BYTES,
    required: true,
    path: null,
  },
  'document, 5 MB, optional, holding a file': {
    accept: 'document',
    maxBytes: MAX_UPLOAD_BYTES,
    required: false,
    path: 'uploads/2025/old.pdf',
  },
  'document, 2 MB, required': {
    accept: 'document',
    maxBytes: SMALL_MAX_UPLOAD_BYTES,
    required: true,
    path: null,
  },
};

const runs = Object.entries(INPUTS).map(([label, input]) => ({
  label,
  input,
  paths: modelPaths(machine, { input, events: EVENTS }),
}));

/** The error keys each kind of uploader may show. */
const ALLOWED_ERRORS = (input: UploadInput): (string | null)[] => [
  null,
  'UPLOAD_FAILED',
  'FILE_EMPTY',
  ...(input.required ? ['REQUIRED'] : []),
  input.accept === 'image' ? 'UPLOAD_ONLY_IMG_FILES' : 'UPLOAD_ONLY_JPD_FILES',
  input.maxBytes !== MAX_UPLOAD_BYTES
    ? 'FILE_MAX_SIZE'
    : input.accept === 'image'
      ? 'FILE_MAX_5MB_IMAGE'
      : 'FILE_MAX_5MB',
];

type Effect = { type: string; params: unknown };

function start(input: UploadInput): Snapshot {
  return initialTransition(machine, input)[0];
}

function send(snapshot: Snapshot, ...events: UploadEvent[]) {
  let current = snapshot;
  let actions: Effect[] = [];
  for (const event of events) {
    const [next, executed] = transition(machine, current, event);
    current = next;
    actions = executed.map(({ type, params }) => ({ type, params }));
  }
  return { snapshot: current, actions };
}

const select = (f: SelectedFile): UploadEvent => ({ type: 'file.selected', file: f });
const succeeded = (path = 'uploads/2026/new.jpg'): UploadEvent => ({
  type: 'upload.succeeded',
  path,
});
const failed: UploadEvent = { type: 'upload.failed' };
const elapsed: UploadEvent = { type: 'timer.elapsed' };
const validate: UploadEvent = { type: 'form.validate' };

const imageInput = INPUTS['image, 5 MB, required'] as UploadInput;
const documentInput: UploadInput = { ...imageInput, accept: 'document' };
const smallInput = INPUTS['document, 2 MB, required'] as UploadInput;

describe('uploader model', () => {
  it('reaches every state and takes every transition across the inputs', () => {
    expect(uncoveredByAll(machine, runs)).toEqual({ states: [], transitions: [] });
  });

  const cases = runs.flatMap(({ label, input, paths }) =>
    paths.map((path) => [`${label}: ${path.name}`, input, path] as const),
  );

  it.each(cases)('%s', (_, input, path) => {
    let previous: Snapshot | null = null;
    let running = 0;
    let clearFlag = false;
    replay(machine, path, {
      input,
      check: (snapshot, event) => {
        if (previous && event) {
          const actions = transition(machine, previous, event)[1].map((a) => a.type);
          running += actions.filter((t) => t === 'signalUploadStarted').length;
          running -= actions.filter((t) => t === 'signalUploadEnded').length;
          // Every upload that ends raises the clear flag and schedules its reset.
          if (actions.includes('signalUploadEnded')) {
            clearFlag = true;
            expect(actions).toContain('startTimer');
          }
          if (event.type === 'timer.elapsed' && previous.hasTag('clearing')) clearFlag = false;
          // A failed upload always says so.
          if (event.type === 'upload.failed' && actions.length > 0) {
            expect(snapshot.context.error).toBe('UPLOAD_FAILED');
          }
        }
        // Started and ended signals pair up; one upload at most; sending exactly meanwhile.
        expect(running === 0 || running === 1).toBe(true);
        expect(isSending(snapshot)).toBe(running === 1);
        expect(isClearing(snapshot)).toBe(clearFlag);
        // The input is disabled while sending.
        if (isSending(snapshot)) expect(snapshot.can(select(FILES.photo))).toBe(false);
        // Only the messages of this kind of uploader; REQUIRED only while it holds nothing.
        expect(ALLOWED_ERRORS(input)).toContain(snapshot.context.error);
        if (snapshot.context.error === 'REQUIRED') expect(viewPath(snapshot)).toBeNull();
        previous = snapshot;
      },
    });
  });
});

describe('file checks', () => {
  it.each([
    ['image', 'a jpeg', FILES.photo, null],
    ['image', 'a png of exactly 5,000,000 bytes', FILES.pngAtLimit, null],
    ['image', 'a pdf', FILES.pdf, 'UPLOAD_ONLY_IMG_FILES'],
    ['image', 'a word file', FILES.word, 'UPLOAD_ONLY_IMG_FILES'],
    ['image', 'a jpeg of 5,000,001 bytes', FILES.tooBig, 'FILE_MAX_5MB_IMAGE'],
    ['document', 'a pdf', FILES.pdf, null],
    ['document', 'a pdf the browser gave no type', FILES.pdfWithoutType, null],
    ['document', 'a word file', FILES.word, 'UPLOAD_ONLY_JPD_FILES'],
    ['document', 'a jpeg of 5,000,001 bytes', FILES.tooBig, 'FILE_MAX_5MB'],
    ['document', 'a jpg named .jpg', file('a.JPG', '', 10), null],
    ['image', 'a file named .pdf without type', FILES.pdfWithoutType, 'UPLOAD_ONLY_IMG_FILES'],
    ['image', 'an empty jpeg', FILES.empty, 'FILE_EMPTY'],
    ['document', 'an empty pdf', file('blank.pdf', 'application/pdf', 0), 'FILE_EMPTY'],
    ['document', 'an empty word file', file('blank.docx', 'application/msword', 0), 'FILE_EMPTY'],
  ] as const)('a %s uploader given %s: %s', (accept, _, chosen, error) => {
    const input = accept === 'image' ? imageInput : documentInput;
    const { snapshot, actions } = send(start(input), select(chosen));
    expect(snapshot.context.error).toBe(error);
    expect(isSending(snapshot)).toBe(error === null);
    if (error) expect(actions).toEqual([]);
  });

  it('checks the type before the size', () => {
    const bigWord = file('big.docx', 'application/msword', 9_000_000);
    expect(send(start(imageInput), select(bigWord)).snapshot.context.error).toBe(
      'UPLOAD_ONLY_IMG_FILES',
    );
  });

  it('applies the 2 MB limit of the small place with its own message', () => {
    const refused = send(start(smallInput), select(FILES.pngAtLimit)).snapshot;
    expect(errorMessage(refused)).toEqual({ key: 'FILE_MAX_SIZE', params: { megabytes: 2 } });
    const atLimit = send(start(smallInput), select(file('a.pdf', 'application/pdf', 2_000_000)));
    expect(isSending(atLimit.snapshot)).toBe(true);
    expect(sizeHint(start(smallInput))).toEqual({
      key: 'MAX_UPLOAD_SIZE',
      params: { megabytes: 2 },
    });
    expect(sizeHint(start(imageInput))).toEqual({
      key: 'MAX_UPLOAD_5MB',
      params: { megabytes: 5 },
    });
  });

  it('keeps the value it held when a file is refused', () => {
    const holding = INPUTS['document, 5 MB, optional, holding a file'] as UploadInput;
    const { snapshot } = send(start(holding), select(FILES.word));
    expect(viewPath(snapshot)).toBe('uploads/2025/old.pdf');
    expect(snapshot.context.error).toBe('UPLOAD_ONLY_JPD_FILES');
  });

  it('offers the accepted types to the file input', () => {
    expect(acceptAttribute(start(imageInput))).toBe(
      'image/jpeg,image/jpg,image/png,.jpeg,.jpg,.png',
    );
    expect(acceptAttribute(start(documentInput))).toContain('application/pdf');
  });
});

describe('uploading', () => {
  it('uploads an accepted file: sending, with the start signal', () => {
    const { snapshot, actions } = send(start(imageInput), select(FILES.photo));
    expect(actions).toEqual([
      { type: 'signalUploadStarted', params: undefined },
      { type: 'uploadFile', params: { file: FILES.photo } },
    ]);
    expect(isSending(snapshot)).toBe(true);
    expect(snapshot.can(select(FILES.photo))).toBe(false);
    expect(snapshot.can(validate)).toBe(false);
  });

  it('stores the path on success, signals the end and raises the clear flag', () => {
    const sending = send(start(imageInput), select(FILES.photo)).snapshot;
    const { snapshot, actions } = send(sending, succeeded('uploads/2026/ktp.jpg'));
    expect(actions).toEqual([
      { type: 'changeValue', params: { path: 'uploads/2026/ktp.jpg' } },
      { type: 'signalUploadEnded', params: undefined },
      { type: 'startTimer', params: { delayMs: 100 } },
    ]);
    expect(CLEAR_FLAG_RESET_MS).toBe(100);
    expect(snapshot.value).toEqual({ file: { settled: 'done' }, input: 'clearing' });
    expect(viewPath(snapshot)).toBe('uploads/2026/ktp.jpg');
    expect(isSending(snapshot)).toBe(false);
    expect(isClearing(snapshot)).toBe(true);
  });

  it('drops the clear flag when the 100 ms timer elapses', () => {
    const { snapshot } = send(start(imageInput), select(FILES.photo), succeeded(), elapsed);
    expect(isClearing(snapshot)).toBe(false);
    expect(viewPath(snapshot)).toBe('uploads/2026/new.jpg');
  });

  it('says a failed upload failed: sending cleared, end signalled, clear flag raised', () => {
    const sending = send(start(imageInput), select(FILES.photo)).snapshot;
    const { snapshot, actions } = send(sending, failed);
    expect(actions).toEqual([
      { type: 'signalUploadEnded', params: undefined },
      { type: 'startTimer', params: { delayMs: 100 } },
    ]);
    expect(snapshot.context.error).toBe('UPLOAD_FAILED');
    expect(errorMessage(snapshot)?.key).toBe('UPLOAD_FAILED');
    expect(isSending(snapshot)).toBe(false);
    expect(isClearing(snapshot)).toBe(true);
    // A new file clears the message.
    expect(send(snapshot, select(FILES.photo)).snapshot.context.error).toBeNull();
  });

  it("shows the server's refusal of the file (415 wrong type, 413 too large) as its message", () => {
    const refusedBy = (input: UploadInput, code: string) =>
      send(start(input), select(FILES.photo), { type: 'upload.failed', code }).snapshot.context
        .error;
    expect(refusedBy(documentInput, 'UPLOAD_ONLY_JPD_FILES')).toBe('UPLOAD_ONLY_JPD_FILES');
    expect(refusedBy(imageInput, 'UPLOAD_ONLY_IMG_FILES')).toBe('UPLOAD_ONLY_IMG_FILES');
    expect(refusedBy(imageInput, 'FILE_MAX_5MB')).toBe('FILE_MAX_5MB_IMAGE');
    expect(refusedBy(smallInput, 'FILE_MAX_5MB')).toBe('FILE_MAX_SIZE');
    // The person's 24-hour quota used up: trying again at once cannot help, so it is said as such.
    expect(refusedBy(imageInput, 'UPLOAD_QUOTA_EXCEEDED')).toBe('UPLOAD_QUOTA_EXCEEDED');
    // Codes that are not about the file, or another kind's message, read as a failed upload.
    expect(refusedBy(imageInput, 'UPLOAD_ONLY_JPD_FILES')).toBe('UPLOAD_FAILED');
    expect(refusedBy(imageInput, 'NETWORK')).toBe('UPLOAD_FAILED');
  });

  it('keeps the previous file when a later upload fails', () => {
    const { snapshot } = send(
      start(imageInput),
      select(FILES.photo),
      succeeded('uploads/2026/first.jpg'),
      select(FILES.photo),
      failed,
    );
    expect(viewPath(snapshot)).toBe('uploads/2026/first.jpg');
    expect(snapshot.value).toEqual({ file: { settled: 'failed' }, input: 'clearing' });
  });

  it('restarts the clear timer when an upload ends while the flag is still up', () => {
    const { snapshot } = send(start(imageInput), select(FILES.photo), succeeded());
    const again = send(snapshot, select(FILES.photo), succeeded());
    expect(again.actions.map((a) => a.type)).toContain('startTimer');
    expect(isClearing(again.snapshot)).toBe(true);
  });

  it('clears an earlier error when an accepted file is chosen', () => {
    const { snapshot } = send(start(imageInput), select(FILES.pdf), select(FILES.photo));
    expect(snapshot.context.error).toBeNull();
  });
});

describe('a value the form sets', () => {
  it('replaces the path when loaded later, and satisfies REQUIRED', () => {
    const shown = send(start(imageInput), validate).snapshot;
    expect(errorMessage(shown)?.key).toBe('REQUIRED');
    const loaded = send(shown, { type: 'value.changed', path: 'uploads/2024/loaded.png' });
    expect(viewPath(loaded.snapshot)).toBe('uploads/2024/loaded.png');
    expect(errorMessage(loaded.snapshot)).toBeNull();
    expect(loaded.actions.map((a) => a.type)).not.toContain('changeValue');
  });

  it('removed: the field holds nothing and a required one asks again', () => {
    const held = send(start(imageInput), select(FILES.photo), succeeded()).snapshot;
    const removed = send(held, { type: 'value.changed', path: null }, validate).snapshot;
    expect(viewPath(removed)).toBeNull();
    expect(errorMessage(removed)?.key).toBe('REQUIRED');
  });

  it('keeps a type or size error, and is ignored while sending', () => {
    const refused = send(start(imageInput), select(FILES.word)).snapshot;
    const loaded = send(refused, { type: 'value.changed', path: 'uploads/x.png' }).snapshot;
    expect(errorMessage(loaded)?.key).toBe('UPLOAD_ONLY_IMG_FILES');
    const sending = send(start(imageInput), select(FILES.photo)).snapshot;
    expect(sending.can({ type: 'value.changed', path: null })).toBe(false);
  });
});

describe('required uploader', () => {
  it('shows REQUIRED on form validation while it holds no file', () => {
    const { snapshot, actions } = send(start(imageInput), validate);
    expect(actions).toEqual([]);
    expect(errorMessage(snapshot)).toEqual({ key: 'REQUIRED', params: { megabytes: 5 } });
  });

  it('is satisfied by an uploaded file, and by a stored one', () => {
    const uploaded = send(start(imageInput), select(FILES.photo), succeeded(), validate).snapshot;
    expect(uploaded.context.error).toBeNull();
    const stored = send(start({ ...imageInput, path: 'uploads/old.jpg' }), validate).snapshot;
    expect(stored.context.error).toBeNull();
  });

  it('stays REQUIRED after a failed upload', () => {
    const { snapshot } = send(start(imageInput), select(FILES.photo), failed, validate);
    expect(snapshot.context.error).toBe('REQUIRED');
  });

  it('never shows REQUIRED on an optional uploader', () => {
    const optional = send(start({ ...documentInput, required: false }), validate).snapshot;
    expect(optional.context.error).toBeNull();
  });
});
