// The simulator's HTTP client: the product's public REST API under /api, as a browser or a
// partner calls it. Nothing here reaches past HTTP.

export type Json = Record<string, unknown>;
export type Answer = { status: number; body: Json };

export type Client = {
  url: string;
  rest(
    method: string,
    path: string,
    options?: {
      token?: string;
      body?: unknown;
      /** A body sent as these bytes, as a partner's signed message must be (no JSON re-encoding). */
      raw?: string;
      headers?: Record<string, string>;
    },
  ): Promise<Answer>;
  upload(token: string, bytes: Uint8Array<ArrayBuffer>, name: string): Promise<string>;
  login(email: string, password: string): Promise<string>;
};

export function httpClient(url: string): Client {
  const rest: Client['rest'] = async (method, path, options = {}) => {
    const response = await fetch(`${url}/api${path}`, {
      method,
      headers: {
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
