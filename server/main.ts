// `npm start`: the whole product on one port — API, gateway and web client — on PGlite in
// DATA_DIR by default, or on the PostgreSQL server at DATABASE_URL.
import { loadConfig } from '../api/config.ts';
import { openApiDeps } from '../api/start.ts';
import { buildProductServer } from './product-server.ts';
import { ensureWebBuild } from './web-build.ts';

const config = await loadConfig();
await ensureWebBuild();
const { deps, demo } = await openApiDeps(config);
const app = await buildProductServer({
  deps,
  production: config.production,
  logLevel: process.env.LOG_LEVEL ?? 'warn',
});
await app.listen({ port: config.port, host: config.host });
const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`Lumbung is running on http://localhost:${config.port} — ${database}`);
console.log(`  GraphQL  http://localhost:${config.port}/graphql`);
console.log(`  REST API http://localhost:${config.port}/api (docs: /api/docs)`);
if (demo) console.log(demo);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
