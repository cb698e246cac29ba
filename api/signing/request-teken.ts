// What PUT /{type}/agreement/request-teken starts at the signature provider once its own checks
// passed (an agreement request sent, a specimen signature saved): a lender signs the general
// LENDER_AGREEMENT (the answer carries the signing URL); a borrower's digital signature is
// registered at the certified provider from the data already in the profile (NIK, birth place
// and date, gender, KTP address, KTP photo and selfie). A borrower whose profile lacks any of
// these (a company, no selfie) is answered the registration's next step: POST
// /signing/registration with the data.
import { isoFromDmy } from '../../machines/shared/text-rules.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Queryable } from '../db/db.ts';
import { readSection } from '../profiles/profile.ts';
import { lenderAgreementRef } from './agreement-refs.ts';
import {
  type RegistrationData,
  type RegistrationDeps,
  type RegistrationView,
  readRegistration,
  startRegistration,
} from './registration-service.ts';
import { type SigningDeps, startSigning } from './signing-service.ts';

export type AgreementSigningStep = {
  /** A lender's agreement: where to send the browser; null when it is signed already. */
  url: string | null;
  documentId: string | null;
  /** A borrower's digital-signature registration as it stands after the request. */
  registration: RegistrationView | null;
};

/**
 * Where the browser lands after signing when no other return address is named (the lender
 * agreement from the profile; a REST caller naming none): the web client's signature page, which
 * reads the `signingDocument` and `event` the provider adds. (It was /signing/documents, which
 * the web client has no page for.)
 */
export const SIGNATURE_PAGE = '/signature';

/** The registration data a personal profile already holds; null when something is missing. */
async function registrationFromProfile(
  q: Queryable,
  viewer: Viewer,
): Promise<RegistrationData | null> {
  if (!viewer.isPersonal) return null;
  const [personal, address, document] = await Promise.all([
    readSection(q, viewer.userId, 'personal'),
    readSection(q, viewer.userId, 'addressKtp'),
    readSection(q, viewer.userId, 'document'),
  ]);
  const text = (data: Record<string, unknown> | null, key: string) => {
    const value = data?.[key];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  const nik = text(personal.data, 'ktpnumber');
  const birthPlace = text(personal.data, 'birthplace');
  const birthDate = isoFromDmy(text(personal.data, 'birthdate') ?? '');
  const gender = text(personal.data, 'gender');
  const street = text(address.data, 'address');
  const idCardFile = text(document.data, 'ktpfile');
  const selfieFile = text(document.data, 'selfiefile');
  const image = (path: string | null) => (path && /\.(jpg|png)$/.test(path) ? path : null);
  if (!nik || !birthPlace || !birthDate || !gender || !street) return null;
  const idCard = image(idCardFile);
  const selfie = image(selfieFile);
  if (!idCard || !selfie) return null;
  return {
    nik,
    birthPlace,
    birthDate,
    gender: gender === 'FEMALE' ? 'F' : 'M',
    address: street,
    idCardFile: idCard,
    selfieFile: selfie,
  };
}

export async function startAgreementSigning(
  deps: SigningDeps & RegistrationDeps,
  viewer: Viewer,
): Promise<AgreementSigningStep> {
  if (viewer.role === 'lender') {
    const ref = lenderAgreementRef(viewer);
    const [signed] = await deps.db.query<{ id: string }>(
      `SELECT id FROM signing_documents
        WHERE kind = 'LENDER_AGREEMENT' AND signer_id = $1 AND machine_state = 'completed'`,
      [viewer.userId],
    );
    if (signed) return { url: null, documentId: signed.id, registration: null };
    const started = await startSigning(deps, ref, {
      returnUrl: SIGNATURE_PAGE,
      language: 'id',
    });
    return { url: started.url, documentId: started.document.id, registration: null };
  }
  if (!deps.signing.registration) return { url: null, documentId: null, registration: null };
  const current = await readRegistration(deps, viewer);
  const data = await registrationFromProfile(deps.db, viewer);
  const mayStart = ['unregistered', 'refused', 'expired'].includes(current.state);
  if (!data || !mayStart) return { url: null, documentId: null, registration: current };
  return {
    url: null,
    documentId: null,
    registration: await startRegistration(deps, viewer, data),
  };
}
