// Signing (issue 18; spec §7 POST /sign/lender): start a signing at the provider and get the
// signer's URL, the signer's documents and their files, the browser's return from the provider
// (confirmed by the provider's status check), the providers' callbacks (read raw and verified),
// and the signer's digital-signature registration. Thin: the domain is api/signing/.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { isoFromDmy } from '../../../machines/shared/text-rules.ts';
import type { Viewer } from '../../accounts/tokens.ts';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { localeFromAcceptLanguage } from '../../notify/notify-user.ts';
import {
  investmentRef,
  lenderAgreementRef,
  loanAgreementRef,
} from '../../signing/agreement-refs.ts';
import {
  applyRegistrationStatus,
  readRegistration,
  resendActivation,
  startRegistration,
} from '../../signing/registration-service.ts';
import { SIGNATURE_PAGE } from '../../signing/request-teken.ts';
import {
  documentFile,
  listDocuments,
  loanAgreementId,
  receiveCallback,
  returnFromSigning,
  startSigning,
} from '../../signing/signing-service.ts';
import {
  callbackParam,
  callbackResponse,
  documentIdParam,
  documentsQuery,
  documentsResponse,
  loanIdParam,
  registrationBody,
  registrationResponse,
  returnBody,
  returnResponse,
  signingUrlResponse,
  signLenderBody,
} from './signing.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const tags = ['Signing'];

/** Where the browser lands after signing when the caller names no return address. */
export const DEFAULT_SIGNING_RETURN = SIGNATURE_PAGE;

