// What PUT /{type}/agreement/request-teken starts at the signature provider once its own checks
// passed (an agreement request sent, a specimen signature saved): a lender signs the general
// LENDER_AGREEMENT (the answer carries the signing URL); a borrower's digital signature is
// registered at the certified provider from the data already in the profile (the name, NIK,
// birth place and date, gender, KTP address, KTP photo and selfie, as the registration offers
// them). A borrower whose profile lacks any of these (a company, no selfie, a photo larger than
// the provider takes) is answered the registration's next step: POST /signing/registration.
import type { Viewer } from '../accounts/tokens.ts';
import { lenderAgreementRef } from './agreement-refs.ts';
import {
  type RegistrationData,
  type RegistrationDeps,
  type RegistrationProfile,
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

/**
 * The registration data a person's profile already holds, as the registration offers it
 * (RegistrationView.profile: the ID card's name, its address in one line, the photos only when
 * the provider takes them); null when something is missing.
 */
function registrationFromProfile(
  viewer: Viewer,
  profile: RegistrationProfile,
): RegistrationData | null {
  if (!viewer.isPersonal) return null;
  const { name, nik, birthPlace, birthDate, gender, address, idCardFile, selfieFile } = profile;
  if (!nik || !birthPlace || !birthDate || !gender || !address || !idCardFile || !selfieFile) {
    return null;
  }
  return {
    name,
    nik,
    birthPlace,
    birthDate,
    gender: gender === 'FEMALE' ? 'F' : 'M',
    address,
    idCardFile,
    selfieFile,
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
  const data = registrationFromProfile(viewer, current.profile);
  const mayStart = ['unregistered', 'refused', 'expired'].includes(current.state);
  if (!data || !mayStart) return { url: null, documentId: null, registration: current };
  return {
    url: null,
    documentId: null,
    registration: await startRegistration(deps, viewer, data),
  };
}
