// Builds the web client when web/dist is missing or older than its sources, so that a fresh
// clone's `npm start` serves a current client without a separate build step.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { WEB_DIST } from './product-server.ts';

const WEB = join(import.meta.dirname, '..', 'web');
const SOURCES = [join(WEB, 'src'), join(WEB, 'index.html'), join(WEB, 'vite.config.ts')];
const MACHINES = join(import.meta.dirname, '..', 'machines');

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stat.mtimeMs,
  );
}

export function webBuildIsCurrent(): boolean {
  const index = join(WEB_DIST, 'index.html');
  if (!existsSync(index)) return false;
  const built = statSync(index).mtimeMs;
  return [...SOURCES, MACHINES].every((source) => newestChange(source) <= built);
}

export async function ensureWebBuild(log: (line: string) => void = console.log): Promise<void> {
  if (webBuildIsCurrent()) return;
  log('Building the web client (web/dist)…');
  await build({ configFile: join(WEB, 'vite.config.ts'), logLevel: 'warn' });
}
