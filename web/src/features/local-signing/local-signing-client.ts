// The built-in signature provider's signing page talks to the provider's own REST endpoints
// (api/routes/signing/local-signing.routes.ts), as the page of an outside provider would: no
// login, the single-use token in the address, then the session key the opening answered, sent as
// X-Signing-Session. Refusals keep the API's stable code (and wait, where given); the page words
// them.

/** What every call of the page answers: the page's content, or where the browser goes next. */
export type SigningPage =
  | {
      ended: false;
      title: string;
      signerName: string;
      email: string;
      phone: string | null;
      sessionExpiresAt: string;
      codeSentTo: 'email' | 'sms' | null;
      codeExpiresAt: string | null;
      wrongCodesLeft: number;
      codesLeft: number;
    }
  | { ended: true; event: string; redirect: string };

export class SigningError extends Error {
  readonly code: string;
  readonly retryAfterSeconds: number | undefined;
  constructor(code: string, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'SigningError';
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const base = (token: string) => `/api/signing/local/${encodeURIComponent(token)}`;

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init).catch((error: unknown) => {
    throw new SigningError('NETWORK', error instanceof Error ? error.message : 'Network Error');
  });
  const body = (await response.json().catch(() => ({}))) as {
    data?: T;
    code?: string;
    message?: string;
    retryAfterSeconds?: number;
  };
  if (!response.ok || body.data === undefined) {
    throw new SigningError(
      body.code ?? 'INTERNAL',
      body.message ?? response.statusText,
      body.retryAfterSeconds,
    );
  }
  return body.data;
}

const post = (body?: unknown, sessionKey?: string): RequestInit => ({
  method: 'POST',
  headers: {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(sessionKey ? { 'x-signing-session': sessionKey } : {}),
  },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

export const openSigning = (token: string) =>
  call<{ sessionKey: string | null; page: SigningPage }>(`${base(token)}/open`, post());

export const viewSigning = (token: string, sessionKey: string) =>
  call<SigningPage>(base(token), { headers: { 'x-signing-session': sessionKey } });

export const sendCode = (token: string, sessionKey: string, channel: 'email' | 'sms') =>
  call<SigningPage>(`${base(token)}/code`, post({ channel }, sessionKey));

export const signWithCode = (token: string, sessionKey: string, code: string) =>
  call<SigningPage>(`${base(token)}/sign`, post({ code }, sessionKey));

export const declineSigning = (token: string, sessionKey: string) =>
  call<SigningPage>(`${base(token)}/decline`, post(undefined, sessionKey));

export const cancelSigning = (token: string, sessionKey: string) =>
  call<SigningPage>(`${base(token)}/cancel`, post(undefined, sessionKey));

/** The document as a local object URL (revoke it when done): the PDF call needs the header. */
export async function documentUrl(token: string, sessionKey: string): Promise<string> {
  const response = await fetch(`${base(token)}/pdf`, {
    headers: { 'x-signing-session': sessionKey },
  }).catch(() => null);
  if (!response?.ok) throw new SigningError('DOCUMENT_UNREADABLE', response?.statusText ?? '');
  return URL.createObjectURL(await response.blob());
}

export const activateSignature = (token: string) =>
  call<{ activated: true }>('/api/signing/local/activation', post({ token }));

/**
 * The session key of an opened link, kept for this tab: the link opens once, and a reload (or
 * a look at the demo outbox and back) continues the same session.
 */
const sessionStoreKey = (token: string) => `lumbung.localSigning.${token}`;

export function readSessionKey(token: string): string | null {
  try {
    return window.sessionStorage.getItem(sessionStoreKey(token));
  } catch {
    return null;
  }
}

export function keepSessionKey(token: string, sessionKey: string | null): void {
  try {
    if (sessionKey) window.sessionStorage.setItem(sessionStoreKey(token), sessionKey);
    else window.sessionStorage.removeItem(sessionStoreKey(token));
  } catch {
    // Storage unavailable: a reload asks to start again.
  }
}
