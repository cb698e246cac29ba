// `npm start`: the whole product on one port — API, gateway and web client — on PGlite in
// DATA_DIR by default, or on the PostgreSQL server at DATABASE_URL.
import { loadConfig } from '../api/config.ts';
import { openApiDeps } from '../api/start.ts';
import { noArguments } from '../cli/command-line.ts';
import { logLevelFrom } from '../cli/environment.ts';
import { startFailed } from '../cli/start-failure.ts';
import { buildProductServer } from './product-server.ts';
import { ensureWebBuild } from './web-build.ts';

noArguments(
  "usage: npm start  (no arguments; configured by environment variables: PORT, HOST, DATA_DIR, DATABASE_URL, DEMO, SEED_DEMO, NODE_ENV, SMTP_URL, SMS_API_URL, S3_BUCKET, LOG_LEVEL… — README, 'Run it')",
);

try {
  const config = await loadConfig();
  const logLevel = logLevelFrom(process.env, 'warn');
  await ensureWebBuild();
  const { deps, demo } = await openApiDeps(config);
  const app = await buildProductServer({
    deps,
    production: config.production,
    logLevel,
  });
  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const where = ['0.0.0.0', '127.0.0.1', '::'].includes(config.host) ? 'localhost' : config.host;
  console.log(`Lumbung is running on http://${where}:${config.port} — ${database}`);
  console.log(`  GraphQL  http://${where}:${config.port}/graphql`);
  console.log(`  REST API http://${where}:${config.port}/api (docs: /api/docs)`);
  if (config.demo) {
    console.log(
      `  Demo mode: e-mails and SMS are not sent but shown at /demo/outbox (listening on ${config.host})`,
    );
  }
  if (demo) console.log(demo);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  startFailed(error);
}
