// The certified Indonesian provider (a PSrE, the spec's "teken", integrations.md provider 2)
// behind SigningProvider: JSON over HTTPS with an API key. What it does is known (signer
// registration checked against the population registry and a selfie, status by NIK, upload with
// signature positions in mm, a URL per signer, download); its exact paths, field names and status
// values are not public-verified. Every one of them is written once below, TO CONFIRM WITH THE
// PROVIDER before production:
//   header   x-api-key: <TEKEN_API_KEY>
//   POST /v1/registrations                         { nik, name, email, phone, birthPlace,
//            birthDate (YYYY-MM-DD), gender (M/F), address, idCardPhoto, selfiePhoto (base64),
//            idCardPhotoType, selfiePhotoType (image/jpeg | image/png) }  → 201, activation e-mail
//   GET  /v1/registrations/{nik}                   → { nik, status } (REGISTRATION_STATUS)
//   POST /v1/registrations/{nik}/activation-email  → 200, the activation e-mail sent again
//   POST /v1/documents       { reference (ours), title, pdf (base64), signers: [{ email, name,
//            page, x, y, width, height }] in mm from the page's top-left }  → { documentId }
//   POST /v1/documents/{documentId}/signing-url    { email, returnUrl, locale }  → { url }
//   GET  /v1/documents/{documentId}                → { documentId, status } (DOCUMENT_STATUS)
//   GET  /v1/documents/{documentId}/signed         → the signed PDF (application/pdf)
//   refusals: 4xx { code, message } — EMAIL_REGISTERED, USER_REGISTERED, SELFIE_MISMATCH,
//            BIODATA_MISMATCH, DOCUMENT_NOT_FOUND… passed through as our codes.
// The photos are checked here before anything is sent (JPG/PNG by their first bytes, at most
// 1 MB), so a refusal the provider would give costs no call and names the photo.
// Callbacks: how the provider authenticates them is unverified, so nothing in a callback's body is
// believed: only the document id (or the NIK) is read from it, and the answer is what the
// provider's status check says about that id; an id the provider does not know gives null.
import type {
  ProviderDocumentStatus,
  Refused,
  RegistrationStatus,
  SignerRegistration,
  SigningProvider,
  StartedSigning,
  VerifiedCallback,
} from './provider.ts';

/** The PSrE's settings (api/signing/signing-config.ts reads them from TEKEN_*). */
export type PsreHttpConfig = {
  adapter: 'teken';
  url: string;
  apiKey: string;
};

export const PSRE_PATHS = {
  register: '/v1/registrations',
  registration: (nik: string) => `/v1/registrations/${encodeURIComponent(nik)}`,
  resendActivation: (nik: string) =>
    `/v1/registrations/${encodeURIComponent(nik)}/activation-email`,
  upload: '/v1/documents',
  signingUrl: (documentId: string) => `/v1/documents/${encodeURIComponent(documentId)}/signing-url`,
  document: (documentId: string) => `/v1/documents/${encodeURIComponent(documentId)}`,
  signed: (documentId: string) => `/v1/documents/${encodeURIComponent(documentId)}/signed`,
} as const;

/** The provider's registration status values (to confirm), as the registration machine reads them. */
export const REGISTRATION_STATUS: Readonly<Record<string, RegistrationStatus>> = {
  NOT_REGISTERED: 'NOT_REGISTERED',
  // Registered, the activation e-mail not followed yet.
  WAITING_ACTIVATION: 'UNVERIFIED',
  VERIFIED: 'VERIFIED',
  CERTIFICATE_EXPIRED: 'EXPIRED',
};

/**
 * The provider's document status values (to confirm). SIGNED is "signed by one signer": the
 * document is complete only with COMPLETED (the signed PDF is ready then), so SIGNED is still SENT.
 * EXPIRED and CANCELLED withdraw the document. A value outside the table is not guessed at.
 */
export const DOCUMENT_STATUS: Readonly<Record<string, ProviderDocumentStatus>> = {
  WAITING: 'SENT',
  SIGNED: 'SENT',
  COMPLETED: 'COMPLETED',
  REJECTED: 'DECLINED',
  FAILED: 'FAILED',
  EXPIRED: 'VOIDED',
  CANCELLED: 'VOIDED',
};

