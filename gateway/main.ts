// `npm run start:gateway`: the GraphQL gateway alone, in front of a REST API at REST_API_URL.

import { noArguments } from '../cli/command-line.ts';
import { isHttpAddress, logLevelFrom, portFrom } from '../cli/environment.ts';
import { startFailed } from '../cli/start-failure.ts';
import { buildGatewayServer } from './standalone.ts';

noArguments(
  "usage: npm run start:gateway  (the GraphQL gateway alone; no arguments: REST_API_URL, PORT, HOST, NODE_ENV, LOG_LEVEL, TRUST_PROXY — README, 'One tier alone')",
);

try {
  const restBaseUrl = restApiUrl(process.env.REST_API_URL || 'http://127.0.0.1:4000/api');
  const port = portFrom(process.env, 4001);
  const app = await buildGatewayServer({
    restBaseUrl,
    production: process.env.NODE_ENV === 'production',
    logLevel: logLevelFrom(process.env, 'info'),
  });
  await app.listen({ port, host: process.env.HOST || '0.0.0.0' });
  console.log(`GraphQL gateway on http://localhost:${port}/graphql, REST API at ${restBaseUrl}`);
} catch (error) {
  startFailed(error);
}

/** REST_API_URL: the API's http(s) address, up to its /api. */
function restApiUrl(raw: string): string {
  if (!isHttpAddress(raw))
    throw new Error(
      `REST_API_URL must be the REST API's http(s) address (http://host:4000/api), not ${raw}`,
    );
  return raw;
}
