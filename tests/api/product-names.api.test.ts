// Product names in both languages (issue 14, migration 0016): REST answers the English name
// beside the Indonesian one, GraphQL as `name { id en }`, and the loan's stage names the product
// in the chosen language. A product without an English name shows its Indonesian name in both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  graphql,
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;
let admin: string;

beforeAll(async () => {
  product = await startTestProduct();
  admin = await loginAs(product, 'admin@lumbung.test');
});
afterAll(() => product.close());

type Product = { id: number; code: string; productName: string; productNameEn: string };

describe('product names in both languages', () => {
  it('answers the demo products with their English names, through REST and GraphQL', async () => {
    const { body } = await rest(product, 'GET', '/product', { token: admin });
    const products = (body.data as { data: Product[] }).data;
    expect(products.find((p) => p.code === 'PF')).toMatchObject({
      productName: 'Pembiayaan Proyek',
      productNameEn: 'Project financing',
    });
    const gql = await graphql<{
      products: Array<{ code: string; name: { id: string; en: string } }>;
    }>(product, 'query { products { code name { id en } } }', {}, admin);
    expect(gql.data?.products.find((p) => p.code === 'CTO')?.name).toEqual({
      id: 'Take Over Kredit',
      en: 'Credit take-over',
    });
  });

  it('stores an English name staff give, and stands in the Indonesian one when none is given', async () => {
    const base = {
      adminFee: '1000000.00',
      low_risk_interest: '10.00',
      high_risk_interest: '12.00',
      typePayment: 'INSTALLMENT',
    };
    const named = await rest(product, 'POST', '/product', {
      token: admin,
      body: {
        ...base,
        code: 'UMKM',
        productName: 'Modal Usaha',
        productNameEn: 'Business capital',
      },
    });
    expect(named.status).toBe(201);
    expect(named.body.data).toMatchObject({
      productName: 'Modal Usaha',
      productNameEn: 'Business capital',
    });
    const unnamed = await rest(product, 'POST', '/product', {
      token: admin,
      body: { ...base, code: 'MIKRO', productName: 'Kredit Mikro' },
    });
    expect(unnamed.body.data).toMatchObject({ productNameEn: 'Kredit Mikro' });
    const [row] = await product.db.query<{ product_name_en: string | null }>(
      "SELECT product_name_en FROM products WHERE code = 'MIKRO'",
    );
    expect(row?.product_name_en).toBeNull();
    const empty = await rest(product, 'POST', '/product', {
      token: admin,
      body: { ...base, code: 'KOSONG', productName: 'Kosong', productNameEn: '' },
    });
    expect(empty.status).toBe(400);
  });

  it("names the product in each language in a loan's stage and approval status", async () => {
    const [loan] = await product.db.query<{ id: number }>(
      `SELECT l.id FROM loans l JOIN products p ON p.id = l.product_id WHERE p.code = 'KPR' LIMIT 1`,
    );
    const rest1 = await rest(product, 'GET', `/loan/${loan?.id}`, { token: admin });
    expect(rest1.body.data).toMatchObject({ productnameen: 'Property financing (KPR)' });
    await product.db.query(
      "UPDATE products SET product_name_en = 'Home financing' WHERE code = 'KPR'",
    );
    const answer = await graphql<{
      loan: { stageLabel: { id: string; en: string }; product: { name: { en: string } } };
    }>(
      product,
      'query($id: ID!) { loan(id: $id) { stageLabel { id en } product { name { en } } } }',
      { id: String(loan?.id) },
      admin,
    );
    expect(answer.data?.loan.product.name.en).toBe('Home financing');
  });
});
