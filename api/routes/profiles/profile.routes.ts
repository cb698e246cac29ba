// The Personal and Company calls of spec §7 (the psychometry-score calls live beside, in
// psychometry.routes.ts) and the staff validation queue. POST and PUT of a section both save it:
// the section's machine decides whether it may change now.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProfileKind, ProfileSection } from '../../../machines/profile/profile.types.ts';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import {
  amendBankChange,
  decideBankChange,
  decideSection,
  ownKind,
  readProfile,
  readSection,
  requestAgreement,
  requestBankChange,
  requestSigning,
  type SectionData,
  saveSection,
  validationQueue,
} from '../../profiles/profile.ts';
import { staffBorrowerProfile } from '../../profiles/staff-borrower.ts';
import { startAgreementSigning } from '../../signing/request-teken.ts';
import { BIGINT_ID_MAX, idText } from '../shared.schemas.ts';
import {
  bankChangeResponse,
  profileResponse,
  profileSigningResponse,
  queueResponse,
  reasonBody,
  rules,
  sectionName,
  sectionResponse,
  staffBorrowerResponse,
} from './profile.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const staffTags = ['Profiles (staff)'];

type Request = Parameters<typeof viewerOf>[0];

export const profileRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const own = (request: Request, kind: ProfileKind) => {
      const viewer = viewerOf(request, 'borrower', 'lender');
      ownKind(viewer, kind);
      return viewer;
    };

    for (const kind of ['personal', 'company'] as const) {
      const tags = [kind === 'personal' ? 'Personal' : 'Company'];

      /** GET, and POST + PUT saving with the same body, of one section at one path. */
      const section = (
        path: string,
        name: ProfileSection,
        body: z.ZodType<SectionData>,
        methods: ReadonlyArray<'get' | 'post' | 'put'>,
        what: string,
      ) => {
        for (const method of methods) {
          if (method === 'get') {
            app.get(
              path,
              {
                config: { roles: ['borrower', 'lender'] },
                schema: {
                  tags,
                  summary: `The ${what}, with its status`,
                  response: sectionResponse,
                  ...secured,
                },
              },
              async (request) => ({
                data: await readSection(db, own(request, kind).userId, name),
              }),
            );
            continue;
          }
          app[method](
            path,
            {
              config: { roles: ['borrower', 'lender'] },
              schema: {
                tags,
                summary: `Save the ${what} (POST and PUT alike)`,
                description:
                  'Refused with 409 UNDER_REVIEW while staff check it; saving validated or ' +
                  'rejected data again needs another agreement request.',
                body,
                response: sectionResponse,
                ...secured,
              },
            },
            async (request) => ({
              data: await saveSection(
                db,
                own(request, kind),
                name,
                request.body as SectionData,
                deps.now(),
              ),
            }),
          );
        }
      };

      app.get(
        `/${kind}`,
        {
          config: { roles: ['borrower', 'lender'] },
          schema: {
            tags,
            summary: `Every section of the ${kind} profile with its status, and what is missing before applying`,
            response: profileResponse,
            ...secured,
          },
        },
        async (request) => ({ data: await readProfile(db, own(request, kind)) }),
      );
      const main = kind === 'personal' ? rules.personal : rules.company;
      section(`/${kind}`, kind, main, ['post', 'put'], `${kind} data`);

      app.put(
        `/${kind}/agreement/request`,
        {
          config: { roles: ['borrower', 'lender'] },
          schema: {
            tags,
            summary: 'Agree and send every saved section to staff for validation',
            description:
              '409 PROFILE_INCOMPLETE (fields name the missing sections) until every required ' +
              'section is saved; 409 RELATION_MISSING: complete spouse or family-reference data first.',
            response: profileResponse,
            ...secured,
          },
        },
        async (request) => ({
          data: await requestAgreement(db, own(request, kind), deps.now()),
        }),
      );
      app.put(
        `/${kind}/agreement/request-teken`,
        {
          config: { roles: ['borrower', 'lender'] },
          schema: {
            tags,
            summary: 'Ask to sign the agreement (after the agreement request and a signature)',
            description:
              '409 AGREEMENT_NOT_REQUESTED, 409 SIGNATURE_MISSING first. Then, at the signature ' +
              'provider: a lender starts signing the LENDER_AGREEMENT (`signing.url`: redirect ' +
              "to it); a borrower's digital signature is registered from the profile's NIK, " +
              'birth data, KTP address, KTP photo and selfie (`signing.registration`; when the ' +
              'profile lacks one, its next step says to POST /signing/registration).',
            response: profileSigningResponse,
            ...secured,
          },
        },
        async (request) => {
          const viewer = own(request, kind);
          const profile = await requestSigning(db, viewer, deps.now());
          return { data: { ...profile, signing: await startAgreementSigning(deps, viewer) } };
        },
      );

      const documents = kind === 'personal' ? rules.personalDocument : rules.companyDocument;
      section(`/${kind}/document`, 'document', documents, ['get', 'post', 'put'], 'documents');
      section(`/${kind}/document/signature`, 'signature', rules.signature, ['put'], 'signature');

      section(`/${kind}/bank`, 'bank', rules.bank, ['get', 'post'], 'bank data');
      app.post(
        `/${kind}/bank/user-update`,
        {
          config: { roles: ['borrower', 'lender'] },
          schema: {
            tags,
            summary: 'Ask to change validated bank data; staff approve the change',
            description:
              'The old data stays in force until staff approve. 409 BANK_NOT_VALIDATED before ' +
              'the bank data is validated (save it with POST bank), 409 BANK_CHANGE_PENDING when ' +
              'a request already waits. The account name must match the name on the ID card.',
            body: rules.bank,
            response: bankChangeResponse,
            ...secured,
          },
        },
        async (request) => ({
          data: await requestBankChange(db, own(request, kind), request.body, deps.now()),
        }),
      );
      app.put(
        `/${kind}/bank/request-update`,
        {
          config: { roles: ['borrower', 'lender'] },
          schema: {
            tags,
            summary: 'Amend the waiting bank-data change request',
            body: rules.bank,
            response: bankChangeResponse,
            ...secured,
          },
        },
        async (request) => ({
          data: await amendBankChange(db, own(request, kind), request.body, deps.now()),
        }),
      );
    }

    const personal = (
      path: string,
      name: ProfileSection,
      body: z.ZodType<SectionData>,
      what: string,
      withGet = true,
    ) => {
      const tags = ['Personal'];
      if (withGet)
        app.get(
          path,
          {
            config: { roles: ['borrower', 'lender'] },
            schema: { tags, summary: `The ${what}`, response: sectionResponse, ...secured },
          },
          async (request) => ({
            data: await readSection(db, own(request, 'personal').userId, name),
          }),
        );
      for (const method of ['post', 'put'] as const) {
        app[method](
          path,
          {
            config: { roles: ['borrower', 'lender'] },
            schema: {
              tags,
              summary: `Save the ${what} (POST and PUT alike)`,
              body,
              response: sectionResponse,
              ...secured,
            },
          },
          async (request) => ({
            data: await saveSection(
              db,
              own(request, 'personal'),
              name,
              request.body as SectionData,
              deps.now(),
            ),
          }),
        );
      }
    };
    // Their GET is GET /personal/address/{type} below.
    personal('/personal/address/ktp', 'addressKtp', rules.address, 'ID card (KTP) address', false);
    personal(
      '/personal/address/mailing',
      'addressMailing',
      rules.address,
      'mailing address',
      false,
    );
    personal('/personal/spouse', 'spouse', rules.spouse, 'spouse data');
    personal(
      '/personal/family-reference',
      'familyReference',
      rules.familyReference,
      'non-household family reference',
    );
    personal('/personal/jobs', 'jobs', rules.jobs, 'job data');

    for (const method of ['get', 'post', 'put'] as const) {
      const tags = ['Company'];
      if (method === 'get') {
        app.get(
          '/company/address',
          {
            config: { roles: ['borrower', 'lender'] },
            schema: { tags, summary: 'The company address', response: sectionResponse, ...secured },
          },
          async (request) => ({
            data: await readSection(db, own(request, 'company').userId, 'companyAddress'),
          }),
        );
        continue;
      }
      app[method](
        '/company/address',
        {
          config: { roles: ['borrower', 'lender'] },
          schema: {
            tags,
            summary: 'Save the company address (POST and PUT alike)',
            body: rules.address,
            response: sectionResponse,
            ...secured,
          },
        },
        async (request) => ({
          data: await saveSection(
            db,
            own(request, 'company'),
            'companyAddress',
            request.body,
            deps.now(),
          ),
        }),
      );
    }

    app.get(
      '/personal/address/:type',
      {
        config: { roles: ['borrower', 'lender'] },
        schema: {
          tags: ['Personal'],
          summary: 'An address by type: ktp or mailing',
          params: z.object({ type: z.enum(['ktp', 'mailing']) }),
          response: sectionResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: await readSection(
          db,
          own(request, 'personal').userId,
          request.params.type === 'ktp' ? 'addressKtp' : 'addressMailing',
        ),
      }),
    );

    // --- Staff ---------------------------------------------------------------------------
    app.get(
      '/staff/validations',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: 'Submitted personal and company data and documents, and waiting bank changes',
          response: queueResponse,
          ...secured,
        },
      },
      async (request) => {
        viewerOf(request, 'admin');
        return { data: await validationQueue(db) };
      },
    );

    app.get(
      '/staff/borrowers/:userId',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary:
            "A borrower's profile for staff: the KYC identity (ID card number, name and image), " +
            'every section with its status, data and words for its codes, and the survey score',
          description: '404 BORROWER_NOT_FOUND for an id that is not a borrower. Read only.',
          params: z.object({ userId: z.uuid() }),
          response: staffBorrowerResponse,
          ...secured,
        },
      },
      async (request) => {
        viewerOf(request, 'admin');
        return { data: await staffBorrowerProfile(db, request.params.userId) };
      },
    );

    const sectionParams = z.object({ userId: z.uuid(), section: sectionName });
    app.put(
      '/staff/validations/:userId/:section/validate',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: 'Validate a submitted section',
          params: sectionParams,
          response: sectionResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: await decideSection(
          db,
          viewerOf(request, 'admin'),
          request.params.userId,
          request.params.section,
          { validate: true },
          deps.now(),
        ),
      }),
    );
    app.put(
      '/staff/validations/:userId/:section/reject',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: 'Reject a submitted section with a reason the user sees',
          params: sectionParams,
          body: reasonBody,
          response: sectionResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: await decideSection(
          db,
          viewerOf(request, 'admin'),
          request.params.userId,
          request.params.section,
          { validate: false, reason: request.body.reason },
          deps.now(),
        ),
      }),
    );

    const changeParams = z.object({ id: idText(BIGINT_ID_MAX) });
    app.put(
      '/staff/bank-changes/:id/approve',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: 'Approve a bank-data change: the new data replaces the old',
          params: changeParams,
          response: bankChangeResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: await decideBankChange(
          db,
          viewerOf(request, 'admin'),
          request.params.id,
          { approve: true },
          deps.now(),
        ),
      }),
    );
    app.put(
      '/staff/bank-changes/:id/refuse',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: 'Refuse a bank-data change with a reason the user sees',
          params: changeParams,
          body: reasonBody,
          response: bankChangeResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: await decideBankChange(
          db,
          viewerOf(request, 'admin'),
          request.params.id,
          { approve: false, reason: request.body.reason },
          deps.now(),
        ),
      }),
    );
  };
