// The marketplace and funding calls of the REST API (issue 17): what lenders browse and fund,
// their portfolio, and staff opening funding early and seeing who funded a loan. None of these
// is ever cached (rest-source.ts stores reference data only): a loan's amounts and stage move with
// every funding.
import { idSegment } from './path-segments.ts';
import { type Envelope, LumbungRestSource } from './rest-source.ts';
import type {
  ApiFunding,
  ApiFundResult,
  ApiLenderLoan,
  ApiLoan,
  ApiMarketplacePage,
  ApiPortfolioLoan,
  ApiPortfolioSummary,
  MarketplaceQuery,
} from './rest-types.ts';

export class FundingApi extends LumbungRestSource {
  /** The REST request fields as schema/funding.graphql names them. */
  protected override readonly graphQLFieldNames = {
    'idempotency-key': 'idempotencyKey',
    grade: 'grades',
    termmin: 'termMonthsMin',
    termmax: 'termMonthsMax',
    interestmin: 'interestMin',
    interestmax: 'interestMax',
    limit: 'first',
  };

  async marketplace(query: MarketplaceQuery): Promise<ApiMarketplacePage> {
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) params[name] = String(value);
    }
    return (await this.get<Envelope<ApiMarketplacePage>>('loan/marketplace', { params })).data;
  }

  /** One loan as a lender sees it, with its photos and the caller's own pieces. */
  async lenderLoan(id: string): Promise<ApiLenderLoan> {
    return (await this.get<Envelope<ApiLenderLoan>>(`loan/marketplace/${idSegment(id)}`)).data;
  }

  async recentLoans(): Promise<ApiLenderLoan[]> {
    return (await this.get<Envelope<{ data: ApiLenderLoan[] }>>('loan/recent')).data.data;
  }

  async portfolio(closed: boolean): Promise<ApiPortfolioLoan[]> {
    const path = closed ? 'loan/my-portofolio-closed' : 'loan/my-portofolio';
    return (await this.get<Envelope<{ data: ApiPortfolioLoan[] }>>(path)).data.data;
  }

  async portfolioSummary(): Promise<ApiPortfolioSummary> {
    return (await this.get<Envelope<ApiPortfolioSummary>>('loan/my-portofolio/summary')).data;
  }

  /** Staff: every funding with its lender; a lender: their own pieces. */
  async loanFundings(loanId: string): Promise<ApiFunding[]> {
    const path = `loan/${idSegment(loanId, 'loanId')}/fundings`;
    return (await this.get<Envelope<{ data: ApiFunding[] }>>(path)).data.data;
  }

  /** A retry with the same key is answered as the first was, `replayed: true`. */
  async fund(loanId: string, amount: string, idempotencyKey: string): Promise<ApiFundResult> {
    return (
      await this.post<Envelope<ApiFundResult>>(`loan/${idSegment(loanId, 'loanId')}/fund`, {
        body: { amount },
        headers: { 'idempotency-key': idempotencyKey },
      })
    ).data;
  }

  async openFunding(id: string): Promise<ApiLoan> {
    return (await this.put<Envelope<ApiLoan>>(`loan/submission/${idSegment(id)}/open-funding`))
      .data;
  }
}
