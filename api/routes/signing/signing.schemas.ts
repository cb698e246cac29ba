// Request and response schemas of the signing calls (issue 18; spec §7 POST /sign/lender), the
// signer's documents and registration, and the built-in provider's signing page.
import { z } from 'zod';
import { isFilled } from '../../../machines/shared/text-rules.ts';
import { RETURN_EVENTS } from '../../../machines/signature/document-signing.machine.ts';
import type { ReturnEvent } from '../../../machines/signature/document-signing.types.ts';
import {
  BIGINT_ID_MAX,
  calendarDate,
  envelope,
  errorBody,
  errorResponses,
  id,
  idText,
  requiredText,
  rupiah,
  text,
} from '../shared.schemas.ts';

const words = z.object({ id: z.string(), en: z.string() });
const language = z
  .enum(['id', 'en'])
  .describe("The document's language (and the provider's pages'): id (default) or en");

export const returnUrl = text({ max: 2000 })
  .refine(isFilled, 'required')
  .describe(
    'Where the provider sends the browser back, with `signingDocument=<id>` and ' +
      '`event=<signing_complete|decline|cancel|session_timeout|ttl_expired|exception|…>` added: ' +
      'a path ("/borrower/loans/7") or an address on this site (PUBLIC_URL); another origin is ' +
      'refused (400 RETURN_URL_REFUSED)',
  );

export const signLenderBody = z
  .object({
    fundingid: id(BIGINT_ID_MAX)
      .optional()
      .describe('Investment agreement: the id of one of your fundings'),
    loanid: id(BIGINT_ID_MAX)
      .optional()
      .describe(
        'Borrower: your loan (DISBURSEMENT_READY) whose agreement you sign. Lender, with ' +
          '`amount`: the loan of one of your fundings',
      ),
    amount: rupiah.optional().describe('Lender, with `loanid`: the amount of that funding'),
    returnUrl: returnUrl.optional(),
    lang: language.optional(),
  })
  .nullish();

export const signingUrlResponse = {
  200: envelope(
    z.object({
      data: z.object({
        url: z.string().describe("The signer's single-use URL at the provider: redirect to it"),
        documentId: z.string(),
        kind: z.string(),
      }),
    }),
  ),
  ...errorResponses,
  502: errorBody.describe(
    "SIGNING_REQUEST_FAILED: the provider did not start the signing ('Gagal melakukan request docusign')",
  ),
};

