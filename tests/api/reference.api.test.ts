// Reference data as a client reads it: no session needed, both languages, current regions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
type Listed<T> = { data: { data: T[] } };

beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.close());

describe('reference data', () => {
  it('lists every country in both languages with UNKNOWN last', async () => {
    const { status, body } = await rest(product, 'GET', '/reference/countries');
    expect(status).toBe(200);
    const countries = (
      body as unknown as Listed<{ code: string; value: string; name: { id: string; en: string } }>
    ).data.data;
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.at(-1)?.code).toBe('UNKNOWN');
    expect(countries.find((c) => c.code === 'ID')).toMatchObject({
      value: 'INDONESIA',
      name: { id: 'Indonesia' },
    });
    expect(countries.find((c) => c.code === 'DE')?.name).toEqual({ id: 'Jerman', en: 'Germany' });
  });

  it("serves Indonesia's 38 provinces and each one's regencies and cities", async () => {
    const { body } = await rest(product, 'GET', '/reference/provinces');
    const provinces = (body as unknown as Listed<{ code: string; name: string }>).data.data;
    expect(provinces).toHaveLength(38);
    expect(provinces.map((p) => p.name)).toContain('PAPUA BARAT DAYA');
    const jakarta = provinces.find((p) => p.name.includes('JAKARTA'));
    const regencies = await rest(product, 'GET', `/reference/provinces/${jakarta?.code}/regencies`);
    const names = (regencies.body as unknown as Listed<{ name: string }>).data.data.map(
      (r) => r.name,
    );
    expect(names).toContain('KOTA ADMINISTRASI JAKARTA SELATAN');
    const all = await Promise.all(
      provinces.map(
        async (p) => (await rest(product, 'GET', `/reference/provinces/${p.code}/regencies`)).body,
      ),
    );
    expect(
      all.reduce((n, b) => n + (b as unknown as Listed<unknown>).data.data.length, 0),
    ).toBeGreaterThan(500);
    // A province code the contract cannot have is a path it does not have.
    expect((await rest(product, 'GET', '/reference/provinces/9/regencies')).status).toBe(404);
  });

  it('gives every enumeration both languages', async () => {
    const { body } = await rest(product, 'GET', '/reference/enumerations');
    const enums = body.data as Record<
      string,
      Array<{ code: string; label: { id: string; en: string } }>
    >;
    expect(Object.keys(enums)).toEqual(
      expect.arrayContaining([
        'genders',
        'collateralTypes',
        'documentTypes',
        'mutationTypes',
        'riskRatings',
        'religions',
        'assetRanges',
      ]),
    );
    for (const [name, list] of Object.entries(enums)) {
      for (const option of list) {
        expect(
          option.label.id.length * option.label.en.length,
          `${name}.${option.code}`,
        ).toBeGreaterThan(0);
      }
    }
    expect(enums.collateralTypes?.map((c) => c.label.id)).toEqual([
      'Rumah tinggal',
      'Apartemen',
      'Ruko/komersial',
      'Tanah',
      'Lainnya',
    ]);
  });
});
