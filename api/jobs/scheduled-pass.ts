// The product's scheduled pass: what its timer runs every FUNDING_POLL_SECONDS (api/app.ts) —
// funding windows opened and closed, auto-lend's preview windows begun and ended ones allocated,
// disbursements prepared and settled, installments counted past due once a day. In demo mode
// staff may also run it at once, with the pending withdrawals' inquiry (the job of
// WITHDRAWAL_POLL_SECONDS), through POST /api/demo/scheduled-pass: a simulator driving a started
// product (`npm run simulate -- --url`) runs it after each advance of the demo clock, as the
// timer would on the new day. Safe to run beside the timer's own pass or another instance's.
import { runAutoLend } from '../auto-lend/run-auto-lend.ts';
import { settlePendingWithdrawals } from '../cash-out/settle-pending.ts';
import type { ApiDeps } from '../deps.ts';
import { disbursementPass } from '../disbursement/disbursement.ts';
import { runFundingWindows } from '../funding/funding-windows.ts';
import { repaymentPass } from '../repayment/daily-pass.ts';
import { settingsOf } from '../repayment/settings.ts';

export type ScheduledPassResult = {
  fundingOpened: number[];
  fundingClosed: number[];
  autoLent: number[];
  overdueLoans: number;
};

export async function runScheduledPass(deps: ApiDeps): Promise<ScheduledPassResult> {
  // In demo mode, the date as every instance has it: another may have advanced the demo clock
  // since this one last served a request (its offset is read again at each request only).
  await deps.demoClock?.refresh();
  const windows = await runFundingWindows(deps);
  // Issue 21: loans just opened start their preview window; ended ones are auto-lent.
  const autoLend = await runAutoLend(deps);
  await disbursementPass(deps);
  // Issue 19: installments past due are counted once a day (the pass skips the rest).
  const repayment = await repaymentPass({ ...deps, repayment: settingsOf(deps) });
  return {
    fundingOpened: windows.opened,
    fundingClosed: windows.closed,
    autoLent: autoLend.allocated,
    overdueLoans: repayment.overdueLoans,
  };
}

/** Pending withdrawals asked about at once, as old as their job asks them (default 60 s). */
export const settleWithdrawalsNow = (deps: ApiDeps): Promise<number> =>
  settlePendingWithdrawals(deps, deps.withdrawalPoll?.minAgeSeconds ?? 60);
