// Demo mode only: "simulate a transfer into this VA". The built-in bank seals the payment as
// its e-collection callback would; the caller posts it to the platform's callback path, so the
// demo credits the wallet by the very same road as a real transfer. A lender's own transfer
// (sealDemoVaTransfer), or staff playing the bank for a transfer into any VA (sealBankTransfer:
// a simulator delivering the callback itself, once, twice or late).
import { toSen } from '../../machines/shared/money.ts';
import type { PartnerBank, VaCallbackBody } from '../bank/partner-bank.ts';
import type { Db } from '../db/db.ts';
import { AppError } from '../http/errors.ts';

/** Largest demo transfer: Rp 10 billion. */
const MAX_DEMO_TRANSFER_SEN = 10_000_000_000_00n;

function demoAmountSen(amount: string): bigint {
  const amountSen = toSen(amount);
  if (amountSen % 100n !== 0n || amountSen <= 0n || amountSen > MAX_DEMO_TRANSFER_SEN) {
    throw new AppError(400, 'VALIDATION_FAILED', 'A whole number of rupiah, at most 10 billion', {
      fields: { amount: 'A whole number of rupiah, at most 10 billion' },
    });
  }
  return amountSen;
}

const notLocalBank = () =>
  new AppError(409, 'NOT_LOCAL_BANK', 'Only the built-in bank can simulate a transfer');

/**
 * A transfer into any VA — a lender's wallet or a bill's billing — sealed by the built-in bank as
 * its callback carries it, not delivered: the caller plays the network between bank and
 * platform. Into a billing's VA the bank refuses what a closed billing refuses (another amount,
 * a billing paid, closed or expired).
 */
export function sealBankTransfer(
  deps: { bank: PartnerBank; now: () => Date },
  transfer: { virtualAccount: string; amount: string; customerName: string },
): { body: VaCallbackBody; paymentNtb: string; amountSen: bigint } {
  const amountSen = demoAmountSen(transfer.amount);
  const seal = deps.bank.sealVaPayment;
  if (!seal) throw notLocalBank();
  const sealed = seal({
    virtualAccount: transfer.virtualAccount,
    amountRupiah: amountSen / 100n,
    customerName: transfer.customerName,
    now: deps.now(),
  });
  return { ...sealed, amountSen };
}

export async function sealDemoVaTransfer(
  deps: { db: Db; bank: PartnerBank; now: () => Date },
  lenderId: string,
  amount: string,
): Promise<{ body: VaCallbackBody; paymentNtb: string; amountSen: bigint }> {
  const amountSen = demoAmountSen(amount);
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
  if (!seal) throw notLocalBank();
  const sealed = seal({
    virtualAccount: wallet.account,
    amountRupiah: amountSen / 100n,
    customerName: wallet.full_name,
    now: deps.now(),
  });
  return { ...sealed, amountSen };
}
