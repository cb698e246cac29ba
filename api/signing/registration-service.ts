// A signer's registration at the certified-signature provider (spec §4 "digital signature":
// requested, waiting for activation by e-mail, registered, verified, active, expired), one
// signature-registration machine per user (machines/signature), stored with its history. The
// provider's answers and its status check arrive as the machine's events.
//
// The provider's status check knows four answers (NOT_REGISTERED, UNVERIFIED, VERIFIED, EXPIRED)
// where the machine has six steady states; the mapping, honestly:
// - register accepted → `requested` then `awaitingActivation` (the spec's "waiting for
//   activation by e-mail"); refused → `refused` with the provider's reason;
// - VERIFIED while awaiting activation → `registered` (the signer activated from the e-mail),
//   then `verified` (the provider checked the identity at registration: NIK against the
//   registry, the selfie), then `active` (the provider issues the certificate on activation):
//   three steps in one change, each kept in the history;
// - EXPIRED → `expired` (the certificate ran out); registering again renews it.
//
// What the provider asks that the profile already holds (the name, NIK, birth place and date,
// gender and address on the ID card, its photo and the selfie) comes with the registration's
// view, for the screen to offer instead of asking again; the person may still correct it. The
// photos are checked against the provider's limit here, before it is called: an upload takes up
// to 2 or 5 MB, the provider at most PHOTO_MAX_BYTES.
import { initialTransition } from 'xstate';
import type { Text } from '../../machines/shared/i18n-text.ts';
import { pureTransition } from '../../machines/shared/pure-transition.ts';
import { signatureRegistrationMachine } from '../../machines/signature/signature-registration.machine.ts';
import {
  activationResendsLeft,
  type RegistrationSnapshot,
  registrationLabel,
  registrationRefusal,
  registrationStateOf,
  whyNotRegistration,
} from '../../machines/signature/signature-registration.selectors.ts';
import type {
  RegistrationEvent,
  RegistrationRefusal,
  RegistrationStateName,
} from '../../machines/signature/signature-registration.types.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db, Queryable } from '../db/db.ts';
import { assertOwnFiles } from '../files/file-references.ts';
import type { FileStorage } from '../files/storage.ts';
import { AppError } from '../http/errors.ts';
import { borrowerInfoFromProfile } from '../loans/borrower-info-from-profile.ts';
import { sectionText } from '../profiles/section-text.ts';
import type { RegistrationStatus, SigningProvider } from './provider.ts';

export type RegistrationDeps = { db: Db; storage: FileStorage; signing: SigningProvider };

/** The spec's six digital-signature states, as the machine's states read them. */
export type SpecSignatureState =
  | 'requested'
  | 'waitingForActivation'
  | 'registered'
  | 'verified'
  | 'active'
  | 'expired';

const SPEC_STATES: Record<RegistrationStateName, SpecSignatureState | null> = {
  unregistered: null,
  requested: 'requested',
  awaitingActivation: 'waitingForActivation',
  registered: 'registered',
  verified: 'verified',
  active: 'active',
  expired: 'expired',
  refused: null,
};

type NextStep = 'REGISTER' | 'WAIT_FOR_PROVIDER' | 'ACTIVATE_FROM_EMAIL' | 'NONE' | 'RENEW';

const NEXT_STEPS: Record<RegistrationStateName, NextStep> = {
  unregistered: 'REGISTER',
  refused: 'REGISTER',
  requested: 'WAIT_FOR_PROVIDER',
  awaitingActivation: 'ACTIVATE_FROM_EMAIL',
  registered: 'WAIT_FOR_PROVIDER',
  verified: 'WAIT_FOR_PROVIDER',
  active: 'NONE',
  expired: 'RENEW',
};

