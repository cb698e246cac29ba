// What every resolver gets: the REST API as the caller, and per-request loaders so that no
// query makes the same call twice or one call per list item.
import DataLoader from 'dataloader';
import { LumbungApi } from './datasources/lumbung-api.ts';
import type { ReferenceCache } from './datasources/reference-cache.ts';
import type { ApiDeveloper, ApiUser } from './datasources/rest-types.ts';

export type GatewayContext = {
  api: LumbungApi;
  /** The signed-in user, asked once per request; null without a valid token. */
  viewer: () => Promise<ApiUser | null>;
  developers: DataLoader<number, ApiDeveloper | undefined>;
};

export function createContext(options: {
  restBaseUrl: string;
  authorization?: string | undefined;
  /** The process-wide HTTP cache of reference data (products, regions, …), shared by requests. */
  cache?: ReferenceCache;
}): GatewayContext {
  const match = options.authorization ? /^Bearer\s+(.+)$/i.exec(options.authorization) : null;
  const token = match?.[1] ?? null;
  const api = new LumbungApi({
    baseURL: options.restBaseUrl,
    token,
    ...(options.cache ? { cache: options.cache } : {}),
  });
  let viewer: Promise<ApiUser | null> | undefined;
  return {
    api,
    viewer: () => {
      viewer ??= token ? api.me().catch(() => null) : Promise.resolve(null);
      return viewer;
    },
    // Developers are few too: one list call for every loan of a query.
    developers: new DataLoader(async (ids) => {
      const all = await api.developers();
      return ids.map((id) => all.find((d) => d.id === id));
    }),
  };
}
