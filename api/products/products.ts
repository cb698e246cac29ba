import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';

export type ProductRecord = {
  id: number;
  code: string;
  product_name: string;
  admin_fee: string;
  low_risk_interest: string;
  high_risk_interest: string;
  type_payment: 'INSTALLMENT' | 'CASH' | 'INTEREST' | 'BALLOON';
  is_property: boolean;
  is_flow: boolean;
};

const columns =
  'id, code, product_name, admin_fee, low_risk_interest, high_risk_interest, type_payment, is_property, is_flow';

/** The product as the REST contract names its fields (spec §3 Product). */
export function productView(p: ProductRecord) {
  return {
    id: p.id,
    code: p.code,
    productName: p.product_name,
    adminFee: p.admin_fee,
    low_risk_interest: p.low_risk_interest,
    high_risk_interest: p.high_risk_interest,
    typePayment: p.type_payment,
    isProperty: p.is_property,
    isFlow: p.is_flow,
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
