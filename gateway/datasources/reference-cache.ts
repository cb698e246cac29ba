// The gateway's one cache shared across requests: the HTTP cache of the REST data sources, for
// reference data only. Whatever the API's headers say, an answer to any other path (a loan, a
// wallet, a profile) is never stored here, so nothing serves a loan's stage, actions or amounts
// stale. Entries live as long as the API's max-age allows (RESTDataSource passes it as ttl).
import type { DataSourceConfig } from '@apollo/datasource-rest';

type KeyValueCache = NonNullable<DataSourceConfig['cache']>;
type KeyValueCacheSetOptions = Parameters<KeyValueCache['set']>[2];

/** REST paths (below the API's base) that answer reference data. */
const REFERENCE_PATH =
  /^(reference\/[a-z0-9/-]+|product(\/\d+)?|developer(\/\d+)?|psychometry\/questions(\/(borrower|lender)\/(personal|company))?)$/;

export const isReferencePath = (path: string): boolean => REFERENCE_PATH.test(path);

export type ReferenceCache = KeyValueCache & {
  /** Drops every entry whose REST path matches, e.g. after a product was changed through us. */
  forget(path: RegExp): void;
  readonly size: number;
};

type Entry = { value: string; expiresAtMs: number };

/**
 * A small LRU keyed as the data source keys its requests (`GET <url>[ as <caller>]`), taking
 * only keys whose path is reference data. Bounded by entry count: reference data is small.
 */
export function createReferenceCache(
  options: { baseURL: () => string; maxEntries?: number; now?: () => number } = {
    baseURL: () => '',
  },
): ReferenceCache {
  const maxEntries = options.maxEntries ?? 2_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  const pathOf = (key: string): string | null => {
    const url = /\bGET (\S+)/.exec(key)?.[1];
    if (!url) return null;
    const base = options.baseURL();
    const prefix = base.endsWith('/') ? base : `${base}/`;
    if (!url.startsWith(prefix)) return null;
    return url.slice(prefix.length).split('?')[0] ?? null;
  };

  return {
    get size() {
      return entries.size;
    },
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAtMs <= now()) {
        entries.delete(key);
        return undefined;
      }
      // Most recently used last: Map keeps insertion order.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    async set(key, value, setOptions?: KeyValueCacheSetOptions) {
      const path = pathOf(key);
      if (path === null || !isReferencePath(path)) return;
      const ttlSeconds = setOptions?.ttl ?? 0;
      if (!ttlSeconds || ttlSeconds <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expiresAtMs: now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    async delete(key) {
      return entries.delete(key);
    },
    forget(path) {
      for (const key of [...entries.keys()]) {
        const keyPath = pathOf(key);
        if (keyPath !== null && path.test(keyPath)) entries.delete(key);
      }
    },
  };
}
