// The envelope provider (the spec's "docusign", integrations.md provider 1) behind SigningProvider,
// speaking its eSignature REST API v2.1:
// - auth: the JWT bearer grant. An RS256 assertion (iss = integration key, sub = the impersonated
//   user's id, aud = the auth host without scheme, scope "signature impersonation") is posted to
//   `{authUrl}/oauth/token`; the access token is kept until shortly before it expires, renewed once
//   when the API answers 401 (revoked, clocks apart). The user's consent is given once, by hand.
// - startSigning: an envelope with the PDF (documentId "1") and one signer whose `clientUserId` is
//   our user id — that makes the signing embedded, so the provider sends no e-mail — with a
//   signHere tab at the document's position, sent at once; then a recipient view (the signer's URL,
//   single-use, valid 5 minutes). With a providerRef, only a new recipient view for that envelope.
// - documentStatus, signedDocument: the envelope's status, and its combined PDF.
// - verifyCallback: a Connect (JSON SIM) message is trusted when an HMAC-SHA256 of the raw body
//   under one of our keys equals one of its X-DocuSign-Signature-N headers (one per active key at
//   the provider; keys rotate, so any pair matching is enough).
// A refusal (4xx with the provider's errorCode) is `{ ok: false, code }`; no answer, a 5xx or an
// answer we cannot read throws: the outcome is unknown, and the caller must not decide on it.
import { createHmac, createSign, type KeyObject, timingSafeEqual } from 'node:crypto';
import type {
  DocumentToSign,
  ProviderDocumentStatus,
  Refused,
  SignaturePosition,
  SigningProvider,
  StartedSigning,
  VerifiedCallback,
} from './provider.ts';

/**
 * The envelope provider's settings (api/signing/signing-config.ts reads them from DOCUSIGN_*).
 * authUrl: https://account-d.docusign.com (demo) or https://account.docusign.com; baseUrl: the
 * account's base URI (https://demo.docusign.net…), the API under `/restapi/v2.1`.
 */
export type EnvelopeHttpConfig = {
  adapter: 'docusign';
  authUrl: string;
  baseUrl: string;
  accountId: string;
  integrationKey: string;
  userId: string;
  privateKey: KeyObject;
  /** The Connect HMAC keys, every active one (a webhook signed by any of them is trusted). */
  hmacKeys: string[];
};

export const JWT_SCOPE = 'signature impersonation';
export const JWT_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
// The assertion only has to live until the token endpoint reads it.
const ASSERTION_LIFETIME_S = 3600;
// A token is renewed this long before it expires, so no call carries one that expires in flight.
const TOKEN_MARGIN_MS = 5 * 60_000;
const POINTS_PER_MM = 72 / 25.4;
/** Our refusal of signedDocument for an envelope not completed yet. */
export const ENVELOPE_NOT_COMPLETED = 'ENVELOPE_NOT_COMPLETED';

/**
 * Envelope statuses as our document statuses. created / sent / delivered / signed / correct: the
 * signer has not finished, or the provider is still closing the envelope (signed comes before
 * completed); completed: signed; declined: the signer refused; voided / deleted / timedout: the
 * envelope is withdrawn or expired. Any other value is not guessed at: the answer is unreadable.
 */
export const ENVELOPE_STATUS: Readonly<Record<string, ProviderDocumentStatus>> = {
  created: 'SENT',
  sent: 'SENT',
  delivered: 'SENT',
  signed: 'SENT',
  correct: 'SENT',
  completed: 'COMPLETED',
  declined: 'DECLINED',
  voided: 'VOIDED',
  deleted: 'VOIDED',
  timedout: 'VOIDED',
};

/** Connect JSON SIM events, when the message carries no envelope summary. */
export const CONNECT_EVENT_STATUS: Readonly<Record<string, ProviderDocumentStatus>> = {
  'envelope-sent': 'SENT',
  'envelope-resent': 'SENT',
  'envelope-delivered': 'SENT',
  'envelope-completed': 'COMPLETED',
  'envelope-declined': 'DECLINED',
  'envelope-voided': 'VOIDED',
  'envelope-deleted': 'VOIDED',
};

/** A fixed tab's position in points (1/72 inch) from the page's top-left, as the API takes it. */
export function tabPosition(position: SignaturePosition) {
  return {
    pageNumber: String(position.page),
    xPosition: String(Math.round(position.x * POINTS_PER_MM)),
    yPosition: String(Math.round(position.y * POINTS_PER_MM)),
  };
}