const NEXT_STEP_TEXTS: Record<NextStep, Text> = {
  REGISTER: {
    id: 'Daftarkan tanda tangan digital Anda (NIK, foto KTP dan swafoto)',
    en: 'Register your digital signature (NIK, ID card photo and selfie)',
  },
  WAIT_FOR_PROVIDER: {
    id: 'Penyedia tanda tangan sedang memproses pendaftaran Anda',
    en: 'The signature provider is processing your registration',
  },
  ACTIVATE_FROM_EMAIL: {
    id: 'Buka tautan aktivasi di email Anda (dapat dikirim ulang)',
    en: 'Open the activation link in your e-mail (it can be sent again)',
  },
  NONE: { id: 'Tanda tangan digital Anda aktif', en: 'Your digital signature is active' },
  RENEW: {
    id: 'Sertifikat kedaluwarsa: daftarkan kembali untuk memperbarui',
    en: 'The certificate expired: register again to renew it',
  },
};

const REFUSALS: readonly RegistrationRefusal[] = [
  'EMAIL_ALREADY_REGISTERED',
  'USER_ALREADY_REGISTERED',
  'SELFIE_MISMATCH',
  'BIODATA_MISMATCH',
];

/**
 * The largest ID card photo or selfie the registration takes: the provider's limit
 * (integrations.md: JPG or PNG, at most 1 MB), counted as the spec counts a megabyte
 * (1,000,000 bytes), which is within either provider's (the PSrE's adapter allows 1 MiB).
 */
export const PHOTO_MAX_BYTES = 1_000_000;

const PHOTO_TOO_LARGE: Text = {
  id: 'Foto terlalu besar untuk penyedia tanda tangan: JPG atau PNG, maksimal 1 MB',
  en: 'The photo is too large for the signature provider: JPG or PNG, at most 1 MB',
};

/**
 * What the profile and the account already hold of what the provider asks, offered on the
 * registration screen; each null when the profile does not say. A company signs through its
 * representative: their name and NIK, and the photo of their ID card. A photo is offered only
 * when the provider takes it (JPG or PNG within PHOTO_MAX_BYTES).
 */
export type RegistrationProfile = {
  /** The name on the ID card: the profile's, else the account's. */
  name: string;
  /** Where the provider sends the activation e-mail, and the mobile number it is given. */
  email: string;
  phone: string | null;
  nik: string | null;
  birthPlace: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  gender: 'MALE' | 'FEMALE' | null;
  /** The ID card's address in one line, with its regions by name. */
  address: string | null;
  idCardFile: string | null;
  selfieFile: string | null;
};

