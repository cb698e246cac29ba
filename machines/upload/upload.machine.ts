// The file uploader (spec §2 "File uploader", §5 "File upload", §8, §9). A chosen file is
// checked (type, size); an accepted one is uploaded by the runtime (`uploadFile`) while the
// input is disabled and shows 'SENDING'; the uploader signals when an upload starts and ends.
// Success stores the path. A failure always says so (issue 14 replaces spec §8's silence: a
// network failure and a refused file were silent): the server's own file refusal (wrong type,
// too large) shows its message, anything else UPLOAD_FAILED. After every upload the clear flag
// resets the input, and drops 100 ms later (`timer.elapsed`).
//
// Two regions: `file` (what the field holds and whether an upload runs) and `input` (the clear
// flag), so the flag needs no boolean in context. The message rules are in upload.rules.ts.
//
// Decisions where the spec is silent: a refused file leaves the field's value as it was, with
// the error shown; a failed upload keeps the file uploaded before it; a new upload clears the
// error; the form's validation is not answered while an upload runs (the form waits for the
// upload-ended signal); files chosen while sending are ignored (the input is disabled).
import { assign, setup } from 'xstate';
import { fileRefusal, sizeRefusal } from './upload.rules.ts';
import type {
  PathParams,
  TimerParams,
  UploadContext,
  UploadEvent,
  UploadFieldError,
  UploadFileParams,
  UploadInput,
} from './upload.types.ts';
import { CLEAR_FLAG_RESET_MS } from './upload.types.ts';

/**
 * What a failed upload shows: the server's refusal of the file in this field's own words (its
 * type message, its limit's size message), the person's upload quota used up; any other failure
 * (network, server) is UPLOAD_FAILED.
 */
function uploadFailure(context: UploadContext, code: string | undefined): UploadFieldError {
  if (code?.startsWith('FILE_MAX')) return sizeRefusal(context.accept, context.maxBytes);
  if (code === 'UPLOAD_QUOTA_EXCEEDED') return code;
  const typeRefusal =
    context.accept === 'image' ? 'UPLOAD_ONLY_IMG_FILES' : 'UPLOAD_ONLY_JPD_FILES';
  return code === typeRefusal ? typeRefusal : 'UPLOAD_FAILED';
}

const refusalOf = (context: UploadContext, event: UploadEvent) =>
  event.type === 'file.selected' ? fileRefusal(event.file, context.accept, context.maxBytes) : null;

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
  },
  guards: {
    fileAccepted: ({ context, event }) =>
      event.type === 'file.selected' && refusalOf(context, event) === null,
    missingRequired: ({ context }) => context.required && context.path === null,
  },
  actions: {
    refuseFile: assign({ error: ({ context, event }) => refusalOf(context, event) }),
    markRequired: assign({ error: 'REQUIRED' }),
    clearError: assign({ error: null }),
    // A value the form sets satisfies REQUIRED; other errors stay until the next file.
    takeValue: assign(({ context, event }) => {
      if (event.type !== 'value.changed') return {};
      const satisfied = event.path !== null && context.error === 'REQUIRED';
      return { path: event.path, error: satisfied ? null : context.error };
    }),
    failUpload: assign({
      error: ({ context, event }) =>
        event.type === 'upload.failed' ? uploadFailure(context, event.code) : context.error,
    }),
    storePath: assign({
      path: ({ context, event }) => (event.type === 'upload.succeeded' ? event.path : context.path),
    }),
    // Effects each runtime provides (machine.provide).
    uploadFile: (_, _params: UploadFileParams) => {},
    signalUploadStarted: () => {},
    signalUploadEnded: () => {},
    changeValue: (_, _params: PathParams) => {},
    startTimer: (_, _params: TimerParams) => {},
  },
}).createMachine({
  id: 'upload',
  description: 'One file field: choose, check, upload, show.',
  type: 'parallel',
  context: ({ input }) => ({
    accept: input.accept,
    maxBytes: input.maxBytes,
    required: input.required,
    path: input.path,
    error: null,
  }),
  states: {
    file: {
      description: 'What the field holds, and whether an upload runs.',
      initial: 'settled',
      states: {
        settled: {
          description: 'No upload runs; the field holds its path, if any.',
          initial: 'idle',
          states: {
            idle: { description: 'Nothing was uploaded here yet.' },
            done: { description: 'The last upload succeeded; its path is the value.' },
            failed: { description: 'The last upload failed; the error says why.' },
          },
          on: {
            'file.selected': [
              {
                target: 'sending',
                guard: 'fileAccepted',
                actions: [
                  'clearError',
                  'signalUploadStarted',
                  {
                    type: 'uploadFile',
                    params: ({ event }) => ({ file: event.file }),
                  },
                ],
              },
              { actions: 'refuseFile' },
            ],
            'form.validate': { guard: 'missingRequired', actions: 'markRequired' },
            // While sending the upload's answer decides the value: the form's is ignored.
            'value.changed': { actions: 'takeValue' },
          },
        },
        sending: {
          description: "Uploading: the input is disabled and shows 'SENDING' with a spinner.",
          tags: ['sending'],
          on: {
            'upload.succeeded': {
              target: ['#upload.file.settled.done', '#upload.input.clearing'],
              actions: [
                'storePath',
                { type: 'changeValue', params: ({ event }) => ({ path: event.path }) },
                'signalUploadEnded',
              ],
            },
            'upload.failed': {
              target: ['#upload.file.settled.failed', '#upload.input.clearing'],
              actions: ['failUpload', 'signalUploadEnded'],
            },
          },
        },
      },
    },
    input: {
      description: 'The clear flag that resets the file input after each upload.',
      initial: 'ready',
      states: {
        ready: { description: 'The flag is down.' },
        clearing: {
          description: 'The flag is up; it drops 100 ms later.',
          tags: ['clearing'],
          entry: { type: 'startTimer', params: { delayMs: CLEAR_FLAG_RESET_MS } },
          on: { 'timer.elapsed': { target: 'ready' } },
        },
      },
    },
  },
});
