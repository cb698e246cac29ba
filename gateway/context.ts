// What every resolver gets: the REST API as the caller, who the caller is, and per-request
// loaders so that no query makes the same call twice or one call per list item.
import DataLoader from 'dataloader';
import { AutoLendApi } from './datasources/auto-lend-api.ts';
import { DashboardApi } from './datasources/dashboard-api.ts';
import { DemoApi } from './datasources/demo-api.ts';
import { DisclosureApi } from './datasources/disclosure-api.ts';
import { FundingApi } from './datasources/funding-api.ts';
import { FundingLimitsApi } from './datasources/funding-limits-api.ts';
import { LumbungApi } from './datasources/lumbung-api.ts';
import type { ReferenceCache } from './datasources/reference-cache.ts';
import { RepaymentApi } from './datasources/repayment-api.ts';
import type { ApiDeveloper } from './datasources/rest-types.ts';
import { SigningApi } from './datasources/signing-api.ts';
import { TaxStatusApi } from './datasources/tax-status-api.ts';
import type { RestTransport } from './datasources/transport.ts';
import type { GatewayViewer, TokenVerifier } from './verify-token.ts';

export type GatewayContext = {
  api: LumbungApi;
  /** The marketplace and funding calls (datasources/funding-api.ts). */
  funding: FundingApi;
  /** The signing calls (datasources/signing-api.ts). */
  signing: SigningApi;
  /** The demo-only calls (datasources/demo-api.ts): the demo clock. */
  demo: DemoApi;
  /** The public disclosure (datasources/disclosure-api.ts). */
  disclosure: DisclosureApi;
  /** The staff dashboard (datasources/dashboard-api.ts). */
  dashboard: DashboardApi;
  /** The repayment calls of every role (datasources/repayment-api.ts). */
  repayment: RepaymentApi;
  /** The lender's tax status calls (datasources/tax-status-api.ts). */
  taxStatus: TaxStatusApi;
  /** The lender's auto-lend calls (datasources/auto-lend-api.ts). */
  autoLend: AutoLendApi;
  fundingLimits: FundingLimitsApi;
  /**
   * Who asks, from the token's verified claims (no API call); null without a valid token. It
   * only shapes what the gateway computes: the API still refuses a revoked session itself.
   */
  viewer: () => Promise<GatewayViewer | null>;
  developers: DataLoader<number, ApiDeveloper | undefined>;
};

export function createContext(options: {
  restBaseUrl: string;
  authorization?: string | undefined;
  acceptLanguage?: string | undefined;
  /** The caller's address (request.ip), passed to the API as X-Forwarded-For. */
  clientAddress?: string | undefined;
  verifyToken: TokenVerifier;
  /** The process-wide HTTP cache of reference data (products, regions, …), shared by requests. */
  cache?: ReferenceCache;
  /** How the data sources reach the API (HTTP unless the API shares the gateway's server). */
  transport?: RestTransport;
}): GatewayContext {
  const match = options.authorization ? /^Bearer\s+(.+)$/i.exec(options.authorization) : null;
  const token = match?.[1] ?? null;
  // The token goes to the API as it came: the API, not the gateway, decides what it may read.
  const restOptions = {
    baseURL: options.restBaseUrl,
    token,
    ...(options.cache ? { cache: options.cache } : {}),
    acceptLanguage: options.acceptLanguage ?? null,
    clientAddress: options.clientAddress ?? null,
    ...(options.transport ? { transport: options.transport } : {}),
  };
  const api = new LumbungApi(restOptions);
  let viewer: Promise<GatewayViewer | null> | undefined;
  let funding: FundingApi | undefined;
  let signing: SigningApi | undefined;
  let demo: DemoApi | undefined;
  let disclosure: DisclosureApi | undefined;
  let dashboard: DashboardApi | undefined;
  let repayment: RepaymentApi | undefined;
  let taxStatus: TaxStatusApi | undefined;
  let autoLend: AutoLendApi | undefined;
  let fundingLimits: FundingLimitsApi | undefined;
  return {
    api,
    // Made on first use: most operations never touch the marketplace.
    get funding() {
      funding ??= new FundingApi(restOptions);
      return funding;
    },
    get signing() {
      signing ??= new SigningApi(restOptions);
      return signing;
    },
    get demo() {
      demo ??= new DemoApi(restOptions);
      return demo;
    },
    get disclosure() {
      disclosure ??= new DisclosureApi(restOptions);
      return disclosure;
    },
    get dashboard() {
      dashboard ??= new DashboardApi(restOptions);
      return dashboard;
    },
    get repayment() {
      repayment ??= new RepaymentApi(restOptions);
      return repayment;
    },
    get taxStatus() {
      taxStatus ??= new TaxStatusApi(restOptions);
      return taxStatus;
    },
    get autoLend() {
      autoLend ??= new AutoLendApi(restOptions);
      return autoLend;
    },
    get fundingLimits() {
      fundingLimits ??= new FundingLimitsApi(restOptions);
      return fundingLimits;
    },
    viewer: () => {
      viewer ??= token ? options.verifyToken(token) : Promise.resolve(null);
      return viewer;
    },
    // Developers are few too: one list call for every loan of a query.
    developers: new DataLoader(async (ids) => {
      const all = await api.developers();
      return ids.map((id) => all.find((d) => d.id === id));
    }),
  };
}
