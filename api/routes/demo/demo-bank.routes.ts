// The built-in bank's side of the platform, demo mode only like the demo clock and the outbox
// (outside demo mode the paths do not exist: 404), for staff playing the partner bank — a test
// harness, or the simulator driving a started product (`npm run simulate -- --url`):
// - a transfer into any VA sealed as the bank's e-collection callback carries it, and answered
//   rather than delivered (the demo's own "simulate a transfer" pages deliver it at once), so
//   that the caller posts it to /api/bank/va/callback as the bank's network would;
// - such a callback sealed again later, the same payment, as the bank delivers again one that did
//   not reach the platform (the caller lost it on purpose: the network dropped it);
// - the bank's books of payments out, for the caller's auditor to read against the platform's.
// Another bank than the built-in one answers 409 NOT_LOCAL_BANK.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromSen } from '../../../machines/shared/money.ts';
import type { ApiDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { sealBankTransfer } from '../../top-ups/simulate-va-transfer.ts';
import {
  bankPayoutsResponse,
  bankResendBody,
  bankResendResponse,
  bankTransferBody,
  bankTransferResponse,
} from './demo-bank.schemas.ts';

const tags = ['Demo'];
const secured = { security: [{ bearer: [] }] };

export const demoBankRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    if (!deps.demo) return;

    app.post(
      '/demo/bank/va-payments',
      {
        config: { roles: ['admin'] },
        schema: {
          tags,
          summary:
            'Demo mode only: the built-in bank seals a transfer into a VA as its payment callback, for the caller to deliver',
          description:
            "Nothing is credited until the answer's `callback` is posted to " +
            "`POST /api/bank/va/callback`. Into a billing's VA the bank refuses another amount " +
            '(409) and a billing paid, closed or expired (410), as a closed billing does.',
          body: bankTransferBody,
          response: bankTransferResponse,
          ...secured,
        },
      },
      async (request) => {
        const sealed = sealBankTransfer(deps, request.body);
        return {
          data: {
            callback: sealed.body,
            paymentNtb: sealed.paymentNtb,
            amount: fromSen(sealed.amountSen),
          },
        };
      },
    );

    app.post(
      '/demo/bank/va-payments/resend',
      {
        config: { roles: ['admin'] },
        schema: {
          tags,
          summary:
            'Demo mode only: the built-in bank seals again a payment callback that did not reach the platform',
          description:
            'The same payment (its `payment_ntb`, VA and amount) under a new timestamp, for the caller to post to `POST /api/bank/va/callback` again: the platform refuses a callback older than 300 s, and credits a payment once however often it comes. A body the bank did not seal: 400 NOT_A_BANK_PAYMENT.',
          body: bankResendBody,
          response: bankResendResponse,
          ...secured,
        },
      },
      async (request) => {
        const reseal = deps.bank.resealVaPayment;
        if (!reseal) {
          throw new AppError(409, 'NOT_LOCAL_BANK', 'Only the built-in bank seals payments');
        }
        return { data: { callback: reseal(request.body.callback, deps.now()) } };
      },
    );

    app.get(
      '/demo/bank/payouts',
      {
        config: { roles: ['admin'] },
        schema: {
          tags,
          summary:
            "Demo mode only: the built-in bank's books of payments out (withdrawals, disbursements), in order",
          description:
            'Every payment the bank took since this process started (a restart forgets them), ' +
            'whether or not its answer reached the platform.',
          response: bankPayoutsResponse,
          ...secured,
        },
      },
      async () => {
        const book = deps.bank.payoutBook;
        if (!book) {
          throw new AppError(409, 'NOT_LOCAL_BANK', 'Only the built-in bank shows its books');
        }
        return {
          data: book().map((payout) => ({
            requestUuid: payout.requestUuid,
            amount: fromSen(payout.amountSen),
            fee: fromSen(payout.feeSen),
            rail: payout.rail,
            account: payout.account,
            settlesAt: payout.settlesAt.toISOString(),
          })),
        };
      },
    );
  };
