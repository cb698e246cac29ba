// The platform's side of signing (issue 18), whatever the provider: every document a person
// signs is a row of signing_documents holding a document-signing machine (machines/signature).
// Its state changes only by the machine, in one transaction with the row locked, and each change
// is kept in signing_document_events. The provider is called outside any transaction (it is a
// service elsewhere), and what it says arrives as the machine's events:
// - starting: signing.request, then signing.urlIssued or signing.requestFailed;
// - a browser return is never trusted alone: the provider's status check decides what the
//   machine hears (a return saying signing_complete completes nothing the provider has not
//   completed);
// - a callback counts only once the provider verified it (its signature, or its status check).

import { createHash, randomUUID } from 'node:crypto';
import { initialTransition } from 'xstate';
import type { Language, Text } from '../../machines/shared/i18n-text.ts';
import { pureTransition } from '../../machines/shared/pure-transition.ts';
import {
  documentSigningMachine,
  isReturnEvent,
  returnsToBrowser,
} from '../../machines/signature/document-signing.machine.ts';
import {
  type SigningSnapshot,
  signingLabel,
  signingMessage,
  signingStateOf,
  whyNotSigning,
} from '../../machines/signature/document-signing.selectors.ts';
import type {
  ReturnEvent,
  SigningContext,
  SigningEvent,
  SigningStateName,
} from '../../machines/signature/document-signing.types.ts';
import type { Viewer } from '../accounts/tokens.ts';
import {
  type AgreementKind,
  type AgreementRef,
  agreementPdf,
  type SignatureStamp,
} from '../agreements/agreement.ts';
import type { Db, Queryable } from '../db/db.ts';
import { prepareDisbursement } from '../disbursement/disbursement.ts';
import type { FileStorage } from '../files/storage.ts';
import { AppError } from '../http/errors.ts';
import type { ProviderDocumentStatus, SigningProvider } from './provider.ts';

export type SigningDeps = {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  publicUrl: string;
  signing: SigningProvider;
};

/** The spec's catalogue message for a signing that could not start (§8). */
export const SIGNING_REQUEST_FAILED_MESSAGE = 'Gagal melakukan request docusign';

