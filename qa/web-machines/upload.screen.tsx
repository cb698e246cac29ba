// The file uploader as QA's web-client paths drive it: the real FileUploader in a form's file
// field, hosted as the forms host it — a react-hook-form Controller holding the path, the remove
// link clearing it and a kept draft's 'Buang perubahan' resetting it to what the server holds (the
// application's collateral step, BailFields and LoanApplication), Save validating the uploaders
// and waiting while an upload runs (the profile's DocumentsForm, the signing registration). The
// file is picked with Testing Library's `upload`, as a person picking 'All files' in the browser's
// dialog would (the `accept` attribute filters nothing); its POST /file/upload is held by a stubbed
// `fetch` until the path answers it as the API does (api/files/upload.ts, api/http/error-handler.ts).
import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { vi } from 'vitest';
import { UPLOAD_QUOTA, uploadQuotaRefusal } from '../../machines/upload/upload.rules.ts';
import {
  acceptAttribute,
  errorMessage,
  isSending,
  sizeHint,
  viewPath,
} from '../../machines/upload/upload.selectors.ts';
import {
  CLEAR_FLAG_RESET_MS,
  type SelectedFile,
  SMALL_MAX_UPLOAD_BYTES,
  type UploadInput,
} from '../../machines/upload/upload.types.ts';
import { FileUploader } from '../../web/src/components/FileUploader.tsx';
import { answer, elapse } from '../../web/src/test-support/dom.tsx';
import type { AnyEvent } from '../other-machines/model.ts';
import { SAVED_PATH, upload } from './machines.ts';
import type { Action, WebDriver, WebScreen } from './run-paths.tsx';
import { mountInApp, toasts, words } from './screen-support.tsx';

/** The field each run's uploader is, by what it takes. */
function labelOf(input: UploadInput): string {
  if (input.maxBytes < 5_000_000) return words('signing.form.idCardFile');
  return input.accept === 'document'
    ? words('loanFields.pbbDocument')
    : words('profile.fields.signaturefile');
}

/** A form holding one file field, as the app's forms hold theirs. */
function FileFieldHost({ input, label }: { input: UploadInput; label: string }) {
  const form = useForm<{ file: string | null }>({ defaultValues: { file: input.path } });
  const [validateSignal, setValidateSignal] = useState(0);
  const [uploading, setUploading] = useState(0);
  const value = form.watch('file');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setValidateSignal((n) => n + 1);
      }}
    >
      {value !== SAVED_PATH && (
        <Button variant="default" onClick={() => form.reset({ file: SAVED_PATH })}>
          {words('borrowerFlow.draft.discard')}
        </Button>
      )}
      <Controller
        control={form.control}
        name="file"
        render={({ field }) => (
          <FileUploader
            label={label}
            accept={input.accept}
            maxBytes={input.maxBytes}
            required={input.required}
            value={field.value}
            onChange={field.onChange}
            onRemove={() => field.onChange(null)}
            onUploadStarted={() => setUploading((n) => n + 1)}
            onUploadEnded={() => setUploading((n) => n - 1)}
            validateSignal={validateSignal}
          />
        )}
      />
      <Button type="submit" disabled={uploading > 0}>
        {words('profile.save')}
      </Button>
    </form>
  );
}

/** A request the stubbed `fetch` holds until the path answers it. */
type HeldRequest = {
  url: string;
  file: File | null;
  respond: (status: number, body: unknown) => void;
  breakConnection: () => void;
  answered: boolean;
};

/** The browser's network as the path answers it: uploads held, reads of stored files refused. */
export function stubFetch() {
  const held: HeldRequest[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    return new Promise((resolve, reject) => {
      const response = (status: number, body: unknown) => ({
        ok: status >= 200 && status < 300,
        status,
        statusText: String(status),
        json: async () => body,
        blob: async () => new Blob([]),
      });
      if (init?.method !== 'POST') {
        // A stored file read to show it (a preview, a thumbnail): not what the paths look at.
        resolve(response(404, { code: 'NOT_FOUND', message: 'not found' }));
        return;
      }
      const body = init.body as FormData;
      const file = body.get('file');
      const request: HeldRequest = {
        url: String(url),
        file: file instanceof File ? file : null,
        answered: false,
        respond: (status, json) => {
          request.answered = true;
          resolve(response(status, json));
        },
        breakConnection: () => {
          request.answered = true;
          reject(new TypeError('Failed to fetch'));
        },
      };
      held.push(request);
    });
  });
  const waiting = () => held.filter((r) => !r.answered);
  return {
    held,
    waiting,
    /** The oldest upload waiting for its answer. */
    next(): HeldRequest {
      const request = waiting()[0];
      if (!request) throw new Error('no upload is waiting for an answer');
      return request;
    },
  };
}

