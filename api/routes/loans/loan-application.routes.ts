// The borrower's application calls (spec §7 "Loans"): loan data, borrower info, collateral,
// bail photos and files, and the submit call. The same paths serve staff: they read every
// loan, and change one only while the lifecycle machine lets staff edit (a review stage).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dayNumber } from '../../../machines/application-form/application-form.rules.ts';
import { STAFF_LOCKED_FIELDS } from '../../../machines/loan/loan.rules.ts';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { invalidInput } from '../../http/errors.ts';
import { listBorrowerLoans } from '../../loans/list-loans.ts';
import {
  bailFilesOf,
  bailPhotosByLoan,
  borrowerInfoView,
  findBailPhotos,
  findBorrowerInfo,
  guaranteeView,
  saveBailPhotos,
  submitLoan,
  updateBail,
  updateBorrowerInfo,
  updateLoanData,
} from '../../loans/loan-application.ts';
import { assertMayRead, findLoan, loanView } from '../../loans/loan-record.ts';
import { loanIdParam } from '../shared.schemas.ts';
import {
  bailBody,
  bailFilesResponse,
  bailPhotosBody,
  bailPhotosResponse,
  borrowerInfoBody,
  borrowerInfoResponse,
  filePath,
  guaranteeResponse,
  loanDataBody,
} from './loan-application.schemas.ts';
import { loanResponse } from './loans.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const tags = ['Loan application'];
const WHO =
  ' The owner edits in DRAFT and REJECT_BAIL; staff edit while reviewing (REVIEW, ' +
  'APPROVAL_BAIL, APPROVAL_LOAN, APPROVAL_LOAN_DIR); otherwise 409 ILLEGAL_TRANSITION.';

/** Spec §5's always-disabled fields of the staff screen, as the machine's rule holds them. */
const LOCKED =
  ` Staff may not change ${STAFF_LOCKED_FIELDS.join(', ')} (sending the stored value is fine): ` +
  '409 FIELD_LOCKED, its fields naming them.';

/** Issue 15: the borrower's files in staff hands. */
const FILES =
  " Staff never take a borrower's file away (409 FILE_DELETE_FORBIDDEN, its fields naming the " +
  'slots); another file may take its place with `replacereason` (else 400 ' +
  'FILE_REPLACE_REASON_REQUIRED), kept on the audit row.';

/** The borrower update payload's keys in any case: genFullname and genfullname alike. */
function lowerCaseKeys<T>(body: T): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  // The schema validates the result next: the keys are only renamed here.
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key.toLowerCase(), value]),
  ) as T;
}

/** DD-MM-YYYY (the update payload) or YYYY-MM-DD as a calendar date, else a 400. */
function isoBirthDate(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : value;
  if (dayNumber(iso) === null) throw invalidInput({ genbirthdate: 'must be a date DD-MM-YYYY' });
  return iso;
}

function otherFiles(value: string | string[]): string[] {
  if (Array.isArray(value)) return value;
  try {
    const parsed: unknown = JSON.parse(value || '[]');
    const paths = filePath.array().max(20).safeParse(parsed);
    if (paths.success) return paths.data;
  } catch {
    // falls through to the refusal
  }
  throw invalidInput({ otherDocumentFiles: 'must be a JSON list of file paths' });
}

