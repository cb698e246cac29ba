// The PGlite database and the files the simulated product's first start finds: the migrations
// applied and the demo accounts seeded, made once per simulator process and copied for every
// run. Creating a PGlite cluster, migrating it and seeding the demo data took most of a short
// run's time (some 15 s of a seed's 20 on this loaded 2-core machine, against about 1.5 s to load
// the copy), so a thousand seeds spent most of their time there. On PostgreSQL each run still
// migrates and seeds its own fresh database (a template database would outlive a process that
// stops early).
//
// The demo data is seeded at SIM_EPOCH, the moment every run's product starts at, so a run finds
// what seeding at its own first start would have written (seedDemo then finds it done).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteImage } from '../api/db/db.ts';
import { migrate } from '../api/db/migrate.ts';
import { seedDemo } from '../api/db/seed-demo.ts';
import { localStorage } from '../api/files/storage.ts';
import { SIM_EPOCH } from './product.ts';

/** The seeded database as a PGlite image file, and the files its demo data names. */
export type DemoImage = { image: string; files: string };

let made: Promise<DemoImage> | null = null;

/** The demo image, made on first use and removed when the process exits. */
export function demoImage(): Promise<DemoImage> {
  made ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lumbung-sim-demo-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const files = join(dir, 'files');
    const image = await pgliteImage(async (db) => {
      await migrate(db);
      await seedDemo(db, new Date(SIM_EPOCH), localStorage(files));
    });
    const path = join(dir, 'demo.tar');
    writeFileSync(path, new Uint8Array(await image.arrayBuffer()));
    return { image: path, files };
  })();
  return made;
}

/** The image as `openPglite` loads it into an empty data folder. */
export const imageBlob = (path: string) => new Blob([readFileSync(path)]);

/** The demo files, copied into a run's file folder before its product first starts. */
export function copyDemoFiles(demo: DemoImage, to: string): void {
  if (existsSync(demo.files)) cpSync(demo.files, to, { recursive: true });
}
