// `npm run start:api`: the REST API alone (the scaled deployment runs it as its own process).

import { noArguments } from '../cli/command-line.ts';
import { loadConfig } from './config.ts';
import { startFailed } from './http/start-failure.ts';
import { buildApiServer } from './server.ts';
import { openApiDeps } from './start.ts';

noArguments(
  "usage: npm run start:api  (the REST API alone; no arguments, configured as npm start is — README, 'One tier alone')",
);

try {
  const config = await loadConfig();
  const { deps, demo } = await openApiDeps(config);
  const app = await buildApiServer(deps, process.env.LOG_LEVEL ?? 'info');
  await app.listen({ port: config.port, host: config.host });
  if (demo) console.log(demo);
  // A stop (an orchestrator's SIGTERM, Ctrl-C) closes gracefully: requests in flight finish, the
  // timed jobs end their pass, the database closes.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  startFailed(error);
}
