// Demo mode only: "simulate a transfer into this VA". The built-in bank seals the payment as
// its e-collection callback would; the caller posts it to the platform's callback path, so the
// demo credits the wallet by the very same road as a real transfer.
import { toSen } from '../../machines/shared/money.ts';
import type { PartnerBank, VaCallbackBody } from '../bank/partner-bank.ts';
import type { Db } from '../db/db.ts';
import { AppError } from '../http/errors.ts';

/** Largest demo transfer: Rp 10 billion. */
const MAX_DEMO_TRANSFER_SEN = 10_000_000_000_00n;

export async function sealDemoVaTransfer(
  deps: { db: Db; bank: PartnerBank; now: () => Date },
  lenderId: string,
  amount: string,
): Promise<{ body: VaCallbackBody; paymentNtb: string; amountSen: bigint }> {
  const amountSen = toSen(amount);
  if (amountSen % 100n !== 0n || amountSen <= 0n || amountSen > MAX_DEMO_TRANSFER_SEN) {
    throw new AppError(400, 'VALIDATION_FAILED', 'A whole number of rupiah, at most 10 billion', {
      fields: { amount: 'A whole number of rupiah, at most 10 billion' },
    });
  }
  const [wallet] = await deps.db.query<{ account: string; full_name: string }>(
    `SELECT w.machine_context ->> 'accountNumber' AS account, u.full_name
       FROM lender_wallets w JOIN users u ON u.id = w.lender_id
      WHERE w.lender_id = $1 AND w.machine_state = 'approved'
        AND w.machine_context ->> 'kind' = 'VA'`,
    [lenderId],
  );
  if (!wallet) {
    throw new AppError(409, 'VA_NOT_ACTIVE', 'Your virtual account is not active yet');
  }
  const seal = deps.bank.sealVaPayment;
  if (!seal) {
    throw new AppError(409, 'NOT_LOCAL_BANK', 'Only the built-in bank can simulate a transfer');
  }
  const sealed = seal({
    virtualAccount: wallet.account,
    amountRupiah: amountSen / 100n,
    customerName: wallet.full_name,
    now: deps.now(),
  });
  return { ...sealed, amountSen };
}