/** The envelope definition of one document for one embedded signer, sent at once. */
export function envelopeDefinition(document: DocumentToSign) {
  return {
    emailSubject: document.title,
    documents: [
      {
        documentId: '1',
        name: document.title,
        fileExtension: 'pdf',
        documentBase64: document.pdf.toString('base64'),
      },
    ],
    recipients: {
      signers: [
        {
          recipientId: '1',
          routingOrder: '1',
          email: document.signer.email,
          name: document.signer.name,
          clientUserId: document.signer.userId,
          tabs: {
            signHereTabs: [
              { documentId: '1', recipientId: '1', ...tabPosition(document.position) },
            ],
          },
        },
      ],
    },
    status: 'sent',
  };
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** The JWT bearer grant's assertion, signed RS256 with the integration's private key. */
export function jwtAssertion(config: EnvelopeHttpConfig, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: config.integrationKey,
      sub: config.userId,
      aud: new URL(config.authUrl).host,
      iat,
      exp: iat + ASSERTION_LIFETIME_S,
      scope: JWT_SCOPE,
    }),
  );
  const signature = createSign('sha256').update(`${header}.${claims}`).sign(config.privateKey);
  return `${header}.${claims}.${base64url(signature)}`;
}

/** Every value of the X-DocuSign-Signature-N headers, whatever the case of their names. */
function connectSignatures(headers: Record<string, string | string[] | undefined>): string[] {
  return Object.entries(headers)
    .filter(([name]) => /^x-docusign-signature-\d+$/i.test(name))
    .flatMap(([, value]) => (Array.isArray(value) ? value : value === undefined ? [] : [value]));
}

/** Whether an HMAC-SHA256 (base64) of the raw body under any key equals any of the signatures. */
export function connectSignatureValid(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  keys: readonly string[],
): boolean {
  const given = connectSignatures(headers).map((value) => Buffer.from(value.trim()));
  return keys.some((key) => {
    const expected = Buffer.from(createHmac('sha256', key).update(rawBody).digest('base64'));
    return given.some(
      (signature) => signature.length === expected.length && timingSafeEqual(signature, expected),
    );
  });
}

type Json = Record<string, unknown>;
type Answer = { status: number; body: Buffer; type: string };

