// The borrower's side of disbursement signing (issue 18): start signing the loan agreement at the
// provider, report the provider's return (its status check decides), and move the loan on once
// the agreement is signed (DISBURSEMENT_READY → DISBURSEMENT_READY_BORROWER). Never cached.
import { idNumber, idSegment } from './path-segments.ts';
import { type Envelope, LumbungRestSource } from './rest-source.ts';
import type { ApiLoan, ApiSigningReturn, ApiSigningStart } from './rest-types.ts';

export class DisbursementSigningApi extends LumbungRestSource {
  /** The REST request fields as schema/disbursement-signing.graphql names them. */
  protected override readonly graphQLFieldNames = { loanid: 'id' };

  async startLoanAgreementSigning(loanId: string, returnUrl: string): Promise<ApiSigningStart> {
    return (
      await this.post<Envelope<ApiSigningStart>>('sign/lender', {
        body: { loanid: idNumber(loanId, 'id'), returnUrl },
      })
    ).data;
  }

  async reportReturn(loanId: string, event: string): Promise<ApiSigningReturn> {
    return (
      await this.post<Envelope<ApiSigningReturn>>(`signing/loan/${idSegment(loanId)}/return`, {
        body: { event },
      })
    ).data;
  }

  async borrowerSigned(loanId: string): Promise<ApiLoan> {
    return (await this.put<Envelope<ApiLoan>>(`loan/${idSegment(loanId)}/disbursement/signed`))
      .data;
  }
}
