// The RDL mirror: the lender's money sits in their own account at the bank, and the ledger
// mirrors it. Each credit in the bank's account history becomes an RDL deposit entry (keyed by
// the bank's reference, so reading the history again adds nothing); then the bank's balance is
// compared with the mirror, and a difference (bank interest, charges) is recorded as an RDL
// balance entry, so the lender's mutations are complete and the mirror equals the bank.
import { transferLines } from '../../machines/ledger/ledger.rules.ts';
import type { PartnerBank } from '../bank/partner-bank.ts';
import type { Db } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { walletOfKind } from '../ledger/lender-money.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { journalBalance } from '../ledger/read-balances.ts';

export async function mirrorRdl(
  deps: { db: Db; bank: PartnerBank; now: () => Date },
  lenderId: string,
): Promise<{ bankBalanceSen: bigint; deposits: number; adjustedSen: bigint }> {
  const wallet = await walletOfKind(deps.db, lenderId, 'RDL');
  const account = wallet.accountNumber;
  const [history, balance] = await Promise.all([
    deps.bank.rdlHistory(account),
    deps.bank.rdlBalance(account),
  ]);
  if (!history.ok || !balance.ok) {
    const code = history.ok ? (balance.ok ? '' : balance.responseCode) : history.responseCode;
    throw new AppError(
      502,
      'BANK_UNAVAILABLE',
      `The bank did not answer the RDL inquiry (${code})`,
    );
  }
  const rdl = { kind: 'RDL_AT_BANK', ownerId: lenderId } as const;
  const active = { kind: 'LENDER_ACTIVE', ownerId: lenderId } as const;
  return deps.db.tx(async (q) => {
    await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [lenderId]);
    let deposits = 0;
    for (const line of history.lines) {
      if (line.direction !== 'K') continue;
      const posted = await postEntry(q, {
        kind: 'RDL_DEPOSIT',
        reference: `rdl:${account}`,
        description: `RDL ${account}: ${line.description} (${line.reference})`,
        idempotencyKey: `rdl:${account}:${line.reference}`,
        lines: transferLines(rdl, active, line.amountSen),
        postedAt: line.at,
      });
      if (posted.applied) deposits += 1;
    }
    // The mirror of the RDL is the negative of its counter-account in the journal.
    const mirrored = -(await journalBalance(q, 'RDL_AT_BANK', lenderId));
    const difference = balance.balanceSen - mirrored;
    if (difference !== 0n) {
      await postEntry(q, {
        kind: 'RDL_BALANCE',
        reference: `rdl:${account}`,
        description: `RDL ${account}: saldo bank ${balance.balanceSen / 100n}`,
        idempotencyKey: `rdl-balance:${account}:${deps.now().toISOString()}:${balance.balanceSen}`,
        lines: transferLines(rdl, active, difference),
        postedAt: deps.now(),
      });
    }
    return { bankBalanceSen: balance.balanceSen, deposits, adjustedSen: difference };
  });
}
