// The repayment calls of the REST API (issue 19), for every role: a loan's schedule with its
// payments (the API answers the borrower, staff and the loan's lenders alike); the borrower's
// bill summary, opening a bill's VA billing, reporting payments and the demo's transfer into a
// bill's VA; staff's review queue and its two answers. Never cached: every payment moves them.
import type { paths } from '../generated/rest-api.ts';
import { idNumber, idSegment } from './path-segments.ts';
import { type Envelope, LumbungRestSource } from './rest-source.ts';

type Ok<P extends keyof paths, M extends 'get' | 'put' | 'post'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': { data: infer D } } } };
}
  ? D
  : never;

export type ApiBill = Ok<'/api/loan/installment', 'get'>[number];
export type ApiLoanRepayment = Ok<'/api/loan/{id}/repayment', 'get'>;
/** An installment, with the bank's instructions when it comes from opening its bill. */
export type ApiInstallment = ApiLoanRepayment['installments'][number] & {
  instructions?: { id: string[]; en: string[] };
};
export type ApiRepaymentPayment = ApiLoanRepayment['payments'][number];
/** The loan's schedule as the gateway resolves it: the REST body with the loan it belongs to. */
export type LoanRepaymentParent = ApiLoanRepayment & { loanId: string };
export type RejectPaymentReason = NonNullable<
  paths['/api/repayment/{id}/reject']['put']['requestBody']
>['content']['application/json']['reason'];

export class RepaymentApi extends LumbungRestSource {
  protected override readonly graphQLFieldNames = {
    prooffile: 'proofFile',
    installmentid: 'installmentId',
  };

  async bills(): Promise<ApiBill[]> {
    return (await this.get<Envelope<ApiBill[]>>('loan/installment')).data;
  }

  async loanRepayment(loanId: string): Promise<LoanRepaymentParent> {
    const path = `loan/${idSegment(loanId, 'loanId')}/repayment`;
    return { ...(await this.get<Envelope<ApiLoanRepayment>>(path)).data, loanId };
  }

  async payNext(loanId: string): Promise<ApiInstallment> {
    return (await this.put<Envelope<ApiInstallment>>(`loan/${idSegment(loanId, 'loanId')}/pay`))
      .data;
  }

  async payInstallment(installmentId: string): Promise<ApiInstallment> {
    const path = `installment/pay/${idSegment(installmentId, 'installmentId')}`;
    return (await this.put<Envelope<ApiInstallment>>(path)).data;
  }

  async submitRepayment(
    loanId: string,
    body: { amount: string; prooffile?: string | null; note?: string | null },
  ): Promise<ApiRepaymentPayment> {
    const path = `loan/submit-repayment/${idSegment(loanId, 'loanId')}`;
    return (await this.put<Envelope<ApiRepaymentPayment>>(path, { body })).data;
  }

  async submitOtherPayment(
    loanId: string,
    body: { amount: string; prooffile: string; note?: string | null },
  ): Promise<ApiRepaymentPayment> {
    const path = `loan/${idSegment(loanId, 'loanId')}/other-payment`;
    return (await this.post<Envelope<ApiRepaymentPayment>>(path, { body })).data;
  }

  async simulateBillTransfer(installmentId: string): Promise<ApiInstallment> {
    return (
      await this.post<Envelope<ApiInstallment>>('demo/bill-transfer', {
        body: { installmentid: idNumber(installmentId, 'installmentId') },
      })
    ).data;
  }

  async paymentsToReview(): Promise<ApiRepaymentPayment[]> {
    return (await this.get<Envelope<ApiRepaymentPayment[]>>('repayment/review')).data;
  }

  async confirmPayment(id: string, receivedOn?: string | null): Promise<ApiRepaymentPayment> {
    return (
      await this.put<Envelope<ApiRepaymentPayment>>(`repayment/${idSegment(id)}/confirm`, {
        body: receivedOn ? { receivedon: receivedOn } : {},
      })
    ).data;
  }

  async rejectPayment(id: string, reason: RejectPaymentReason): Promise<ApiRepaymentPayment> {
    return (
      await this.put<Envelope<ApiRepaymentPayment>>(`repayment/${idSegment(id)}/reject`, {
        body: { reason },
      })
    ).data;
  }
}
