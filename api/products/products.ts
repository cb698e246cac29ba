import type { FundingPurpose } from '../../machines/regulation/ojk-limits.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, invalidInput } from '../http/errors.ts';

export type ProductRecord = {
  id: number;
  code: string;
  product_name: string;
  /** The English name; null until staff give one (the Indonesian name stands in). */
  product_name_en: string | null;
  admin_fee: string;
  low_risk_interest: string;
  high_risk_interest: string;
  type_payment: 'INSTALLMENT' | 'CASH' | 'INTEREST' | 'BALLOON';
  is_property: boolean;
  is_flow: boolean;
  purpose: FundingPurpose;
};

const columns =
  'id, code, product_name, product_name_en, admin_fee, low_risk_interest, high_risk_interest, type_payment, is_property, is_flow, purpose';

/** The product as the REST contract names its fields (spec §3 Product). */
export function productView(p: ProductRecord) {
  return {
    id: p.id,
    code: p.code,
    productName: p.product_name,
    productNameEn: p.product_name_en ?? p.product_name,
    adminFee: p.admin_fee,
    low_risk_interest: p.low_risk_interest,
    high_risk_interest: p.high_risk_interest,
    typePayment: p.type_payment,
    isProperty: p.is_property,
    isFlow: p.is_flow,
    purpose: p.purpose,
  };
}

export function listProducts(db: Queryable): Promise<ProductRecord[]> {
  return db.query<ProductRecord>(`SELECT ${columns} FROM products ORDER BY id`);
}

export async function findProduct(db: Queryable, id: number): Promise<ProductRecord> {
  const [product] = await db.query<ProductRecord>(`SELECT ${columns} FROM products WHERE id = $1`, [
    id,
  ]);
  if (!product) throw new AppError(404, 'PRODUCT_NOT_FOUND', 'Error fetching product');
  return product;
}

export type DeveloperRecord = { id: number; developer_name: string };

export function listDevelopers(db: Queryable): Promise<DeveloperRecord[]> {
  return db.query<DeveloperRecord>('SELECT id, developer_name FROM developers ORDER BY id');
}

export async function findDeveloper(db: Queryable, id: number): Promise<DeveloperRecord> {
  const [developer] = await db.query<DeveloperRecord>(
    'SELECT id, developer_name FROM developers WHERE id = $1',
    [id],
  );
  if (!developer) throw new AppError(404, 'DEVELOPER_NOT_FOUND', 'Developer not found');
  return developer;
}

export type ProductInput = {
  code: string;
  productName: string;
  productNameEn?: string | undefined;
  adminFee: string;
  lowRiskInterest: string;
  highRiskInterest: string;
  typePayment: ProductRecord['type_payment'];
  isProperty: boolean;
  isFlow: boolean;
  /** Productive unless given (the stricter of OJK's caps). */
  purpose?: FundingPurpose | undefined;
};

function checkProduct(input: ProductInput): void {
  // Percentages are compared as decimal strings of at most two decimals: scale to integers.
  const hundredths = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  };
  if (hundredths(input.highRiskInterest) < hundredths(input.lowRiskInterest)) {
    throw invalidInput({
      high_risk_interest: 'The high-risk interest must be at least the low-risk interest',
    });
  }
}

async function assertFreeCode(q: Queryable, code: string, exceptId: number | null) {
  const [taken] = await q.query('SELECT 1 FROM products WHERE code = $1 AND id <> $2', [
    code,
    exceptId ?? 0,
  ]);
  if (taken) {
    throw new AppError(409, 'PRODUCT_CODE_TAKEN', 'Another product has this code', {
      fields: { code: 'Another product has this code' },
    });
  }
}

/** Staff: a new loan product. */
export function createProduct(db: Db, input: ProductInput): Promise<ProductRecord> {
  checkProduct(input);
  return db.tx(async (q) => {
    await assertFreeCode(q, input.code, null);
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO products (code, product_name, admin_fee, low_risk_interest, high_risk_interest,
         type_payment, is_property, is_flow, product_name_en, purpose)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        input.code,
        input.productName,
        input.adminFee,
        input.lowRiskInterest,
        input.highRiskInterest,
        input.typePayment,
        input.isProperty,
        input.isFlow,
        input.productNameEn ?? null,
        input.purpose ?? 'PRODUCTIVE',
      ],
    );
    if (!row) throw new Error('insert returned no row');
    return findProduct(q, row.id);
  });
}

/**
 * Staff: change a product. Loans already created keep the interest range they were made with
 * (the lifecycle machine's context); new loans and edits take the new one.
 */
export function updateProduct(db: Db, id: number, input: ProductInput): Promise<ProductRecord> {
  checkProduct(input);
  return db.tx(async (q) => {
    await findProduct(q, id);
    await assertFreeCode(q, input.code, id);
    await q.query(
      `UPDATE products SET code = $2, product_name = $3, admin_fee = $4, low_risk_interest = $5,
         high_risk_interest = $6, type_payment = $7, is_property = $8, is_flow = $9,
         product_name_en = $10, purpose = $11
       WHERE id = $1`,
      [
        id,
        input.code,
        input.productName,
        input.adminFee,
        input.lowRiskInterest,
        input.highRiskInterest,
        input.typePayment,
        input.isProperty,
        input.isFlow,
        input.productNameEn ?? null,
        input.purpose ?? 'PRODUCTIVE',
      ],
    );
    return findProduct(q, id);
  });
}

async function assertFreeDeveloperName(q: Queryable, name: string, exceptId: number | null) {
  const [taken] = await q.query(
    'SELECT 1 FROM developers WHERE lower(developer_name) = lower($1) AND id <> $2',
    [name, exceptId ?? 0],
  );
  if (taken) {
    throw new AppError(409, 'DEVELOPER_NAME_TAKEN', 'Another developer has this name', {
      fields: { developerName: 'Another developer has this name' },
    });
  }
}

/** Staff: a new developer for the property product. */
export function createDeveloper(db: Db, name: string): Promise<DeveloperRecord> {
  return db.tx(async (q) => {
    await assertFreeDeveloperName(q, name, null);
    const [row] = await q.query<{ id: number }>(
      'INSERT INTO developers (developer_name) VALUES ($1) RETURNING id',
      [name],
    );
    if (!row) throw new Error('insert returned no row');
    return findDeveloper(q, row.id);
  });
}

export function updateDeveloper(db: Db, id: number, name: string): Promise<DeveloperRecord> {
  return db.tx(async (q) => {
    await findDeveloper(q, id);
    await assertFreeDeveloperName(q, name, id);
    await q.query('UPDATE developers SET developer_name = $2 WHERE id = $1', [id, name]);
    return findDeveloper(q, id);
  });
}
