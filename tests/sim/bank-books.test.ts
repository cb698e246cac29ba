// The simulator's bank books (sim/bank-books.ts) and their auditor (sim/auditor.ts
// auditBankHoldings), without a product: a lost answer reaches the caller as the bank adapter
// reports it (a reset is NO_ANSWER, nothing thrown); the books keep every VA the bank opened and
// every billing it holds, across a restart of the product's process; and the auditor names a VA
// or a billing the bank holds that the platform lost track of — what a retry under a new uuid or
// trx_id after a lost answer leaves.
import { describe, expect, it } from 'vitest';
import {
  type BankLender,
  LOCAL_BILLING_REFUSAL,
  localPartnerBank,
  type VaBilling,
} from '../../api/bank/partner-bank.ts';
import type { Queryable, Row } from '../../api/db/db.ts';
import { auditBankHoldings } from '../../sim/auditor.ts';
import {
  type BankBilling,
  type BankBooked,
  type BankVa,
  type LossyCall,
  withBankBooks,
} from '../../sim/bank-books.ts';

const lender: BankLender = {
  lenderId: '0b0b0b0b-0000-4000-8000-000000000001',
  fullName: 'Rina Wulandari',
  email: 'rina@example.test',
  phone: null,
  isPersonal: true,
};
const now = new Date('2027-01-04T02:00:00Z');
const bill = (trxId: string): VaBilling => ({
  trxId,
  amountRupiah: 1_250_000n,
  customerName: 'Budi',
  expiresAt: new Date(now.getTime() + 86_400_000),
  description: 'Cicilan 1',
});

/** A bank with its books kept here, as the simulator keeps them. */
function bookedBank(known: { vas?: BankVa[]; billings?: BankBilling[] } = {}) {
  const vas: BankVa[] = [...(known.vas ?? [])];
  const billings = new Map((known.billings ?? []).map((b) => [b.trxId, b]));
  const lost: LossyCall[] = [];
  const local = localPartnerBank();
  const { bank, lostAnswers } = withBankBooks(local, {
    known: [],
    knownVas: known.vas ?? [],
    knownBillings: known.billings ?? [],
    paid: () => {},
    booked: (entry: BankBooked) => {
      if (entry.kind === 'va') vas.push(entry.va);
      else billings.set(entry.billing.trxId, entry.billing);
    },
    lost: (call) => lost.push(call),
  });
  return { bank, lostAnswers, vas, billings: () => [...billings.values()], lost };
}

/** The platform's database as the auditor reads it: the wallets and the installments' billings. */
function platform(
  wallets: { lender_id: string; kind: string; account: string }[],
  installments: { trx: string; va: string | null; id: string }[],
): Queryable {
  return {
    query: async <T extends Row>(sql: string, params?: readonly unknown[]) => {
      if (sql.includes('lender_wallets')) return wallets as unknown as T[];
      const trxIds = (params?.[0] ?? []) as string[];
      return installments.filter((i) => trxIds.includes(i.trx)) as unknown as T[];
    },
    exec: async () => {},
  };
}

describe('the bank books', () => {
  it('lose an answer after the bank acted, as the adapter reports it: a reset is no answer', async () => {
    const { bank, lostAnswers, vas, lost } = bookedBank();
    lostAnswers.arm(0, 'RESET', ['createVirtualAccount']);
    const uuid = crypto.randomUUID();
    expect(await bank.createVirtualAccount(lender, uuid)).toEqual({
      ok: false,
      requestUuid: uuid,
      responseCode: 'NO_ANSWER',
    });
    expect(lost).toEqual(['createVirtualAccount']);
    expect(vas).toHaveLength(1);
    // The same uuid again: the VA the bank opened, nothing more.
    expect(await bank.createVirtualAccount(lender, uuid)).toEqual({
      ok: true,
      requestUuid: uuid,
      virtualAccount: vas[0]?.virtualAccount,
    });
    expect(vas).toHaveLength(1);
  });

  it('keep, across a restart, the VAs opened and the billings paid', async () => {
    const first = bookedBank();
    const uuid = crypto.randomUUID();
    const va = await first.bank.createVirtualAccount(lender, uuid);
    const made = await first.bank.upsertBilling(bill('LMB-1-1-a'));
    if (!va.ok || !made.ok) throw new Error('the bank refused');
    first.bank.sealVaPayment?.({
      virtualAccount: made.virtualAccount,
      amountRupiah: 1_250_000n,
      customerName: 'Budi',
      now,
    });
    expect(first.billings()).toEqual([
      { trxId: 'LMB-1-1-a', virtualAccount: made.virtualAccount, state: 'PAID' },
    ]);
    // The product's process killed: a new built-in bank, handed the books.
    const restarted = bookedBank({ vas: first.vas, billings: first.billings() });
    expect(await restarted.bank.createVirtualAccount(lender, uuid)).toEqual(va);
    expect(await restarted.bank.upsertBilling(bill('LMB-1-1-a'))).toMatchObject({
      ok: false,
      responseCode: LOCAL_BILLING_REFUSAL.paid,
    });
    expect(restarted.vas).toHaveLength(1);
  });
});

