// A local stand-in for the certified Indonesian provider (PSrE, integrations.md provider 2), for
// tests of api/signing/psre-http.ts, on the paths that adapter documents (to confirm with the
// provider). It checks what the provider checks: the API key; a registration's fields, its NIK
// (16 digits whose birth-date digits — DDMMYY, the day plus 40 for a woman — agree with the birth
// date and gender given, the fake's stand-in for the population registry), both photos JPG/PNG of
// at most 1 MB, no second registration of a NIK or an e-mail; an upload's PDF, a signer who is
// registered with a valid certificate, a position on an A4 page in mm; a signing URL only for a
// signer of a document still waiting.
// A signer goes NOT_REGISTERED → WAITING_ACTIVATION (registered, activation e-mail "sent") →
// VERIFIED (the test activates) → CERTIFICATE_EXPIRED (the test expires the certificate). The test
// plays the signer through a signing URL; a signed document is served with the signature marked.
// The provider's real codes are unknown beyond the refusals integrations.md names: the others here
// are the fake's, each distinct so a test tells which check refused.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PsreHttpConfig } from '../../api/signing/psre-http.ts';

export const FAKE_PSRE_REFUSAL = {
  apiKey: 'INVALID_API_KEY',
  body: 'INVALID_REQUEST',
  userRegistered: 'USER_REGISTERED',
  emailRegistered: 'EMAIL_REGISTERED',
  biodataMismatch: 'BIODATA_MISMATCH',
  fileTooLarge: 'FAKE_FILE_TOO_LARGE',
  fileType: 'FAKE_FILE_TYPE',
  userNotFound: 'FAKE_USER_NOT_FOUND',
  alreadyActivated: 'FAKE_ALREADY_ACTIVATED',
  notPdf: 'FAKE_DOCUMENT_NOT_PDF',
  signerNotVerified: 'FAKE_SIGNER_NOT_VERIFIED',
  certificateExpired: 'FAKE_CERTIFICATE_EXPIRED',
  position: 'FAKE_INVALID_POSITION',
  documentNotFound: 'DOCUMENT_NOT_FOUND',
  signerNotFound: 'FAKE_SIGNER_NOT_FOUND',
  notSignable: 'FAKE_DOCUMENT_NOT_SIGNABLE',
  notCompleted: 'FAKE_DOCUMENT_NOT_COMPLETED',
} as const;

const MAX_PHOTO_BYTES = 1024 * 1024;
const A4_MM = { width: 210, height: 297 };

type Json = Record<string, unknown>;

export type FakeRegistration = {
  nik: string;
  name: string;
  email: string;
  status: 'WAITING_ACTIVATION' | 'VERIFIED' | 'CERTIFICATE_EXPIRED';
  activationEmailsSent: number;
};

export type FakePsreDocument = {
  documentId: string;
  reference: string;
  title: string;
  pdf: Buffer;
  signers: Array<{
    email: string;
    name: string;
    page: number;
    x: number;
    y: number;
    width: number;
    height: number;
    signed: boolean;
  }>;
  status: 'WAITING' | 'SIGNED' | 'COMPLETED' | 'REJECTED';
};

type CallKind = 'register' | 'status' | 'resend' | 'upload' | 'signingUrl' | 'document' | 'signed';

