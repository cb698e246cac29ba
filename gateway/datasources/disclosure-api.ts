// The public disclosure's REST call (issue 21). Never kept by the gateway: the figures move with
// the product's date, and the API's own cache headers serve HTTP caches in front of it.
import type { paths } from '../generated/rest-api.ts';
import { type Envelope, LumbungRestSource } from './rest-source.ts';

export type ApiDisclosure =
  paths['/api/public/disclosure']['get']['responses'][200]['content']['application/json']['data'];

export class DisclosureApi extends LumbungRestSource {
  async disclosure(): Promise<ApiDisclosure> {
    return (await this.get<Envelope<ApiDisclosure>>('public/disclosure')).data;
  }
}
