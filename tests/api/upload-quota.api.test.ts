// The upload quota: at most so many files and bytes per person in any 24 hours (README, Files).
// The next upload is refused with 429 UPLOAD_QUOTA_EXCEEDED and stores nothing; uploads sent at
// once cannot pass it together (on PostgreSQL they really run at the same time); another person
// is not affected, and the window frees up as it moves on.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_QUOTA } from '../../machines/upload/upload.rules.ts';
import { PNG_BYTES } from '../support/application.ts';
import { loginAs, startTestProduct, type TestProduct } from '../support/test-product.ts';

const QUOTA = { files: 5, bytes: 10_000, windowSeconds: 24 * 60 * 60 };

let product: TestProduct;
let borrower: string;
let lender: string;
let companyBorrower: string;

function png(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_BYTES.subarray(0, 8));
  return bytes;
}

async function upload(token: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'foto.png');
  const response = await fetch(`${product.url}/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { code?: string },
  };
}

/** What the person stored in the 24 hours before the product's clock. */
const storedOf = async (email: string) => {
  const [row] = await product.db.query<{ files: number; bytes: string }>(
    `SELECT count(*)::int AS files, coalesce(sum(size_bytes), 0)::text AS bytes
     FROM files f JOIN users u ON u.id = f.owner_id WHERE u.email = $1 AND f.created_at > $2`,
    [email, new Date(product.clock.now.getTime() - 86_400_000).toISOString()],
  );
  return { files: Number(row?.files), bytes: Number(row?.bytes) };
};

beforeAll(async () => {
  product = await startTestProduct({ uploadQuota: QUOTA });
  // A day after the demo data was seeded: its files are out of the window.
  product.clock.now = new Date(product.clock.now.getTime() + 25 * 3_600_000);
  [borrower, lender, companyBorrower] = await Promise.all([
    loginAs(product, 'borrower@lumbung.test'),
    loginAs(product, 'lender@lumbung.test'),
    loginAs(product, 'borrower.company@lumbung.test'),
  ]);
});
afterAll(() => product.close());

describe('upload quota', () => {
  it('has a documented default: 100 files and 200 MB in any 24 hours', () => {
    expect(UPLOAD_QUOTA).toEqual({ files: 100, bytes: 200_000_000, windowSeconds: 86_400 });
  });

  it('counts files: the last one within the quota passes, the next is 429 and stores nothing', async () => {
    const before = await storedOf('borrower@lumbung.test');
    expect(before.files).toBe(0);
    const room = QUOTA.files;
    for (let i = 0; i < room; i += 1) expect((await upload(borrower, png(100))).status).toBe(201);
    const onDisk = readdirSync(product.filesDir).length;
    const refused = await upload(borrower, png(100));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(await storedOf('borrower@lumbung.test')).toEqual({
      files: QUOTA.files,
      bytes: before.bytes + room * 100,
    });
    expect(readdirSync(product.filesDir)).toHaveLength(onDisk);

    // Someone else still uploads; a day later the borrower may again.
    expect((await upload(lender, png(100))).status).toBe(201);
    product.clock.now = new Date(product.clock.now.getTime() + 86_401_000);
    borrower = await loginAs(product, 'borrower@lumbung.test');
    lender = await loginAs(product, 'lender@lumbung.test');
    companyBorrower = await loginAs(product, 'borrower.company@lumbung.test');
    expect((await upload(borrower, png(100))).status).toBe(201);
  });

  it('counts bytes: up to the byte quota exactly, one byte more is refused', async () => {
    expect(await storedOf('lender@lumbung.test')).toEqual({ files: 0, bytes: 0 });
    expect((await upload(lender, png(QUOTA.bytes - 1000))).status).toBe(201);
    expect((await upload(lender, png(1001))).status).toBe(429);
    expect((await upload(lender, png(1000))).status).toBe(201);
    expect(await storedOf('lender@lumbung.test')).toEqual({ files: 2, bytes: QUOTA.bytes });
  });

  it('lets exactly the quota through when uploads arrive at once', async () => {
    expect((await storedOf('borrower.company@lumbung.test')).files).toBe(0);
    const room = QUOTA.files;
    const answers = await Promise.all(
      Array.from({ length: QUOTA.files + 5 }, () => upload(companyBorrower, png(100))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(room);
    expect(statuses.filter((status) => status === 429)).toHaveLength(QUOTA.files + 5 - room);
    expect((await storedOf('borrower.company@lumbung.test')).files).toBe(QUOTA.files);
  });
});
