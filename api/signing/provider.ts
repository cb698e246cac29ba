// The signature providers behind one small interface (integrations.md; issue 18). Three
// implementations, chosen by SIGNING_ADAPTER like the bank's BANK_ADAPTER:
// - 'local' (the embedded default): the built-in provider, whose signing page is inside the
//   product; it asks the signer for a one-time code sent through the outbox, and behaves like the
//   envelope provider (the browser returns to `returnUrl?event=…`, callbacks are HMAC-signed);
// - 'docusign': the envelope provider (envelope with an embedded signer, recipient view,
//   HMAC-signed webhooks over the raw body);
// - 'teken': the certified Indonesian provider (PSrE): signer registration, upload with signature
//   positions, signer URL, callbacks trusted only after a status check.
// Each call that reaches a provider answers `{ ok: false, code }` when it fails, never throws for
// a refusal; a lost answer (network, 5xx) throws, so the caller knows the outcome is unknown.

/** The spec's names for the providers, and the built-in one. */
export type SigningProviderName = 'local' | 'docusign' | 'teken';

/** Who signs: what every provider needs, and what the PSrE's registration needs besides. */
export type Signer = {
  userId: string;
  name: string;
  email: string;
  phone: string | null;
};

/** Where the signature goes on the PDF, in millimetres from the page's top-left (PSrE's unit). */
export type SignaturePosition = {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
};

/** One document for one signer. `documentId` is ours (signing_documents.id). */
export type DocumentToSign = {
  documentId: string;
  title: string;
  pdf: Buffer;
  signer: Signer;
  position: SignaturePosition;
  /** Where the provider sends the browser back, with `?event=…` appended. */
  returnUrl: string;
  /** The signer's language for the provider's pages. */
  locale: 'id' | 'en';
};

export type Refused = { ok: false; code: string; message?: string };

/** A signing started: the provider's reference for the document, and the signer's URL. */
export type StartedSigning = { ok: true; providerRef: string; url: string } | Refused;

/**
 * Where a document stands at the provider, as its status check answers it. SENT: waiting for the
 * signer; COMPLETED: signed; DECLINED: the signer refused; FAILED: the provider failed it;
 * VOIDED: withdrawn or expired.
 */
export type ProviderDocumentStatus = 'SENT' | 'COMPLETED' | 'DECLINED' | 'FAILED' | 'VOIDED';

/** A provider's server-to-server message, once verified (signature checked, or status re-read). */
export type VerifiedCallback =
  | { kind: 'document'; providerRef: string; status: ProviderDocumentStatus }
  | { kind: 'registration'; nik: string; status: RegistrationStatus };

/** The PSrE's status check of a signer (integrations.md), as the registration machine reads it. */
export type RegistrationStatus = 'NOT_REGISTERED' | 'UNVERIFIED' | 'VERIFIED' | 'EXPIRED';

/** What the PSrE's registration asks (integrations.md provider 2). */
export type SignerRegistration = Signer & {
  nik: string;
  birthPlace: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  gender: 'M' | 'F';
  address: string;
  idCardPhoto: Buffer;
  selfie: Buffer;
};

export type SigningProvider = {
  name: SigningProviderName;
  /**
   * Starts (or, given the providerRef of a document already sent, restarts with a fresh URL) the
   * signing of one document by its signer.
   */
  startSigning(document: DocumentToSign, providerRef?: string): Promise<StartedSigning>;
  /** The provider's status check of one document: what a return or a callback is trusted by. */
  documentStatus(
    providerRef: string,
  ): Promise<{ ok: true; status: ProviderDocumentStatus } | Refused>;
  /** The signed PDF, once the document is COMPLETED. */
  signedDocument(providerRef: string): Promise<{ ok: true; pdf: Buffer } | Refused>;
  /**
   * A callback as it arrived (the raw body and the headers): verified the provider's way, or null
   * when it cannot be trusted (a forged signature, an unknown document).
   */
  verifyCallback(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<VerifiedCallback | null>;
  /** Signer registration: the PSrE's (and the local provider's imitation of it). */
  registration?: {
    register(signer: SignerRegistration): Promise<{ ok: true } | Refused>;
    status(nik: string): Promise<{ ok: true; status: RegistrationStatus } | Refused>;
    resendActivation(nik: string): Promise<{ ok: true } | Refused>;
  };
};
