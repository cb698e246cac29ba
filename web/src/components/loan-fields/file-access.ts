// The file service as the loan fields use it: uploads to /file/upload with the session token,
// and reads of a stored file (served to its owner and staff only, so through the same token).
import { readSession } from '../../session.ts';

export type UploadKind = 'document' | 'image';

/** A refused upload: the file service's code (FILE_MAX_5MB, UPLOAD_ONLY_IMG_FILES, …). */
export class UploadError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

const authorization = (): Record<string, string> => {
  const token = readSession()?.token;
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** Uploads one file; answers its path (data.data.path of the spec's service: here data.path). */
export async function uploadFile(file: File, kind: UploadKind): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`/file/upload${kind === 'image' ? '?kind=image' : ''}`, {
    method: 'POST',
    headers: authorization(),
    body: form,
  });
  const body = (await response.json().catch(() => ({}))) as {
    data?: { path?: string };
    code?: string;
    message?: string;
  };
  if (!response.ok || !body.data?.path) {
    throw new UploadError(body.code ?? 'UPLOAD_FAILED', body.message ?? response.statusText);
  }
  return body.data.path;
}

/** A stored file as a local object URL (images in previews, documents in a new tab). */
export async function fileObjectUrl(path: string): Promise<string> {
  const response = await fetch(path, { headers: authorization() });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

/** Opens a stored file in a new tab; the tab opens at once so no popup blocker stops it. */
export function openFileInNewTab(path: string): void {
  const tab = window.open('', '_blank');
  fileObjectUrl(path)
    .then((url) => {
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    })
    .catch(() => tab?.close());
}

/** The file name part of a stored path, for labels. */
export const fileNameOf = (path: string) => path.split('/').at(-1) ?? path;