/** A file as the browser gives it: its name, type and size. */
export function fileOf({ name, mimeType, sizeBytes }: SelectedFile): File {
  const file = new File([], name, { type: mimeType });
  Object.defineProperty(file, 'size', { value: sizeBytes });
  return file;
}

/** The API's refusal of an upload (api/http/error-handler.ts: { message, code, ... }). */
function refusalOf(code: string, file: File | null): [number, Record<string, unknown>] {
  if (code === 'UPLOAD_QUOTA_EXCEEDED') {
    // The person stored the whole quota in the last hour (upload.rules.ts's rule says when the
    // oldest of them leaves the window).
    const now = Date.now();
    const refusal = uploadQuotaRefusal(
      { files: UPLOAD_QUOTA.files, bytes: UPLOAD_QUOTA.bytes, oldestAtMs: now - 3_600_000 },
      file?.size ?? 0,
      UPLOAD_QUOTA,
      now,
    );
    if (!refusal) throw new Error('the quota rule let the upload through');
    return [429, { code, message: 'You have uploaded as much as one person may', ...refusal }];
  }
  if (code.startsWith('UPLOAD_ONLY_')) return [415, { code, message: 'Only JPG, PNG or PDF' }];
  throw new Error(`the API sends no ${code}`);
}

const uploadUrl = (input: { accept: string; maxBytes: number }) =>
  `/file/upload?kind=${input.accept}${input.maxBytes <= SMALL_MAX_UPLOAD_BYTES ? '&limit=2mb' : ''}`;

function uploadScreen(input: UploadInput): WebScreen {
  sessionStorage.clear();
  const network = stubFetch();
  const label = labelOf(input);
  mountInApp(() => <FileFieldHost input={input} label={label} />);
  const fileInput = () => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('the field has no file input');
    return found;
  };
  const wrapper = () => fileInput().closest('.mantine-InputWrapper-root') as HTMLElement;
  return {
    async take(event: AnyEvent) {
      const u = userEvent.setup({ delay: null, applyAccept: false });
      switch (event.type) {
        case 'file.selected': {
          const file = fileOf(event.file as SelectedFile);
          await u.upload(fileInput(), file);
          return `picks ${file.name} (${file.type || 'no type'}, ${file.size} bytes)`;
        }
        case 'upload.succeeded': {
          const request = network.next();
          const name = request.file?.name ?? 'upload';
          await answer(() =>
            request.respond(201, {
              data: { path: event.path, contentType: 'image/jpeg', size: 1, originalName: name },
            }),
          );
          return `the API stores ${name} as ${String(event.path)}`;
        }
        case 'upload.failed': {
          const request = network.next();
          if (event.code === 'NETWORK') {
            await answer(() => request.breakConnection());
            return 'the connection breaks during the upload';
          }
          const [status, body] = refusalOf(String(event.code), request.file);
          await answer(() => request.respond(status, body));
          return `the API refuses the upload (${status} ${String(event.code)})`;
        }
        case 'timer.elapsed':
          await elapse(CLEAR_FLAG_RESET_MS);
          return `${CLEAR_FLAG_RESET_MS} ms pass`;
        case 'form.validate':
          await u.click(screen.getByRole('button', { name: words('profile.save') }));
          return `presses '${words('profile.save')}'`;
        case 'value.changed': {
          if (event.path === null) {
            await u.click(
              within(wrapper()).getByRole('button', { name: new RegExp(words('uploader.remove')) }),
            );
            const confirm = words('borrowerFlow.deleteFile.confirm');
            await u.click(
              within(screen.getByRole('dialog')).getByRole('button', { name: confirm }),
            );
            return `presses '${words('uploader.remove')}', then '${confirm}'`;
          }
          const discard = words('borrowerFlow.draft.discard');
          await u.click(screen.getByRole('button', { name: discard }));
          return `presses '${discard}' (the form holds ${String(event.path)} again)`;
        }
        default:
          throw new Error(`no step on the screen sends ${event.type}`);
      }
    },
    seen() {
      const field = wrapper();
      const hint = field.querySelector('.mantine-InputWrapper-description')?.textContent;
      const error = field.querySelector('.mantine-InputWrapper-error')?.textContent;
      const input = fileInput();
      const sending = within(field).queryByTestId('uploader-sending')?.textContent;
      const view = within(field).queryByRole('button', {
        name: new RegExp(words('uploader.viewFile')),
      });
      const file = view
        ? [
            `file '${view.parentElement?.querySelector('p')?.textContent ?? ''}'`,
            ...[...(view.parentElement?.querySelectorAll('button') ?? [])].map(
              (b) => `'${b.firstChild?.textContent ?? ''}'`,
            ),
          ].join(' ')
        : 'no file';
      const save = screen.getByRole<HTMLButtonElement>('button', { name: words('profile.save') });
      const sent = network.held;
      return [
        `hint '${hint ?? ''}'`,
        `error '${error ?? ''}'`,
        `input ${input.disabled ? 'disabled' : 'enabled'} accepting ${input.accept}, ${input.files?.length ? 'holding a file' : 'empty'}`,
        sending ? `'${sending}' shown` : 'not sending',
        file,
        `'${save.textContent}' ${save.disabled ? 'disabled' : 'enabled'}`,
        `uploads sent: ${sent.map((r) => `${r.file?.name} to ${r.url}`).join(', ') || 'none'}`,
        `waiting: ${network.waiting().length}`,
        `toasts: ${toasts().join(' | ') || 'none'}`,
      ].join('; ');
    },
  };
}

