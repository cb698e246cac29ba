// The lender's tax status calls of the REST API: read and declare their own; staff read a
// lender's, list the declarations waiting and approve or refuse one. Never cached: a change must
// show at once.
import type { paths } from '../generated/rest-api.ts';
import { idSegment } from './path-segments.ts';
import { type Envelope, LumbungRestSource } from './rest-source.ts';

export type ApiTaxStatus =
  paths['/api/lender/tax-status']['get']['responses'][200]['content']['application/json']['data'];

export type ApiTaxDeclaration =
  paths['/api/staff/tax-declarations/{id}/approve']['put']['responses'][200]['content']['application/json']['data'];

export type TaxStatusBody = {
  resident: boolean;
  country?: string | null;
  treatyPercent?: string | null;
  certificateFile?: string | null;
  certificateValidUntil?: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class TaxStatusApi extends LumbungRestSource {
  async mine(): Promise<ApiTaxStatus> {
    return (await this.get<Envelope<ApiTaxStatus>>('lender/tax-status')).data;
  }

  async set(body: TaxStatusBody): Promise<ApiTaxStatus> {
    return (await this.put<Envelope<ApiTaxStatus>>('lender/tax-status', { body })).data;
  }

  /** Staff: a lender's; null when the id names nobody (or not a lender). */
  async ofLender(lenderId: string): Promise<ApiTaxStatus | null> {
    if (!UUID.test(lenderId)) return null;
    try {
      const path = `wallet/lenders/${encodeURIComponent(lenderId)}/tax-status`;
      return (await this.get<Envelope<ApiTaxStatus>>(path)).data;
    } catch (error) {
      if ((error as { extensions?: { code?: string } }).extensions?.code === 'LENDER_NOT_FOUND') {
        return null;
      }
      throw error;
    }
  }

  /** Staff: the declarations waiting for them, the longest waiting first. */
  async pending(): Promise<ApiTaxDeclaration[]> {
    return (await this.get<Envelope<ApiTaxDeclaration[]>>('staff/tax-declarations')).data;
  }

  /** Staff: approve or refuse one (the API's rules say who may, and when). */
  async decide(
    id: string,
    decision: { approve: true } | { approve: false; reason: string },
  ): Promise<ApiTaxDeclaration> {
    const path = `staff/tax-declarations/${idSegment(id)}`;
    return decision.approve
      ? (await this.put<Envelope<ApiTaxDeclaration>>(`${path}/approve`)).data
      : (
          await this.put<Envelope<ApiTaxDeclaration>>(`${path}/refuse`, {
            body: { reason: decision.reason },
          })
        ).data;
  }
}
