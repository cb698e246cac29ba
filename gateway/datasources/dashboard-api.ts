// The staff dashboard's REST call (issue 21). Never kept: its figures move with every loan.
import type { paths } from '../generated/rest-api.ts';
import { type Envelope, LumbungRestSource } from './rest-source.ts';

export type ApiStaffDashboard =
  paths['/api/dashboard/staff']['get']['responses'][200]['content']['application/json']['data'];

export class DashboardApi extends LumbungRestSource {
  async staffDashboard(): Promise<ApiStaffDashboard> {
    return (await this.get<Envelope<ApiStaffDashboard>>('dashboard/staff')).data;
  }
}