export type DocumentRow = {
  id: string;
  kind: AgreementKind;
  signer_id: string;
  loan_id: string | number | null;
  funding_id: string | number | null;
  provider: SigningContext['provider'];
  provider_ref: string | null;
  machine_state: SigningStateName;
  machine_context: SigningContext;
  title: string | null;
  unsigned_file: string | null;
  unsigned_sha256: string | null;
  signed_file: string | null;
  language: Language;
  return_url: string | null;
  signed_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

export type DocumentView = {
  id: string;
  kind: AgreementKind;
  title: string | null;
  loanId: number | null;
  fundingId: number | null;
  provider: string;
  state: SigningStateName;
  label: Text;
  message: { code: string; text: Text } | null;
  signed: boolean;
  /** A new signing URL may be asked for (POST /sign/lender again). */
  canStart: boolean;
  hasSignedFile: boolean;
  language: Language;
  signedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const idOrNull = (value: string | number | null) => (value === null ? null : Number(value));

const refOf = (row: DocumentRow): AgreementRef => ({
  kind: row.kind,
  signerId: row.signer_id,
  loanId: idOrNull(row.loan_id),
  fundingId: idOrNull(row.funding_id),
});

export function snapshotOf(row: DocumentRow): SigningSnapshot {
  return documentSigningMachine.resolveState({
    value: row.machine_state,
    context: row.machine_context,
  });
}

export function documentView(row: DocumentRow): DocumentView {
  const snapshot = snapshotOf(row);
  const message = signingMessage(snapshot);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    loanId: idOrNull(row.loan_id),
    fundingId: idOrNull(row.funding_id),
    provider: row.provider,
    state: signingStateOf(snapshot),
    label: signingLabel(snapshot),
    message: message ? { code: message.code, text: message.text } : null,
    signed: snapshot.hasTag('signed'),
    canStart: snapshot.can({ type: 'signing.request' }),
    hasSignedFile: row.signed_file !== null,
    language: row.language,
    signedAt: row.signed_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The live document of this ref (the newest: a declined one gives way to a new one). */
const SELECT_REF = `SELECT * FROM signing_documents
   WHERE kind = $1 AND signer_id = $2
     AND loan_id IS NOT DISTINCT FROM $3::bigint AND funding_id IS NOT DISTINCT FROM $4::bigint
   ORDER BY (machine_state <> 'declined') DESC, created_at DESC LIMIT 1`;
const refParams = (ref: AgreementRef) => [ref.kind, ref.signerId, ref.loanId, ref.fundingId];

/** The live document of this ref as its signer sees it; null before any signing. */
export async function currentDocument(
  q: Queryable,
  ref: AgreementRef,
): Promise<DocumentView | null> {
  const [row] = await q.query<DocumentRow>(SELECT_REF, refParams(ref));
  return row ? documentView(row) : null;
}

/** Whether this document is signed: its machine reached `completed` (the lead's disbursement). */
export async function documentSigned(q: Queryable, ref: AgreementRef): Promise<boolean> {
  const [row] = await q.query<{ machine_state: string }>(SELECT_REF, refParams(ref));
  return row?.machine_state === 'completed';
}

/**
 * The return address a provider may send the browser to: a path on the product (made absolute),
 * or an absolute URL on the product's own origin (PUBLIC_URL). Anything else is an open
 * redirect and is refused.
 */
export function ownReturnUrl(publicUrl: string, raw: string): string {
  const origin = new URL(publicUrl).origin;
  const refuse = () =>
    new AppError(400, 'RETURN_URL_REFUSED', 'The return address must be on this site', {
      fields: { returnUrl: 'The return address must be on this site' },
    });
  if (/[\\\s]/.test(raw)) throw refuse();
  if (raw.startsWith('/') && !raw.startsWith('//')) return `${origin}${raw}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse();
  }
  if (url.origin !== origin || url.username || url.password) throw refuse();
  return url.toString();
}

function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(name, value);
  return parsed.toString();
}

type Step = { event: SigningEvent; from: SigningStateName; to: SigningStateName };

/** The machine's answer to these events, in order; an event it does not take is left out. */
function run(snapshot: SigningSnapshot, events: SigningEvent[]) {
  let current = snapshot;
  const steps: Step[] = [];
  for (const event of events) {
    if (!current.can(event)) continue;
    const from = signingStateOf(current);
    current = pureTransition(documentSigningMachine, current, event)[0];
    steps.push({ event, from, to: signingStateOf(current) });
  }
  return { snapshot: current, steps };
}

async function save(
  q: Queryable,
  row: DocumentRow,
  result: { snapshot: SigningSnapshot; steps: Step[] },
  source: 'request' | 'return' | 'callback',
  detail: string | null,
  extra: { providerRef?: string; signedFile?: string } = {},
) {
  if (result.steps.length === 0) return;
  const state = signingStateOf(result.snapshot);
  await q.query(
    `UPDATE signing_documents SET machine_state = $2, machine_context = $3::jsonb,
       provider_ref = COALESCE($4, provider_ref), signed_file = COALESCE($5, signed_file),
       signed_at = CASE WHEN $2 = 'completed' THEN COALESCE(signed_at, now()) ELSE signed_at END,
       updated_at = now()
     WHERE id = $1`,
    [
      row.id,
      state,
      JSON.stringify(result.snapshot.context),
      extra.providerRef ?? null,
      extra.signedFile ?? null,
    ],
  );
  for (const step of result.steps) {
    await q.query(
      `INSERT INTO signing_document_events (document_id, event, source, detail, from_state, to_state)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [row.id, step.event.type, source, detail, step.from, step.to],
    );
  }
}

async function lockDocument(q: Queryable, id: string): Promise<DocumentRow> {
  const [row] = await q.query<DocumentRow>(
    'SELECT * FROM signing_documents WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!row) throw documentNotFound();
  return row;
}

export const documentNotFound = () =>
  new AppError(404, 'SIGNING_DOCUMENT_NOT_FOUND', 'Signing document not found');

/** Where a document's unsigned PDF is kept: the signed copy is the provider's. */
const unsignedPdfName = (id: string) => `signing-${id}-unsigned.pdf`;

async function keep(storage: FileStorage, name: string, pdf: Buffer) {
  await storage.remove(name);
  await storage.put(name, pdf, 'application/pdf');
}

/**
 * Starts (or restarts, with a fresh URL) the signing of this document by its signer: the row
 * found or created, its unsigned PDF rendered and kept once, then the provider asked for the
 * signer's URL and the machine told the outcome. A provider failure is recorded on the document
 * and answered 502 SIGNING_REQUEST_FAILED with the spec's message.
 */
export async function startSigning(
  deps: SigningDeps,
  ref: AgreementRef,
  options: { returnUrl: string; language: Language },
): Promise<{ url: string; document: DocumentView }> {
  const { db, signing } = deps;
  const returnUrl = ownReturnUrl(deps.publicUrl, options.returnUrl);
  const prepared = await db.tx(async (q) => {
    const input = { provider: signing.name, documentId: '', signerId: ref.signerId };
    const start = initialTransition(documentSigningMachine, input)[0];
    // A live row per ref: created once (the partial unique index settles a race), then locked.
    const [created] = await q.query<{ id: string }>(
      `INSERT INTO signing_documents (kind, signer_id, loan_id, funding_id, provider,
         machine_state, machine_context, language)
       VALUES ($1, $2, $3, $4, $5, $6, '{}'::jsonb, $7)
       ON CONFLICT (kind, signer_id, COALESCE(loan_id, 0), COALESCE(funding_id, 0))
         WHERE machine_state <> 'declined' DO NOTHING
       RETURNING id`,
      [...refParams(ref), signing.name, signingStateOf(start), options.language],
    );
    if (created) {
      await q.query('UPDATE signing_documents SET machine_context = $2::jsonb WHERE id = $1', [
        created.id,
        JSON.stringify({ ...start.context, documentId: created.id }),
      ]);
    }
    const [found] = await q.query<{ id: string }>(
      `SELECT id FROM signing_documents WHERE kind = $1 AND signer_id = $2
         AND loan_id IS NOT DISTINCT FROM $3::bigint AND funding_id IS NOT DISTINCT FROM $4::bigint
         AND machine_state <> 'declined'`,
      refParams(ref),
    );
    if (!found) throw documentNotFound();
    let row = await lockDocument(q, found.id);
    const snapshot = snapshotOf(row);
    const request: SigningEvent = { type: 'signing.request' };
    if (!snapshot.can(request)) {
      if (snapshot.hasTag('signed')) {
        throw new AppError(409, 'DOCUMENT_ALREADY_SIGNED', 'This document is already signed');
      }
      const reason = whyNotSigning(snapshot, request);
      throw new AppError(409, 'SIGNING_NOT_POSSIBLE', reason?.text.en ?? 'Not possible now', {
        ...(reason ? { text: reason.text, reason: reason.code } : {}),
      });
    }
    // A document begun at another provider (the configuration changed) starts over here.
    if (row.provider !== signing.name) {
      const context = { ...row.machine_context, provider: signing.name };
      await q.query(
        `UPDATE signing_documents SET provider = $2, provider_ref = NULL,
           machine_context = $3::jsonb WHERE id = $1`,
        [row.id, signing.name, JSON.stringify(context)],
      );
      row = { ...row, provider: signing.name, provider_ref: null, machine_context: context };
    }
    let pdf = row.unsigned_file ? await deps.storage.get(row.unsigned_file) : null;
    let title = row.title;
    let position = { page: 1, x: 20, y: 220, width: 80, height: 30 };
    if (!pdf || !title) {
      const rendered = await agreementPdf(q, ref, options.language);
      pdf = rendered.pdf;
      title = rendered.title;
      position = rendered.position;
      const name = unsignedPdfName(row.id);
      await keep(deps.storage, name, pdf);
      await q.query(
        `UPDATE signing_documents SET unsigned_file = $2, unsigned_sha256 = $3, title = $4,
           language = $5 WHERE id = $1`,
        [row.id, name, sha256(pdf), title, options.language],
      );
    }
    await q.query('UPDATE signing_documents SET return_url = $2 WHERE id = $1', [
      row.id,
      returnUrl,
    ]);
    const [signer] = await q.query<{ full_name: string; email: string; phone: string | null }>(
      'SELECT full_name, email, phone FROM users WHERE id = $1',
      [ref.signerId],
    );
    if (!signer) throw documentNotFound();
    return { row, pdf, title, position, signer };
  });

  const { row } = prepared;
  let answer: Awaited<ReturnType<SigningProvider['startSigning']>>;
  try {
    answer = await signing.startSigning(
      {
        documentId: row.id,
        title: prepared.title,
        pdf: prepared.pdf,
        signer: {
          userId: ref.signerId,
          name: prepared.signer.full_name,
          email: prepared.signer.email,
          phone: prepared.signer.phone,
        },
        position: prepared.position,
        // The landing page learns which document came back.
        returnUrl: withParam(returnUrl, 'signingDocument', row.id),
        locale: options.language,
      },
      row.provider_ref ?? undefined,
    );
  } catch {
    // No answer: the outcome is unknown, so the document shows the failure and may be retried.
    answer = { ok: false, code: 'NO_ANSWER' };
  }

  const document = await db.tx(async (q) => {
    const locked = await lockDocument(q, row.id);
    const outcome: SigningEvent = answer.ok
      ? { type: 'signing.urlIssued' }
      : { type: 'signing.requestFailed' };
    const result = run(snapshotOf(locked), [{ type: 'signing.request' }, outcome]);
    await save(
      q,
      locked,
      result,
      'request',
      answer.ok ? null : answer.code,
      answer.ok ? { providerRef: answer.providerRef } : {},
    );
    return documentView(await lockDocument(q, row.id));
  });
  if (!answer.ok || document.state !== 'urlIssued') {
    throw new AppError(502, 'SIGNING_REQUEST_FAILED', SIGNING_REQUEST_FAILED_MESSAGE, {
      ...(answer.ok ? {} : { reason: answer.code }),
    });
  }
  return { url: answer.url, document };
}

/**
 * What the machine hears, given the provider's status and what the browser said (null for a
 * callback). The provider's record wins; an envelope provider's return that claims nothing it
 * cannot (cancel, a timeout) is taken as it came.
 */
function eventsFromTruth(
  provider: SigningContext['provider'],
  status: ProviderDocumentStatus,
  said: ReturnEvent | null,
): SigningEvent[] {
  if (status === 'COMPLETED') return [{ type: 'signing.completed' }];
  const returns = returnsToBrowser(provider);
  if (status === 'DECLINED') {
    return [returns ? { type: 'signing.returned', event: 'decline' } : { type: 'signing.failed' }];
  }
  if (status === 'FAILED') {
    if (!returns) return [{ type: 'signing.failed' }];
    const event = said === 'id_check_failed' ? said : 'exception';
    return [{ type: 'signing.returned', event }];
  }
  if (status === 'VOIDED') {
    if (!returns) return [{ type: 'signing.failed' }];
    const event = said === 'session_timeout' ? said : 'ttl_expired';
    return [{ type: 'signing.returned', event }];
  }
  // SENT: nothing signed nor declined at the provider; only a return claiming neither counts.
  if (!returns || said === null || said === 'signing_complete' || said === 'decline') return [];
  return [{ type: 'signing.returned', event: said }];
}

/**
 * Applies the provider's truth about one document: its signed copy fetched and kept first when
 * it says COMPLETED (and the document is not signed yet), then the events in one transaction.
 * Applying the same truth again changes nothing — at once too: the provider's callback, a
 * repeat of it and the signer's return often arrive together, so each keeps its copy under a
 * name of its own (removing or rewriting one name would collide with, or take away, the copy
 * the other committed), and the one whose transaction did not sign the document removes its own.
 */
async function applyTruth(
  deps: SigningDeps,
  row: DocumentRow,
  status: ProviderDocumentStatus,
  said: ReturnEvent | null,
  source: 'return' | 'callback',
): Promise<DocumentView> {
  const events = eventsFromTruth(row.provider, status, said);
  const takes = run(snapshotOf(row), events).steps.length > 0;
  let signedFile: string | undefined;
  if (takes && status === 'COMPLETED' && row.provider_ref) {
    const signed = await deps.signing.signedDocument(row.provider_ref);
    if (!signed.ok) {
      throw new AppError(
        502,
        'SIGNED_DOCUMENT_UNAVAILABLE',
        'The signed document is not available yet',
      );
    }
    signedFile = `signing-${row.id}-signed-${randomUUID()}.pdf`;
    await deps.storage.put(signedFile, signed.pdf, 'application/pdf');
  }
  let kept = false;
  const view = await deps.db
    .tx(async (q) => {
      const locked = await lockDocument(q, row.id);
      const result = run(snapshotOf(locked), events);
      await save(q, locked, result, source, said ?? status, signedFile ? { signedFile } : {});
      kept = result.steps.length > 0;
      return documentView(await lockDocument(q, row.id));
    })
    .catch(async (error: unknown) => {
      if (signedFile) await deps.storage.remove(signedFile);
      throw error;
    });
  if (signedFile && !kept) await deps.storage.remove(signedFile);
  // A lender's signed investment agreement may be the last one its loan waited for: the
  // disbursement is prepared at once (the periodic pass catches one missed here).
  if (row.kind === 'INVESTMENT_AGREEMENT' && row.loan_id && view.state === 'completed') {
    await prepareDisbursement(deps.db, Number(row.loan_id));
  }
  return view;
}

/** A document the viewer signs (or staff): anyone else is told it does not exist. */
async function readDocument(q: Queryable, viewer: Viewer, id: string): Promise<DocumentRow> {
  const [row] = await q.query<DocumentRow>('SELECT * FROM signing_documents WHERE id = $1', [id]);
  if (!row || (row.signer_id !== viewer.userId && viewer.role !== 'admin')) {
    throw documentNotFound();
  }
  return row;
}

/**
 * The browser is back from the provider with `?event=…`: confirmed by the provider's status check
 * before the machine hears anything. `confirmed` is false when the provider's record does not
 * bear out what the browser said (a signing_complete the provider has not completed).
 */
export async function returnFromSigning(
  deps: SigningDeps,
  viewer: Viewer,
  id: string,
  event: string,
): Promise<{ document: DocumentView; confirmed: boolean }> {
  if (!isReturnEvent(event)) {
    throw new AppError(400, 'UNKNOWN_RETURN_EVENT', 'Unknown signing result', {
      fields: { event: 'Unknown signing result' },
    });
  }
  const row = await readDocument(deps.db, viewer, id);
  if (row.signer_id !== viewer.userId) throw documentNotFound();
  if (!row.provider_ref) {
    throw new AppError(409, 'SIGNING_NOT_STARTED', 'This document was never sent for signing');
  }
  const checked = await deps.signing.documentStatus(row.provider_ref).catch(() => null);
  if (!checked?.ok) {
    throw new AppError(
      502,
      'SIGNING_STATUS_UNAVAILABLE',
      'The signing status cannot be checked now',
    );
  }
  const document = await applyTruth(deps, row, checked.status, event, 'return');
  const claimed: Partial<Record<ReturnEvent, ProviderDocumentStatus>> = {
    signing_complete: 'COMPLETED',
    decline: 'DECLINED',
  };
  const needs = claimed[event];
  return { document, confirmed: needs === undefined || needs === checked.status };
}

/** The borrower's loan agreement of this loan, for a return by loan id (the spec's flow). */
export async function loanAgreementId(q: Queryable, viewer: Viewer, loanId: number) {
  const [row] = await q.query<{ id: string }>(
    SELECT_REF,
    refParams({ kind: 'LOAN_AGREEMENT', signerId: viewer.userId, loanId, fundingId: null }),
  );
  if (!row) throw documentNotFound();
  return row.id;
}

export type CallbackOutcome =
  | { kind: 'document'; documentId: string | null; state: SigningStateName | null }
  | { kind: 'registration'; nik: string };

/**
 * A provider's callback, as it arrived: verified by the provider (forged → 401, nothing changes),
 * then applied like the provider's status; a repeated one changes nothing. Registration callbacks
 * go to `onRegistration`.
 */
export async function receiveCallback(
  deps: SigningDeps,
  providerName: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  onRegistration: (
    nik: string,
    status: import('./provider.ts').RegistrationStatus,
  ) => Promise<void>,
): Promise<CallbackOutcome> {
  if (providerName !== deps.signing.name) {
    throw new AppError(404, 'NOT_FOUND', `No signature provider ${providerName} here`);
  }
  const verified = await deps.signing.verifyCallback(rawBody, headers);
  if (!verified) {
    throw new AppError(401, 'SIGNING_CALLBACK_UNVERIFIED', 'The callback could not be verified');
  }
  if (verified.kind === 'registration') {
    await onRegistration(verified.nik, verified.status);
    return { kind: 'registration', nik: verified.nik };
  }
  const [row] = await deps.db.query<DocumentRow>(
    'SELECT * FROM signing_documents WHERE provider = $1 AND provider_ref = $2',
    [deps.signing.name, verified.providerRef],
  );
  if (!row) return { kind: 'document', documentId: null, state: null };
  const document = await applyTruth(deps, row, verified.status, null, 'callback');
  return { kind: 'document', documentId: row.id, state: document.state };
}

/** The documents one person signs, newest first. */
export async function listDocuments(q: Queryable, signerId: string): Promise<DocumentView[]> {
  const rows = await q.query<DocumentRow>(
    'SELECT * FROM signing_documents WHERE signer_id = $1 ORDER BY created_at DESC, id',
    [signerId],
  );
  return rows.map(documentView);
}

/** The signed PDF once signed, else the document sent for signing; its signer or staff only. */
export async function documentFile(
  deps: Pick<SigningDeps, 'db' | 'storage'>,
  viewer: Viewer,
  id: string,
): Promise<{ pdf: Buffer; signed: boolean; title: string }> {
  const row = await readDocument(deps.db, viewer, id);
  const name = row.signed_file ?? row.unsigned_file;
  const pdf = name ? await deps.storage.get(name) : null;
  if (!pdf) throw new AppError(404, 'FILE_NOT_FOUND', 'File not found');
  return { pdf, signed: row.signed_file !== null, title: row.title ?? row.kind };
}

/**
 * The built-in provider's renderer of a signed copy: the platform's agreement of that document,
 * in its language, with the stamp (the provider knows documents only by their id).
 */
export function renderSignedCopy(db: Queryable) {
  return async (documentId: string, stamp: SignatureStamp): Promise<Buffer> => {
    const [row] = await db.query<DocumentRow>('SELECT * FROM signing_documents WHERE id = $1', [
      documentId,
    ]);
    if (!row) throw documentNotFound();
    return (await agreementPdf(db, refOf(row), row.language, stamp)).pdf;
  };
}
