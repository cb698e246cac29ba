// The simulator's HTTP client: the product's public REST API under /api, as a browser or a
// partner calls it, and its GraphQL gateway at /graphql, as the web client calls it. Nothing here
// reaches past HTTP.
//
// A person's step the web client makes through a gateway operation is a REST call here that may
// carry that operation (`graphql`): when the step is sent through the gateway (`via: 'graphql'`,
// chosen per step from the seed: sim/gateway-steps.ts), the operation goes to /graphql with the
// person's token and its answer comes back in the REST call's terms — the operation's data as the
// step's callers read the REST answer, a refusal as the API's status (the gateway answers with
// it) and code (`extensions.code`) — so that what the simulator does with an answer, a refusal,
// an outage's failure or a request cut off by a kill is the same on either surface.

export type Json = Record<string, unknown>;
export type Answer = { status: number; body: Json };

/** A step's gateway operation: the web client's document, its variables, its answer as REST's. */
export type GraphqlStep = {
  /** The operation's name (the web client's: `FundLoan`, …) and its document, printed. */
  operationName: string;
  query: string;
  variables: Json;
  /** The REST answer the step's callers read (its status, `{ data }`), from the operation's data. */
  answer(data: Json): Answer;
};

export type RestOptions = {
  token?: string;
  body?: unknown;
  /** A body sent as these bytes, as a partner's signed message must be (no JSON re-encoding). */
  raw?: string;
  headers?: Record<string, string>;
  /** The gateway operation the web client makes for this step, when it makes one. */
  graphql?: GraphqlStep;
  /** Send the step as its gateway operation (drawn per step from the seed). */
  via?: 'graphql';
};

export type Client = {
  url: string;
  rest(method: string, path: string, options?: RestOptions): Promise<Answer>;
  upload(token: string, bytes: Uint8Array<ArrayBuffer>, name: string): Promise<string>;
  login(email: string, password: string): Promise<string>;
};

/**
 * The gateway answered that it could not reach its API (an error of its own, not the API's
 * answer): as a connection cut, the request may or may not have reached the API. Only an API
 * process killed behind its gateway (the scaled layout) does that; the fault-tolerant client
 * (sim/faults.ts) takes it as a request in flight at the kill.
 */
export class GatewayLostApi extends Error {
  override readonly cause = { code: 'GATEWAY_LOST_API' };
}

/** A GraphQL answer in the REST call's terms. */
export function answerOfGraphql(step: GraphqlStep, status: number, body: Json): Answer {
  const errors = body.errors as
    | { message?: string; extensions?: { code?: string; reason?: string; fields?: Json } }[]
    | undefined;
  const data = body.data as Json | null | undefined;
  if (!errors?.length && data) return step.answer(data);
  const first = errors?.[0];
  const code = first?.extensions?.code ?? 'GRAPHQL_NO_DATA';
  // The gateway sets the answer's status to the API's when the API refused (extensions.http);
  // an error of its own with a 200 is its failure, not the API's answer.
  if (status === 200 && code === 'INTERNAL_SERVER_ERROR') {
    throw new GatewayLostApi(first?.message ?? code);
  }
  return {
    status: status === 200 ? 500 : status,
    body: {
      code,
      message: first?.message ?? '',
      ...(first?.extensions?.reason ? { reason: first.extensions.reason } : {}),
      ...(first?.extensions?.fields ? { fields: first.extensions.fields } : {}),
      graphql: step.operationName,
    },
  };
}

/**
 * The simulator's people ask for answers uncompressed, as the gateway asks the API: what a run
 * weighs is the product's work, not compressing every answer for a client on the same machine
 * (a browser's compressed answers are the browser tests' and tests/api/http-surface.api.test.ts's).
 */
const UNCOMPRESSED = { 'accept-encoding': 'identity' } as const;

/** `graphqlUrl`: the gateway the steps sent through GraphQL reach (the product's own /graphql). */
export function httpClient(url: string, graphqlUrl = `${url}/graphql`): Client {
  const viaGateway = async (step: GraphqlStep, token: string | undefined): Promise<Answer> => {
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: {
        ...UNCOMPRESSED,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({
        operationName: step.operationName,
        query: step.query,
        variables: step.variables,
      }),
    });
    const text = await response.text();
    let body: Json = {};
    try {
      body = text ? (JSON.parse(text) as Json) : {};
    } catch {
      return { status: response.status >= 400 ? response.status : 502, body: { raw: text } };
    }
    return answerOfGraphql(step, response.status, body);
  };
  const rest: Client['rest'] = async (method, path, options = {}) => {
    if (options.via === 'graphql' && options.graphql) {
      return viaGateway(options.graphql, options.token);
    }
    const response = await fetch(`${url}/api${path}`, {
      method,
      headers: {
        ...UNCOMPRESSED,
        ...(options.body === undefined && options.raw === undefined
          ? {}
          : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.raw ?? (options.body === undefined ? null : JSON.stringify(options.body)),
    });
    const text = await response.text();
    let body: Json = {};
    try {
      body = text ? (JSON.parse(text) as Json) : {};
    } catch {
      body = { raw: text };
    }
    return { status: response.status, body };
  };
  return {
    url,
    rest,
    async upload(token, bytes, name) {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      const response = await fetch(`${url}/file/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await response.json()) as { data?: { path: string } };
      if (!body.data) throw new Error(`upload failed: ${JSON.stringify(body)}`);
      return body.data.path;
    },
    async login(email, password) {
      const { status, body } = await rest('POST', '/account/login', { body: { email, password } });
      if (status !== 200) throw new Error(`login of ${email} failed: ${JSON.stringify(body)}`);
      return (body.data as { token: string }).token;
    },
  };
}
