// The built-in signature provider (issue 18), the embedded default: it behaves like the envelope
// provider (integrations.md) so the whole signing flow works with nothing outside, the way the
// built-in bank imitates the real one. Its data lives in its own tables (local_*), which the
// platform never reads: it is reached only through the SigningProvider interface, its signing
// page's REST (api/routes/signing/local-signing.routes.ts) and the callbacks it posts.
//
// - startSigning keeps the PDF and answers a single-use URL `${publicUrl}/sign/local/<token>`
//   that expires unused after 5 minutes (ttl_expired); opening it starts a session of at most 20
//   minutes (session_timeout), carried by a session key the page sends with each call.
// - The signer signs with a one-time code sent through the outbox (SMS when the signer has a
//   phone, else e-mail; the page may ask for either); wrong codes are counted, and too many end the session
//   (exception). Decline and cancel end it too. Every ending answers the browser's redirect
//   `returnUrl?event=…`, as the envelope provider does.
// - Signing renders the signed copy with a visible signature block (signer, time, SHA-256 of the
//   unsigned document) through the render function the platform gives it, keeps it, and posts a
//   callback signed like the envelope provider's Connect messages (HMAC-SHA256 over the raw body,
//   base64, header X-DocuSign-Signature-1).
// - Its registration imitates the PSrE: register (NIK checked against the birth date and gender
//   it encodes, like the population registry would) → UNVERIFIED with an activation e-mail
//   carrying a link → activating makes it VERIFIED with a certificate valid one year → EXPIRED.
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { longToken, sixDigits } from '../accounts/codes.ts';
import type { SignatureStamp } from '../agreements/agreement.ts';
import type { Db, Queryable } from '../db/db.ts';
import { detectContentType } from '../files/content-type.ts';
import type { FileStorage } from '../files/storage.ts';
import { AppError } from '../http/errors.ts';
import { enqueue, type OutgoingMessage } from '../notify/outbox.ts';
import type {
  DocumentToSign,
  ProviderDocumentStatus,
  RegistrationStatus,
  SignerRegistration,
  SigningProvider,
  VerifiedCallback,
} from './provider.ts';

export const LOCAL_URL_TTL_MS = 5 * 60_000;
export const LOCAL_SESSION_MS = 20 * 60_000;
export const LOCAL_CODE_TTL_MS = 5 * 60_000;
export const LOCAL_CODE_COOLDOWN_MS = 30_000;
export const LOCAL_MAX_CODES = 5;
export const LOCAL_MAX_WRONG_CODES = 5;
export const LOCAL_ACTIVATION_TTL_MS = 24 * 60 * 60_000;
export const LOCAL_CERTIFICATE_MS = 365 * 24 * 60 * 60_000;
/** The header the envelope provider signs its callbacks in (one per active key). */
export const CALLBACK_SIGNATURE_HEADER = 'X-DocuSign-Signature-1';

/** How a session ended: the envelope provider's `event` values the page can produce. */
export type LocalEndEvent =
  | 'signing_complete'
  | 'decline'
  | 'cancel'
  | 'session_timeout'
  | 'ttl_expired'
  | 'exception';

/** What every call of the signing page answers: the page's content, or where the browser goes. */
export type LocalPageAnswer =
  | {
      ended: false;
      title: string;
      signerName: string;
      /** Where a code may be sent, masked ("b***@lumbung.test", "****1234"). */
      email: string;
      phone: string | null;
      sessionExpiresAt: string;
      /** The last code sent in this session, if any. */
      codeSentTo: 'email' | 'sms' | null;
      codeExpiresAt: string | null;
      wrongCodesLeft: number;
      codesLeft: number;
    }
  | { ended: true; event: LocalEndEvent; redirect: string };

export type LocalPage = {
  /** Opens the single-use URL once: the session key for the page's other calls, and the page. */
  open(token: string): Promise<{ sessionKey: string | null; page: LocalPageAnswer }>;
  view(token: string, sessionKey: string): Promise<LocalPageAnswer>;
  pdf(token: string, sessionKey: string): Promise<Buffer>;
  sendCode(token: string, sessionKey: string, channel?: 'email' | 'sms'): Promise<LocalPageAnswer>;
  sign(token: string, sessionKey: string, code: string): Promise<LocalPageAnswer>;
  decline(token: string, sessionKey: string): Promise<LocalPageAnswer>;
  cancel(token: string, sessionKey: string): Promise<LocalPageAnswer>;
  /** The activation link of the registration e-mail. */
  activate(token: string): Promise<{ activated: true; nik: string }>;
};

