// Repayment (issue 19; spec §7): the borrower's bills and their VAs, reported and other payments,
// staff's review of them, the loan's schedule for whoever may read the loan, and in demo mode a
// transfer into a bill's VA by the built-in bank through the real callback path.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CreditQuality,
  creditQualityLabels,
  worstQuality,
} from '../../../machines/installment/installment.quality.ts';
import { companyAlias } from '../../../machines/shared/alias.ts';
import { fromSen, toSen } from '../../../machines/shared/money.ts';
import type { Viewer } from '../../accounts/tokens.ts';
import type { Queryable } from '../../db/db.ts';
import type { ApiDeps } from '../../deps.ts';
import { assertOwnFiles } from '../../files/file-references.ts';
import { viewerOf } from '../../http/auth.ts';
import { AppError, loanNotFound } from '../../http/errors.ts';
import { listBorrowerLoans } from '../../loans/list-loans.ts';
import { assertMayRead, findLoan } from '../../loans/loan-record.ts';
import { repaymentError } from '../../repayment/errors.ts';
import {
  findInstallment,
  installmentsByLoan,
  installmentView,
  loanInstallments,
  vaInstructions,
} from '../../repayment/installments.ts';
import {
  confirmPayment,
  loanPayments,
  nextUnpaid,
  openBill,
  overpaidSen,
  paymentsToReview,
  paymentView,
  rejectPayment,
  submitPayment,
} from '../../repayment/payments.ts';
import { settingsOf } from '../../repayment/settings.ts';
import { loanIdParam } from '../shared.schemas.ts';
import { postToVaCallback } from '../top-ups/top-ups.routes.ts';
import {
  billResponse,
  billsResponse,
  confirmPaymentBody,
  demoBillTransferBody,
  installmentIdParam,
  installmentsResponse,
  otherPaymentBody,
  paymentIdParam,
  paymentResponse,
  paymentsResponse,
  rejectPaymentBody,
  repaymentResponse,
  submitRepaymentBody,
} from './repayment.schemas.ts';

const secured = { security: [{ bearer: [] }] };

/** A loan's quality: its worst unpaid installment's, in words too. */
function loanQuality(qualities: readonly CreditQuality[]) {
  const quality = worstQuality(qualities);
  return { quality, qualitylabel: creditQualityLabels[quality] };
}
const tags = ['Repayment'];

/** The loan's owner, staff, or a lender who funded it may read its schedule. */
async function assertMayReadRepayment(q: Queryable, loanId: number, viewer: Viewer) {
  const loan = await findLoan(q, loanId);
  if (viewer.role !== 'lender') {
    assertMayRead(loan, viewer);
    return loan;
  }
  const [funded] = await q.query(
    `SELECT 1 FROM loan_fundings WHERE loan_id = $1 AND lender_id = $2 AND status = 'LENT' LIMIT 1`,
    [loanId, viewer.userId],
  );
  if (!funded) throw loanNotFound();
  return loan;
}

