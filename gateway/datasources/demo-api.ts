// The demo-only calls of the REST API: the product's date and staff's advancing it (issue 19).
// Never cached: the date moves.
import type { paths } from '../generated/rest-api.ts';
import { type Envelope, LumbungRestSource } from './rest-source.ts';

export type ApiDemoClock =
  paths['/api/demo/clock']['get']['responses'][200]['content']['application/json']['data'];

export class DemoApi extends LumbungRestSource {
  async clock(): Promise<ApiDemoClock> {
    return (await this.get<Envelope<ApiDemoClock>>('demo/clock')).data;
  }

  async advanceClock(days: number): Promise<ApiDemoClock> {
    return (await this.post<Envelope<ApiDemoClock>>('demo/clock/advance', { body: { days } })).data;
  }
}