const fileName = (path: string) => path.replace(/^\/file\//, '');

type Data = Record<string, unknown>;

/** The stored files among `paths` that the provider takes as photos, by path. */
async function usablePhotos(
  q: Queryable,
  userId: string,
  paths: readonly (string | null)[],
): Promise<Set<string>> {
  const names = paths.filter((path): path is string => path !== null).map(fileName);
  if (names.length === 0) return new Set();
  const rows = await q.query<{ name: string }>(
    `SELECT name FROM files WHERE name = ANY($1::text[]) AND owner_id = $2
        AND content_type IN ('image/jpeg', 'image/png') AND size_bytes <= $3`,
    [names, userId, PHOTO_MAX_BYTES],
  );
  return new Set(rows.map((row) => `/file/${row.name}`));
}

async function registrationProfile(q: Queryable, userId: string): Promise<RegistrationProfile> {
  const [user] = await q.query<{
    full_name: string;
    email: string;
    phone: string | null;
    is_personal: boolean;
  }>('SELECT full_name, email, phone, is_personal FROM users WHERE id = $1', [userId]);
  if (!user) throw new AppError(404, 'NOT_FOUND', 'No such user');
  const rows = await q.query<{ section: string; data: Data }>(
    `SELECT section, data FROM profile_sections
      WHERE user_id = $1 AND section IN ('personal', 'company', 'document')`,
    [userId],
  );
  const section = (name: string) => rows.find((row) => row.section === name)?.data;
  const account = { email: user.email, phone: user.phone };
  if (!user.is_personal) {
    const company = section('company');
    const idCard = sectionText(section('document'), 'representativektpfile');
    const usable = await usablePhotos(q, userId, [idCard]);
    return {
      ...account,
      name: sectionText(company, 'representativename') ?? user.full_name,
      nik: sectionText(company, 'representativektp'),
      birthPlace: null,
      birthDate: null,
      gender: null,
      address: null,
      idCardFile: idCard && usable.has(idCard) ? idCard : null,
      selfieFile: null,
    };
  }
  const info = await borrowerInfoFromProfile(q, { userId, isPersonal: true });
  const document = section('document');
  const [idCard, selfie] = [sectionText(document, 'ktpfile'), sectionText(document, 'selfiefile')];
  const usable = await usablePhotos(q, userId, [idCard, selfie]);
  return {
    ...account,
    name: info.gen_fullname ?? user.full_name,
    nik: sectionText(section('personal'), 'ktpnumber'),
    birthPlace: info.gen_birthplace ?? null,
    birthDate: info.gen_birthdate ?? null,
    gender: info.gen_gender ?? null,
    address: info.gen_address ?? null,
    idCardFile: idCard && usable.has(idCard) ? idCard : null,
    selfieFile: selfie && usable.has(selfie) ? selfie : null,
  };
}

/** Refuses a photo the provider would not take for its size, naming the field, before any call. */
async function assertPhotosFit(q: Queryable, userId: string, photos: Record<string, string>) {
  const usable = await usablePhotos(q, userId, Object.values(photos));
  const tooLarge = Object.keys(photos).filter((field) => !usable.has(photos[field] ?? ''));
  if (tooLarge.length === 0) return;
  throw new AppError(400, 'PHOTO_TOO_LARGE', PHOTO_TOO_LARGE.en, {
    text: PHOTO_TOO_LARGE,
    fields: Object.fromEntries(tooLarge.map((field) => [field, PHOTO_TOO_LARGE.en])),
    textFields: tooLarge,
  });
}

type RegistrationRow = {
  user_id: string;
  provider: string;
  nik: string;
  machine_state: RegistrationStateName;
  machine_context: RegistrationSnapshot['context'];
};

export type RegistrationView = {
  state: RegistrationStateName;
  /** The spec's state; null while not registered or refused. */
  specState: SpecSignatureState | null;
  label: Text;
  refusal: { code: string; text: Text } | null;
  resendsLeft: number;
  nextStep: { code: NextStep; text: Text };
  /** The NIK registered, masked; null before a registration. */
  nik: string | null;
  history: { event: string; from: RegistrationStateName; to: RegistrationStateName; at: string }[];
  /** The largest photo the registration takes (PHOTO_MAX_BYTES). */
  photoMaxBytes: number;
  /** What the profile already holds of the provider's data, to offer instead of asking again. */
  profile: RegistrationProfile;
};

type Step = { event: RegistrationEvent; from: RegistrationStateName; to: RegistrationStateName };

function restore(row: RegistrationRow | undefined, userId: string): RegistrationSnapshot {
  if (!row) return initialTransition(signatureRegistrationMachine, { signerId: userId })[0];
  return signatureRegistrationMachine.resolveState({
    value: row.machine_state,
    context: row.machine_context,
  });
}

function run(snapshot: RegistrationSnapshot, events: RegistrationEvent[]) {
  let current = snapshot;
  const steps: Step[] = [];
  for (const event of events) {
    if (!current.can(event)) continue;
    const from = registrationStateOf(current);
    current = pureTransition(signatureRegistrationMachine, current, event)[0];
    steps.push({ event, from, to: registrationStateOf(current) });
  }
  return { snapshot: current, steps };
}

/** The events that bring the machine to what the provider's status check says. */
function eventsForStatus(
  snapshot: RegistrationSnapshot,
  status: RegistrationStatus,
): RegistrationEvent[] {
  const state = registrationStateOf(snapshot);
  if (status === 'VERIFIED') {
    const path: RegistrationEvent[] = [];
    if (state === 'awaitingActivation') path.push({ type: 'registration.activated' });
    if (state === 'awaitingActivation' || state === 'registered') {
      path.push({ type: 'registration.verified' });
    } else if (state !== 'verified' && state !== 'active') {
      path.push({ type: 'status.checked', status });
    }
    path.push({ type: 'certificate.issued' });
    return path;
  }
  if (status === 'EXPIRED') {
    return state === 'active'
      ? [{ type: 'certificate.expired' }]
      : [{ type: 'status.checked', status }];
  }
  // A refusal stays shown, and a request waits for its answer, whatever an early check says.
  if (status === 'NOT_REGISTERED' && (state === 'refused' || state === 'requested')) return [];
  return [{ type: 'status.checked', status }];
}

async function lockRow(q: Queryable, userId: string): Promise<RegistrationRow | undefined> {
  const [row] = await q.query<RegistrationRow>(
    'SELECT * FROM signature_registrations WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  return row;
}

async function save(
  q: Queryable,
  userId: string,
  provider: string,
  nik: string,
  result: { snapshot: RegistrationSnapshot; steps: Step[] },
) {
  if (result.steps.length === 0) return;
  await q
    .query(
      `INSERT INTO signature_registrations (user_id, provider, nik, machine_state, machine_context)
     VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (user_id) DO UPDATE SET provider = EXCLUDED.provider, nik = EXCLUDED.nik,
       machine_state = EXCLUDED.machine_state, machine_context = EXCLUDED.machine_context,
       updated_at = now()`,
      [
        userId,
        provider,
        nik,
        registrationStateOf(result.snapshot),
        JSON.stringify(result.snapshot.context),
      ],
    )
    .catch((error: unknown) => {
      // Two accounts accepted for one NIK at the same moment: the second is refused.
      if (
        typeof error === 'object' &&
        error !== null &&
        'code' in error &&
        error.code === '23505'
      ) {
        throw nikTaken();
      }
      throw error;
    });
  for (const step of result.steps) {
    await q.query(
      `INSERT INTO signature_registration_events (user_id, event, from_state, to_state)
       VALUES ($1, $2, $3, $4)`,
      [userId, step.event.type, step.from, step.to],
    );
  }
}

async function view(q: Queryable, userId: string): Promise<RegistrationView> {
  const [row] = await q.query<RegistrationRow>(
    'SELECT * FROM signature_registrations WHERE user_id = $1',
    [userId],
  );
  const snapshot = restore(row, userId);
  const state = registrationStateOf(snapshot);
  const history = await q.query<{
    event: string;
    from_state: RegistrationStateName;
    to_state: RegistrationStateName;
    at: Date;
  }>(
    'SELECT event, from_state, to_state, at FROM signature_registration_events WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  const refusal = registrationRefusal(snapshot);
  const next = NEXT_STEPS[state];
  const profile = await registrationProfile(q, userId);
  return {
    state,
    specState: SPEC_STATES[state],
    label: registrationLabel(snapshot),
    refusal: refusal ? { code: refusal.code, text: refusal.text } : null,
    resendsLeft: activationResendsLeft(snapshot),
    nextStep: { code: next, text: NEXT_STEP_TEXTS[next] },
    nik: row ? `${'*'.repeat(12)}${row.nik.slice(-4)}` : null,
    history: history.map((h) => ({
      event: h.event,
      from: h.from_state,
      to: h.to_state,
      at: h.at.toISOString(),
    })),
    photoMaxBytes: PHOTO_MAX_BYTES,
    profile,
  };
}

const providerRegistration = (signing: SigningProvider) => {
  if (!signing.registration) {
    throw new AppError(
      409,
      'REGISTRATION_NOT_OFFERED',
      'This signature provider needs no signer registration',
    );
  }
  return signing.registration;
};

/** Applies the provider's status of this NIK to its registration (a callback, a check). */
export async function applyRegistrationStatus(
  deps: Pick<RegistrationDeps, 'db' | 'signing'>,
  nik: string,
  status: RegistrationStatus,
): Promise<void> {
  await deps.db.tx(async (q) => {
    // The registration the provider's status is about: the one that holds the NIK (the unique
    // index of migration 0036 allows one), else a refused attempt only when it is the NIK's only
    // one (its owner trying again). Another account's refused attempt with someone's NIK is
    // never made theirs by that NIK's status.
    const rows = await q.query<{ user_id: string; refused: boolean }>(
      `SELECT user_id, machine_state = 'refused' AS refused FROM signature_registrations
        WHERE nik = $1 AND provider = $2`,
      [nik, deps.signing.name],
    );
    const found = rows.find((row) => !row.refused) ?? (rows.length === 1 ? rows[0] : undefined);
    if (!found) return;
    const row = await lockRow(q, found.user_id);
    if (!row) return;
    const snapshot = restore(row, row.user_id);
    await save(
      q,
      row.user_id,
      row.provider,
      row.nik,
      run(snapshot, eventsForStatus(snapshot, status)),
    );
  });
}

/** The viewer's registration, brought up to date with the provider's status check. */
export async function readRegistration(
  deps: RegistrationDeps,
  viewer: Viewer,
): Promise<RegistrationView> {
  const [row] = await deps.db.query<RegistrationRow>(
    'SELECT * FROM signature_registrations WHERE user_id = $1',
    [viewer.userId],
  );
  const registration = deps.signing.registration;
  if (row && registration && row.provider === deps.signing.name) {
    const checked = await registration.status(row.nik).catch(() => null);
    if (checked?.ok) await applyRegistrationStatus(deps, row.nik, checked.status);
  }
  return view(deps.db, viewer.userId);
}

export type RegistrationData = {
  /** The name on the ID card; absent: the profile's (registrationProfile). */
  name?: string | undefined;
  nik: string;
  birthPlace: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  gender: 'M' | 'F';
  address: string;
  /** Paths of the signer's own uploads (POST /file/upload). */
  idCardFile: string;
  selfieFile: string;
};

const nikTaken = () =>
  new AppError(
    409,
    'NIK_REGISTERED_ELSEWHERE',
    "This NIK's digital signature belongs to another account",
    {
      text: {
        id: 'Tanda tangan digital untuk NIK ini milik akun lain',
        en: "This NIK's digital signature belongs to another account",
      },
    },
  );

/** Refuses a NIK another account's registration holds (not refused by the provider). */
async function assertNikFree(q: Queryable, provider: string, nik: string, userId: string) {
  const [held] = await q.query(
    `SELECT 1 FROM signature_registrations
      WHERE provider = $1 AND nik = $2 AND user_id <> $3 AND machine_state <> 'refused'`,
    [provider, nik, userId],
  );
  if (held) throw nikTaken();
}

/**
 * Registers the viewer at the provider (or renews an expired certificate): the machine asked
 * first, the provider called outside any transaction, its answer applied. A provider that does
 * not answer leaves the registration as it was (502).
 */
export async function startRegistration(
  deps: RegistrationDeps,
  viewer: Viewer,
  data: RegistrationData,
): Promise<RegistrationView> {
  const registration = providerRegistration(deps.signing);
  await assertOwnFiles(deps.db, [viewer.userId], {
    ktpfile: data.idCardFile,
    selfiefile: data.selfieFile,
  });
  await assertPhotosFit(deps.db, viewer.userId, {
    ktpfile: data.idCardFile,
    selfiefile: data.selfieFile,
  });
  const user = await registrationProfile(deps.db, viewer.userId);
  const ask = async (q: Queryable) => {
    await assertNikFree(q, deps.signing.name, data.nik, viewer.userId);
    const snapshot = restore(await lockRow(q, viewer.userId), viewer.userId);
    const event: RegistrationEvent = snapshot.hasTag('canRenew')
      ? { type: 'registration.renew' }
      : { type: 'registration.request' };
    if (!snapshot.can(event)) {
      const reason = whyNotRegistration(snapshot, event);
      throw new AppError(
        409,
        'REGISTRATION_NOT_POSSIBLE',
        reason?.text.en ?? 'Not possible in this registration status',
        reason ? { text: reason.text, reason: reason.code } : {},
      );
    }
    return event;
  };
  await deps.db.tx(ask);
  const [idCardPhoto, selfie] = await Promise.all([
    deps.storage.get(fileName(data.idCardFile)),
    deps.storage.get(fileName(data.selfieFile)),
  ]);
  if (!idCardPhoto || !selfie) throw new AppError(404, 'FILE_NOT_FOUND', 'File not found');
  const answer = await registration
    .register({
      userId: viewer.userId,
      name: data.name ?? user.name,
      email: user.email,
      phone: user.phone,
      nik: data.nik,
      birthPlace: data.birthPlace,
      birthDate: data.birthDate,
      gender: data.gender,
      address: data.address,
      idCardPhoto,
      selfie,
    })
    .catch(() => ({ ok: false as const, code: 'NO_ANSWER', message: undefined }));
  const refusal = answer.ok ? null : (REFUSALS.find((code) => code === answer.code) ?? null);
  if (!answer.ok && !refusal) {
    throw new AppError(
      502,
      'SIGNING_REGISTRATION_FAILED',
      'The signature provider did not register you',
      {
        reason: answer.code,
      },
    );
  }
  await deps.db.tx(async (q) => {
    const event = await ask(q);
    const outcome: RegistrationEvent = refusal
      ? { type: 'registration.refused', reason: refusal }
      : { type: 'registration.accepted' };
    const snapshot = restore(await lockRow(q, viewer.userId), viewer.userId);
    await save(q, viewer.userId, deps.signing.name, data.nik, run(snapshot, [event, outcome]));
  });
  return view(deps.db, viewer.userId);
}

/** Sends the activation e-mail again (at most MAX_ACTIVATION_RESENDS times). */
export async function resendActivation(
  deps: RegistrationDeps,
  viewer: Viewer,
): Promise<RegistrationView> {
  const registration = providerRegistration(deps.signing);
  const resend: RegistrationEvent = { type: 'activation.resend' };
  const check = async (q: Queryable) => {
    const row = await lockRow(q, viewer.userId);
    const snapshot = restore(row, viewer.userId);
    if (!row || !snapshot.can(resend)) {
      const reason = whyNotRegistration(snapshot, resend);
      const code =
        reason?.code === 'RESEND_LIMIT_REACHED'
          ? 'RESEND_LIMIT_REACHED'
          : 'REGISTRATION_NOT_POSSIBLE';
      throw new AppError(
        409,
        code,
        reason?.text.en ?? 'Not possible in this registration status',
        reason ? { text: reason.text, reason: reason.code } : {},
      );
    }
    return { row, snapshot };
  };
  const { row } = await deps.db.tx(check);
  const answer = await registration.resendActivation(row.nik).catch(() => null);
  if (!answer?.ok) {
    throw new AppError(
      502,
      'SIGNING_REGISTRATION_FAILED',
      'The activation e-mail could not be sent',
      {
        ...(answer && !answer.ok ? { reason: answer.code } : {}),
      },
    );
  }
  await deps.db.tx(async (q) => {
    const { row: locked, snapshot } = await check(q);
    await save(q, viewer.userId, locked.provider, locked.nik, run(snapshot, [resend]));
  });
  return view(deps.db, viewer.userId);
}
