// `npm run start:api`: the REST API alone (the scaled deployment runs it as its own process).

import { noArguments } from '../cli/command-line.ts';
import { logLevelFrom } from '../cli/environment.ts';
import { startFailed } from '../cli/start-failure.ts';
import { loadConfig } from './config.ts';
import { buildApiServer } from './server.ts';
import { openApiDeps } from './start.ts';

noArguments(
  "usage: npm run start:api  (the REST API alone; no arguments, configured as npm start is — README, 'One tier alone')",
);

try {
  const config = await loadConfig();
  const logLevel = logLevelFrom(process.env, 'info');
  const { deps, demo } = await openApiDeps(config);
  const app = await buildApiServer(deps, logLevel);
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
