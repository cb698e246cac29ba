// A local stand-in for the envelope provider's eSignature REST API v2.1 (integrations.md provider
// 1), for tests of api/signing/envelope-http.ts. It checks what the provider checks:
// - the JWT bearer grant: the assertion's RS256 signature under the integration's public key, its
//   claims (iss = integration key, sub = a user who gave consent, aud = this auth host, a scope
//   with signature and impersonation) and its times; the tokens it issues expire on its clock;
// - the bearer token on every API call, and the account in the path;
// - the envelope definition: a PDF document in base64, a signer with a clientUserId (embedded) and
//   a signHere tab on that document, status "sent";
// - the recipient view: a sent envelope, a signer matching email, userName and clientUserId; the
//   URL it gives is single-use and expires after 5 minutes.
// The test plays the signer through a view URL (complete, decline, cancel) and the sender (void),
// and gets the Connect messages (JSON SIM) signed with the fake's HMAC keys, as body and headers
// or posted to a URL. The provider's own error codes are used where known (ENVELOPE_DOES_NOT_EXIST,
// UNKNOWN_ENVELOPE_RECIPIENT); the others are the fake's, each distinct so a test tells which
// check refused.
import {
  createHmac,
  createVerify,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EnvelopeHttpConfig } from '../../api/signing/envelope-http.ts';

export const FAKE_ENVELOPE_REFUSAL = {
  body: 'INVALID_REQUEST_BODY',
  notPdf: 'FAKE_DOCUMENT_NOT_PDF',
  notEmbedded: 'FAKE_SIGNER_WITHOUT_CLIENT_USER_ID',
  noSignHere: 'FAKE_NO_SIGN_HERE_TAB',
  notSent: 'FAKE_ENVELOPE_NOT_SENT',
  unknownEnvelope: 'ENVELOPE_DOES_NOT_EXIST',
  unknownRecipient: 'UNKNOWN_ENVELOPE_RECIPIENT',
  invalidStatus: 'FAKE_ENVELOPE_INVALID_STATUS',
} as const;

export const VIEW_LIFETIME_MS = 5 * 60_000;
const CLOCK_SKEW_S = 60;

type Json = Record<string, unknown>;

export type FakeEnvelope = {
  envelopeId: string;
  status: 'sent' | 'delivered' | 'completed' | 'declined' | 'voided';
  emailSubject: string;
  pdf: Buffer;
  signer: { email: string; name: string; clientUserId: string };
  signHere: { pageNumber: string; xPosition: string; yPosition: string };
};

type View = {
  envelopeId: string;
  returnUrl: string;
  expiresAtMs: number;
  used: boolean;
};

/** What the test makes the next call of a kind answer instead of the real work. */
type CallKind = 'createEnvelope' | 'recipientView' | 'getEnvelope' | 'combined';

export type FakeEnvelopeServer = {
  url: string;
  /** The adapter's configuration for this fake (change a copy to test refusals). */
  config: EnvelopeHttpConfig;
  tokensIssued(): number;
  envelopes: Map<string, FakeEnvelope>;
  /** Every refusal, by path and code. */
  refusals: Array<{ path: string; code: string }>;
  /** Every API call that passed the token check, in order. */
  calls: Array<{ method: string; path: string; body: Json | null }>;
  /** The next call of this kind answers this status and body (a 4xx refusal, a 5xx). */
  answerNext(kind: CallKind, status: number, body?: Json): void;
  /** The HMAC keys active at the provider: one X-DocuSign-Signature-N header per key. */
  setConnectKeys(keys: string[]): void;
  /**
   * The signer's browser opens a view URL and acts: the envelope's new status, and where the
   * browser is sent (`returnUrl?event=…`); or why the URL no longer opens.
   */
  actAsSigner(
    viewUrl: string,
    action: 'complete' | 'decline' | 'cancel',
  ): { ok: true; redirect: string; locale: string | null } | { ok: false; reason: string };
  /** The sender voids the envelope. */
  voidEnvelope(envelopeId: string): void;
  /** A Connect message about the envelope's current status, signed with the active keys. */
  connectMessage(
    envelopeId: string,
    options?: { event?: string; withSummary?: boolean },
  ): { body: Buffer; headers: Record<string, string> };
  /** The same message posted to a listener; its HTTP status. */
  sendConnect(envelopeId: string, to: string, options?: { event?: string }): Promise<number>;
  close(): Promise<void>;
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJson(text: string): Json | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Json)
      : null;
  } catch {
    return null;
  }
}

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