export const documentView = z.object({
  id: z.string(),
  kind: z.enum(['LOAN_AGREEMENT', 'INVESTMENT_AGREEMENT', 'POWER_OF_ATTORNEY', 'LENDER_AGREEMENT']),
  title: z.string().nullable(),
  loanId: z.number().int().nullable(),
  fundingId: z.number().int().nullable(),
  provider: z.string(),
  state: z
    .enum([
      'unsigned',
      'requested',
      'urlIssued',
      'pending',
      'completed',
      'declined',
      'cancelled',
      'expired',
      'failed',
    ])
    .describe("The document-signing machine's state: completed means signed"),
  label: words,
  message: z
    .object({ code: z.string(), text: words })
    .nullable()
    .describe('What the signer is told after the last return or failure'),
  signed: z.boolean(),
  canStart: z.boolean().describe('A (new) signing URL may be asked for'),
  hasSignedFile: z.boolean(),
  language,
  signedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const documentsQuery = z.object({
  userId: z
    .string()
    .uuid()
    .optional()
    .describe("Staff only: whose documents (default: the caller's)"),
});

export const documentsResponse = { 200: envelope(z.array(documentView)), ...errorResponses };

export const documentIdParam = z.object({ id: z.string().uuid() });
export const loanIdParam = z.object({ id: idText(BIGINT_ID_MAX) });

export const returnBody = z.object({
  event: z
    .enum(Object.keys(RETURN_EVENTS) as [ReturnEvent, ...ReturnEvent[]])
    .describe('The `event` query parameter the provider added to the return address'),
});

export const returnResponse = {
  200: envelope(
    z.object({
      document: documentView,
      confirmed: z
        .boolean()
        .describe(
          "false when the provider's status check does not bear out the event (a " +
            'signing_complete the provider has not completed): the document is not signed',
        ),
    }),
  ),
  ...errorResponses,
  502: errorBody,
};

export const callbackParam = z.object({ provider: z.enum(['local', 'docusign', 'teken']) });
export const callbackResponse = {
  200: envelope(z.object({ accepted: z.literal(true) })),
  401: errorBody.describe('SIGNING_CALLBACK_UNVERIFIED: the signature does not match'),
  404: errorBody,
  502: errorBody,
};

const registrationState = z.enum([
  'unregistered',
  'requested',
  'awaitingActivation',
  'registered',
  'verified',
  'active',
  'expired',
  'refused',
]);

export const registrationView = z.object({
  state: registrationState.describe("The signature-registration machine's state"),
  specState: z
    .enum(['requested', 'waitingForActivation', 'registered', 'verified', 'active', 'expired'])
    .nullable()
    .describe("The spec's digital-signature state; null while not registered or refused"),
  label: words,
  refusal: z.object({ code: z.string(), text: words }).nullable(),
  resendsLeft: z.number().int(),
  nextStep: z.object({
    code: z.enum(['REGISTER', 'WAIT_FOR_PROVIDER', 'ACTIVATE_FROM_EMAIL', 'NONE', 'RENEW']),
    text: words,
  }),
  nik: z.string().nullable().describe('The NIK registered, masked'),
  history: z.array(
    z.object({ event: z.string(), from: registrationState, to: registrationState, at: z.string() }),
  ),
  photoMaxBytes: z
    .number()
    .int()
    .describe("The largest ID card photo or selfie the registration takes (the provider's limit)"),
  profile: z
    .object({
      name: z.string().describe("The name on the ID card: the profile's, else the account's"),
      email: z.string().describe('Where the provider sends the activation e-mail'),
      phone: z.string().nullable(),
      nik: z.string().nullable(),
      birthPlace: z.string().nullable(),
      birthDate: z.string().nullable().describe('YYYY-MM-DD'),
      gender: z.enum(['MALE', 'FEMALE']).nullable(),
      address: z.string().nullable().describe("The ID card's address in one line"),
      idCardFile: z
        .string()
        .nullable()
        .describe("The profile's ID card photo, when the provider takes it (JPG/PNG, its size)"),
      selfieFile: z
        .string()
        .nullable()
        .describe("The profile's selfie, when the provider takes it"),
    })
    .describe(
      'What the profile and the account already hold of the data the provider asks for (a ' +
        "company: its representative's name, NIK and ID card), to offer instead of asking again",
    ),
});

export const registrationResponse = {
  200: envelope(registrationView),
  ...errorResponses,
  502: errorBody,
};

const filePath = z
  .string()
  .regex(/^\/file\/[\w-]+\.(jpg|png)$/, 'must be a JPG or PNG you uploaded (POST /file/upload)')
  .describe(
    'A path returned by POST /file/upload, of a JPG or PNG you uploaded, at most photoMaxBytes ' +
      '(1,000,000 bytes): 400 PHOTO_TOO_LARGE otherwise',
  );

export const registrationBody = z.object({
  name: requiredText(100)
    .optional()
    .describe("The name on the ID card; without it, the profile's full name (else the account's)"),
  nik: z
    .string()
    .regex(/^\d{16}$/, 'NIK (KTP number): exactly 16 digits')
    .describe('NIK (KTP number): 16 digits'),
  birthplace: requiredText(100),
  birthdate: calendarDate('either'),
  gender: z.enum(['MALE', 'FEMALE']),
  address: requiredText(500).describe('The address on the ID card'),
  ktpfile: filePath.describe(
    'ID card (KTP) photo: JPG or PNG you uploaded, at most photoMaxBytes (1,000,000 bytes)',
  ),
  selfiefile: filePath.describe(
    'Selfie holding the ID card: JPG or PNG you uploaded, at most photoMaxBytes (1,000,000 bytes)',
  ),
});

// --- The built-in provider's signing page --------------------------------------------------

export const pageTokenParam = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) });

const pageAnswer = z.union([
  z.object({
    ended: z.literal(false),
    title: z.string(),
    signerName: z.string(),
    email: z.string().describe('Where an e-mailed code goes, masked'),
    phone: z.string().nullable().describe('Where an SMS code goes, masked; null: no phone'),
    sessionExpiresAt: z.string(),
    codeSentTo: z.enum(['email', 'sms']).nullable(),
    codeExpiresAt: z.string().nullable(),
    wrongCodesLeft: z.number().int(),
    codesLeft: z.number().int(),
  }),
  z.object({
    ended: z.literal(true),
    event: z.enum([
      'signing_complete',
      'decline',
      'cancel',
      'session_timeout',
      'ttl_expired',
      'exception',
    ]),
    redirect: z.string().describe('Send the browser here: the return address with ?event=…'),
  }),
]);

export const pageResponse = { 200: envelope(pageAnswer), ...errorResponses, 410: errorBody };
export const openResponse = {
  200: envelope(
    z.object({
      sessionKey: z
        .string()
        .nullable()
        .describe('Send it as the X-Signing-Session header with every other call of the page'),
      page: pageAnswer,
    }),
  ),
  ...errorResponses,
};
export const sessionHeaders = z.object({
  'x-signing-session': z
    .string()
    .min(20)
    .max(100)
    .describe('The session key the opening of the link answered'),
});
export const codeBody = z
  .object({
    channel: z
      .enum(['email', 'sms'])
      .optional()
      .describe('Where to send the code: SMS by default when the signer has a phone, else e-mail'),
  })
  .nullish();
export const signBody = z.object({
  code: z.string().regex(/^\d{6}$/, 'The code has 6 digits'),
});
export const activationBody = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) });
export const activationResponse = {
  200: envelope(z.object({ activated: z.literal(true) })),
  ...errorResponses,
  410: errorBody,
};
