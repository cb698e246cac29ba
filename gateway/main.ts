// `npm run start:gateway`: the GraphQL gateway alone, in front of a REST API at REST_API_URL.

import { noArguments } from '../cli/command-line.ts';
import { buildGatewayServer } from './standalone.ts';

noArguments(
  "usage: npm run start:gateway  (the GraphQL gateway alone; no arguments: REST_API_URL, PORT, HOST, NODE_ENV, LOG_LEVEL — README, 'One tier alone')",
);

const restBaseUrl = process.env.REST_API_URL ?? 'http://127.0.0.1:4000/api';
const port = Number(process.env.PORT ?? 4001);
const app = await buildGatewayServer({
  restBaseUrl,
  production: process.env.NODE_ENV === 'production',
  logLevel: process.env.LOG_LEVEL ?? 'info',
});
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`GraphQL gateway on http://localhost:${port}/graphql, REST API at ${restBaseUrl}`);
