// What every data source of the REST API shares, one instance per GraphQL request: it forwards
// the caller's token and language, keeps only reference data in the shared cache (nothing else is
// ever stored), and turns REST errors into GraphQL errors carrying the API's stable code, reason
// and fields. Each area's calls live in their own data source built on it.
import { createHash } from 'node:crypto';
import {
  type AugmentedRequest,
  RESTDataSource,
  type RequestOptions,
} from '@apollo/datasource-rest';
import { GraphQLError } from 'graphql';
import { isReferencePath, type ReferenceCache } from './reference-cache.ts';
import type { ApiError } from './rest-types.ts';
import { httpTransport, type RestTransport } from './transport.ts';

export type Envelope<T> = { data: T };

export type RestSourceOptions = {
  baseURL: string;
  token: string | null;
  cache?: ReferenceCache;
  acceptLanguage?: string | null;
  /**
   * The caller's address as the gateway's server resolved it: the API counts failed logins per
   * source, and believes X-Forwarded-For from the gateway (TRUST_PROXY).
   */
  clientAddress?: string | null;
  /** How calls reach the API: over HTTP, or in process when both share one server. */
  transport?: RestTransport;
};

export abstract class LumbungRestSource extends RESTDataSource {
  private readonly token: string | null;
  private readonly referenceCache: ReferenceCache | null;
  private callerKey: string | null = null;
  /** The caller's language: the API answers refusals in it and keeps it for the user's e-mails. */
  private readonly acceptLanguage: string | null;
  private readonly clientAddress: string | null;
  /**
   * The REST request fields whose GraphQL argument is spelled differently: an error's `fields`
   * name what the GraphQL caller sent, so a client can put each message beside its input.
   */
  protected readonly graphQLFieldNames: Readonly<Record<string, string>> = {};

  constructor(options: RestSourceOptions) {
    const transport = options.transport ?? httpTransport;
    super(options.cache ? { cache: options.cache, fetch: transport } : { fetch: transport });
    this.baseURL = options.baseURL.endsWith('/') ? options.baseURL : `${options.baseURL}/`;
    this.token = options.token;
    this.referenceCache = options.cache ?? null;
    this.acceptLanguage = options.acceptLanguage ?? null;
    this.clientAddress = options.clientAddress ?? null;
    // Only reference data is ever stored (reference-cache.ts); every other answer is no-store. So
    // those skip the HTTP cache's lookup, cache-policy parsing and response clone altogether.
    const httpCache = this.httpCache;
    const throughCache = httpCache.fetch.bind(httpCache);
    const basePath = new URL(this.baseURL).pathname;
    httpCache.fetch = async (url, request, cache) =>
      isReferencePath(url.pathname.slice(basePath.length))
        ? throughCache(url, request, cache)
        : { response: await transport(url.toString(), request) };
  }

  /**
   * RESTDataSource deep-clones every answer so that two resolvers sharing a deduplicated GET
   * cannot see each other's changes. Our resolvers never change an API answer (they map it to new
   * objects), so the clone — a full copy of every loan body — is skipped.
   */
  protected override cloneParsedBody<TResult>(parsedBody: TResult): TResult {
    return parsedBody;
  }

  protected override willSendRequest(_path: string, request: AugmentedRequest): void {
    if (this.token) request.headers.authorization = `Bearer ${this.token}`;
    // The API is a loopback or in-cluster hop: compressing it costs CPU and saves nothing.
    request.headers['accept-encoding'] = 'identity';
    // Entries are keyed per caller (cacheKeyFor), so the API's `private` answers may be kept.
    request.httpCacheSemanticsCachePolicyOptions = { shared: false };
    if (this.acceptLanguage) request.headers['accept-language'] = this.acceptLanguage;
    if (this.clientAddress) request.headers['x-forwarded-for'] = this.clientAddress;
  }

  /**
   * Public reference data is one entry for everyone; anything that needs a login is kept per
   * caller (a fingerprint of the token), so a cached answer never reaches someone the API would
   * have refused.
   */
  protected override cacheKeyFor(url: URL, request: RequestOptions): string {
    const key = `${request.method ?? 'GET'} ${url}`;
    const path = url.pathname.slice(new URL(this.baseURL ?? '').pathname.length);
    if (path.startsWith('reference/') || path.startsWith('psychometry/questions')) return key;
    this.callerKey ??= this.token
      ? createHash('sha256').update(this.token).digest('base64url').slice(0, 22)
      : 'anonymous';
    return `${key} as ${this.callerKey}`;
  }

  /** After a change made through us, the cached copies of that reference data go. */
  protected forgetReference(path: RegExp): void {
    this.referenceCache?.forget(path);
  }

  private graphQLFields(fields: Record<string, string>): Record<string, string> {
    return Object.fromEntries(
      Object.entries(fields).map(([name, message]) => [
        this.graphQLFieldNames[name] ?? name,
        message,
      ]),
    );
  }

  protected override async errorFromResponse({
    response,
    parsedBody,
  }: {
    response: { status: number };
    parsedBody: unknown;
  }): Promise<GraphQLError> {
    const body: Partial<ApiError> =
      parsedBody !== null && typeof parsedBody === 'object' ? parsedBody : {};
    return new GraphQLError(body.message ?? `Request failed with status code ${response.status}`, {
      extensions: {
        code: body.code ?? (response.status === 401 ? 'UNAUTHENTICATED' : 'UPSTREAM_ERROR'),
        ...(body.reason ? { reason: body.reason } : {}),
        ...(body.fields ? { fields: this.graphQLFields(body.fields) } : {}),
        ...(body.retryAfterSeconds !== undefined
          ? { retryAfterSeconds: body.retryAfterSeconds }
          : {}),
        http: { status: response.status },
      },
    });
  }
}