/** Posts one callback to the platform; answers the HTTP status it got. */
export type CallbackPoster = (body: Buffer, headers: Record<string, string>) => Promise<number>;

export type LocalSigningProvider = SigningProvider & {
  name: 'local';
  page: LocalPage;
  /** Where the callbacks go: the platform's callback route, connected once it exists. */
  deliverCallbacksTo(post: CallbackPoster): void;
};

export type LocalSigningOptions = {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  publicUrl: string;
  callbackKey: string;
  /** The signed copy of the platform's document `documentId`, showing this stamp. */
  renderSigned(documentId: string, stamp: SignatureStamp): Promise<Buffer>;
  /** A test's or a demo's hook: refuse starting a signing with this code. */
  refuseStart?: (document: DocumentToSign) => string | null;
};

export function isLocalProvider(provider: SigningProvider): provider is LocalSigningProvider {
  return provider.name === 'local' && 'page' in provider;
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** The Connect-style signature: HMAC-SHA256 over the raw body, base64. */
export function signCallback(key: string, body: Buffer | string): string {
  return createHmac('sha256', key).update(body).digest('base64');
}

const equalText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The signatures a callback carries: X-DocuSign-Signature-1, -2, … (one per active key). */
function signaturesOf(headers: Record<string, string | string[] | undefined>): string[] {
  return Object.entries(headers)
    .filter(([name]) => /^x-docusign-signature-\d+$/i.test(name))
    .flatMap(([, value]) => (Array.isArray(value) ? value : value ? [value] : []));
}

function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 1)}***@${domain}`;
}
const maskPhone = (phone: string) => `****${phone.slice(-4)}`;

function withEvent(returnUrl: string, event: LocalEndEvent): string {
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}event=${event}`;
}

/**
 * The population registry's rule the provider checks a NIK by: digits 7–12 are the birth date
 * (DDMMYY), the day plus 40 for a woman.
 */
export function nikMatches(nik: string, birthDate: string, gender: 'M' | 'F'): boolean {
  if (!/^\d{16}$/.test(nik)) return false;
  const [year, month, day] = birthDate.split('-');
  const dd = Number(nik.slice(6, 8));
  const expectedDay = Number(day) + (gender === 'F' ? 40 : 0);
  return dd === expectedDay && nik.slice(8, 10) === month && nik.slice(10, 12) === year?.slice(2);
}

type Signer = DocumentToSign['signer'];

type EnvelopeRow = {
  id: string;
  document_id: string;
  title: string;
  signer: Signer;
  locale: string;
  unsigned_file: string;
  unsigned_sha256: string;
  signed_file: string | null;
  status: 'SENT' | 'COMPLETED' | 'DECLINED' | 'FAILED';
};

type SessionRow = {
  token_hash: string;
  envelope_id: string;
  return_url: string;
  url_expires_at: Date;
  opened_at: Date | null;
  session_hash: string | null;
  session_expires_at: Date | null;
  code_hash: string | null;
  code_expires_at: Date | null;
  code_channel: 'email' | 'sms' | null;
  codes_sent: number;
  code_sent_at: Date | null;
  wrong_codes: number;
  ended_event: LocalEndEvent | null;
};

type SignerRow = {
  nik: string;
  email: string;
  name: string;
  activated_at: Date | null;
  certificate_expires_at: Date | null;
};

function codeMessage(channel: 'email' | 'sms', to: string, code: string, title: string) {
  const message: OutgoingMessage = {
    channel,
    to,
    subject: channel === 'email' ? 'Kode tanda tangan Lumbung / Your Lumbung signing code' : '',
    body:
      channel === 'sms'
        ? `Kode tanda tangan ${title}: ${code}. Jangan berikan kepada siapa pun. / Signing code: ${code}.`
        : `Kode untuk menandatangani "${title}": ${code}\nBerlaku 5 menit. Jangan berikan kode ini kepada siapa pun.\n\n---\n\nYour code to sign "${title}": ${code}\nValid for 5 minutes. Do not share it with anyone.`,
  };
  return message;
}

