// OJK's limits as the REST API answers them (issue 21): a lender's room, the income declaration,
// the facts staff verify, a borrower's room. Never cached: a funding changes the room at once.
import type { paths } from '../generated/rest-api.ts';
import { type Envelope, LumbungRestSource } from './rest-source.ts';

export type ApiLenderFundingLimits =
  paths['/api/lender/funding-limits']['get']['responses'][200]['content']['application/json']['data'];
export type ApiBorrowerFundingLimit =
  paths['/api/borrower/funding-limits']['get']['responses'][200]['content']['application/json']['data']['data'][number];
export type ApiOfferBorrowerLimit =
  paths['/api/loan/submission/{id}/borrower-limit']['get']['responses'][200]['content']['application/json']['data'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class FundingLimitsApi extends LumbungRestSource {
  async mine(): Promise<ApiLenderFundingLimits> {
    return (await this.get<Envelope<ApiLenderFundingLimits>>('lender/funding-limits')).data;
  }

  async declare(yearlyIncome: string): Promise<ApiLenderFundingLimits> {
    const body = { yearlyIncome };
    return (await this.put<Envelope<ApiLenderFundingLimits>>('lender/income-declaration', { body }))
      .data;
  }

  async ofLender(lenderId: string): Promise<ApiLenderFundingLimits> {
    const path = `wallet/lenders/${encodeURIComponent(UUID.test(lenderId) ? lenderId : '-')}/funding-limits`;
    return (await this.get<Envelope<ApiLenderFundingLimits>>(path)).data;
  }

  async setFacts(
    lenderId: string,
    body: { affiliateGroup: string | null; ojkSupervised: boolean },
  ): Promise<ApiLenderFundingLimits> {
    const path = `wallet/lenders/${encodeURIComponent(UUID.test(lenderId) ? lenderId : '-')}/funding-limits`;
    return (await this.put<Envelope<ApiLenderFundingLimits>>(path, { body })).data;
  }

  async borrower(borrowerId: string | null): Promise<ApiBorrowerFundingLimit[]> {
    const params = borrowerId ? { borrowerid: borrowerId } : undefined;
    const answer = await this.get<Envelope<{ data: ApiBorrowerFundingLimit[] }>>(
      'borrower/funding-limits',
      params ? { params } : undefined,
    );
    return answer.data.data;
  }

  async forOffer(loanId: string): Promise<ApiOfferBorrowerLimit> {
    const path = `loan/submission/${encodeURIComponent(loanId)}/borrower-limit`;
    return (await this.get<Envelope<ApiOfferBorrowerLimit>>(path)).data;
  }
}
