// A data directory's tarball (ustar, as PGlite's dumpDataDir writes it) without the log segments
// PostgreSQL made ahead of need: at a checkpoint it renames old segments for reuse, so a cluster
// keeps several segments past the one it writes in. They hold nothing PostgreSQL reads at start
// (it makes a segment again when it reaches it), and each is a whole segment of bytes to load.

const BLOCK = 512;
const SEGMENT = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/;
const decoder = new TextDecoder();

const text = (bytes: Uint8Array) => {
  const end = bytes.indexOf(0);
  return decoder.decode(end === -1 ? bytes : bytes.subarray(0, end));
};

/** Each file of a ustar tarball: its path, its size and its bytes (header and data blocks). */
export function* tarEntries(
  tar: Uint8Array,
): Generator<{ name: string; size: number; bytes: Uint8Array }> {
  let at = 0;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) return;
    const name = text(header.subarray(0, 100));
    const prefix = text(header.subarray(345, 500));
    const size = Number.parseInt(text(header.subarray(124, 136)).trim() || '0', 8);
    const end = at + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (end > tar.length) throw new Error('truncated tarball');
    yield { name: prefix ? `${prefix}/${name}` : name, size, bytes: tar.subarray(at, end) };
    at = end;
  }
}

/**
 * `tar` without the entries of pg_wal segments named after `current` (the segment the cluster
 * writes in, pg_walfile_name(pg_current_wal_lsn())). Segment names sort in log order.
 */
export function withoutWalAfter(tar: Uint8Array, current: string): Uint8Array<ArrayBuffer> {
  if (!/^[0-9A-F]{24}$/.test(current)) throw new Error(`not a WAL segment name: ${current}`);
  const kept = [...tarEntries(tar)]
    .filter(({ name }) => (SEGMENT.exec(name)?.[1] ?? '') <= current)
    .map(({ bytes }) => bytes);
  // The tarball's end: two empty blocks.
  return Buffer.concat([...kept, new Uint8Array(2 * BLOCK)]);
}
