// Lender wallets (spec §1 "these accounts appear only after admin approval", §3 "Virtual account
// and RDL account"): the lender asks for a VA or an RDL at the partner bank (009) and follows the
// request; staff approve or refuse, and customer care records a company's RDL by hand. Every
// change is an event of the lender-account machine, which decides who may do what when.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LenderAccountEvent } from '../../../machines/lender-account/lender-account.types.ts';
import type { Viewer } from '../../accounts/tokens.ts';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { listWallets, readWallet, sendWalletEvent } from '../../wallets/lender-wallet.ts';
import {
  corporateRdlBody,
  lenderParam,
  lenderRequestBody,
  listQuery,
  refuseBody,
  requestBody,
  walletListResponse,
  walletResponse,
} from './wallets.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const tags = ['Lender wallets'];
const staffTags = ['Lender wallets (staff)'];

export const walletRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const send = (
      lenderId: string,
      viewer: Viewer,
      event: LenderAccountEvent,
      detail: Record<string, string> = {},
    ) => sendWalletEvent(deps, lenderId, viewer, event, detail);
    const actor = (viewer: Viewer) => ({ userId: viewer.userId, role: viewer.role });

    app.get(
      '/wallet',
      {
        config: { roles: ['lender'] },
        schema: {
          tags,
          summary: "The signed-in lender's wallet and the state of its request",
          response: walletResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        return { data: await readWallet(deps.db, viewer.userId, viewer) };
      },
    );

    app.post(
      '/wallet/request',
      {
        config: { roles: ['lender'] },
        schema: {
          tags,
          summary:
            'Ask for a virtual account (VA) or an RDL at the partner bank; 409 while one is open',
          description:
            'The lender agrees to the terms of the wallet with the request (`consent: true`); ' +
            'without it 400 VALIDATION_FAILED (reason CONSENT_MISSING, field consent). The ' +
            'moment of consent is kept with the request.',
          body: lenderRequestBody,
          response: walletResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        const consentedAt = request.body.consent ? deps.now().toISOString() : null;
        const event: LenderAccountEvent = {
          type: 'wallet.request',
          actor: actor(viewer),
          kind: request.body.kind,
          consentedAt,
        };
        const detail: Record<string, string> = consentedAt ? { consentedAt } : {};
        return { data: await send(viewer.userId, viewer, event, detail) };
      },
    );

    app.put(
      '/wallet/retry',
      {
        config: { roles: ['lender'] },
        schema: {
          tags,
          summary: 'Try the failed bank step again (at most 3 requests to the bank in all)',
          response: walletResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        return {
          data: await send(viewer.userId, viewer, { type: 'bank.retry', actor: actor(viewer) }),
        };
      },
    );

    app.get(
      '/wallet/lenders',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: 'Every lender with their wallet, those awaiting approval first (staff)',
          querystring: listQuery,
          response: walletListResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'admin');
        return { data: { data: await listWallets(deps.db, request.query, viewer) } };
      },
    );

    app.get(
      '/wallet/lenders/:lenderId',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: "One lender's wallet, with the numbers to check (staff)",
          params: lenderParam,
          response: walletResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'admin');
        return { data: await readWallet(deps.db, request.params.lenderId, viewer) };
      },
    );

    // Changes to a named lender's wallet: the machine decides who may (403 otherwise).
    app.post(
      '/wallet/lenders/:lenderId/request',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: "Ask for a VA or RDL on a lender's behalf (a company's RDL only this way)",
          params: lenderParam,
          body: requestBody,
          response: walletResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        // Customer care asks on the lender's behalf: no consent of the lender's own to record.
        const event: LenderAccountEvent = {
          type: 'wallet.request',
          actor: actor(viewer),
          kind: request.body.kind,
          consentedAt: null,
        };
        return { data: await send(request.params.lenderId, viewer, event) };
      },
    );

    app.put(
      '/wallet/lenders/:lenderId/corporate-rdl',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary:
            "Customer care records a company lender's RDL opened at the bank: account number and CIF",
          params: lenderParam,
          body: corporateRdlBody,
          response: walletResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const { accountNumber, cifNumber } = request.body;
        return {
          data: await send(request.params.lenderId, viewer, {
            type: 'rdl.record',
            actor: actor(viewer),
            accountNumber,
            cifNumber,
          }),
        };
      },
    );

    app.put(
      '/wallet/lenders/:lenderId/retry',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: 'Try the failed bank step again for a lender',
          params: lenderParam,
          response: walletResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return {
          data: await send(request.params.lenderId, viewer, {
            type: 'bank.retry',
            actor: actor(viewer),
          }),
        };
      },
    );

    app.put(
      '/wallet/lenders/:lenderId/approve',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: 'Approve the wallet: its account number and CIF become visible to the lender',
          description:
            'For a VA the bank is asked first whether it still takes payments (e-collection ' +
            'inquirybilling): closed by a refusal whose answer was lost, 409 BANK_VA_CLOSED ' +
            '(refuse it); no answer, nothing changes: 502 BANK_VA_NOT_CONFIRMED, approve again.',
          params: lenderParam,
          response: walletResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return {
          data: await send(request.params.lenderId, viewer, {
            type: 'wallet.approve',
            actor: actor(viewer),
          }),
        };
      },
    );

    app.put(
      '/wallet/lenders/:lenderId/refuse',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: 'Refuse the request with a reason the lender sees; a new request may follow',
          description:
            'A VA the bank opened (awaiting approval) is closed at the bank first (e-collection ' +
            'inactivebilling), so that nobody pays into it; when the bank does not close it, ' +
            'nothing changes: 502 BANK_VA_NOT_CLOSED, refuse again.',
          params: lenderParam,
          body: refuseBody,
          response: walletResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return {
          data: await send(request.params.lenderId, viewer, {
            type: 'wallet.refuse',
            actor: actor(viewer),
            reason: request.body.reason,
          }),
        };
      },
    );
  };
