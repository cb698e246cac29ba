// `npm run start:api`: the REST API alone (the scaled deployment runs it as its own process).
import Fastify from 'fastify';
import { registerApi } from './app.ts';
import { loadConfig } from './config.ts';
import { loggerOptions } from './http/log-options.ts';
import { startFailed } from './http/start-failure.ts';
import { openApiDeps } from './start.ts';

try {
  const config = await loadConfig();
  const { deps, demo } = await openApiDeps(config);
  const app = Fastify({ logger: loggerOptions(process.env.LOG_LEVEL ?? 'info') });
  await registerApi(app, deps);
  app.addHook('onClose', () => deps.db.close());
  await app.listen({ port: config.port, host: config.host });
  if (demo) console.log(demo);
} catch (error) {
  startFailed(error);
}
