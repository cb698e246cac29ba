// Staff's repayment calls of the REST API (issue 19): the payments waiting for review, confirming
// or rejecting one, and a loan's schedule with its payments. Never cached: a payment leaves the
// queue with every review.
import type { paths } from '../generated/rest-api.ts';
import { idSegment } from './path-segments.ts';
import { type Envelope, LumbungRestSource } from './rest-source.ts';

type Data<P extends keyof paths, M extends 'get' | 'put'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': { data: infer D } } } };
}
  ? D
  : never;

export type ApiStaffPayment = Data<'/api/repayment/review', 'get'>[number];
export type ApiStaffLoanRepayment = Data<'/api/loan/{id}/repayment', 'get'> & { loanId: string };
export type ApiStaffInstallment = ApiStaffLoanRepayment['installments'][number];
export type RejectPaymentReason = NonNullable<
  paths['/api/repayment/{id}/reject']['put']['requestBody']
>['content']['application/json']['reason'];

export class RepaymentStaffApi extends LumbungRestSource {
  async paymentsToReview(): Promise<ApiStaffPayment[]> {
    return (await this.get<Envelope<ApiStaffPayment[]>>('repayment/review')).data;
  }

  async confirmPayment(id: string): Promise<ApiStaffPayment> {
    return (await this.put<Envelope<ApiStaffPayment>>(`repayment/${idSegment(id)}/confirm`)).data;
  }

  async rejectPayment(id: string, reason: RejectPaymentReason): Promise<ApiStaffPayment> {
    return (
      await this.put<Envelope<ApiStaffPayment>>(`repayment/${idSegment(id)}/reject`, {
        body: { reason },
      })
    ).data;
  }

  /** The loan's schedule, payments and totals; the loan's id goes along for the GraphQL type. */
  async loanRepayment(loanId: string): Promise<ApiStaffLoanRepayment> {
    const answer = await this.get<Envelope<Omit<ApiStaffLoanRepayment, 'loanId'>>>(
      `loan/${idSegment(loanId, 'loanId')}/repayment`,
    );
    return { ...answer.data, loanId };
  }
}
