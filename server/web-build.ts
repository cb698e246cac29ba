// Builds the web client when web/dist is missing or older than its sources, so that a fresh
// clone's `npm start` serves a current client without a separate build step.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build } from 'vite';
import { WEB_DIST } from './product-server.ts';

const WEB = join(import.meta.dirname, '..', 'web');
// This file too: a change to how the client is built makes the old build stale.
const SOURCES = [
  join(WEB, 'src'),
  join(WEB, 'index.html'),
  join(WEB, 'vite.config.ts'),
  join(WEB, 'route-preloads-plugin.ts'),
  join(WEB, 'frame-chunks.ts'),
  import.meta.filename,
];
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
  if (!webBuildIsCurrent()) {
    log('Building the web client (web/dist)…');
    // Always the production client: started from the tests (NODE_ENV=test) Vite would otherwise
    // build React's development code, which `npm start` would then go on serving.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ configFile: join(WEB, 'vite.config.ts'), logLevel: 'warn' });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  }
  await precompress(WEB_DIST);
}

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The text files of `dir` and its folders whose compressed copies are missing or older. */
function staleTextFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return staleTextFiles(path);
    if (!TEXT_FILE.test(entry.name)) return [];
    const modified = statSync(path).mtimeMs;
    const current = (copy: string) => existsSync(copy) && statSync(copy).mtimeMs >= modified;
    return current(`${path}.br`) && current(`${path}.gz`) ? [] : [path];
  });
}

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz) copy beside every text file of the build
 * that lacks them, once per build, so the server sends them as they are instead of compressing
 * the same bundle on every request. On libuv's thread pool, the files side by side: run on the
 * main thread one after the other they took 12 s of a fresh build, with the caller's event loop
 * (the tests' global setup migrating and seeding beside it) stopped meanwhile.
 */
export async function precompress(dir: string): Promise<void> {
  await Promise.all(
    staleTextFiles(dir).map(async (path) => {
      const bytes = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipped(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    }),
  );
}
