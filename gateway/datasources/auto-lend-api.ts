// The auto-lend calls of the REST API (issue 21). Never cached: a rule's state must show at once.
import type { paths } from '../generated/rest-api.ts';
import { idSegment } from './path-segments.ts';
import { type Envelope, LumbungRestSource } from './rest-source.ts';

type Ok<P extends keyof paths, M extends 'get' | 'post' | 'put'> = paths[P][M] extends {
  responses: infer R;
}
  ? R extends { 200: { content: { 'application/json': { data: infer D } } } }
    ? D
    : R extends { 201: { content: { 'application/json': { data: infer D } } } }
      ? D
      : never
  : never;

export type ApiAutoLendOverview = Ok<'/api/auto-lend', 'get'>;
export type ApiAutoLendRule = ApiAutoLendOverview['rules'][number];
export type ApiAutoLendActivity = Ok<'/api/auto-lend/activity', 'get'>;
export type ApiLoanAutoLend = Ok<'/api/loan/{id}/auto-lend', 'get'>;

export type AutoLendSettingsBody = {
  grades: string[];
  productCodes: string[];
  minTermDays: number;
  maxTermDays: number;
  minInterestPercent: string;
  amountPerLoan: string;
  maxTotal: string;
  keepBalance: string;
};

export class AutoLendApi extends LumbungRestSource {
  async overview(): Promise<ApiAutoLendOverview> {
    return (await this.get<Envelope<ApiAutoLendOverview>>('auto-lend')).data;
  }

  async activity(first: number, after: string | null): Promise<ApiAutoLendActivity> {
    const params: Record<string, string> = { limit: String(first) };
    if (after) params.after = idSegment(after, 'after');
    return (await this.get<Envelope<ApiAutoLendActivity>>('auto-lend/activity', { params })).data;
  }

  async create(settings: AutoLendSettingsBody, acceptAuthorisation: boolean) {
    const body = { ...settings, acceptAuthorisation };
    return (await this.post<Envelope<ApiAutoLendRule>>('auto-lend/rules', { body })).data;
  }

  async update(ruleId: string, settings: AutoLendSettingsBody) {
    const path = `auto-lend/rules/${idSegment(ruleId, 'ruleId')}`;
    return (await this.put<Envelope<ApiAutoLendRule>>(path, { body: settings })).data;
  }

  async act(ruleId: string, action: 'pause' | 'resume' | 'close') {
    const path = `auto-lend/rules/${idSegment(ruleId, 'ruleId')}/${action}`;
    return (await this.put<Envelope<ApiAutoLendRule>>(path)).data;
  }

  async ofLoan(loanId: string): Promise<ApiLoanAutoLend> {
    const path = `loan/${idSegment(loanId, 'loanId')}/auto-lend`;
    return (await this.get<Envelope<ApiLoanAutoLend>>(path)).data;
  }

  async opt(loanId: string, ruleId: string, way: 'opt-out' | 'opt-in' = 'opt-out') {
    const path = `loan/${idSegment(loanId, 'loanId')}/auto-lend/${way}`;
    const body = { ruleId: Number(idSegment(ruleId, 'ruleId')) };
    const answer = await this.post<Envelope<ApiLoanAutoLend>>(path, { body });
    return answer.data;
  }
}
