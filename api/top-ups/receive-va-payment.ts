// A payment into a lender's virtual account, as the partner bank's e-collection callback
// reports it (integrations.md): the sealed payload is opened with the bank's VA key and the
// product's clock, refused when stale (more than 300 s), forged (another client id, or a payload
// the key does not open) or about a VA that is no approved lender's wallet; otherwise the wallet
// is credited — a PLACEMENT entry keyed by the bank's payment_ntb, so however many times the
// bank calls back (concurrently too), the payment is credited once. The opening and its checks
// are `openVaCallback`, for any receiver of the bank's VA callbacks (a bill's payment too).

import { PLATFORM, transferLines } from '../../machines/ledger/ledger.rules.ts';
import { decryptVaPayload } from '../bank/bni/ecollection-cipher.ts';
import type { PartnerBank, VaCallbackBody } from '../bank/partner-bank.ts';
import type { Db } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { postEntry } from '../ledger/post-entry.ts';

/** The bank's success answer to a callback. */
export const VA_CALLBACK_OK = { status: '000' } as const;

export type VaPayment = {
  trxId: string;
  virtualAccount: string;
  amountSen: bigint;
  paymentNtb: string;
};

const forged = () =>
  new AppError(401, 'VA_CALLBACK_FORGED', 'The payment notice is not sealed with our key');

function paymentOf(data: Record<string, unknown>): VaPayment {
  const text = (key: string) => {
    const value = data[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const amount = text('payment_amount');
  const payment = {
    trxId: text('trx_id'),
    virtualAccount: text('virtual_account'),
    paymentNtb: text('payment_ntb'),
  };
  // The bank writes whole rupiah; a fraction or a sign is not a payment we understand.
  if (!/^\d{1,15}$/.test(amount) || BigInt(amount) === 0n || !payment.paymentNtb) {
    throw new AppError(400, 'VA_CALLBACK_INVALID', 'The payment notice is incomplete', {
      fields: {
        ...(payment.paymentNtb ? {} : { payment_ntb: 'required' }),
        ...(/^\d{1,15}$/.test(amount) && BigInt(amount) > 0n
          ? {}
          : { payment_amount: 'a whole positive number of rupiah' }),
      },
    });
  }
  return { ...payment, amountSen: BigInt(amount) * 100n };
}

/** The lender whose approved VA this is, or null. */
async function vaOwner(db: Db, virtualAccount: string): Promise<string | null> {
  const [row] = await db.query<{ lender_id: string }>(
    `SELECT lender_id FROM lender_wallets
      WHERE machine_state = 'approved' AND machine_context ->> 'kind' = 'VA'
        AND machine_context ->> 'accountNumber' = $1`,
    [virtualAccount],
  );
  return row?.lender_id ?? null;
}

/**
 * The payment a callback reports, once it passed the checks every VA callback passes (a top-up's
 * or a bill's): our client id, sealed with our VA key, at most 300 s old by the product's clock,
 * a whole positive amount and a payment_ntb. Throws VA_CALLBACK_FORGED (401), VA_CALLBACK_STALE
 * (401) or VA_CALLBACK_INVALID (400); reads and changes nothing.
 */
export function openVaCallback(
  deps: { bank: Pick<PartnerBank, 'vaCallbackKey'>; now: () => Date },
  body: VaCallbackBody,
): VaPayment {
  const key = deps.bank.vaCallbackKey;
  if (body.client_id !== key.clientId) throw forged();
  const opened = decryptVaPayload(body.data, key.clientId, key.secret, deps.now().getTime() / 1000);
  if (!opened.ok) {
    if (opened.reason === 'EXPIRED') {
      throw new AppError(401, 'VA_CALLBACK_STALE', 'The payment notice is too old');
    }
    throw forged();
  }
  return paymentOf(opened.data);
}

export async function receiveVaPayment(
  deps: { db: Db; bank: PartnerBank; now: () => Date },
  body: VaCallbackBody,
): Promise<{ lenderId: string; payment: VaPayment; credited: boolean }> {
  return creditWallet(deps, openVaCallback(deps, body));
}

/** An opened payment into a lender's VA: the wallet credited once per payment_ntb. */
export async function creditWallet(
  deps: { db: Db; now: () => Date },
  payment: VaPayment,
): Promise<{ lenderId: string; payment: VaPayment; credited: boolean }> {
  const lenderId = await vaOwner(deps.db, payment.virtualAccount);
  if (!lenderId) {
    throw new AppError(404, 'VA_UNKNOWN', 'No active wallet has this virtual account');
  }
  const posted = await deps.db.tx((q) =>
    postEntry(q, {
      kind: 'PLACEMENT',
      reference: `va:${payment.virtualAccount}:${payment.trxId}`,
      description: `VA ${payment.virtualAccount} NTB ${payment.paymentNtb}`,
      idempotencyKey: `va-payment:${payment.paymentNtb}`,
      lines: transferLines(
        { kind: 'BANK_VA_SETTLEMENT', ownerId: PLATFORM },
        { kind: 'LENDER_ACTIVE', ownerId: lenderId },
        payment.amountSen,
      ),
      postedAt: deps.now(),
    }),
  );
  return { lenderId, payment, credited: posted.applied };
}
