// The file service as the uploader uses it: multipart field `file`, the type read from the
// bytes, the size limits, and files readable only by their owner and staff (anyone else finds
// none: 404, as for a name that does not exist).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let borrower: string;
let other: string;
let admin: string;

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [...Buffer.from('%PDF-1.7\n')];

function fileOf(head: number[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
}

async function upload(
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  options: { token?: string; query?: string; field?: string } = {},
) {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([bytes]), name);
  const response = await fetch(`${product.url}/file/upload${options.query ?? ''}`, {
    method: 'POST',
    headers:
      options.token === undefined
        ? { authorization: `Bearer ${borrower}` }
        : options.token
          ? { authorization: `Bearer ${options.token}` }
          : {},
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: { path: string }; code?: string },
  };
}

const countFiles = async () =>
  (await product.db.query<{ n: number }>('SELECT count(*) AS n FROM files'))[0]?.n;

beforeAll(async () => {
  product = await startTestProduct();
  [borrower, other, admin] = await Promise.all([
    loginAs(product, 'borrower@lumbung.test'),
    loginAs(product, 'borrower.company@lumbung.test'),
    loginAs(product, 'admin@lumbung.test'),
  ]);
});
afterAll(() => product.close());

describe('file upload', () => {
  it('stores a PNG and serves it to its owner and staff only', async () => {
    const bytes = fileOf(PNG, 1234);
    const { status, body } = await upload(bytes, 'ktp.png');
    expect(status).toBe(201);
    const path = body.data?.path ?? '';
    expect(path).toMatch(/^\/file\/[0-9a-f-]{36}\.png$/);

    const read = (token?: string) =>
      fetch(`${product.url}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const own = await read(borrower);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(bytes);
    expect((await read(admin)).status).toBe(200);
    expect((await read(other)).status).toBe(404);
    expect((await read()).status).toBe(401);
  });

  it("answers someone else's file exactly as a name that does not exist: no existence oracle", async () => {
    const { body } = await upload(fileOf(PDF, 600), 'surat-tanah.pdf');
    const path = body.data?.path ?? '';
    const unknown = `/file/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.pdf`;
    const answer = async (at: string) => {
      const response = await fetch(`${product.url}${at}`, {
        headers: { authorization: `Bearer ${other}` },
      });
      const headers = Object.fromEntries(
        [...response.headers].filter(([name]) => !['date', 'x-request-id'].includes(name)),
      );
      return {
        status: response.status,
        body: Buffer.from(await response.arrayBuffer()).toString('hex'),
        headers,
      };
    };
    const theirs = await answer(path);
    const none = await answer(unknown);
    expect(theirs.status).toBe(404);
    expect(JSON.parse(Buffer.from(theirs.body, 'hex').toString())).toEqual({
      message: 'File tidak ditemukan',
      code: 'FILE_NOT_FOUND',
    });
    // Byte for byte: status, body and headers (the date aside).
    expect(theirs).toEqual(none);
    // The owner and staff still read it.
    for (const token of [borrower, admin]) {
      const read = await fetch(`${product.url}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe('application/pdf');
    }
  });

  it('reads the type from the content: a PDF renamed .jpg is not an image', async () => {
    const before = await countFiles();
    const asImage = await upload(fileOf(PDF, 500), 'photo.jpg', { query: '?kind=image' });
    expect(asImage).toMatchObject({ status: 415, body: { code: 'UPLOAD_ONLY_IMG_FILES' } });
    const text = await upload(new TextEncoder().encode('hello, not an image'), 'photo.jpg');
    expect(text).toMatchObject({ status: 415, body: { code: 'UPLOAD_ONLY_JPD_FILES' } });
    expect(await countFiles()).toBe(before);
    expect((await upload(fileOf(PDF, 500), 'surat.pdf')).status).toBe(201);
  });

  it('takes 5,000,000 bytes and refuses 5,000,001', async () => {
    expect((await upload(fileOf(JPEG, 5_000_000), 'big.jpg')).status).toBe(201);
    const before = await countFiles();
    expect(await upload(fileOf(JPEG, 5_000_001), 'too-big.jpg')).toMatchObject({
      status: 413,
      body: { code: 'FILE_MAX_5MB' },
    });
    expect(
      await upload(fileOf(JPEG, 5_000_001), 'too-big.jpg', { query: '?kind=image' }),
    ).toMatchObject({
      body: { code: 'FILE_MAX_5MB_IMAGE' },
    });
    expect(
      await upload(fileOf(JPEG, 2_000_001), 'too-big.jpg', { query: '?limit=2mb' }),
    ).toMatchObject({
      body: { code: 'FILE_MAX_SIZE' },
    });
    expect(await countFiles()).toBe(before);
  });

  it('refuses an empty file as the browser does, storing nothing', async () => {
    const before = await countFiles();
    expect(await upload(new Uint8Array(0), 'blank.jpg')).toMatchObject({
      status: 400,
      body: { code: 'FILE_EMPTY' },
    });
    expect(await countFiles()).toBe(before);
  });

  it('requires the file field and a session', async () => {
    expect(await upload(fileOf(JPEG, 10), 'x.jpg', { field: 'photo' })).toMatchObject({
      status: 400,
      body: { code: 'REQUIRED' },
    });
    expect((await upload(fileOf(JPEG, 10), 'x.jpg', { token: '' })).status).toBe(401);
  });
});
