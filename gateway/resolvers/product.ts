import type { ProductResolvers } from '../generated/resolvers-types.ts';

export const Product: ProductResolvers = {
  id: (product) => String(product.id),
  code: (product) => product.code,
  productName: (product) => product.productName,
  name: (product) => ({ id: product.productName, en: product.productNameEn }),
  adminFee: (product) => product.adminFee,
  lowRiskInterest: (product) => product.low_risk_interest,
  highRiskInterest: (product) => product.high_risk_interest,
  typePayment: (product) => product.typePayment,
  isProperty: (product) => product.isProperty,
  isFlow: (product) => product.isFlow,
  purpose: (product) => product.purpose,
};