export const signingRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.post(
      '/sign/lender',
      {
        config: { roles: ['borrower', 'lender'] },
        schema: {
          tags,
          summary: 'Start signing an agreement and get the signing URL (data.data.url)',
          description:
            'Three forms (spec §7). A lender with `{ fundingid }` (or `{ loanid, amount }` naming ' +
            "one of the lender's own fundings): the INVESTMENT_AGREEMENT of that funding, only " +
            'when the investment-agreement rule allows it (the loan in FUNDING_COMPLETED, the piece ' +
            'not refunded, not signed yet; else 409 with the reason as code: FUNDING_STILL_OPEN, ' +
            'NOT_INVESTMENT_SIGNING_STAGE, FUNDING_REFUNDED, DOCUMENT_ALREADY_SIGNED, ' +
            'SIGNING_IN_PROGRESS). A ' +
            'borrower with `{ loanid, returnUrl }`: the LOAN_AGREEMENT of their loan, only while ' +
            'its funding status is DISBURSEMENT_READY (409 DISBURSEMENT_NOT_READY). A lender with ' +
            'no payload: the LENDER_AGREEMENT. Redirect the browser to `data.data.url` (single ' +
            'use, expires unused in about 5 minutes); the provider sends it back to `returnUrl` ' +
            "(default /signature, the web client's signature page) with `signingDocument` and `event` added: then call " +
            'POST /signing/documents/{signingDocument}/return with that event. Asking again ' +
            'gives a fresh URL for the same document. 409 DOCUMENT_ALREADY_SIGNED once signed; ' +
            "502 SIGNING_REQUEST_FAILED 'Gagal melakukan request docusign' when the provider fails.",
          body: signLenderBody,
          response: signingUrlResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'borrower', 'lender');
        const body = request.body ?? {};
        const ref = await (async () => {
          if (viewer.role === 'borrower') {
            if (body.loanid === undefined) {
              throw new AppError(400, 'VALIDATION_FAILED', 'required', {
                fields: { loanid: 'required' },
              });
            }
            return loanAgreementRef(db, viewer, body.loanid);
          }
          if (body.fundingid !== undefined) {
            return investmentRef(db, viewer, { fundingId: body.fundingid });
          }
          if (body.loanid !== undefined) {
            if (body.amount === undefined) {
              throw new AppError(400, 'VALIDATION_FAILED', 'required', {
                fields: { amount: 'required' },
              });
            }
            return investmentRef(db, viewer, { loanId: body.loanid, amount: body.amount });
          }
          return lenderAgreementRef(viewer);
        })();
        const started = await startSigning(deps, ref, {
          returnUrl: body.returnUrl ?? DEFAULT_SIGNING_RETURN,
          language: body.lang ?? localeFromAcceptLanguage(request.headers['accept-language']),
        });
        return {
          data: {
            data: {
              url: started.url,
              documentId: started.document.id,
              kind: started.document.kind,
            },
          },
        };
      },
    );

    app.get(
      '/signing/documents',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags,
          summary: 'The documents you sign, newest first, with their signing state and message',
          description:
            "Staff pass `userId` to read anyone's list. `state` is the document-signing " +
            "machine's (completed = signed); `message` tells the signer what the last return or " +
            'failure meant; `canStart`: POST /sign/lender may ask for a (new) URL.',
          querystring: documentsQuery,
          response: documentsResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const userId =
          viewer.role === 'admin' ? (request.query.userId ?? viewer.userId) : viewer.userId;
        return { data: await listDocuments(db, userId) };
      },
    );

    app.get(
      '/signing/documents/:id/file',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags,
          summary: 'The document as a PDF: the signed copy once signed, else the one sent to sign',
          description: 'Its signer and staff only; anyone else gets 404.',
          params: documentIdParam,
          ...secured,
        },
      },
      async (request, reply) => {
        const file = await documentFile(deps, viewerOf(request), request.params.id);
        return reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="lumbung-${request.params.id}${file.signed ? '-signed' : ''}.pdf"`,
          )
          .header('x-signed', String(file.signed))
          .header('cache-control', 'private, no-store')
          .send(file.pdf);
      },
    );

    const returned = async (viewer: Viewer, id: string, event: string) => ({
      data: await returnFromSigning(deps, viewer, id, event),
    });
    app.post(
      '/signing/documents/:id/return',
      {
        config: { roles: ['borrower', 'lender'] },
        schema: {
          tags,
          summary: 'Back from the provider: report the `event` the return address carried',
          description:
            "Never trusted alone: the provider's status check decides. `signing_complete` signs the " +
            'document only if the provider completed it (else `confirmed: false`, nothing changes); ' +
            'decline, cancel, session_timeout, ttl_expired, exception… leave it unsigned with ' +
            'their message. Repeating it changes nothing.',
          params: documentIdParam,
          body: returnBody,
          response: returnResponse,
          ...secured,
        },
      },
      async (request) =>
        returned(viewerOf(request, 'borrower', 'lender'), request.params.id, request.body.event),
    );
    app.post(
      '/signing/loan/:id/return',
      {
        config: { roles: ['borrower'] },
        schema: {
          tags,
          summary:
            'Back from signing the loan agreement: the same, by loan id (the spec’s stored loan id)',
          params: loanIdParam,
          body: returnBody,
          response: returnResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'borrower');
        const id = await loanAgreementId(db, viewer, request.params.id);
        return returned(viewer, id, request.body.event);
      },
    );

    // The providers' server-to-server messages: the raw bytes are what their signature covers.
    await app.register(async (plugin) => {
      const callbacks = plugin.withTypeProvider<ZodTypeProvider>();
      callbacks.removeAllContentTypeParsers();
      callbacks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      callbacks.post(
        '/signing/callback/:provider',
        {
          config: { public: true },
          schema: {
            tags,
            summary: "A signature provider's callback (signed; its raw body is verified)",
            description:
              'The built-in provider and the envelope provider sign with HMAC-SHA256 over the raw ' +
              'body, base64, in X-DocuSign-Signature-1. Forged: 401 and nothing changes. Applied ' +
              'once: a repeated callback changes nothing.',
            params: callbackParam,
            response: callbackResponse,
          },
        },
        async (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          await receiveCallback(
            deps,
            request.params.provider,
            raw,
            request.headers,
            (nik, status) => applyRegistrationStatus(deps, nik, status),
          );
          return { data: { accepted: true as const } };
        },
      );
    });

    app.get(
      '/signing/registration',
      {
        config: { roles: ['borrower', 'lender'] },
        schema: {
          tags,
          summary: 'Your digital-signature registration: its state, the next step, its history',
          description:
            "`specState` is the spec's state (requested, waitingForActivation, registered, " +
            "verified, active, expired); `state` the machine's, which also knows unregistered " +
            "and refused (with `refusal`). Brought up to date with the provider's status check.",
          response: registrationResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: await readRegistration(deps, viewerOf(request, 'borrower', 'lender')),
      }),
    );

    app.post(
      '/signing/registration',
      {
        config: { roles: ['borrower', 'lender'] },
        schema: {
          tags,
          summary: 'Register your digital signature at the provider (or renew an expired one)',
          description:
            "The PSrE data: the name on the ID card (default: the profile's), NIK, birth place " +
            'and date, gender, address, ID card photo and selfie (paths from POST /file/upload, ' +
            'each at most photoMaxBytes: 400 PHOTO_TOO_LARGE otherwise). GET offers what the ' +
            'profile holds (profile). Accepted: an activation e-mail is sent (state ' +
            'awaitingActivation); refused: state refused with the reason (e.g. BIODATA_MISMATCH: ' +
            'the NIK does not match the birth date and gender). 409 REGISTRATION_NOT_POSSIBLE ' +
            'while registered.',
          body: registrationBody,
          response: registrationResponse,
          ...secured,
        },
      },
      async (request) => {
        const body = request.body;
        const birthDate = isoFromDmy(body.birthdate) ?? body.birthdate;
        return {
          data: await startRegistration(deps, viewerOf(request, 'borrower', 'lender'), {
            name: body.name,
            nik: body.nik,
            birthPlace: body.birthplace,
            birthDate,
            gender: body.gender === 'FEMALE' ? 'F' : 'M',
            address: body.address,
            idCardFile: body.ktpfile,
            selfieFile: body.selfiefile,
          }),
        };
      },
    );

    app.post(
      '/signing/registration/resend',
      {
        config: { roles: ['borrower', 'lender'] },
        schema: {
          tags,
          summary: 'Send the activation e-mail again (a few times at most)',
          description:
            '409 RESEND_LIMIT_REACHED after the last one; 409 REGISTRATION_NOT_POSSIBLE when not awaiting activation.',
          response: registrationResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: await resendActivation(deps, viewerOf(request, 'borrower', 'lender')),
      }),
    );
  };
