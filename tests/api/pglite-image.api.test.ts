// The PGlite image every test file and every simulated run starts from (pgliteImage,
// api/db/db.ts) is a small data directory: its log in 1 MB segments, no template databases, no
// log segment made ahead of need, checkpointed. It was 44 MB (two template databases of 7 MB,
// a 16 MB log segment) and loading it took a test file 0.5 s. What a user of an image relies on:
// it opens with what was prepared in it, takes writes well past the segments it left out, and
// an image made from it holds them too.
import { describe, expect, it } from 'vitest';
import { openPglite, pgliteImage } from '../../api/db/db.ts';
import { tarEntries, withoutWalAfter } from '../../api/db/image-wal.ts';

/** The files of a ustar tarball: each name and size. */
const listing = (tar: Uint8Array) => [...tarEntries(tar)].map(({ name, size }) => ({ name, size }));

/** A ustar entry of `size` bytes named `name`, as PGlite writes them. */
function entry(name: string, size: number): Uint8Array {
  const out = new Uint8Array(512 + Math.ceil(size / 512) * 512);
  out.set(new TextEncoder().encode(name), 0);
  out.set(new TextEncoder().encode(`${size.toString(8).padStart(11, '0')}\0`), 124);
  out.set(new TextEncoder().encode('ustar\0'), 257);
  out.fill(7, 512, 512 + size);
  return out;
}

const tarOf = (...entries: Uint8Array[]) => {
  const out = new Uint8Array(entries.reduce((sum, e) => sum + e.length, 0) + 1024);
  let at = 0;
  for (const e of entries) {
    out.set(e, at);
    at += e.length;
  }
  return out;
};

const SEGMENT = /pg_wal\/[0-9A-F]{24}$/;

describe('a PGlite image', () => {
  it('is small, opens with what was prepared in it, and takes writes past the segments it left out', async () => {
    const image = await pgliteImage(async (db) => {
      await db.exec('CREATE TABLE kept (id serial PRIMARY KEY, body text NOT NULL)');
      await db.query("INSERT INTO kept (body) VALUES ('prepared')");
    });
    const files = listing(new Uint8Array(await image.arrayBuffer()));
    const segments = files.filter((file) => SEGMENT.test(file.name));
    expect(segments.map((file) => file.size)).toEqual([1024 * 1024]);
    expect(files.filter((file) => /\/base\/[14]\//.test(file.name))).toEqual([]);
    expect(image.size).toBeLessThan(12 * 1024 * 1024);

    const db = await openPglite({ image });
    try {
      expect(await db.query('SELECT datname FROM pg_database ORDER BY datname')).toEqual([
        { datname: 'postgres' },
      ]);
      const [settings] = await db.query(
        "SELECT current_setting('wal_segment_size') AS segment, current_setting('shared_buffers') AS buffers",
      );
      expect(settings).toEqual({ segment: '1MB', buffers: '16MB' });
      // Some 3 MB of rows: the log runs through segments the image did not hold.
      await db.query(
        'INSERT INTO kept (body) SELECT repeat(md5(n::text), 30) FROM generate_series(1, 3000) n',
      );
      const [row] = await db.query<{ count: number; first: string }>(
        'SELECT count(*)::int AS count, min(body) FILTER (WHERE id = 1) AS first FROM kept',
      );
      expect(row).toEqual({ count: 3001, first: 'prepared' });
    } finally {
      await db.close();
    }

    const next = await pgliteImage(async (db) => {
      await db.query("INSERT INTO kept (body) VALUES ('second image')");
    }, image);
    const reopened = await openPglite({ image: next });
    try {
      expect(await reopened.query('SELECT id, body FROM kept ORDER BY id')).toEqual([
        { id: 1, body: 'prepared' },
        { id: 2, body: 'second image' },
      ]);
    } finally {
      await reopened.close();
    }
  });
});

describe('a tarball without the log segments after the current one', () => {
  const current = '000000010000000000000007';
  const tar = tarOf(
    entry('/pgdata/PG_VERSION', 3),
    entry('/pgdata/pg_wal/000000010000000000000006', 1000),
    entry(`/pgdata/pg_wal/${current}`, 1000),
    entry('/pgdata/pg_wal/000000010000000000000008', 1000),
    entry('/pgdata/pg_wal/00000001000000000000000A', 600),
    entry('/pgdata/pg_wal/archive_status/000000010000000000000009.done', 0),
    entry('/pgdata/base/5/1259', 513),
  );

  it('keeps every other file whole, the current segment and those before it', () => {
    const kept = withoutWalAfter(tar, current);
    expect(listing(kept)).toEqual([
      { name: '/pgdata/PG_VERSION', size: 3 },
      { name: '/pgdata/pg_wal/000000010000000000000006', size: 1000 },
      { name: `/pgdata/pg_wal/${current}`, size: 1000 },
      { name: '/pgdata/pg_wal/archive_status/000000010000000000000009.done', size: 0 },
      { name: '/pgdata/base/5/1259', size: 513 },
    ]);
    // The data of the kept files is theirs, and the tarball ends with two empty blocks.
    expect(kept.length).toBe(512 + 512 + (512 + 1024) * 2 + 512 + (512 + 1024) + 1024);
    expect(kept.subarray(kept.length - 1024).every((byte) => byte === 0)).toBe(true);
  });

  it('refuses a current segment that is not a segment name, and a cut tarball', () => {
    expect(() => withoutWalAfter(tar, '')).toThrow('not a WAL segment name');
    expect(() => withoutWalAfter(tar.subarray(0, 2000), current)).toThrow('truncated tarball');
  });
});