export type FakePsreServer = {
  url: string;
  config: PsreHttpConfig;
  registrations: Map<string, FakeRegistration>;
  documents: Map<string, FakePsreDocument>;
  /** Every request that reached the fake, refused or not. */
  requests: Array<{ method: string; path: string }>;
  refusals: Array<{ path: string; code: string }>;
  /** The next call of this kind answers this status and body (a refusal, a 5xx). */
  answerNext(kind: CallKind, status: number, body?: Json): void;
  /** The signer followed the activation e-mail's link. */
  activate(nik: string): void;
  /** The signer's certificate expired. */
  expireCertificate(nik: string): void;
  /**
   * The signer opens a signing URL and signs or rejects; the document completes when every
   * signer signed, unless `complete: false` (the provider has not closed it yet).
   */
  actAsSigner(
    signingUrl: string,
    action: 'sign' | 'reject',
    options?: { complete?: boolean },
  ): { ok: true; redirect: string } | { ok: false; reason: string };
  close(): Promise<void>;
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
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

/** Whether the NIK's birth-date digits (DDMMYY, day + 40 for a woman) say this date and gender. */
export function nikAgrees(nik: string, birthDate: string, gender: string): boolean {
  const date = /^(\d{2})(\d{2})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!/^\d{16}$/.test(nik) || !date || (gender !== 'M' && gender !== 'F')) return false;
  const [, , yy, mm, dd] = date;
  const day = Number(dd) + (gender === 'F' ? 40 : 0);
  return nik.slice(6, 12) === `${String(day).padStart(2, '0')}${mm}${yy}`;
}

/** The fake's refusal of a base64 photo, or null. */
function photoRefusal(value: unknown): string | null {
  if (!filled(value)) return FAKE_PSRE_REFUSAL.body;
  const photo = Buffer.from(value, 'base64');
  const jpeg = photo[0] === 0xff && photo[1] === 0xd8 && photo[2] === 0xff;
  const png = photo.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  if (!jpeg && !png) return FAKE_PSRE_REFUSAL.fileType;
  if (photo.length > MAX_PHOTO_BYTES) return FAKE_PSRE_REFUSAL.fileTooLarge;
  return null;
}

