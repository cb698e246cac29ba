// The admin fee a loan charges (spec §9): the loan's own, or the product's when the loan's is zero.
// One rule for every place that counts it: the offer's economic benefit against OJK's cap (the
// loan machine's offer check), the agreements, and what the disbursement withholds.
import { toSen } from './money.ts';

export function effectiveAdminFeeSen(fees: { adminFee: string; productAdminFee: string }): bigint {
  const loanFee = toSen(fees.adminFee);
  return loanFee === 0n ? toSen(fees.productAdminFee) : loanFee;
}
