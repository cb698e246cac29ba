// Pending withdrawals settle without anyone asking: an in-process job runs the staff button's
// status inquiry for every withdrawal requested or sent longer ago than a minimum age (a fresh
// request is still waiting for its own answer). Each withdrawal is claimed with SKIP LOCKED, so
// several API instances polling together never ask about the same one at once.
import type { PartnerBank } from '../bank/partner-bank.ts';
import type { DemoClock } from '../clock/demo-clock.ts';
import type { Db } from '../db/db.ts';
import { startEvery } from '../jobs/every.ts';
import { resolveClaimedWithdrawal } from './request-cash-out.ts';

export type WithdrawalPoll = {
  /** How often the job runs (WITHDRAWAL_POLL_SECONDS, default 30). */
  everySeconds: number;
  /** Only withdrawals pending at least this long are asked about (default 60). */
  minAgeSeconds: number;
};

type Deps = {
  db: Db;
  bank: PartnerBank;
  now: () => Date;
  /** In demo mode, the clock `now` reads: another instance may have advanced it. */
  demoClock?: Pick<DemoClock, 'refresh'>;
};

/** One pass: every pending withdrawal old enough, oldest first. Returns how many were asked. */
export async function settlePendingWithdrawals(deps: Deps, minAgeSeconds: number): Promise<number> {
  // The demo date as every instance has it, not as this one last saw it at a request: a pass
  // run on yesterday's date would find a payment the bank has settled still pending.
  await deps.demoClock?.refresh();
  const before = new Date(deps.now().getTime() - minAgeSeconds * 1000);
  const due = await deps.db.query<{ id: string }>(
    `SELECT id::text AS id FROM withdrawals
      WHERE machine_state IN ('requested', 'sent') AND updated_at <= $1
      ORDER BY created_at LIMIT 100`,
    [before],
  );
  let asked = 0;
  // The bank's silence is an answer here (the withdrawal stays pending): what throws is a fault
  // of ours, which must not stop the others' inquiries, nor pass unseen — the job reports it.
  const faults: unknown[] = [];
  for (const { id } of due) {
    try {
      if (await resolveClaimedWithdrawal(deps, id)) asked += 1;
    } catch (error) {
      faults.push(error);
    }
  }
  if (faults.length > 0) {
    throw new AggregateError(faults, `${faults.length} withdrawal(s) could not be asked about`);
  }
  return asked;
}

/** Starts the job (api/jobs/every.ts); the returned stop waits for a running pass to end. */
export const startWithdrawalSettlement = (
  deps: Deps,
  poll: WithdrawalPoll,
  onError: (error: unknown) => void = () => undefined,
): (() => Promise<void>) =>
  startEvery(poll.everySeconds, () => settlePendingWithdrawals(deps, poll.minAgeSeconds), onError);
