// The words of a refusal by one of OJK's limits (issue 21), naming the figure and the limit: the
// static words in loan.labels.ts say which rule; these say how far. decideLoanEvent uses them.
import { borrowerLimit, lenderRoom } from '../regulation/funding-limits.ts';
import type { Text } from '../shared/i18n-text.ts';
import { rupiahText, toSen } from '../shared/money.ts';
import type { LoanContext, LoanEvent, ReasonCode } from './loan.types.ts';

const rp = (sen: bigint | null) => (sen === null ? '-' : rupiahText(sen));

export function limitRefusalText(
  code: ReasonCode,
  context: LoanContext,
  event: LoanEvent,
): Text | null {
  const lender = event.actor.lender;
  if (code === 'LENDER_INCOME_LIMIT_EXCEEDED' && lender) {
    const { income } = lenderRoom(lender.limits, lender.today);
    const share = income.rule?.percent ?? '';
    const declared = lender.limits.declaredYearlyIncome ?? '0';
    return {
      id: `Batas OJK ${share}% dari penghasilan tahunan Anda (${rp(toSen(declared))}) adalah ${rp(income.limitSen)}; pendanaan Anda yang berjalan ${rp(income.outstandingSen)}, sisa ${rp(income.roomSen)}`,
      en: `The OJK limit of ${share}% of your yearly income (${rp(toSen(declared))}) is ${rp(income.limitSen)}; your outstanding funding is ${rp(income.outstandingSen)}, ${rp(income.roomSen)} left`,
    };
  }
  if (code === 'LENDER_CONCENTRATION_ABOVE_LIMIT' && lender) {
    const { concentration: c } = lenderRoom(lender.limits, lender.today);
    const share = c.rule?.percent ?? '';
    return {
      id: `Satu pemberi dana dan afiliasinya paling banyak ${share}% dari total pendanaan berjalan platform (${rp(c.platformOutstandingSen)}); milik Anda ${rp(c.groupOutstandingSen)}, sisa ${rp(c.roomSen)}`,
      en: `One lender with its affiliates may hold at most ${share}% of the platform's outstanding funding (${rp(c.platformOutstandingSen)}); yours is ${rp(c.groupOutstandingSen)}, ${rp(c.roomSen)} left`,
    };
  }
  if (code === 'BORROWER_OUTSTANDING_ABOVE_LIMIT' && event.type === 'offer.set') {
    if (!event.exposure) return null;
    const limit = borrowerLimit(
      event.exposure,
      event.terms.fundingStart,
      context.purpose ?? 'PRODUCTIVE',
    );
    const value = rp(toSen(context.applicationValue));
    return {
      id: `Batas OJK per peminjam ${rp(limit.limitSen)}; pendanaan peminjam yang berjalan atau ditawarkan ${rp(limit.outstandingSen)}, sisa ${rp(limit.roomSen)}, pinjaman ini ${value}`,
      en: `The OJK limit per borrower is ${rp(limit.limitSen)}; the borrower's outstanding or offered funding is ${rp(limit.outstandingSen)}, ${rp(limit.roomSen)} left, this loan ${value}`,
    };
  }
  return null;
}

/** An application value above the per-borrower limit itself (applicationValueLimitSen), naming it. */
export function applicationValueLimitText(limitSen: bigint): Text {
  return {
    id: `Nilai pengajuan melebihi batas OJK per peminjam ${rp(limitSen)}`,
    en: `The application value is above the OJK limit per borrower of ${rp(limitSen)}`,
  };
}