function send(res: ServerResponse, status: number, body: Json | Buffer | null) {
  if (Buffer.isBuffer(body)) {
    res.writeHead(status, { 'content-type': 'application/pdf' });
    res.end(body);
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === null ? '' : JSON.stringify(body));
}

/** The claims of an RS256 JWT whose signature verifies under the key; null otherwise. */
function verifiedClaims(assertion: string, publicKey: KeyObject): Json | null {
  const [header, claims, signature] = assertion.split('.');
  if (!header || !claims || !signature) return null;
  const alg = parseJson(Buffer.from(header, 'base64url').toString('utf8'))?.alg;
  if (alg !== 'RS256') return null;
  const valid = createVerify('sha256')
    .update(`${header}.${claims}`)
    .verify(publicKey, Buffer.from(signature, 'base64url'));
  return valid ? parseJson(Buffer.from(claims, 'base64url').toString('utf8')) : null;
}

/** The envelope definition's refusal code, or the envelope it defines. */
function readDefinition(body: Json | null): { code: string } | { envelope: FakeEnvelope } {
  if (!body || !filled(body.emailSubject)) return { code: FAKE_ENVELOPE_REFUSAL.body };
  if (body.status !== 'sent') return { code: FAKE_ENVELOPE_REFUSAL.notSent };
  const documents = Array.isArray(body.documents) ? (body.documents as Json[]) : [];
  const document = documents[0];
  if (documents.length !== 1 || !document || !filled(document.documentId)) {
    return { code: FAKE_ENVELOPE_REFUSAL.body };
  }
  const pdf = Buffer.from(String(document.documentBase64 ?? ''), 'base64');
  if (document.fileExtension !== 'pdf' || !pdf.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
    return { code: FAKE_ENVELOPE_REFUSAL.notPdf };
  }
  const recipients = body.recipients as Json | undefined;
  const signers = Array.isArray(recipients?.signers) ? (recipients.signers as Json[]) : [];
  const signer = signers[0];
  if (signers.length !== 1 || !signer || !filled(signer.email) || !filled(signer.name)) {
    return { code: FAKE_ENVELOPE_REFUSAL.body };
  }
  if (!filled(signer.recipientId)) return { code: FAKE_ENVELOPE_REFUSAL.body };
  if (!filled(signer.clientUserId)) return { code: FAKE_ENVELOPE_REFUSAL.notEmbedded };
  const tabs = (signer.tabs as Json | undefined)?.signHereTabs;
  const tab = Array.isArray(tabs) ? (tabs[0] as Json | undefined) : undefined;
  const number = (value: unknown) => typeof value === 'string' && /^\d+$/.test(value);
  if (
    !tab ||
    tab.documentId !== document.documentId ||
    !number(tab.pageNumber) ||
    Number(tab.pageNumber) < 1 ||
    !number(tab.xPosition) ||
    !number(tab.yPosition)
  ) {
    return { code: FAKE_ENVELOPE_REFUSAL.noSignHere };
  }
  return {
    envelope: {
      envelopeId: randomUUID(),
      status: 'sent',
      emailSubject: body.emailSubject,
      pdf,
      signer: { email: signer.email, name: signer.name, clientUserId: signer.clientUserId },
      signHere: {
        pageNumber: String(tab.pageNumber),
        xPosition: String(tab.xPosition),
        yPosition: String(tab.yPosition),
      },
    },
  };
}