export function httpEnvelopeProvider(
  config: EnvelopeHttpConfig,
  deps: { now: () => Date; timeoutMs?: number } = { now: () => new Date() },
): SigningProvider {
  const timeoutMs = deps.timeoutMs ?? 30_000;
  const apiBase = `${config.baseUrl}/restapi/v2.1/accounts/${encodeURIComponent(config.accountId)}`;
  let token: { value: string; expiresAtMs: number } | null = null;
  let pendingToken: Promise<string | Refused> | null = null;

  /** One HTTP exchange; no answer at all throws (outcome unknown). */
  async function exchange(url: string, init: RequestInit): Promise<Answer> {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, body, type: response.headers.get('content-type') ?? '' };
  }

  function jsonOf(answer: Answer): Json | null {
    try {
      const value: unknown = JSON.parse(answer.body.toString('utf8'));
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Json)
        : null;
    } catch {
      return null;
    }
  }

  function lost(what: string, answer: Answer): Error {
    return new Error(`envelope provider: ${what} answered HTTP ${answer.status}, outcome unknown`);
  }

  async function fetchToken(): Promise<string | Refused> {
    const answer = await exchange(`${config.authUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: JWT_GRANT_TYPE,
        assertion: jwtAssertion(config, deps.now()),
      }).toString(),
    });
    const body = jsonOf(answer);
    if (answer.status >= 500) throw lost('the token endpoint', answer);
    if (answer.status >= 400) {
      // invalid_grant, consent_required…: the grant itself is refused.
      const error = typeof body?.error === 'string' ? body.error : `HTTP_${answer.status}`;
      return { ok: false, code: `AUTH_${error.toUpperCase()}` };
    }
    const value = body?.access_token;
    if (typeof value !== 'string') throw lost('the token endpoint (no access_token)', answer);
    const lifetimeS = Number(body?.expires_in ?? 3600);
    token = { value, expiresAtMs: deps.now().getTime() + lifetimeS * 1000 - TOKEN_MARGIN_MS };
    return value;
  }

  /** The kept token while it is valid; one token request at a time otherwise. */
  function accessToken(renew: boolean): Promise<string | Refused> {
    if (!renew && token && deps.now().getTime() < token.expiresAtMs) {
      return Promise.resolve(token.value);
    }
    if (renew) token = null;
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  /**
   * One API call with the bearer token: the answer when 2xx, a refusal for a 4xx (the provider's
   * errorCode, else HTTP_<status>); a 5xx throws.
   */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: Json,
  ): Promise<{ ok: true; answer: Answer } | Refused> {
    for (const renew of [false, true]) {
      const current = await accessToken(renew);
      if (typeof current !== 'string') return current;
      const answer = await exchange(`${apiBase}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${current}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (answer.status === 401 && !renew) continue;
      if (answer.status >= 500) throw lost(`${method} ${path}`, answer);
      if (answer.status >= 400) {
        const refusal = jsonOf(answer);
        const code = refusal?.errorCode;
        return {
          ok: false,
          code: typeof code === 'string' && code !== '' ? code : `HTTP_${answer.status}`,
          ...(typeof refusal?.message === 'string' ? { message: refusal.message } : {}),
        };
      }
      return { ok: true, answer };
    }
    return { ok: false, code: 'HTTP_401' };
  }

  async function recipientView(document: DocumentToSign, envelopeId: string) {
    const path = `/envelopes/${encodeURIComponent(envelopeId)}/views/recipient`;
    const result = await call('POST', path, {
      returnUrl: document.returnUrl,
      authenticationMethod: 'none',
      email: document.signer.email,
      userName: document.signer.name,
      clientUserId: document.signer.userId,
    });
    if (!result.ok) return result;
    const url = jsonOf(result.answer)?.url;
    if (typeof url !== 'string') throw lost(`POST ${path} (no url)`, result.answer);
    // The signing page's language: the `locale` parameter appended to the view's URL.
    const view = new URL(url);
    view.searchParams.set('locale', document.locale);
    return { ok: true as const, url: view.toString() };
  }

  async function documentStatus(
    envelopeId: string,
  ): Promise<{ ok: true; status: ProviderDocumentStatus } | Refused> {
    const path = `/envelopes/${encodeURIComponent(envelopeId)}`;
    const result = await call('GET', path);
    if (!result.ok) return result;
    const status = String(jsonOf(result.answer)?.status ?? '').toLowerCase();
    const mapped = Object.hasOwn(ENVELOPE_STATUS, status) ? ENVELOPE_STATUS[status] : undefined;
    if (!mapped) throw lost(`GET ${path} (envelope status "${status}")`, result.answer);
    return { ok: true, status: mapped };
  }

  return {
    name: 'docusign',

    async startSigning(document, providerRef): Promise<StartedSigning> {
      if (providerRef) {
        const view = await recipientView(document, providerRef);
        return view.ok ? { ok: true, providerRef, url: view.url } : view;
      }
      const created = await call('POST', '/envelopes', envelopeDefinition(document));
      if (!created.ok) return created;
      const envelopeId = jsonOf(created.answer)?.envelopeId;
      if (typeof envelopeId !== 'string' || envelopeId === '') {
        throw lost('POST /envelopes (no envelopeId)', created.answer);
      }
      const view = await recipientView(document, envelopeId);
      return view.ok ? { ok: true, providerRef: envelopeId, url: view.url } : view;
    },

    documentStatus,

    async signedDocument(envelopeId) {
      // The combined PDF comes at any status, unsigned until the envelope is completed: asked
      // only of a completed envelope, so an unsigned copy is never taken for the signed one.
      const status = await documentStatus(envelopeId);
      if (!status.ok) return status;
      if (status.status !== 'COMPLETED') return { ok: false, code: ENVELOPE_NOT_COMPLETED };
      const path = `/envelopes/${encodeURIComponent(envelopeId)}/documents/combined`;
      const result = await call('GET', path);
      if (!result.ok) return result;
      const pdf = result.answer.body;
      if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-')))
        throw lost(`GET ${path}`, result.answer);
      return { ok: true, pdf };
    },

    async verifyCallback(rawBody, headers): Promise<VerifiedCallback | null> {
      if (!connectSignatureValid(rawBody, headers, config.hmacKeys)) return null;
      let message: unknown;
      try {
        message = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      if (typeof message !== 'object' || message === null) return null;
      const { event, data } = message as { event?: unknown; data?: Json };
      const envelopeId = data?.envelopeId;
      if (typeof envelopeId !== 'string' || envelopeId === '') return null;
      const summary = data?.envelopeSummary as Json | undefined;
      const summaryStatus = String(summary?.status ?? '').toLowerCase();
      const eventName = String(event ?? '');
      const status = Object.hasOwn(ENVELOPE_STATUS, summaryStatus)
        ? ENVELOPE_STATUS[summaryStatus]
        : Object.hasOwn(CONNECT_EVENT_STATUS, eventName)
          ? CONNECT_EVENT_STATUS[eventName]
          : undefined;
      if (status) return { kind: 'document', providerRef: envelopeId, status };
      // An authentic message about an event we do not map (recipient-completed…): the envelope
      // changed, so its status is read.
      const read = await documentStatus(envelopeId);
      return read.ok ? { kind: 'document', providerRef: envelopeId, status: read.status } : null;
    },
  };
}
