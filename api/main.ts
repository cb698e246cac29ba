// `npm run start:api`: the REST API alone (the scaled deployment runs it as its own process).
import { loadConfig } from './config.ts';
import { startFailed } from './http/start-failure.ts';
import { buildApiServer } from './server.ts';
import { openApiDeps } from './start.ts';

try {
  const config = await loadConfig();
  const { deps, demo } = await openApiDeps(config);
  const app = await buildApiServer(deps, process.env.LOG_LEVEL ?? 'info');
  await app.listen({ port: config.port, host: config.host });
  if (demo) console.log(demo);
} catch (error) {
  startFailed(error);
}