export async function startFakeEnvelopeServer(options: {
  now: () => Date;
  tokenLifetimeSeconds?: number;
}): Promise<FakeEnvelopeServer> {
  const { now } = options;
  const tokenLifetimeS = options.tokenLifetimeSeconds ?? 3600;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const integrationKey = randomUUID();
  const userId = randomUUID();
  const accountId = randomUUID();
  const consented = new Set<string>([userId]);
  let connectKeys = [randomBytes(32).toString('base64'), randomBytes(32).toString('base64')];

  const tokens = new Map<string, number>();
  const envelopes = new Map<string, FakeEnvelope>();
  const views = new Map<string, View>();
  const refusals: FakeEnvelopeServer['refusals'] = [];
  const calls: FakeEnvelopeServer['calls'] = [];
  const answers = new Map<CallKind, { status: number; body: Json | null }>();
  let host = '';
  let url = '';

  const refuse = (res: ServerResponse, path: string, status: number, code: string) => {
    refusals.push({ path, code });
    send(res, status, { errorCode: code, message: `Fake refusal ${code}` });
  };

  function token(res: ServerResponse, text: string) {
    const form = new URLSearchParams(text);
    const deny = (error: string) => {
      refusals.push({ path: '/oauth/token', code: error });
      send(res, 400, { error });
    };
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
      return deny('unsupported_grant_type');
    }
    const claims = verifiedClaims(form.get('assertion') ?? '', publicKey);
    const nowS = Math.floor(now().getTime() / 1000);
    const scopes = String(claims?.scope ?? '').split(' ');
    if (
      !claims ||
      claims.iss !== integrationKey ||
      claims.aud !== host ||
      typeof claims.iat !== 'number' ||
      typeof claims.exp !== 'number' ||
      claims.iat > nowS + CLOCK_SKEW_S ||
      claims.exp <= nowS ||
      !scopes.includes('signature') ||
      !scopes.includes('impersonation')
    ) {
      return deny('invalid_grant');
    }
    if (!consented.has(String(claims.sub))) return deny('consent_required');
    const value = randomBytes(24).toString('base64url');
    tokens.set(value, now().getTime() + tokenLifetimeS * 1000);
    send(res, 200, { access_token: value, token_type: 'Bearer', expires_in: tokenLifetimeS });
  }

  function connectBody(envelope: FakeEnvelope, event: string, withSummary: boolean): Buffer {
    return Buffer.from(
      JSON.stringify({
        event,
        apiVersion: 'v2.1',
        uri: `/restapi/v2.1/accounts/${accountId}/envelopes/${envelope.envelopeId}`,
        retryCount: 0,
        configurationId: 1,
        generatedDateTime: now().toISOString(),
        data: {
          accountId,
          userId,
          envelopeId: envelope.envelopeId,
          ...(withSummary
            ? { envelopeSummary: { status: envelope.status, emailSubject: envelope.emailSubject } }
            : {}),
        },
      }),
    );
  }

  const connectMessage: FakeEnvelopeServer['connectMessage'] = (envelopeId, opts = {}) => {
    const envelope = envelopes.get(envelopeId);
    if (!envelope) throw new Error(`fake: no envelope ${envelopeId}`);
    const body = connectBody(
      envelope,
      opts.event ?? `envelope-${envelope.status}`,
      opts.withSummary ?? true,
    );
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-authorization-digest': 'HMACSHA256',
    };
    connectKeys.forEach((key, index) => {
      headers[`X-DocuSign-Signature-${index + 1}`] = createHmac('sha256', key)
        .update(body)
        .digest('base64');
    });
    return { body, headers };
  };

  /** The API routes under /restapi/v2.1/accounts/{accountId}. */
  function api(req: IncomingMessage, res: ServerResponse, path: string, text: string) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const expiresAtMs = tokens.get(bearer);
    if (expiresAtMs === undefined || expiresAtMs <= now().getTime()) {
      return refuse(res, path, 401, 'USER_AUTHENTICATION_FAILED');
    }
    const prefix = `/restapi/v2.1/accounts/${accountId}`;
    if (!path.startsWith(`${prefix}/`)) return refuse(res, path, 400, 'ACCOUNT_LACKS_PERMISSIONS');
    const route = path.slice(prefix.length);
    const body = text === '' ? null : parseJson(text);
    calls.push({ method: req.method ?? '', path: route, body });
    const match = /^\/envelopes(?:\/([^/]+)(\/views\/recipient|\/documents\/combined)?)?$/.exec(
      route,
    );
    if (!match) return send(res, 404, { errorCode: 'NOT_FOUND' });
    const [, envelopeId, tail] = match;
    const kind: CallKind | null =
      req.method === 'POST' && !envelopeId
        ? 'createEnvelope'
        : req.method === 'POST' && tail === '/views/recipient'
          ? 'recipientView'
          : req.method === 'GET' && envelopeId && !tail
            ? 'getEnvelope'
            : req.method === 'GET' && tail === '/documents/combined'
              ? 'combined'
              : null;
    if (!kind) return send(res, 405, { errorCode: 'METHOD_NOT_ALLOWED' });
    const forced = answers.get(kind);
    if (forced) {
      answers.delete(kind);
      const code = forced.body?.errorCode;
      if (typeof code === 'string') refusals.push({ path: route, code });
      return send(res, forced.status, forced.body);
    }
    if (kind === 'createEnvelope') {
      const read = readDefinition(body);
      if ('code' in read) return refuse(res, route, 400, read.code);
      envelopes.set(read.envelope.envelopeId, read.envelope);
      return send(res, 201, {
        envelopeId: read.envelope.envelopeId,
        uri: `/envelopes/${read.envelope.envelopeId}`,
        statusDateTime: now().toISOString(),
        status: 'sent',
      });
    }
    const envelope = envelopes.get(decodeURIComponent(envelopeId ?? ''));
    if (!envelope) return refuse(res, route, 400, FAKE_ENVELOPE_REFUSAL.unknownEnvelope);
    if (kind === 'getEnvelope') {
      return send(res, 200, {
        envelopeId: envelope.envelopeId,
        status: envelope.status,
        emailSubject: envelope.emailSubject,
        statusChangedDateTime: now().toISOString(),
      });
    }
    if (kind === 'combined') {
      // The combined PDF at any status, as the provider gives it: signed only once completed.
      const signed =
        envelope.status === 'completed'
          ? Buffer.concat([envelope.pdf, Buffer.from(`\n% signed by ${envelope.signer.name}\n`)])
          : envelope.pdf;
      return send(res, 200, signed);
    }
    if (envelope.status !== 'sent' && envelope.status !== 'delivered') {
      return refuse(res, route, 400, FAKE_ENVELOPE_REFUSAL.invalidStatus);
    }
    if (!body || !filled(body.returnUrl) || !/^https?:\/\//.test(body.returnUrl)) {
      return refuse(res, route, 400, FAKE_ENVELOPE_REFUSAL.body);
    }
    if (!filled(body.authenticationMethod))
      return refuse(res, route, 400, FAKE_ENVELOPE_REFUSAL.body);
    const signer = envelope.signer;
    if (
      body.clientUserId !== signer.clientUserId ||
      body.email !== signer.email ||
      body.userName !== signer.name
    ) {
      return refuse(res, route, 400, FAKE_ENVELOPE_REFUSAL.unknownRecipient);
    }
    const viewToken = randomBytes(16).toString('hex');
    views.set(viewToken, {
      envelopeId: envelope.envelopeId,
      returnUrl: body.returnUrl,
      expiresAtMs: now().getTime() + VIEW_LIFETIME_MS,
      used: false,
    });
    return send(res, 201, { url: `${url}/Signing/StartInSession.aspx?t=${viewToken}` });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const text = (await readBody(req)).toString('utf8');
      if (req.method === 'POST' && path === '/oauth/token') return token(res, text);
      if (path.startsWith('/restapi/v2.1/accounts/')) return api(req, res, path, text);
      send(res, 404, { errorCode: 'NOT_FOUND' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;
  host = `127.0.0.1:${port}`;

  return {
    url,
    config: {
      adapter: 'docusign',
      authUrl: url,
      baseUrl: url,
      accountId,
      integrationKey,
      userId,
      privateKey,
      hmacKeys: [...connectKeys],
    },
    tokensIssued: () => tokens.size,
    envelopes,
    refusals,
    calls,
    answerNext: (kind, status, body) => {
      answers.set(kind, { status, body: body ?? null });
    },
    setConnectKeys: (keys) => {
      connectKeys = [...keys];
    },
    actAsSigner: (viewUrl, action) => {
      const address = new URL(viewUrl);
      const view = views.get(address.searchParams.get('t') ?? '');
      if (!view) return { ok: false, reason: 'UNKNOWN_VIEW' };
      if (view.used) return { ok: false, reason: 'VIEW_ALREADY_USED' };
      if (now().getTime() >= view.expiresAtMs) return { ok: false, reason: 'VIEW_EXPIRED' };
      view.used = true;
      const envelope = envelopes.get(view.envelopeId);
      if (!envelope) return { ok: false, reason: 'UNKNOWN_ENVELOPE' };
      const event =
        action === 'complete' ? 'signing_complete' : action === 'decline' ? 'decline' : 'cancel';
      envelope.status =
        action === 'complete' ? 'completed' : action === 'decline' ? 'declined' : 'delivered';
      const redirect = new URL(view.returnUrl);
      redirect.searchParams.set('event', event);
      return {
        ok: true,
        redirect: redirect.toString(),
        locale: address.searchParams.get('locale'),
      };
    },
    voidEnvelope: (envelopeId) => {
      const envelope = envelopes.get(envelopeId);
      if (envelope) envelope.status = 'voided';
    },
    connectMessage,
    sendConnect: async (envelopeId, to, opts = {}) => {
      const { body, headers } = connectMessage(envelopeId, opts);
      const response = await fetch(to, { method: 'POST', headers, body: new Uint8Array(body) });
      await response.arrayBuffer();
      return response.status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
