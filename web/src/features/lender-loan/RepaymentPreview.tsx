// What the typed amount would bring back, installment by installment, on the loan's terms: the
// machine's own schedule (machines/installment/installment.schedule.ts), the one the borrower's
// offer and the API use, for the lender's piece. The admin fee is the borrower's cost, not the
// lender's, so it is left out.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  repaymentSchedule,
  type ScheduleTerms,
  scheduleProblem,
} from '../../../../machines/installment/installment.schedule.ts';
import { formatPercent, formatRupiah } from '../../components/format.ts';
import { Panel } from '../../components/Panel.tsx';
import { usePeriodText } from '../../components/period-text.ts';
import { ScheduleTable } from '../../components/ScheduleTable.tsx';
import type { PaymentType } from '../../generated/graphql.ts';

type Props = {
  /** Whole rupiah as typed, '' when nothing is. */
  amount: string;
  interestPercent: string | null | undefined;
  periodDays: number | null | undefined;
  paymentType: PaymentType;
};

export function RepaymentPreview({ amount, interestPercent, periodDays, paymentType }: Props) {
  const { t } = useTranslation();
  const periodText = usePeriodText();
  const terms: ScheduleTerms = {
    amount,
    interestPercentPerYear: interestPercent ?? '',
    periodDays: periodDays ?? 0,
    paymentType,
    adminFee: '0',
  };
  const schedule = scheduleProblem(terms) === null ? repaymentSchedule(terms) : null;
  return (
    <Panel title={t('schedule.title')} titleMb="xs">
      {!schedule ? (
        <Text size="sm" c="dimmed">
          {t('schedule.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" mb="xs">
            {t('schedule.intro', {
              amount: formatRupiah(amount),
              percent: formatPercent(interestPercent ?? ''),
              term: periodText(periodDays),
            })}
          </Text>
          <ScheduleTable
            schedule={schedule}
            minWidth={440}
            data-testid="repayment-schedule"
            aria-label={t('schedule.tableLabel')}
            totalTestId="schedule-total"
            words={{
              number: t('schedule.number'),
              due: t('schedule.due'),
              dueDay: (day) => t('schedule.dueDay', { day }),
              principal: t('schedule.principal'),
              interest: t('schedule.interest'),
              total: t('schedule.total'),
              totals: t('schedule.totals'),
            }}
          />
          <Text size="xs" c="dimmed" mt="xs">
            {t('schedule.note')}
          </Text>
        </>
      )}
    </Panel>
  );
}