export async function startFakePsreServer(): Promise<FakePsreServer> {
  const apiKey = randomBytes(24).toString('base64url');
  const registrations = new Map<string, FakeRegistration>();
  const documents = new Map<string, FakePsreDocument>();
  const signingUrls = new Map<string, { documentId: string; email: string; returnUrl: string }>();
  const requests: FakePsreServer['requests'] = [];
  const refusals: FakePsreServer['refusals'] = [];
  const answers = new Map<CallKind, { status: number; body: Json | null }>();
  let url = '';

  type Reply = { status: number; body: Json | Buffer } | { code: string; status?: number };

  function register(body: Json): Reply {
    const fields = ['nik', 'name', 'email', 'phone', 'birthPlace', 'birthDate', 'address'];
    if (
      !fields.every((name) => filled(body[name])) ||
      !/^[^@\s]+@[^@\s]+$/.test(String(body.email))
    ) {
      return { code: FAKE_PSRE_REFUSAL.body };
    }
    const photo = photoRefusal(body.idCardPhoto) ?? photoRefusal(body.selfiePhoto);
    if (photo) return { code: photo, status: photo === FAKE_PSRE_REFUSAL.fileTooLarge ? 413 : 400 };
    const nik = String(body.nik);
    if (registrations.has(nik)) return { code: FAKE_PSRE_REFUSAL.userRegistered, status: 409 };
    const email = String(body.email).toLowerCase();
    if ([...registrations.values()].some((r) => r.email === email)) {
      return { code: FAKE_PSRE_REFUSAL.emailRegistered, status: 409 };
    }
    if (!nikAgrees(nik, String(body.birthDate), String(body.gender))) {
      return { code: FAKE_PSRE_REFUSAL.biodataMismatch, status: 422 };
    }
    registrations.set(nik, {
      nik,
      name: String(body.name),
      email,
      status: 'WAITING_ACTIVATION',
      activationEmailsSent: 1,
    });
    return { status: 201, body: { nik, status: 'WAITING_ACTIVATION' } };
  }

  function upload(body: Json): Reply {
    const pdf = Buffer.from(String(body.pdf ?? ''), 'base64');
    if (!filled(body.reference) || !filled(body.title)) return { code: FAKE_PSRE_REFUSAL.body };
    if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-'))) return { code: FAKE_PSRE_REFUSAL.notPdf };
    const given = Array.isArray(body.signers) ? (body.signers as Json[]) : [];
    if (given.length === 0) return { code: FAKE_PSRE_REFUSAL.body };
    const signers: FakePsreDocument['signers'] = [];
    for (const signer of given) {
      const email = String(signer.email ?? '').toLowerCase();
      const registration = [...registrations.values()].find((r) => r.email === email);
      if (registration?.status === 'CERTIFICATE_EXPIRED') {
        return { code: FAKE_PSRE_REFUSAL.certificateExpired, status: 422 };
      }
      if (registration?.status !== 'VERIFIED') {
        return { code: FAKE_PSRE_REFUSAL.signerNotVerified, status: 422 };
      }
      const [page, x, y, width, height] = ['page', 'x', 'y', 'width', 'height'].map((name) =>
        typeof signer[name] === 'number' ? (signer[name] as number) : Number.NaN,
      ) as [number, number, number, number, number];
      if (
        !Number.isInteger(page) ||
        page < 1 ||
        !(x >= 0 && y >= 0 && width > 0 && height > 0) ||
        x + width > A4_MM.width ||
        y + height > A4_MM.height
      ) {
        return { code: FAKE_PSRE_REFUSAL.position };
      }
      signers.push({ email, name: registration.name, page, x, y, width, height, signed: false });
    }
    const documentId = randomUUID();
    documents.set(documentId, {
      documentId,
      reference: String(body.reference),
      title: String(body.title),
      pdf,
      signers,
      status: 'WAITING',
    });
    return { status: 201, body: { documentId } };
  }

  function signingUrl(document: FakePsreDocument, body: Json): Reply {
    const email = String(body.email ?? '').toLowerCase();
    if (!document.signers.some((s) => s.email === email)) {
      return { code: FAKE_PSRE_REFUSAL.signerNotFound, status: 404 };
    }
    if (document.status !== 'WAITING' && document.status !== 'SIGNED') {
      return { code: FAKE_PSRE_REFUSAL.notSignable, status: 409 };
    }
    if (!filled(body.returnUrl) || !/^https?:\/\//.test(body.returnUrl)) {
      return { code: FAKE_PSRE_REFUSAL.body };
    }
    const token = randomBytes(16).toString('hex');
    signingUrls.set(token, { documentId: document.documentId, email, returnUrl: body.returnUrl });
    return { status: 200, body: { url: `${url}/sign/${token}?lang=${String(body.locale)}` } };
  }

  function route(
    method: string,
    path: string,
    body: Json | null,
  ): { kind: CallKind; reply: () => Reply } | null {
    const registration = /^\/v1\/registrations\/(\d+)(\/activation-email)?$/.exec(path);
    const document = /^\/v1\/documents\/([^/]+)(\/signing-url|\/signed)?$/.exec(path);
    if (method === 'POST' && path === '/v1/registrations') {
      return { kind: 'register', reply: () => register(body ?? {}) };
    }
    if (method === 'POST' && path === '/v1/documents') {
      return { kind: 'upload', reply: () => upload(body ?? {}) };
    }
    if (registration) {
      const nik = registration[1] ?? '';
      const found = registrations.get(nik);
      if (method === 'GET' && !registration[2]) {
        return {
          kind: 'status',
          reply: () => ({ status: 200, body: { nik, status: found?.status ?? 'NOT_REGISTERED' } }),
        };
      }
      if (method === 'POST' && registration[2]) {
        return {
          kind: 'resend',
          reply: () => {
            if (!found) return { code: FAKE_PSRE_REFUSAL.userNotFound, status: 404 };
            if (found.status !== 'WAITING_ACTIVATION') {
              return { code: FAKE_PSRE_REFUSAL.alreadyActivated, status: 409 };
            }
            found.activationEmailsSent += 1;
            return { status: 200, body: { nik, sent: true } };
          },
        };
      }
    }
    if (document) {
      const found = documents.get(decodeURIComponent(document[1] ?? ''));
      const tail = document[2];
      const kind: CallKind | null =
        method === 'GET' && !tail
          ? 'document'
          : method === 'POST' && tail === '/signing-url'
            ? 'signingUrl'
            : method === 'GET' && tail === '/signed'
              ? 'signed'
              : null;
      if (!kind) return null;
      return {
        kind,
        reply: () => {
          if (!found) return { code: FAKE_PSRE_REFUSAL.documentNotFound, status: 404 };
          if (kind === 'signingUrl') return signingUrl(found, body ?? {});
          if (kind === 'document') {
            return { status: 200, body: { documentId: found.documentId, status: found.status } };
          }
          if (found.status !== 'COMPLETED') {
            return { code: FAKE_PSRE_REFUSAL.notCompleted, status: 409 };
          }
          const marks = found.signers.map((s) => `% signed by ${s.email} (certified)\n`).join('');
          return { status: 200, body: Buffer.concat([found.pdf, Buffer.from(`\n${marks}`)]) };
        },
      };
    }
    return null;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const method = req.method ?? '';
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const text = await readBody(req);
      requests.push({ method, path });
      const refuse = (status: number, code: string) => {
        refusals.push({ path, code });
        send(res, status, { code, message: `Fake refusal ${code}` });
      };
      if (req.headers['x-api-key'] !== apiKey) return refuse(401, FAKE_PSRE_REFUSAL.apiKey);
      const body = text === '' ? null : parseJson(text);
      if (text !== '' && !body) return refuse(400, FAKE_PSRE_REFUSAL.body);
      const found = route(method, path, body);
      if (!found) return send(res, 404, { message: 'not found' });
      const forced = answers.get(found.kind);
      if (forced) {
        answers.delete(found.kind);
        const code = forced.body?.code;
        if (typeof code === 'string') refusals.push({ path, code });
        return send(res, forced.status, forced.body);
      }
      const reply = found.reply();
      if ('code' in reply) return refuse(reply.status ?? 400, reply.code);
      send(res, reply.status, reply.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;

  const registrationOf = (nik: string) => {
    const registration = registrations.get(nik);
    if (!registration) throw new Error(`fake PSrE: no registration ${nik}`);
    return registration;
  };

  return {
    url,
    config: { adapter: 'teken', url, apiKey },
    registrations,
    documents,
    requests,
    refusals,
    answerNext: (kind, status, body) => {
      answers.set(kind, { status, body: body ?? null });
    },
    activate: (nik) => {
      const registration = registrationOf(nik);
      if (registration.status === 'WAITING_ACTIVATION') registration.status = 'VERIFIED';
    },
    expireCertificate: (nik) => {
      registrationOf(nik).status = 'CERTIFICATE_EXPIRED';
    },
    actAsSigner: (address, action, options = {}) => {
      const token = /\/sign\/([0-9a-f]+)/.exec(new URL(address).pathname)?.[1] ?? '';
      const opened = signingUrls.get(token);
      if (!opened) return { ok: false, reason: 'UNKNOWN_URL' };
      signingUrls.delete(token);
      const document = documents.get(opened.documentId);
      const signer = document?.signers.find((s) => s.email === opened.email);
      if (!document || !signer) return { ok: false, reason: 'UNKNOWN_DOCUMENT' };
      if (document.status !== 'WAITING' && document.status !== 'SIGNED') {
        return { ok: false, reason: 'NOT_SIGNABLE' };
      }
      if (action === 'reject') {
        document.status = 'REJECTED';
      } else {
        signer.signed = true;
        const all = document.signers.every((s) => s.signed);
        document.status = all && options.complete !== false ? 'COMPLETED' : 'SIGNED';
      }
      const redirect = new URL(opened.returnUrl);
      redirect.searchParams.set('event', action === 'sign' ? 'signing_complete' : 'decline');
      return { ok: true, redirect: redirect.toString() };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