/** Our refusals of a photo, before anything is sent (integrations.md: JPG/PNG, at most 1 MB). */
export const PHOTO_REFUSAL = { tooLarge: 'PHOTO_TOO_LARGE', type: 'PHOTO_TYPE' } as const;
export const MAX_PHOTO_BYTES = 1024 * 1024;

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A photo's media type from its first bytes: JPG or PNG, whatever its file name said. */
export function photoType(photo: Buffer): 'image/jpeg' | 'image/png' | null {
  if (photo.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  if (photo.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  return null;
}

/** Why the provider would refuse this photo, or null. */
export function photoRefusal(photo: Buffer): string | null {
  if (!photoType(photo)) return PHOTO_REFUSAL.type;
  if (photo.length > MAX_PHOTO_BYTES) return PHOTO_REFUSAL.tooLarge;
  return null;
}

/** The registration's body, the photos in base64. */
export function registrationBody(signer: SignerRegistration) {
  return {
    nik: signer.nik,
    name: signer.name,
    email: signer.email,
    phone: signer.phone ?? '',
    birthPlace: signer.birthPlace,
    birthDate: signer.birthDate,
    gender: signer.gender,
    address: signer.address,
    idCardPhoto: signer.idCardPhoto.toString('base64'),
    idCardPhotoType: photoType(signer.idCardPhoto),
    selfiePhoto: signer.selfie.toString('base64'),
    selfiePhotoType: photoType(signer.selfie),
  };
}

type Json = Record<string, unknown>;
type Answer = { status: number; body: Buffer };
const NIK = /^\d{16}$/;

export function httpPsreProvider(
  config: PsreHttpConfig,
  deps: { timeoutMs?: number } = {},
): SigningProvider {
  const timeoutMs = deps.timeoutMs ?? 30_000;

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

  const lost = (what: string, answer: Answer) =>
    new Error(`PSrE: ${what} answered HTTP ${answer.status}, outcome unknown`);

  /**
   * One call with the API key: the answer when 2xx, a refusal for a 4xx (the provider's code, else
   * HTTP_<status>); no answer or a 5xx throws (outcome unknown).
   */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: Json,
  ): Promise<{ ok: true; answer: Answer; json: Json | null } | Refused> {
    const response = await fetch(`${config.url}${path}`, {
      method,
      headers: {
        'x-api-key': config.apiKey,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
    if (answer.status >= 500) throw lost(`${method} ${path}`, answer);
    const json = jsonOf(answer);
    if (answer.status >= 400) {
      const code = json?.code;
      return {
        ok: false,
        code: typeof code === 'string' && code !== '' ? code : `HTTP_${answer.status}`,
        ...(typeof json?.message === 'string' ? { message: json.message } : {}),
      };
    }
    if (answer.status < 200 || answer.status >= 300) throw lost(`${method} ${path}`, answer);
    return { ok: true, answer, json };
  }

  /** A text field of a 2xx answer; a missing one makes the answer unreadable (throws). */
  function field(result: { answer: Answer; json: Json | null }, name: string, what: string) {
    const value = result.json?.[name];
    if (typeof value !== 'string' || value === '')
      throw lost(`${what} (no ${name})`, result.answer);
    return value;
  }

  function mapped<T>(
    table: Readonly<Record<string, T>>,
    value: string,
    what: string,
    answer: Answer,
  ) {
    const status = Object.hasOwn(table, value) ? table[value] : undefined;
    if (status === undefined) throw lost(`${what} (status "${value}")`, answer);
    return status;
  }

  async function documentStatus(
    documentId: string,
  ): Promise<{ ok: true; status: ProviderDocumentStatus } | Refused> {
    const path = PSRE_PATHS.document(documentId);
    const result = await call('GET', path);
    if (!result.ok) return result;
    const value = String(result.json?.status ?? '').toUpperCase();
    return { ok: true, status: mapped(DOCUMENT_STATUS, value, `GET ${path}`, result.answer) };
  }

  async function registrationStatus(
    nik: string,
  ): Promise<{ ok: true; status: RegistrationStatus } | Refused> {
    const path = PSRE_PATHS.registration(nik);
    const result = await call('GET', path);
    if (!result.ok) return result;
    const value = String(result.json?.status ?? '').toUpperCase();
    return { ok: true, status: mapped(REGISTRATION_STATUS, value, `GET ${path}`, result.answer) };
  }

  return {
    name: 'teken',

    async startSigning(document, providerRef): Promise<StartedSigning> {
      let documentId = providerRef;
      if (!documentId) {
        const { position, signer } = document;
        const uploaded = await call('POST', PSRE_PATHS.upload, {
          reference: document.documentId,
          title: document.title,
          pdf: document.pdf.toString('base64'),
          signers: [
            {
              email: signer.email,
              name: signer.name,
              page: position.page,
              x: position.x,
              y: position.y,
              width: position.width,
              height: position.height,
            },
          ],
        });
        if (!uploaded.ok) return uploaded;
        documentId = field(uploaded, 'documentId', `POST ${PSRE_PATHS.upload}`);
      }
      const path = PSRE_PATHS.signingUrl(documentId);
      const view = await call('POST', path, {
        email: document.signer.email,
        returnUrl: document.returnUrl,
        locale: document.locale,
      });
      if (!view.ok) return view;
      return { ok: true, providerRef: documentId, url: field(view, 'url', `POST ${path}`) };
    },

    documentStatus,

    async signedDocument(documentId) {
      const path = PSRE_PATHS.signed(documentId);
      const result = await call('GET', path);
      if (!result.ok) return result;
      const pdf = result.answer.body;
      if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-')))
        throw lost(`GET ${path}`, result.answer);
      return { ok: true, pdf };
    },

    async verifyCallback(rawBody): Promise<VerifiedCallback | null> {
      let message: unknown;
      try {
        message = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      if (typeof message !== 'object' || message === null) return null;
      const { documentId, document_id, nik } = message as Json;
      const id = typeof documentId === 'string' ? documentId : document_id;
      if (typeof id === 'string' && id !== '') {
        const read = await documentStatus(id);
        return read.ok ? { kind: 'document', providerRef: id, status: read.status } : null;
      }
      if (typeof nik === 'string' && NIK.test(nik)) {
        const read = await registrationStatus(nik);
        if (!read.ok || read.status === 'NOT_REGISTERED') return null;
        return { kind: 'registration', nik, status: read.status };
      }
      return null;
    },

    registration: {
      async register(signer) {
        const photos = [
          ['ID card photo', signer.idCardPhoto],
          ['selfie', signer.selfie],
        ] as const;
        for (const [which, photo] of photos) {
          const refusal = photoRefusal(photo);
          if (refusal) {
            return { ok: false, code: refusal, message: `${which}: JPG or PNG, at most 1 MB` };
          }
        }
        const result = await call('POST', PSRE_PATHS.register, registrationBody(signer));
        return result.ok ? { ok: true } : result;
      },
      status: registrationStatus,
      async resendActivation(nik) {
        const result = await call('POST', PSRE_PATHS.resendActivation(nik));
        return result.ok ? { ok: true } : result;
      },
    },
  };
}