/** The file name the field shows for a path: the picked file's own name for an upload. */
function shownName(path: string, history: readonly Action[]): string {
  const stored = history.findLastIndex(
    (a) => a.type === 'changeValue' && (a.params as { path: string }).path === path,
  );
  const sent = history.slice(0, stored).findLast((a) => a.type === 'uploadFile')?.params as
    | { file: SelectedFile }
    | undefined;
  return stored >= 0 && sent ? sent.file.name : (path.split('/').at(-1) ?? path);
}

export const uploadDriver: WebDriver = {
  machine: upload,
  mount: (input) => uploadScreen(input as UploadInput),
  expected(snapshot, _actions, history, events) {
    const s = snapshot as Parameters<typeof isSending>[0];
    const hint = sizeHint(s);
    const error = errorMessage(s);
    const errorText = error
      ? error.key === 'UPLOAD_FAILED'
        ? words('borrowerFlow.uploadFailed')
        : words(`uploader.${error.key}`, error.params)
      : '';
    const sending = isSending(s);
    // The input holds the last file picked since an upload last ended (the clear flag rose).
    const picked = events.findLastIndex((e) => e.type === 'file.selected');
    const ended = events.findLastIndex((e) => e.type.startsWith('upload.'));
    const holding = picked > ended;
    const path = viewPath(s);
    const file = path
      ? [
          `file '${shownName(path, history)}'`,
          `'${words('uploader.viewFile')}'`,
          ...(/\.(jpe?g|png)$/i.test(path) ? [`'${words('uploader.preview')}'`] : []),
          ...(sending ? [] : [`'${words('uploader.remove')}'`]),
        ].join(' ')
      : 'no file';
    const count = (type: string) => history.filter((a) => a.type === type).length;
    const uploading = count('signalUploadStarted') - count('signalUploadEnded');
    const { context } = s;
    const sent = history
      .filter((a) => a.type === 'uploadFile')
      .map((a) => `${(a.params as { file: SelectedFile }).file.name} to ${uploadUrl(context)}`);
    return [
      `hint '${words(`uploader.${hint.key}`, hint.params)}'`,
      `error '${errorText}'`,
      `input ${sending ? 'disabled' : 'enabled'} accepting ${acceptAttribute(s)}, ${holding ? 'holding a file' : 'empty'}`,
      sending ? `'${words('uploader.sending')}' shown` : 'not sending',
      file,
      `'${words('profile.save')}' ${uploading > 0 ? 'disabled' : 'enabled'}`,
      `uploads sent: ${sent.join(', ') || 'none'}`,
      `waiting: ${sending ? 1 : 0}`,
      'toasts: none',
    ].join('; ');
  },
};
