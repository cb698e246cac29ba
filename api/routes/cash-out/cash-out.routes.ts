// Cash-out (spec §2, §8, §9): the fee quote, the withdrawal with its Idempotency-Key, its
// status and the bank's status inquiry; staff see every pending withdrawal.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromSen } from '../../../machines/shared/money.ts';
import {
  cashOutRefusalTexts,
  railLabels,
  type TransferRail,
} from '../../../machines/withdrawal/withdrawal.rules.ts';
import type { Viewer } from '../../accounts/tokens.ts';
import { quoteCashOut } from '../../cash-out/quote-cash-out.ts';
import { amountSenOf, requestCashOut, resolveWithdrawal } from '../../cash-out/request-cash-out.ts';
import { findWithdrawal } from '../../cash-out/withdrawal-record.ts';
import {
  lenderWithdrawals,
  pendingWithdrawals,
  withdrawalView,
} from '../../cash-out/withdrawals.ts';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { findBank, maskAccountNumber } from '../../reference/banks.ts';
import {
  cashOutBody,
  idempotencyHeaders,
  quoteQuery,
  quoteResponse,
  withdrawalListResponse,
  withdrawalParam,
  withdrawalResponse,
} from './cash-out.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const tags = ['Cash-out'];

const optionOf = (rail: TransferRail, amountSen: bigint) => ({
  rail: rail.rail,
  label: railLabels[rail.rail],
  fee: fromSen(rail.feeSen),
  total: fromSen(amountSen + rail.feeSen),
  arrival: rail.arrival,
  settles: rail.settles,
});

export const cashOutRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const ownOrStaff = async (viewer: Viewer, id: number) => {
      const row = await findWithdrawal(deps.db, String(id));
      if (!row || (viewer.role !== 'admin' && row.lender_id !== viewer.userId)) {
        throw new AppError(404, 'WITHDRAWAL_NOT_FOUND', 'Withdrawal not found');
      }
      return row;
    };

    app.get(
      '/cash-out/quote',
      {
        config: { roles: ['lender'] },
        schema: {
          tags,
          summary:
            'What a cash-out of this amount would cost: the rails that fit, cheapest first, or why not',
          querystring: quoteQuery,
          response: quoteResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        const amountSen = amountSenOf(request.query.amount);
        const { decision, activeSen, beneficiary } = await quoteCashOut(
          deps.db,
          deps.bank,
          viewer.userId,
          amountSen,
          request.query.rail ?? null,
        );
        return {
          data: {
            amount: fromSen(amountSen),
            activeBalance: fromSen(activeSen),
            options: decision.options.map((rail) => optionOf(rail, amountSen)),
            // The fee shows even when the balance does not cover it, so the lender sees why.
            proposed: (() => {
              const chosen = request.query.rail;
              const rail = decision.ok
                ? decision.rail
                : (decision.options.find((o) => o.rail === chosen) ??
                  (chosen ? undefined : decision.options[0]));
              return rail ? optionOf(rail, amountSen) : null;
            })(),
            refusal: decision.ok
              ? null
              : { code: decision.code, text: cashOutRefusalTexts[decision.code] },
            // Where the money goes, for the lender to check before confirming.
            destination: beneficiary
              ? {
                  bankCode: beneficiary.bankCode,
                  bankName: findBank(beneficiary.bankCode)?.name ?? beneficiary.bankCode,
                  accountNumberMasked: maskAccountNumber(beneficiary.accountNumber),
                }
              : null,
          },
        };
      },
    );

    app.post(
      '/cash-out',
      {
        config: { roles: ['lender'] },
        schema: {
          tags,
          summary:
            'Withdraw from the active balance to the validated bank account; the amount and fee are held until the bank settles',
          headers: idempotencyHeaders,
          body: cashOutBody,
          response: withdrawalResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        const row = await requestCashOut(deps, viewer.userId, {
          amount: request.body.amount,
          rail: request.body.rail ?? null,
          idempotencyKey: request.headers['idempotency-key'],
        });
        return { data: withdrawalView(row) };
      },
    );

    app.get(
      '/cash-out',
      {
        config: { roles: ['lender'] },
        schema: {
          tags,
          summary: "The signed-in lender's withdrawals, newest first",
          response: withdrawalListResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        return { data: { data: await lenderWithdrawals(deps.db, viewer.userId) } };
      },
    );

    app.get(
      '/cash-out/pending',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: ['Cash-out (staff)'],
          summary: 'Every withdrawal not yet settled or reversed, oldest first (staff)',
          response: withdrawalListResponse,
          ...secured,
        },
      },
      async (request) => {
        viewerOf(request, 'admin');
        return { data: { data: await pendingWithdrawals(deps.db) } };
      },
    );

    app.get(
      '/cash-out/:id',
      {
        config: { roles: ['lender', 'admin'] },
        schema: {
          tags,
          summary: 'One withdrawal and its state',
          params: withdrawalParam,
          response: withdrawalResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: withdrawalView(await ownOrStaff(viewerOf(request), request.params.id)),
      }),
    );

    app.post(
      '/cash-out/:id/inquiry',
      {
        config: { roles: ['lender', 'admin'] },
        schema: {
          tags,
          summary:
            'Ask the bank (payment status inquiry by the stored request uuid) what became of a pending withdrawal',
          params: withdrawalParam,
          response: withdrawalResponse,
          ...secured,
        },
      },
      async (request) => {
        const row = await ownOrStaff(viewerOf(request), request.params.id);
        return { data: withdrawalView(await resolveWithdrawal(deps, row.id)) };
      },
    );
  };