export const repaymentRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const rdeps = { ...deps, repayment: settingsOf(deps) };
    const bill = (row: Parameters<typeof installmentView>[0]) => ({
      data: { ...installmentView(row), instructions: vaInstructions },
    });

    app.get(
      '/loan/installment',
      {
        config: { roles: ['borrower'] },
        schema: {
          tags,
          summary:
            "The borrower's bill summary: for each loan being repaid, its next installment to pay",
          response: billsResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'borrower');
        const loans = (await listBorrowerLoans(db, viewer.userId)).filter((loan) =>
          ['LOAN_PERIOD', 'REVIEW_PAID'].includes(loan.machine_state.stage as string),
        );
        // Every loan's installments in one read, not one per loan.
        const rows = await installmentsByLoan(
          db,
          loans.map((loan) => loan.id),
        );
        return {
          data: loans.map((loan) => {
            const unpaid = (rows.get(loan.id) ?? []).filter((row) => row.paid_at === null);
            return {
              loanid: loan.id,
              productname: loan.product_name,
              productnameen: loan.product_name_en ?? loan.product_name,
              submissionstage: loan.machine_state.stage as string,
              next: unpaid[0] ? installmentView(unpaid[0]) : null,
              remaining: unpaid.length,
            };
          }),
        };
      },
    );

    app.get(
      '/loan/:id/repayment',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags,
          summary:
            "A loan's schedule with each installment's state, and its payments (owner, staff, its lenders)",
          params: loanIdParam,
          response: repaymentResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const loanId = request.params.id;
        await assertMayReadRepayment(db, loanId, viewer);
        const [rows, payments] = await Promise.all([
          loanInstallments(db, loanId),
          loanPayments(db, loanId),
        ]);
        const views = rows.map(installmentView);
        const sum = (pick: (v: (typeof views)[number]) => string) =>
          fromSen(views.reduce((total, v) => total + toSen(pick(v)), 0n));
        return {
          data: {
            installments: views,
            // A lender sees the loan's payments without the borrower's proofs and notes, and the
            // borrower by her alias only, as everywhere a lender reads her (spec §5).
            payments: payments.map(paymentView).map((p) =>
              viewer.role === 'lender'
                ? {
                    ...p,
                    prooffile: null,
                    note: null,
                    borrowername: companyAlias(p.borrowername),
                  }
                : p,
            ),
            totalrepayment: sum((v) => v.amountdue),
            totalpaid: fromSen(
              rows.reduce(
                (total, r) => total + BigInt(r.principal_paid_sen) + BigInt(r.interest_paid_sen),
                0n,
              ),
            ),
            totallatecharge: sum((v) => v.latecharge),
            totaloverpaid: fromSen(overpaidSen(payments)),
            nextinstallment: views.find((v) => v.status !== 'PAID') ?? null,
            ...loanQuality(views.filter((v) => v.status !== 'PAID').map((v) => v.quality)),
          },
        };
      },
    );

    for (const [path, paid, summary] of [
      ['/loan/:id/unpaid-installment', false, "The loan's installments still to pay"],
      ['/installment/paid/:id', true, "The loan's paid installments (the id is the loan's)"],
    ] as const) {
      app.get(
        path,
        {
          config: { roles: ['borrower', 'lender', 'admin'] },
          schema: {
            tags,
            summary,
            params: loanIdParam,
            response: installmentsResponse,
            ...secured,
          },
        },
        async (request) => {
          const viewer = viewerOf(request);
          await assertMayReadRepayment(db, request.params.id, viewer);
          const rows = await loanInstallments(db, request.params.id);
          return {
            data: rows.filter((row) => (row.paid_at !== null) === paid).map(installmentView),
          };
        },
      );
    }

    app.put(
      '/installment/pay/:id',
      {
        config: { roles: ['borrower'] },
        schema: {
          tags,
          summary:
            'Pay an installment: its closed VA billing for exactly what is owed, with instructions',
          params: installmentIdParam,
          response: billResponse,
          ...secured,
        },
      },
      async (request) => bill(await openBill(rdeps, request.params.id, viewerOf(request))),
    );

    app.put(
      '/loan/:id/pay',
      {
        config: { roles: ['borrower'] },
        schema: {
          tags,
          summary: "Pay the loan's next installment: its VA billing, with instructions",
          params: loanIdParam,
          response: billResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'borrower');
        const loan = await findLoan(db, request.params.id);
        assertMayRead(loan, viewer);
        const next = await nextUnpaid(db, loan.id);
        return bill(await openBill(rdeps, Number(next.id), viewer));
      },
    );

    // A transfer of the bill made outside its VA (the proof optional), and a partial or early
    // payment (its proof required): both wait for staff on the earliest unpaid installment.
    for (const [method, path, source, body, summary] of [
      [
        'PUT',
        '/loan/submit-repayment/:id',
        'TRANSFER',
        submitRepaymentBody,
        "Report a transfer of the loan's next installment made outside its VA: staff review it",
      ],
      [
        'POST',
        '/loan/:id/other-payment',
        'OTHER',
        otherPaymentBody,
        'A partial or early payment of the next installment, with its proof: staff review it',
      ],
    ] as const) {
      app.route({
        method,
        url: path,
        config: { roles: ['borrower'] },
        schema: { tags, summary, params: loanIdParam, body, response: paymentResponse, ...secured },
        handler: async (request) => {
          const viewer = viewerOf(request, 'borrower');
          const { amount, prooffile, note } = request.body;
          await assertOwnFiles(db, [viewer.userId], { prooffile });
          const payment = await submitPayment(rdeps, request.params.id, viewer, {
            amount,
            source,
            proofFile: prooffile || null,
            note: note ?? null,
          });
          return { data: paymentView(payment) };
        },
      });
    }

    app.get(
      '/repayment/review',
      {
        config: { roles: ['admin'] },
        schema: {
          tags,
          summary: 'Payments to review, oldest first (staff)',
          response: paymentsResponse,
          ...secured,
        },
      },
      async () => ({ data: (await paymentsToReview(db)).map(paymentView) }),
    );

    app.put(
      '/repayment/:id/confirm',
      {
        config: { roles: ['admin'] },
        schema: {
          tags,
          summary:
            'Confirm a payment under review: it is shared among the lenders less tax and fee (staff)',
          params: paymentIdParam,
          body: confirmPaymentBody,
          response: paymentResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: paymentView(
          await confirmPayment(
            rdeps,
            request.params.id,
            viewerOf(request, 'admin'),
            request.body?.receivedon,
          ),
        ),
      }),
    );

    app.put(
      '/repayment/:id/reject',
      {
        config: { roles: ['admin'] },
        schema: {
          tags,
          summary: 'Reject a payment under review with a reason; nothing is booked (staff)',
          params: paymentIdParam,
          body: rejectPaymentBody,
          response: paymentResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: paymentView(
          await rejectPayment(
            rdeps,
            request.params.id,
            viewerOf(request, 'admin'),
            request.body.reason,
          ),
        ),
      }),
    );

    if (!deps.demo) return;
    app.post(
      '/demo/bill-transfer',
      {
        config: { roles: ['borrower'] },
        schema: {
          tags: ['Demo'],
          summary:
            "Demo mode only: the built-in bank pays an installment's VA billing through the payment callback",
          body: demoBillTransferBody,
          response: billResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'borrower');
        const row = await findInstallment(db, request.body.installmentid);
        assertMayRead(await findLoan(db, Number(row.loan_id)), viewer);
        const seal = deps.bank.sealVaPayment;
        if (!seal) {
          throw new AppError(
            409,
            'NOT_LOCAL_BANK',
            'Only the built-in bank can simulate a transfer',
          );
        }
        if (!row.virtual_account || !row.billing_amount_sen) {
          throw repaymentError('NO_BILLING');
        }
        const [borrower] = await db.query<{ full_name: string }>(
          'SELECT full_name FROM users WHERE id = $1',
          [viewer.userId],
        );
        const sealed = seal({
          virtualAccount: row.virtual_account,
          amountRupiah: BigInt(row.billing_amount_sen) / 100n,
          customerName: borrower?.full_name ?? '',
          now: deps.now(),
        });
        await postToVaCallback(app, request.url, sealed.body);
        return bill(await findInstallment(db, Number(row.id)));
      },
    );
  };