export const loanApplicationRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    const readableLoan = async (id: number, viewer: ReturnType<typeof viewerOf>) => {
      const loan = await findLoan(db, id);
      assertMayRead(loan, viewer);
      return loan;
    };

    app.put(
      '/loan/:id',
      {
        config: { roles: ['borrower', 'admin'], loanEvent: 'application.edit' },
        schema: {
          tags,
          summary: `Change the loan data of form step 2 (value not zero, date ≥ two weeks).${WHO}`,
          params: loanIdParam,
          body: loanDataBody,
          response: loanResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'borrower', 'admin');
        const body = request.body;
        const loan = await updateLoanData(
          db,
          request.params.id,
          viewer,
          {
            productId: body.productid,
            applicationValue: body.genapplicationvalue,
            requiredDate: body.genrequireddate,
            purpose: body.genpurpose,
            developerId: body.developerid ?? null,
          },
          deps.now(),
        );
        return { data: loanView(loan, viewer) };
      },
    );

    app.put(
      '/loan/:id/submit',
      {
        config: { roles: ['borrower'], loanEvent: 'loan.submit' },
        schema: {
          tags,
          summary:
            'Submit the application for review (form step 4): DRAFT or REJECT_BAIL → REVIEW. ' +
            'Refused with 409 APPLICATION_INVALID (reason VALUE_ZERO, DATE_TOO_EARLY, ' +
            'BAIL_BELOW_VALUE, CERTIFICATE_MISSING, APPLICATION_INCOMPLETE) while the form rules fail.',
          params: loanIdParam,
          response: loanResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return {
          data: loanView(await submitLoan(db, request.params.id, viewer, deps.now()), viewer),
        };
      },
    );

    app.get(
      '/loan/:id/borrower_info',
      {
        config: { roles: ['borrower', 'admin'] },
        schema: {
          tags,
          summary: 'The borrower data on this loan (owner or staff)',
          params: loanIdParam,
          response: borrowerInfoResponse,
          ...secured,
        },
      },
      async (request) => {
        const loan = await readableLoan(request.params.id, viewerOf(request));
        return {
          data: borrowerInfoView(await findBorrowerInfo(db, loan.id), loan.borrower_is_personal),
        };
      },
    );

    app.put(
      '/loan/:id/borrower_info',
      {
        preValidation: async (request) => {
          request.body = lowerCaseKeys(request.body);
        },
        config: { roles: ['borrower', 'admin'], loanEvent: 'application.edit' },
        schema: {
          tags,
          summary: `Save the borrower data (the personal or the company group must be valid).${WHO}${LOCKED}${FILES}`,
          params: loanIdParam,
          body: borrowerInfoBody,
          response: borrowerInfoResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'borrower', 'admin');
        const body = request.body;
        const info = await updateBorrowerInfo(db, request.params.id, viewer, {
          ...body,
          genbirthdate: isoBirthDate(body.genbirthdate),
          gengender: body.gengender
            ? body.gengender.toUpperCase() === 'MALE'
              ? 'MALE'
              : 'FEMALE'
            : body.gengender,
          documentnpwp: body.documentnpwp === '' ? null : body.documentnpwp,
        });
        const loan = await findLoan(db, request.params.id);
        return { data: borrowerInfoView(info, loan.borrower_is_personal) };
      },
    );

    app.get(
      '/loan/:id/guarantee',
      {
        config: { roles: ['borrower', 'admin'] },
        schema: {
          tags,
          summary: 'The collateral (bail) of this loan with its photos (owner or staff)',
          params: loanIdParam,
          response: guaranteeResponse,
          ...secured,
        },
      },
      async (request) => {
        const loan = await readableLoan(request.params.id, viewerOf(request));
        return { data: guaranteeView(loan, await findBailPhotos(db, loan.id)) };
      },
    );

    app.put(
      '/loan/:id/bail',
      {
        config: { roles: ['borrower', 'admin'], loanEvent: 'application.edit' },
        schema: {
          tags,
          summary: `Save the collateral: every bail field; file paths must be your uploads.${WHO}${LOCKED}${FILES}`,
          params: loanIdParam,
          body: bailBody,
          response: loanResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'borrower', 'admin');
        const body = request.body;
        const loan = await updateBail(db, request.params.id, viewer, {
          bailtype: body.bailtype ?? null,
          bailcertificatetype: body.bailcertificatetype ?? null,
          bailcertificatenumber: body.bailcertificatenumber || null,
          bailcertificatefile: body.bailcertificatefile || null,
          bailcertificate: body.bailcertificate || null,
          bailestimatedvalue: body.bailestimatedvalue,
          pbbdocumentfile: body.pbbdocumentfile || null,
          imbdocumentfile: body.imbdocumentfile || null,
          bailsurfacearea: body.bailsurfacearea,
          bailbuildingarea: body.bailbuildingarea,
          bailaddress: body.bailaddress,
          bailregion: body.bailregion,
          baildistrict: body.baildistrict,
          bailcity: body.bailcity,
          bailprovince: body.bailprovince,
          bailpostcode: body.bailpostcode,
          bailcountry: body.bailcountry.toUpperCase(),
          insurance: body.insurance,
          otherDocumentFiles: otherFiles(body.otherDocumentFiles),
          replacereason: body.replacereason,
        });
        return { data: loanView(loan, viewer) };
      },
    );

    app.get(
      '/loan/:id/bail/photo',
      {
        config: { roles: ['borrower', 'admin'] },
        schema: {
          tags,
          summary: 'The collateral photos (owner or staff)',
          params: loanIdParam,
          response: bailPhotosResponse,
          ...secured,
        },
      },
      async (request) => {
        const loan = await readableLoan(request.params.id, viewerOf(request));
        return { data: { photo: await findBailPhotos(db, loan.id) } };
      },
    );

    app.put(
      '/loan/:id/bail/photo',
      {
        config: { roles: ['borrower', 'admin'], loanEvent: 'application.edit' },
        schema: {
          tags,
          summary: `Save the collateral photos (at least one; your uploads only).${WHO}${FILES}`,
          params: loanIdParam,
          body: bailPhotosBody,
          response: bailPhotosResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'borrower', 'admin');
        const photos = await saveBailPhotos(
          db,
          request.params.id,
          viewer,
          request.body.photo,
          request.body.replacereason,
        );
        return { data: { photo: photos } };
      },
    );

    app.get(
      '/loan/bail/files',
      {
        config: { roles: ['borrower'] },
        schema: {
          tags,
          summary: "Every collateral file of the borrower's own loans",
          response: bailFilesResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'borrower');
        const loans = await listBorrowerLoans(db, viewer.userId);
        const photos = await bailPhotosByLoan(
          db,
          loans.map((loan) => loan.id),
        );
        return {
          data: {
            data: loans.flatMap((loan) => bailFilesOf(loan, photos.get(Number(loan.id)) ?? [])),
          },
        };
      },
    );

    app.get(
      '/loan/:id/bail/files',
      {
        config: { roles: ['borrower', 'admin'] },
        schema: {
          tags,
          summary: "Every file of this loan's collateral: documents, then photos (owner or staff)",
          params: loanIdParam,
          response: bailFilesResponse,
          ...secured,
        },
      },
      async (request) => {
        const loan = await readableLoan(request.params.id, viewerOf(request));
        return { data: { data: bailFilesOf(loan, await findBailPhotos(db, loan.id)) } };
      },
    );
  };
