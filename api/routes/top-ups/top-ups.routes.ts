// Top-ups into a lender's wallet through the virtual account: the partner bank's payment
// callback, and in demo mode the built-in bank's "simulate a transfer", which posts a sealed
// payment to that same callback path.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromSen, toSen } from '../../../machines/shared/money.ts';
import type { VaCallbackBody } from '../../bank/partner-bank.ts';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { walletOfKind } from '../../ledger/lender-money.ts';
import { walletBalance } from '../../ledger/read-balances.ts';
import { mirrorRdl } from '../../rdl/mirror-rdl.ts';
import { billingOwner, receiveBillPayment } from '../../repayment/payments.ts';
import { settingsOf } from '../../repayment/settings.ts';
import { creditWallet, openVaCallback, VA_CALLBACK_OK } from '../../top-ups/receive-va-payment.ts';
import { sealDemoVaTransfer } from '../../top-ups/simulate-va-transfer.ts';
import {
  demoTransferBody,
  demoTransferResponse,
  vaCallbackBody,
  vaCallbackResponse,
} from './top-ups.schemas.ts';

export const VA_CALLBACK_PATH = '/bank/va/callback';

/**
 * Demo mode: a payment the built-in bank sealed goes to the platform's callback path, the very
 * road of a real payment (`fromUrl` is the demo route's own URL, on the same prefix). The
 * callback's refusal is the caller's answer.
 */
export async function postToVaCallback(
  app: FastifyInstance,
  fromUrl: string,
  body: VaCallbackBody,
): Promise<void> {
  const answer = await app.inject({
    method: 'POST',
    url: fromUrl.replace(/\/demo\/[^/]+$/, VA_CALLBACK_PATH),
    payload: body,
  });
  if (answer.statusCode !== 200) {
    const refused = answer.json() as { code?: string; message?: string };
    throw new AppError(
      answer.statusCode,
      refused.code ?? 'VA_CALLBACK_FAILED',
      refused.message ?? '',
    );
  }
}

export const topUpRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const repaymentDeps = { ...deps, repayment: settingsOf(deps) };
    app.post(
      VA_CALLBACK_PATH,
      {
        // The bank is not a signed-in user: the payload's seal is its authentication.
        config: { public: true },
        schema: {
          tags: ['Top-up'],
          summary:
            "The partner bank's e-collection payment callback: credits the VA's wallet once per payment_ntb",
          body: vaCallbackBody,
          response: vaCallbackResponse,
        },
      },
      async (request) => {
        // One callback path for every VA: a bill's (its billing's trx_id) or a lender's wallet.
        const payment = openVaCallback(deps, request.body);
        const bill = await billingOwner(deps.db, payment);
        if (bill) await receiveBillPayment(repaymentDeps, bill, payment);
        else await creditWallet(deps, payment);
        return VA_CALLBACK_OK;
      },
    );

    if (!deps.demo) return;
    app.post(
      '/demo/va-transfer',
      {
        config: { roles: ['lender'] },
        schema: {
          tags: ['Demo'],
          summary:
            'Demo mode only: the built-in bank transfers an amount into your VA through the payment callback',
          body: demoTransferBody,
          response: demoTransferResponse,
          security: [{ bearer: [] }],
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        const sealed = await sealDemoVaTransfer(deps, viewer.userId, request.body.amount);
        await postToVaCallback(app, request.url, sealed.body);
        const balance = await walletBalance(deps.db, viewer.userId);
        return {
          data: {
            credited: true,
            amount: fromSen(sealed.amountSen),
            paymentNtb: sealed.paymentNtb,
            activeBalance: fromSen(balance.activeSen),
          },
        };
      },
    );

    app.post(
      '/demo/rdl-deposit',
      {
        config: { roles: ['lender'] },
        schema: {
          tags: ['Demo'],
          summary:
            'Demo mode only: the built-in bank deposits an amount into your RDL; the mirror records it',
          body: demoTransferBody,
          response: demoTransferResponse,
          security: [{ bearer: [] }],
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        const wallet = await walletOfKind(deps.db, viewer.userId, 'RDL');
        const deposit = deps.bank.depositIntoRdl;
        const amountSen = toSen(request.body.amount);
        if (!deposit) {
          throw new AppError(
            409,
            'NOT_LOCAL_BANK',
            'Only the built-in bank can simulate a deposit',
          );
        }
        if (amountSen <= 0n || amountSen % 100n !== 0n) {
          throw new AppError(400, 'VALIDATION_FAILED', 'A whole number of rupiah', {
            fields: { amount: 'A whole number of rupiah' },
          });
        }
        const line = await deposit(wallet.accountNumber, amountSen, deps.now());
        await mirrorRdl(deps, viewer.userId);
        const balance = await walletBalance(deps.db, viewer.userId);
        return {
          data: {
            credited: true,
            amount: fromSen(amountSen),
            paymentNtb: line.reference,
            activeBalance: fromSen(balance.activeSen),
          },
        };
      },
    );
  };
