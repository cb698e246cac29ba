// A data directory's tarball (ustar, as PGlite's dumpDataDir writes it) without the log segments
// PostgreSQL made ahead of need: at a checkpoint it renames old segments for reuse, so a cluster
// keeps several segments past the one it writes in. They hold nothing PostgreSQL reads at start
// (it makes a segment again when it reaches it), and each is a whole segment of bytes to load.

const BLOCK = 512;
const SEGMENT = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/;

const text = (bytes: Uint8Array) => {
  const end = bytes.indexOf(0);
  return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
};

/**
 * `tar` without the entries of pg_wal segments named after `current` (the segment the cluster
 * writes in, pg_walfile_name(pg_current_wal_lsn())). Segment names sort in log order.
 */
export function withoutWalAfter(tar: Uint8Array, current: string): Uint8Array<ArrayBuffer> {
  if (!/^[0-9A-F]{24}$/.test(current)) throw new Error(`not a WAL segment name: ${current}`);
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = text(header.subarray(0, 100));
    const prefix = text(header.subarray(345, 500));
    const size = Number.parseInt(text(header.subarray(124, 136)).trim() || '0', 8);
    const end = at + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (end > tar.length) throw new Error('truncated tarball');
    const segment = SEGMENT.exec(prefix ? `${prefix}/${name}` : name)?.[1];
    if (segment === undefined || segment <= current) kept.push(tar.subarray(at, end));
    at = end;
  }
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0) + 2 * BLOCK);
  let offset = 0;
  for (const part of kept) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
