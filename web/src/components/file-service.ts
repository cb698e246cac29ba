// The file service (spec §7 "File upload"): a multipart POST under a chosen field name (default
// `file`) with the session's token, answering the stored file's path; and reading a stored file
// (served to its owner and staff only, so the token goes along) as a local object URL.
import { readSession } from '../session.ts';

export class UploadError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

const authorization = (): Record<string, string> => {
  const session = readSession();
  return session ? { authorization: `Bearer ${session.token}` } : {};
};

/** Posts one file as multipart form data; resolves to `data.path`. */
export async function postMultipart(
  url: string,
  file: Blob,
  options: { fileName?: string; field?: string } = {},
): Promise<string> {
  const form = new FormData();
  form.append(options.field ?? 'file', file, options.fileName ?? 'upload');
  const response = await fetch(url, { method: 'POST', headers: authorization(), body: form }).catch(
    (error: unknown) => {
      throw new UploadError('NETWORK', error instanceof Error ? error.message : 'Network Error');
    },
  );
  const body = (await response.json().catch(() => ({}))) as {
    data?: { path?: string; originalName?: string };
    code?: string;
    message?: string;
  };
  if (!response.ok || !body.data?.path) {
    throw new UploadError(body.code ?? 'UPLOAD_FAILED', body.message ?? response.statusText);
  }
  rememberName(body.data.path, body.data.originalName ?? options.fileName);
  return body.data.path;
}

/** Uploads to POST /file/upload: images only, or images and PDF; 5 MB or the 2 MB place. */
export function uploadFile(
  file: File,
  options: { accept: 'image' | 'document'; maxBytes: number },
): Promise<string> {
  const params = new URLSearchParams({ kind: options.accept });
  if (options.maxBytes <= 2_000_000) params.set('limit', '2mb');
  return postMultipart(`/file/upload?${params}`, file, { fileName: file.name });
}

/** A stored file as an object URL (revoke it when done), fetched with the session's token. */
export async function fileObjectUrl(path: string): Promise<{ url: string; type: string }> {
  const response = await fetch(path, { headers: authorization() });
  if (!response.ok) throw new UploadError('FILE_UNREADABLE', response.statusText);
  const blob = await response.blob();
  return { url: URL.createObjectURL(blob), type: blob.type };
}

export const isImagePath = (path: string) => /\.(jpe?g|png)$/i.test(path);

/**
 * Opens a stored file in a new window. The window opens at once (inside the click, so no popup
 * blocker stops it) and gets the file once it is read with the session's token.
 */
export function openFileInNewTab(path: string): void {
  const opened = window.open('', '_blank');
  fileObjectUrl(path)
    .then(({ url }) => {
      if (opened) opened.location.href = url;
      else window.location.assign(url);
    })
    .catch(() => opened?.close());
}

/** The file name part of a stored path, for labels. */
export const fileNameOf = (path: string) => path.split('/').at(-1) ?? path;

// The names files had on the user's device, by stored path: the server stores a file under a
// generated name, and a person recognises the file by its own. Kept for this tab's session.
const NAMES_KEY = 'lumbung.fileNames';

function storedNames(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(NAMES_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

function rememberName(path: string, name: string | undefined): void {
  if (!name) return;
  try {
    sessionStorage.setItem(NAMES_KEY, JSON.stringify({ ...storedNames(), [path]: name }));
  } catch {
    // Storage unavailable: the generated name shows instead.
  }
}

/** The file's original name where this session uploaded it, else its stored name. */
export const displayNameOf = (path: string) => storedNames()[path] ?? fileNameOf(path);