describe('the auditor of what the bank holds', () => {
  it('finds nothing when a lost answer was asked again under its uuid and trx_id', async () => {
    const { bank, lostAnswers, vas, billings } = bookedBank();
    lostAnswers.arm(0, 'HTTP_504', ['createVirtualAccount']);
    lostAnswers.arm(0, 'NO_ANSWER', ['upsertBilling']);
    const uuid = crypto.randomUUID();
    await bank.createVirtualAccount(lender, uuid);
    const va = await bank.createVirtualAccount(lender, uuid);
    await bank.upsertBilling(bill('LMB-2-1-a'));
    const billing = await bank.upsertBilling(bill('LMB-2-1-a'));
    if (!va.ok || !billing.ok) throw new Error('the bank refused');
    const db = platform(
      [{ lender_id: lender.lenderId, kind: 'VA', account: va.virtualAccount }],
      [{ trx: 'LMB-2-1-a', va: billing.virtualAccount, id: '7' }],
    );
    expect(await auditBankHoldings(db, { vas, billings: billings() })).toEqual([]);
  });

  it('names the VA and the billing a retry under a new uuid or trx_id left at the bank', async () => {
    const { bank, lostAnswers, vas, billings } = bookedBank();
    lostAnswers.arm(0, 'NO_ANSWER', ['createVirtualAccount']);
    lostAnswers.arm(0, 'HTTP_504', ['upsertBilling']);
    const lostVa = await bank.createVirtualAccount(lender, crypto.randomUUID());
    const va = await bank.createVirtualAccount(lender, crypto.randomUUID());
    await bank.upsertBilling(bill('LMB-3-1-a'));
    const billing = await bank.upsertBilling(bill('LMB-3-1-b'));
    if (lostVa.ok || !va.ok || !billing.ok) throw new Error('unexpected answers');
    const [orphanVa] = vas;
    const orphanBilling = billings().find((b) => b.trxId === 'LMB-3-1-a');
    const db = platform(
      [{ lender_id: lender.lenderId, kind: 'VA', account: va.virtualAccount }],
      [{ trx: 'LMB-3-1-b', va: billing.virtualAccount, id: '8' }],
    );
    expect(await auditBankHoldings(db, { vas, billings: billings() })).toEqual([
      `the bank opened 2 VAs for lender ${lender.lenderId}: ${orphanVa?.virtualAccount}, ${va.virtualAccount}`,
      `the bank holds VA ${orphanVa?.virtualAccount} for lender ${lender.lenderId}, whose wallet is VA ${va.virtualAccount}`,
      `the bank holds billing LMB-3-1-a open (VA ${orphanBilling?.virtualAccount}), which no installment has`,
    ]);
  });

  it('finds a billing the bank closed, or saw paid, no longer the platform’s concern', async () => {
    const { bank, billings } = bookedBank();
    const open = await bank.upsertBilling(bill('LMB-4-1-a'));
    await bank.upsertBilling(bill('LMB-4-2-a'));
    if (!open.ok) throw new Error('refused');
    bank.sealVaPayment?.({
      virtualAccount: open.virtualAccount,
      amountRupiah: 1_250_000n,
      customerName: 'Budi',
      now,
    });
    await bank.closeBilling('LMB-4-2-a');
    expect(billings().map((b) => b.state)).toEqual(['PAID', 'CLOSED']);
    expect(await auditBankHoldings(platform([], []), { vas: [], billings: billings() })).toEqual(
      [],
    );
  });
});