function activationMessage(to: string, name: string, link: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'Aktivasi tanda tangan digital / Activate your digital signature',
    body: `Halo ${name},\n\nBuka tautan ini untuk mengaktifkan akun tanda tangan digital Anda (berlaku 24 jam):\n${link}\n\n---\n\nHello ${name},\n\nOpen this link to activate your digital signature account (valid for 24 hours):\n${link}`,
  };
}

export function localSigningProvider(options: LocalSigningOptions): LocalSigningProvider {
  const { db, storage, now, publicUrl, callbackKey } = options;
  let post: CallbackPoster | null = null;

  /** Writes a callback (in the caller's transaction); it is posted once that commits. */
  const queueCallback = async (q: Queryable, message: object, outgoing: number[]) => {
    const body = JSON.stringify({
      apiVersion: 'v2.1',
      generatedDateTime: now().toISOString(),
      ...message,
    });
    const [row] = await q.query<{ id: number }>(
      'INSERT INTO local_signing_callbacks (body, signature) VALUES ($1, $2) RETURNING id',
      [body, signCallback(callbackKey, body)],
    );
    if (row) outgoing.push(Number(row.id));
  };
  /**
   * Posts the callbacks written: an answer other than 2xx is kept on the row (the platform
   * confirms by its status check on the browser's return in any case).
   */
  const sendCallbacks = async (ids: number[]) => {
    if (!post) return;
    for (const id of ids) {
      const [row] = await db.query<{ body: string; signature: string }>(
        'SELECT body, signature FROM local_signing_callbacks WHERE id = $1',
        [id],
      );
      if (!row) continue;
      const status = await post(Buffer.from(row.body), {
        'content-type': 'application/json',
        [CALLBACK_SIGNATURE_HEADER]: row.signature,
      }).catch(() => 0);
      await db.query('UPDATE local_signing_callbacks SET answer_status = $2 WHERE id = $1', [
        id,
        status,
      ]);
    }
  };
  const envelopeCallback = (envelopeId: string, status: 'completed' | 'declined' | 'failed') => ({
    event: `envelope-${status}`,
    data: { envelopeId, envelopeSummary: { status } },
  });

  // --- The signing page -----------------------------------------------------------------

  const ended = (row: SessionRow, event: LocalEndEvent): LocalPageAnswer => ({
    ended: true,
    event,
    redirect: withEvent(row.return_url, event),
  });

  /** Ends the session; a decline or a failure ends the envelope too, with its callback. */
  const end = async (
    q: Queryable,
    row: SessionRow,
    event: LocalEndEvent,
    outgoing: number[],
  ): Promise<LocalPageAnswer> => {
    await q.query(
      'UPDATE local_signing_sessions SET ended_event = $2, ended_at = $3 WHERE token_hash = $1',
      [row.token_hash, event, now()],
    );
    const status = event === 'decline' ? 'DECLINED' : event === 'exception' ? 'FAILED' : null;
    if (status) {
      await q.query('UPDATE local_signing_envelopes SET status = $2 WHERE id = $1', [
        row.envelope_id,
        status,
      ]);
      await queueCallback(
        q,
        envelopeCallback(row.envelope_id, status === 'DECLINED' ? 'declined' : 'failed'),
        outgoing,
      );
    }
    return ended(row, event);
  };

  /** An ending action on a session that already ended; `reason` says how it ended. */
  const sessionEnded = (event: LocalEndEvent) =>
    new AppError(409, 'SIGNING_SESSION_ENDED', 'The signing session has ended', {
      reason: event,
    });

  const lockSession = async (q: Queryable, token: string): Promise<SessionRow> => {
    const [row] = await q.query<SessionRow>(
      'SELECT * FROM local_signing_sessions WHERE token_hash = $1 FOR UPDATE',
      [sha256(token)],
    );
    if (!row) throw new AppError(404, 'SIGNING_LINK_UNKNOWN', 'This signing link is not known');
    return row;
  };

  const envelopeOf = async (q: Queryable, id: string): Promise<EnvelopeRow> => {
    const [envelope] = await q.query<EnvelopeRow>(
      'SELECT * FROM local_signing_envelopes WHERE id = $1',
      [id],
    );
    if (!envelope)
      throw new AppError(404, 'SIGNING_LINK_UNKNOWN', 'This signing link is not known');
    return envelope;
  };

  const pageOf = async (q: Queryable, row: SessionRow): Promise<LocalPageAnswer> => {
    const envelope = await envelopeOf(q, row.envelope_id);
    return {
      ended: false,
      title: envelope.title,
      signerName: envelope.signer.name,
      email: maskEmail(envelope.signer.email),
      phone: envelope.signer.phone ? maskPhone(envelope.signer.phone) : null,
      sessionExpiresAt: (row.session_expires_at ?? now()).toISOString(),
      codeSentTo: row.code_channel,
      codeExpiresAt: row.code_expires_at?.toISOString() ?? null,
      wrongCodesLeft: LOCAL_MAX_WRONG_CODES - row.wrong_codes,
      codesLeft: LOCAL_MAX_CODES - row.codes_sent,
    };
  };

  /**
   * One call of the open page: the session locked and checked (the key, the time limit, an
   * ending), then `work` on a live session; callbacks posted after the commit. A session ends
   * once (signed, declined, left, timed out, failed): reading it again answers where the browser
   * goes, but an action that would end it (`ends`: sign, decline, cancel) is refused with
   * SIGNING_SESSION_ENDED and changes nothing — a decline after a signature must not turn the
   * signed envelope into a declined one.
   */
  const onSession = async (
    token: string,
    sessionKey: string,
    // A refusal that must keep what it wrote (a wrong code counted) is returned, not thrown.
    work: (
      q: Queryable,
      row: SessionRow,
      outgoing: number[],
    ) => Promise<LocalPageAnswer | AppError>,
    options: { ends?: boolean } = {},
  ): Promise<LocalPageAnswer> => {
    const outgoing: number[] = [];
    const answer = await db.tx(async (q) => {
      const row = await lockSession(q, token);
      if (!row.session_hash || !equalText(row.session_hash, sha256(sessionKey))) {
        throw new AppError(403, 'SIGNING_SESSION_INVALID', 'Open the signing link again');
      }
      if (row.ended_event && options.ends) throw sessionEnded(row.ended_event);
      if (row.ended_event) return ended(row, row.ended_event);
      if (row.session_expires_at && row.session_expires_at.getTime() <= now().getTime()) {
        return end(q, row, 'session_timeout', outgoing);
      }
      return work(q, row, outgoing);
    });
    await sendCallbacks(outgoing);
    if (answer instanceof AppError) throw answer;
    return answer;
  };

  const page: LocalPage = {
    async open(token) {
      const outgoing: number[] = [];
      const answer = await db.tx(async (q) => {
        const row = await lockSession(q, token);
        if (row.ended_event) return { sessionKey: null, page: ended(row, row.ended_event) };
        // Single use: the link opens one session; the page then calls with its session key.
        if (row.opened_at) {
          throw new AppError(
            409,
            'SIGNING_LINK_USED',
            'This signing link was already opened; start the signing again from Lumbung',
          );
        }
        if (row.url_expires_at.getTime() <= now().getTime()) {
          return { sessionKey: null, page: await end(q, row, 'ttl_expired', outgoing) };
        }
        const sessionKey = longToken();
        const expiresAt = new Date(now().getTime() + LOCAL_SESSION_MS);
        await q.query(
          `UPDATE local_signing_sessions SET opened_at = $2, session_hash = $3,
             session_expires_at = $4 WHERE token_hash = $1`,
          [row.token_hash, now(), sha256(sessionKey), expiresAt],
        );
        const opened = { ...row, opened_at: now(), session_expires_at: expiresAt };
        return { sessionKey, page: await pageOf(q, opened) };
      });
      await sendCallbacks(outgoing);
      return answer;
    },

    view: (token, sessionKey) => onSession(token, sessionKey, (q, row) => pageOf(q, row)),

    async pdf(token, sessionKey) {
      let file = '';
      await onSession(token, sessionKey, async (q, row) => {
        file = (await envelopeOf(q, row.envelope_id)).unsigned_file;
        return pageOf(q, row);
      });
      const bytes = file ? await storage.get(file) : null;
      if (!bytes) throw new AppError(410, 'SIGNING_SESSION_ENDED', 'The signing session ended');
      return bytes;
    },

    sendCode: (token, sessionKey, asked) =>
      onSession(token, sessionKey, async (q, row) => {
        const envelope = await envelopeOf(q, row.envelope_id);
        const phone = envelope.signer.phone;
        if (asked === 'sms' && !phone) {
          throw new AppError(400, 'PHONE_MISSING', 'The signer has no phone number', {
            fields: { channel: 'The signer has no phone number' },
          });
        }
        if (row.codes_sent >= LOCAL_MAX_CODES) {
          throw new AppError(
            429,
            'SIGNING_CODE_LIMIT',
            'No more codes can be sent in this session',
          );
        }
        const sentAt = row.code_sent_at?.getTime() ?? null;
        if (sentAt !== null && sentAt + LOCAL_CODE_COOLDOWN_MS > now().getTime()) {
          throw new AppError(429, 'SIGNING_CODE_COOLDOWN', 'Wait before asking for another code', {
            retryAfterSeconds: Math.ceil(
              (sentAt + LOCAL_CODE_COOLDOWN_MS - now().getTime()) / 1000,
            ),
          });
        }
        // SMS when the signer has a phone, unless the page asks for e-mail.
        const channel = asked ?? (phone ? 'sms' : 'email');
        const code = sixDigits();
        await enqueue(
          q,
          codeMessage(
            channel,
            channel === 'sms' ? (phone ?? '') : envelope.signer.email,
            code,
            envelope.title,
          ),
        );
        const codeExpiresAt = new Date(now().getTime() + LOCAL_CODE_TTL_MS);
        await q.query(
          `UPDATE local_signing_sessions SET code_hash = $2, code_expires_at = $3,
             code_channel = $4, codes_sent = codes_sent + 1, code_sent_at = $5
           WHERE token_hash = $1`,
          [row.token_hash, sha256(code), codeExpiresAt, channel, now()],
        );
        return pageOf(q, {
          ...row,
          code_channel: channel,
          code_expires_at: codeExpiresAt,
          codes_sent: row.codes_sent + 1,
        });
      }),

    async sign(token, sessionKey, code) {
      const done: { row: SessionRow | null } = { row: null };
      const answer = await onSession(
        token,
        sessionKey,
        async (q, row, outgoing) => {
          if (!row.code_hash || !row.code_expires_at) {
            throw new AppError(409, 'SIGNING_CODE_NOT_SENT', 'Ask for a code first');
          }
          if (row.code_expires_at.getTime() <= now().getTime()) {
            throw new AppError(410, 'SIGNING_CODE_EXPIRED', 'The code expired; ask for a new one');
          }
          if (!equalText(row.code_hash, sha256(code))) {
            const wrong = row.wrong_codes + 1;
            await q.query(
              'UPDATE local_signing_sessions SET wrong_codes = $2 WHERE token_hash = $1',
              [row.token_hash, wrong],
            );
            if (wrong >= LOCAL_MAX_WRONG_CODES) return end(q, row, 'exception', outgoing);
            return new AppError(400, 'SIGNING_CODE_WRONG', 'The code is wrong', {
              fields: { code: 'The code is wrong' },
              reason: `${LOCAL_MAX_WRONG_CODES - wrong} attempts left`,
            });
          }
          // The code is used and the session ends signed; the envelope completes once its signed
          // copy is kept (below).
          await q.query(
            `UPDATE local_signing_sessions SET code_hash = NULL, ended_event = 'signing_complete',
             ended_at = $2 WHERE token_hash = $1`,
            [row.token_hash, now()],
          );
          done.row = row;
          return ended(row, 'signing_complete');
        },
        { ends: true },
      );
      if (done.row) await complete(done.row);
      return answer;
    },

    decline: (token, sessionKey) =>
      onSession(token, sessionKey, (q, row, outgoing) => end(q, row, 'decline', outgoing), {
        ends: true,
      }),

    cancel: (token, sessionKey) =>
      onSession(token, sessionKey, (q, row, outgoing) => end(q, row, 'cancel', outgoing), {
        ends: true,
      }),

    async activate(token) {
      const outgoing: number[] = [];
      const nik = await db.tx(async (q) => {
        const [signer] = await q.query<SignerRow & { activation_expires_at: Date | null }>(
          'SELECT * FROM local_signers WHERE activation_hash = $1 FOR UPDATE',
          [sha256(token)],
        );
        if (!signer) {
          throw new AppError(404, 'ACTIVATION_UNKNOWN', 'This activation link is not known');
        }
        if ((signer.activation_expires_at?.getTime() ?? 0) <= now().getTime()) {
          throw new AppError(410, 'ACTIVATION_EXPIRED', 'This activation link expired; ask again');
        }
        // Activation proves the e-mail; the identity was checked at registration, so the
        // certificate is issued now.
        await q.query(
          `UPDATE local_signers SET activated_at = $2, certificate_expires_at = $3,
             activation_hash = NULL, activation_expires_at = NULL WHERE nik = $1`,
          [signer.nik, now(), new Date(now().getTime() + LOCAL_CERTIFICATE_MS)],
        );
        await queueCallback(
          q,
          { event: 'signer-verified', data: { nik: signer.nik, status: 'VERIFIED' } },
          outgoing,
        );
        return signer.nik;
      });
      await sendCallbacks(outgoing);
      return { activated: true, nik };
    },
  };

  /** After the right code: the signed copy rendered, kept, and the envelope completed. */
  const complete = async (row: SessionRow) => {
    const outgoing: number[] = [];
    const envelope = await envelopeOf(db, row.envelope_id);
    try {
      const signedAt = now();
      const pdf = await options.renderSigned(envelope.document_id, {
        signerName: envelope.signer.name,
        signedAt,
        documentHash: envelope.unsigned_sha256,
        provider: 'Lumbung (local)',
      });
      const file = `signing-local-${envelope.id}-signed.pdf`;
      await storage.remove(file);
      await storage.put(file, pdf, 'application/pdf');
      await db.tx(async (q) => {
        await q.query(
          `UPDATE local_signing_envelopes SET status = 'COMPLETED', signed_file = $2,
             completed_at = $3 WHERE id = $1 AND status = 'SENT'`,
          [envelope.id, file, signedAt],
        );
        await queueCallback(q, envelopeCallback(envelope.id, 'completed'), outgoing);
      });
    } catch (error) {
      await db.tx(async (q) => {
        await q.query(
          `UPDATE local_signing_envelopes SET status = 'FAILED' WHERE id = $1 AND status = 'SENT'`,
          [envelope.id],
        );
        // The session ended in a failure, not a signature: a reload sends the browser back so.
        await q.query(
          `UPDATE local_signing_sessions SET ended_event = 'exception' WHERE token_hash = $1`,
          [row.token_hash],
        );
        await queueCallback(q, envelopeCallback(envelope.id, 'failed'), outgoing);
      });
      await sendCallbacks(outgoing);
      throw error;
    }
    await sendCallbacks(outgoing);
  };

  // --- Registration (the PSrE's imitation) ------------------------------------------------

  const statusOf = (signer: SignerRow | undefined): RegistrationStatus => {
    if (!signer) return 'NOT_REGISTERED';
    if (!signer.activated_at) return 'UNVERIFIED';
    if ((signer.certificate_expires_at?.getTime() ?? 0) <= now().getTime()) return 'EXPIRED';
    return 'VERIFIED';
  };

  const sendActivation = async (q: Queryable, nik: string, email: string, name: string) => {
    const token = longToken();
    await q.query(
      `UPDATE local_signers SET activation_hash = $2, activation_expires_at = $3,
         activations_sent = activations_sent + 1 WHERE nik = $1`,
      [nik, sha256(token), new Date(now().getTime() + LOCAL_ACTIVATION_TTL_MS)],
    );
    await enqueue(
      q,
      activationMessage(email, name, `${publicUrl}/sign/local/activate?token=${token}`),
    );
  };

  const register = async (signer: SignerRegistration) =>
    db.tx(async (q): Promise<{ ok: true } | { ok: false; code: string; message?: string }> => {
      if (!nikMatches(signer.nik, signer.birthDate, signer.gender)) {
        return {
          ok: false,
          code: 'BIODATA_MISMATCH',
          message: 'The NIK does not match the birth date and gender',
        };
      }
      const idCard = detectContentType(signer.idCardPhoto.subarray(0, 8));
      const selfie = detectContentType(signer.selfie.subarray(0, 8));
      // The provider takes JPG/PNG of at most 1 MB; a selfie that is the ID card's photo itself
      // is no selfie.
      const image = (type: string | null, bytes: Buffer) =>
        (type === 'image/jpeg' || type === 'image/png') && bytes.length <= 1_000_000;
      if (
        !image(idCard, signer.idCardPhoto) ||
        !image(selfie, signer.selfie) ||
        sha256(signer.idCardPhoto) === sha256(signer.selfie)
      ) {
        return { ok: false, code: 'SELFIE_MISMATCH', message: 'The selfie cannot be matched' };
      }
      const [byNik] = await q.query<SignerRow>(
        'SELECT * FROM local_signers WHERE nik = $1 FOR UPDATE',
        [signer.nik],
      );
      if (byNik && statusOf(byNik) === 'VERIFIED') {
        return { ok: false, code: 'USER_ALREADY_REGISTERED' };
      }
      const [byEmail] = await q.query<SignerRow>(
        'SELECT * FROM local_signers WHERE lower(email) = lower($1) AND nik <> $2',
        [signer.email, signer.nik],
      );
      if (byEmail) return { ok: false, code: 'EMAIL_ALREADY_REGISTERED' };
      // New, or again (never activated, or the certificate expired): registered afresh.
      await q.query(
        `INSERT INTO local_signers (nik, email, name, phone, birth_place, birth_date, gender,
           address, id_card_sha256, selfie_sha256, registered_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (nik) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name,
           phone = EXCLUDED.phone, birth_place = EXCLUDED.birth_place,
           birth_date = EXCLUDED.birth_date, gender = EXCLUDED.gender,
           address = EXCLUDED.address, id_card_sha256 = EXCLUDED.id_card_sha256,
           selfie_sha256 = EXCLUDED.selfie_sha256, registered_at = EXCLUDED.registered_at,
           activated_at = NULL, certificate_expires_at = NULL, activations_sent = 0`,
        [
          signer.nik,
          signer.email,
          signer.name,
          signer.phone,
          signer.birthPlace,
          signer.birthDate,
          signer.gender,
          signer.address,
          sha256(signer.idCardPhoto),
          sha256(signer.selfie),
          now(),
        ],
      );
      await sendActivation(q, signer.nik, signer.email, signer.name);
      return { ok: true };
    });

  return {
    name: 'local',
    page,
    deliverCallbacksTo(poster) {
      post = poster;
    },

    async startSigning(document, providerRef) {
      const refused = options.refuseStart?.(document) ?? null;
      if (refused) return { ok: false, code: refused };
      const token = longToken();
      const at = now();
      const envelopeId = providerRef ?? randomUUID();
      const file = `signing-local-${envelopeId}.pdf`;
      if (!providerRef) await storage.put(file, document.pdf, 'application/pdf');
      const started = await db.tx(async (q) => {
        if (providerRef) {
          const [envelope] = await q.query<EnvelopeRow>(
            'SELECT * FROM local_signing_envelopes WHERE id = $1 FOR UPDATE',
            [providerRef],
          );
          if (!envelope) return { ok: false as const, code: 'ENVELOPE_NOT_FOUND' };
          if (envelope.status === 'COMPLETED' || envelope.status === 'DECLINED') {
            return { ok: false as const, code: `ENVELOPE_${envelope.status}` };
          }
          // A new URL for the same envelope: earlier sessions end, a failed envelope is sent again.
          await q.query(
            `UPDATE local_signing_sessions SET ended_event = 'ttl_expired', ended_at = $2
              WHERE envelope_id = $1 AND ended_event IS NULL`,
            [providerRef, at],
          );
          await q.query(`UPDATE local_signing_envelopes SET status = 'SENT' WHERE id = $1`, [
            providerRef,
          ]);
        } else {
          await q.query(
            `INSERT INTO local_signing_envelopes (id, document_id, title, signer, locale,
               unsigned_file, unsigned_sha256, status, created_at)
             VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, 'SENT', $8)`,
            [
              envelopeId,
              document.documentId,
              document.title,
              JSON.stringify(document.signer),
              document.locale,
              file,
              sha256(document.pdf),
              at,
            ],
          );
        }
        await q.query(
          `INSERT INTO local_signing_sessions (token_hash, envelope_id, return_url,
             url_expires_at, created_at) VALUES ($1, $2, $3, $4, $5)`,
          [
            sha256(token),
            envelopeId,
            document.returnUrl,
            new Date(at.getTime() + LOCAL_URL_TTL_MS),
            at,
          ],
        );
        return { ok: true as const };
      });
      if (!started.ok) return started;
      return { ok: true, providerRef: envelopeId, url: `${publicUrl}/sign/local/${token}` };
    },

    async documentStatus(providerRef) {
      const [envelope] = await db.query<{ status: ProviderDocumentStatus }>(
        'SELECT status FROM local_signing_envelopes WHERE id = $1',
        [providerRef],
      );
      if (!envelope) return { ok: false, code: 'ENVELOPE_NOT_FOUND' };
      return { ok: true, status: envelope.status };
    },

    async signedDocument(providerRef) {
      const [envelope] = await db.query<{ status: string; signed_file: string | null }>(
        'SELECT status, signed_file FROM local_signing_envelopes WHERE id = $1',
        [providerRef],
      );
      if (!envelope) return { ok: false, code: 'ENVELOPE_NOT_FOUND' };
      if (envelope.status !== 'COMPLETED' || !envelope.signed_file) {
        return { ok: false, code: 'ENVELOPE_NOT_COMPLETED' };
      }
      const pdf = await storage.get(envelope.signed_file);
      return pdf ? { ok: true, pdf } : { ok: false, code: 'ENVELOPE_FILE_MISSING' };
    },

    async verifyCallback(rawBody, headers): Promise<VerifiedCallback | null> {
      const expected = signCallback(callbackKey, rawBody);
      if (!signaturesOf(headers).some((signature) => equalText(signature, expected))) return null;
      let message: {
        event?: unknown;
        data?: { envelopeId?: unknown; nik?: unknown; status?: unknown };
      };
      try {
        message = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      const data = message.data ?? {};
      if (message.event === 'signer-verified' && typeof data.nik === 'string') {
        return { kind: 'registration', nik: data.nik, status: 'VERIFIED' };
      }
      const statuses: Record<string, ProviderDocumentStatus> = {
        'envelope-completed': 'COMPLETED',
        'envelope-declined': 'DECLINED',
        'envelope-failed': 'FAILED',
      };
      const status = typeof message.event === 'string' ? statuses[message.event] : undefined;
      if (!status || typeof data.envelopeId !== 'string') return null;
      const [known] = await db.query('SELECT 1 FROM local_signing_envelopes WHERE id::text = $1', [
        data.envelopeId,
      ]);
      return known ? { kind: 'document', providerRef: data.envelopeId, status } : null;
    },

    registration: {
      register,
      async status(nik) {
        const [signer] = await db.query<SignerRow>('SELECT * FROM local_signers WHERE nik = $1', [
          nik,
        ]);
        return { ok: true, status: statusOf(signer) };
      },
      resendActivation: (nik) =>
        db.tx(async (q): Promise<{ ok: true } | { ok: false; code: string }> => {
          const [signer] = await q.query<SignerRow>(
            'SELECT * FROM local_signers WHERE nik = $1 FOR UPDATE',
            [nik],
          );
          if (!signer) return { ok: false, code: 'NOT_REGISTERED' };
          if (signer.activated_at) return { ok: false, code: 'ALREADY_ACTIVATED' };
          await sendActivation(q, signer.nik, signer.email, signer.name);
          return { ok: true };
        }),
    },
  };
}

/** A fresh random key for tests and demos that start the provider without configuration. */
export const randomCallbackKey = () => randomBytes(32).toString('base64url');
