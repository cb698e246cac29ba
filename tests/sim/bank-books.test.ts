// The simulator's bank books (sim/bank-books.ts) and their auditor (sim/auditor.ts
// auditBankHoldings), without a product: a lost answer reaches the caller as the bank adapter
// reports it (a reset is NO_ANSWER, nothing thrown); the books keep every VA and RDL the bank
// opened and every billing it holds, across a restart of the product's process; and the auditor
// names a VA, an RDL or a billing the bank holds that the platform lost track of — what a retry
// under a new uuid or trx_id after a lost answer leaves.
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
  type BankRdl,
  type BankVa,
  type LossyCall,
  withBankBooks,
} from '../../sim/bank-books.ts';
import { makeBankLender } from '../support/bank-lenders.ts';

// A person the bank registers: her validated identity and address with her.
const lender: BankLender = makeBankLender({
  lenderId: '0b0b0b0b-0000-4000-8000-000000000001',
  fullName: 'Rina Wulandari',
  email: 'rina@example.test',
  phone: null,
});
const now = new Date('2027-01-04T02:00:00Z');
const bill = (trxId: string): VaBilling => ({
  trxId,
  amountRupiah: 1_250_000n,
  customerName: 'Budi',
  expiresAt: new Date(now.getTime() + 86_400_000),
  description: 'Cicilan 1',
});

/** A bank with its books kept here, as the simulator keeps them. */
function bookedBank(known: { vas?: BankVa[]; rdls?: BankRdl[]; billings?: BankBilling[] } = {}) {
  const vas: BankVa[] = [...(known.vas ?? [])];
  const rdls: BankRdl[] = [...(known.rdls ?? [])];
  const billings = new Map((known.billings ?? []).map((b) => [b.trxId, b]));
  const lost: LossyCall[] = [];
  const local = localPartnerBank();
  const { bank, lostAnswers } = withBankBooks(local, {
    known: [],
    knownVas: known.vas ?? [],
    knownRdls: known.rdls ?? [],
    knownBillings: known.billings ?? [],
    paid: () => {},
    booked: (entry: BankBooked) => {
      if (entry.kind === 'va') vas.push(entry.va);
      else if (entry.kind === 'rdl') rdls.push(entry.rdl);
      else billings.set(entry.billing.trxId, entry.billing);
    },
    lost: (call) => lost.push(call),
  });
  return { bank, lostAnswers, vas, rdls, billings: () => [...billings.values()], lost };
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

describe('the bank books of the RDL chain', () => {
  it('lose each step’s answer after the bank acted, and keep the RDL it opened across a restart', async () => {
    const first = bookedBank();
    for (const call of ['submitKyc', 'registerInvestor', 'openRdlAccount'] as const) {
      first.lostAnswers.arm(0, 'HTTP_504', [call]);
    }
    const [kycUuid, cifUuid, rdlUuid] = [1, 2, 3].map(() => crypto.randomUUID());
    // Each step lost once, answered the same when asked again under its uuid.
    expect(await first.bank.submitKyc(lender, kycUuid)).toEqual({
      ok: false,
      requestUuid: kycUuid,
      responseCode: 'HTTP_504',
    });
    const kyc = await first.bank.submitKyc(lender, kycUuid);
    if (!kyc.ok) throw new Error('the face check was refused');
    expect(await first.bank.registerInvestor(lender, kyc.kycUuid, cifUuid)).toMatchObject({
      ok: false,
      responseCode: 'HTTP_504',
    });
    const cif = await first.bank.registerInvestor(lender, kyc.kycUuid, cifUuid);
    if (!cif.ok) throw new Error('the registration was refused');
    expect(await first.bank.openRdlAccount(lender, cif.cifNumber, rdlUuid)).toMatchObject({
      ok: false,
      responseCode: 'HTTP_504',
    });
    const rdl = await first.bank.openRdlAccount(lender, cif.cifNumber, rdlUuid);
    if (!rdl.ok) throw new Error('the account was refused');
    expect(first.lost).toEqual(['submitKyc', 'registerInvestor', 'openRdlAccount']);
    expect(first.rdls).toEqual([
      { requestUuid: rdlUuid, lenderId: lender.lenderId, accountNumber: rdl.accountNumber },
    ]);
    // The product's process killed: a new built-in bank, handed the books, answers the same RDL.
    const restarted = bookedBank({ rdls: first.rdls });
    expect(await restarted.bank.openRdlAccount(lender, cif.cifNumber, rdlUuid)).toEqual(rdl);
    expect(restarted.rdls).toHaveLength(1);
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

  it('names the RDL a retry of its last step under a new uuid left at the bank', async () => {
    const { bank, lostAnswers, rdls } = bookedBank();
    lostAnswers.arm(0, 'NO_ANSWER', ['openRdlAccount']);
    await bank.openRdlAccount(lender, '123456789', crypto.randomUUID());
    const rdl = await bank.openRdlAccount(lender, '123456789', crypto.randomUUID());
    if (!rdl.ok) throw new Error('refused');
    const [orphan] = rdls;
    const wallet = [{ lender_id: lender.lenderId, kind: 'RDL', account: rdl.accountNumber }];
    expect(await auditBankHoldings(platform(wallet, []), { vas: [], rdls, billings: [] })).toEqual([
      `the bank opened 2 RDLs for lender ${lender.lenderId}: ${orphan?.accountNumber}, ${rdl.accountNumber}`,
      `the bank holds RDL ${orphan?.accountNumber} for lender ${lender.lenderId}, whose wallet is RDL ${rdl.accountNumber}`,
    ]);
    // Asked again under the lost call's uuid instead: one RDL, the wallet's.
    const single = bookedBank();
    single.lostAnswers.arm(0, 'NO_ANSWER', ['openRdlAccount']);
    const uuid = crypto.randomUUID();
    await single.bank.openRdlAccount(lender, '123456789', uuid);
    const again = await single.bank.openRdlAccount(lender, '123456789', uuid);
    if (!again.ok) throw new Error('refused');
    const held = [{ lender_id: lender.lenderId, kind: 'RDL', account: again.accountNumber }];
    expect(
      await auditBankHoldings(platform(held, []), { vas: [], rdls: single.rdls, billings: [] }),
    ).toEqual([]);
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
